# Article 4.1 (2005): "Each move must be made with one hand only."
# docs/events.md, Details "Hands (4.1)": lift, release, remove and place by the player having the move
# count; the breach is reported once per turn, on the first action with a different hand=;
# an action without hand= never conflicts. In 2005 the clock press adds nothing (7.5.4 is 2023).

# Capture with two hands: the removal with the left hand after lifting with the right is the
# second hand's action, so the breach is reported there (reading 1), and only once per turn.
case h41_capture_second_hand_reported_once
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
expect no violation
white remove e5 hand=left
expect violation 4.1
white release e5 hand=right
expect no violation
expect move f3e5
white clock
expect no violation
expect to_move black
end

# Castling: king with the left hand, rook with the right: 4.1 on the lift of the rook.
case h41_castling_two_hands
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift e1 hand=left
white release g1 hand=left
expect no violation
expect permitted e1g1
white lift h1 hand=right
expect violation 4.1
white release f1 hand=right
expect move e1g1
expect no violation
end

# The same hand throughout: no breach at any step.
case h41_same_hand_no_breach
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=left
expect no violation
white remove e5 hand=left
expect no violation
white release e5 hand=left
expect no violation
expect move f3e5
end

# An action without hand= never conflicts (docs/events.md, Details), but a later action with the other hand
# still conflicts with the first observed one.
case h41_unobserved_hand_never_conflicts
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5
expect no violation
white release e5 hand=left
expect violation 4.1
expect move f3e5
end

# A touch is not one of the actions that count for 4.1 (only lift, release, remove, place).
case h41_touch_with_other_hand_not_counted
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch f3 hand=left
expect no violation
white lift f3 hand=right
expect no violation
white remove e5 hand=right
white release e5 hand=right
expect no violation
expect move f3e5
end

# Promotion with two hands: the pawn removed with the left hand, the queen placed with the right.
case h41_promotion_two_hands
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove e7 hand=left
expect no violation
white place Q e8 hand=right
expect violation 4.1
expect move e7e8q
white clock
expect no violation
expect to_move black
end

# A piece passed from one hand to the other: the release with the other hand is the breach.
# The next turn (Black's) starts clean: Black's one-handed move breaks nothing.
case h41_breach_is_per_turn
laws 2005
fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
white lift g1 hand=right
white release f3 hand=left
expect violation 4.1
expect move g1f3
white clock
black lift b8 hand=left
expect no violation
black release c6 hand=left
expect no violation
expect move b8c6
end

# A piece knocked by accident is no part of the move: its hand never
# conflicts with the hand that makes the move.
case h41_accidental_lift_is_no_part_of_the_move
laws 2005
white lift d2 hand=right accidental
white release d2 hand=right accidental
white lift e2 hand=left
expect no violation
white release e4 hand=left
expect move e2e4
expect no violation
end

case h41_accidental_lift_is_no_part_of_a_capture_2023
laws 2023
fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
white lift b1 hand=left accidental
white release b1 hand=left accidental
white lift f3 hand=right
expect no violation
white remove e5 hand=right
white release e5 hand=right
expect move f3e5
expect no violation
white clock
expect no violation
end
