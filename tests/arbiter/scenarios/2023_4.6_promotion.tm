# 2023 Article 4.6: "The act of promotion may be performed in various ways: 4.6.1 the pawn does not
# have to be placed on the square of arrival, 4.6.2 removing the pawn and putting the new piece on
# the square of promotion may occur in any order. 4.6.3 If an opponent's piece stands on the square
# of promotion, it must be captured." docs/events.md, Details, Board events: placing on an
# occupied square is an error.

# clause: 4.6.1 - the pawn never goes to e8: removed, the queen placed; complete, no breach.
case h2023_461_pawn_not_placed
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove e7
expect no move
white place Q e8
expect no violation
expect move e7e8q
white clock
expect no violation
expect to_move black
expect fen 4Q3/7k/8/8/8/8/8/4K3 b - - 0 1
end

# clause: 4.6.1 - Black: the pawn removed from d2, a knight placed on d1.
case h2023_461_black_knight
laws 2023
fen 4k3/8/8/8/8/8/3p4/K7 b - - 0 1
black remove d2
black place N d1
expect no violation
expect move d2d1n
end

# clause: 4.6.1 - the pawn pushed to e8 first is also fine (then removed, the rook placed).
case h2023_461_pawn_placed
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
expect no move
white remove e8
white place R e8
expect no violation
expect move e7e8r
end

# clause: 4.6.1 - a capture-promotion without the pawn touching d8.
case h2023_461_capture_without_pawn_on_square
laws 2023
fen 3r4/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove d8
white remove e7
white place Q d8
expect no violation
expect move e7d8q
end

# clause: 4.6.1 - the pawn placed on b8 first and left there while the clock is pressed is not a
# completed promotion: 7.5.2 (a queen, the move stands).
case h2023_461_pawn_left
laws 2023
fen 2r4k/1P6/8/8/8/8/8/4K3 w - - 0 1
white lift b7
white release b8
white clock
expect violation 7.5.2
expect fen 1Qr4k/8/8/8/8/8/8/4K3 b - - 0 1
end

# clause: 4.6.2 - Black: the queen placed first, the pawn removed after.
case h2023_462_black_place_first
laws 2023
fen 4k3/8/8/8/8/8/3p4/K7 b - - 0 1
black place Q d1
expect no move
black remove d2
expect no violation
expect move d2d1q
end

# clause: 4.6.2 - capture-promotion: captured rook removed, bishop placed, pawn removed last.
case h2023_462_capture_place_before_pawn
laws 2023
fen 2r4k/1P6/8/8/8/8/8/4K3 w - - 0 1
white remove c8
white place B c8
expect no move
white remove b7
expect no violation
expect move b7c8b
end

# clause: 4.6.2 - pawn removed first, the queen placed second (the other order).
case h2023_462_remove_then_place
laws 2023
fen 2r4k/1P6/8/8/8/8/8/4K3 w - - 0 1
white remove b7
white place Q b8
expect no violation
expect move b7b8q
end

# clause: 4.6.2 - queen placed on b8 while the pawn still stands on b7: not complete yet.
case h2023_462_placed_not_complete
laws 2023
fen 2r4k/1P6/8/8/8/8/8/4K3 w - - 0 1
white place Q b8
expect no move
expect permitted b7b8q
white remove b7
expect move b7b8q
end

# clause: 4.6.2 - Black underpromotion, the rook placed after the pawn removed, clock pressed.
case h2023_462_black_rook_clock
laws 2023
fen 4k3/8/8/8/8/8/3p4/K7 b - - 0 1
black remove d2
black place R d1
expect move d2d1r
black clock
expect no violation
expect to_move white
expect fen 4k3/8/8/8/8/8/8/K2r4 w - - 0 2
end

# clause: 4.6.3 - the rook on c8 must be captured: placing the queen on it is impossible (error).
case h2023_463_place_on_occupied
laws 2023
fen 2r4k/1P6/8/8/8/8/8/4K3 w - - 0 1
white remove b7
white place Q c8
expect error
end

# clause: 4.6.3 - the pawn released on c8 while the rook still stands there: impossible (error).
case h2023_463_release_on_occupied
laws 2023
fen 2r4k/1P6/8/8/8/8/8/4K3 w - - 0 1
white lift b7
white release c8
expect error
end

# clause: 4.6.3 - rook removed (a touch of it: 4.3.2), pawn removed, knight placed: bxc8=N.
case h2023_463_capture_complete
laws 2023
fen 2r4k/1P6/8/8/8/8/8/4K3 w - - 0 1
white remove c8
expect permitted b7c8b b7c8n b7c8q b7c8r
white remove b7
white place N c8
expect no violation
expect move b7c8n
expect fen 2N4k/8/8/8/8/8/8/4K3 b - - 0 1
end

# clause: 4.6.3 - Black captures on e1 while promoting (the rook must be removed).
case h2023_463_black_capture
laws 2023
fen 4k3/8/8/8/8/8/3p4/K3R3 b - - 0 1
black remove e1
black remove d2
black place Q e1
expect no violation
expect move d2e1q
end

# clause: 4.6.3 - the rook touched first, then the pawn (removed): 4.3.3 asks the pawn to capture
# the rook (legal), so a promotion on b8 instead breaks 4.3.3 (docs/laws.md: 4.3.3 is cited when
# the capture it asks for binds).
case h2023_463_touched_rook_must_be_captured
laws 2023
fen 2r4k/1P6/8/8/8/8/8/4K3 w - - 0 1
white touch c8
expect permitted b7c8b b7c8n b7c8q b7c8r
white remove b7
white place Q b8
expect violation 4.3.3
expect move b7b8q
end
