# Reading 9: "Promotion: removing the pawn and placing the new piece may happen in any order, and
# the pawn need not stand on the last rank first; in 2023 the choice of piece is final once it
# touches the square (4.4.4)."  docs/events.md, Details, Fixing: in 2005 the placed piece fixes only the square.

# Black: pawn removed, knight placed on a1.
case r09_black_remove_then_place
laws 2005
fen 4k3/8/8/8/8/8/p6K/8 b - - 0 1
black remove a2
black place N a1
expect move a2a1n
expect no violation
expect fen 4k3/8/8/8/8/8/7K/n7 w - - 0 2
end

# 2005: the queen placed first fixes only the square: all four promotions on e8 remain.
case r09_2005_piece_first_fixes_square
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
expect permitted e7e8b e7e8n e7e8q e7e8r
white remove e7
expect move e7e8q
end

# 2005: the queen placed, taken back and replaced by a knight before the pawn is removed: lawful.
case r09_2005_swap_before_completion
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
white remove e8
white place N e8
expect no violation
white remove e7
expect move e7e8n
expect no violation
end

# 2005: once the move is complete, swapping the piece changes a completed move: 4.7.
case r09_2005_swap_after_completion
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove e7
white place Q e8
expect move e7e8q
white remove e8
white place N e8
expect violation 4.7
expect move e7e8n
end

# Capture-promotion with the rook placed before the pawn is removed.
case r09_capture_piece_first
laws 2005
fen 3r4/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove d8
white place R d8
expect no move
white remove e7
expect move e7d8r
expect no violation
end

# 2023: the queen placed first finalises the choice.
case r09_2023_piece_first_final
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
expect permitted e7e8q
expect restricted 4.4.4
white remove e7
expect move e7e8q
expect no violation
end

# 2023: the pawn on e8 first: the choice is still open until a piece touches e8.
case r09_2023_pawn_first_choice_open
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
expect permitted e7e8b e7e8n e7e8q e7e8r
white remove e8
white place N e8
expect move e7e8n
expect no violation
end
