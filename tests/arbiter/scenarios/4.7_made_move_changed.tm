# Art. 4.7 after the move is made (docs/events.md, Model: After the move is made): the player's
# own pieces of that move stay fixed. An action of theirs on their own pieces that makes the
# board show another move from the position before breaks 4.7 on that event, and the changed
# move is the one played, unless an upheld claim restores the first; where the board shows no
# legal move, the breach is reported and the fen stays. Their other actions bind nothing.

# White plays Ng5, Black touches the knight (4.3b binds), White moves it on to h4: 4.7, Nh4 is
# played, and Black's touch follows the knight (Qxh4). Black's claim restores Ng5 alone.
case c47_changed_after_the_opponent_touched_2005
laws 2005
clock yes
fen rnbqkbnr/pppp1pp1/7p/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3
white lift f3
white release g5
expect move f3g5
black touch g5
expect permitted d8g5 h6g5
white lift g5
expect no violation
expect no move
expect permitted d8g5 h6g5
white release h4
expect violation 4.7
expect move f3h4
expect to_move black
expect permitted d8h4
expect restricted 4.3b
expect fen rnbqkbnr/pppp1pp1/7p/4p3/4P2N/8/PPPP1PPP/RNBQKB1R b KQkq - 1 3
black claim
expect claim upheld
expect to_move white
expect permitted f3g5
expect restricted 4.7
expect fen rnbqkbnr/pppp1pp1/7p/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3
white lift f3
white release g5
expect move f3g5
expect no violation
end

case c47_changed_after_the_opponent_touched_2023
laws 2023
fen rnbqkbnr/pppp1pp1/7p/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3
white lift f3
white release g5
black touch h6
expect permitted h6g5 h6h5
white lift g5
white release h4
expect violation 4.7
expect move f3h4
expect permitted h6h5
expect restricted 4.3.1
end

# The king brought over after a made rook move shows castling: 4.7, castling is played, and the
# touches of that turn (the rook alone: 4.3a, castling is a king move) are broken too.
case c47_king_brought_over_after_a_rook_move_2005
laws 2005
fen r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 6 5
white lift h1
white release f1
expect move h1f1
expect no violation
white lift e1
expect no violation
expect no move
white release g1
expect violation 4.7
expect violation 4.3a
expect move e1g1
expect fen r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 7 5
end

case c47_king_brought_over_after_a_rook_move_2023
laws 2023
fen r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 6 5
white lift h1
white release f1
expect move h1f1
white lift e1
white release g1
expect violation 4.7
expect violation 4.3.1
expect move e1g1
expect to_move black
end

# The knight moved on to a square where it makes no legal move: 4.7, and the fen stays.
case c47_moved_on_to_no_legal_move_2005
laws 2005
white lift g1
white release f3
expect move g1f3
white lift f3
white release f5
expect violation 4.7
expect no move
expect fen rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
black lift e7
expect obligation 4.3a
expect permitted e7e5 e7e6
end

case c47_moved_on_to_no_legal_move_2023
laws 2023
white lift g1
white release f3
white lift f3
white release f5
expect violation 4.7
expect no move
expect to_move black
white claim
expect claim rejected
black claim
expect claim upheld
expect to_move white
expect permitted g1f3
end

# Lifting a piece of the made move again and putting it back changes nothing; the player's other
# actions on the opponent's time bind nothing (notes), and an adjustment is a violation.
case c47_other_actions_bind_nothing_2005
laws 2005
white lift g1
white release f3
white lift f3
expect no violation
expect no move
white release f3
expect no violation
expect no move
white touch b1
expect no violation
expect note 4.3a
expect to_move black
white adjust d2
expect violation 4.2
black lift b8
black release c6
expect move b8c6
white lift b1
expect obligation 4.3a
expect permitted b1a3 b1c3
end

# 2023: a promotion made, then the piece swapped for another: 4.7, the swap is the move played;
# the claim restores the first choice.
case c47_promotion_swapped_claim_restores_2023
laws 2023
clock yes
fen 7k/4P3/8/8/8/8/8/4K3 w - - 0 1
white remove e7
white place Q e8
expect move e7e8q
white remove e8
white place R e8
expect violation 4.7
expect move e7e8r
expect fen 4R2k/8/8/8/8/8/8/4K3 b - - 0 1
white clock
black claim
expect claim upheld
expect to_move white
expect permitted e7e8q
end

# A made move changed into a checkmate: 4.7, and the game is over on that event.
case c47_changed_into_mate_2005
laws 2005
fen 7k/8/6K1/8/8/8/8/5Q2 w - - 0 1
white lift f1
white release f2
expect move f1f2
expect permitted all
white lift f2
white release f8
expect violation 4.7
expect move f1f8
expect note 5.1a
expect permitted
black claim
expect claim upheld
expect to_move white
expect permitted f1f2
end
