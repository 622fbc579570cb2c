# E1: 4.3c breach (touch e5, play d4: both colours touched) refused; piece stays in hand; fen unchanged; the pawn put back;
# then the capture is accepted.
case e1_43b_refused_piece_in_hand
mode enforce
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5
white lift d2
white release d4
expect refused
expect violation 4.3c
expect no move
expect permitted f3e5
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white clock
expect violation 3
expect refused
expect to_move white
white release d2
expect no violation
white remove e5
white lift f3
white release e5
expect move f3e5
expect no violation
white clock
expect to_move black
end

# E2: a release of the wrong hand refused: the piece stays in the (first) hand; releasing with the
# same hand afterwards is fine.
case e2_release_other_hand_refused
mode enforce
laws 2005
white lift g1 hand=right
white release f3 hand=left
expect refused
expect violation 4.1
expect no move
white release f3 hand=right
expect move g1f3
expect no violation
white clock
expect to_move black
end

# E3: promotion: the piece placed with the other hand is refused; placed with the same hand it completes.
case e3_place_other_hand_refused_2023
mode enforce
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove e7 hand=right
white place Q e8 hand=left
expect refused
expect violation 4.1
expect no move
white place Q e8 hand=right
expect move e7e8q
expect no violation
white clock
expect no violation
expect sanction none
expect to_move black
expect fen 4Q3/7k/8/8/8/8/8/4K3 b - - 0 1
end

# E4: king fixed on g1 as part of castling (reading 3); lifted again and released on f1: 4.7, refused,
# king stays in hand; released on g1 again, castling completed.
case e4_fixed_king_moved_refused
mode enforce
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white release g1
expect permitted e1g1
white lift g1
white release f1
expect refused
expect violation 4.7
expect no move
expect permitted e1g1
white release g1
expect no violation
white lift h1
white release f1
expect move e1g1
expect no violation
end

# E5: 2023 refused clock presses (7.5.3) change nothing: the illegal-move count does not grow,
# no loss after two refused presses; the turn stays.
case e5_refused_clock_twice_no_loss_2023
mode enforce
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white clock
expect refused
expect violation 7.5.3
expect to_move white
white clock
expect violation 7.5.3
expect refused
expect to_move white
expect permitted all
white lift d2
white release d4
expect move d2d4
white clock
expect no violation
expect to_move black
end

# E6: enforce 2023: a two-handed move is refused at the second hand, so the press carries no 7.5.4.
case e6_two_hands_refused_no_754_2023
mode enforce
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1 hand=left
white release g1 hand=left
white lift h1 hand=right
expect refused
expect violation 4.1
white lift h1 hand=left
white release f1 hand=left
expect move e1g1
white clock
expect no violation
expect to_move black
end

# E7: enforce: after the mover's move is made, the opponent has the move: their lift binds them
# and is not refused, and the mover's press only passes the clock.
case e7_opponent_lift_after_move_not_refused
mode enforce
laws 2023
clock yes
white lift e2
white release e4
expect move e2e4
black lift e7
expect no violation
expect obligation 4.3.1
expect fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
white clock
expect no violation
expect to_move black
black release e5
expect move e7e5
black clock
expect to_move white
end

# E8: enforce: the opponent touches pieces on the mover's time before the mover starts: binds nothing.
case e8_opponent_touches_bind_nothing
mode enforce
laws 2005
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black touch c6
expect no violation
black touch f3
expect no violation
expect permitted all
white lift d2
white release d3
expect move d2d3
expect no violation
white clock
expect to_move black
expect permitted all
end

# E9: enforce: an opponent's clock press on the mover's time is a note, not refused.
case e9_opponent_clock_note
mode enforce
laws 2005
clock yes
white touch g1
black clock
expect no violation
expect to_move white
expect permitted g1f3 g1h3
end

# E10: enforce 4.4a: king then rook, king stepped to f1: refused, king in hand, put back, castles.
case e10_44a_refused
mode enforce
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e1
white touch h1
white lift e1
white release f1
expect refused
expect violation 4.4a
expect no move
expect permitted e1g1
white release g1
expect permitted e1g1
white lift h1
white release f1
expect move e1g1
expect no violation
end

# E11: enforce 2023 promotion choice (4.4.4): queen placed on e8 fixes the choice; swapping it for a
# knight must not succeed: the completion with the knight is refused.
case e11_444_swap_refused_2023
mode enforce
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
expect permitted e7e8q
white remove e8
white place N e8
white remove e7
expect refused
expect violation 4.4.4
expect no move
end

# E12: enforce: claim with nothing to claim is rejected (no state change).
case e12_claim_rejected_enforce
mode enforce
laws 2005
white lift e2
white release e4
white clock
black claim
expect claim rejected
expect to_move black
expect permitted all
end

# E13: enforce: refused release of a piece onto a capture with the captured piece already removed:
# b1 touched first, then the capturing knight and the pawn (both colours: 4.3c) - the knight stays
# in hand.
case e13_forbidden_capture_refused
mode enforce
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift f3
white remove e5
white release e5
expect refused
expect violation 4.3c
expect no move
expect permitted b1a3 b1c3
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
end

# E14: enforce 2005: clock pressed with the piece still in hand: refused (3), piece still in hand,
# then released: completes.
case e14_clock_piece_in_hand_refused
mode enforce
laws 2005
white lift g1
white clock
expect refused
expect violation 3
expect to_move white
white release f3
expect move g1f3
white clock
expect to_move black
end

# docs/events.md, Answers, Fields: `move` is "present on the event that makes a move"; a refused event completes
# nothing and leaves the state as it was, so it carries no `move`: the release with the second
# hand is refused, the knight stays in the hand.
case enforce_refused_second_hand_release_carries_no_move_2023
mode enforce
laws 2023
white lift g1 hand=right
white release f3 hand=left
expect refused
expect violation 4.1
expect no move
expect to_move white
white release f3 hand=right
expect move g1f3
expect to_move black
expect fen rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
end

# The same for an adjustment on the opponent's time right after the move is made: refused, and no
# `move` on it.
case enforce_refused_adjust_after_the_move_carries_no_move_2005
mode enforce
laws 2005
clock yes
white lift g1
white release f3
expect move g1f3
white adjust e2
expect refused
expect violation 4.2
expect no move
expect to_move black
end
