# Article 4.4(c) (2005): "If a player, intending to castle, touches his king or his king and a rook
# at the same time, but castling on that side is illegal, the player must make another legal move
# with his king which may include castling on the other side. If the king has no legal move, the
# player is free to make any legal move."
# The `castle` modifier carries the intention for the whole turn (docs/events.md, Details
# "What touches bind").

# Castling short would pass f1, covered by Ba6: other king moves, long castling included.
case h44c_through_check_short
laws 2005
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white touch e1+h1 castle
expect permitted e1c1 e1d1 e1d2 e1f2
expect restricted 4.4c
end

# Castling long would pass d1, covered by Bh5: other king moves, short castling included.
case h44c_through_check_long
laws 2005
fen 4k3/8/8/7b/8/8/8/R3K2R w KQ - 0 1
white touch e1+a1 castle
expect permitted e1d2 e1f1 e1f2 e1g1
expect restricted 4.4c
end

# The king is in check: no castling on either side, the four king moves.
case h44c_in_check
laws 2005
fen 4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1
white touch e1+h1 castle
expect permitted e1d1 e1d2 e1f1 e1f2
end

# The h1 rook has no castling right.
case h44c_no_right
laws 2005
fen 4k3/8/8/8/8/8/8/R3K2R w Q - 0 1
white touch e1+h1 castle
expect permitted e1c1 e1d1 e1d2 e1e2 e1f1 e1f2
end

# A knight stands between (g1).
case h44c_path_blocked
laws 2005
fen 4k3/8/8/8/8/8/8/R3K1NR w KQ - 0 1
white touch e1+h1 castle
expect permitted e1c1 e1d1 e1d2 e1e2 e1f1 e1f2
end

# The king has no legal move at all: any legal move (restricted_by null, a note cites 4.4c).
case h44c_king_immobile_any_move
laws 2005
fen 4k3/8/8/8/8/8/3PPP2/3QKB1R w K - 0 1
white touch e1+h1 castle
expect permitted all
expect restricted none
expect note 4.4c
end

# The intention set on the king's touch holds for the whole turn: the rook touched later gives the
# side, castling there is illegal: 4.4c.
case h44c_intent_then_rook_later
laws 2005
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white touch e1 castle
white touch h1
expect permitted e1c1 e1d1 e1d2 e1f2
expect restricted 4.4c
end

# The king alone with intent is 4.3a (docs/events.md, Details): any king move.
case h44c_king_alone_is_43a
laws 2005
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white touch e1 castle
expect permitted e1c1 e1d1 e1d2 e1f2
expect restricted 4.3a
end

# Moving the rook instead of the king: the release completing Rg1 breaks 4.4c.
case h44c_rook_moved_instead
laws 2005
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white touch e1+h1 castle
white lift h1
white release g1
expect violation 4.4c
expect move h1g1
expect to_move black
end

# Black: long castling through d8 (Bh4) illegal: another king move; e7 is covered too.
case h44c_black
laws 2005
fen r3k3/8/8/8/7B/8/8/4K3 b q - 0 1
black touch e8+a8 castle
expect permitted e8d7 e8f7 e8f8
expect restricted 4.4c
end

# The intention to castle holds for the whole turn, whichever action shows
# it (docs/events.md, Details): here the release of the king on g1. Castling is illegal
# on both sides and the king cannot move, so king then rook frees the
# player (4.4c).
case h44c_intent_shown_on_release
laws 2005
fen 4k3/8/8/8/8/8/3PBP1n/R2QK2R w KQ - 0 1
white lift e1
white release g1 castle
white lift g1
white release e1
white touch h1
expect permitted all
expect note 4.4c
end

case h44c_intent_shown_on_release_black
laws 2005
fen r2qk2r/3pbp1N/8/8/8/8/8/4K3 b kq - 0 1
black lift e8
black release g8 castle
black lift g8
black release e8
black touch h8
expect permitted all
expect note 4.4c
end

# Said aloud after the touches, the intention changes what they bind to.
case h44c_intent_said_after_king_and_rook
laws 2005
fen 4k3/8/8/8/8/8/3PBP1n/R2QK2R w KQ - 0 1
white touch e1
white touch h1
expect permitted h1f1 h1g1 h1h2
white say "I castle" castle
expect permitted all
expect note 4.4c
end
