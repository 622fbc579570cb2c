# Claims (2005 4.6, 2023 4.8, docs/events.md, Details "Claims").

# A claim while the offender still holds the wrong piece: no breach committed yet (reading 1:
# the breach comes with the completing release): rejected. After the release, claimed again: upheld.
case au_d1_claim_before_breach_committed_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
black claim
expect claim rejected
expect to_move white
white release d4
expect violation 4.3a
white clock
black claim
expect claim upheld
expect to_move white
expect permitted b1a3 b1c3
end

# The claimant touches his own piece after the breach but before the offender's clock press
# (a clock is attached, so it is a note): still a deliberate touch after the breach: forfeited.
case au_d2_touch_after_breach_before_clock_forfeits_2005
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3a
black touch g8
white clock
black claim
expect claim forfeited
end

# 2005: an unannounced adjustment is a deliberate touch: the 4.3 breach lapses.
case au_d3_unannounced_adjust_forfeits_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
white clock
black adjust g8
black claim
expect claim forfeited
end

# 2005: "deliberately touches a piece" - an opponent's piece too.
case au_d4_touch_opponents_piece_forfeits_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
white clock
black touch d4
black claim
expect claim forfeited
end

# The claimant presses the clock without having moved (3): the window closes only when he presses
# "after his own move"; no touch: upheld.
case au_d5_claimant_presses_without_move_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
white clock
black clock
expect violation 3
expect to_move black
black claim
expect claim upheld
expect to_move white
expect permitted b1a3 b1c3
end

# A second claim after the first was upheld and the position reinstated: nothing left to claim.
case au_d6_second_claim_rejected_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
white clock
black claim
expect claim upheld
black claim
expect claim rejected
expect to_move white
expect permitted b1a3 b1c3
end

# 2005: a 4.1 breach does not lapse by a touch, but the claimant's own move made closes the
# window (docs/events.md, Claims): forfeited, and White has the move.
case au_d7_41_claim_after_own_completed_move_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
expect violation 4.1
white release e5 hand=right
white clock
black remove e5
black lift c6
black release e5
expect move c6e5
black claim
expect claim forfeited
expect to_move white
end

# 2023: the same 4.1 breach lapses by the claimant's touch with the intention to move (4.8).
case au_d8_41_claim_after_own_move_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
white release e5 hand=right
white clock
expect violation 7.5.4
black remove e5
black lift c6
black release e5
black claim
expect claim forfeited
end

# An accidental contact binds nothing: the other move was no breach: rejected.
case au_d9_accidental_then_other_move_rejected_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1 accidental
white lift d2
white release d4
expect no violation
white clock
black claim
expect claim rejected
expect to_move black
end

# An announced adjustment by the player having the move is lawful: nothing to claim.
case au_d10_announced_adjust_not_claimable_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white say "j'adoube"
white adjust b1
white lift d2
white release d4
white clock
black claim
expect claim rejected
end

# 2005: the claim window is closed by the claimant's clock press after his own move; the
# claim in the offender's next turn is forfeited (there was a breach), though 4.1 never lapses.
case au_d11_window_closed_41_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
white release e5 hand=right
white clock
black remove e5
black lift c6
black release e5
black clock
black claim
expect claim forfeited
end

# 2023: a 4.4.1 breach (king and rook touched, the king steps to f1) claimed at once: upheld,
# reinstated, castling required (the forbidden completion fixed nothing).
case au_d12_441_claim_upheld_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e1
white touch h1
white lift e1
white release f1
expect violation 4.4.1
white clock
black claim
expect claim upheld
expect to_move white
expect permitted e1g1
end
