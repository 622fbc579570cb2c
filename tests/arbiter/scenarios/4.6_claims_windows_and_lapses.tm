# C1: 2005: adjustment on the claimant's time (4.2 by reading 10) does not lapse by the claimant's
# touch (2005 4.6 covers only 4.3/4.4): upheld, not reinstated; White's touch still binds.
case c1_adjust_on_claimants_time_2005_upheld
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust c6
expect violation 4.2
white touch b1
white claim
expect claim upheld
expect to_move white
expect permitted b1a3 b1c3
end

# C2: 2023: the same 4.2.1 breach lapses by the claimant's touch with the intention to move.
case c2_adjust_on_claimants_time_2023_forfeited
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust c6
expect violation 4.2.1
white touch b1
white claim
expect claim forfeited
expect to_move white
expect permitted b1a3 b1c3
end

# C3: 2023: the 4.2.1 adjustment claimed before any touch: upheld.
case c3_adjust_on_claimants_time_2023_upheld
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust c6
white claim
expect claim upheld
expect to_move white
expect permitted all
end

# C4: the window for the adjustment on White's time closes at White's own press after his move:
# forfeited, not rejected (there was a breach).
case c4_adjust_window_closed_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust c6
white lift d2
white release d3
white clock
white claim
expect claim forfeited
expect to_move black
end

# C5: 2005: the claimant's own move closes the window (docs/events.md, Claims): White's 4.7
# breach is claimed after Black's move is made, and the claim is forfeited; the game goes on.
case c5_47_claim_after_claimants_move_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
white lift c3
white release a3
expect violation 4.7
expect move b1a3
white clock
black lift g8
black release f6
expect move g8f6
black claim
expect claim forfeited
expect to_move white
expect fen r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/N4N2/PPPP1PPP/R1BQK2R w KQkq - 6 5
end

# C6: the same, but Black pressed the clock after his own move: window closed: forfeited.
case c6_47_window_closed_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
white lift c3
white release a3
white clock
black lift g8
black release f6
black clock
black claim
expect claim forfeited
expect to_move white
end

# C7: illegal move then a touch breach in the reinstated turn. The claim after the illegal move
# is rejected; the 4.3a breach in the same turn after reinstatement is upheld and the b1 touch binds.
case c7_illegal_then_breach_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift c4
white release c3
white clock
expect violation 3
expect to_move white
black claim
expect claim rejected
expect to_move white
expect permitted b1a3 b1c3
white lift d2
white release d4
expect violation 4.3a
white clock
black claim
expect claim upheld
expect to_move white
expect permitted b1a3 b1c3
end

# C8: 2023: illegal move (7.5.1) then claim: rejected, no extra effect.
case c8_illegal_claim_rejected_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift c4
white release c3
white clock
expect violation 7.5.1
expect sanction time 120 black
black claim
expect claim rejected
expect to_move white
end

# C9: 2023: two breaches in one turn (4.1 and 4.3.1); the claimant touches: both lapse.
case c9_two_breaches_both_lapse_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2 hand=right
white release d4 hand=left
expect violation 4.3.1
expect violation 4.1
white clock
expect violation 7.5.4
black touch g8
black claim
expect claim forfeited
expect to_move black
end

# C10: 2023: the same two breaches claimed at once: upheld, reinstated (4.3.1), b1 binds.
case c10_two_breaches_upheld_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2 hand=right
white release d4 hand=left
white clock
black claim
expect claim upheld
expect to_move white
expect permitted b1a3 b1c3
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
end

# C11: 2005: 4.1 and 4.7 in one move, the claimant touches: both live (neither lapses in 2005):
# upheld and reinstated (4.7), the first made move Nc3 alone permitted.
case c11_47_and_41_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1 hand=right
white release c3 hand=left
expect violation 4.1
expect move b1c3
white lift c3
white release a3
expect violation 4.7
white clock
black touch g8
black claim
expect claim upheld
expect to_move white
expect permitted b1c3
end

# C12: a claim against a side that has done nothing: rejected, nothing changes.
case c12_claim_nothing_white
laws 2005
white claim
expect claim rejected
expect to_move white
expect permitted all
end

# C13: 2005: king fixed on g1 as part of castling, then moved to f1 (4.7); claimed: reinstated,
# castling bound by the lawful fix.
case c13_47_castling_fix_reinstated_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white release g1
white lift g1
white release f1
expect violation 4.7
expect move e1f1
white clock
black claim
expect claim upheld
expect to_move white
expect permitted e1g1
end

# C14: 2005: the claimant's touch before the offender's clock press but after the breach lapses 4.4;
# clockless: Black's own touch does not pass the turn before any completed move? (White has completed.)
# With a clock, an accidental touch after the breach: still upheld.
case c14_accidental_after_breach_with_clock_2005
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e1
white touch h1
white lift e1
white release f1
expect violation 4.4a
black touch g8 accidental
white clock
black claim
expect claim upheld
expect to_move white
expect permitted e1g1
end

# docs/events.md, Details, Claims: `forfeited` if all have lapsed, `rejected` if there was none. A forfeited claim
# settles nothing: the breach is still there, lapsed, so the same claim repeated in the window
# is forfeited again (it was answered `rejected`). An upheld claim settles its breaches.
case art4_6_repeated_claim_on_a_lapsed_breach_is_forfeited_again
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3a
white clock
black touch g8
black claim
expect claim forfeited
black claim
expect claim forfeited
end

case art4_6_repeated_claim_after_an_upheld_one_is_rejected
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3a
white clock
black claim
expect claim upheld
black claim
expect claim rejected
end

# A claim about a breach whose window has closed is forfeited until the offender's next move is
# made; after it, the breach is gone and a claim is rejected.
case c7_window_closed_then_offenders_next_move_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d3
expect violation 4.3a
white clock
black lift g8
black release f6
black clock
black claim
expect claim forfeited
white lift b1
white release c3
white clock
black claim
expect claim rejected
end

case c7_window_closed_then_offenders_next_move_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d3
expect violation 4.3.1
white clock
black lift g8
black release f6
black clock
black claim
expect claim forfeited
white lift b1
white release c3
white clock
black claim
expect claim rejected
end

# Within the window the same breach is upheld (contrast).
case c7_within_window_upheld_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d3
white clock
black claim
expect claim upheld
end
