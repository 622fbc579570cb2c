# Once the player having the move has deliberately touched pieces of both colours, in either
# order, the obligation is cited as 4.3c (2023: 4.3.3), even where the permitted moves stay as
# they were; the event that adds the second colour answers an `obligation` ruling.

# Own piece first, then an opponent's piece it cannot take: the bishop still must move, now 4.3c.
case both_colours_own_first_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c4
expect obligation 4.3a
white touch e5
expect obligation 4.3c
expect restricted 4.3c
expect permitted c4a6 c4b3 c4b5 c4d3 c4d5 c4e2 c4e6 c4f1 c4f7
end

case both_colours_own_first_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch c4
expect obligation 4.3.1
white touch e5
expect obligation 4.3.3
expect restricted 4.3.3
expect permitted c4a6 c4b3 c4b5 c4d3 c4d5 c4e2 c4e6 c4f1 c4f7
end

# Opponent's piece first, then an own piece that cannot take it: e5 must still be captured, 4.3c.
case both_colours_opponent_first_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5
expect obligation 4.3b
expect permitted f3e5
white touch d2
expect obligation 4.3c
expect restricted 4.3c
expect permitted f3e5
end

case both_colours_opponent_first_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch e5
expect obligation 4.3.2
white lift d2
expect obligation 4.3.3
expect restricted 4.3.3
expect permitted f3e5
white release d4
expect violation 4.3.3
expect move d2d4
end

# The capture itself: the captured piece removed first, then the capturing piece lifted.
case both_colours_capture_removed_first_2023
laws 2023
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white remove e5
expect obligation 4.3.2
white lift f3
expect obligation 4.3.3
expect permitted f3e5
white release e5
expect move f3e5
expect no violation
end

# A third piece of a colour already touched adds no second obligation ruling.
case both_colours_reported_once_2005
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch f3
white touch e5
expect obligation 4.3c
expect permitted f3e5
white touch d2
expect no obligation
expect restricted 4.3c
expect permitted f3e5
end
