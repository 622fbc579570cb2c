# Checkmate and stalemate made by every kind of move, and the fen field after it (docs/events.md, Answers).
# Expected answers derived from docs/events.md and the law texts; FENs and move lists
# checked with an independent move generator.

# Game over by the move: promotion mate (pawn removed first, queen placed).
case mate_by_promotion_queen_2005
laws 2005
fen 7k/P7/6K1/8/8/8/8/8 w - - 0 1
white remove a7
white place Q a8
expect move a7a8q
expect fen Q6k/8/6K1/8/8/8/8/8 b - - 0 1
white clock
expect to_move black
expect permitted
end

# Under-promotion to a rook also mates.
case mate_by_underpromotion_rook_2023
laws 2023
fen 7k/P7/6K1/8/8/8/8/8 w - - 0 1
white lift a7
white release a8
white remove a8
white place R a8
expect move a7a8r
white clock
expect to_move black
expect permitted
end

# Under-promotion to a bishop is no mate and no stalemate: Black keeps moves.
case underpromotion_bishop_not_over_2005
laws 2005
fen 7k/P7/6K1/8/8/8/8/8 w - - 0 1
white remove a7
white place B a8
expect move a7a8b
white clock
expect to_move black
expect permitted h8g8
end

# Mate by en passant (the e-file opens: discovered check from Re1).
case mate_by_en_passant_2005
laws 2005
fen 3rkr2/5p2/1N6/3pP3/8/8/8/4R1K1 w - d6 0 2
white lift e5
white release d6
white remove d5
expect move e5d6
expect fen 3rkr2/5p2/1N1P4/8/8/8/8/4R1K1 b - - 0 2
white clock
expect to_move black
expect permitted
end

# Mate by castling.
case mate_by_castling_2023
laws 2023
fen 4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1
white lift e1
white release g1
expect permitted e1g1
white lift h1
white release f1
expect move e1g1
expect fen 4rkr1/4p1p1/8/8/8/8/8/5RK1 b - - 1 1
white clock
expect to_move black
expect permitted
end

# Stalemate delivered by the move.
case stalemate_by_move_2005
laws 2005
fen 7k/8/6K1/8/8/8/8/5Q2 w - - 0 1
white lift f1
white release f7
expect move f1f7
expect fen 7k/5Q2/6K1/8/8/8/8/8 b - - 1 1
white clock
expect to_move black
expect permitted
end

# A made move that stalemates ends the game at once, before any clock press (docs/events.md,
# Made move): nothing is permitted, and the answer says why.
case stalemate_made_before_press_ends_the_game_2005
laws 2005
fen 7k/8/6K1/8/8/8/8/5Q2 w - - 0 1
white lift f1
white release f7
expect move f1f7
expect to_move black
expect permitted
expect note 5.2a
end

# Clockless: after a mating move the opponent's touch passes the turn; nothing is left.
case clockless_mate_turn_passes_2005
laws 2005
fen 4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1
white lift e1
white release g1
white lift h1
white release f1
expect move e1g1
black touch f8
expect to_move black
expect permitted
end

# A position given already checkmated: nothing is permitted.
case fen_already_mated_2023
laws 2023
fen Q6k/8/6K1/8/8/8/8/8 b - - 0 1
black touch h8
expect to_move black
expect permitted
end

# Fullmove counter after Black's move; halfmove reset by a pawn capture.
case fen_counters_black_capture_2005
laws 2005
fen rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2
black remove e4
black lift d5
black release e4
expect move d5e4
expect fen rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3
end

# En passant square recorded after a double step when a capture en passant is possible.
case fen_ep_square_after_double_step_2005
laws 2005
fen rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3
white lift e2
white release e4
expect move e2e4
expect fen rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3
white clock
black touch d4
expect permitted d4d3 d4e3
end

# Capturing a rook on its home square removes the opponent's castling right.
case fen_capture_rook_removes_right_2023
laws 2023
fen r3k2r/8/8/8/8/8/6B1/4K3 w kq - 0 1
white remove a8
white lift g2
white release a8
expect move g2a8
expect fen B3k2r/8/8/8/8/8/8/4K3 b k - 0 1
white clock
black touch e8+a8
expect permitted e8d7 e8d8 e8e7 e8f7 e8f8 e8g8
end

# After checkmate the game is over (5.1.1): the mated side's clock press is
# no illegal move (no 7.5.3, no sanction), only a note.
case after_mate_clock_press_no_violation_2023
laws 2023
fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1
white lift a1
white release a8
white clock
expect permitted
black clock
expect no violation
expect note 5.1.1
expect sanction none
expect permitted
end

# The same after stalemate (5.2.1).
case after_stalemate_clock_press_no_violation_2023
laws 2023
fen 7k/8/6K1/8/8/8/8/5Q2 w - - 0 1
white lift f1
white release f7
white clock
expect permitted
black clock
expect no violation
expect note 5.2.1
end

# 2005 numbering; a touch in the mated position says the game is over,
# not that any legal move may be made (4.5).
case after_mate_touch_and_clock_2005
laws 2005
fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1
white lift a1
white release a8
white clock
black touch g8
expect note 5.1a
expect permitted
black lift f7
black release f6
black clock
expect no violation
expect note 5.1a
expect fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1
end
