# 4.1 one hand.
# (From an audit of the arbiter against EVENTS.md: expectations derived from the contract and
# the seed texts, with legal moves from an independent generator.)

# The captured piece removed first with the left hand, the capturer lifted with the right: the
# lift is the second hand's action (section 6): 4.1 there.
case au_h1_remove_left_then_lift_right_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white remove e5 hand=left
expect no violation
white lift f3 hand=right
expect violation 4.1
white release e5 hand=right
expect move f3e5
expect no violation
end

# 2023: en passant, the captured pawn removed with the other hand, then the clock: 7.5.4, the move
# stands, two minutes to Black.
case au_h2_en_passant_two_hands_2023
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white lift e5 hand=right
white release d6 hand=right
white remove d5 hand=left
expect violation 4.1
expect move e5d6
white clock
expect violation 7.5.4
expect sanction time 120 black
expect to_move black
end
