# 2023, Art. 4.7.2: "When the player has released the king from his hand, the
# move is not yet made, but the player no longer has the right to make any
# move other than castling on that side, if this is legal. If castling on
# this side is illegal, the player must make another legal move with his
# king (which may include castling with the other rook). If the king has no
# legal move, the player is free to make any legal move." The article string
# is 4.7 in both editions (docs/events.md, Details).

# Castling kingside is illegal (f1 is attacked by the bishop on a6): the king
# released on g1 must make another move, castling queenside included.
case h2023_472_kingside_through_check
laws 2023
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white lift e1
white release g1
expect restricted 4.7
expect permitted e1c1 e1d1 e1d2 e1f2
expect no move
white lift g1
white release d1
expect move e1d1
expect no violation
end

# Castling kingside is illegal because the right is gone: the same binding.
case h2023_472_no_right_on_that_side
laws 2023
fen 4k3/8/8/8/8/8/8/R3K2R w Q - 0 1
white lift e1
white release g1
expect restricted 4.7
expect permitted e1c1 e1d1 e1d2 e1e2 e1f1 e1f2
end

# Queenside: the knight on b1 makes castling there illegal; castling
# kingside is another king move and stays permitted.
case h2023_472_queenside_blocked
laws 2023
fen 4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1
white lift e1
white release c1
expect restricted 4.7
expect permitted e1d1 e1d2 e1e2 e1f1 e1f2 e1g1
end

# The king has no legal move at all (f1 is attacked by the bishop on h3, the
# other squares are occupied): any legal move is free.
case h2023_472_king_cannot_move
laws 2023
fen 4k3/8/8/8/8/7b/3PPP2/3QK2R w K - 0 1
white lift e1
white release g1
expect permitted all
end

# Bound to a king move, the player puts the king back and moves the rook: 4.7 is broken, and
# 4.4.1 too, as king and rook were touched (castling queenside, legal, bound).
case h2023_472_other_piece_moved
laws 2023
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white lift e1
white release g1
white lift g1
white release e1
white lift a1
expect permitted e1c1
white release a2
expect move a1a2
expect violation 4.7
expect violation 4.4.1
expect to_move black
end

# Castling legal on that side: the king released on g1 binds to castling (4.7.2, first sentence).
case h2023_472_legal_castling_binds
laws 2023
fen 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1
white lift e1
white release g1
expect permitted e1g1
expect restricted 4.7
end

# The 2005 text has no such sentence: the lifted king is bound by 4.3a.
case h2005_king_on_g1_is_43a
laws 2005
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white lift e1
white release g1
expect restricted 4.3a
expect permitted e1c1 e1d1 e1d2 e1f2
end

# 4.7.2 is about castling, which starts from the king's first square (e1/e8 in standard
# chess). A king on d1 released on g1 makes no legal move and is not fixed (reading 2): the
# touch binds it as 4.3.1.
case art4_7_2_king_off_its_first_square_released_on_g1_is_no_castling
laws 2023
fen 4k3/8/8/8/8/8/8/3K3R w - - 0 1
white lift d1
white release g1
expect restricted 4.3.1
expect no violation
white lift g1
white release d1
white lift h1
white release h5
expect move h1h5
expect violation 4.3.1
expect no violation 4.7
end

case art4_7_2_black_king_off_its_first_square_released_on_g8_is_no_castling
laws 2023
fen 3k3r/8/8/8/8/8/8/4K3 b - - 0 1
black lift d8
black release g8
expect restricted 4.3.1
expect no violation
end

# The king released on g1, where castling is illegal, then the other rook touched: king and rook
# touched, castling on that side binds (4.4.1), one of the king moves 4.7.2 leaves. Another
# king move breaks 4.4.1.
case h2023_472_then_the_other_rook_touched
laws 2023
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white lift e1
white release g1
white touch a1
expect permitted e1c1
expect restricted 4.4.1
expect obligation 4.4.1
white lift g1
white release d2
expect move e1d2
expect violation 4.4.1
white clock
black claim
expect claim upheld
end

# The king released on c1, where castling is illegal (the knight on f2 covers d1), then the
# knight touched: the king, the own piece touched first, must take it (4.3.3), a king move.
case h2023_472_then_a_piece_the_king_can_take
laws 2023
fen 4k3/8/8/8/8/8/5n2/R3K2R w KQ - 0 1
white lift e1
white release c1
expect restricted 4.7
white touch f2
expect permitted e1f2
expect restricted 4.3.3
expect obligation 4.3.3
white lift c1
white release e2
expect move e1e2
expect violation 4.3.3
end
