# Clock press after incomplete or changed moves; 2023 sanctions (7.5.5).

# Move made (Nc3), then lifted again and still in the hand at the clock press: a made move
# stays made (4.7), so the press passes the clock with no ruling, the move Nc3.
case au_e1_made_then_lifted_clock_2005
laws 2005
white lift b1
white release c3
expect move b1c3
white lift c3
expect fen rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1
white clock
expect no violation
expect no move
expect to_move black
expect fen rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1
end

case au_e2_made_then_lifted_clock_2023
laws 2023
white lift b1
white release c3
white lift c3
white clock
expect no violation
expect sanction none
expect to_move black
expect fen rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1
end

# Only the opponent's pawn removed (a touch of it, 4.3b), clock pressed: no move; reinstated;
# the touch still binds: capture on e5.
case au_e3_captured_piece_removed_only_clock_2005
laws 2005
fen r1bqkbnr/ppp2ppp/2np4/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 1 4
white remove e5
white clock
expect violation 3
expect to_move white
expect permitted d4e5 f3e5
end

# 7.5.5: the opponent (K+N) could mate White (K+P) by some series of legal moves (the pawn can
# block its own king): the second illegal move loses.
case au_e4_second_illegal_knight_vs_king_pawn_loses_2023
laws 2023
fen 7k/8/8/8/8/8/P7/K5n1 w - - 0 1
white clock
expect violation 7.5.3
expect sanction time 120 black
white clock
expect violation 7.5.3
expect sanction loss white
end

# 7.5.5: K+N against a bare king can never mate: no loss.
case au_e5_second_illegal_knight_vs_bare_king_2023
laws 2023
fen 7k/8/8/8/8/8/8/K5n1 w - - 0 1
white clock
white clock
expect violation 7.5.3
expect sanction none
end

# 7.5.5: K+N+N against a bare king can mate by some series of legal moves (not by force): loss.
case au_e6_second_illegal_two_knights_2023
laws 2023
fen 6nk/8/8/8/8/8/8/K5n1 w - - 0 1
white clock
white clock
expect violation 7.5.3
expect sanction loss white
end

# 7.5.5: Black's dark-squared bishop against White's light-squared bishop: a mate exists
# (e.g. Ka1, Bb1 / Kb3, Bd4#): the second illegal move loses.
case au_e7_opposite_bishops_loses_2023
laws 2023
fen 7k/8/3b4/8/2B5/8/8/K7 w - - 0 1
white clock
white clock
expect violation 7.5.3
expect sanction loss white
end

# 7.5.5: bishops on squares of one colour only: no mate is possible: no loss.
case au_e8_same_coloured_bishops_no_loss_2023
laws 2023
fen 7k/8/8/8/2B1b3/8/8/K7 w - - 0 1
white clock
white clock
expect violation 7.5.3
expect sanction none
end

# Changed completed move (Nc3 then on to a3: 4.7), then the clock: the board's move Na3 is played
# (docs/events.md, Details), no further violation at the press; Black to move.
case au_e9_changed_move_then_clock_2023
laws 2023
white lift b1
white release c3
white lift c3
white release a3
expect violation 4.7
expect move b1a3
white clock
expect no violation
expect to_move black
expect fen rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/R1BQKBNR b KQkq - 1 1
end
