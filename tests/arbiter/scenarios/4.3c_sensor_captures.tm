# C: captures on a sensor board: captured piece removed before or after lifting the capturer, by either hand/side.

case c1_lift_then_remove_clockless_2005
laws 2005
fen r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3
black lift e5
expect permitted e5d4
expect restricted 4.3a
black remove d4
expect permitted e5d4
expect no violation
black release d4
expect move e5d4
expect no violation
expect fen r1bqkbnr/pppp1ppp/2n5/8/3pP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 4
white lift f3
expect to_move white
expect permitted f3d2 f3d4 f3e5 f3g1 f3g5 f3h4
end

case c2_remove_first_other_capturer_2023
laws 2023
clock yes
fen r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3
black remove d4
expect permitted c6d4 e5d4
expect restricted 4.3.2
black lift c6
expect permitted c6d4
black release d4
expect move c6d4
expect no violation
black clock
expect to_move white
expect permitted all
end

# Releasing the capturer onto the still occupied square is an error and changes nothing (piece stays in hand).
case c3_release_before_removal_is_error_2005
laws 2005
fen r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3
black lift e5
black release d4
expect error
black remove d4
black release d4
expect move e5d4
expect no violation
end

# The opponent removes his own captured pawn while the mover holds the capturer: a note, binds nothing.
case c4_opponent_removes_own_captured_piece_2005
laws 2005
clock yes
fen r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3
black lift e5
white remove d4
expect no violation
expect to_move black
expect permitted e5d4
black release d4
expect move e5d4
expect no violation
black clock
expect no violation
expect to_move white
expect permitted all
expect fen r1bqkbnr/pppp1ppp/2n5/8/3pP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 4
end

# Same, opponent removes his pawn before the mover touches anything; the mover then captures with the knight.
case c5_opponent_removes_first_then_knight_captures_2023
laws 2023
clock yes
fen r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3
white remove d4
expect no violation
expect permitted all
black lift c6
expect permitted c6a5 c6b4 c6b8 c6d4 c6e7
black release d4
expect move c6d4
expect no violation
black clock
expect no violation
expect to_move white
end

# Capturer lifted, captured piece removed, capturer put back (mind changed), knight captures instead: 4.3c.
case c6_capture_abandoned_other_capturer_2005
laws 2005
fen r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3
black lift e5
black remove d4
expect permitted e5d4
expect restricted 4.3c
black release e5
expect no violation
expect no move
expect permitted e5d4
black lift c6
expect no violation
black release d4
expect violation 4.3c
expect move c6d4
expect permitted all
end

# Opponent removes the piece the mover will capture, mover makes a quiet move instead: the move is shown
# (square changed only by the opponent is left out); clock passes the turn.
case c7_opponent_removes_own_piece_mover_plays_elsewhere_2005
laws 2005
clock yes
fen r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3
white remove d4
black lift g8
black release f6
expect move g8f6
expect no violation
black clock
expect no violation
expect to_move white
expect fen r1bqkb1r/pppp1ppp/2n2n2/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 1 4
end
