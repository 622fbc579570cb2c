# 2023 4.7.2 (king released on a castling square where castling is illegal) after another piece was touched first: that piece still binds (4.3.1, reading 2).
# Expected answers derived from docs/events.md and the law texts; FENs and move lists
# checked with an independent move generator.

# 2005 (no 4.7.2 sentence): the king put on g1 binds nothing new; the knight touched first must move.
case 2005_knight_bound_then_king_on_g1_castling_illegal
laws 2005
fen 4k3/8/b7/8/8/8/8/RN2K2R w KQ - 0 1
white touch b1
white lift e1
white release g1
expect no violation
expect permitted b1a3 b1c3 b1d2
end

# 2023: the knight touched first binds (4.3.1). The king then put on g1, where castling is illegal
# (f1 covered, Ba6), makes no legal move (reading 2): nothing new binds; the knight must still move.
case 2023_knight_bound_then_king_on_g1_castling_illegal
laws 2023
fen 4k3/8/b7/8/8/8/8/RN2K2R w KQ - 0 1
white touch b1
expect permitted b1a3 b1c3 b1d2
white lift e1
white release g1
expect no violation
expect permitted b1a3 b1c3 b1d2
end

# Continuation: the king then goes to d2. The knight, touched first and movable, had to move:
# the move breaks 4.3.1, and Black's claim is upheld.
case 2023_knight_bound_then_king_on_g1_then_kd2_claim
laws 2023
fen 4k3/8/b7/8/8/8/8/RN2K2R w KQ - 0 1
white touch b1
white lift e1
white release g1
white lift g1
white release d2
expect move e1d2
expect violation 4.3.1
white clock
black claim
expect claim upheld
expect permitted b1a3 b1c3 b1d2
end

# 2023: the opponent's bishop touched first (4.3.2: Rxa6 binds); the king put on g1 (castling illegal)
# does not lift that obligation.
case 2023_43_2_bound_then_king_on_g1
laws 2023
fen 4k3/8/b7/8/8/8/8/RN2K2R w KQ - 0 1
white touch a6
expect permitted a1a6
white lift e1
white release g1
expect permitted a1a6
end
