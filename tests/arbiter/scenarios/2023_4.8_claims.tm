# 2023 Article 4.8: "A player forfeits his right to claim against his opponent's violation of
# Articles 4.1 - 4.7 once the player touches a piece with the intention of moving or capturing it."
# docs/events.md, Details, Claims: upheld breach of 4.3/4.4/4.7 (and 4.4.4) reinstates the position before the
# offending move, the offender to move, bound by that turn's touches and lawful fixes.

# e5 touched, d2 lifted and played (a 4.3 breach: Nxe5 was required), claimed at once:
# upheld, reinstated, Nxe5 required.
case h2023_48_upheld_reinstated
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5
white lift d2
white release d4
expect violation 4.3.3
expect move d2d4
white clock
black claim
expect claim upheld
expect to_move white
expect permitted f3e5
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
end

# Forfeited by a touch with the intention to move.
case h2023_48_forfeited
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5
white lift d2
white release d4
white clock
black touch g8
black claim
expect claim forfeited
end

# 4.4.1 breach (king stepped instead of castling), then Black lifts a pawn: forfeited.
case h2023_48_castling_breach_forfeited
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch e1
white touch h1
white lift e1
white release f1
expect violation 4.4.1
white clock
black lift a7
black claim
expect claim forfeited
end

# 4.4.4 breach claimed: upheld; reinstated with the queen's choice fixed.
case h2023_48_promotion_choice_claimed
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
white remove e8
white place N e8
white remove e7
expect violation 4.4.4
white clock
black claim
expect claim upheld
expect to_move white
expect permitted e7e8q
end

# Nothing to claim.
case h2023_48_rejected
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5
white lift f3
white remove e5
white release e5
expect no violation
white clock
black claim
expect claim rejected
end

# An accidental contact does not forfeit.
case h2023_48_accidental_keeps
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5
white lift d2
white release d4
white clock
black touch b7 accidental
black claim
expect claim upheld
end
