# 2023 Article 4.4.3: "intending to castle, touches the king and then a rook, but castling with this
# rook is illegal, the player must make another legal move with his king (which may include
# castling with the other rook). If the king has no legal move, the player is free to make any
# legal move." (No case here releases the king on its castling square: 4.7.2 is handled elsewhere.)

# clause: 4.4.3 - long castling illegal (d1 attacked by Rd8): another king move, short castling included.
case h2023_443_long_illegal_short_allowed
laws 2023
fen 3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1
white touch e1 castle
white touch a1
expect permitted e1e2 e1f1 e1f2 e1g1
expect restricted 4.4.3
end

# clause: 4.4.3 - castling illegal because the king is in check: a king move, no castling.
case h2023_443_in_check
laws 2023
fen 4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1
white touch e1 castle
white touch h1
expect permitted e1d1 e1e2 e1f1 e1f2
expect restricted 4.4.3
end

# clause: 4.4.3 - Black, king without any legal move (long castling illegal through d8): any legal move.
case h2023_443_black_king_immobile
laws 2023
fen r3kb2/3ppp2/8/B7/8/8/8/4K3 b q - 0 1
black touch e8 castle
black touch a8
expect permitted all
expect note 4.4.3
end

# clause: 4.4.3 - breach: intending to castle, castling illegal, the rook moved instead of the king.
case h2023_443_breach_rook_moved
laws 2023
fen 3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1
white touch e1 castle
white touch a1
white lift a1
white release b1
expect violation 4.4.3
expect move a1b1
expect permitted all
end

# clause: 4.4.3 - intention shown with the rook touch; castling legal: 4.4.1 applies, castle.
case h2023_443_legal_is_441
laws 2023
fen 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1
white touch e1
white touch a1 castle
expect permitted e1c1
expect restricted 4.4.1
end

# clause: 4.4.3 - the intended castling made illegal, another king move made lawfully.
case h2023_443_king_steps
laws 2023
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white touch e1+h1 castle
expect permitted e1c1 e1d1 e1d2 e1f2
white lift e1
white release d2
expect no violation
expect move e1d2
end
