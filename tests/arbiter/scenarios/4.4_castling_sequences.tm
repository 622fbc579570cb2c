# Castling carried out in various physical orders.

# King and rook both in the hand (king lifted first: 4.4a), rook set down on f1 first, then the
# king on g1: complete when both are released (docs/events.md, Details); no breach.
case au_b1_both_in_hand_rook_down_first_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white lift h1
expect permitted e1g1
white release f1 R
expect no violation
expect no move
expect permitted e1g1
white release g1 K
expect move e1g1
expect no violation
white clock
expect to_move black
end

case au_b2_both_in_hand_rook_down_first_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white lift h1
white release f1 R
expect no violation
white release g1 K
expect move e1g1
expect no violation
end

# King on g1 (fixed, castling), the rook set down on e1 by mistake: no legal move and not part of
# one: nothing yet; then the rook to f1: castling complete, no breach.
case au_b3_rook_misplaced_then_corrected_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white release g1
expect permitted e1g1
white lift h1
white release e1
expect no violation
expect no move
white lift e1
white release f1
expect move e1g1
expect no violation
end

# 4.4b for the a1 rook (boxed in, cannot move), then the king (binding, 4.3a), then the h1 rook:
# king touched, then a rook: 4.4a, castle on the h-side (legal).
case au_b5_immobile_rook_king_other_rook_2005
laws 2005
fen rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch a1
white touch e1
white touch h1
expect permitted e1g1
expect restricted 4.4a
end

# King and rook at one moment, no intention shown, castling on that side illegal (f1 covered by
# Ba6): 4.4a does not bind; 4.3a, two pieces at one moment, either may be moved (reading 7).
case au_b6_same_moment_castling_illegal_king_movable_2005
laws 2005
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white touch e1+h1
expect permitted e1c1 e1d1 e1d2 e1f2 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8
end

# 4.4c with the intention shown only on the rook's touch (docs/events.md, Details: the modifier sets the intent
# for the whole turn): castling short illegal, another king move, long castling included.
case au_b7_intent_on_rook_touch_illegal_2005
laws 2005
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white touch e1
white touch h1 castle
expect permitted e1c1 e1d1 e1d2 e1f2
expect restricted 4.4c
end

# 2023 4.7.2: king released on g1 while short castling is illegal: bound to another king move.
# The player completes the 'castling' anyway (rook to f1) and presses the clock: 7.5.1,
# reinstated, the king still bound.
case au_b8_illegal_castling_completed_clock_2023
laws 2023
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white lift e1
white release g1
expect permitted e1c1 e1d1 e1d2 e1f2
white lift h1
white release f1
white clock
expect violation 7.5.1
expect sanction time 120 black
expect to_move white
expect permitted e1c1 e1d1 e1d2 e1f2
end

# Chess960, king f1 and rook h1: castling short puts the king on g1 and the rook on f1 (the king's
# own square). Both lifted (king first: 4.4a), rook set on f1, king on g1: castling (f1h1).
case au_b9_c960_rook_onto_kings_square
fen 4k3/8/8/8/8/8/8/5K1R w H - 0 1
white lift f1
white lift h1
expect permitted f1h1
white release f1 R
expect no move
expect no violation
white release g1 K
expect move f1h1
expect no violation
end

