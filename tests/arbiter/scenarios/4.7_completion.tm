# Article 4.7 (2005), second sentence: "The move is then considered to have been made when all the
# relevant requirements of Article 3 have been fulfilled."  docs/events.md, Model, Made move: the
# move is complete when the board equals the position after a legal move and no piece of it is in a
# hand. Details, Board events: a capture removes the captured piece before the capturing piece is let go; en passant removes the pawn after.
# Reading 9: promotion in any order.

# Capture, the captured pawn removed first.
case h47c_capture_removed_first
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white remove e5
expect no move
expect permitted f3e5
white lift f3
expect no move
white release e5
expect move f3e5
expect no violation
expect fen r1bqk1nr/pppp1ppp/2n5/2b1N3/2B1P3/8/PPPP1PPP/RNBQK2R b KQkq - 0 4
end

# Capture, the capturing piece lifted first.
case h47c_capture_lifted_first
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3
white remove e5
expect no move
expect permitted f3e5
white release e5
expect move f3e5
expect no violation
end

# Castling short, king first: complete only when the rook is released on f1.
case h47c_castling_short_king_first
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift e1
white release g1
expect no move
white lift h1
expect no move
white release f1
expect move e1g1
expect fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R4RK1 b kq - 3 9
end

# Castling long, king first.
case h47c_castling_long_king_first
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift e1
white release c1
expect no move
expect permitted e1c1
white lift a1
white release d1
expect move e1c1
expect no violation
expect fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/2KR3R b kq - 3 9
end

# Black castles short.
case h47c_black_castles
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black lift e8
black release g8
black lift h8
black release f8
expect move e8g8
expect fen r4rk1/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQ - 3 10
end

# En passant, pawn moved first: complete when the captured pawn is removed.
case h47c_en_passant_pawn_first
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white lift e5
white release d6
expect no move
expect permitted e5d6
white remove d5
expect move e5d6
expect no violation
expect fen rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3
end

# En passant, captured pawn removed first (a touch of it: 4.3b, only exd6 e.p. captures it).
case h47c_en_passant_removed_first
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white remove d5
expect permitted e5d6
white lift e5
white release d6
expect move e5d6
expect no violation
end

# Promotion: pawn pushed to e8, then replaced by a knight (underpromotion).
case h47c_promotion_pawn_on_square_then_knight
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
expect no move
white remove e8
expect no move
white place N e8
expect move e7e8n
expect fen 4N3/7k/8/8/8/8/8/4K3 b - - 0 1
end

# Promotion: pawn removed from e7, rook placed on e8 (the pawn never stood on e8).
case h47c_promotion_pawn_removed_first
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove e7
expect no move
white place R e8
expect move e7e8r
expect no violation
end

# Promotion: the bishop placed first, the pawn removed last.
case h47c_promotion_piece_placed_first
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place B e8
expect no move
white remove e7
expect move e7e8b
expect no violation
end

# Capture with promotion: rook removed, pawn released on d8, pawn removed, queen placed.
case h47c_capture_promotion_full
laws 2005
fen 3r4/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove d8
white lift e7
white release d8
expect no move
expect permitted e7d8b e7d8n e7d8q e7d8r
white remove d8
white place Q d8
expect move e7d8q
expect fen 3Q4/7k/8/8/8/8/8/4K3 b - - 0 1
end

# Capture with promotion, the pawn never on d8: rook removed, pawn removed, knight placed.
case h47c_capture_promotion_short
laws 2005
fen 3r4/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove d8
white remove e7
expect no move
white place N d8
expect move e7d8n
expect no violation
end

# A plain king move, then the clock: both castling rights of White are gone.
case h47c_king_move_castling_rights
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift e1
white release f1
expect move e1f1
white clock
expect to_move black
expect fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R4K1R b kq - 3 9
end

# A rook move takes away only that rook's right.
case h47c_rook_move_castling_rights
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift h1
white release g1
expect move h1g1
white clock
expect fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K1R1 b Qkq - 3 9
end

# Mate: after the clock press the game is over and permitted is empty (docs/events.md, Answers).
case h47c_mate_game_over
laws 2005
fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1
white lift a1
white release a8
expect move a1a8
white clock
expect to_move black
expect permitted
end
