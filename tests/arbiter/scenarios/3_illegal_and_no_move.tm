# Article 3 / clock press (2005). docs/events.md, Details, Illegal moves and sanctions: with the board equal to the position and
# empty hands: no move (3 in 2005). A pawn left unreplaced on the last rank: in 2005 3. Any other
# state that is not a completed move: an illegal move (3). After 3 the position before the move is
# reinstated, the same side is to move, and that turn's touches and lawful fixes still bind.
# Reading 1/2: the breach is reported on the clock press, not on the release.

# Clock pressed without any move.
case h3_clock_without_move
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white clock
expect violation 3
expect no move
expect to_move white
expect permitted all
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
end

# Bishop put on c3 (not a bishop move): nothing at the release; 3 at the clock; the position is
# reinstated and the touched bishop must still move (4.3a). A lawful bishop move then passes the turn.
case h3_illegal_bishop_move
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift c4
white release c3
expect no violation
expect no move
white clock
expect violation 3
expect to_move white
expect permitted c4a6 c4b3 c4b5 c4d3 c4d5 c4e2 c4e6 c4f1 c4f7
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift c4
white release b5
expect move c4b5
expect no violation
white clock
expect no violation
expect to_move black
end

# The pinned knight moved, exposing the king: illegal. After reinstatement the knight (cannot
# move) binds nothing: 4.5, any legal move.
case h3_pinned_piece_moved
laws 2005
fen rnbqk2r/pppp1ppp/5n2/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 1 4
white lift c3
white release e2
expect no move
expect no violation
white clock
expect violation 3
expect to_move white
expect permitted all
end

# King moved into check (e2 covered by Ba6): 3; the king must still move.
case h3_king_into_check
laws 2005
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white lift e1
white release e2
expect no move
white clock
expect violation 3
expect permitted e1c1 e1d1 e1d2 e1f2
end

# Clock pressed with the knight still in the hand: not a completed move.
case h3_clock_with_piece_in_hand
laws 2005
white lift g1
white clock
expect violation 3
expect to_move white
expect permitted g1f3 g1h3
end

# Piece lifted and put back, clock: board equal to the position, empty hands: no move.
case h3_put_back_then_clock
laws 2005
white lift g1
white release g1
white clock
expect violation 3
expect to_move white
expect permitted g1f3 g1h3
end

# 2005: a pawn left unreplaced on the last rank is an illegal move (3); the lawful fix (pawn
# released on e8) still binds: promotion on e8.
case h3_pawn_unreplaced
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
white clock
expect violation 3
expect to_move white
expect permitted e7e8b e7e8n e7e8q e7e8r
end

# Castling through check carried out in full: no move is ever completed; 3 at the clock. The king
# was touched first (castling illegal, no intent shown): the king must move.
case h3_castling_through_check
laws 2005
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white lift e1
white release g1
white lift h1
white release f1
expect no move
expect no violation
white clock
expect violation 3
expect to_move white
expect permitted e1c1 e1d1 e1d2 e1f2
end

# Black: the boxed-in Bc8 put on a6 (through b7): 3 at the clock; Bc8 cannot move, so 4.5.
case h3_black_illegal
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4
black lift c8
black release a6
expect no move
black clock
expect violation 3
expect to_move black
expect permitted all
end

# En passant with the captured pawn left on d5: not a completed move; 3 at the clock, and the pawn
# fixed on d6 (part of exd6 e.p.) still binds.
case h3_en_passant_pawn_not_removed
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white lift e5
white release d6
white clock
expect violation 3
expect to_move white
expect permitted e5d6
end

# Castling begun (king on g1, fixed) but the rook never moved: 3 at the clock; castling still binds.
case h3_castling_not_finished
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift e1
white release g1
white clock
expect violation 3
expect to_move white
expect permitted e1g1
expect fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
end

# The pawn taken off e7 and put back on e8 (placed from beside the board): a pawn left on the last
# rank, not a completed move; 3 at the clock (2005). The removed pawn was touched: it must move.
case h3_pawn_placed_on_last_rank
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove e7
white place P e8
expect no move
white clock
expect violation 3
expect to_move white
expect permitted e7e8b e7e8n e7e8q e7e8r
end

# The pawn removed, the knight lifted and put back: the board is no legal position; 3 at the clock;
# the position (with the e5 pawn) is reinstated and the touches bind: e5 then f3 touched (4.3c),
# Nxe5 legal: Nxe5 is required, and can be played on the reinstated board.
case h3_capture_abandoned
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white remove e5
white lift f3
white release f3
expect no move
white clock
expect violation 3
expect to_move white
expect permitted f3e5
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white remove e5
white lift f3
white release e5
expect move f3e5
expect no violation
end
