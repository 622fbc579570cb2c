# Article 4.7 (2005; 4.7.1 in 2023): "When, as a legal move or part of a legal move, a piece has
# been released on a square, it cannot then be moved to another square." A fix outlasts the
# touches that come after it: a later touch of an opponent's piece (4.3b, 4.3c) or of a rook
# (4.4a) cannot bind the fixed piece elsewhere. Then the permitted moves are those the fixes
# allow, restricted by 4.7, and no obligation is reported for that touch. Reading 3; docs/events.md, Details
# "Fixing"; an upheld claim reinstates "that turn's touches and lawful fixes".

# The pawn released on e8 is fixed there (reading 3); touching the d8 rook then changes
# nothing (4.3c would have the pawn capture it).
case h47_pawn_fixed_on_e8_then_rook_touched
laws 2005
fen 3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
expect permitted e7e8b e7e8n e7e8q e7e8r
white touch d8
expect permitted e7e8b e7e8n e7e8q e7e8r
expect restricted 4.7
expect no obligation
white remove e8
white place Q e8
expect move e7e8q
expect no violation
end

# The pawn released on d6 as part of exd6 e.p. is fixed; touching the f6 knight changes nothing.
case h47_en_passant_pawn_fixed_then_knight_touched
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white lift e5
white release d6
white touch f6
expect permitted e5d6
white remove d5
expect move e5d6
expect no violation
end

# 2023: the queen placed on e8 makes the choice final (4.4.4) and is fixed there (4.7);
# touching the d8 rook changes nothing.
case h47_queen_placed_on_e8_then_rook_touched_2023
laws 2023
fen 3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
expect permitted e7e8q
white touch d8
expect permitted e7e8q
end

# Kf1 made lawfully, then the rook touched and the king lifted again: Black has the move, and
# White's later actions bind nothing (4.4a would have had White castle).
case h47_king_fixed_on_f1_then_rook_touched
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white release f1
expect move e1f1
white touch h1
expect no obligation
expect to_move black
white lift f1
expect no violation
expect to_move black
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1K1R b kq - 5 4
end

# The pawn fixed on e8, then exd8=Q made by removing and placing: the move is not the fixed
# one, which breaks 4.7.
case h47_pawn_fixed_on_e8_then_capture_on_d8
laws 2005
fen 3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
white remove e8
white remove d8
white place Q d8
expect move e7d8q
expect violation 4.7
expect permitted h8g7 h8h7
end

case h47_pawn_fixed_on_e8_then_capture_on_d8_2023
laws 2023
fen 3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
white remove e8
white remove d8
white place Q d8
expect move e7d8q
expect violation 4.7
end

# The en passant pawn fixed on d6, the f6 knight touched, exf6 played (4.7): the upheld claim
# reinstates the position bound by the lawful fix, e5d6.
case h47_claim_reinstates_the_en_passant_fix
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white lift e5
white release d6
white touch f6
white lift d6
white remove f6
white release f6
expect violation 4.7
white clock
black claim
expect claim upheld
expect to_move white
expect permitted e5d6
end

# Kf1 set down (complete, fixed), moved on to g1 (4.7), castling completed with the rook: the
# upheld claim reinstates the position bound to Kf1, not the castling that was the breach.
case h47_claim_reinstates_the_king_fixed_on_f1
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1 castle
white release f1
expect move e1f1
white lift f1
white release g1
expect violation 4.7
white lift h1
white release f1
expect violation 4.7
expect move e1g1
white clock
black claim
expect claim upheld
expect to_move white
expect permitted e1f1
end

# The pawn fixed on e8, d8 removed, the pawn moved on from e8 to d8: 4.7, and the permitted
# moves stay the promotions on e8.
case h47_pawn_moved_on_from_e8_to_d8
laws 2005
fen 3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
white remove d8
white lift e8
white release d8
expect violation 4.7
expect permitted e7e8b e7e8n e7e8q e7e8r
end

# A promotion fixed by the piece placed (2005: the square e8), then the king touched: the touch
# binds nothing, so completing another move (exf8=Q) breaks the fix, 4.7, not 4.3a; and a 4.7
# breach does not lapse by the claimant's touch in 2005, so the claim is upheld and the
# position reinstated with the fix.
case h47_promotion_fixed_by_placing_then_king_touched_other_move
laws 2005
fen 5r1k/4P3/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
white touch e1
expect permitted e7e8b e7e8n e7e8q e7e8r
expect restricted 4.7
white remove e8
white remove f8
white place Q f8
white remove e7
expect move e7f8q
expect violation 4.7
white clock
black touch h8
black claim
expect claim upheld
expect permitted e7e8b e7e8n e7e8q e7e8r
end

# The same in 2023: the choice is final (4.4.4); another piece completed breaks 4.4.4.
case h47_promotion_choice_fixed_then_king_touched_other_piece_2023
laws 2023
fen 5r1k/4P3/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
white touch e1
expect permitted e7e8q
white remove e8
white place N e8
white remove e7
expect move e7e8n
expect violation 4.4.4
white clock
black claim
expect claim upheld
expect permitted e7e8q
end

# The other order: the king touched first binds (4.3a); the queen then placed on e8 fixes
# nothing, and completing the promotion breaks 4.3a.
case h47_king_touched_then_promotion_placed
laws 2005
fen 5r1k/4P3/8/8/8/8/8/4K3 w - - 0 1
white touch e1
white place Q e8
expect permitted e1d1 e1d2 e1e2
expect restricted 4.3a
white remove e7
expect move e7e8q
expect violation 4.3a
end
