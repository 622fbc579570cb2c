# A `release` without PIECE while the player holds pieces of different kinds, one in each hand,
# releases the piece in the hand that `hand=` names; without `hand=` it is an error (docs/events.md,
# Details). Taking a piece with the other hand breaks 4.1 (2005) / 4.1 (2023) on that action.

case release_by_hand_2005
laws 2005
white lift e2 hand=left
white lift g1 hand=right
expect violation 4.1
white release e4
expect error
white release e4 hand=left
expect no move
white release g1 hand=right
expect move e2e4
expect fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
end

case release_by_hand_2023
laws 2023
white lift e2 hand=left
white lift g1 hand=right
expect violation 4.1
white release f3 hand=right
expect no move
white release e2 hand=left
expect move g1f3
expect violation 4.3.1
white clock
expect violation 7.5.4
expect sanction time 120 black
end

# The hand named holds nothing: which piece is meant stays open, an error that changes nothing.
case release_by_a_hand_that_holds_nothing_2005
laws 2005
white lift e2 hand=right
white lift g1 hand=right
white release e4 hand=left
expect error
white release e4 P
expect no move
white release g1 N
expect move e2e4
end

# Pieces of one kind: the one lifted last is released, whatever hand= says.
case release_by_hand_same_kind_2023
laws 2023
fen 4k3/8/8/8/8/8/8/R3K2R w - - 0 1
white lift a1 hand=left
white lift h1 hand=right
white release a1 hand=left
expect no move
white release h2 hand=left
expect violation 4.3.1
expect move h1h2
end
