// The physical board: what stands on each square and in each hand, whether an
// event can physically happen, and what completes a move (4.7).
#include "state.h"

namespace touchmove::arbiter {

void Arbiter::State::reset_board() {
    for (int i = 0; i < 64; ++i) {
        Square s = chess::square_at(i);
        Piece p = pos.piece_on(s);
        board[i] =
            p == Piece::None ? PhysicalPiece{} : PhysicalPiece{p, s, std::nullopt, std::nullopt};
    }
    diff = chess::Bitboard();
    disturbed = chess::Bitboard();
    knocked = chess::Bitboard();
    hands[Color::White].clear();
    hands[Color::Black].clear();
    shown.reset();
    found_valid = false;
}

chess::Bitboard Arbiter::State::mover_diff() const {
    chess::Bitboard d = diff;
    for (Square s : diff& disturbed) {
        const Piece now = board[chess::to_index(s)].piece, was = pos.piece_on(s);
        const bool mover_piece = (now != Piece::None && chess::color_of(now) == mover()) ||
                                 (was != Piece::None && chess::color_of(was) == mover());
        if (!mover_piece)
            d &= ~chess::Bitboard(s);
    }
    return d;
}

bool Arbiter::State::shows(const Move& m) const {
    const chess::Bitboard d = mover_diff();
    // The square a shown move's piece left has changed (for a Chess960
    // castling whose king stays put, the rook's square).
    if (!d.contains(m.from()) && !(m.is_castle() && d.contains(m.to())))
        return false;
    // Only a move that changes every changed square can be shown, and
    // none that a knocked piece would make.
    const chess::Bitboard changed = changed_squares(m);
    if ((d & ~changed).any() || (changed & knocked).any())
        return false;
    if (!m.is_castle() && !m.is_en_passant() && !m.is_promotion()) {
        // A plain move shows as its piece on `to` and nothing on `from`.
        return board[chess::to_index(m.from())].piece == Piece::None &&
               board[chess::to_index(m.to())].piece == pos.piece_on(m.from());
    }
    const Position after = pos.play(m);
    for (Square s : changed)
        if (board[chess::to_index(s)].piece != after.piece_on(s))
            return false;
    return true;
}

std::optional<Move> Arbiter::State::find_shown() {
    if (!found_valid) {
        found_valid = true;
        found = board_move();
    }
    // Judged afresh each time: it depends on what binds, which touches
    // change without changing the board.
    if (found && castling_under_way(*found))
        return std::nullopt;
    return found;
}

std::optional<Move> Arbiter::State::board_move() const {
    // A shown move has moved a piece of the mover's off its square.
    if (!hands[mover()].empty() || (diff & pos.pieces(mover())).empty())
        return std::nullopt;
    // The permitted moves first: usually few, and usually the one made.
    const std::span<const Move> first = permitted();
    for (const Move& m : first)
        if (shows(m))
            return m;
    const MoveList& all = legal.all(pos);
    if (first.data() == all.begin())
        return std::nullopt;
    for (const Move& m : all)
        if (shows(m))
            return m;
    return std::nullopt;
}

bool Arbiter::State::castling_under_way(const Move& m) const {
    if (m.piece() != PieceType::King || m.is_castle() || pos.castling_rights().empty())
        return false;
    const Piece rook = chess::make_piece(mover(), PieceType::Rook);
    const bool castling = std::any_of(permitted().begin(), permitted().end(), [&](const Move& c) {
        const PhysicalPiece& on = board[chess::to_index(c.to())];
        return c.is_castle() && c.from() == m.from() && c.king_to() == m.to() && on.piece == rook &&
               on.origin == c.to();
    });
    return castling && (turn.castle_intent || !is_permitted(m));
}

bool Arbiter::State::is_castling_attempt(const PhysicalPiece& pp, Square s) const {
    const Color us = mover();
    const Square king = pos.king_square(us);
    if (pp.piece != chess::make_piece(us, PieceType::King) || pp.origin != king)
        return false;
    const chess::Rank back = chess::relative_rank(us, chess::Rank::R1);
    if (chess::rank_of(king) != back || chess::rank_of(s) != back || s == king)
        return false;
    // In standard chess castling starts from the e-file only: a king
    // elsewhere on g1 or c1 makes a plain (perhaps illegal) king move.
    if (!pos.is_chess960() && chess::file_of(king) != chess::File::E)
        return false;
    if (chess::file_of(s) != chess::File::C && chess::file_of(s) != chess::File::G)
        return false;
    bool far =
        std::abs(chess::to_index(chess::file_of(s)) - chess::to_index(chess::file_of(king))) >= 2;
    bool right = (pos.castling_rights() & chess::Bitboard::rank(back)).any();
    if (!far && !(pos.is_chess960() && right))
        return false;
    const MoveList& all = legal.all(pos);
    return std::none_of(all.begin(), all.end(),
                        [&](const Move& m) { return m.is_castle() && m.king_to() == s; });
}

void Arbiter::State::set_square(Square s, PhysicalPiece pp, bool by_mover, bool accidental) {
    found_valid = false;
    board[chess::to_index(s)] = pp;
    if (accidental && pp.piece != Piece::None) {
        knocked |= s;
    } else {
        knocked &= ~chess::Bitboard(s);
    }
    if (by_mover) {
        disturbed &= ~chess::Bitboard(s);
    } else {
        disturbed |= s;
    }
    if (pp.piece != pos.piece_on(s)) {
        diff |= s;
    } else {
        diff &= ~chess::Bitboard(s);
    }
}

void Arbiter::State::update_completion(bool fixed_piece_moved, bool by_mover) {
    // What the opponent does on the mover's time cannot undo a move
    // made (FIDE 2023 6.2.1: a player may always stop the clock after
    // making the move, even after the opponent has made theirs).
    if (!by_mover && shown)
        return;
    std::optional<Move> now = find_shown();
    if (now == shown)
        return;
    shown = now;
    if (now)
        shown_after = pos.play(*now);
    // A made move stays made: a piece of it lifted again, or put back
    // on its square, changes nothing.
    if (!now || now == made) {
        recompute();
        return;
    }
    made = now;
    made_after = shown_after;
    completed_now = now;
    bool changed = turn.completed && *turn.completed != *now;
    if (!changed && !fixed_piece_moved && is_permitted(*now)) {
        turn.completed = now;
        if (!turn.lawful)
            turn.lawful = now;
    } else {
        // Art. 4.7: a completed move may not be changed (a fixed piece
        // moved on has been reported already).
        if (changed && !fixed_piece_moved) {
            Message msg{MessageId::CompletedMoveChanged, mover()};
            msg.text = chess::to_san(pos, *now);
            breach(mover(), Clause::Released, msg);
        }
        if (changed || fixed_piece_moved) {
            // The touches may be broken as well.
            if (auto clause = touches_broken_by(*now))
                breach_by(*now, *clause);
        } else {
            breach_if_forbidden(*now);
        }
    }
    recompute();
}

void Arbiter::State::complete_at_turn_end() {
    auto m = board_move();
    if (!m || m == made)
        return;
    shown = m;
    shown_after = pos.play(*m);
    made = m;
    made_after = shown_after;
    completed_now = m;
    completed_from = pos;
    breach_if_forbidden(*m);
}

std::optional<Move> Arbiter::State::made_move() {
    if (!shown)
        complete_at_turn_end();
    return made;
}

std::optional<Move> Arbiter::State::unreplaced_promotion() const {
    if (!hands[mover()].empty())
        return std::nullopt;
    for (const Move& m : legal.all(pos)) {
        if (m.promotion() != PieceType::Queen)
            continue;
        if (board[chess::to_index(m.to())].piece != chess::make_piece(mover(), PieceType::Pawn))
            continue;
        Position next = pos.play(m);
        const chess::Bitboard theirs = diff & ~mover_diff();  // see mover_diff()
        bool same = true;
        for (int i = 0; i < 64 && same; ++i) {
            Square s = chess::square_at(i);
            same = s == m.to() || theirs.contains(s) || board[i].piece == next.piece_on(s);
        }
        if (same)
            return m;
    }
    return std::nullopt;
}

Message Arbiter::State::piece_message(MessageId id, Color side, Square s) const {
    const PhysicalPiece& pp = board[chess::to_index(s)];
    Message m{id, side};
    m.square = pp.origin.value_or(pp.placed_on.value_or(s));
    if (pp.piece != Piece::None)
        m.piece = chess::type_of(pp.piece);
    return m;
}

std::optional<std::size_t> Arbiter::State::released_piece(const BoardEvent& e) const {
    const auto& held = hands[e.side];
    std::optional<std::size_t> last;
    for (std::size_t i = 0; i < held.size(); ++i) {
        const PieceType type = chess::type_of(held[i].piece);
        if (e.piece ? type != *e.piece : e.hand && held[i].held_in != e.hand && mixed(held))
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
