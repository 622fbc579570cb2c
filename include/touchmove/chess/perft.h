// Perft: the number of leaf nodes of the legal move tree to a given depth,
// the standard test of a move generator's correctness and speed.
//
// The last ply is counted, not played (bulk counting): a position at depth 1
// contributes its number of legal moves, computed by popcounts without
// listing them.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "touchmove/chess/move.h"
#include "touchmove/chess/position.h"

namespace touchmove::chess {

// Returns the number of move sequences of exactly `depth` plies (1 at depth 0).
std::uint64_t perft(const Position& pos, int depth);

// Returns perft(depth - 1) after each legal move (the "divide" view that
// engines print for debugging), in move generation order; depth >= 1.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, int depth);

}  // namespace touchmove::chess
