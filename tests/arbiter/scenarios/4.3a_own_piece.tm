# Article 4.3(a) (2005): the player having the move who deliberately touches "one or more of his
# own pieces, he must move the first piece touched that can be moved".

# Single touch of a bishop: every legal bishop move, and only those.
case h43a_single_bishop
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c4
expect permitted c4a6 c4b3 c4b5 c4d3 c4d5 c4e2 c4e6 c4f1 c4f7
expect restricted 4.3a
end

# Several own pieces: the first touched that can be moved binds; later touches change nothing.
case h43a_first_of_two
laws 2005
white touch d2
white touch g2
expect permitted d2d3 d2d4
expect no violation
end

# Blocked piece first (Bc1 boxed in by b2 and d2): it cannot be moved, so the next one binds.
case h43a_blocked_then_movable
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c1
expect permitted all
white touch b1
expect permitted b1a3 b1c3
expect restricted 4.3a
end

# Pinned piece first (Nc3 pinned by Bb4 to Ke1): the Bc1 touched next must move.
case h43a_pinned_then_bishop
laws 2005
fen rnbqk2r/pppp1ppp/5n2/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 1 4
white touch c3
white touch c1
expect permitted c1d2 c1e3 c1f4 c1g5 c1h6
end

# King in check by Bb4: Ng1 has no legal move (no square blocks b4-e1), so the Nb1 touched
# next binds, and only its two blocking moves are legal.
case h43a_in_check_first_piece_cannot_help
laws 2005
fen rnbqk1nr/pppp1ppp/8/4p3/1b1PP3/8/PPP2PPP/RNBQKBNR w KQkq - 1 3
white touch g1
expect permitted all
white touch b1
expect permitted b1c3 b1d2
end

# King in check touched: the only legal king move.
case h43a_king_in_check
laws 2005
fen rnbqk1nr/pppp1ppp/8/4p3/1b1PP3/8/PPP2PPP/RNBQKBNR w KQkq - 1 3
white touch e1
expect permitted e1e2
end

# The touched piece is moved: lawful, no violation.
case h43a_touched_piece_moved
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c4
white lift c4
white release b5
expect move c4b5
expect no violation
expect to_move black
end

# Another piece moved instead: 4.3a is broken by the release that makes d2d3, which is made all
# the same (docs/events.md, Model): Black has the move.
case h43a_other_piece_moved
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c4
white lift d2
expect no violation
white release d3
expect violation 4.3a
expect move d2d3
expect permitted all
end

# "deliberately": an accidental contact binds nothing; the deliberate touch after it binds.
case h43a_accidental_first
laws 2005
white touch d2 accidental
expect permitted all
white touch g2
expect permitted g2g3 g2g4
end

# Black having the move: the same rule.
case h43a_black_knight
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4
black touch g8
expect permitted g8e7 g8f6 g8h6
expect restricted 4.3a
end

# Touching the first piece again keeps its first moment (docs/events.md, Details "Board events").
case h43a_retouch_keeps_first_moment
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch f3
white touch d2
white touch f3
expect permitted f3d4 f3e5 f3g1 f3g5 f3h4
end

# Lifting is a deliberate touch; putting the piece back on its own square is no move, and the
# piece must still be moved.
case h43a_lift_and_put_back
laws 2005
white lift a2
white release a2
expect no move
expect no violation
expect permitted a2a3 a2a4
end

# A pawn whose moves are promotions: all four promotion pieces are moves of the touched pawn.
case h43a_promotion_pawn
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white touch e7
expect permitted e7e8b e7e8n e7e8q e7e8r
end
