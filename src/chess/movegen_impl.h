// The legal move generator, written once for two kinds of sink: one that
// lists moves and one that only counts them (perft's last ply, mate and
// stalemate tests). A sink receives whole target sets, so the counting sink
// is a popcount per piece and never touches a single move.
//
// Method: the checkers of our king give a target mask (anything when not in
// check, the checker and the squares between when in single check, nothing
// but king moves in double check); pinned pieces may only move along the
// line through the king; the king may only go where the opponent does not
// attack with our king lifted off the board. En passant and castling, the
// two moves where that is not enough, are checked against the board after
// the move.
//
// A sink may ask for part of the moves only: those of the pieces on
// `from_mask()` going to `to_mask()` (Move::to(): the rook's square for
// castling). The generator then skips the rest, the king's safety tests
// included when the king is not asked for. The full sinks ask for
// everything, and the masks fold away.
#pragma once

#include "attacks.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/position.h"

namespace touchmove::chess::movegen {

// Each file that includes this header gets its own copy of the generator
// (internal linkage), optimised for its own callers: perft's is not the
// linker's pick among the copies of the arbiter's and the SAN code.
namespace {

// True when colour `by` attacks s with the given occupancy.
inline bool is_attacked(const Position& pos, Square s, Color by, Bitboard occupied) {
    using enum PieceType;
    if ((attacks::pawn(~by, s) & pos.pieces(by, Pawn)).any())
        return true;
    if ((attacks::knight(s) & pos.pieces(by, Knight)).any())
        return true;
    if ((attacks::king(s) & pos.pieces(by, King)).any())
        return true;
    Bitboard queens = pos.pieces(by, Queen);
    if ((attacks::bishop(s, occupied) & (pos.pieces(by, Bishop) | queens)).any())
        return true;
    return (attacks::rook(s, occupied) & (pos.pieces(by, Rook) | queens)).any();
}

// The enemy sliders (`them`) on a line with `king` on an empty board: the
// pieces that check it or pin one piece to it, as what stands between says.
inline Bitboard snipers(const Position& pos, Square king, Color them) {
    using enum PieceType;
    const Bitboard queens = pos.pieces(them, Queen);
    return (attacks::bishop_pseudo(king) & (pos.pieces(them, Bishop) | queens)) |
           (attacks::rook_pseudo(king) & (pos.pieces(them, Rook) | queens));
}

// True when the side to move, not in check, may castle with the rook on
// `rook` (a square it has the right to castle with): the squares the king
// and the rook pass or land on are empty but for the two of them, and none
// that the king passes or lands on is attacked.
[[gnu::always_inline]] inline bool may_castle(const Position& pos, Square king, Square rook) {
    using enum PieceType;
    const Color them = ~pos.side_to_move();
    const Bitboard occupied = pos.occupied();
    const bool kingside = rook > king;
    const Square king_to = make_square(kingside ? File::G : File::C, rank_of(king));
    const Square rook_to = make_square(kingside ? File::F : File::D, rank_of(king));
    const Bitboard king_path = attacks::between(king, king_to) | Bitboard(king_to);
    const Bitboard must_be_empty =
        (king_path | attacks::between(rook, rook_to) | Bitboard(rook_to)) & ~Bitboard(king) &
        ~Bitboard(rook);
    if ((must_be_empty & occupied).any())
        return false;
    for (Square s : king_path)
        if (is_attacked(pos, s, them, occupied))
            return false;
    // Chess960: the castling rook may have shielded the king's destination
    // from a rook or queen on the back rank.
    const Bitboard enemy_orthogonal = pos.pieces(them, Rook) | pos.pieces(them, Queen);
    return (attacks::rook(king_to, occupied ^ Bitboard(rook)) & enemy_orthogonal).empty();
}

// The generator for one side to move; the colour is a template parameter
// so that every pawn direction and rank mask folds into a constant.
template <Color Us, class Sink>
inline void generate_for(const Position& pos, Sink& sink) {
    using enum PieceType;
    constexpr Color us = Us;
    constexpr Color them = ~us;
    const Bitboard occupied = pos.occupied();
    const Bitboard own = pos.pieces(us);
    const Bitboard enemy = pos.pieces(them);
    const Square king = pos.king_square(us);
    const Bitboard enemy_diagonal = pos.pieces(them, Bishop) | pos.pieces(them, Queen);
    const Bitboard enemy_orthogonal = pos.pieces(them, Rook) | pos.pieces(them, Queen);
    const Bitboard from = sink.from_mask();
    const Bitboard to = sink.to_mask();
    const bool king_asked = !Sink::Masked || from.contains(king);

    const Bitboard checkers = (attacks::knight(king) & pos.pieces(them, Knight)) |
                              (attacks::pawn(us, king) & pos.pieces(them, Pawn)) |
                              (attacks::bishop(king, occupied) & enemy_diagonal) |
                              (attacks::rook(king, occupied) & enemy_orthogonal);

    // The king's squares are tested one by one (it has few), with the king
    // lifted so that it cannot hide behind itself from a slider.
    if (king_asked) {
        const Bitboard without_king = occupied ^ Bitboard(king);
        Bitboard king_targets;
        for (Square s : attacks::king(king) & ~own & to)
            if (!is_attacked(pos, s, them, without_king))
                king_targets |= s;
        sink.add(King, king, king_targets);
    }
    if (checkers.more_than_one())
        return;

    const Bitboard target =
        checkers.any() ? (attacks::between(king, checkers.first()) | checkers) : Bitboard::all();

    // Pinned pieces: own pieces alone between our king and an enemy slider.
    Bitboard pinned;
    for (Square s : snipers(pos, king, them)) {
        Bitboard blockers = attacks::between(king, s) & occupied;
        if (!blockers.more_than_one())
            pinned |= blockers & own;
    }

    const Bitboard movable = ~own & target & to;
    for (Square s : pos.pieces(us, Knight) & ~pinned & from)
        sink.add(Knight, s, attacks::knight(s) & movable);
    for (Square s : pos.pieces(us, Bishop) & from) {
        Bitboard t = attacks::bishop(s, occupied) & movable;
        if (pinned.contains(s))
            t &= attacks::line(king, s);
        sink.add(Bishop, s, t);
    }
    for (Square s : pos.pieces(us, Rook) & from) {
        Bitboard t = attacks::rook(s, occupied) & movable;
        if (pinned.contains(s))
            t &= attacks::line(king, s);
        sink.add(Rook, s, t);
    }
    for (Square s : pos.pieces(us, Queen) & from) {
        Bitboard t = attacks::queen(s, occupied) & movable;
        if (pinned.contains(s))
            t &= attacks::line(king, s);
        sink.add(Queen, s, t);
    }

    // Pawns: the unpinned ones in bulk, by shifting the whole set.
    constexpr int forward = us == Color::White ? 8 : -8;
    const Bitboard empty = ~occupied;
    const Bitboard third_rank = Bitboard::rank(relative_rank(us, Rank::R3));
    const Bitboard last_rank = Bitboard::rank(relative_rank(us, Rank::R8));
    const Bitboard pawns = pos.pieces(us, Pawn) & from;
    const Bitboard free_pawns = pawns & ~pinned;
    const Bitboard pawn_target = target & to;
    if (!Sink::Masked || free_pawns.any()) {
        Bitboard single = shift_forward(us, free_pawns) & empty;
        Bitboard twice = shift_forward(us, single & third_rank) & empty & pawn_target;
        single &= pawn_target;
        Bitboard west = shift_forward_west(us, free_pawns) & enemy & pawn_target;
        Bitboard east = shift_forward_east(us, free_pawns) & enemy & pawn_target;
        sink.pawn_moves(single & ~last_rank, forward);
        sink.pawn_promotions(single & last_rank, forward);
        sink.pawn_moves(twice, 2 * forward);
        sink.pawn_moves(west & ~last_rank, forward - 1);
        sink.pawn_promotions(west & last_rank, forward - 1);
        sink.pawn_moves(east & ~last_rank, forward + 1);
        sink.pawn_promotions(east & last_rank, forward + 1);
    }
    // Pinned pawns one by one, along the pin line.
    for (Square s : pawns& pinned) {
        Bitboard single = shift_forward(us, Bitboard(s)) & empty;
        Bitboard t = single | (shift_forward(us, single & third_rank) & empty) |
                     (attacks::pawn(us, s) & enemy);
        sink.pawn_from(s, t & pawn_target & attacks::line(king, s), last_rank);
    }

    if (auto ep = pos.en_passant_square(); ep && (!Sink::Masked || to.contains(*ep))) {
        Square victim = offset(*ep, -forward);
        // In check, en passant helps only by taking the checker (a
        // discovered check through the vacated square cannot be blocked on ep).
        if (target.contains(victim) || target.contains(*ep)) {
            for (Square s : attacks::pawn(them, *ep) & pawns) {
                Bitboard after = (occupied ^ Bitboard(s) ^ Bitboard(victim)) | Bitboard(*ep);
                if ((attacks::bishop(king, after) & enemy_diagonal).empty() &&
                    (attacks::rook(king, after) & enemy_orthogonal).empty())
                    sink.en_passant(s, *ep);
            }
        }
    }

    if (checkers.empty() && king_asked) {
        Bitboard back_rank = Bitboard::rank(relative_rank(us, Rank::R1));
        for (Square rook : pos.castling_rights() & back_rank & to)
            if (may_castle(pos, king, rook))
                sink.castle(king, rook);
    }
}

template <class Sink>
inline void generate(const Position& pos, Sink& sink) {
    if (pos.side_to_move() == Color::White) {
        generate_for<Color::White>(pos, sink);
    } else {
        generate_for<Color::Black>(pos, sink);
    }
}

// Lists moves, stating the captured piece of each.
class ListSink {
public:
    ListSink(const Position& pos, MoveList& list) : pos_(pos), list_(list) {}

    static constexpr bool Masked = false;
    static constexpr Bitboard from_mask() { return Bitboard::all(); }
    static constexpr Bitboard to_mask() { return Bitboard::all(); }

    void add(PieceType piece, Square from, Bitboard targets) {
        for (Square to : targets)
            list_.push_back(Move::normal(from, to, piece, captured(to)));
    }
    void pawn_moves(Bitboard targets, int delta) {
        for (Square to : targets)
            list_.push_back(Move::normal(offset(to, -delta), to, PieceType::Pawn, captured(to)));
    }
    void pawn_promotions(Bitboard targets, int delta) {
        for (Square to : targets)
            promotions(offset(to, -delta), to);
    }
    void pawn_from(Square from, Bitboard targets, Bitboard last_rank) {
        for (Square to : targets) {
            if (last_rank.contains(to)) {
                promotions(from, to);
            } else {
                list_.push_back(Move::normal(from, to, PieceType::Pawn, captured(to)));
            }
        }
    }
    void en_passant(Square from, Square to) { list_.push_back(Move::en_passant(from, to)); }
    void castle(Square king, Square rook) { list_.push_back(Move::castle(king, rook)); }

private:
    std::optional<PieceType> captured(Square s) const {
        Piece p = pos_.piece_on(s);
        if (p == Piece::None)
            return std::nullopt;
        return type_of(p);
    }
    void promotions(Square from, Square to) {
        auto cap = captured(to);
        for (PieceType t :
             {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight})
            list_.push_back(Move::normal(from, to, PieceType::Pawn, cap, t));
    }

    const Position& pos_;
    MoveList& list_;
};

// Lists the moves of the pieces on `from` going to `to`.
class MaskedListSink : public ListSink {
public:
    MaskedListSink(const Position& pos, MoveList& list, Bitboard from, Bitboard to)
        : ListSink(pos, list), from_(from), to_(to) {}

    static constexpr bool Masked = true;
    Bitboard from_mask() const { return from_; }
    Bitboard to_mask() const { return to_; }

private:
    Bitboard from_;
    Bitboard to_;
};

// Counts moves.
struct CountSink {
    int count = 0;

    static constexpr bool Masked = false;
    static constexpr Bitboard from_mask() { return Bitboard::all(); }
    static constexpr Bitboard to_mask() { return Bitboard::all(); }

    void add(PieceType, Square, Bitboard targets) { count += targets.count(); }
    void pawn_moves(Bitboard targets, int) { count += targets.count(); }
    void pawn_promotions(Bitboard targets, int) { count += 4 * targets.count(); }
    void pawn_from(Square, Bitboard targets, Bitboard last_rank) {
        count += targets.count() + 3 * (targets & last_rank).count();
    }
    void en_passant(Square, Square) { ++count; }
    void castle(Square, Square) { ++count; }
};

}  // namespace

}  // namespace touchmove::chess::movegen
