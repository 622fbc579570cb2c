# Reading 1: "A violation is reported on the event that commits it: the release (or placement)
# that completes a move outside permitted; the action of the second hand (4.1); the clock press
# that ends a turn with an illegal position or no move. Touching a second piece is not itself a breach."

# Touching a second own piece: no breach.
case r01_second_touch_no_breach
laws 2005
white touch d2
expect no violation
white touch e2
expect no violation
expect permitted d2d3 d2d4
end

# Lifting the wrong piece is no breach; the release completing the wrong move is.
case r01_breach_on_release_not_lift
laws 2005
white touch d2
white lift e2
expect no violation
expect no move
white release e4
expect violation 4.3a
expect move e2e4
end

# e5 touched (4.3b), then d2 lifted (Nxe5 still required, now as 4.3c: both colours touched):
# the lift is no breach; the completing release is (claim upheld).
case r01_43c_on_release
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5
white lift d2
expect no violation
white release d4
expect violation 4.3c
expect move d2d4
white clock
expect no violation
black claim
expect claim upheld
end

# The placement that completes a forbidden promotion is the breach: the rook on d8 touched, then
# the own pawn (removed): 4.3c, the pawn must capture the rook; e8=Q breaks it at the placement.
case r01_placement_completes_breach
laws 2005
fen 3r4/4P2k/8/8/8/8/8/4K3 w - - 0 1
white touch d8
white remove e7
expect no violation
white place Q e8
expect violation 4.3c
expect move e7e8q
end

# 4.1: the first hand's actions are fine; the second hand's action is the breach.
case r01_second_hand_action
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=left
expect no violation
white remove e5 hand=right
expect violation 4.1
end

# An illegal position: nothing at the release, 3 at the clock press.
case r01_illegal_on_clock
laws 2005
white lift b1
white release b3
expect no violation
white clock
expect violation 3
end

# 4.4a: touching the king and rook then lifting the king is no breach; the king's release on f1 is.
case r01_44a_on_release
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1
white touch h1
expect no violation
white lift e1
expect no violation
white release f1
expect violation 4.4a
end
