# H: the mover completes a move; the opponent already acts before the press.

# Clockless: the opponent's removal of the just-moved pawn passes the turn and binds him (4.3b).
case h1_clockless_opponent_removes_moved_pawn_2005
laws 2005
fen rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2
white lift e2
white release e4
expect move e2e4
black remove e4
expect to_move black
expect permitted d5e4
expect restricted 4.3b
black lift d5
black release e4
expect move d5e4
expect no violation
end



# Opponent lifts his own piece before the mover's press: Black has the move (Article 1.1), so the
# lift binds; putting the pawn back and playing another piece breaks 4.3a.
case h4_opponent_lift_before_press_binds_2005
laws 2005
clock yes
white lift e2
white release e4
black lift e7
white clock
expect to_move black
expect permitted e7e5 e7e6
black release e7
expect no violation
black lift d7
black release d5
expect move d7d5
expect violation 4.3a
end

# Opponent's lift before the mover's release: a note; the mover's move completes as usual.
case h5_opponent_lift_before_release_2023
laws 2023
clock yes
white lift g1
black lift e7
expect to_move white
expect permitted g1f3 g1h3
white release f3
expect move g1f3
expect no violation
white clock
expect to_move black
black release e5
expect move e7e5
expect no violation
end
