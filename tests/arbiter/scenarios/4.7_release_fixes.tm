# Article 4.7 (2005), first sentence: "When, as a legal move or part of a legal move, a piece has
# been released on a square, it cannot then be moved to another square."
# docs/events.md, Model, After the move is made: the made move's own pieces stay fixed. Details,
# Fixing: a release fixes a piece only where it belongs to a move
# that is still permitted; a fixed piece released on any other square breaks 4.7 at once; changing
# a completed move breaks 4.7, move and fen then follow the board.

# Knight released on f3 (a complete move), then moved on to h3: 4.7; the board's move is Nh3.
case h47_knight_moved_on
laws 2005
white lift g1
white release f3
expect move g1f3
expect to_move black
expect fen rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
white lift f3
expect no violation
white release h3
expect violation 4.7
expect move g1h3
expect fen rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - 1 1
end

# The king released on g1 is part of castling: fixed (reading 3). Released next on f1: 4.7 at once,
# and Kf1 is made all the same.
case h47_king_fixed_on_g1
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift e1
white release g1
expect no move
expect permitted e1g1
expect restricted 4.7
white lift g1
white release f1
expect violation 4.7
expect permitted all
end

# The pawn released on e8 is fixed there; putting it back on e7 breaks 4.7.
case h47_pawn_back_from_last_rank
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
expect permitted e7e8b e7e8n e7e8q e7e8r
white lift e8
white release e7
expect violation 4.7
expect permitted e7e8b e7e8n e7e8q e7e8r
end

# A forbidden move is made all the same (4.3a), and its piece stays (4.7): the pawn put back on
# e2 breaks 4.7 with no move shown (the fen stays), and d2-d4 changes the made move (4.7 again).
case h47_forbidden_completion_not_fixed
laws 2005
white touch d2
white lift e2
white release e4
expect violation 4.3a
expect move e2e4
white lift e4
white release e2
expect violation 4.7
expect no move
expect fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
white lift d2
white release d4
expect violation 4.7
expect move d2d4
expect fen rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1
end

# Part of a forbidden move (the king on g1 after touching d3 first) is not fixed either.
case h47_forbidden_partial_not_fixed
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch d3
white lift e1
white release g1
expect no violation
expect permitted d3d4
expect restricted 4.3a
white lift g1
white release e1
expect no violation
white lift d3
white release d4
expect no violation
expect move d3d4
end

# Changed completed move: the board's move (Na3) is played at the clock press; Black's claim
# (4.7 does not lapse in 2005) restores the first move: Nb1 fixed on c3.
case h47_changed_move_claimed
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
expect move b1c3
white lift c3
white release a3
expect violation 4.7
expect move b1a3
white clock
expect to_move black
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/N4N2/PPPP1PPP/R1BQK2R b KQkq - 5 4
black touch g8
black claim
expect claim upheld
expect to_move white
expect permitted b1c3
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
end

# A lawful completed move followed by the clock: no breach, the turn passes.
case h47_completed_then_clock
laws 2005
white lift g1
white release f3
white clock
expect no violation
expect to_move black
expect permitted all
expect fen rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
end

# Released on a square where it makes no legal move: not fixed (reading 2), may go elsewhere.
case h47_no_legal_move_not_fixed
laws 2005
white lift g1
white release g4
expect no move
expect no violation
expect permitted g1f3 g1h3
white lift g4
white release f3
expect no violation
expect move g1f3
end

# After the claim restores the first move (knight fixed on c3), the knight lies on a3 no more:
# the board is reinstated and Nc3 can be played again.
case h47_restored_move_playable
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
white lift c3
white release a3
white clock
black claim
expect claim upheld
white lift b1
white release c3
expect move b1c3
expect no violation
end

# After the move is made, a touch of another piece by its player binds nothing (a note).
case h47_touch_after_completion
laws 2005
white lift g1
white release f3
white touch d2
expect no violation
expect note 4.3a
white clock
expect to_move black
end

# The capturing knight, released on e5 (capture complete), is put back on f3: a fixed piece
# released on another square breaks 4.7 at once.
case h47_capture_taken_back
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white remove e5
white lift f3
white release e5
expect move f3e5
white lift e5
white release f3
expect violation 4.7
end

# Castling completed, then the rook moved on from f1 to e1: 4.7.
case h47_castling_rook_moved_on
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift e1
white release g1
white lift h1
white release f1
expect move e1g1
white lift f1
white release e1
expect violation 4.7
end

# The king's only legal move (Kb1) made, the king lifted again and put back on a1: no legal move
# shown, so 4.7 is broken and the fen stays; the press then passes the clock.
case art4_7_made_move_put_back_single_legal_move
laws 2005
clock yes
fen 7k/8/8/8/8/8/2r5/K7 w - - 0 1
white lift a1
expect restricted 4.3a
white release b1
expect move a1b1
white lift b1
white release a1
expect violation 4.7
expect no move
expect fen 7k/8/8/8/8/8/2r5/1K6 b - - 1 1
white clock
expect no violation
expect to_move black
expect fen 7k/8/8/8/8/8/2r5/1K6 b - - 1 1
end

# The king moved to b2 of its two moves, lifted again and put on a2: the other legal move, which
# changes the made move (4.7); the fen follows the board.
case art4_7_made_move_changed_two_legal_moves
laws 2005
clock yes
fen 7k/8/8/8/8/8/8/K5r1 w - - 0 1
white lift a1
expect permitted a1a2 a1b2
expect restricted 4.3a
white release b2
expect move a1b2
white lift b2
expect no move
expect to_move black
white release a2
expect violation 4.7
expect move a1a2
expect fen 7k/8/8/8/8/8/K7/6r1 b - - 1 1
end
