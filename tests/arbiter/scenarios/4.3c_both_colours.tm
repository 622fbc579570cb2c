# Article 4.3(c) (2005): touching "one piece of each colour, he must capture the opponent's piece
# with his piece or, if this is illegal, move or capture the first piece touched which can be
# moved or captured. If it is unclear, whether the player's own piece or that of his opponent was
# touched first, the player's own piece shall be considered to have been touched before his opponent's."

# Capture legal: exd5 only (not Nxd5, although Nc3 could capture d5 too).
case h43c_capture_with_touched_piece
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch e4
expect permitted e4d5 e4e5
white touch d5
expect permitted e4d5
expect restricted 4.3c
end

# Same position, the knight touched: Nxd5 only.
case h43c_knight_captures
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch c3
white touch d5
expect permitted c3d5
end

# Own piece first, the capture is impossible (Bc4 does not attack e5): the first touched piece
# that can be moved is the bishop: any bishop move, cited as 4.3c once e5 is touched.
case h43c_own_first_capture_illegal
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c4
expect restricted 4.3a
white touch e5
expect permitted c4a6 c4b3 c4b5 c4d3 c4d5 c4e2 c4e6 c4f1 c4f7
expect obligation 4.3c
expect restricted 4.3c
end

# Opponent's piece first, capture by the touched bishop impossible: e5 is the first touched piece
# that can be captured (by Nf3).
case h43c_opponent_first_capture_illegal
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5
white touch c4
expect permitted f3e5
end

# Unclear order (one moment): the own piece counts as first, so the bishop must move.
case h43c_unclear_order_own_first
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5+c4
expect permitted c4a6 c4b3 c4b5 c4d3 c4d5 c4e2 c4e6 c4f1 c4f7
end

# Own Nc3 pinned: Nxd5 is illegal and the knight cannot move at all; d5 can be captured (exd5).
case h43c_pinned_own_piece
laws 2005
fen rnbqk2r/ppp2ppp/5n2/3pp3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 0 5
white touch c3
white touch d5
expect permitted e4d5
end

# Neither piece can be moved or captured (Bc1 boxed in, Nc6 not attacked): 4.5.
case h43c_nothing_possible
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c1
white touch c6
expect permitted all
expect note 4.5
end

# Breach: another move completed after touching Nf3 and e5.
case h43c_breach
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch f3
white touch e5
white lift d2
white release d4
expect violation 4.3c
expect permitted all
end

# Black having the move: Nf6xe4.
case h43c_black
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black touch f6
black touch e4
expect permitted f6e4
end

# The king and the opponent's rook: 4.3c (a rook of the opponent is not "his rook" of 4.4a):
# the king must capture it.
case h43c_king_against_opponent_rook
laws 2005
fen 4k3/8/8/8/8/8/3r4/4K3 w - - 0 1
white touch e1
expect permitted e1d2 e1f1
white touch d2
expect permitted e1d2
expect restricted 4.3c
end

# The knight, touched first, cannot take e5: after e5 is touched it must
# still move (4.3c's fallback). Pieces of both colours are touched, so the
# obligation and its breach cite 4.3c.
case art4_3c_own_piece_bound_first_breach_cites_4_3c
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white touch e5
expect permitted b1a3 b1c3
expect obligation 4.3c
expect restricted 4.3c
white lift d2
white release d4
expect violation 4.3c
expect permitted all
end
