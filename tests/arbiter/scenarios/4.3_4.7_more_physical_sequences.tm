# I: further physical sequences.

# Knight bound; the bishop released on e2 makes a forbidden move, made all the same (4.3a), and
# Black has the move. Sliding it on to c4 changes the made move (4.7, and 4.3a again); back on f1
# the board shows no move (4.7, the fen stays); the knight to c3 changes the made move once more.
case i1_forbidden_slide_then_corrected_2005
laws 2005
fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
white touch b1
white lift f1
white release e2
expect violation 4.3a
expect move f1e2
expect to_move black
white lift e2
white release c4
expect violation 4.7
expect violation 4.3a
expect move f1c4
white lift c4
white release f1
expect violation 4.7
expect no move
expect fen r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3
white lift b1
white release c3
expect violation 4.7
expect move b1c3
expect to_move black
end

# The opponent removing the captured piece does not count for the mover's hands (4.1: only the player having the move).
case i2_opponent_hand_not_counted_2023
laws 2023
clock yes
fen r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3
black lift e5 hand=right
white remove d4 hand=left
black release d4 hand=right
expect move e5d4
expect no violation
black clock
expect no violation
expect to_move white
end

# Clockless 2023: the pawn released on e8 and left unreplaced when Black lifts a piece: 7.5.2, it
# becomes a queen and the move stands, and Black has the move (the lift, before it, binds
# nothing). White then swapping the queen for a rook changes the made move (4.7).
case i3_clockless_pawn_left_on_last_rank_2023
laws 2023
fen 7k/4P3/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
black lift h8
expect violation 7.5.2
expect sanction time 120 black
expect move e7e8q
expect to_move black
expect permitted h8g7 h8h7
black release h8
white remove e8
white place R e8
expect move e7e8r
expect violation 4.7
black lift h8
expect to_move black
expect permitted h8g7 h8h7
end
