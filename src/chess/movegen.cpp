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

bool has_legal_move(const Position& pos) {
    const Color us = pos.side_to_move();
    if (!pos.is_check()) {
        // No line runs through a king not in check, so a step to a square
        // the opponent does not attack now is legal.
        const Bitboard occupied = pos.occupied();
        for (Square s : attacks::king(pos.king_square(us)) & ~pos.pieces(us))
            if (pos.attackers_to(s, ~us, occupied).empty())
                return true;
    }
    return count_legal_moves(pos) > 0;
}

}  // namespace touchmove::chess
