# Reading 8 and 10: an adjustment on the opponent's time; unannounced it is a deliberate touch and the adjuster's claim lapses.
# Expected answers derived from docs/events.md and the law texts; FENs and move lists
# checked with an independent move generator.

# Announced: the adjustment does not count (reading 8): upheld.
case announced_adjust_on_opponents_time_keeps_claim_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
clock yes
white touch b1
white lift d2
white release d4
black say "j'adoube"
black adjust g8
expect violation 4.2
white clock
black claim
expect claim upheld
end

# 2005, reading 8: claims lapse by a deliberate touch; an unannounced adjustment is a deliberate
# touch (docs/events.md, Details, Announcements). Black adjusts without announcing on White's time after White's
# 4.3a breach: the breach lapses, the claim is forfeited (Black's adjustment is itself a 4.2 breach).
case unannounced_adjust_on_opponents_time_forfeits_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
clock yes
white touch b1
white lift d2
white release d4
expect violation 4.3a
black adjust g8
expect violation 4.2
white clock
black claim
expect claim forfeited
end

# 2023: an unannounced adjustment is contact with intent (4.2.2): the 4.3.1 breach lapses.
case unannounced_adjust_on_opponents_time_forfeits_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
clock yes
white touch b1
white lift d2
white release d4
expect violation 4.3.1
black adjust g8
expect violation 4.2.1
white clock
black claim
expect claim forfeited
end
