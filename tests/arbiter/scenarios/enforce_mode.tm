# docs/events.md, Answers, Enforce mode: "In enforce mode (an online board) an event that would
# break a rule is refused instead: the answer carries "refused": true at its top level and the
# violation rulings, and the state stays exactly as it was before the event (a refused release
# leaves the piece in the hand)."

# Forbidden completion refused; the pawn stays in the hand and may be put back; then the touched pawn moves.
case enf_forbidden_release_refused
mode enforce
laws 2005
white touch d2
white lift e2
white release e4
expect refused
expect violation 4.3a
expect no move
expect permitted d2d3 d2d4
white release e2
expect no violation
white lift d2
white release d4
expect move d2d4
expect no violation
end

# Clock without a move refused; nothing changes: White still to move and may play normally.
case enf_clock_without_move_refused
mode enforce
laws 2005
white clock
expect refused
expect violation 3
expect to_move white
white lift g1
white release f3
expect move g1f3
white clock
expect to_move black
end

# The second hand's action is refused: e5 stays on the board; done with the same hand it is accepted.
case enf_second_hand_refused
mode enforce
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
expect refused
expect violation 4.1
white release e5 hand=right
expect error
white remove e5 hand=right
white release e5 hand=right
expect move f3e5
expect no violation
end

# Changing a made move is refused; the knight is still in the hand and goes back to c3, where
# the move stays made (no second `move`).
case enf_change_completed_move_refused
mode enforce
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
expect move b1c3
white lift c3
white release a3
expect refused
expect violation 4.7
white release c3
expect no move
expect no violation
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 5 4
end

# Adjusting on the opponent's time (reading 10, 2005: 4.2) is refused; White is bound to nothing.
case enf_adjust_on_opponents_time_refused
mode enforce
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust c6
expect refused
expect violation 4.2
expect permitted all
end

# King stepped to f1 after rook then king (4.4b: the rook must move): refused, the king stays in
# the hand; put back, then the rook moves.
case enf_44b_refused
mode enforce
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch h1
white touch e1
white lift e1
white release f1
expect refused
expect violation 4.4b
expect permitted h1f1 h1g1
white release e1
expect no violation
white lift h1
white release g1
expect move h1g1
end

# An illegal arrangement is not refused at the release (no breach yet), but the clock press is;
# the bishop can then be moved on to a legal square.
case enf_illegal_clock_refused
mode enforce
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift c4
white release c3
expect no violation
white clock
expect refused
expect violation 3
expect to_move white
white lift c3
white release b5
expect move c4b5
white clock
expect to_move black
end

# A lawful move is simply accepted in enforce mode.
case enf_lawful_accepted
mode enforce
laws 2005
white touch g1
white lift g1
white release f3
expect move g1f3
expect no violation
white clock
expect to_move black
end

# 2005: a pawn left unreplaced on the last rank is an illegal move (3): the clock press is refused;
# the pawn is then replaced by a queen and the clock press accepted.
case enf_pawn_unreplaced_refused
mode enforce
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
white clock
expect refused
expect violation 3
expect to_move white
white remove e8
white place Q e8
expect move e7e8q
white clock
expect to_move black
expect fen 4Q3/7k/8/8/8/8/8/4K3 b - - 0 1
end

# A refused clock press changes nothing, so it names no sanction (2023).
case enforce_refused_press_names_no_sanction
mode enforce
laws 2023
white clock
expect violation 7.5.3
expect refused
expect sanction none
end
