# Reading 7: "Two of one's own pieces touched at the same moment: either may be moved; the answer
# notes the ambiguity for the arbiter."

case r07_two_knights
laws 2005
white touch b1+g1
expect permitted b1a3 b1c3 g1f3 g1h3
expect restricted 4.3a
expect note 4.3a
end

# One of the two cannot move: the other must.
case r07_one_immobile
laws 2005
white touch a1+b1
expect permitted b1a3 b1c3
end

case r07_two_pawns
laws 2005
white touch d2+e2
expect permitted d2d3 d2d4 e2e3 e2e4
end

# Both immobile: 4.5.
case r07_both_immobile
laws 2005
white touch a1+c1
expect permitted all
expect note 4.5
end

# A later touch changes nothing.
case r07_later_touch_irrelevant
laws 2005
white touch b1+g1
white touch d2
expect permitted b1a3 b1c3 g1f3 g1h3
end

# Either may be moved: moving one of them is lawful.
case r07_either_moved
laws 2005
white touch b1+g1
white lift g1
white release h3
expect move g1h3
expect no violation
end

# Pinned knight and bishop at one moment: only the bishop can move.
case r07_pinned_and_free
laws 2005
fen rnbqk2r/pppp1ppp/5n2/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 1 4
white touch c3+c1
expect permitted c1d2 c1e3 c1f4 c1g5 c1h6
end

# After an immobile piece, the pair touched at one moment binds.
case r07_after_immobile_first
laws 2005
white touch a1
white touch b1+g1
expect permitted b1a3 b1c3 g1f3 g1h3
end

# The king and a pawn touched at one moment, then a rook: either may be
# moved (reading 7), the king only by castling with that rook (4.4a).
case r07_king_and_pawn_then_rook
laws 2005
fen r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R b KQkq - 6 8
black touch e8+a7
expect permitted a7a5 a7a6 e8c8 e8d8 e8e7 e8f8 e8g8
black touch h8
expect permitted a7a5 a7a6 e8g8
expect restricted 4.4a
black lift a7
black release a5
expect move a7a5
expect no violation
end

# The piece touched with the king cannot move: castling alone remains.
case r07_king_and_blocked_pawn_then_rook_2023
laws 2023
fen r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 6 8
white touch e1+c2
expect permitted e1c1 e1d1 e1e2 e1f1 e1g1
white touch h1
expect permitted e1g1
expect restricted 4.4.1
end
