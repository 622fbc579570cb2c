# Chess960 castling under Article 4: the king or the rook staying put, swaps, X-FEN letters, 4.4a-c.
# Expected answers derived from docs/events.md and the law texts; FENs and move lists
# checked with an independent move generator.

# Chess960: the king on g1 cannot step to f1 (Ba6), but castling (king stays, rook to f1) is legal:
# touching the king binds it to its only move, castling.
case c960_king_only_move_is_castling
variant chess960
fen 4k3/8/b7/8/8/8/5PPP/6KR w H - 0 1
white touch g1
expect permitted g1h1
end

# Same position, the FIDE procedure where the king does not move: king lifted and put back, rook to f1.
case c960_king_only_move_is_castling_completed
variant chess960
fen 4k3/8/b7/8/8/8/5PPP/6KR w H - 0 1
white lift g1
white lift h1
white release g1 K
white release f1 R
expect move g1h1
expect fen 4k3/8/b7/8/8/8/5PPP/5RK1 b - - 1 1
expect no violation
end

# King and rook swap squares (king f1, rook g1): both lifted, king down first.
case c960_swap_king_down_first
fen 4k3/8/8/8/8/8/8/5KR1 w G - 0 1
white lift f1
white lift g1
white release g1 K
expect permitted f1g1
expect no move
white release f1 R
expect move f1g1
expect fen 4k3/8/8/8/8/8/8/5RK1 b - - 1 1
expect no violation
white clock
expect to_move black
end

# King and rook touched at the same moment in Chess960: 4.4a, castling with that rook.
case c960_same_moment_44a
fen 4k3/8/8/8/8/8/8/5KR1 w G - 0 1
white touch f1+g1
expect permitted f1g1
expect restricted 4.4a
end

# Queenside castling where the rook does not move (king e1, rook d1): the king released on c1 completes it.
case c960_rook_stays_king_moves
variant chess960
fen 4k3/8/8/8/8/8/8/3RK3 w D - 0 1
white lift e1
white release c1
expect move e1d1
expect fen 4k3/8/8/8/8/8/8/2KR4 b - - 1 1
white clock
expect to_move black
end

# 4.4b in Chess960 with the rook that does not move in castling: castling barred, rook must move.
case c960_44b_rook_d1_then_king
variant chess960
fen 4k3/8/8/8/8/8/8/3RK3 w D - 0 1
white touch d1
white touch e1
expect permitted d1a1 d1b1 d1c1 d1d2 d1d3 d1d4 d1d5 d1d6 d1d7 d1d8
expect restricted 4.4b
end

# 4.4c in Chess960: intent to castle, castling illegal (c1 attacked by Rc8): another king move.
case c960_44c_castling_illegal_king_moves
fen 2r1k3/8/8/8/8/8/8/1R3K2 w B - 0 1
white touch f1 castle
expect permitted f1e1 f1e2 f1f2 f1g1 f1g2
end

# X-FEN: 'C' names the inner rook c1: castling king f1 to c1, rook c1 to d1 is legal.
case c960_xfen_inner_rook_letter
fen 4k3/8/8/8/8/8/8/R1R2K2 w C - 0 1
white touch f1
expect permitted f1c1 f1e1 f1e2 f1f2 f1g1 f1g2
end

# X-FEN: 'Q' means the outermost rook (a1); the c1 rook is in the way: no castling.
case c960_xfen_Q_outermost_rook
fen 4k3/8/8/8/8/8/8/R1R2K2 w Q - 0 1
white touch f1
expect permitted f1e1 f1e2 f1f2 f1g1 f1g2
end

# Chess960 castling completed: rook dest d1, king c1, written king onto rook.
case c960_castle_c1_fen
fen 4k3/8/8/8/8/8/8/R1R2K2 w C - 0 1
white lift f1
white lift c1
white release d1 R
white release c1 K
expect move f1c1
expect fen 4k3/8/8/8/8/8/8/R1KR4 b - - 1 1
end
