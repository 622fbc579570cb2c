# 2023 Article 4.4.4: the promotion choice is finalised once the piece has touched the square of
# promotion. 4.6: the pawn need not be placed on the square of arrival; removal and placement in
# any order. docs/events.md, Details, Fixing: the first piece placed on a square where a legal
# promotion lands fixes the choice (4.4.4); changing a completed move breaks 4.7.

case h2023_444_queen_placed_first
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
expect permitted e7e8q
expect restricted 4.4.4
white remove e7
expect move e7e8q
end

# Underpromotion by capture, the knight placed first on d8 after the rook was removed.
case h2023_444_knight_on_capture_square
laws 2023
fen 3r4/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove d8
white place N d8
expect permitted e7d8n
white remove e7
expect move e7d8n
expect no violation
end

# Pawn removed, rook placed: complete, no breach.
case h2023_444_remove_then_place
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove e7
white place R e8
expect move e7e8r
expect no violation
end

# The queen touched e8, then swapped for a knight: the move completed is not the chosen one:
# 4.4.4 on the completing event (reading 1).
case h2023_444_swapped_before_completion
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
white remove e8
white place N e8
white remove e7
expect violation 4.4.4
expect move e7e8n
end

# Swapped after completion: 4.7 (changing a completed move).
case h2023_444_swapped_after_completion
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove e7
white place Q e8
expect move e7e8q
white remove e8
white place N e8
expect violation 4.7
expect move e7e8n
end

# The pawn pushed to e8 first does not choose: any of the four promotions on e8.
case h2023_444_pawn_first_no_choice
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
expect permitted e7e8b e7e8n e7e8q e7e8r
end

# 4.4.4 fixes the choice of piece, 4.7 the square (docs/events.md, Details: "The article string is 4.7 in
# both editions"). A queen placed on e8, then the promotion made on d8 with a queen: the
# choice was kept and the square was not, so the breach is of 4.7.
case art4_4_4_square_changed_same_piece_breaks_4_7
laws 2023
fen 3r4/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
expect permitted e7e8q
white remove e8
white remove d8
white remove e7
white place Q d8
expect move e7d8q
expect violation 4.7
expect no violation 4.4.4
end

# The choice changed on the square chosen: 4.4.4.
case art4_4_4_piece_changed_same_square_breaks_4_4_4
laws 2023
fen 3r4/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
white remove e8
white place N e8
white remove e7
expect move e7e8n
expect violation 4.4.4
expect no violation 4.7
end

# Both changed (another square, another piece): the move leaves the square fixed first, 4.7.
case art4_4_4_square_and_piece_changed_breaks_4_7
laws 2023
fen 3r4/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
white remove e8
white remove d8
white remove e7
white place N d8
expect move e7d8n
expect violation 4.7
expect no violation 4.4.4
end
