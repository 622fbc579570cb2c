# 2023 Article 7.5: sanctions with mates and material (7.5.2, 7.5.4, 7.5.5).
# Expected answers derived from docs/events.md and the law texts; FENs and move lists
# checked with an independent move generator.

# 7.5.5: opponent K+B against K+B, bishops on the same colour: mate impossible: no loss.
case 755_same_colour_bishops_each_side_2023
laws 2023
fen 4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1
white clock
expect violation 7.5.3
expect sanction time 120 black
white clock
expect violation 7.5.3
expect sanction none
end

# 7.5.5: opponent K+B against K+N: mate possible (the knight can block): loss.
case 755_bishop_vs_knight_loss_2023
laws 2023
fen 4kb2/8/8/8/8/8/8/1N2K3 w - - 0 1
white clock
white clock
expect violation 7.5.3
expect sanction loss white
end

# 7.5.2: the pawn left unreplaced becomes a queen; the move stands and it is mate: nothing is permitted.
case 752_unreplaced_queen_mates_2023
laws 2023
fen 7k/P7/6K1/8/8/8/8/8 w - - 0 1
white lift a7
white release a8
white clock
expect violation 7.5.2
expect sanction time 120 black
expect to_move black
expect fen Q6k/8/6K1/8/8/8/8/8 b - - 0 1
expect permitted
end

# Two hands, and the move delivers mate: the move stands and the game is over
# (5.1.1 asks for 4.2 to 4.7, not 4.1), so the press after it is no 7.5.4.
case 754_two_hands_mate_2023
laws 2023
fen 4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1
white lift e1 hand=left
white release g1 hand=left
white lift h1 hand=right
expect violation 4.1
white release f1 hand=right
expect move e1g1
white clock
expect no violation
expect to_move black
expect permitted
end

# 7.5.5: a dead position, all pawns locked and neither king able to reach an enemy pawn:
# Black cannot mate White by any series of legal moves, so the second illegal move does not lose.
case 755_locked_pawns_dead_position_2023
laws 2023
fen 4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1
white clock
expect violation 7.5.3
expect sanction time 120 black
white lift e1
white release d3
white clock
expect violation 7.5.1
expect sanction none
end
