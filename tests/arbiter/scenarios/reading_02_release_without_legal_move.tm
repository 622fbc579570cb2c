# Reading 2: "A piece released on a square where it makes no legal move (nor part of one) is not
# fixed by 4.7 and breaks nothing yet; the breach, if any, comes with the clock press."

# Knight put on g3 (no knight move): nothing; it may then go to f3.
case r02_knight_elsewhere_then_legal
laws 2005
white lift g1
white release g3
expect no violation
expect no move
expect permitted g1f3 g1h3
white lift g3
white release f3
expect no violation
expect move g1f3
end

# Pawn pushed three squares: nothing; corrected to e4 it is a normal move.
case r02_pawn_too_far
laws 2005
white lift e2
white release e5
expect no violation
expect permitted e2e3 e2e4
white lift e5
white release e4
expect no violation
expect move e2e4
end

# King released on g1 while castling is illegal (Ba6 covers f1): no legal move and not part of
# one, so not fixed; moving on to f2 is lawful.
case r02_king_on_g1_castling_illegal
laws 2005
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white lift e1
white release g1
expect no violation
expect permitted e1c1 e1d1 e1d2 e1f2
white lift g1
white release f2
expect no violation
expect move e1f2
end

# Left on the illegal square, the breach comes with the clock press.
case r02_breach_at_clock
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3
white release f5
expect no violation
white clock
expect violation 3
expect permitted f3d4 f3e5 f3g1 f3g5 f3h4
end

# Released on its own square: no move, not fixed; the touched piece still must move.
case r02_back_on_own_square
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift c4
white release c4
expect no violation
expect no move
expect permitted c4a6 c4b3 c4b5 c4d3 c4d5 c4e2 c4e6 c4f1 c4f7
white lift c4
white release e2
expect move c4e2
expect no violation
end

# A pinned knight put on a knight square (illegal: exposes the king): not fixed; put back.
case r02_pinned_knight_put_back
laws 2005
fen rnbqk2r/pppp1ppp/5n2/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 1 4
white lift c3
white release e2
expect no violation
expect no move
white lift e2
white release c3
expect no violation
expect permitted all
end
