# 2023 Article 4.2.1: "Only the player having the move may adjust one or more pieces on their
# squares, provided that he first expresses his intention (for example by saying j'adoube or I adjust)."
# 4.2.2: any other physical contact, except clearly accidental contact, is considered intent.

# The opponent adjusts on White's time: 4.2.1, White bound to nothing.
case h2023_421_opponent_adjusts
laws 2023
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust g8
expect violation 4.2.1
expect to_move white
expect permitted all
end

# The player having the move, announced: lawful, nothing binds.
case h2023_421_player_on_move
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white say "ich korrigiere"
white adjust c4+f3
expect no violation
expect permitted all
end

# Unannounced adjustment by the player having the move is a touch (4.2.2): 4.3.1.
case h2023_422_unannounced_is_touch
laws 2023
white adjust d2
expect permitted d2d3 d2d4
expect restricted 4.3.1
end

# Clearly accidental contact is no touch (4.2.2).
case h2023_422_accidental
laws 2023
white touch d2 accidental
expect permitted all
expect restricted none
end

# Enforce mode: the adjustment on the opponent's time is refused.
case h2023_421_enforce_refused
laws 2023
mode enforce
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust c6
expect refused
expect violation 4.2.1
end

# Black, on White's time, adjusts a white piece: 4.2.1 too.
case h2023_421_opponents_piece
laws 2023
clock yes
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "tôi sửa quân"
black adjust c4
expect violation 4.2.1
expect permitted all
end

# clause: 4.2.1 - English announcement, two pieces adjusted one after the other: nothing binds;
# a later deliberate touch binds as usual.
case h2023_421_english_then_touch
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white say "I adjust"
white adjust d2
expect no violation
expect permitted all
white adjust c4
expect permitted all
white touch b1
expect permitted b1a3 b1c3
expect restricted 4.3.1
end

# clause: 4.2.1 - the intention must be expressed FIRST: saying j'adoube after the contact does
# not undo the touch (4.2.2: the contact was intent).
case h2023_421_announced_too_late
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white adjust d2
white say "j'adoube"
expect permitted d2d3 d2d4
expect restricted 4.3.1
end

# clause: 4.2.2 - unannounced adjustment of an opponent's piece is a touch with intent: 4.3.2.
case h2023_422_unannounced_opponent_piece
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white adjust e5
expect permitted f3e5
expect restricted 4.3.2
end

# clause: 4.2.2 - clearly accidental contact with an opponent's piece binds nothing.
case h2023_422_accidental_opponent_piece
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5 accidental
expect permitted all
expect restricted none
end

# clause: 4.2.2 - an accidental contact first, a deliberate touch after: only the deliberate one binds.
case h2023_422_accidental_then_deliberate
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch d2 accidental
white touch b1
expect permitted b1a3 b1c3
expect restricted 4.3.1
end

# clause: 4.2.2 - unannounced adjustment of two own pieces at one moment: both touched at once,
# either may be moved (reading 7).
case h2023_422_unannounced_two_pieces
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white adjust b1+d2
expect permitted b1a3 b1c3 d2d3 d2d4
end
