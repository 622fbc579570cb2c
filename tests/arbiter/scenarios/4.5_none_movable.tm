# Article 4.5 (2005): "If none of the pieces touched can be moved or captured, the player may
# make any legal move."  docs/events.md, Details, What touches bind: permitted is every legal move,
# restricted_by null, a note cites 4.5.

# Ra1 boxed in by a2 and b1.
case h45_single_blocked_rook
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch a1
expect permitted all
expect restricted none
expect note 4.5
end

# Three immobile pieces in the initial position.
case h45_three_blocked
laws 2005
white touch a1
white touch c1
white touch f1
expect permitted all
expect note 4.5
end

# The only piece touched is pinned.
case h45_pinned
laws 2005
fen rnbqk2r/pppp1ppp/5n2/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 1 4
white touch c3
expect permitted all
expect note 4.5
end

# Opponent's pieces that no white piece attacks.
case h45_uncapturable_opponent_pieces
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c6
white touch h7
expect permitted all
expect note 4.5
end

# In check: Ng1, Bf1 and h2 cannot parry Bb4+; any legal move is then one of the six evasions.
case h45_in_check_none_helps
laws 2005
fen rnbqk1nr/pppp1ppp/8/4p3/1b1PP3/8/PPP2PPP/RNBQKBNR w KQkq - 1 3
white touch g1
white touch f1
white touch h2
expect permitted b1c3 b1d2 c1d2 c2c3 d1d2 e1e2
expect restricted none
end

# 4.5 is judged over all touches: a movable piece touched later binds.
case h45_later_touch_binds
laws 2005
white touch a1
expect permitted all
white touch g1
expect permitted g1f3 g1h3
expect restricted 4.3a
end

# Under 4.5 any legal move is lawful.
case h45_any_move_lawful
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch a1
white lift d2
white release d4
expect move d2d4
expect no violation
end

# Black: Bc8 boxed in by b7 and d7.
case h45_black
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4
black touch c8
expect permitted all
expect note 4.5
end

# The opponent's king can never be captured.
case h45_opponents_king
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e8
expect permitted all
expect note 4.5
end

# The king alone touched with the intention to castle is 4.3a (docs/events.md, Details); a king that cannot
# move frees the player under 4.5, in both editions (4.4c, 4.4.3 need a rook touched too).
case h45_king_alone_with_intent_cannot_move
laws 2005
fen 4kr2/8/8/8/8/8/3PP3/3QK2R w K - 0 1
white touch e1 castle
expect permitted all
expect restricted none
expect note 4.5
end

case h45_king_alone_with_intent_cannot_move_2023
laws 2023
fen 4kr2/8/8/8/8/8/3PP3/3QK2R w K - 0 1
white touch e1 castle
expect permitted all
expect restricted none
expect note 4.5
end
