# Once both colours are touched, 4.3c (2023: 4.3.3) asks first for the capture of the first
# opponent's piece by the first own piece; failing that, for the first touched piece that can be
# moved or captured. When that piece is the king and a rook was touched with or after it, 4.4a
# (2023: 4.4.1) decides how it moves: castling on that side, where legal. The article cited stays
# 4.3c (docs/events.md, Both colours).

# An opponent's piece nothing can take, then king and rook together: castling is the only move.
case opponent_first_then_king_and_rook_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c6
expect note 4.5
expect permitted all
white touch e1+h1
expect obligation 4.3c
expect restricted 4.3c
expect permitted e1g1
white lift e1
white release f1
expect violation 4.3c
expect move e1f1
white clock
black claim
expect claim upheld
expect to_move white
expect permitted e1g1
end

case opponent_first_then_king_and_rook_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c6
expect note 4.5
white touch e1+h1
expect obligation 4.3.3
expect restricted 4.3.3
expect permitted e1g1
white lift e1
white release f1
expect violation 4.3.3
expect move e1f1
white clock
black claim
expect claim upheld
expect permitted e1g1
end

# The king first, an opponent's pawn it cannot take, then the rook: the king binds, and the rook
# touched after it turns that into castling.
case king_then_opponent_then_rook_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e1
expect obligation 4.3a
expect permitted e1e2 e1f1 e1g1
white touch e5
expect obligation 4.3c
expect permitted e1e2 e1f1 e1g1
white touch h1
expect obligation 4.3c
expect restricted 4.3c
expect permitted e1g1
white lift e1
white release g1
expect no violation
expect no move
white lift h1
white release f1
expect no violation
expect move e1g1
end

case king_then_opponent_then_rook_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e1
white touch e5
expect obligation 4.3.3
expect permitted e1e2 e1f1 e1g1
white touch h1
expect restricted 4.3.3
expect permitted e1g1
white lift e1
white release e2
expect violation 4.3.3
expect move e1e2
end

# Castling illegal (f1 attacked), no intention said: as with own pieces alone, king and rook
# touched together may either be moved (reading 7).
case castling_illegal_among_both_colours_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPPbPPP/RNBQK2R w KQkq - 0 5
white touch c6
white touch e1+h1
expect restricted 4.3c
expect permitted e1e2 h1f1 h1g1
end

# The same with the intention to castle (4.4c): the king must make another move.
case castling_illegal_with_intent_among_both_colours_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPPbPPP/RNBQK2R w KQkq - 0 5
white touch c6
white touch e1+h1 castle
expect restricted 4.3.3
expect permitted e1e2
end
