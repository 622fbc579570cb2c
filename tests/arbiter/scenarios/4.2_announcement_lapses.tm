# An announcement of adjustment covers the `adjust` events that follow it until the player does
# anything else, and lapses when the next move is made, by either player (docs/events.md,
# Details). An adjustment no announcement covers is a deliberate touch.

# Black announces on White's time; White's move is made; Black's later adjustment is a touch.
case announcement_lapses_with_the_opponents_move_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
white lift b1
white release c3
expect move b1c3
white clock
black adjust c6
expect obligation 4.3a
expect permitted c6a5 c6b4 c6b8 c6d4 c6e7
end

case announcement_lapses_with_the_opponents_move_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "ich korrigiere"
white lift b1
white release c3
white clock
black adjust c6
expect obligation 4.3.1
expect permitted c6a5 c6b4 c6b8 c6d4 c6e7
end

# Announced after the opponent's move was made: it holds for the player's own turn.
case announcement_after_the_move_made_holds_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
expect move b1c3
black say "j'adoube"
white clock
black adjust c6
expect note 4.2
expect permitted all
end

case announcement_after_the_move_made_holds_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
black say "tôi sửa quân"
white clock
black adjust c6
expect note 4.2.1
expect permitted all
end

# The player's own announcement, then their move made: the next adjustment needs a new one.
case own_announcement_lapses_with_own_move_2005
laws 2005
clock no
white say "j'adoube"
white adjust d2
expect permitted all
white lift e2
white release e4
expect move e2e4
black lift e7
black release e5
expect move e7e5
white adjust d2
expect obligation 4.3a
expect permitted d2d3 d2d4
end
