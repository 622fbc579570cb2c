# Reading 5: "Several pieces of each colour (2005 4.3c is silent): the first touched own piece must
# capture the first touched opponent's piece; otherwise the first touched piece that can be moved
# or captured (the 2023 wording)."  docs/events.md, Details, What touches bind: several own pieces
# at the first moment: any of them may make the capture.

case r05_first_own_captures_first_opponent
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch f3
white touch c4
white touch e5
expect permitted f3e5
expect restricted 4.3c
end

# First own piece (Bc4) cannot capture e5: the first touched piece that can be moved is the bishop.
case r05_first_own_cannot_capture
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c4
white touch f3
white touch e5
expect permitted c4a6 c4b3 c4b5 c4d3 c4d5 c4e2 c4e6 c4f1 c4f7
end

# Opponent's pieces first (e5, c6), then the knight: Nxe5 is "first own captures first opponent's".
case r05_opponent_pieces_first
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5
white touch c6
white touch f3
expect permitted f3e5
end

# First opponent's piece c6 (uncapturable), then e5, then the knight: Nxc6 impossible; the first
# touched piece that can be moved or captured: c6 no, e5 yes: Nxe5.
case r05_first_opponent_uncapturable
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c6
white touch e5
white touch f3
expect permitted f3e5
end

# Four pieces: first own c4, first opponent c6; Bxc6 impossible; in touch order c6 (no), e5 (Nxe5).
case r05_four_pieces
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c6
white touch e5
white touch c4
white touch f3
expect permitted f3e5
end

# Two own pieces at the first moment, both able to capture d5: either capture.
case r05_two_own_first_moment
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch e4+c3
white touch d5
expect permitted c3d5 e4d5
end

# Black: first own Qd7 cannot capture e4: the queen (first touched, movable) must move.
case r05_black_queen_first
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black touch d7
black touch f6
black touch e4
black touch c4
expect permitted d7c8 d7d8 d7e7
end
