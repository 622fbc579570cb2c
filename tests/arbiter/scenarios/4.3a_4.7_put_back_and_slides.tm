# A: lift and put back on own square, then another piece (4.3a), with/without clock, both editions.

# Put back on own square: reading 2, not fixed, nothing broken yet; the knight still binds.
# Another piece moved: 4.3a on the committing release, which makes the move. Clockless: Black's
# deliberate lift binds Black and (2005, 4.6) forfeits the claim.
case a1_putback_then_other_clockless_2005
laws 2005
white lift g1
expect permitted g1f3 g1h3
expect restricted 4.3a
white release g1
expect no violation
expect no move
expect permitted g1f3 g1h3
expect restricted 4.3a
white lift e2
expect no violation
white release e4
expect violation 4.3a
expect move e2e4
expect permitted all
expect to_move black
black lift e7
expect to_move black
expect permitted e7e5 e7e6
black claim
expect claim forfeited
end

# Same with a clock, claim before touching: upheld, position reinstated, knight still bound.
case a2_putback_then_other_clock_claim_2005
laws 2005
clock yes
white lift g1
white release g1
white lift e2
white release e4
expect violation 4.3a
white clock
expect no violation
expect to_move black
black claim
expect claim upheld
expect to_move white
expect permitted g1f3 g1h3
expect fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
end

# 2023: the put-back knight and another move: 4.3.1; the clock press lets it stand (no 7.5.x).
case a3_putback_then_other_clock_2023
laws 2023
clock yes
white lift g1
white release g1
expect no violation
expect permitted g1f3 g1h3
white lift d2
white release d4
expect violation 4.3.1
expect move d2d4
white clock
expect no violation
expect sanction none
expect to_move black
expect fen rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1
end

# Put back, then the same piece moved properly: nothing broken.
case a4_putback_then_same_piece_2023
laws 2023
white lift g1
white release g1
white lift g1
white release f3
expect move g1f3
expect no violation
expect to_move black
end

# B: sliding. Bishop released on an intermediate square where it makes a legal move (reading 3: fixed,
# and the move Bd3 is made), lifted again and released on c4: 4.7 at once; move and fen follow the board,
# and Black has the move.
case b1_slide_intermediate_legal_2005
laws 2005
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
white lift f1
white release d3
expect move f1d3
expect no violation
expect to_move black
white lift d3
expect no violation
white release c4
expect violation 4.7
expect move f1c4
expect permitted all
expect fen rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2
end

case b2_slide_intermediate_legal_clock_claim_2023
laws 2023
clock yes
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
white lift f1
white release e2
expect move f1e2
white lift e2
white release b5
expect violation 4.7
expect move f1b5
white clock
expect no violation
expect to_move black
black claim
expect claim upheld
expect to_move white
expect permitted f1e2
end

# Slide through squares where the bishop makes no legal move (the king is in check): reading 2, nothing fixed,
# nothing broken; final square legal: complete, no violation.
case b3_slide_intermediate_illegal_2005
laws 2005
fen 4r2k/8/7B/8/8/8/8/4K3 w - - 0 1
white lift h6
expect permitted h6e3
white release g5
expect no violation
expect no move
expect permitted h6e3
white lift g5
white release f4
expect no violation
expect no move
white lift f4
white release e3
expect move h6e3
expect no violation
expect fen 4r2k/8/8/8/8/4B3/8/4K3 b - - 1 1
end

# Clockless: the bishop slid h6-g5 is no legal move (the king stays in check); Black's deliberate
# touch rules on it (docs/events.md, Model, Clock press): 7.5.1, the position is reinstated and the bishop still binds.
case b4_slide_intermediate_illegal_clockless_2023
laws 2023
fen 4r2k/8/7B/8/8/8/8/4K3 w - - 0 1
white lift h6
white release g5
black lift h8
expect violation 7.5.1
expect to_move white
expect permitted h6e3
black release h8
white lift h6
white release e3
expect move h6e3
expect no violation
expect to_move black
black lift h8
expect permitted h8g7 h8g8 h8h7
end

# Rook slide, intermediate release on a legal square with the same piece: 4.7 (2023 4.7.1 is cited 4.7).
case b5_rook_slide_2023
laws 2023
fen 4k3/8/8/8/8/8/8/R3K3 w - - 0 1
white lift a1
white release a4
expect move a1a4
white lift a4
white release a7
expect violation 4.7
expect move a1a7
end
