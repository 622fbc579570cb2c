# 4.4a and 4.4c when castling is illegal and the king cannot move.
# Expected answers derived from docs/events.md and the law texts; FENs and move lists
# checked with an independent move generator.

# 4.4a: king, then rook; castling illegal (f1 covered by Rf8), no intent to castle, the king cannot
# move: 4.3a, the first touched piece that can move is the rook.
case 44a_castling_illegal_king_stuck_rook_moves_2005
laws 2005
fen 4kr2/8/8/8/8/8/3PP3/3QK2R w K - 0 1
white touch e1
white touch h1
expect permitted h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8
end

# Same with the intention to castle (4.4c second sentence): the king has no legal move: any legal move.
case 44c_castling_illegal_king_stuck_any_move_2005
laws 2005
fen 4kr2/8/8/8/8/8/3PP3/3QK2R w K - 0 1
white touch e1 castle
white touch h1
expect permitted all
end
