# Touches (4.3, readings 4, 5, 7).

# 4.3c: the opponent's Nc6 first (no white piece can capture it), then the own Nf3: Nxc6 is
# impossible; the first touched piece that can be moved or captured: c6 no, f3 yes: knight moves.
case au_g1_uncapturable_opponent_then_own_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c6
white touch f3
expect permitted f3d4 f3e5 f3g1 f3g5 f3h4
end

# Two own knights at one moment (only Nc3 can take d5), then the d5 pawn: any of the first-moment
# pieces may make the capture (docs/events.md, Details): Nxd5 by c3 only.
case au_g2_two_own_one_can_capture_2005
laws 2005
fen rnbqkbnr/ppp1pppp/8/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 2
white touch c3+g1
white touch d5
expect permitted c3d5
end

# Reading 4: the pinned bishop touched against its pinner: the capture releases the pin: Bxb4.
case au_g3_pinned_piece_captures_pinner_2005
laws 2005
fen rnbqk2r/pppp1ppp/5n2/4p3/1b2P3/3P4/PPPB1PPP/RN1QKBNR w KQkq - 1 5
white touch d2+b4
expect permitted d2b4
end

# Touching the opponent's piece first, then lifting an own piece that cannot capture it and then
# another own piece that can: 4.3c with several pieces of one colour: the first own piece (e2)
# cannot capture e5; the first touched piece that can be moved or captured is e5 itself: any capture
# of e5 (reading 5: otherwise the first touched piece that can be moved or captured).
case au_g4_opponent_then_noncapturing_then_capturing_2005
laws 2005
fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
white touch e5
white touch d2
white touch f3
expect permitted f3e5
end
