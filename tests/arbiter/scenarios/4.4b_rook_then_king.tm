# Article 4.4(b) (2005): "If a player deliberately touches a rook and then his king he is not
# allowed to castle on that side on that move and the situation shall be governed by Article 4.3(a)."
# Reading 6: the rook must move if it can, else the king, which may castle on the other side.
# docs/events.md, Details, What touches bind: restricted_by is 4.4b only for a rook that still has its castling right (else 4.3a).

case h44b_h1_rook_then_king
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch h1
white touch e1
expect permitted h1f1 h1g1
expect restricted 4.4b
end

case h44b_a1_rook_then_king
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch a1
white touch e1
expect permitted a1b1 a1c1 a1d1
expect restricted 4.4b
end

# Rh1 boxed in by Ng1 and h2: it cannot move, so the king must; long castling is allowed.
case h44b_rook_immobile_king_may_castle_other_side
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPB3/PPPQ1PPP/R3K1NR w KQkq - 2 9
white touch h1
white touch e1
expect permitted e1c1 e1d1 e1e2 e1f1
expect restricted 4.4b
end

# The h1 rook has lost its castling right (castling field Qkq): plain 4.3a.
case h44b_rook_without_right_is_43a
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w Qkq - 2 9
white touch h1
white touch e1
expect permitted h1f1 h1g1
expect restricted 4.3a
end

# Black.
case h44b_black
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black touch h8
black touch e8
expect permitted h8f8 h8g8
expect restricted 4.4b
end

# King in check (Re4): no rook move is legal, so the king must move; no castling at all.
case h44b_rook_cannot_move_king_in_check
laws 2005
fen 4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1
white touch h1
white touch e1
expect permitted e1d1 e1d2 e1f1 e1f2
end

# Castling anyway after rook then king. The king released on g1 is part of castling, which is
# not permitted, so it is not fixed and breaks nothing yet (docs/events.md, Details "Fixing"); the release of
# the rook on f1 makes the forbidden castling: 4.4b, and the move is made all the same.
case h44b_castles_anyway
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch h1
white touch e1
white lift e1
white release g1
expect no violation
expect permitted h1f1 h1g1
white lift h1
white release f1
expect violation 4.4b
expect move e1g1
expect permitted all
end

# "Castling" rook first: the rook released on f1 completes Rf1 (4.7); the king then put on g1
# changes the made move (4.7); the king was touched after the move was made, so castling breaks
# the touch of that turn, the rook's alone (4.3a).
case h44b_rook_first_castling
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift h1
white release f1
expect move h1f1
expect no violation
white lift e1
white release g1
expect violation 4.7
expect violation 4.3a
end
