# Article 4.3(b) (2005): touching "one or more of his opponent's pieces, he must capture the first
# piece touched which can be captured". Any own piece may make the capture.

# Only Be3 can capture Bc5.
case h43b_single_capturer
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white touch c5
expect permitted e3c5
expect restricted 4.3b
end

# Two pieces can capture the touched pawn: either capture.
case h43b_two_capturers
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch d5
expect permitted c3d5 e4d5
end

# First touched piece (Nc6) cannot be captured; the second (e5) can: Nf3xe5.
case h43b_uncapturable_then_capturable
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c6
expect permitted all
white touch e5
expect permitted f3e5
end

# The pawn that just advanced two squares can only be captured en passant.
case h43b_en_passant_capture
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white touch d5
expect permitted e5d6
end

# Capturing on the last rank: all four promotions are captures of the touched rook.
case h43b_capture_with_promotion
laws 2005
fen 3r4/4P2k/8/8/8/8/8/4K3 w - - 0 1
white touch d8
expect permitted e7d8b e7d8n e7d8q e7d8r
end

# Pinned Nc3 cannot take d5; only exd5 is a legal capture.
case h43b_pinned_capturer_excluded
laws 2005
fen rnbqk2r/ppp2ppp/5n2/3pp3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 0 5
white touch d5
expect permitted e4d5
end

# Another move made instead: e5 touched, d2 lifted (a touch of an own piece: pieces of both
# colours are now touched, so the obligation is cited as 4.3c; dxe5 is impossible and e5 is the
# first touched piece that can be captured: Nxe5 stays required).
# The completed d2d4 is a live breach: the claim is upheld and Nxe5 required again.
case h43b_not_captured
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5
expect restricted 4.3b
white lift d2
expect obligation 4.3c
expect permitted f3e5
white release d4
expect violation 4.3c
expect move d2d4
expect permitted all
white clock
black claim
expect claim upheld
expect to_move white
expect permitted f3e5
end

# Black having the move touches the white bishop: only Be6xc4.
case h43b_black_captures
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 2 9
black touch c4
expect permitted e6c4
expect restricted 4.3b
end

# Rd2 is attacked only by the king and protected by Nb3: it cannot be captured: 4.5, any move.
case h43b_protected_only_king_attacks
laws 2005
fen 4k3/8/8/8/8/1n6/3r3P/4K3 w - - 0 1
white touch d2
expect permitted all
expect note 4.5
end

# exd6 e.p. would expose Ka5 to Rh5 along the fifth rank: d5 cannot be captured: 4.5.
case h43b_en_passant_illegal_horizontal_pin
laws 2005
fen 4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 1
white touch d5
expect permitted all
expect note 4.5
end
