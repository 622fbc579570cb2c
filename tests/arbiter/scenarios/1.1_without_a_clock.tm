# Without a clock attached (an electronic board alone; docs/events.md, Model: Clock press): the
# move passes when it is made, and an illegal move is ruled on when the opponent, with the mover's
# hands empty, deliberately touches a piece after it (that touch binds nothing; the position
# before the illegal move is reinstated, the mover to move). A clock is attached from its first
# press. Expected answers derived from docs/events.md and the law texts.

# The move passes on the release that makes it; Black's touch then binds.
case clk_move_passes_when_made_2005
laws 2005
white lift g1
white release f3
expect move g1f3
expect to_move black
black touch g8
expect obligation 4.3a
expect permitted g8f6 g8h6
expect fen rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
end

# Black's touch of White's knight binds too (4.3b); the knight cannot be captured (4.5).
case clk_touch_of_an_opponents_piece_binds_2005
laws 2005
white lift g1
white release f3
black touch f3
expect note 4.5
expect permitted all
end

# Removing White's pawn is a touch of it (4.3b): ...dxe4 or ...Nxe4.
case clk_remove_binds_43b_2005
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white lift g1
white release f3
expect move g1f3
black remove e4
expect to_move black
expect permitted d5e4 f6e4
expect restricted 4.3b
end

# Lifting White's pawn binds the same way.
case clk_lift_binds_43b_2023
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3
white lift g1
white release f3
black lift e4
expect obligation 4.3.2
expect permitted d5e4 f6e4
end

# An accidental contact binds nothing; the deliberate touch after it does.
case clk_accidental_binds_nothing_2005
laws 2005
white lift g1
white release f3
black touch e7 accidental
expect note 4.3a
expect permitted all
black touch b8
expect permitted b8a6 b8c6
end

# Before White's move is made, Black's touch is a note and binds nothing, then or later.
case clk_touch_before_the_move_binds_nothing_2005
laws 2005
white lift g1
black touch d7
expect note 4.3a
expect to_move white
white release f3
expect move g1f3
expect no violation
black touch g8
expect permitted g8f6 g8h6
end

# Two moves on the board alone.
case clk_two_moves_2005
laws 2005
white lift g1
white release f3
black lift g8
expect to_move black
black release f6
expect move g8f6
white lift b1
expect to_move white
expect permitted b1a3 b1c3
expect fen rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2
end

# The knight released on g3 makes no legal move; Black's deliberate touch rules on it: an illegal
# move (2023: 7.5.1, two minutes to Black), the position before it, the knight still bound.
case clk_illegal_move_ruled_at_the_opponents_touch_2023
laws 2023
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
white lift g1
white release g3
black touch b8
expect violation 7.5.1
expect sanction time 120 black
expect to_move white
expect permitted g1e2 g1f3 g1h3
expect fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
white lift g1
white release f3
expect move g1f3
black touch b8
expect obligation 4.3.1
expect permitted b8a6 b8c6
end

case clk_illegal_move_ruled_at_the_opponents_touch_2005
laws 2005
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
white lift g1
white release g3
black lift e5
expect violation 3
expect to_move white
expect permitted g1e2 g1f3 g1h3
end

# No ruling while the mover still holds a piece, nor on an accidental contact, nor on an
# announced adjustment (a breach of its own on the mover's time, reading 10).
case clk_no_ruling_while_the_move_goes_on_2005
laws 2005
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
white lift g1
white release g3
white lift g3
black touch b8
expect no violation
expect note 4.3a
white release g3
black touch c7 accidental
expect no violation
black say "j'adoube"
black adjust d7
expect violation 4.2
expect no violation 3
white lift g3
white release f3
expect move g1f3
end

# Castling under way (the king on g1, the rook still on h1) with the mover's hands empty: the
# opponent's touch rules on it as an illegal move; the king stays bound to castle (reading 3).
case clk_castling_under_way_ruled_illegal_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1
white release g1
black touch g8
expect violation 3
expect to_move white
expect permitted e1g1
white lift e1
white release g1
white lift h1
white release f1
expect move e1g1
expect no violation
expect to_move black
end

# Announcing alone (no contact) changes nothing.
case clk_say_only_2005
laws 2005
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
white lift g1
white release f3
black say "j'adoube"
expect to_move black
expect permitted all
end

# After the move, the mover's touch of another own piece binds nothing (a note).
case clk_mover_touches_after_the_move_2005
laws 2005
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
white lift g1
white release f3
expect move g1f3
white touch b1
expect note 4.3a
expect to_move black
black touch b8
expect permitted b8a6 b8c6
end

# A 4.1 breach (2005: it does not lapse by a touch) is claimable during Black's turn; an upheld
# claim settles it, so a second claim finds none.
case clk_41_claim_in_the_window_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
expect violation 4.1
white release e5 hand=right
expect move f3e5
black lift c6
black claim
expect claim upheld
black release d4
expect move c6d4
black claim
expect claim rejected
end

# After Black's own move the window has closed: the claim is forfeited.
case clk_41_claim_after_the_window_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
white release e5 hand=right
black remove e5
black lift c6
black release e5
expect move c6e5
black claim
expect claim forfeited
white lift b1
expect to_move white
end

# 2023: the claimant's touch with the intention to move forfeits (4.8).
case clk_touch_forfeits_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3.1
black touch g8
expect to_move black
black claim
expect claim forfeited
end

# 2005: Black's announced adjustment is no deliberate touch: the claim is upheld.
case clk_adjust_keeps_the_claim_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3a
black say "j'adoube"
black adjust g8
expect no violation
black claim
expect claim upheld
expect to_move white
expect permitted b1a3 b1c3
end

# Black touches its knight against White's f2 pawn (one moment): both bind (4.3c): Nxf2.
case clk_touch_against_binds_43c_2005
laws 2005
fen rnbqkb1r/pppppppp/8/8/4n3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
white lift g1
white release f3
black touch e4+f2
expect permitted e4f2
end

# A clock is attached from its first press, even a press on the stopped clock: an illegal move
# then waits for the press, and the opponent's touch only notes.
case clk_first_press_attaches_the_clock_2005
laws 2005
black clock
expect note none
white lift g1
white release g3
black touch d7
expect no violation
expect note 4.3a
white clock
expect violation 3
end

# After a checkmate no move is due: the mated side's pieces moved, then the
# winner's touch, rule on no illegal move (the game is over).
case clk_no_illegal_move_after_the_game_is_over_2005
fen r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4
white remove f7
white lift h5
white release f7
expect move h5f7
expect note 5.1a
black lift e8
black release e7
white lift a2
expect no violation
expect permitted
end

case clk_no_illegal_move_after_the_game_is_over_2023
laws 2023
fen r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4
white remove f7
white lift h5
white release f7
expect move h5f7
expect note 5.1.1
black lift e8
black release e7
white lift a2
expect no violation
expect sanction none
expect permitted
end

# 2023: the pawn released on e8 and left unreplaced, Black lifts a pawn: 7.5.2 makes the move
# with a queen and Black has the move, but the lift came before it and binds nothing. The pawn
# put back, Black moves the king.
case clk_the_touch_that_rules_binds_nothing_after_7_5_2_2023
laws 2023
fen 8/k3P3/7p/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
black lift h6
expect violation 7.5.2
expect move e7e8q
expect to_move black
expect note 4.3.1
expect permitted all
black release h6
expect no violation
black lift a7
black release b7
expect move a7b7
expect no violation
end

# Chess960 without a clock: the king put on its castling square (a plain king move too) with the
# intention to castle, the rook never following: Black's touch ends the turn, the king's move is
# made, and that touch, before Black had the move, binds nothing.
case clk_the_touch_that_completes_castling_under_way_binds_nothing_2005
laws 2005
variant chess960
fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4K1R w HA - 0 1
white lift f1 castle
white release g1
expect no move
black touch a7
expect move f1g1
expect to_move black
expect note 4.3a
expect permitted all
end
