# Chess960 castling where the king already stands on its castling square: only the rook
# moves, so the rook's move with the `castle` modifier is castling (docs/events.md,
# Details "Chess960"). Without the intention, the touched rook binds to its own moves,
# and castling with it is not one of them (4.3a).

case c960r_lift_rook_with_intent_2005
laws 2005
fen 4k3/8/8/8/8/8/8/6KR w H - 0 1
white lift h1 castle
expect permitted g1h1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8
expect restricted 4.3a
white release f1
expect move g1h1
expect no violation
white clock
expect fen 4k3/8/8/8/8/8/8/5RK1 b - - 1 1
end

case c960r_lift_rook_with_intent_2023
laws 2023
fen 4k3/8/8/8/8/8/8/6KR w H - 0 1
white lift h1 castle
expect permitted g1h1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8
expect restricted 4.3.1
white release f1
expect move g1h1
expect no violation
end

# The intention said first holds for the whole turn.
case c960r_intent_said_then_rook_touched_2023
laws 2023
fen 4k3/8/8/8/8/8/8/6KR w H - 0 1
white say "castling" castle
white touch h1
expect permitted g1h1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8
white lift h1
white release f1
expect move g1h1
expect no violation
end

# Queenside: king on c1, rook on a1 goes to d1.
case c960r_queenside_rook_only_2005
laws 2005
fen 4k3/8/8/8/8/8/8/R1K5 w A - 0 1
white lift a1 castle
white release d1
expect move c1a1
expect no violation
white clock
expect fen 4k3/8/8/8/8/8/8/2KR4 b - - 1 1
end

# Without the intention the rook's touch binds to the rook's own moves: castling breaks 4.3a.
case c960r_rook_without_intent_2005
laws 2005
fen 4k3/8/8/8/8/8/8/6KR w H - 0 1
white lift h1
expect permitted h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8
white release f1
expect move g1h1
expect violation 4.3a
end

case c960r_rook_without_intent_2023
laws 2023
fen 4k3/8/8/8/8/8/8/6KR w H - 0 1
white lift h1
white release f1
expect move g1h1
expect violation 4.3.1
end

# Castling illegal (a bishop stands on f1): the intention adds nothing.
case c960r_intent_castling_illegal_2005
laws 2005
fen 4k3/8/8/8/8/8/8/5BKR w H - 0 1
white lift h1 castle
expect permitted h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8
expect restricted 4.3a
end
