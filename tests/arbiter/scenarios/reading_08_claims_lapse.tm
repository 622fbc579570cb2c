# Reading 8: "Claims: in 2005 only breaches of 4.3 and 4.4 lapse, and only by a deliberate touch
# (an announced adjustment does not count); in 2023 breaches of 4.1 to 4.7 lapse, by a touch with
# the intention to move or capture."  docs/events.md, Details, Claims: a breach lapses only by a contact of the
# claimant after the breach.

# 2005: lifting is a deliberate touch: a 4.3 breach lapses.
case r08_2005_lift_forfeits
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
white clock
black lift d7
black claim
expect claim forfeited
end

# 2005: "ich korrigiere" + adjust does not count.
case r08_2005_adjustment_does_not_forfeit
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
white clock
black say "ich korrigiere"
black adjust c6+g8
black claim
expect claim upheld
end

# 2005: a 4.7 breach (completed move changed) does not lapse.
case r08_2005_47_does_not_lapse
laws 2005
white lift g1
white release f3
white lift f3
white release h3
expect violation 4.7
white clock
black touch e7
black claim
expect claim upheld
expect to_move white
expect permitted g1f3
end

# 2005: Black's touch before the breach (on White's time) does not make it lapse.
case r08_2005_touch_before_breach
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
black touch g8
white lift d2
white release d4
expect violation 4.3a
white clock
black claim
expect claim upheld
end

# 2023: a 4.7 breach lapses by a touch with the intention to move.
case r08_2023_47_lapses
laws 2023
white lift g1
white release f3
white lift f3
white release h3
expect violation 4.7
white clock
black touch e7
black claim
expect claim forfeited
end

# 2023: an accidental contact does not forfeit.
case r08_2023_accidental_keeps_claim
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3.1
white clock
black touch g8 accidental
black claim
expect claim upheld
end

# 2023: an announced adjustment is no touch with the intention to move: the claim survives.
case r08_2023_adjustment_keeps_claim
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
white clock
black say "j'adoube"
black adjust g8
black claim
expect claim upheld
end
