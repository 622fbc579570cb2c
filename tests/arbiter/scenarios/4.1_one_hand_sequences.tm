# 4.1 one hand.

# The captured piece removed first with the left hand, the capturer lifted with the right: the
# lift is the second hand's action (docs/events.md, Details): 4.1 there.
case au_h1_remove_left_then_lift_right_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white remove e5 hand=left
expect no violation
white lift f3 hand=right
expect violation 4.1
white release e5 hand=right
expect move f3e5
expect no violation
end

# 2023: en passant, the captured pawn removed with the other hand, then the clock: 7.5.4, the move
# stands, two minutes to Black.
case au_h2_en_passant_two_hands_2023
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white lift e5 hand=right
white release d6 hand=right
white remove d5 hand=left
expect violation 4.1
expect move e5d6
white clock
expect violation 7.5.4
expect sanction time 120 black
expect to_move black
end

# An illegal move made with the right hand is reinstated at the clock press
# (Art. 3); the move made afresh with the left hand is a new move, made with
# one hand: the hand of the reinstated attempt binds it to nothing (4.1 is per
# move), so the opponent's claim finds no breach.
case art4_1_hand_of_reinstated_illegal_move_does_not_carry_over_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift c4 hand=right
white release c3 hand=right
white clock
expect violation 3
expect to_move white
white lift c4 hand=left
expect no violation
white release b3 hand=left
expect move c4b3
white clock
expect no violation
expect to_move black
black claim
expect claim rejected
end

# The two-handed illegal attempt is a breach of 4.1 that stays claimable (it
# is sanctioned, not reinstated); the one-handed move made afresh adds none.
case art4_1_two_handed_illegal_attempt_then_one_hand_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove c6 hand=left
expect violation 4.1
white release c6 hand=right
white clock
expect violation 3
white lift f3 hand=right
white remove e5 hand=right
expect no violation
white release e5 hand=right
expect move f3e5
white clock
expect no violation
black claim
expect claim upheld
expect to_move black
end

# 4.1 is judged per move. After the clock press ruled `3` the move is made afresh, bound by the
# touches and lawful fixes only (docs/events.md, Details), whether the press found a piece where it makes no
# move (reinstated) or the board as it was (no move): in both, the hand of the attempt does not
# carry over.
case art4_1_hand_does_not_carry_over_after_an_illegal_press_2005
laws 2005
clock yes
fen 4k3/8/8/8/8/8/8/R3K3 w - - 0 1
white lift a1 hand=left
white release b3 hand=left
white clock
expect violation 3
white lift a1 hand=right
expect no violation
white release a5 hand=right
expect move a1a5
expect no violation
end

case art4_1_hand_does_not_carry_over_after_a_press_with_no_move_2005
laws 2005
clock yes
fen 4k3/8/8/8/8/8/8/R3K3 w - - 0 1
white lift a1 hand=left
white release a1 hand=left
white clock
expect violation 3
expect permitted a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1
white lift a1 hand=right
expect no violation
white release a5 hand=right
expect move a1a5
expect no violation
end
