# Article 1.1 of both editions: "A player has the move when the opponent's move has been made."
# The move passes on the event that makes it (docs/events.md, Model: Having the move, Made move,
# Clock press). The clock runs for one player at a time; a press passes the clock only.

# The issue's incident: White plays Ng5, Black touches the knight before White presses, then
# plays Nf6. Black has had the move since White's release: the touch binds (4.3b), Nf6 breaks it,
# (the knight on g8 lifted after it: 4.3c), and White's claim reinstates the position with Black
# bound to capture.
case a11_touch_between_release_and_press_binds_2005
laws 2005
clock yes
fen rnbqkbnr/pppp1pp1/7p/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3
white lift f3
white release g5
expect move f3g5
expect to_move black
black touch g5
expect obligation 4.3b
expect permitted d8g5 h6g5
white clock
expect no violation
expect to_move black
black lift g8
black release f6
expect violation 4.3c
expect move g8f6
white claim
expect claim upheld
expect to_move black
expect permitted d8g5 h6g5
expect fen rnbqkbnr/pppp1pp1/7p/4p1N1/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 1 3
end

case a11_touch_between_release_and_press_binds_2023
laws 2023
clock yes
fen rnbqkbnr/pppp1pp1/7p/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3
white lift f3
white release g5
expect move f3g5
black lift g5
expect obligation 4.3.2
expect permitted d8g5 h6g5
white clock
expect no violation
black release g5
black lift g8
black release f6
expect violation 4.3.3
white claim
expect claim upheld
expect to_move black
expect permitted d8g5 h6g5
end

# The press after the made move passes the clock and rules nothing; Black's clock then runs,
# and Black's press before making a move is no move (2023: 7.5.3, two minutes to White).
case a11_press_passes_the_clock_only_2023
laws 2023
clock yes
white lift e2
white release e4
expect move e2e4
expect to_move black
white clock
expect no violation
expect no note
expect to_move black
black clock
expect violation 7.5.3
expect sanction time 120 white
expect to_move black
end

# A press on the side whose clock is not running changes nothing, before and after a move.
case a11_press_on_the_stopped_clock_changes_nothing_2005
laws 2005
clock yes
black clock
expect note none
expect no violation
expect to_move white
white lift e2
white release e4
expect move e2e4
black clock
expect note none
expect no violation
expect to_move black
expect fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
end

# A late press: Black moves before White presses. White's press then passes the clock to Black,
# and Black's press passes it back; neither rules anything, and White's touch then binds.
case a11_late_press_2005
laws 2005
clock yes
white lift e2
white release e4
black lift e7
black release e5
expect move e7e5
expect to_move white
white clock
expect no violation
expect to_move white
black clock
expect no violation
expect to_move white
white touch g1
expect obligation 4.3a
expect permitted g1e2 g1f3 g1h3
end

# The player having the move presses after an illegal move: the position is reinstated and that
# player's clock runs on; the next press after a lawful move passes it.
case a11_illegal_move_keeps_the_clock_running_2023
laws 2023
clock yes
white lift g1
white release g3
white clock
expect violation 7.5.1
expect to_move white
expect permitted g1f3 g1h3
white lift g1
white release f3
expect move g1f3
white clock
expect no violation
expect to_move black
black clock
expect violation 7.5.3
end

# A made move that checkmates ends the game at once: nothing is permitted from the release on.
case a11_mate_made_ends_the_game_2005
laws 2005
fen 7k/8/6K1/8/8/8/8/5Q2 w - - 0 1
white lift f1
white release f8
expect move f1f8
expect to_move black
expect permitted
expect note 5.1a
end

case a11_mate_made_before_the_press_ends_the_game_2023
laws 2023
clock yes
fen 7k/8/6K1/8/8/8/8/5Q2 w - - 0 1
white lift f1
white release f8
expect move f1f8
expect permitted
expect note 5.1.1
black touch h8
expect permitted
white clock
expect no violation
expect permitted
end

# The claim window closes when the claimant's own move is made. 2005: a 4.7 breach does not lapse
# by a touch, so only the window ends it: claimed after Black's move, it is forfeited.
case a11_claim_after_the_window_2005
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
white lift c3
white release a3
expect violation 4.7
expect move b1a3
white clock
black lift d7
black release d6
expect move d7d6
black claim
expect claim forfeited
expect to_move white
expect fen r1bqk1nr/ppp2ppp/2np4/2b1p3/2B1P3/N4N2/PPPP1PPP/R1BQK2R w KQkq - 0 5
end

# 2023: a claim after the window is forfeited until the offender's next move is made; after it,
# there is no breach left to claim: rejected.
case a11_claim_after_the_window_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
expect violation 4.1
white release e5 hand=right
expect move f3e5
black remove e5
black lift c6
black release e5
expect move c6e5
black claim
expect claim forfeited
white lift d2
white release d3
expect move d2d3
black claim
expect claim rejected
end

# 2023: a stalemate made by a capture ends the game on the release; a touch after it binds
# nothing, and the mover's press only passes the clock.
case a11_stalemate_made_ends_the_game_2023
laws 2023
clock yes
fen 7k/5r2/6K1/8/8/8/8/5Q2 w - - 0 1
white remove f7
white lift f1
white release f7
expect move f1f7
expect to_move black
expect permitted
expect note 5.2.1
black touch h8
expect permitted
white clock
expect no violation
expect permitted
end
