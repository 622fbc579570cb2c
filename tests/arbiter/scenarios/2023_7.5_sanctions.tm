# 2023 Article 7.5: 7.5.1 an illegal move is completed once the clock is pressed; the position
# immediately before it is reinstated. 7.5.2 pawn on the last rank, clock pressed, not replaced:
# illegal, replaced by a queen. 7.5.3 clock pressed without a move: as an illegal move. 7.5.4 two
# hands for a single move, clock pressed: as an illegal move. 7.5.5 first completed illegal move:
# two minutes extra to the opponent; second by the same player: the game is lost, unless the
# opponent cannot checkmate by any possible series of legal moves (drawn).

# clause: 7.5.1/7.5.5 - the king moved into check (Re7); reinstated, king still bound; two minutes to Black.
case h2023_751_king_into_check
laws 2023
fen 4k3/4r3/8/8/8/8/8/4K3 w - - 0 1
white lift e1
white release e2
expect no violation
white clock
expect violation 7.5.1
expect sanction time 120 black
expect to_move white
expect permitted e1d1 e1d2 e1f1 e1f2
expect fen 4k3/4r3/8/8/8/8/8/4K3 w - - 0 1
end

# clause: 7.5.1/7.5.5 - Black moves the bishop like a rook: reinstated, two minutes to White.
case h2023_751_black_bishop_like_rook
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 4 4
black lift c5
black release c3
black clock
expect violation 7.5.1
expect sanction time 120 white
expect to_move black
expect permitted c5a3 c5b4 c5b6 c5d4 c5d6 c5e3 c5e7 c5f2 c5f8
end

# clause: 7.5.2 - Black pawn left on d1: a black queen, the move stands, two minutes to White.
case h2023_752_black_pawn_unreplaced
laws 2023
fen 4k3/8/8/8/8/8/3p4/K7 b - - 0 1
black lift d2
black release d1
black clock
expect violation 7.5.2
expect sanction time 120 white
expect to_move white
expect fen 4k3/8/8/8/8/8/8/K2q4 w - - 0 2
end

# clause: 7.5.2 - capture onto the last rank, pawn not replaced: queen, move stands.
case h2023_752_capture_unreplaced
laws 2023
fen 2r4k/1P6/8/8/8/8/8/4K3 w - - 0 1
white remove c8
white lift b7
white release c8
white clock
expect violation 7.5.2
expect to_move black
expect fen 2Q4k/8/8/8/8/8/8/4K3 b - - 0 1
end

# clause: 7.5.3/7.5.5 - Black presses without a move: two minutes to White, Black still to move.
case h2023_753_black_no_move
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 4 4
black clock
expect violation 7.5.3
expect sanction time 120 white
expect to_move black
expect permitted all
end

# clause: 7.5.3 - a piece touched, then the clock pressed without a move: the touch still binds.
case h2023_753_touched_then_clock
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white clock
expect violation 7.5.3
expect to_move white
expect permitted b1a3 b1c3
end

# clause: 7.5.3 - a piece lifted and put back on its square, clock pressed: no move.
case h2023_753_lifted_put_back
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release b1
white clock
expect violation 7.5.3
expect to_move white
expect permitted b1a3 b1c3
end

# clause: 7.5.4 - castling with two hands, clock pressed: 7.5.4, the move stands, two minutes to Black.
case h2023_754_castling_two_hands
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1 hand=left
white release g1 hand=left
white lift h1 hand=right
white release f1 hand=right
expect move e1g1
white clock
expect violation 7.5.4
expect sanction time 120 black
expect to_move black
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4
end

# clause: 7.5.4 - promotion with two hands, clock pressed.
case h2023_754_promotion_two_hands
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove e7 hand=right
white place Q e8 hand=left
white clock
expect violation 7.5.4
expect to_move black
expect fen 4Q3/7k/8/8/8/8/8/4K3 b - - 0 1
end

# clause: 7.5.4 - one hand not observed: no 4.1 breach, so no 7.5.4.
case h2023_754_unobserved_no_breach
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5
white release e5 hand=right
white clock
expect no violation
expect to_move black
end

# clause: 7.5.5 - the first illegal move of each player: each opponent gets two minutes, nobody loses.
case h2023_755_each_player_first
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white clock
expect violation 7.5.3
expect sanction time 120 black
white lift b1
white release c3
white clock
expect no violation
expect to_move black
black clock
expect violation 7.5.3
expect sanction time 120 white
end

# clause: 7.5.5 - Black's second illegal move (of different kinds) loses the game.
case h2023_755_black_second_loses
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 4 4
black lift c5
black release c3
black clock
expect violation 7.5.1
expect sanction time 120 white
black clock
expect violation 7.5.3
expect sanction loss black
end

# clause: 7.5.5 - second illegal move (7.5.4 after 7.5.3) loses.
case h2023_755_two_hands_second
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white clock
expect violation 7.5.3
expect sanction time 120 black
white lift f3 hand=right
white remove e5 hand=left
white release e5 hand=right
white clock
expect violation 7.5.4
expect sanction loss white
end

# clause: 7.5.5 - the opponent has king and bishop only (cannot mate by any series of legal
# moves): the second illegal move does not lose; drawn, no sanction named.
case h2023_755_opponent_king_bishop
laws 2023
fen 5b1k/8/8/8/8/8/8/K7 w - - 0 1
white clock
expect violation 7.5.3
expect sanction time 120 black
white clock
expect violation 7.5.3
expect sanction none
end

# A move that stands under 7.5.2 (the pawn left unreplaced becomes a queen) can break the
# touches as any completed move: the press reports both, and a claim reinstates, king bound.
case h752_move_that_stands_breaks_4_3_1
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white touch e1
white lift e7
white release e8
white clock
expect violation 7.5.2
expect violation 4.3.1
black claim
expect claim upheld
expect to_move white
expect permitted e1d1 e1d2 e1e2 e1f1 e1f2
end

# docs/events.md, Details, Hands: in 2023 the press after a two-handed move adds 7.5.4, with 7.5.2 too.
case h752_two_handed_promotion_left_unreplaced
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7 hand=right
white release e8 hand=left
white clock
expect violation 7.5.2
expect violation 7.5.4
end

# clause: 7.5.5 - the second illegal move ends the game: nothing may be moved any more
# (docs/events.md, Answers: `permitted` empty "only where the game is over"), as after a checkmate: no move is
# legal, so no touch binds and nothing completes; every answer carries the note that says so.
case art7_5_5_second_illegal_move_loses_and_ends_the_game
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white clock
expect violation 7.5.3
expect sanction time 120 black
white lift a2
white release a5
white clock
expect violation 7.5.1
expect sanction loss white
expect note 7.5.5
expect permitted
expect restricted none
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b2
expect note 7.5.5
expect no obligation
expect permitted
white release b4
expect no move
expect permitted
white clock
expect note 7.5.5
expect no violation
expect permitted
black claim
expect claim rejected
expect note 7.5.5
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
end

# docs/events.md, Answers, Errors: an event that cannot physically happen is an error, the game over or not.
case art7_5_5_impossible_events_after_the_end_are_errors
laws 2023
clock yes
fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1
white clock
expect violation 7.5.3
white clock
expect violation 7.5.3
expect note 7.5.5
white lift a5
expect error
white release d4
expect error
white lift h1
expect note 7.5.5
expect permitted
white release h4
expect no move
expect permitted
end

# clause: 7.5.5 - the same when the second illegal move draws (the opponent could not mate).
case art7_5_5_second_illegal_move_draws_and_ends_the_game
laws 2023
fen 7k/8/8/8/8/2n5/8/K7 w - - 0 1
white clock
expect violation 7.5.3
expect permitted a1b2
white clock
expect violation 7.5.3
expect sanction none
expect note 7.5.5
expect permitted
white lift a1
expect note 7.5.5
expect permitted
end

# clause: 7.5.4/7.5.5 - a second illegal move that stands (two hands) ends the game too, the
# move made: the opponent is to move, and may move nothing.
case art7_5_5_two_handed_second_illegal_move_stands_and_ends_the_game
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white clock
white lift f3 hand=right
white remove e5 hand=left
white release e5 hand=right
white clock
expect violation 7.5.4
expect sanction loss white
expect note 7.5.5
expect to_move black
expect permitted
black lift d7
expect note 7.5.5
expect permitted
end
