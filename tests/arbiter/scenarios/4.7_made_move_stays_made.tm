# A made move stays made (4.7; docs/events.md, Details): lifting a piece of it again, or holding
# it, changes neither `fen` nor `permitted`; putting it back on the same square answers no
# `move` and breaks nothing; releasing it on another square is the change, on that event.

case made_move_lifted_again_keeps_fen_and_permitted_2005
laws 2005
white lift g1
white release f3
expect move g1f3
expect to_move black
expect fen rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
white lift f3
expect no violation
expect no move
expect to_move black
expect fen rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
white release f3
expect no violation
expect no move
expect to_move black
expect fen rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
end

case made_move_lifted_again_keeps_fen_and_permitted_2023
laws 2023
white lift e2
white release e4
expect move e2e4
white lift e4
expect no move
expect to_move black
expect fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
white release e4
expect no violation
expect no move
expect fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
end

# Released elsewhere, as another legal move: that event breaks 4.7 and carries the changed move.
case made_move_released_elsewhere_is_the_change_2005
laws 2005
white lift g1
white release f3
white lift f3
expect no move
white release h3
expect violation 4.7
expect move g1h3
expect fen rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - 1 1
end

case made_move_released_elsewhere_is_the_change_2023
laws 2023
white lift g1
white release f3
white lift f3
white release h3
expect violation 4.7
expect move g1h3
white clock
expect no violation
expect to_move black
expect fen rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - 1 1
end

# A capture made, the capturing knight lifted again and put back: nothing changes.
case made_capture_lifted_and_put_back_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white remove e5
white lift f3
white release e5
expect move f3e5
white lift e5
expect fen r1bqk1nr/pppp1ppp/2n5/2b1N3/2B1P3/8/PPPP1PPP/RNBQK2R b KQkq - 0 4
white release e5
expect no move
expect no violation
white clock
expect no violation
expect to_move black
expect fen r1bqk1nr/pppp1ppp/2n5/2b1N3/2B1P3/8/PPPP1PPP/RNBQK2R b KQkq - 0 4
end

# Castling made; the rook lifted again and put back on f1: still castled, no second move.
case made_castling_rook_lifted_and_put_back_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white release g1
white lift h1
white release f1
expect move e1g1
white lift f1
expect no violation
expect to_move black
expect fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4
white release f1
expect no move
expect no violation
end

# The piece of a made move still in the hand at the press: the move stands.
case made_move_held_at_the_press_2005
laws 2005
white lift d2
white release d4
expect move d2d4
white lift d4
white clock
expect no violation
expect to_move black
expect fen rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1
end

# Enforce mode: lifting a piece of the made move and putting it back is allowed; releasing it
# elsewhere is refused and the piece stays in the hand.
case made_move_enforce_put_back_2023
mode enforce
laws 2023
white lift b1
white release c3
white lift c3
expect no violation
white release a3
expect refused
expect violation 4.7
white release c3
expect no move
expect no violation
expect fen rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1
end

# Released elsewhere while the other hand holds another piece of the player's: the release
# breaks 4.7 at once (the board shows no legal move yet, so `fen` stays); once the other piece
# is put back the board shows the changed move, which is made on that event, and a claim
# reinstates the first.
case made_move_released_elsewhere_with_the_other_hand_full_2005
laws 2005
white lift g1
white release f3
expect move g1f3
white lift b1
expect note 7.3
white lift f3
white release h3 N
expect violation 4.7
expect no move
expect fen rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
white release b1 N
expect violation 4.7
expect move g1h3
expect fen rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - 1 1
black claim
expect claim upheld
expect to_move white
expect permitted g1f3
end

case made_move_released_elsewhere_with_the_other_hand_full_2023
laws 2023
clock yes
white lift g1
white release f3
expect move g1f3
white lift b1
white lift f3
white release g5 N
expect violation 4.7
expect no move
white release b1 N
expect no move
expect fen rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
black claim
expect claim upheld
expect to_move white
expect permitted g1f3
end

# Castling undone into no legal move, king and rook both in the air: the king released off
# its square breaks 4.7 on that release, though the other hand still holds the rook.
case castling_changed_with_both_pieces_in_the_air_2005
laws 2005
fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1
white lift e1
white release g1
white lift h1
white release f1
expect move e1g1
white lift g1
white lift f1
white release h1 K
expect violation 4.7
expect no move
white release f1 R
expect no move
expect fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1
black claim
expect claim upheld
expect to_move white
expect permitted e1g1
end
