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
