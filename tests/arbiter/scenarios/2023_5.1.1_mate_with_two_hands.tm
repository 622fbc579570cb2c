# 5.1.1 (2023): a checkmate ends the game at once when the mating move
# followed Article 3 and 4.2 to 4.7; one hand (4.1) is not among them. A
# mate made with two hands stands, and the clock press after it is no
# 7.5.4 illegal move.

# M1: Rxa8 mate with the captured rook taken off by the other hand.
case m1_two_handed_mate_then_press_2023
laws 2023
fen r5k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1
white remove a8 hand=left
white lift a1 hand=right
expect violation 4.1
white release a8 hand=right
expect move a1a8
expect note 5.1.1
expect permitted
white clock
expect no violation
expect sanction none
expect permitted
end

# M2: the same after an earlier illegal move: no second one, so no loss.
case m2_two_handed_mate_after_an_illegal_move_2023
laws 2023
fen r5k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1
white clock
expect violation 7.5.3
expect sanction time 120 black
white remove a8 hand=left
white lift a1 hand=right
expect violation 4.1
white release a8 hand=right
expect move a1a8
expect note 5.1.1
white clock
expect no violation
expect sanction none
end

# M3: a stalemate made with two hands ends the game as well (5.2.1).
case m3_two_handed_stalemate_then_press_2023
laws 2023
fen 7k/5Q2/6p1/8/8/8/8/K7 w - - 0 1
white remove g6 hand=left
white lift f7 hand=right
expect violation 4.1
white release g6 hand=right
expect move f7g6
expect note 5.2.1
expect permitted
white clock
expect no violation
expect sanction none
end

# M4: a two-handed move that does not mate is still 7.5.4 at the press.
case m4_two_handed_move_without_mate_2023
laws 2023
fen r5k1/5pp1/7p/8/8/8/8/R5K1 w - - 0 1
white remove a8 hand=left
white lift a1 hand=right
expect violation 4.1
white release a8 hand=right
expect move a1a8
expect no note 5.1.1
white clock
expect violation 7.5.4
expect sanction time 120 black
end
