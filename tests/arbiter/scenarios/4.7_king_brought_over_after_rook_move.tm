# 4.7 (2023: 4.7.1): the rook let go on its castling square is a move made;
# the king brought over after it changes that move (docs/events.md, After
# the move is made), even where castling is illegal. With no legal move on
# the board the breach is reported and the rook move stands.

# K1: castling through f1, attacked by the rook on f8: illegal.
case k1_king_over_after_rook_move_castling_illegal_2005
laws 2005
fen 4kr2/8/8/8/8/8/8/4K2R w K - 0 1
white lift h1
white release f1
expect move h1f1
white lift e1
expect no violation
white release g1
expect violation 4.7
expect no move
expect fen 4kr2/8/8/8/8/8/8/4KR2 b - - 1 1
black claim
expect claim upheld
expect to_move white
expect permitted h1f1
end

case k2_king_over_after_rook_move_castling_illegal_2023
laws 2023
fen 4kr2/8/8/8/8/8/8/4K2R w K - 0 1
white lift h1
white release f1
expect move h1f1
white lift e1
white release g1
expect violation 4.7
expect no move
black claim
expect claim upheld
expect permitted h1f1
end

# K3: the long side, Black, the king passing d8, which the rook on d1 attacks.
case k3_long_castling_out_of_check_after_rook_move_2005
laws 2005
fen r3k3/8/8/8/8/8/8/3RK3 b q - 0 1
black lift a8
black release d8
expect move a8d8
black lift e8
black release c8
expect violation 4.7
expect no move
expect to_move white
end

# K4: legal castling: the move is changed into it (as before).
case k4_king_over_after_rook_move_castling_legal_2005
laws 2005
fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1
white lift h1
white release f1
white lift e1
white release g1
expect violation 4.7
expect violation 4.3a
expect move e1g1
black claim
expect claim upheld
expect permitted h1f1
end

# K5: a king let go elsewhere after the rook move is not castling: a piece
# displaced on the opponent's time (7.3).
case k5_king_elsewhere_after_rook_move_2005
laws 2005
fen 4kr2/8/8/8/8/8/8/4K2R w K - 0 1
white lift h1
white release f1
white lift e1
white release d1
expect no violation
expect note 7.3
end
