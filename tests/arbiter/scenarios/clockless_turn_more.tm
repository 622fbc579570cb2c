# Without a clock: when the turn passes, and claims (docs/events.md, Model).
# Expected answers derived from docs/events.md and the law texts; FENs and move lists
# checked with an independent move generator.

# Clockless: en passant not yet complete (d5 still on the board): Black's touch passes nothing.
case clk_ep_incomplete_no_pass_2005
laws 2005
fen rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white lift e5
white release d6
black touch g8
expect to_move white
expect permitted e5d6
white remove d5
expect move e5d6
expect to_move white
black touch g8
expect to_move black
expect permitted g8f6 g8h6
end

# Clockless: a released piece on a square where it makes no legal move; no completed move: no pass.
case clk_illegal_position_no_pass_2023
laws 2023
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
white lift g1
white release g3
black touch b8
expect to_move white
end

# Clockless: after the completed move the mover touches another own piece: still White's turn, the move stands.
case clk_mover_touches_after_completion_2005
laws 2005
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
white lift g1
white release f3
expect move g1f3
white touch b1
expect to_move white
expect permitted g1f3
black touch b8
expect to_move black
expect permitted b8a6 b8c6
end

# Clockless: announcing alone (no contact) passes nothing.
case clk_say_only_no_pass_2005
laws 2005
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
white lift g1
white release f3
black say "j'adoube"
expect to_move white
end

# Clockless, 4.1 breach (2005: does not lapse): Black's claim is open during Black's own turn.
case clk_41_claim_in_own_turn_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
expect violation 4.1
white release e5 hand=right
expect move f3e5
black lift c6
expect to_move black
black release d4
black claim
expect claim upheld
end

# Clockless: once the turn has passed back (White lifts after Black's completed move), Black's window is closed:
# the claim is forfeited.
case clk_41_claim_window_closed_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
white release e5 hand=right
expect move f3e5
black remove e5
black lift c6
black release e5
expect move c6e5
white lift b1
expect to_move white
black claim
expect claim forfeited
end

# Clockless, 2023: the claimant's own deliberate touch (which also passes the turn) forfeits.
case clk_touch_passes_and_forfeits_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3.1
black touch g8
expect to_move black
black claim
expect claim forfeited
end

# Clockless, 2005: Black's announced adjustment passes the turn but does not forfeit the claim.
case clk_adjust_passes_keeps_claim_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3a
black say "j'adoube"
black adjust g8
expect to_move black
black claim
expect claim upheld
expect to_move white
expect permitted b1a3 b1c3
end

# Clockless: Black touches its knight against White's f2 pawn (one moment) after White's completed
# move: the touch of its own piece passes the turn and both touches bind (4.3c): Nxf2.
case clk_pass_by_touch_against_binds_43c_2005
laws 2005
fen rnbqkb1r/pppppppp/8/8/4n3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
white lift g1
white release f3
expect move g1f3
black touch e4+f2
expect to_move black
expect permitted e4f2
end

# Clockless: Black first touches White's pawn (no pass: a note), then its own knight (pass):
# the earlier touch was on White's time and binds nothing: the knight may go anywhere.
case clk_opponent_piece_touch_before_pass_is_note_2005
laws 2005
fen rnbqkb1r/pppppppp/8/8/4n3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
white lift g1
white release f3
black touch f2
expect to_move white
expect permitted g1f3
black touch e4
expect to_move black
expect permitted e4c3 e4c5 e4d2 e4d6 e4f2 e4f6 e4g3 e4g5
end

# Clockless: Black removes White's f2 pawn (passes the turn, a touch of it): 4.3b, it must be captured.
case clk_remove_opponent_pawn_passes_43b_2023
laws 2023
fen rnbqkb1r/pppppppp/8/8/4n3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
white lift g1
white release f3
black remove f2
expect to_move black
expect permitted e4f2
black lift e4
black release f2
expect move e4f2
expect no violation
end

# A clock is attached from the first clock event (docs/events.md, Text form), even a press
# by the side not having the move: the opponent's touch after the move then
# passes nothing.
case clk_out_of_turn_press_attaches_the_clock_2005
laws 2005
black clock
expect note none
white lift e2
white release e4
expect move e2e4
black touch d7
expect to_move white
expect permitted e2e4
expect note 4.3a
end

case clk_out_of_turn_press_after_the_move_attaches_the_clock_2023
laws 2023
white lift e2
white release e4
black clock
expect to_move white
black touch d7
expect to_move white
expect permitted e2e4
end
