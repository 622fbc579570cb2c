# 2023 Article 4.3.2: touching with the intention of capturing "one or more of his opponent's
# pieces, he must capture the first piece touched that can be captured" (by any piece).

# clause: 4.3.2 - Nf6 cannot be captured, d5 touched next can: capture on d5 by either capturer.
case h2023_432_uncapturable_then_capturable
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch f6
expect permitted all
white touch d5
expect permitted c3d5 e4d5
expect restricted 4.3.2
end

# clause: 4.3.2 - the first capturable piece binds; touching another opponent's piece after it changes nothing.
case h2023_432_first_binds
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch d5
white touch f6
expect permitted c3d5 e4d5
expect restricted 4.3.2
end

# clause: 4.3.2/4.3.3 - breach: d5 touched, Ng1-f3 played; violation on the completing release.
# The lift of g1 adds a piece of the other colour, so the breach is cited as 4.3.3.
case h2023_432_breach_other_move
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white touch d5
white lift g1
white release f3
expect violation 4.3.3
expect move g1f3
expect permitted all
end

# clause: 4.3.2 - removing the opponent's pawn first is a deliberate touch of it; then the capture
# by the pawn completes lawfully.
case h2023_432_remove_first
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white remove d5
expect permitted c3d5 e4d5
white lift e4
white release d5
expect no violation
expect move e4d5
end

# clause: 4.3.2/4.5 - the only capturer (Nd2) is pinned by Bb4: e4 cannot be captured, any legal move.
case h2023_432_only_capturer_pinned
laws 2023
fen 4k3/8/8/8/1b2p3/8/3N4/4K3 w - - 0 1
white touch e4
expect permitted all
expect note 4.5
end
