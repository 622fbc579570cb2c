# Reading 3: "A piece released as part of a legal move is fixed (4.7): the king released on g1
# binds the player to complete castling (permitted = e1g1), a pawn released on the last rank binds
# to a promotion on that square."

case r03_king_on_g1
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift e1
white release g1
expect permitted e1g1
expect restricted 4.7
end

case r03_king_on_c1
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift e1
white release c1
expect permitted e1c1
expect restricted 4.7
end

case r03_black_king_on_c8
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black lift e8
black release c8
expect permitted e8c8
end

case r03_pawn_on_last_rank
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
expect permitted e7e8b e7e8n e7e8q e7e8r
expect restricted 4.7
end

# The pawn released on d8 after the rook was removed: promotion by capture on d8 only.
case r03_pawn_captures_onto_last_rank
laws 2005
fen 3r4/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove d8
white lift e7
white release d8
expect permitted e7d8b e7d8n e7d8q e7d8r
expect restricted 4.7
end

# The pawn released on d6 beside the enemy pawn: part of en passant, fixed.
case r03_en_passant_part
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white lift e5
white release d6
expect permitted e5d6
expect restricted 4.7
end

# Fixed on g1, the king cannot be put on f1 instead: 4.7.
case r03_fixed_king_moved_on
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift e1
white release g1
white lift g1
white release f1
expect violation 4.7
expect permitted all
end
