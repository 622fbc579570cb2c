# Enforce mode: refusals, and what follows them.
# Expected answers derived from docs/events.md and the law texts; FENs and move lists
# checked with an independent move generator.

# Enforce: a release completing a forbidden move is refused; the pawn stays in the hand.
# Put back on its own square it breaks nothing; the touched knight then moves lawfully.
case enf_refused_release_then_put_back_2005
laws 2005
mode enforce
white touch b1
white lift d2
white release d4
expect refused
expect violation 4.3a
expect no move
white release d2
expect no violation
expect permitted b1a3 b1c3
white lift b1
white release c3
expect move b1c3
white clock
expect to_move black
end

# Enforce: the refused release left the pawn in the hand; a clock press now is an illegal move and refused too.
case enf_refused_release_then_clock_2023
laws 2023
mode enforce
white touch b1
white lift d2
white release d4
expect violation 4.3.1
expect refused
white clock
expect violation 7.5.1
expect refused
expect to_move white
end

# Enforce: a completed mate; the press is accepted and nothing is permitted for Black.
case enf_mate_accepted_2005
laws 2005
mode enforce
fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1
white lift a1
white release a8
expect move a1a8
expect no violation
white clock
expect to_move black
expect permitted
end

# Enforce: intent to castle through check (f1 covered); the king put on g1 makes no legal move and
# is not refused (reading 2); it is then moved to d1, a permitted king move.
case enf_castling_through_check_king_on_g1_then_d1_2005
laws 2005
mode enforce
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white lift e1 castle
expect permitted e1c1 e1d1 e1d2 e1f2
white release g1
expect no violation
expect no move
white lift g1
white release d1
expect move e1d1
expect no violation
end
