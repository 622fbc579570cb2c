# Article 4.7 (2005; 4.7.1 in 2023) after a reinstatement: "that turn's touches and lawful fixes
# still bind" (docs/events.md, Details, "Illegal moves and sanctions" and "Claims"). A move
# completed outside a fix that binds again breaks the fix, 4.7, besides the touch it breaks
# (4.3a: the fixed piece was the one touched first); in 2005 a 4.7 breach does not lapse by the
# claimant's touch (reading 8), so the claim is upheld. The same holds for a Chess960 king fixed on its own square.

# reinstated by the clock press (3): castling fixed (king on g1), rook never moved.
case r47_castling_fix_after_illegal_clock_then_knight_2005
laws 2005
fen 4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1
white lift e1
white release g1
white clock
expect violation 3
expect permitted e1g1
expect restricted 4.7
white lift b1
white release c3
expect move b1c3
expect violation 4.7
expect violation 4.3a
white clock
black touch e8
black claim
expect claim upheld
expect to_move white
expect permitted e1g1
end

# reinstated by the clock press (3): pawn fixed on e8, left unreplaced.
case r47_promotion_fix_after_illegal_clock_then_king_2005
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
white clock
expect violation 3
expect permitted e7e8b e7e8n e7e8q e7e8r
white lift e1
white release d1
expect violation 4.3a
expect move e1d1
expect violation 4.7
white clock
black touch h7
black claim
expect claim upheld
expect to_move white
expect permitted e7e8b e7e8n e7e8q e7e8r
end

# reinstated by an upheld claim (castling fix broken by Kf1), then broken again by Nc3.
case r47_castling_fix_after_claim_then_knight_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white release g1
white lift g1
white release f1
expect violation 4.7
white clock
black claim
expect claim upheld
expect permitted e1g1
expect restricted 4.7
white lift b1
white release c3
expect violation 4.3a
expect move b1c3
expect violation 4.7
white clock
black touch g8
black claim
expect claim upheld
expect to_move white
expect permitted e1g1
end

# 2023, same as D1a: both lapse in 2023, but the article cited is that of the fix.
case r47_castling_fix_after_illegal_clock_then_knight_2023
laws 2023
fen 4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1
white lift e1
white release g1
white clock
expect violation 7.5.1
expect permitted e1g1
expect restricted 4.7
white lift b1
white release c3
expect violation 4.3.1
expect move b1c3
expect violation 4.7
end

# same pattern without any reinstatement (Chess960, king already on g1: the program itself fixes
# castling when the king is put back, permitted g1h1 restricted_by 4.7); the knight move breaks the fix.
case r47_c960_castling_fix_then_knight_2005
laws 2005
fen 4k3/8/8/8/8/8/8/1N4KR w H - 0 1
white lift g1
white release g1
expect permitted g1h1
expect restricted 4.7
white lift b1
white release c3
expect violation 4.3a
expect move b1c3
expect violation 4.7
white clock
black touch e8
black claim
expect claim upheld
end
