# Over-the-board capture and en passant sequences (expectations from docs/events.md and the 2005 text).

# 2005 4.3c / reading 5: the captured pawn removed first (a touch of e5, 4.3b), then the own d4 pawn
# lifted: one piece of each colour touched, the own piece can capture: dxe5 only. Put back, and
# the knight captures instead: 4.3c broken at the completing release (reading 1).
case au_a1_remove_first_then_change_capturer_2005
laws 2005
fen r1bqkbnr/ppp2ppp/2np4/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 1 4
white remove e5
expect permitted d4e5 f3e5
white lift d4
expect permitted d4e5
white release d4
expect no violation
expect permitted d4e5
white lift f3
white release e5
expect move f3e5
expect violation 4.3c
expect permitted all
white clock
black claim
expect claim upheld
expect to_move white
expect permitted d4e5
end

# Same in 2023 (4.3.3).
case au_a2_remove_first_then_change_capturer_2023
laws 2023
fen r1bqkbnr/ppp2ppp/2np4/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 1 4
white remove e5
white lift d4
expect permitted d4e5
white release d4
white lift f3
white release e5
expect move f3e5
expect violation 4.3.3
end

# Knight lifted, captured pawn removed, knight set down on g5 by mistake: Ng5 is not permitted
# (4.3c binds Nxe5) and the board shows no move (e5 pawn gone): nothing fixed, no breach
# (docs/events.md, Details "Fixing"); then the knight goes to e5: lawful capture.
case au_a3_capturer_set_down_elsewhere_first_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3
white remove e5
expect permitted f3e5
white release g5
expect no violation
expect no move
white lift g5
white release e5
expect move f3e5
expect no violation
white clock
expect to_move black
end

# En passant: the d5 pawn removed first, the capturing pawn put on d5 (the captured pawn's square)
# by mistake: no legal move and not part of one (reading 2): nothing. Then to d6: e.p. complete.
case au_a4_en_passant_pawn_put_on_d5_first_2005
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white remove d5
expect permitted e5d6
white lift e5
white release d5
expect no violation
expect no move
white lift d5
white release d6
expect move e5d6
expect no violation
end

# En passant begun (pawn released on d6, part of exd6 e.p.: fixed, reading 3), then the player
# changes his mind and pushes e6 instead: the fixed pawn released on another square breaks 4.7
# at once, and e6 is made all the same: Black has the move.
case au_a5_en_passant_fixed_then_push_2005
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white lift e5
white release d6
expect permitted e5d6
white lift d6
white release e6
expect violation 4.7
expect permitted all
end

# 2023: en passant with the captured pawn left on d5 and the clock pressed: not a completed move:
# 7.5.1, two minutes to Black, reinstated; the lawful fix on d6 still binds.
case au_a6_en_passant_not_removed_clock_2023
laws 2023
fen rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
white lift e5
white release d6
white clock
expect violation 7.5.1
expect sanction time 120 black
expect to_move white
expect permitted e5d6
end

# 4.3b: the pawn that just advanced two squares can be captured normally (c4xd5) or en passant
# (e5xd6): both are captures of the touched pawn.
case au_a7_touched_pawn_two_ways_to_capture_2005
laws 2005
fen rnbqkb1r/ppp1pppp/5n2/3pP3/2P5/8/PP1P1PPP/RNBQKBNR w KQkq d6 0 4
white touch d5
expect permitted c4d5 e5d6
end

# Capture completed (Nxe5), then taken back to f3 (4.7 at once), then the pawn captures instead:
# the board's move dxe5; claim restores the knight's capture (the knight was lawfully fixed on e5).
case au_a8_capture_completed_then_other_capturer_2005
laws 2005
fen r1bqkbnr/ppp2ppp/2np4/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 1 4
white remove e5
white lift f3
white release e5
expect move f3e5
expect no violation
white lift e5
white release f3
expect violation 4.7
white lift d4
white release e5
expect violation 4.3c
expect violation 4.7
expect move d4e5
white clock
expect to_move black
black claim
expect claim upheld
expect to_move white
expect permitted f3e5
end
