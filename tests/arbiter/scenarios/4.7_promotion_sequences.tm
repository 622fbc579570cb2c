# Promotion sequences.

# 2023: the queen placed on e8 first (choice final, 4.4.4), the pawn never removed, the clock
# pressed: not a completed move and no pawn on the last rank: 7.5.1; reinstated; the lawful fix
# (queen on e8) still binds.
case au_c3_piece_placed_pawn_not_removed_clock_2023
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
expect permitted e7e8q
white clock
expect violation 7.5.1
expect sanction time 120 black
expect to_move white
expect permitted e7e8q
end

# 2005: the same; the placed piece fixes only the square.
case au_c4_piece_placed_pawn_not_removed_clock_2005
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
white clock
expect violation 3
expect to_move white
expect permitted e7e8b e7e8n e7e8q e7e8r
end

# 2023: underpromotion by capture; the captured rook removed, the knight placed on d8 (choice
# final), the pawn removed: exd8=N. Then a queen swapped in: 4.7 (changing a completed move).
case au_c5_underpromotion_capture_then_swap_2023
laws 2023
fen 3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1
white remove d8
expect permitted e7d8b e7d8n e7d8q e7d8r
white place N d8
expect permitted e7d8n
white remove e7
expect move e7d8n
expect no violation
white remove d8
white place Q d8
expect violation 4.7
expect move e7d8q
end

# 2023 7.5.2 with a choice left open: the pawn pushed to e8, the clock pressed: queen, stands.
# Black then to move; the new queen gives check along the 8th rank? (h8 king: e8-h8 with f8, g8
# empty: check.)
case au_c7_pawn_left_becomes_queen_check_2023
laws 2023
fen 7k/4P3/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
white clock
expect violation 7.5.2
expect to_move black
expect fen 4Q2k/8/8/8/8/8/8/4K3 b - - 0 1
expect permitted h8g7 h8h7
end

# 2005: a promotion made stays made (docs/events.md, Model), though its fix was only the square:
# the swap changes the made move (4.7), and the claim restores e8=Q.
case h47_promotion_completed_then_swapped_claim_restores_2005
laws 2005
clock yes
fen 7k/4P3/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
white remove e8
white place Q e8
expect move e7e8q
expect no violation
white remove e8
white place N e8
expect violation 4.7
expect move e7e8n
white clock
expect no violation
expect to_move black
black claim
expect claim upheld
expect to_move white
expect permitted e7e8q
expect fen 7k/4P3/8/8/8/8/8/4K3 w - - 0 1
end
