# More physical sequences.

# 2023: rook touched, then the king released on g1: castling on that side is barred (4.4.2), so
# the king on g1 is no part of a permitted move: not fixed (docs/events.md, Details), no breach yet; the rook
# (first touched, movable) must move.
case au_i1_rook_then_king_on_g1_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch h1
white lift e1
white release g1
expect no violation
expect no move
expect permitted h1f1 h1g1
end

# 2005: the pawn removed (touch, 4.3a), the queen placed on f8 by mistake (no promotion lands
# there: nothing fixed), then lifted and put on e8: e8=Q, lawful.
case au_i2_promotion_piece_misplaced_then_corrected_2005
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove e7
white place Q f8
expect no violation
expect no move
white lift f8
white release e8
expect move e7e8q
expect no violation
end

# 2023: pawn released on e8 (fixed), removed, nothing placed, clock pressed: the pawn is not
# "left unreplaced on the last rank" (it is gone): 7.5.1, reinstated, the fix on e8 still binds.
case au_i3_pawn_removed_nothing_placed_clock_2023
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
white remove e8
white clock
expect violation 7.5.1
expect to_move white
expect permitted e7e8b e7e8n e7e8q e7e8r
end

# An announcement, then the piece lifted (not adjusted on its square): lifting is not adjusting;
# the announcement ends and the lift is a deliberate touch.
case au_i4_announce_then_lift_2005
laws 2005
white say "j'adoube"
white lift d2
white release d2
expect permitted d2d3 d2d4
end

# 2023: the claimant's touch after the breach but before the offender's clock press forfeits (4.8).
case au_i5_touch_after_breach_before_press_2023
laws 2023
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3.1
black touch g8
white clock
black claim
expect claim forfeited
end

# 4.3b: the touched piece gives check and can be captured only by the king (unprotected):
# Kxe2 is the only capture.
case au_i6_checker_capturable_by_king_only_2005
laws 2005
fen 4k3/8/8/8/8/8/4q3/4K3 w - - 0 1
white touch e2
expect permitted e1e2
end

# The pinned knight touched first (cannot move), then the king's rook and the king:
# rook then king (4.4b: no castling on the h-side), the rook must move (4.3a over h1, e1).
case au_i7_pinned_then_rook_then_king_2005
laws 2005
fen rnbqk2r/pppp1ppp/5n2/4p3/1b2P3/2NP4/PPP2PPP/R1BQK2R w KQkq - 1 5
white touch c3
white touch h1
white touch e1
expect permitted h1f1 h1g1
expect restricted 4.4b
end
