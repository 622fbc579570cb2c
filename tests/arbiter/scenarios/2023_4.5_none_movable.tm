# 2023 Article 4.5: "If none of the pieces touched in accordance with Article 4.3 or Article 4.4
# can be moved or captured, the player may make any legal move." docs/events.md, Details, What
# touches bind: permitted is every legal move, restricted_by null, and a note cites 4.5.

# clause: 4.5 - a single blocked own piece.
case h2023_45_blocked_rook
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch a1
expect permitted all
expect restricted none
expect note 4.5
end

# clause: 4.5 - a single opponent's piece that no piece can capture.
case h2023_45_uncapturable
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c6
expect permitted all
expect restricted none
expect note 4.5
end

# clause: 4.5 - a pinned knight (Bb4, d2 empty) cannot be moved.
case h2023_45_pinned
laws 2023
fen rnbqk2r/pppp1ppp/5n2/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 1 4
white touch c3
expect permitted all
expect note 4.5
end

# clause: 4.5 - king in check; the touched pawn cannot parry it: any legal move (king moves only).
case h2023_45_in_check
laws 2023
fen 4k3/8/8/8/1b6/8/P7/R3K2R w KQ - 0 1
white touch a2
expect permitted e1d1 e1e2 e1f1 e1f2
expect restricted none
expect note 4.5
end

# clause: 4.5 - pieces of both colours, none movable or capturable; then a lawful free move.
case h2023_45_both_colours_then_free_move
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c1
white touch c6
white touch a1
expect permitted all
expect note 4.5
white lift d2
white release d3
expect no violation
expect move d2d3
end
