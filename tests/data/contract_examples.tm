# The event contract's examples (docs/events.md, Readings), with expected answers, in the
# scenario form (docs/events.md, Scenario files). Run by scenarios_test and 'touchmove check'.
# Each case: 'case ID', headers (laws, fen), events, 'expect' lines after the event they check, 'end'.
#   expect permitted M...    the exact set of moves still permitted after that event
#   expect permitted all     nothing binds: every legal move is permitted (restricted_by is null)
#   expect violation ART     that event committed a violation of article ART
#   expect move UCI          that event completed this move
#   expect claim RESULT      that claim was upheld, rejected or forfeited
# Article numbers follow the case's edition: 2005 (4.3a, 4.4b, 3 = illegal move) or 2023 (4.3.1, 7.5.x).
# Every FEN is legal and every permitted list was enumerated with a move generator.

# Old edition: 4.1 breach only; no 'treated as illegal move' rule for the clock press (that arrived with 7.5.4 in later editions).
# clause: 4.1
case h41_capture_two_hands_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift f3 hand=right
white remove e5 hand=left
expect violation 4.1
white release e5 hand=right
expect move f3e5
white clock
end

# clause: 4.2
case h42_jadoube_own_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white say "j'adoube"
white adjust d2
expect permitted all
end

# Adjusting without a prior announcement is a deliberate touch (Arbiters' Manual on 4.2.1: if he does not announce, the normal touch-move rules apply).
# clause: 4.2/4.3a
case h42_adjust_unannounced_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white adjust d2
expect permitted d2d3 d2d4
end

# clause: 4.2.1
case h42_adjust_not_on_move_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
black say "j'adoube"
black adjust c6
expect violation 4.2.1
expect permitted all
end

# clause: 4.3
case h42_accidental_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch d2 accidental
expect permitted all
end

# clause: 4.3a
case h43a_single_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch f3
expect permitted f3d4 f3e5 f3g1 f3g5 f3h4
end

# Nc3 is pinned by Bb4 (d2 is empty): it cannot be moved, so the first touched piece that can be moved is Ng1.
# clause: 4.3a
case h43a_pinned_then_other_2005
laws 2005
fen rnbqk2r/pppp1ppp/5n2/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 1 4
white touch c3
expect permitted all
white touch g1
expect permitted g1e2 g1f3 g1h3
end

# clause: 4.3b
case h43b_capture_single_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5
expect permitted f3e5
end

# Nc6 cannot be captured by any white piece: 4.5 applies, any legal move.
# clause: 4.3b/4.5
case h43b_uncapturable_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c6
expect permitted all
end

# After the second touch (one piece of each colour) the only permitted move is the capture of the touched piece by the touched piece.
# clause: 4.3c
case h43c_capture_legal_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch f3
expect permitted f3d4 f3e5 f3g1 f3g5 f3h4
white touch e5
expect permitted f3e5
end

# Order unclear (same moment): the player's own piece counts as touched first (last sentence of 4.3c).
# clause: 4.3c
case h43c_unclear_order_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1+e5
expect permitted b1a3 b1c3
end

# 2023 wording: capture the first touched opponent's piece with the first touched own piece (Nf3xe5).
# clause: 4.3.3
case h43c_multi_first_own_captures_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch f3
white touch c4
white touch e5
expect permitted f3e5
end

# clause: 4.4a
case h44a_king_then_rook_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e1
white touch h1
expect permitted e1g1
end

# 4.7.2: once the king is released on g1 the player may make no move other than castling on that side (legal here).
# clause: 4.4.1/4.7.2
case h44a_full_castling_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift e1 castle
white release g1
expect permitted e1g1
white lift h1
white release f1
expect move e1g1
white clock
end

# Rook first, then king: no castling on that side; 4.3a -> the rook (first touched, movable) must move.
# clause: 4.4b
case h44b_rook_then_king_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch h1
white touch e1
expect permitted h1f1 h1g1
end

# clause: 4.4c
case h44c_through_check_simultaneous_2005
laws 2005
fen 4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1
white touch e1+h1 castle
expect permitted e1c1 e1d1 e1d2 e1f2
end

# clause: 4.5
case h45_two_immobile_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch a1
white touch c1
expect permitted all
end

# clause: 4.6
case h46_claim_upheld_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3a
white clock
black claim
expect claim upheld
end

# clause: 4.6
case h46_claim_forfeited_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3a
white clock
black touch g8
black claim
expect claim forfeited
end

# clause: 4.8
case h48_claim_upheld_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch b1
white lift d2
white release d4
expect violation 4.3.1
white clock
black claim
expect claim upheld
end

# clause: 4.7
case h47_released_then_moved_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift b1
white release c3
expect move b1c3
white lift c3
white release a3
expect violation 4.7
end

# clause: 4.3.2/4.7.1
case h47_capture_removed_first_2023
laws 2023
fen r1bqkbnr/ppp2ppp/2np4/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 1 4
white remove e5
expect permitted d4e5 f3e5
white lift d4
white release e5
expect move d4e5
end

# clause: 4.7
case h47_promo_push_2005
laws 2005
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white lift e7
white release e8
# pawn released on the promotion square: it can no longer go elsewhere; piece not yet chosen
expect permitted e7e8b e7e8n e7e8q e7e8r
white remove e8
white place Q e8
expect move e7e8q
end

# clause: 4.4.4/4.6.2
case h444_promo_piece_first_2023
laws 2023
fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1
white place Q e8
# choice finalised: the queen has touched the promotion square (4.4.4); pawn still on e7 (4.6.2 any order)
expect permitted e7e8q
white remove e7
expect move e7e8q
end

# clause: 3
case h3_illegal_completed_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white lift c4
white release c3
white clock
expect violation 3
end

# clause: 7.5.3
case h753_clock_without_move_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white clock
expect violation 7.5.3
end

# A forbidden completion is made all the same (docs/events.md, Model, Made move); an upheld claim restores the obligation.
# clause: 4.3a
case forbidden_completion_keeps_obligation_2005
laws 2005
fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
white touch d2
white lift e2
white release e4
expect violation 4.3a
expect move e2e4
white clock
black claim
expect claim upheld
expect permitted d2d3 d2d4
end

# Without a clock the move passes when it is made (Article 1.1).
# clause: 4.3a
case clockless_turn_passes_2005
laws 2005
fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
white lift d2
white release d4
expect move d2d4
black lift d7
expect permitted d7d5 d7d6
end
