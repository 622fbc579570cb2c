# Articles 4.3a-c in rare positions: en passant pinned along a rank, promotions by capture, several capturers.
# Expected answers derived from docs/events.md and the law texts; FENs and move lists
# checked with an independent move generator.

# En passant illegal by a horizontal pin; 4.3c own pawn first then the d5 pawn:
# the capture is illegal, so the first touched piece that can move (e5) must move: only e5e6.
case ep_horizontal_pin_43c_own_first_2005
laws 2005
fen 4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 2
white touch e5
white touch d5
expect permitted e5e6
end

# Same, opponent's pawn first: it cannot be captured at all; the pawn e5 can move: e5e6.
case ep_horizontal_pin_43c_opp_first_2023
laws 2023
fen 4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 2
white touch d5
white touch e5
expect permitted e5e6
end

# Own pawn lifted alone: the en passant capture is not among its moves.
case ep_horizontal_pin_pawn_alone_2005
laws 2005
fen 4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 2
white lift e5
expect permitted e5e6
end

# 4.3b with promotion by capture: pawn and rook can both capture a8.
case 43b_promotion_capture_two_capturers_2005
laws 2005
fen r1n4k/1P6/8/8/8/8/8/R6K w - - 0 1
white touch a8
expect permitted a1a8 b7a8b b7a8n b7a8q b7a8r
end

# 4.3c opponent's knight first, then the rook that cannot capture it: the knight must be captured (by the pawn).
case 43c_opp_first_capture_illegal_promotion_2005
laws 2005
fen r1n4k/1P6/8/8/8/8/8/R6K w - - 0 1
white touch c8
white touch a1
expect permitted b7c8b b7c8n b7c8q b7c8r
end

# 4.3c own rook first, then the knight it cannot capture: the rook must move.
case 43c_own_first_capture_illegal_rook_moves_2023
laws 2023
fen r1n4k/1P6/8/8/8/8/8/R6K w - - 0 1
white touch a1
white touch c8
expect permitted a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1 a1e1 a1f1 a1g1
end

# Reading 5: first own (pawn) must capture first opponent's piece (knight), with any promotion piece.
case r5_pawn_rook_knight_2023
laws 2023
fen r1n4k/1P6/8/8/8/8/8/R6K w - - 0 1
white touch b7
white touch a1
white touch c8
expect permitted b7c8b b7c8n b7c8q b7c8r
end

# Two own pieces at one moment, both can capture a8: either may capture it.
case two_own_same_moment_both_capture_2005
laws 2005
fen r1n4k/1P6/8/8/8/8/8/R6K w - - 0 1
white touch a1+b7
white touch a8
expect permitted a1a8 b7a8b b7a8n b7a8q b7a8r
end

# Under-promotion by capture completed: knight; the touched pawn and the rook a8 bound it.
case underpromotion_capture_knight_fen_2005
laws 2005
fen r1n4k/1P6/8/8/8/8/8/R6K w - - 0 1
white touch b7
white touch a8
white remove a8
white remove b7
white place N a8
expect move b7a8n
expect fen N1n4k/8/8/8/8/8/8/R6K b - - 0 1
expect no violation
end

# 4.3b: the opponent's rook can be captured only by the promoting pawn; the promotion piece is free.
case 43b_only_pawn_can_capture_2023
laws 2023
fen rn5k/1P6/8/8/8/8/8/7K w - - 0 1
white touch a8
expect permitted b7a8b b7a8n b7a8q b7a8r
white remove a8
white remove b7
white place R a8
expect move b7a8r
end
