# Article 4.4(a) (2005): "If a player deliberately touches his king and a rook he must castle on
# that side if it is legal to do so."
# docs/events.md, Details "What touches bind": 4.4a binds when the king is the binding piece and
# a rook is touched at the same moment or later.

# King, then the h1 rook: short castling.
case h44a_king_then_h1_rook
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1
expect permitted e1c1 e1d1 e1e2 e1f1 e1g1
white touch h1
expect permitted e1g1
expect restricted 4.4a
end

# King, then the a1 rook: long castling.
case h44a_king_then_a1_rook
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1
white touch a1
expect permitted e1c1
expect restricted 4.4a
end

# King and rook at the same moment: castling on that side.
case h44a_same_moment
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1+h1
expect permitted e1g1
expect restricted 4.4a
end

# The king already in the hand, then the rook touched: still 4.4a.
case h44a_king_lifted_then_rook
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift e1
white touch a1
expect permitted e1c1
end

# Black: both sides.
case h44a_black_both_sides
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black touch e8
black touch h8
expect permitted e8g8
end

case h44a_black_long
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black touch e8
black touch a8
expect permitted e8c8
end

# A second rook touched later changes nothing: the first rook's side.
case h44a_two_rooks
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1
white touch h1
white touch a1
expect permitted e1g1
end

# Castling illegal (Ba6 covers f1) and no intention to castle shown: 4.4a does not bind; the king
# is the first touched piece that can be moved (4.3a): any legal king move.
case h44a_illegal_no_intent_king_moves
laws 2005
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white touch e1
white touch h1
expect permitted e1c1 e1d1 e1d2 e1f2
expect restricted 4.3a
end

# The king moved one square instead of castling: the release making Kf1 breaks 4.4a; the move
# is made all the same.
case h44a_king_step_instead
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1
white touch h1
white lift e1
expect no violation
white release f1
expect violation 4.4a
expect move e1f1
expect permitted all
end

# The obligation carried out: castling completed, no violation.
case h44a_castles
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1
white touch h1
white lift e1
white release g1
expect no violation
white lift h1
white release f1
expect move e1g1
expect no violation
white clock
expect to_move black
expect fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R4RK1 b kq - 3 9
end

# King and rook at one moment, no intent, castling illegal (f1 occupied) and the king has no
# legal move: 4.4a does not bind; of the two pieces touched at one moment either may be moved
# (reading 7), and only the rook can: every rook move.
case h44a_same_moment_illegal_king_immobile
laws 2005
fen 4k3/8/8/8/8/8/3PPP2/3QKB1R w K - 0 1
white touch e1+h1
expect permitted h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8
end

# The touched rook has no castling right (Qkq): castling on that side is illegal, 4.4a does not
# bind; the king must move (4.3a), long castling being one of its moves.
case h44a_rook_without_right
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w Qkq - 2 9
white touch e1
white touch h1
expect permitted e1c1 e1d1 e1e2 e1f1
expect restricted 4.3a
end

# King then rook (castling required), but the rook is moved first: its release on f1 completes
# Rf1, a legal move outside permitted: 4.4a at that release, and the move is made. The king then
# brought over shows castling: it changes the made move (4.7), though castling was what bound.
case h44a_rook_put_first
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1
white touch h1
white lift h1
white release f1
expect violation 4.4a
expect move h1f1
expect permitted all
white lift e1
white release g1
expect move e1g1
expect violation 4.7
end

# Long castling is legal although b1 is attacked (only the king's squares matter, Article 3.8).
case h44a_long_castling_b1_attacked
laws 2005
fen 1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1
white touch e1
white touch a1
expect permitted e1c1
expect restricted 4.4a
end

# A rook touched later binds where castling with the rook touched before it is illegal: the
# king and that rook were touched, and castling on its side is legal (the knight on f2 covers
# d1, so queenside castling is illegal; kingside is not).
case h44a_later_rook_where_the_first_cannot_castle
laws 2005
fen 4k3/8/8/8/8/8/5n2/R3K2R w KQ - 0 1
white touch e1
white touch a1
expect restricted 4.3a
white touch h1
expect permitted e1g1
expect restricted 4.4a
expect obligation 4.4a
white lift e1
white release d2
expect move e1d2
expect violation 4.4a
end

# The same with the intention to castle: 4.4c first, then the rook on the legal side binds.
case h44a_later_rook_with_intent
laws 2005
fen 4k3/8/8/8/8/8/5n2/R3K2R w KQ - 0 1
white touch e1 castle
white touch a1
expect restricted 4.4c
white touch h1
expect permitted e1g1
expect restricted 4.4a
end
