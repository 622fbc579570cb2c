
# S13: opponent K+N vs player K+R: a helpmate exists (Ka1 Rb1 / Ka3 Nc2#): loss.
case s13_knight_vs_rook_loss_2023
laws 2023
fen 7k/8/8/8/8/2n5/8/KR6 w - - 0 1
white clock
white clock
expect violation 7.5.3
expect sanction loss white
end

# S14: black's second illegal move, White has K+R: loss for Black.
case s14_black_second_loses_2023
laws 2023
fen 7k/8/8/8/8/8/8/K6R b - - 0 1
black clock
expect violation 7.5.3
expect sanction time 120 white
black clock
expect violation 7.5.3
expect sanction loss black
end
