# D: castling in every physical order.

# King and rook both in hand (king lifted first): 4.4a, king put down first, then the rook. Clockless.
case d1_both_in_hand_king_down_first_clockless_2005
laws 2005
fen r3k2r/pppq1ppp/2np1n2/2b1p3/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 4 8
white lift e1
expect permitted e1c1 e1d1 e1e2 e1f1 e1g1
expect restricted 4.3a
white lift h1
expect permitted e1g1
expect restricted 4.4a
white release g1 K
expect no violation
expect no move
expect permitted e1g1
white release f1 R
expect move e1g1
expect no violation
expect fen r3k2r/pppq1ppp/2np1n2/2b1p3/2B1P1b1/2NP1N2/PPPQ1PPP/R4RK1 b kq - 5 8
black lift e8
expect to_move black
expect permitted e8c8 e8d8 e8e7 e8f8 e8g8
end

# Rook then king, both in hand; castling placed: 4.4b committed on the release that completes it;
# the king on g1 alone neither fixes nor breaks anything. 2023 numbering, clock, claim restores.
case d2_rook_then_king_both_in_hand_castles_2023
laws 2023
clock yes
fen r3k2r/pppq1ppp/2np1n2/2b1p3/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 4 8
white lift h1
white lift e1
expect permitted h1f1 h1g1
expect restricted 4.4.2
white release g1 K
expect no violation
expect no move
expect permitted h1f1 h1g1
white release f1 R
expect violation 4.4.2
expect move e1g1
expect permitted all
white clock
expect no violation
expect to_move black
black claim
expect claim upheld
expect to_move white
expect permitted h1f1 h1g1
expect fen r3k2r/pppq1ppp/2np1n2/2b1p3/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 4 8
end

# Black, long castling, king and rook touched at one moment, both lifted, rook down first.
case d3_black_long_same_moment_rook_down_first_2005
laws 2005
fen r3k2r/pppq1ppp/2np1n2/2b1p3/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R b KQkq - 4 8
black touch e8+a8
expect permitted e8c8
expect restricted 4.4a
black lift e8
black lift a8
black release d8 R
expect no violation
expect no move
black release c8 K
expect move e8c8
expect no violation
expect fen 2kr3r/pppq1ppp/2np1n2/2b1p3/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQ - 5 9
end

# Castling through check attempted (intent shown), king on g1, then corrected to long castling. 2005: the
# king on g1 fixes nothing (no legal move there); on c1 it is part of legal castling: fixed (reading 3).
case d4_through_check_corrected_long_2005
laws 2005
clock yes
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white lift e1 castle
expect permitted e1c1 e1d1 e1d2 e1f2
# docs/events.md, Details: the king alone with intent is 4.3a
expect restricted 4.3a
white release g1
expect no violation
expect no move
expect permitted e1c1 e1d1 e1d2 e1f2
white lift g1
white release c1
expect no violation
expect permitted e1c1
expect restricted 4.7
white lift a1
white release d1
expect move e1c1
expect no violation
white clock
expect no violation
expect to_move black
expect fen 4k3/8/b7/8/8/8/8/2KR3R b - - 1 1
end

# Same in 2023: the king on g1 while castling there is illegal binds to another king move (4.7.2, cited 4.7);
# the rook also moved to f1, then both corrected: king to d1.
case d5_through_check_rook_moved_then_corrected_2023
laws 2023
clock yes
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white lift e1
white release g1
expect no violation
expect permitted e1c1 e1d1 e1d2 e1f2
expect restricted 4.7
white lift h1
white release f1
expect no violation
expect no move
white lift f1
white release h1
expect no violation
white lift g1
white release d1
expect move e1d1
expect no violation
white clock
expect no violation
expect to_move black
expect fen 4k3/8/b7/8/8/8/8/R2K3R b - - 1 1
end

# Clockless: king on g1 (castling under way, fixed), then the rook: the release of the rook makes
# the move, and the opponent's lift after it binds them.
case d6_clockless_castling_king_first_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white release g1
expect permitted e1g1
expect restricted 4.7
white lift h1
white release f1
expect move e1g1
expect no violation
expect to_move black
black lift g8
expect obligation 4.3a
expect permitted g8e7 g8f6 g8h6
end

# Rook touched first and moved to f1 (Rf1 completed, lawful), then the king to g1: the made move
# changed (4.7) into castling; the king was touched after the move was made, so the touch of
# that turn is the rook's alone, and castling breaks it (4.3a).
case d7_rook_first_moved_then_king_follows_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift h1
white release f1
expect move h1f1
expect no violation
white lift e1
white release g1
expect violation 4.7
expect move e1g1
expect permitted all
expect violation 4.3a
end
