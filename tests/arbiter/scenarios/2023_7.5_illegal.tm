# 2023 Article 7.5: 7.5.1 an illegal move is completed once the clock is pressed; the position
# before it is reinstated. 7.5.2 a pawn moved to the last rank, clock pressed, pawn not replaced:
# illegal; the pawn is replaced by a queen (docs/events.md, Details: the move stands). 7.5.3 clock pressed
# without a move: as an illegal move. 7.5.4 two hands for a single move, clock pressed: as an
# illegal move (docs/events.md, Details: the move stands and the turn passes).

case h2023_753_no_move
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white clock
expect violation 7.5.3
expect to_move white
expect permitted all
end

# Illegal bishop move: reinstated at the clock; the touched bishop still binds.
case h2023_751_illegal_move
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift c4
white release c3
expect no violation
white clock
expect violation 7.5.1
expect to_move white
expect permitted c4a6 c4b3 c4b5 c4d3 c4d5 c4e2 c4e6 c4f1 c4f7
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
end

# King left in check by moving the pinned knight.
case h2023_751_pinned
laws 2023
fen rnbqk2r/pppp1ppp/5n2/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 1 4
white lift c3
white release d5
white clock
expect violation 7.5.1
expect to_move white
end

# Pawn left unreplaced on e8: 7.5.2, it becomes a queen and the move stands; the press completes
# that move, so its answer carries it.
case h2023_752_pawn_unreplaced
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
white clock
expect violation 7.5.2
expect move e7e8q
expect to_move black
expect fen 4Q3/7k/8/8/8/8/8/4K3 b - - 0 1
end

# Two hands and the clock pressed: 4.1 at the second hand, 7.5.4 at the clock; the move stands.
case h2023_754_two_hands
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
expect violation 4.1
white release e5 hand=right
expect move f3e5
white clock
expect violation 7.5.4
expect to_move black
expect fen r1bqk1nr/pppp1ppp/2n5/2b1N3/2B1P3/8/PPPP1PPP/RNBQK2R b KQkq - 0 4
end

# One hand: no 7.5.4.
case h2023_754_one_hand_fine
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=right
white release e5 hand=right
white clock
expect no violation
expect to_move black
end

# Clock pressed with the piece still in the hand: illegal (7.5.1).
case h2023_751_piece_in_hand
laws 2023
white lift g1
white clock
expect violation 7.5.1
expect to_move white
expect permitted g1f3 g1h3
end

# 7.5.5: the first illegal move gives the opponent two minutes; the second loses.
case h2023_755_second_illegal_loses
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white clock
expect violation 7.5.3
expect sanction time 120 black
white lift c4
white release c3
white clock
expect violation 7.5.1
expect sanction loss white
end

# 7.5.5: the second illegal move does not lose when the opponent cannot mate (a bare king): drawn, no sanction named.
case h2023_755_opponent_cannot_mate
laws 2023
fen 7k/8/8/8/8/8/8/K5R1 w - - 0 1
white clock
expect violation 7.5.3
expect sanction time 120 black
white clock
expect violation 7.5.3
expect sanction none
end

# 7.5.4: a move made with two hands is penalised as an illegal move at the clock press; the move stands.
case h2023_754_two_hands_sanctioned
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
expect violation 4.1
white release e5 hand=right
expect move f3e5
white clock
expect violation 7.5.4
expect sanction time 120 black
expect to_move black
end

# 7.5.2: the unreplaced pawn becomes a queen, the move stands, and it counts as an illegal move.
case h2023_752_unreplaced_sanctioned
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
white clock
expect violation 7.5.2
expect sanction time 120 black
expect to_move black
expect fen 4Q3/7k/8/8/8/8/8/4K3 b - - 0 1
end

# 2005: the text names no sanction for an illegal move.
case h3_no_sanction_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white clock
expect violation 3
expect sanction none
end
