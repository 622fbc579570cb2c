# E: en passant in both orders; F: promotion.

# Clockless en passant, the capturing pawn first: released on d6 it is fixed there (reading 3) and
# no move is made until the captured pawn is removed; that removal makes the move.
case e1_ep_pawn_first_clockless_2005
laws 2005
fen rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white lift e5
expect permitted e5d6 e5e6
white release d6
expect no violation
expect no move
expect permitted e5d6
expect restricted 4.7
white remove d5
expect move e5d6
expect no violation
expect fen rnbqkbnr/ppp1pppp/3P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3
black lift g8
expect to_move black
expect permitted g8f6 g8h6
end

case e2_ep_removed_first_clock_2023
laws 2023
clock yes
fen rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white remove d5
expect permitted e5d6
expect restricted 4.3.2
white lift e5
white release d6
expect move e5d6
expect no violation
white clock
expect no violation
expect to_move black
end

case e3_black_ep_removed_first_2005
laws 2005
fen rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3
black remove e4
expect permitted d4e3
expect restricted 4.3b
black lift d4
black release e3
expect move d4e3
expect no violation
expect fen rnbqkbnr/ppp1pppp/8/8/8/4p3/PPPP1PPP/RNBQKBNR w KQkq - 0 4
end

# The opponent removes his own pawn (helping) while the mover holds the capturing pawn: a note
# (7.3) that binds nothing; the pawn is off the board all the same, as an ordinary capture's
# piece removed by its owner is (4.3c_sensor_captures.tm, c4), so the release on d6 makes the
# capture.
case e4_ep_opponent_removes_own_pawn_2005
laws 2005
clock yes
fen rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white lift e5
black remove d5
expect note 7.3
expect no violation
expect permitted e5d6 e5e6
white release d6
expect move e5d6
expect no violation
white clock
expect no violation
expect to_move black
expect fen rnbqkbnr/ppp1pppp/3P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3
end

# The same in 2023, the pawn removed by its owner before the capturing pawn is lifted.
case e4_ep_opponent_removes_own_pawn_first_2023
laws 2023
clock yes
fen rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
black remove d5
expect note 7.4.1
white lift e5
white release d6
expect move e5d6
expect no violation
white clock
expect no violation
expect to_move black
end

# Capture-promotion, underpromotion to a knight, clockless. 4.3c after the rook is removed; the
# pawn on d8 is replaced by the knight, which makes the move.
case f1_capture_underpromotion_clockless_2005
laws 2005
fen 3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1
white lift e7
expect permitted e7d8b e7d8n e7d8q e7d8r e7e8b e7e8n e7e8q e7e8r
white remove d8
expect permitted e7d8b e7d8n e7d8q e7d8r
expect restricted 4.3c
white release d8
expect no violation
expect no move
expect permitted e7d8b e7d8n e7d8q e7d8r
white remove d8
expect no violation
expect no move
white place N d8
expect move e7d8n
expect no violation
expect fen 3N3k/8/8/8/8/8/8/4K3 b - - 0 1
black lift h8
expect to_move black
expect permitted h8g7 h8g8 h8h7
end


# 2023: capture-promotion, the rook placed on d8 while the pawn is still on e7: choice final (4.4.4).
case f3_capture_rook_placed_first_2023
laws 2023
fen 3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1
white remove d8
expect permitted e7d8b e7d8n e7d8q e7d8r
expect restricted 4.3.2
white place R d8
expect no violation
expect no move
expect permitted e7d8r
white remove e7
expect move e7d8r
expect no violation
expect fen 3R3k/8/8/8/8/8/8/4K3 b - - 0 1
end

# 2023: the queen placed on e8 with the pawn on e7, then exchanged for a knight before completion: 4.4.4.
case f4_swap_before_completion_2023
laws 2023
fen 7k/4P3/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
expect permitted e7e8q
white remove e8
white place N e8
# reading 1: the violation comes with the event that completes the move
expect no violation
expect permitted e7e8q
white remove e7
expect violation 4.4.4
expect move e7e8n
end

# Black promotion clockless: White's deliberate touch while the pawn stands on b1 unreplaced rules
# on an illegal move (3); the position is reinstated and the pawn stays bound to b1 (reading 3).
case f5_black_promotion_clockless_2005
laws 2005
fen 4k3/8/8/8/8/8/1p6/4K3 b - - 0 1
black lift b2
black release b1
expect permitted b2b1b b2b1n b2b1q b2b1r
white lift e1
expect violation 3
expect to_move black
expect permitted b2b1b b2b1n b2b1q b2b1r
white release e1
black lift b2
black release b1
black remove b1
black place Q b1
expect move b2b1q
expect no violation
white touch e1
expect to_move white
expect permitted e1d2 e1e2 e1f2
end
