# Chess960 castling at the board. Permitted moves write castling as the king
# onto its own rook (UCI as engines write it, g1h1). The FIDE Chess960
# guidelines' procedure (the king off the board, the rook moved, the king
# placed) completes castling like king first does.

# The king already stands on its castling square: only the rook moves.
case c960_king_stays_rook_moves
fen 4k3/8/8/8/8/8/8/6KR w H - 0 1
white lift g1
expect permitted g1f1 g1f2 g1g2 g1h1 g1h2
white lift h1
white release g1 K
white release f1 R
expect move g1h1
white clock
expect to_move black
expect fen 4k3/8/8/8/8/8/8/5RK1 b - - 1 1
end

# FIDE Chess960 procedure: king off the board, rook to d1, king placed on c1.
case c960_procedure_king_off_rook_moved_king_placed
fen 4k3/8/8/8/8/8/8/1R3K2 w B - 0 1
white lift f1
white lift b1
white release d1 R
white release c1 K
expect move f1b1
expect no violation
end

# King then rook (4.4a): castling with that rook is the only permitted move.
case c960_44a_king_then_rook
fen 4k3/8/8/8/8/8/8/1R3K2 w B - 0 1
white touch f1
white touch b1
expect permitted f1b1
expect restricted 4.4a
end

# Rook then king (4.4b): no castling with that rook; the rook must move.
case c960_44b_rook_then_king
fen 4k3/8/8/8/8/8/8/1R3K2 w B - 0 1
white touch b1
white touch f1
expect permitted b1a1 b1b2 b1b3 b1b4 b1b5 b1b6 b1b7 b1b8 b1c1 b1d1 b1e1
expect restricted 4.4b
end

# The castling rook shields c1 from the black rook on a1: castling would
# put the king in check, so it is not among the king's moves.
case c960_castling_into_check_excluded
fen 4k3/8/8/8/8/8/8/rR3K2 w B - 0 1
white lift f1
expect permitted f1e1 f1e2 f1f2 f1g1 f1g2
end

# The variant header makes a standard-looking position Chess960: castling is
# then written king onto rook (e1h1), not as the king's two-square move.
case c960_variant_header
variant chess960
fen 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1
white touch e1
white touch h1
expect permitted e1h1
end

# "variant standard" decides, even against a castling field that names files (HAha) where
# standard chess can read the rights: castling is written as the king's two-square move.
case variant_standard_reads_file_letters_as_standard
variant standard
fen r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1
white touch e1
expect permitted e1c1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1
end

# Without the header, file letters make the game Chess960 (docs/events.md, Details): king onto rook.
case file_letters_without_variant_are_chess960
fen r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1
white touch e1
expect permitted e1a1 e1d1 e1d2 e1e2 e1f1 e1f2 e1h1
end

# Chess960, king first onto its castling square where that is also a plain king move (king b1,
# rook a1: c1). While castling binds the player (4.4a) or they said they meant it (castle),
# the king released on c1 is castling under way (reading 3: fixed as part of it), not Kc1
# completed; the rook then completes the castling, with nothing to claim.
case c960_king_first_onto_a_plain_king_square_under_4_4a
fen 4k3/8/8/8/8/8/8/RK6 w A - 0 1
white touch b1+a1
expect permitted b1a1
white lift b1
white release c1
expect no violation
expect no move
expect permitted b1a1
white lift a1
white release d1
expect move b1a1
expect no violation
white clock
black claim
expect claim rejected
end

case c960_king_first_onto_a_plain_king_square_with_intent
fen 4k3/8/8/8/8/8/8/RK6 w A - 0 1
white lift b1 castle
white release c1
expect no move
white lift a1
white release d1
expect move b1a1
expect no violation
end

# If the rook never follows, the clock press makes the king's move: permitted with the intent
# alone, a breach of what bound the player under 4.4a (reported on the press).
case c960_king_on_castling_square_and_the_clock_with_intent
fen 4k3/8/8/8/8/8/8/RK6 w A - 0 1
white lift b1 castle
white release c1
white clock
expect move b1c1
expect no violation
expect to_move black
expect fen 4k3/8/8/8/8/8/8/R1K5 b - - 1 1
end

case c960_king_on_castling_square_and_the_clock_under_4_4a
fen 4k3/8/8/8/8/8/8/RK6 w A - 0 1
white touch b1+a1
white lift b1
white release c1
white clock
expect move b1c1
expect violation 4.4a
expect to_move black
expect fen 4k3/8/8/8/8/8/8/R1K5 b - - 1 1
black claim
expect claim upheld
expect to_move white
expect permitted b1a1
end

# Without the intent or an obligation to castle, the king released on c1 completes Kc1, and
# the rook moved after it changes a completed move (4.7); the FIDE Chess960 procedure (the
# king off the board, the rook moved, the king placed) castles without that.
case c960_king_on_a_plain_king_square_without_intent_is_a_move
fen 4k3/8/8/8/8/8/8/RK6 w A - 0 1
white lift b1
white release c1
expect move b1c1
white lift a1
white release d1
expect violation 4.7
end

# Without a clock the opponent's action passes the turn after castling under way too: the
# king's move is made then.
case c960_king_first_no_clock_turn_passes
variant chess960
fen rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w AHah - 0 1
white lift b1 castle
white release c1
black lift a7
black release a6
expect move a7a6
end

case c960_king_first_clock_reports_move
variant chess960
clock yes
fen rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w AHah - 0 1
white lift b1 castle
white release c1
white clock
expect move b1c1
end

# 2023: a two-handed move made at the clock press is 7.5.4 as any other.
case c960_king_first_two_hands_754
laws 2023
variant chess960
clock yes
fen rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w AHah - 0 1
white lift b1 castle hand=left
white release c1 hand=right
white clock
expect violation 7.5.4
end
