# 2023 Article 4.3.3: touching "one or more pieces of each colour, he must capture the first touched
# opponent's piece with his first touched piece or, if this is illegal, move or capture the first
# piece touched that can be moved or captured. If it is unclear whether the player's own piece or
# his opponent's piece was touched first, the player's own piece shall be considered to have been
# touched before his opponent's."

# clause: 4.3.3 - opponent's piece first, then own: the own piece must capture it.
case h2023_433_opponent_first_then_own
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch d5
white touch c3
expect permitted c3d5
end

# clause: 4.3.3 - d5 first, then Ng1 which cannot capture it: the first touched piece that can be
# moved or captured is d5 itself: capture it (by any piece).
case h2023_433_capture_illegal_opponent_first
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch d5
white touch g1
expect permitted c3d5 e4d5
end

# clause: 4.3.3 - Ng1 first, then d5: Nxd5 impossible, the knight (first touched, movable) moves.
case h2023_433_capture_illegal_own_first
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch g1
white touch d5
expect permitted g1e2 g1f3 g1h3
end

# clause: 4.3.3 - own first touched piece (Rh1) can neither capture nor move: the next piece that
# can be moved or captured is d5: capture it.
case h2023_433_own_immobile
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch h1
white touch d5
expect permitted c3d5 e4d5
end

# clause: 4.3.3 - the capturing pawn touched against d5 (same moment, reading 4): own piece first, exd5.
case h2023_433_same_moment_capture
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch e4+d5
expect permitted e4d5
end

# clause: 4.3.3 - breach: e4 and d5 touched, captured with the knight instead; violation on the release.
case h2023_433_breach_other_capturer
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch e4
white touch d5
expect permitted e4d5
expect restricted 4.3.3
white remove d5
white lift c3
white release d5
expect violation 4.3.3
expect move c3d5
expect permitted all
end
