# Section 1: "Where no clock is attached (an electronic board alone), the turn passes when, after
# a completed move, the opponent touches or adjusts a piece of their own, or lifts or removes any
# piece (not by accident)."  Section 2: clock defaults to no until the first clock event.

# Black touches a piece of his own after White's completed move: the turn passes, and the touch binds.
case clk_touch_own_passes_turn
laws 2005
white lift g1
white release f3
expect move g1f3
expect to_move white
black touch g8
expect to_move black
expect permitted g8f6 g8h6
expect restricted 4.3a
expect fen rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
end

# Touching (not lifting) a piece of the opponent does not pass the turn.
case clk_touch_opponent_piece_no_pass
laws 2005
white lift g1
white release f3
black touch f3
expect to_move white
expect permitted g1f3
expect restricted 4.7
end

# An accidental contact does not pass the turn.
case clk_accidental_no_pass
laws 2005
white lift g1
white release f3
black touch e7 accidental
expect to_move white
black touch b8
expect to_move black
expect permitted b8a6 b8c6
end

# Removing a white piece passes the turn, and binds as a touch of it (4.3b): ...dxe4 or ...Nxe4.
case clk_remove_passes_turn
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white lift g1
white release f3
expect move g1f3
black remove e4
expect to_move black
expect permitted d5e4 f6e4
expect restricted 4.3b
end

# Before White's move is completed, Black's touch is a note and passes nothing.
case clk_no_pass_before_completion
laws 2005
white lift g1
black touch d7
expect to_move white
white release f3
expect move g1f3
expect no violation
end

# With 'clock yes' the turn passes only at the clock press.
case clk_header_clock_yes
laws 2005
clock yes
white lift g1
white release f3
black touch g8
expect to_move white
expect permitted g1f3
white clock
expect to_move black
expect permitted all
end

# After the first clock event a clock is attached: White's touch after Black's completed move does not pass the turn.
case clk_attached_after_first_press
laws 2005
white lift g1
white release f3
white clock
expect to_move black
black lift g8
black release f6
expect move g8f6
white touch b1
expect to_move black
expect permitted g8f6
end

# An announced adjustment of an own piece passes the turn too; then Black has the move and the
# adjustment is lawful and binds nothing.
case clk_adjust_own_passes_turn
laws 2005
white lift g1
white release f3
black say "j'adoube"
black adjust g8
expect to_move black
expect no violation
expect permitted all
end

# Two moves on the board alone: White's lift after Black's completed move passes the turn back.
case clk_two_moves
laws 2005
white lift g1
white release f3
black lift g8
expect to_move black
black release f6
expect move g8f6
white lift b1
expect to_move white
expect permitted b1a3 b1c3
expect fen rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2
end

# Black's touch during White's move was a note; when the turn passes by Black's later touch of
# g8, only g8 binds (touches are counted from the start of the turn).
case clk_earlier_note_does_not_bind
laws 2005
white lift g1
black touch b8
white release f3
black touch g8
expect to_move black
expect permitted g8f6 g8h6
end

# Lifting any piece passes the turn, a piece of the opponent too (unlike a mere touch of it); the
# lift is a touch of White's e4 pawn: Black must capture it (4.3b).
case clk_lift_opponent_piece_passes_turn
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white lift g1
white release f3
black lift e4
expect to_move black
expect permitted d5e4 f6e4
end
