# Reading 4: "Touching the capturing piece against the opponent's piece counts as touching both;
# the order is own piece first where it is unclear (4.3c)."  In the event language this is one
# touch of both squares at one moment (touch OWN+OPP).

# Knight against the pawn: the capture Nxe5.
case r04_knight_against_pawn
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch f3+e5
expect permitted f3e5
expect restricted 4.3c
end

# Written the other way round, still one moment: the same.
case r04_order_of_writing_irrelevant
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch d5+c3
expect permitted c3d5
end

# Pinned knight against the pawn: the capture is illegal; the own piece, counted first, cannot
# move; the pawn can be captured (exd5).
case r04_pinned_against
laws 2005
fen rnbqk2r/ppp2ppp/5n2/3pp3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 0 5
white touch c3+d5
expect permitted e4d5
end

# Knight against a piece it cannot capture: the own piece counts first and can move: any knight move.
case r04_not_a_capture_own_first
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch f3+c6
expect permitted f3d4 f3e5 f3g1 f3g5 f3h4
end

# Immobile Bc1 against the e5 pawn: no capture, the bishop cannot move, e5 can be captured (Nxe5).
case r04_immobile_own_capturable_opponent
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c1+e5
expect permitted f3e5
end

# Black: knight against the e4 pawn.
case r04_black
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black touch f6+e4
expect permitted f6e4
end

# The knight lifted and then touched against the pawn: the order is clear (own first): Nxe5.
case r04_lifted_then_against
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3
white touch e5
expect permitted f3e5
end
