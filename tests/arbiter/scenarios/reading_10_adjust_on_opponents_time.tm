# Reading 10: "Adjusting on the opponent's time is a violation (2005: 4.2, after the arbiters'
# reading; 2023: 4.2.1), and binds the mover to nothing."  2005 text: "the player having the move
# may adjust". docs/events.md, Details, Claims: a claim covers the opponent's adjustments on the claimant's time;
# 4.1 and 4.2 are sanctioned, not reinstated.

case r10_2005_announced_adjust
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust c6
expect violation 4.2
expect to_move white
expect permitted all
end

# The adjusted piece does not bind Black in his own turn.
case r10_2005_binds_nothing_later
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust g8
expect violation 4.2
white lift d2
white release d3
white clock
expect to_move black
expect permitted all
end

# Adjusting an opponent's piece on the opponent's time is adjusting on his time too.
case r10_2005_adjust_opponents_piece
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust f3
expect violation 4.2
expect permitted all
end

# The player having the move adjusting: no violation (contrast).
case r10_2005_player_on_move_may_adjust
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white say "j'adoube"
white adjust c4
expect no violation
end

# White claims Black's adjustment on White's time; in 2005 a 4.2 breach does not lapse, so White's
# own touch before the claim does not matter; sanctioned, not reinstated: White still to move.
case r10_2005_claim_adjustment
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust c6
white touch f3
white claim
expect claim upheld
expect to_move white
expect permitted f3d4 f3e5 f3g1 f3g5 f3h4
end

# 2023: 4.2.1.
case r10_2023_adjust
laws 2023
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "I adjust"
black adjust e5
expect violation 4.2.1
expect permitted all
end

# 2023: the 4.2.1 breach lapses once White touches a piece to move it (4.8).
case r10_2023_claim_lapses
laws 2023
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust c6
white touch f3
white claim
expect claim forfeited
end

# 2023: claimed before any touch of White: upheld.
case r10_2023_claim_upheld
laws 2023
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust c6
white claim
expect claim upheld
expect to_move white
end

# The window for White's claim closes when White presses the clock after his own move: forfeited.
case r10_2005_claim_window_closed
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust c6
expect violation 4.2
white lift d2
white release d3
white clock
white claim
expect claim forfeited
end
