# 2023 Article 4.4.1: a player having the move who "touches his king and a rook he must castle on
# that side if it is legal to do so".

# clause: 4.4.1 - king and rook at the same moment: castle on that side.
case h2023_441_same_moment
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1+h1
expect permitted e1g1
expect restricted 4.4.1
end

# clause: 4.4.1 - Black, king then queen's rook: long castling.
case h2023_441_black_long
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black touch e8
black touch a8
expect permitted e8c8
expect restricted 4.4.1
end

# clause: 4.4.1 - breach: king and rook touched, the rook moved alone; violation on the release.
case h2023_441_breach_rook_moved
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1
white touch h1
white lift h1
white release f1
expect violation 4.4.1
expect move h1f1
expect permitted all
end

# clause: 4.4.1 - castling illegal (f1 attacked by Ba6), no intention to castle declared: "if it is
# legal" fails, so 4.3.1 decides: the king, touched first, must move (long castling included).
case h2023_441_illegal_no_intent
laws 2023
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white touch e1
white touch h1
expect permitted e1c1 e1d1 e1d2 e1f2
end

# clause: 4.4.1 - king and rook touched, castling carried out lawfully and the clock pressed.
case h2023_441_carried_out
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1+a1
expect permitted e1c1
white lift e1
white release c1
white lift a1
white release d1
expect move e1c1
expect no violation
white clock
expect no violation
expect to_move black
expect fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/2KR3R b kq - 3 9
end

# A rook touched later binds where castling with the rook touched before it is illegal (the
# bishop on a6 covers f1, so kingside castling is illegal; queenside is not).
case h2023_441_later_rook_where_the_first_cannot_castle
laws 2023
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white touch e1
white touch h1
expect restricted 4.3.1
white touch a1
expect permitted e1c1
expect restricted 4.4.1
expect obligation 4.4.1
end
