# G: a piece knocked over (accidental) and set back.

case g1_own_piece_knocked_over_set_back_2005
laws 2005
fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
white lift f3 accidental
expect no violation
expect permitted all
white release f3
expect no violation
expect no move
expect permitted all
white lift d2
white release d4
expect move d2d4
expect no violation
end

case g2_opponent_piece_knocked_over_set_back_2023
laws 2023
fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
white lift e5 accidental
expect permitted all
white release e5
expect permitted all
expect no move
white lift f1
white release c4
expect move f1c4
expect no violation
end


# Clock: the opponent knocks over the mover's just-moved piece and sets it back before the press:
# the move was completed and stands.
case g4_opponent_knocks_and_restores_before_press_2005
laws 2005
clock yes
white lift g1
white release f3
black lift f3 accidental
black release f3
white clock
expect no violation
expect to_move black
expect permitted all
end

# Clockless: after White's move Black has the move; Black's accidental knock binds nothing, the
# deliberate lift after it does.
case g5_clockless_knock_after_the_move_binds_nothing_2023
laws 2023
white lift g1
white release f3
black lift d7 accidental
expect note 4.3.1
expect to_move black
expect permitted all
black release d7
black lift e7
expect to_move black
expect permitted e7e5 e7e6
end
