#include "touchmove/chess/perft.h"

#include "movegen_impl.h"

namespace touchmove::chess {

namespace {

std::uint64_t perft_recursive(const Position& pos, int depth) {
    if (depth == 1) {
        movegen::CountSink counter;
        movegen::generate(pos, counter);
        return static_cast<std::uint64_t>(counter.count);
    }
    MoveList moves;
    movegen::ListSink sink(pos, moves);
    movegen::generate(pos, sink);
    std::uint64_t nodes = 0;
    for (Move m : moves)
        nodes += perft_recursive(pos.play(m), depth - 1);
    return nodes;
}

}  // namespace

std::uint64_t perft(const Position& pos, int depth) {
    if (depth <= 0)
        return 1;
    return perft_recursive(pos, depth);
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> result;
    for (Move m : legal_moves(pos))
        result.emplace_back(m, perft(pos.play(m), depth - 1));
    return result;
}

}  // namespace touchmove::chess
