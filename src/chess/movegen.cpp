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
    return legal_moves_between(pos, Bitboard(from), Bitboard::all());
}

MoveList legal_moves_between(const Position& pos, Bitboard from, Bitboard to) {
    MoveList list;
    legal_moves_between(pos, from, to, list);
    return list;
}

void legal_moves_between(const Position& pos, Bitboard from, Bitboard to, MoveList& out) {
    movegen::MaskedListSink sink(pos, out, from, to);
    movegen::generate(pos, sink);
}

int count_legal_moves(const Position& pos) {
    movegen::CountSink sink;
    movegen::generate(pos, sink);
    return sink.count;
}

}  // namespace touchmove::chess
