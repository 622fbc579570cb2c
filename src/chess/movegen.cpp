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
    const Square king = pos.king_square(us);
    const Bitboard occupied = pos.occupied();
    if (!pos.is_check()) {
        // Not in check, a pawn or knight off every line through the king
        // cannot be pinned: its push to an empty square, or its step to a
        // square without a piece of ours, is legal.
        const Bitboard free = ~(attacks::rook_pseudo(king) | attacks::bishop_pseudo(king));
        if ((shift_forward(us, pos.pieces(us, PieceType::Pawn) & free) & ~occupied).any())
            return true;
        for (Square s : pos.pieces(us, PieceType::Knight) & free)
            if ((attacks::knight(s) & ~pos.pieces(us)).any())
                return true;
    }
    // A king step to a square the opponent does not attack, the king lifted
    // so that it cannot hide behind itself from a slider, is legal.
    const Bitboard without_king = occupied ^ Bitboard(king);
    for (Square s : attacks::king(king) & ~pos.pieces(us))
        if (pos.attackers_to(s, ~us, without_king).empty())
            return true;
    return count_legal_moves(pos) > 0;
}

}  // namespace touchmove::chess
