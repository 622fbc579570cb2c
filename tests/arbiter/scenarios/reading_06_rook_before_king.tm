# Reading 6: "Rook touched before the king (4.4b): castling on that side is barred; the rook must
# move if it can, else the king, which may castle on the other side."
# docs/events.md, Details, What touches bind: restricted_by is 4.4b only for a rook that still has its castling right (else 4.3a).

case r06_black_a8_rook_moves
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black touch a8
black touch e8
expect permitted a8b8 a8c8 a8d8
expect restricted 4.4b
end

# Rh8 boxed in (Ng8, h7): the king must move, long castling allowed.
case r06_black_rook_immobile_castles_long
laws 2005
fen r3k1nr/pppq1ppp/2npb3/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black touch h8
black touch e8
expect permitted e8c8 e8d8 e8e7 e8f8
end

# Rook then king, then long castling carried out: the rook could move, so the castling breaks the
# obligation (4.4b, the h1 rook has its castling right).
case r06_castles_other_side_although_rook_movable
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch h1
white touch e1
white lift e1
white release c1
expect no violation
white lift a1
white release d1
expect violation 4.4b
expect move e1c1
end

# Black's h8 rook has no castling right (KQq): 4.3a.
case r06_black_rook_without_right
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQq - 2 9
black touch h8
black touch e8
expect permitted h8f8 h8g8
expect restricted 4.3a
end

# Contrast: king before rook is 4.4a, not 4.4b.
case r06_king_before_rook_is_44a
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1
white touch h1
expect permitted e1g1
expect restricted 4.4a
end

# Rook and king both immobile: 4.5, any legal move.
case r06_both_immobile
laws 2005
fen 4k3/8/8/8/8/8/3PPPPP/3QKBNR w K - 0 1
white touch h1
white touch e1
expect permitted all
expect note 4.5
end

# The rook moved as required: lawful.
case r06_rook_moved
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch a1
white touch e1
white lift a1
white release d1
expect move a1d1
expect no violation
end

# Chess960: neither the rook touched first nor the king can make any move
# but castling with that rook (f1 is attacked), so 4.5 frees the player;
# the castling stays barred all the same (4.4b: "not allowed to castle on
# that side on that move"), and made anyway it breaks 4.4b.
case r06_960_barred_castling_stays_barred_under_45
laws 2005
fen 4k3/8/b7/8/8/8/5PPP/6KR w H - 0 1
white touch h1
white touch g1
expect permitted f2f3 f2f4 g2g3 g2g4 h2h3 h2h4
expect restricted 4.4b
expect note 4.5
white lift g1
white lift h1
white release f1 R
white release g1 K
expect move g1h1
expect violation 4.4b
end

case r06_960_barred_castling_stays_barred_under_45_2023
laws 2023
fen 4k3/8/b7/8/8/8/5PPP/6KR w H - 0 1
white touch h1
white touch g1
expect permitted f2f3 f2f4 g2g3 g2g4 h2h3 h2h4
expect restricted 4.4.2
white lift f2
white release f3
expect move f2f3
expect no violation
end

# The barred castling is the only legal move (Chess960): a bar that left no
# move at all would end a game that is not over, so 4.5 frees every move.
case r06_960_barred_castling_the_only_legal_move
laws 2005
fen 4k3/8/b7/8/8/7p/r6P/6KR w H - 0 1
white touch h1
white touch g1
expect permitted g1h1
expect note 4.5
white lift g1
white lift h1
white release f1 R
white release g1 K
expect move g1h1
expect no violation
end
