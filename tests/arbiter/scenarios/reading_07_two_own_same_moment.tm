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
