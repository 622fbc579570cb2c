# I: further physical sequences.

# Knight bound; bishop slid e2 (forbidden completion: 4.3a, nothing fixed), on to c4 (again 4.3a, no 4.7),
# put back on f1, then the knight: lawful.
case i1_forbidden_slide_then_corrected_2005
laws 2005
fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
white touch b1
white lift f1
white release e2
expect violation 4.3a
expect move f1e2
expect permitted b1a3 b1c3
white lift e2
white release c4
expect violation 4.3a
expect move f1c4
white lift c4
white release f1
expect no violation
expect no move
expect permitted b1a3 b1c3
white lift b1
white release c3
expect move b1c3
expect no violation
expect permitted b1c3
expect restricted 4.7
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

# Clockless 2023: the pawn released on e8 (fixed) is not a completed move: the opponent's lift does not pass the turn.
case i3_clockless_pawn_on_last_rank_not_complete_2023
laws 2023
fen 7k/4P3/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
black lift h8
expect to_move white
expect permitted e7e8b e7e8n e7e8q e7e8r
black release h8
white remove e8
white place R e8
expect move e7e8r
expect no violation
black lift h8
expect to_move black
expect permitted h8g7 h8h7
end
