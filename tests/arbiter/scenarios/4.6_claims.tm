# Article 4.6 (2005, German text, followed per docs/events.md, Details, "The two 2005 texts"): "A player forfeits his right to
# claim against his opponent's violation of Articles 4.3 or 4.4 once he deliberately touches a piece."
# Reading 8: in 2005 only breaches of 4.3 and 4.4 lapse, and only by a deliberate touch (an
# announced adjustment does not count). docs/events.md, Details, Claims: upheld breach of 4.3/4.4/4.7 reinstates
# the position before the offending move, the offender to move, bound by that turn's touches.

# Upheld: White touched Nb1 and played d4. Reinstated: White to move, the knight must move.
case h46_upheld_and_reinstated
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3a
white clock
expect to_move black
black claim
expect claim upheld
expect to_move white
expect permitted b1a3 b1c3
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
end

# Forfeited: Black deliberately touched a piece before claiming.
case h46_forfeited_by_touch
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c4
white lift d2
white release d4
expect violation 4.3a
white clock
black touch d7
black claim
expect claim forfeited
end

# An accidental contact is not a deliberate touch: the claim survives.
case h46_accidental_touch_keeps_claim
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
white clock
black touch g8 accidental
black claim
expect claim upheld
end

# An announced adjustment does not count as a deliberate touch (reading 8).
case h46_announced_adjustment_keeps_claim
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
white clock
black say "j'adoube"
black adjust g8
expect no violation
black claim
expect claim upheld
end

# Nothing to claim: the touched piece was moved.
case h46_rejected_no_breach
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift b1
white release c3
white clock
black claim
expect claim rejected
expect to_move black
end

# A 4.1 breach does not lapse in 2005 (German 4.6 names only 4.3 and 4.4): upheld after a touch.
# 4.1 is sanctioned, not reinstated: Black stays to move.
case h46_hands_breach_does_not_lapse
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
expect violation 4.1
white release e5 hand=right
white clock
black touch d7
black claim
expect claim upheld
expect to_move black
end

# A 4.4 breach lapses like a 4.3 one.
case h46_castling_breach_lapses
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1
white touch h1
white lift e1
white release f1
expect violation 4.4a
white clock
black touch a7
black claim
expect claim forfeited
end

# Claim while the offender's turn is still in progress (before the clock press): upheld, reinstated.
case h46_claim_before_clock
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
black claim
expect claim upheld
expect to_move white
expect permitted b1a3 b1c3
end

# An illegal move is remedied at the clock press and cannot be claimed.
case h46_illegal_move_not_claimable
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift c4
white release c3
white clock
expect violation 3
black claim
expect claim rejected
end

# The window closes when the claimant presses the clock after his own move: a claim about the
# breach is then forfeited (docs/events.md, Details, Claims), until the offender's next move.
case h46_window_closed
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
white release e5 hand=right
white clock
black lift g8
black release f6
black clock
black claim
expect claim forfeited
end

# Upheld 4.4b breach: reinstated, the rook (touched first) must move.
case h46_upheld_44b
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch h1
white touch e1
white lift e1
white release g1
white lift h1
white release f1
expect violation 4.4b
white clock
black claim
expect claim upheld
expect to_move white
expect permitted h1f1 h1g1
end

# A 4.3a breach and a 4.1 breach in the same move; Black then touches a piece: the 4.3a breach
# lapses, the 4.1 breach does not (2005), so the claim is upheld; 4.1 is sanctioned, not
# reinstated, and the lapsed 4.3a breach reinstates nothing: Black stays to move.
case h46_one_breach_lapsed_one_live
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2 hand=right
white release d4 hand=left
expect violation 4.3a
expect violation 4.1
white clock
black touch g8
black claim
expect claim upheld
expect to_move black
end

# After an upheld claim the physical board is reinstated too: the knight's move can be made at once.
case h46_reinstated_board_playable
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
white clock
black claim
expect claim upheld
white lift b1
white release c3
expect move b1c3
expect no violation
white clock
expect to_move black
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 5 4
end
