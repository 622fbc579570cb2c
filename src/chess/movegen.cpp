#include "touchmove/chess/movegen.h"

#include "movegen_impl.h"

namespace touchmove::chess {

MoveList legal_moves(const Position& pos) {
    MoveList list;
    movegen::ListSink sink(pos, list);
    movegen::generate(pos, sink);
    return list;
}

MoveList legal_moves_from(const Position& pos, Square from) {
    MoveList result;
    for (Move m : legal_moves(pos))
        if (m.from() == from)
            result.push_back(m);
    return result;
}

int count_legal_moves(const Position& pos) {
    movegen::CountSink sink;
    movegen::generate(pos, sink);
    return sink.count;
}

}  // namespace touchmove::chess
