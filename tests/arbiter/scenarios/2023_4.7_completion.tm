# 2023 Article 4.7: "When, as a legal move or part of a legal move, a piece has been released on a
# square, it cannot be moved to another square on this move. The move is considered to have been
# made: 4.7.1 in the case of a capture, when the captured piece has been removed from the chessboard
# and the player, having placed his own piece on its new square, has released this capturing piece
# from his hand; 4.7.2 in the case of castling, when the player's hand has released the rook on the
# square previously crossed by the king. [...] 4.7.3 in the case of promotion, when the player's hand
# has released the new piece on the square of promotion and the pawn has been removed from the board."
# docs/events.md, Details, Fixing: the article for a 4.7 breach is 4.7. (No case here releases the king on a
# castling square where castling is illegal.)

# clause: 4.7 - a knight released on c3 (legal) is fixed: moving it on to a3 breaks 4.7.
case h2023_47_released_then_moved
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
expect move b1c3
expect to_move black
white lift c3
white release a3
expect violation 4.7
expect move b1a3
end

# clause: 4.7 - a pawn released on d3 is fixed: pushing it on to d4 breaks 4.7.
case h2023_47_pawn_changed
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift d2
white release d3
expect move d2d3
white lift d3
white release d4
expect violation 4.7
expect move d2d4
end

# clause: 4.7 - released where it makes no legal move (Bc4 on c3): nothing fixed (reading 2), the
# bishop may then go to a legal square.
case h2023_47_illegal_square_not_fixed
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift c4
white release c3
expect no violation
expect no move
white lift c3
white release e2
expect no violation
expect move c4e2
end

# clause: 4.7 - a lawful move stands after the clock press: no breach, Black to move.
case h2023_47_move_and_clock
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
white clock
expect no violation
expect to_move black
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 5 4
end

# clause: 4.7 - lifting the released knight and putting it back on c3 changes nothing: the
# move was made on the first release, and the second answers no move.
case h2023_47_lifted_put_back
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
white lift c3
expect to_move black
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 5 4
white release c3
expect no violation
expect no move
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 5 4
end

# clause: 4.7.1 - capture, captured piece removed first: complete on the release of the capturer.
case h2023_471_remove_then_release
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white remove e5
expect no move
white lift f3
expect no move
white release e5
expect no violation
expect move f3e5
end

# clause: 4.7.1 - capturer lifted first, captured pawn removed while the knight is still in the
# hand: not complete until the knight is released.
case h2023_471_still_in_hand
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3
white remove e5
expect no move
white release e5
expect move f3e5
end

# clause: 4.7.1 - the capturer cannot be released on the captured piece's square before it is removed (error).
case h2023_471_release_on_occupied
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3
white release e5
expect error
end

# clause: 4.7.1 - en passant: complete once the pawn on d5 is removed.
case h2023_471_en_passant
laws 2023
fen rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white lift e5
white release d6
expect no move
expect permitted e5d6
white remove d5
expect no violation
expect move e5d6
end

# clause: 4.7.1 - Black captures, then the clock: the capture stands.
case h2023_471_black_capture_clock
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3
black remove e4
black lift d5
black release e4
expect move d5e4
black clock
expect no violation
expect to_move white
end

# clause: 4.7.2 - castling is made only when the rook is released on f1.
case h2023_472_complete_on_rook_release
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white release g1
expect no move
white lift h1
expect no move
white release f1
expect no violation
expect move e1g1
end

# clause: 4.7.2 - king released on g1 (castling legal): no move other than short castling.
case h2023_472_king_released_binds
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white release g1
expect permitted e1g1
end

# clause: 4.7.2 - Black, long castling, completed on the rook's release on d8.
case h2023_472_black_long
laws 2023
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black lift e8
black release c8
expect permitted e8c8
black lift a8
black release d8
expect no violation
expect move e8c8
end

# clause: 4.7.2 - clock pressed with the king on g1 and the rook still on h1: not a completed move (7.5.1).
case h2023_472_rook_not_moved_clock
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white release g1
white clock
expect violation 7.5.1
expect to_move white
end

# clause: 4.7.2 - castling completed, the rook then moved on to e1... changes the completed move: 4.7.
case h2023_472_rook_moved_again
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white release g1
white lift h1
white release f1
expect move e1g1
white lift f1
white release e1
expect violation 4.7
end

# clause: 4.7.3 - promotion made when the new piece is released and the pawn removed.
case h2023_473_place_then_remove
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
expect no move
white remove e7
expect move e7e8q
end

# clause: 4.7.3 - the pawn on e8 still on the board: not complete; removed and queen placed: complete.
case h2023_473_pawn_still_on_board
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
expect no move
white remove e8
expect no move
white place Q e8
expect move e7e8q
end

# clause: 4.7.3 - the pawn released on e8 is fixed there (4.7): it must promote on e8.
case h2023_473_pawn_released_fixed
laws 2023
fen 3r4/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
expect permitted e7e8b e7e8n e7e8q e7e8r
end

# clause: 4.7.3 - promotion completed, then the queen moved on to another square: 4.7.
case h2023_473_promoted_piece_moved
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove e7
white place Q e8
expect move e7e8q
white lift e8
white release d8
expect violation 4.7
end

# clause: 4.7.3 - Black: pawn removed, queen released on d1: made; clock: White to move.
case h2023_473_black_clock
laws 2023
fen 4k3/8/8/8/8/8/3p4/K7 b - - 0 1
black remove d2
black place Q d1
expect move d2d1q
black clock
expect no violation
expect to_move white
expect fen 4k3/8/8/8/8/8/8/K2q4 w - - 0 2
end
