# 2023 Article 4.4: 4.4.1 king and a rook touched: castle on that side if legal; 4.4.2 rook then
# king: no castling on that side, governed by 4.3.1; 4.4.3 intending to castle, king then rook,
# castling illegal: another legal king move (castling on the other side included); if the king
# has no legal move, any legal move.

case h2023_441_king_then_rook
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1
white touch a1
expect permitted e1c1
expect restricted 4.4.1
end

case h2023_442_rook_then_king
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch h1
white touch e1
expect permitted h1f1 h1g1
expect restricted 4.4.2
end

# Rook boxed in: the king must move, long castling allowed.
case h2023_442_rook_immobile
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPB3/PPPQ1PPP/R3K1NR w KQkq - 2 9
white touch h1
white touch e1
expect permitted e1c1 e1d1 e1e2 e1f1
end

case h2023_443_illegal_side
laws 2023
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white touch e1 castle
white touch h1
expect permitted e1c1 e1d1 e1d2 e1f2
expect restricted 4.4.3
end

case h2023_443_king_immobile
laws 2023
fen 4k3/8/8/8/8/8/3PPP2/3QKB1R w K - 0 1
white touch e1 castle
white touch h1
expect permitted all
expect note 4.4.3
end

# 4.4.1 carried out, king first (4.7.2): complete at the rook's release.
case h2023_441_castles
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black touch e8
black touch h8
expect permitted e8g8
black lift e8
black release g8
black lift h8
black release f8
expect move e8g8
expect no violation
end
