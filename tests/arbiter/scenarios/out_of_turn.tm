# docs/events.md, Details, Board events: "Events of the side not having the move change the
# physical board but bind nothing: their touches are notes." A clock press by the side not having the move is a note.
# Reading 10: adjusting on the opponent's time is a violation (2005: 4.2) and binds the mover to nothing.
# (A clock is attached in these cases, so Black's contacts never pass the turn.)

# Black touches his knight on White's time: a note; it binds nothing, neither now nor in his turn.
case oot_touch_own_piece_note
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black touch g8
expect note 4.3a
expect no violation
expect to_move white
expect permitted all
white lift d2
white release d3
white clock
expect to_move black
expect permitted all
end

# Black touches a white piece on White's time: nothing binds White.
case oot_touch_opponent_piece
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black touch f3
expect no violation
expect permitted all
white touch d2
expect permitted d2d3 d2d4
end

# Black adjusts (announced) on White's time: 4.2; White's obligations are untouched.
case oot_adjust_on_opponents_time
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
black say "j'adoube"
black adjust c6
expect violation 4.2
expect permitted b1a3 b1c3
end

# Black presses the clock while White has the move: a note; White keeps the move.
case oot_clock_press
laws 2005
clock yes
black clock
expect no violation
expect to_move white
expect permitted all
end

# After White's move is made and before his clock press, Black has the move: Black's touch binds
# (Article 1.1), and White's press passes the clock only.
case oot_touch_before_clock_binds
laws 2005
clock yes
white lift g1
white release f3
black touch g8
expect obligation 4.3a
expect to_move black
white clock
expect no violation
expect to_move black
expect permitted g8f6 g8h6
end

# Black's touches do not enter White's list of touches: White's first touch after them binds.
case oot_white_touch_still_first
laws 2005
clock yes
black touch b8
white touch g1
white touch b1
expect permitted g1f3 g1h3
end

# Docs/events.md, Details: "Events of the side not having the move change the physical board but
# bind nothing"; what they lift or remove is displaced (7.3), a note.
case out_of_turn_lift_is_a_note
clock yes
black lift d7
expect note 7.3
expect no violation
black release d7
white lift e2
expect permitted e2e3 e2e4
end

case out_of_turn_remove_is_a_note
clock yes
black remove d7
expect note 7.3
expect no violation
expect to_move white
end

# docs/events.md, Details, Board events: the opponent's events change the physical board but bind nothing, so a piece of
# theirs lifted on the mover's time does not undo the mover's completed move (docs/events.md, Answers: fen
# is the position after it), and the clock press passes the turn without a violation. The
# piece stays in the opponent's hand across the press, and its release makes their move.
case out_of_turn_lift_does_not_undo_the_move
clock yes
white lift e2
white release e4
expect move e2e4
black lift e7
expect no violation
expect fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
white clock
expect no violation
expect to_move black
black release e5
expect move e7e5
expect no violation
black clock
expect to_move white
end

# The same in 2023: no 7.5.1 and no sanction for the opponent's act.
case out_of_turn_lift_does_not_undo_the_move_2023
laws 2023
clock yes
white lift e2
white release e4
black lift e7
white clock
expect no violation
expect sanction none
expect to_move black
end

# Without a clock: after White's move Black has the move; Black's accidental lift binds nothing,
# the deliberate one does.
case out_of_turn_accidental_lift_without_clock
white lift e2
white release e4
black lift e7 accidental
expect note 4.3a
expect fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
expect permitted all
black release e7
expect to_move black
black lift e7
expect obligation 4.3a
black release e5
expect move e7e5
expect no violation
end

# A piece of the opponent's moved before the mover moves does not hide the mover's move.
case out_of_turn_piece_moved_before_the_move
clock yes
black lift b8
black release c6
white lift e2
white release e4
expect move e2e4
white clock
expect no violation
expect to_move black
end

# The mover presses without moving while the opponent holds a piece: no move (3).
case out_of_turn_no_move_while_the_opponent_holds_a_piece
clock yes
black lift d7
white clock
expect violation 3
expect to_move white
end

# A move made stays made whatever the opponent does after it, even to the mover's pieces
# (FIDE 2023 6.2.1: a player may always stop the clock after making the move): no breach at
# the press, and the board stays as the opponent left it.
case out_of_turn_opponent_moves_a_piece_of_the_movers
clock yes
white lift e2
white release e4
black lift g1
black release f3
expect no move
expect fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
white clock
expect no violation
expect to_move black
end

# Blitz: the opponent takes the pawn just moved before the mover presses: Black had the move from
# White's release, so the capture is Black's move, made on its release; the two presses pass the
# clock and rule nothing.
case out_of_turn_opponent_captures_before_the_press
clock yes
fen rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2
white lift e2
white release e4
expect move e2e4
black remove e4
black lift d5
black release e4
expect move d5e4
expect no violation
white clock
expect no violation
expect to_move white
black clock
expect no move
expect no violation
expect to_move white
end

# An accidental release binds and fixes nothing, and makes no move (docs/events.md, Text form): a knight
# knocked onto a square it could move to, set back, then the move meant.
case accidental_release_makes_no_move
clock yes
fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
white lift f3 accidental
white release h4 accidental
expect no move
expect permitted all
white lift h4 accidental
white release f3 accidental
expect no violation
white lift b1
white release c3
expect move b1c3
expect no violation
white clock
expect to_move black
end

# A piece the opponent lifted and the mover then captured is off the game when the turn
# passes: it leaves their hand, and their own move afterwards completes as usual.
case captured_piece_left_in_opponents_hand
laws 2023
fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
black lift e5
white lift f3
white release e5
expect move f3e5
white clock
black lift g8
black release f6 N
expect move g8f6
black clock
expect no violation
end

# 2023: a pawn left unreplaced on the last rank is 7.5.2 (it becomes a queen, the move
# stands) even with a piece of the opponent's in their hand meanwhile.
case unreplaced_pawn_with_opponent_hand
laws 2023
clock yes
fen 7k/p3P3/8/8/8/8/8/4K3 w - - 0 1
black lift a7
white lift e7
white release e8
white clock
expect violation 7.5.2
end

# The opponent moves before the mover presses: the move is made on its release (reported on that
# event), and the presses only pass the clock.
case out_of_turn_move_before_the_press_is_made_on_release
clock yes
white lift e2
white release e4
black lift g8
black release f6
expect move g8f6
expect to_move white
white clock
expect to_move white
black clock
expect no move
expect no violation
expect to_move white
end
