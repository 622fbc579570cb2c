# docs/events.md, Answers, Errors, and Details, Numbering and errors: a line that cannot be read, or an event that cannot physically happen, is
# answered with an error; "the event changes nothing, and the stream goes on". A header after the
# first event is an error too. Each case checks with a following event that nothing changed.

# Lifting from an empty square: nothing is in the hand and nothing is touched afterwards.
case err_lift_empty_square
laws 2005
white lift e4
expect error
white touch g1
expect permitted g1f3 g1h3
white lift g1
white release f3
expect move g1f3
end

# Releasing with an empty hand.
case err_release_empty_hand
laws 2005
white release e4
expect error
white touch d2
expect permitted d2d3 d2d4
white lift d2
white release d4
expect move d2d4
end

# Releasing on a square occupied by an own piece: the knight stays in the hand.
case err_release_on_own_piece
laws 2005
white lift g1
white release e2
expect error
white release f3
expect move g1f3
end

# Releasing on the opponent's piece (the capture must remove it first): error; after the removal
# the same release completes the capture.
case err_release_on_opponent_piece
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3
white release e5
expect error
white remove e5
white release e5
expect move f3e5
end

# Placing on an occupied square (e7, the pawn itself): error; the queen then placed on e8 is the promotion.
case err_place_on_occupied
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e7
expect error
white place Q e8
expect permitted e7e8b e7e8n e7e8q e7e8r
white remove e7
expect move e7e8q
end

# Touching or removing an empty square.
case err_touch_and_remove_empty
laws 2005
white touch e4
expect error
white remove d5
expect error
white touch b1
expect permitted b1a3 b1c3
end

# Bad squares.
case err_bad_squares
laws 2005
white touch e9
expect error
white touch i2
expect error
white lift z0
expect error
white touch g1
expect permitted g1f3 g1h3
end

# Unknown action and unknown side.
case err_unknown_action_and_side
laws 2005
white dance e2
expect error
green touch e2
expect error
white touch d2
expect permitted d2d3 d2d4
end

# Unknown piece letter in place.
case err_bad_piece_letter
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove e7
white place X e8
expect error
white place Q e8
expect move e7e8q
end

# Several pieces of different kinds in the hand: release without PIECE is an error.
case err_release_ambiguous_hand
laws 2005
fen r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 2 9
white lift e1
white lift h1
white release g1
expect error
white release g1 K
expect permitted e1g1
white release f1
expect move e1g1
end

# 'laws' header after the first event: error; the edition stays 2005 (numbering 4.3a, not 4.3.1).
case err_laws_header_late
laws 2005
white touch d2
laws 2023
expect error
white lift e2
white release e4
expect violation 4.3a
end

# 'fen' header after the first event: error; the position is unchanged.
case err_fen_header_late
laws 2005
white touch g1
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
expect error
white lift g1
white release f3
expect move g1f3
expect fen rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
end

# 'mode' header after the first event: error; still observe mode (the forbidden move is made, not refused).
case err_mode_header_late
laws 2005
white touch d2
mode enforce
expect error
white lift e2
white release e3
expect violation 4.3a
expect move e2e3
end

# Black's hand is empty although White holds a knight: Black's release is an error.
case err_release_by_the_other_side
laws 2005
white lift g1
black release f3
expect error
white release f3
expect move g1f3
end

# An unknown modifier makes the line unreadable.
case err_bad_modifier
laws 2005
white touch d2 hand=foot
expect error
white touch e2
expect permitted e2e3 e2e4
end

# say without double quotes cannot be read: no announcement, so the adjust is a touch.
case err_say_without_quotes
laws 2005
white say jadoube
expect error
white adjust d2
expect permitted d2d3 d2d4
end

# 'clock' and 'lang' headers after the first event are errors; still no clock attached, so Black's
# touch after White's completed move passes the turn.
case err_clock_and_lang_headers_late
laws 2005
white lift g1
clock yes
expect error
lang de
expect error
white release f3
black touch g8
expect to_move black
end

# Naming a piece the hand does not hold: error; the knight is still in the hand.
case err_release_piece_not_held
laws 2005
white lift g1
white release f3 Q
expect error
white release f3
expect move g1f3
end

# No king lies beside the board (kings are never captured): placing one is an event that cannot
# physically happen; the queen placed next completes the promotion.
case err_place_king
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white remove e7
white place K e8
expect error
white place Q e8
expect move e7e8q
end

# Controls: the short side names w/b and the t= modifier are readable (no error).
case ok_short_side_and_time
laws 2005
w touch g1 t=1500
expect permitted g1f3 g1h3
b touch g8 t=2000
expect no violation
w lift g1 t=2500
w release f3 t=3000
expect move g1f3
end
