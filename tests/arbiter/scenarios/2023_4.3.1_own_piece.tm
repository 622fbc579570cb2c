# 2023 Article 4.3.1: touching with the intention of moving "one or more of his own pieces, he must
# move the first piece touched that can be moved". Pieces that cannot be moved are passed over.

# clause: 4.3.1 - first touched movable piece binds, the second touch changes nothing.
case h2023_431_first_of_two
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white touch d2
expect permitted b1a3 b1c3
expect restricted 4.3.1
end

# clause: 4.3.1 - a blocked rook (a1) cannot be moved: the next touched piece binds.
case h2023_431_blocked_then_pawn
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch a1
white touch d2
expect permitted d2d3 d2d4
expect restricted 4.3.1
end

# clause: 4.3.1 - breach: knight b1 touched, knight f3 moved instead; violation on the completing
# release (reading 1); the move is made all the same, and Black has the move.
case h2023_431_breach
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift f3
expect no violation
white release g5
expect violation 4.3.1
expect move f3g5
expect permitted all
end

# clause: 4.3.1 - touching the king binds to a king move (castling included, as the king moves).
case h2023_431_king
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e1
expect permitted e1e2 e1f1 e1g1
end

# clause: 4.3.1 - king in check: the touched rook cannot parry the check (it cannot be moved),
# the pawn touched next cannot either, the king touched third must move.
case h2023_431_in_check
laws 2023
fen 4k3/8/8/8/1b6/8/P7/R3K2R w KQ - 0 1
white touch a1
white touch a2
white touch e1
expect permitted e1d1 e1e2 e1f1 e1f2
end

# clause: 4.3.1 - Black: the touched knight g8 must move, the touched move completed lawfully.
case h2023_431_black_completes
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 4 4
black touch g8
expect permitted g8e7 g8f6 g8h6
black lift g8
black release f6
expect no violation
expect move g8f6
end
