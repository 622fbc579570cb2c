# 7.5.5 (2023): the second illegal move decides the game. A claim made
# afterwards, even of a breach still in its window, reinstates nothing: the
# game stays decided.

# D1: White's 4.3.1 breach, then Black loses on two presses without a move.
case d1_claim_after_loss_by_illegal_moves_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3.1
expect move d2d4
white clock
black clock
expect violation 7.5.3
expect sanction time 120 white
black clock
expect violation 7.5.3
expect sanction loss black
expect note 7.5.5
black claim
expect claim upheld
expect note 7.5.5
expect permitted
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2BPP3/5N2/PPP2PPP/RNBQK2R b KQkq - 0 4
end
