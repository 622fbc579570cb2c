# Claims after a mating move that broke Article 4.3 (2005 4.6, 2023 4.8).
# Expected answers derived from docs/events.md and the law texts; FENs and move lists
# checked with an independent move generator.

# A mating move that broke 4.3a: the claim is upheld (5.1a: mate counts only if the move was made
# in accordance with Articles 4.2-4.7); the position is reinstated and the knight must move.
case mate_breaking_43a_claim_upheld_2005
laws 2005
fen 6k1/5ppp/8/8/8/8/8/RN4K1 w - - 0 1
white touch b1
white lift a1
white release a8
expect violation 4.3a
white clock
expect to_move black
black claim
expect claim upheld
expect to_move white
expect permitted b1a3 b1c3 b1d2
end

# Same in 2023 (4.3.1 / 4.8).
case mate_breaking_431_claim_upheld_2023
laws 2023
fen 6k1/5ppp/8/8/8/8/8/RN4K1 w - - 0 1
white touch b1
white lift a1
white release a8
expect violation 4.3.1
white clock
black claim
expect claim upheld
expect to_move white
expect permitted b1a3 b1c3 b1d2
expect fen 6k1/5ppp/8/8/8/8/8/RN4K1 w - - 0 1
end
