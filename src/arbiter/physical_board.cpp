// The physical board: what stands on each square and in each hand, the
// mover's view of it, and whether an event can physically happen.
#include "state.h"

namespace touchmove::arbiter {

void Arbiter::State::reset_board() {
    for (int i = 0; i < 64; ++i) {
        Square s = chess::square_at(i);
        Piece p = pos.piece_on(s);
        board[i] = p == Piece::None ? PhysicalPiece{} : PhysicalPiece{p, s, {}, {}, {}};
        view[i] = p;
    }
    diff = chess::Bitboard();
    knocked = chess::Bitboard();
    hands[Color::White].clear();
    hands[Color::Black].clear();
    found_valid = false;
}

void Arbiter::State::set_view(Square s, Piece p, bool knocked_over) {
    found_valid = false;
    view[chess::to_index(s)] = p;
    if (knocked_over && p != Piece::None) {
        knocked |= s;
    } else {
        knocked &= ~chess::Bitboard(s);
    }
    if (p != pos.piece_on(s)) {
        diff |= s;
    } else {
        diff &= ~chess::Bitboard(s);
    }
}

void Arbiter::State::rebuild_view() {
    found_valid = false;
    knocked = chess::Bitboard();
    diff = chess::Bitboard();
    for (int i = 0; i < 64; ++i)
        view[i] = pos.piece_on(chess::square_at(i));
    auto moved_off = [&](const PhysicalPiece& pp) {
        if (pp.origin && !pp.displaced && view[chess::to_index(*pp.origin)] == pp.piece &&
            chess::color_of(pp.piece) == mover())
            set_view(*pp.origin, Piece::None);
    };
    for (const PhysicalPiece& pp : hands[mover()])
        moved_off(pp);
    for (int i = 0; i < 64; ++i) {
        const PhysicalPiece& pp = board[i];
        const Square s = chess::square_at(i);
        if (pp.piece == Piece::None || pp.displaced || pp.origin == s ||
            chess::color_of(pp.piece) != mover())
            continue;
        moved_off(pp);
        set_view(s, pp.piece);
    }
}

bool Arbiter::State::shows(const Move& m) const {
    // The square a shown move's piece left has changed (for a Chess960
    // castling whose king stays put, the rook's square).
    if (!diff.contains(m.from()) && !(m.is_castle() && diff.contains(m.to())))
        return false;
    // Any move but castling puts a piece on its `to` square, which so changed.
    if (!m.is_castle() && !diff.contains(m.to()))
        return false;
    // Only a move that changes every changed square can be shown, and
    // none that a knocked piece would make.
    const chess::Bitboard changed = changed_squares(m);
    if ((diff & ~changed).any() || (changed & knocked).any())
        return false;
    if (!m.is_castle() && !m.is_en_passant() && !m.is_promotion()) {
        // A plain move shows as its piece on `to` and nothing on `from`.
        return view[chess::to_index(m.from())] == Piece::None &&
               view[chess::to_index(m.to())] == pos.piece_on(m.from());
    }
    const Position after = pos.play(m);
    for (Square s : changed) {
        Piece seen = view[chess::to_index(s)];
        // En passant's pawn taken off by its owner is off all the same, as
        // an ordinary capture's piece is once the capturing piece lands.
        if (m.is_en_passant() && s == m.en_passant_victim() &&
            board[chess::to_index(s)].piece == Piece::None)
            seen = Piece::None;
        if (seen != after.piece_on(s))
            return false;
    }
    return true;
}

std::optional<Move> Arbiter::State::unreplaced_promotion() const {
    if (!hands[mover()].empty())
        return std::nullopt;
    for (const Move& m : legal.all(pos)) {
        if (m.promotion() != PieceType::Queen)
            continue;
        if (view[chess::to_index(m.to())] != chess::make_piece(mover(), PieceType::Pawn))
            continue;
        Position next = pos.play(m);
        bool same = true;
        for (int i = 0; i < 64 && same; ++i) {
            Square s = chess::square_at(i);
            same = s == m.to() || view[i] == next.piece_on(s);
        }
        if (same)
            return m;
    }
    return std::nullopt;
}

bool Arbiter::State::has_displaced(Color side) const {
    auto by_side = [&](const PhysicalPiece& pp) {
        return pp.displaced && pp.displaced->by == side;
    };
    return std::any_of(board.begin(), board.end(), by_side) ||
           std::any_of(hands[side].begin(), hands[side].end(), by_side);
}

Message Arbiter::State::piece_message(MessageId id, Color side, Square s) const {
    return piece_message(id, side, board[chess::to_index(s)], s);
}

Message Arbiter::State::piece_message(MessageId id, Color side, const PhysicalPiece& pp,
                                      Square s) const {
    Message m{id, side};
    m.square = pp.origin.value_or(pp.placed_on.value_or(s));
    if (pp.piece != Piece::None)
        m.piece = chess::type_of(pp.piece);
    return m;
}

std::optional<std::size_t> Arbiter::State::released_piece(const BoardEvent& e) const {
    const auto& held = hands[e.side];
    const bool by_hand = !e.piece && e.hand && mixed(held);
    std::optional<std::size_t> last;
    for (std::size_t i = 0; i < held.size(); ++i) {
        const PieceType type = chess::type_of(held[i].piece);
        if (e.piece ? type != *e.piece : by_hand && held[i].held_in != e.hand)
            continue;
        if (!e.piece && last && chess::type_of(held[*last].piece) != type)
            return std::nullopt;
        last = i;
    }
    return last;
}

bool Arbiter::State::mixed(const std::vector<PhysicalPiece>& held) {
    return std::any_of(held.begin(), held.end(), [&](const PhysicalPiece& p) {
        return chess::type_of(p.piece) != chess::type_of(held.front().piece);
    });
}

std::optional<EventError> Arbiter::State::impossible(const BoardEvent& e) const {
    auto empty = [&](Square s) { return board[chess::to_index(s)].piece == Piece::None; };
    switch (e.action) {
        case Action::Touch:
        case Action::Adjust:
            for (std::size_t i = 0; i < e.squares.size(); ++i)
                if (empty(e.squares[i]))
                    return EventError{"there is no piece on " + chess::to_string(e.squares[i]) +
                                          " to " + std::string(to_string(e.action)),
                                      1, static_cast<int>(i)};
            if (e.squares.empty())
                return EventError{"no square given", 1};
            return std::nullopt;
        case Action::Lift:
        case Action::Remove:
            if (e.squares.size() != 1)
                return EventError{"exactly one square expected", 1};
            if (empty(e.square()))
                return EventError{"there is no piece on " + chess::to_string(e.square()) + " to " +
                                      std::string(to_string(e.action)),
                                  1};
            if (e.action == Action::Lift && hands[e.side].size() >= MaxHeldPieces)
                return EventError{std::string(chess::to_string(e.side)) + " holds " +
                                      std::to_string(MaxHeldPieces) +
                                      " pieces already; put one down first",
                                  0};
            return std::nullopt;
        case Action::Release: {
            if (e.squares.size() != 1)
                return EventError{"exactly one square expected", 1};
            const auto& hand = hands[e.side];
            if (hand.empty())
                return EventError{
                    std::string(chess::to_string(e.side)) + " holds no piece to release", 0};
            if (!empty(e.square()))
                return EventError{chess::to_string(e.square()) +
                                      " is occupied; a captured piece is removed before the "
                                      "capturing piece is released",
                                  1};
            if (e.piece) {
                bool held = std::any_of(hand.begin(), hand.end(), [&](const PhysicalPiece& p) {
                    return chess::type_of(p.piece) == *e.piece;
                });
                if (!held)
                    return EventError{std::string(chess::to_string(e.side)) + " holds no " +
                                          std::string(chess::to_name(*e.piece)),
                                      2};
            } else if (!released_piece(e)) {
                return EventError{std::string(chess::to_string(e.side)) +
                                      " holds pieces of different kinds; say which one is "
                                      "released, or with which hand",
                                  1};
            }
            return std::nullopt;
        }
        case Action::Place:
            if (e.squares.size() != 1 || !e.piece)
                return EventError{"a piece and a square expected", 1};
            if (!empty(e.square()))
                return EventError{chess::to_string(e.square()) + " is occupied", 2};
            if (*e.piece == PieceType::King)
                return EventError{"a king cannot come from beside the board", 1};
            return std::nullopt;
        case Action::Say:
        case Action::Clock:
        case Action::Claim:
            return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace touchmove::arbiter
