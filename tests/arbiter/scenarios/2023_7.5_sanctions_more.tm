# S1: the second illegal move is judged on the reinstated position: the illegal capture of Black's
# last pawn is undone, Black keeps K+P and could mate: loss.
case s1_second_illegal_capture_of_last_pawn_reinstated_2023
laws 2023
fen 7k/8/8/8/8/8/6p1/R3K3 w - - 0 1
white clock
expect violation 7.5.3
expect sanction time 120 black
white lift a1
white remove g2
white release g2
white clock
expect violation 7.5.1
expect sanction loss white
end

# S2: one move with two irregularities (unreplaced pawn and two hands) counts once: 120 s, not a loss;
# the next illegal move loses.
case s2_752_and_754_one_move_counts_once_2023
laws 2023
fen 8/4P2k/8/8/8/8/r7/4K3 w - - 0 1
white lift e7 hand=right
white release e8 hand=left
expect violation 4.1
white clock
expect violation 7.5.4
expect violation 7.5.2
expect sanction time 120 black
expect to_move black
expect fen 4Q3/7k/8/8/8/8/r7/4K3 b - - 0 1
black lift h7
black release h6
black clock
white clock
expect violation 7.5.3
expect sanction loss white
end

# S3: pawn released on e8 while pinned (the move leaves the king in check): illegal, not 7.5.2:
# reinstated (7.5.1), the pawn still bound.
case s3_pinned_pawn_on_last_rank_751_2023
laws 2023
fen 7k/3KP2r/8/8/8/8/8/8 w - - 0 1
white lift e7
white release e8
white clock
expect violation 7.5.1
expect sanction time 120 black
expect to_move white
expect fen 7k/3KP2r/8/8/8/8/8/8 w - - 0 1
end

# S4: black's 7.5.4 gives White the two minutes.
case s4_black_two_hands_time_to_white_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 5 4
black lift g8 hand=left
black release f6 hand=right
expect violation 4.1
black clock
expect violation 7.5.4
expect sanction time 120 white
expect to_move white
end

# S5: 7.5.5 exception: opponent K+B+B with both bishops on the same colour against the bare king:
# no mate possible: no loss.
case s5_same_coloured_bishop_pair_no_loss_2023
laws 2023
fen 7k/8/8/8/8/2b5/1b6/K7 w - - 0 1
white clock
expect violation 7.5.3
expect sanction time 120 black
white clock
expect violation 7.5.3
expect sanction none
end

# S6: opponent K+B+B on opposite colours vs the bare king: mate possible: loss.
case s6_opposite_bishop_pair_loss_2023
laws 2023
fen 7k/8/8/8/8/1b6/1b6/K7 w - - 0 1
white clock
white clock
expect violation 7.5.3
expect sanction loss white
end

# S7: opponent K+N vs player K+N: mate possible by some series of legal moves: loss.
case s7_knight_vs_knight_loss_2023
laws 2023
fen 7k/8/8/8/8/2n5/8/K6N w - - 0 1
white clock
white clock
expect violation 7.5.3
expect sanction loss white
end

# S8: opponent K+B vs player K+P: mate possible (pawn blocks): loss.
case s8_bishop_vs_pawn_loss_2023
laws 2023
fen 7k/8/8/8/8/2b5/P7/K7 w - - 0 1
white clock
white clock
expect violation 7.5.3
expect sanction loss white
end

# S9: 7.5.2 followed by 7.5.3 of the same player: loss (different kinds count together).
case s9_752_then_753_loss_2023
laws 2023
fen 8/4P2k/8/8/8/8/7r/K7 w - - 0 1
white lift e7
white release e8
white clock
expect violation 7.5.2
expect sanction time 120 black
black lift h2
black release h3
black clock
white clock
expect violation 7.5.3
expect sanction loss white
end

# S10: a made move taken back (board as before) breaks 4.7 on the release and stays made: the
# press passes the clock with Nf3 played, and Black's claim of the 4.7 breach is upheld,
# reinstating the position before it with Nf3 fixed.
case s10_made_move_taken_back_stays_made_2023
laws 2023
white lift g1
white release f3
expect move g1f3
white lift f3
white release g1
expect violation 4.7
expect no move
expect fen rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
white clock
expect no violation
expect to_move black
black claim
expect claim upheld
expect to_move white
expect permitted g1f3
end

# S11: 2005 edition: no sanctions named at all, two illegal moves in a row.
case s11_2005_no_sanction_twice
laws 2005
white clock
expect violation 3
expect sanction none
white clock
expect violation 3
expect sanction none
expect to_move white
end
