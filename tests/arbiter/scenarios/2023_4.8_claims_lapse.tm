# 2023 Article 4.8: "A player forfeits his right to claim against his opponent's violation of
# Articles 4.1 - 4.7 once the player touches a piece with the intention of moving or capturing it."
# Reading 8: in 2023 breaches of 4.1 to 4.7 lapse, by a touch with the intention to move or capture
# (an announced adjustment is no such touch). docs/events.md, Details, Claims.

# clause: 4.8 - a 4.1 breach lapses in 2023 (unlike 2005) once the claimant touches a piece.
case h2023_48_hand_breach_lapses
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
white release e5 hand=right
white clock
black touch g8
black claim
expect claim forfeited
end

# clause: 4.8 - a 4.7 breach lapses too.
case h2023_48_release_breach_lapses
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
white lift c3
white release a3
expect violation 4.7
white clock
black touch g8
black claim
expect claim forfeited
end

# clause: 4.8 - the 4.7 breach claimed at once: upheld, the position before reinstated, the
# lawful fix on c3 still binding.
case h2023_48_release_breach_upheld
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
white lift c3
white release a3
white clock
black claim
expect claim upheld
expect to_move white
expect permitted b1c3
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
end

# clause: 4.8 - an announced adjustment is no touch with the intention to move: the claim survives.
case h2023_48_adjust_keeps_claim
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3.1
white clock
black say "j'adoube"
black adjust g8
black claim
expect claim upheld
end

# clause: 4.8 - touching an opponent's piece (intention to capture) also forfeits.
case h2023_48_touch_opponent_piece_forfeits
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
white clock
black touch d4
black claim
expect claim forfeited
end

# clause: 4.8 - an unannounced adjustment is a touch with intent (4.2.2): forfeits.
case h2023_48_unannounced_adjust_forfeits
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
white clock
black adjust g8
black claim
expect claim forfeited
end

# clause: 4.8 - a breach claimed before the clock press (turn in progress): upheld.
case h2023_48_claim_during_turn
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3.1
black claim
expect claim upheld
expect to_move white
expect permitted b1a3 b1c3
end
