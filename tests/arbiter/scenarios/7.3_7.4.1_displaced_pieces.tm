# 2005 Article 7.3, 2023 Article 7.4.1: pieces displaced are put back by the player who displaced
# them. Pieces of either colour moved, lifted or knocked over by the player not having the move
# are never part of the mover's move (docs/events.md, Model: Displaced pieces): a note names the
# displacing player, putting back one's own displacement binds nothing, and the player having the
# move who handles a piece the opponent displaced touches it.

# Black moves White's knight f3 to g5 on White's time: not White's move. White's own d2-d3 is the
# move made, lawful; Black then puts the knight back, binding nothing, and moves as it likes.
case d73_opponent_moves_a_piece_of_the_mover_2005
laws 2005
clock yes
fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
black lift f3
expect note 7.3
expect no violation
black release g5
expect note 7.3
expect no move
expect to_move white
expect permitted all
white lift d2
white release d3
expect move d2d3
expect no violation
expect fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/3P1N2/PPP2PPP/RNBQKB1R b KQkq - 0 3
white clock
expect no violation
black lift g5
expect no obligation
expect no note
black release f3
expect no violation
expect no move
expect permitted all
black lift g8
expect obligation 4.3a
end

case d741_opponent_moves_a_piece_of_the_mover_2023
laws 2023
clock yes
fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
black lift f3
black release g5
expect note 7.4.1
white lift d2
white release d3
expect move d2d3
expect no violation
white clock
expect no violation
expect to_move black
end

# A piece knocked over by the opponent: no part of the mover's move, which is made as usual.
case d73_opponent_knocks_a_piece_over_2005
laws 2005
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
black lift f7 accidental
expect note 7.3
black release f6 accidental
expect note 7.3
expect to_move white
white lift g1
white release f3
expect move g1f3
expect no violation
expect fen rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
black lift f6
expect no obligation
black release f7
expect no violation
expect permitted all
end

case d741_opponent_knocks_a_piece_over_2023
laws 2023
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
black lift e4 accidental
expect note 7.4.1
black release e3 accidental
expect note 7.4.1
white lift g1
white release f3
expect move g1f3
expect no violation
expect fen rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
end

# A piece of the mover's held in the air by the opponent: the mover's move is made without it;
# the opponent, who then has the move, puts it back binding nothing.
case d73_opponent_holds_a_piece_of_the_mover_2005
laws 2005
black lift f1
expect note 7.3
white lift e2
white release e4
expect move e2e4
expect no violation
expect fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
black release f1
expect no violation
expect no obligation
expect permitted all
black touch g8
expect obligation 4.3a
expect permitted g8f6 g8h6
end

case d741_opponent_holds_a_piece_of_the_mover_2023
laws 2023
black lift f1
white lift e2
white release e4
expect move e2e4
black release f1
expect no obligation
black lift e7
expect obligation 4.3.1
expect permitted e7e5 e7e6
end

# A piece removed by the opponent stays in the mover's position: White's move is judged without
# the removal. Black then has the move, and the position still has White's pawn on a2.
case d73_opponent_removes_a_piece_2005
laws 2005
black remove a2
expect note 7.3
white lift e2
white release e4
expect move e2e4
expect fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
end

case d741_opponent_removes_a_piece_2023
laws 2023
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
black remove e5
expect note 7.4.1
white lift d2
white release d4
expect move d2d4
expect no violation
black lift e5
expect error
end

# A piece the opponent places from beside the board is no part of the mover's move; removing it
# again puts it back beside the board, binding nothing.
case d73_opponent_places_a_piece_2005
laws 2005
black place N e4
expect note 7.3
white lift d2
white release d4
expect move d2d4
expect fen rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1
black remove e4
expect no violation
expect no obligation
expect permitted all
end

case d741_opponent_places_a_piece_2023
laws 2023
black place Q d4
expect note 7.4.1
white lift e2
white release e4
expect move e2e4
expect no violation
expect to_move black
end

# The opponent moves their own piece on the mover's time: it is not their move either. After
# White's move Black puts it back, binding nothing, and touches the knight: the knight binds.
case d73_opponent_moves_own_piece_early_2005
laws 2005
black lift d7
black release d5
expect note 7.3
expect no move
white lift e2
white release e4
expect move e2e4
expect fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
black lift d5
expect no obligation
black release d7
expect no violation
black touch g8
expect obligation 4.3a
expect permitted g8f6 g8h6
end

# The board shows e2-e4, but Black moved the pawn: White pressing without a move of their own
# has made no move (7.5.3), and is sanctioned for it.
case d741_mover_judged_on_own_actions_2023
laws 2023
clock yes
black lift e2
black release e4
expect note 7.4.1
white clock
expect violation 7.5.3
expect sanction time 120 black
expect to_move white
end

case d73_mover_judged_on_own_actions_2005
laws 2005
clock yes
black lift e2
black release e4
white clock
expect violation 3
expect to_move white
end

# The player having the move who handles a piece the opponent displaced touches it (4.3a): White
# lifts the knight Black moved to g5 and must move it; put back on f3 it makes no move.
case d73_mover_handles_a_displaced_piece_2005
laws 2005
clock yes
fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
black lift f3
black release g5
white lift g5
expect obligation 4.3a
expect permitted f3d4 f3e5 f3g1 f3g5 f3h4
white release f3
expect no move
expect permitted f3d4 f3e5 f3g1 f3g5 f3h4
white lift f3
white remove e5
white release e5
expect move f3e5
expect no violation
end

case d741_mover_handles_a_displaced_piece_2023
laws 2023
fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
black lift f3
black release g5
white lift g5
expect obligation 4.3.1
white release h4
expect move f3h4
expect no violation
end
