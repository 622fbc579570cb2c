# 2023 Article 4.4.2: a player having the move who "deliberately touches a rook and then his king he
# is not allowed to castle on that side on that move and the situation shall be governed by
# Article 4.3.1". docs/events.md, Details, What touches bind: restricted_by is 4.4.2 only for a rook
# that still has its castling right.

# clause: 4.4.2 - Black, queen's rook then king: the rook (first touched, movable) must move.
case h2023_442_black_queen_rook
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black touch a8
black touch e8
expect permitted a8b8 a8c8 a8d8
expect restricted 4.4.2
end

# clause: 4.4.2 - breach: rook then king, then castling on that side; violation on the completing release.
case h2023_442_breach_castles
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch h1
white touch e1
white lift e1
white release g1
white lift h1
white release f1
expect violation 4.4.2
expect move e1g1
end

# clause: 4.4.2 - the rook has lost its castling right (K right gone): plain 4.3.1.
case h2023_442_rook_without_right
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w Qkq - 2 9
white touch h1
white touch e1
expect permitted h1f1 h1g1
expect restricted 4.3.1
end

# clause: 4.4.2 - rook boxed in (Ng1): the king must move, but not castle on the h-side; castling
# on the other side is allowed, and carried out lawfully.
case h2023_442_rook_immobile_long_castles
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPB3/PPPQ1PPP/R3K1NR w KQkq - 2 9
white touch h1
white touch e1
expect permitted e1c1 e1d1 e1e2 e1f1
white lift e1
white release c1
white lift a1
white release d1
expect no violation
expect move e1c1
end

# clause: 4.4.2 - rook then king, the rook move completed lawfully and the clock pressed.
case h2023_442_rook_moves
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch h1
white touch e1
white lift h1
white release f1
expect no violation
expect move h1f1
white clock
expect to_move black
end
