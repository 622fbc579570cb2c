# Reading 8 and 10: adjustments and claims; unannounced, an adjustment is a deliberate touch and the
# adjuster's claim lapses. On the opponent's time it is a breach of its own (reading 10).
# Expected answers derived from docs/events.md and the law texts; FENs and move lists
# checked with an independent move generator.

# After White's move is made Black has the move, so Black's adjustments are on Black's own time.
# Announced, the adjustment does not count (reading 8): upheld.
case announced_adjust_after_the_breach_keeps_claim_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
clock yes
white touch b1
white lift d2
white release d4
expect violation 4.3a
black say "j'adoube"
black adjust g8
white clock
black claim
expect claim upheld
end

# 2005, reading 8: claims lapse by a deliberate touch; an unannounced adjustment is a deliberate
# touch (docs/events.md, Details, Announcements). Black adjusts without announcing after White's
# 4.3a breach: the breach lapses, the claim is forfeited.
case unannounced_adjust_after_the_breach_forfeits_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
clock yes
white touch b1
white lift d2
white release d4
expect violation 4.3a
black adjust g8
white clock
black claim
expect claim forfeited
end

# 2023: an unannounced adjustment is contact with intent (4.2.2): the 4.3.1 breach lapses.
case unannounced_adjust_after_the_breach_forfeits_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
clock yes
white touch b1
white lift d2
white release d4
expect violation 4.3.1
black adjust g8
white clock
black claim
expect claim forfeited
end

# 2023: Black adjusts without announcing while White's two-handed capture is under way: on White's
# time, a breach of 4.2.1, and a contact by which White's 4.1 breach lapses. Black's claim is
# forfeited. White's claim of Black's adjustment, made before White's own move, is upheld
# (sanctioned, nothing reinstated); after it, White's window has closed.
case unannounced_adjust_on_opponents_time_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
expect violation 4.1
black adjust g8
expect violation 4.2.1
white claim
expect claim upheld
expect to_move white
white release e5 hand=right
expect move f3e5
black claim
expect claim forfeited
expect to_move black
end
