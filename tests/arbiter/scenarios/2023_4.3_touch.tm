# 2023 Article 4.3: touching with the intention of moving or capturing: 4.3.1 own pieces (move the
# first touched that can be moved), 4.3.2 opponent's pieces (capture the first touched that can
# be captured), 4.3.3 pieces of each colour (capture the first touched opponent's piece with the
# first touched own piece or, if illegal, move or capture the first touched piece that can be moved
# or captured; if unclear, own piece first). 4.5: none can be moved or captured: any legal move.

case h2023_431_single
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c4
expect permitted c4a6 c4b3 c4b5 c4d3 c4d5 c4e2 c4e6 c4f1 c4f7
expect restricted 4.3.1
end

case h2023_431_pinned_then_other
laws 2023
fen rnbqk2r/pppp1ppp/5n2/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 1 4
white touch c3
white touch c1
expect permitted c1d2 c1e3 c1f4 c1g5 c1h6
expect restricted 4.3.1
end

case h2023_432_two_capturers
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch d5
expect permitted c3d5 e4d5
expect restricted 4.3.2
end

case h2023_433_capture
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch e4
white touch d5
expect permitted e4d5
expect restricted 4.3.3
end

# Unclear order: own piece first; Bxe5 impossible, the bishop can move: bishop moves.
case h2023_433_unclear_order
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5+c4
expect permitted c4a6 c4b3 c4b5 c4d3 c4d5 c4e2 c4e6 c4f1 c4f7
end

# Several of each colour: first own (Bc4) cannot take first opponent's (e5): the first touched
# piece that can be moved, the bishop.
case h2023_433_several
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c4
white touch f3
white touch e5
expect permitted c4a6 c4b3 c4b5 c4d3 c4d5 c4e2 c4e6 c4f1 c4f7
end

# e5 touched (4.3.2), then d2 lifted: dxe5 impossible, Nxe5 still required, now cited as 4.3.3
# (pieces of both colours touched). The breach comes with the completing release and is
# claimable (4.8).
case h2023_432_breach
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5
expect restricted 4.3.2
white lift d2
expect no violation
expect obligation 4.3.3
expect permitted f3e5
white release d4
expect violation 4.3.3
expect move d2d4
expect permitted all
white clock
black claim
expect claim upheld
end

# 4.5: nothing touched can be moved or captured.
case h2023_45_none
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c1
white touch c6
expect permitted all
expect note 4.5
end
