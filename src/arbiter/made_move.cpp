// What makes a move (docs/events.md, Made move), the move passing with it
// (Article 1.1), and a change of the made move by its player (4.7).
#include "state.h"

namespace touchmove::arbiter {

namespace {

// The castling shown by the king released on `s` after the made move took
// the rook with the castling right to its castling square, legal or not (an
// illegal one changes the made move all the same: docs/events.md, After the
// move is made); nothing when the squares show no castling.
std::optional<std::string_view> castling_after_rook_move(const Position& before, const Move& made,
                                                         const PhysicalPiece& pp, Square s) {
    const Color us = before.side_to_move();
    const Square king = before.king_square(us);
    if (pp.piece != chess::make_piece(us, PieceType::King) || pp.origin != king ||
        made.piece() != PieceType::Rook || made.is_castle() ||
        !before.castling_rights().contains(made.from()))
        return std::nullopt;
    const Move castling = Move::castle(king, made.from());
    if (s != castling.king_to() || made.to() != castling.rook_to())
        return std::nullopt;
    return castling.is_kingside_castle() ? "O-O" : "O-O-O";
}

}  // namespace

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
    // A shown move has moved a piece of the mover's off its square: the
    // piece's legal moves are the candidates (those of a lifted piece are
    // listed already), the king's too where a castling rook left its
    // square (a Chess960 king may stay put).
    chess::Bitboard vacated = diff & pos.pieces(mover());
    if (!hands[mover()].empty() || vacated.empty())
        return std::nullopt;
    if ((vacated & pos.castling_rights()).any())
        vacated |= pos.king_square(mover());
    for (Square s : vacated)
        for (const Move& m : legal.of(pos, s))
            if (shows(m))
                return m;  // boards after different moves differ: the only one
    return std::nullopt;
}

bool Arbiter::State::castling_under_way(const Move& m) const {
    if (m.piece() != PieceType::King || m.is_castle() || pos.castling_rights().empty())
        return false;
    const Piece rook = chess::make_piece(mover(), PieceType::Rook);
    const bool castling = std::ranges::any_of(permitted(), [&](const Move& c) {
        return c.is_castle() && c.from() == m.from() && c.king_to() == m.to() &&
               view[chess::to_index(c.to())] == rook;
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

void Arbiter::State::after_board_change(bool fixed_piece_moved) {
    recompute();
    if (const std::optional<Move> m = find_shown())
        make_move(*m, fixed_piece_moved);
}

void Arbiter::State::make_move(const Move& m, bool fixed_piece_moved) {
    completed_now = m;
    completed_from = pos;
    if (fixed_piece_moved) {
        // The fix broken has been reported; the touches may be broken too.
        if (auto clause = touches_broken_by(m))
            breach_by(m, *clause);
    } else if (is_permitted(m)) {
        turn.lawful = m;
    } else {
        breach_if_forbidden(m);
    }
    pass_turn(m);
}

bool Arbiter::State::complete_at_turn_end() {
    std::optional<Move> m = board_move();
    if (!m)
        return false;
    make_move(*m, false);
    return true;
}

void Arbiter::State::pass_turn(const Move& m) {
    const Color player = mover();
    // The window for the player's claims on the opponent closes now; the
    // breaches whose window closed on the opponent's move are gone.
    std::erase_if(breaches, [&](const Breach& b) { return b.offender == player && b.closed; });
    for (Breach& b : breaches)
        b.closed = b.closed || b.offender == ~player;
    moved_since_press[player] = true;
    two_handed_since_press[player] = turn.two_hands;
    if (!last_turn)
        last_turn.emplace(EndedTurn{player, pos, {}, m});
    last_turn->player = player;
    last_turn->before = pos;
    last_turn->made = m;
    std::swap(last_turn->turn, turn);  // start_turn() clears the old one for reuse
    pos.apply(m);
    // The view showed the move, so it is the new position (but for a pawn
    // that 7.5.2 turned into a queen). The pieces of the move are named
    // afresh by the squares they now stand on; every other piece stands on
    // its name already, or, displaced, is named by the square it belongs on.
    const chess::Bitboard changed = changed_squares(m);
    for (Square s : changed) {
        view[chess::to_index(s)] = pos.piece_on(s);
        PhysicalPiece& pp = board[chess::to_index(s)];
        if (pp.piece != Piece::None) {
            pp.origin = pp.displaced ? pp.displaced->home : s;
            pp.placed_on.reset();
        }
    }
    diff = chess::Bitboard();
    knocked = chess::Bitboard();
    // A piece of the opponent's that the move captured, lifted by them
    // meanwhile, is off the game: beside the board.
    std::erase_if(hands[~player], [&](const PhysicalPiece& pp) {
        return pp.origin && changed.contains(*pp.origin) && pos.piece_on(*pp.origin) != pp.piece;
    });
    start_turn();
    if (game_over())
        add_game_over_note();  // checkmate or stalemate ends the game at once
}

bool Arbiter::State::check_made_move_changed(Color player, const PhysicalPiece& pp, Square s) {
    if (!last_turn || last_turn->player != player || game_over())
        return false;
    const Position& before = last_turn->before;
    // The board shows another move once the player's hands are empty; a
    // piece of the made move released elsewhere breaks 4.7 on its release,
    // whatever the other hand holds.
    if (hands[player].empty())
        for (const Move& m : chess::legal_moves(before)) {
            if (m != last_turn->made && board_shows(before, m, player)) {
                change_made_move(m);
                return true;
            }
        }
    const Move& made = last_turn->made;
    if (const auto castling = castling_after_rook_move(before, made, pp, s)) {
        Message msg{MessageId::CompletedMoveChanged, player};
        msg.text = *castling;
        msg.piece = made.piece();
        msg.other_square = made.to();
        breach(player, Clause::Released, msg);
        return true;
    }
    // A piece the made move put on its square, released on another.
    const bool part = pp.origin && chess::color_of(pp.piece) == player && *pp.origin != s &&
                      (*pp.origin == (made.is_castle() ? made.king_to() : made.to()) ||
                       (made.is_castle() && *pp.origin == made.rook_to()));
    if (!part)
        return false;
    Message msg = piece_message(MessageId::FixedPieceMoved, player, pp, s);
    msg.other_square = pp.origin;
    breach(player, Clause::Released, msg);
    return true;
}

bool Arbiter::State::board_shows(const Position& before, const Move& m, Color player) const {
    const Position after = before.play(m);
    const chess::Bitboard changed = changed_squares(m) | changed_squares(last_turn->made);
    auto of = [](Piece p, Color c) {
        return p != Piece::None && chess::color_of(p) == c ? p : Piece::None;
    };
    for (int i = 0; i < 64; ++i) {
        const Square s = chess::square_at(i);
        const Piece now = board[i].piece, then = after.piece_on(s);
        if (of(now, player) != of(then, player))
            return false;
        if (changed.contains(s) && of(now, ~player) != of(then, ~player))
            return false;
    }
    return true;
}

void Arbiter::State::change_made_move(const Move& m) {
    const Color player = ~mover();
    const Move& made = last_turn->made;
    Message msg{MessageId::CompletedMoveChanged, player};
    msg.text = chess::to_san(last_turn->before, m);
    msg.piece = made.piece();
    msg.other_square = made.is_castle() ? made.king_to() : made.to();
    breach(player, Clause::Released, msg);
    // The changed move may break what the touches of that turn bound.
    const TurnState& bound = last_turn->turn;
    if (!bound.touches.empty()) {
        LegalMoves moves;
        Obligation then;
        compute_obligation(last_turn->before, moves, bound.touches, bound.castle_intent, then);
        if (!then.everything && then.restricted_by &&
            std::find(then.permitted.begin(), then.permitted.end(), m) == then.permitted.end())
            breach(player, *then.restricted_by, then.message.value_or(msg));
    }
    completed_now = m;
    completed_from = last_turn->before;
    last_turn->made = m;
    pos = last_turn->before.play(m);
    // The player's pieces are named by where they stand now; the
    // opponent's touches follow the pieces they touched, and a touch of a
    // piece gone from the board binds nothing.
    std::array<std::optional<Square>, 64> now_on{};  // by origin: where the piece stands
    for (int i = 0; i < 64; ++i) {
        PhysicalPiece& pp = board[i];
        if (pp.piece == Piece::None || chess::color_of(pp.piece) != player)
            continue;
        if (pp.origin)
            now_on[chess::to_index(*pp.origin)] = chess::square_at(i);
        pp.origin = chess::square_at(i);
        pp.displaced.reset();
    }
    for (Touch& t : turn.touches)
        if (!t.own && now_on[chess::to_index(t.origin)])
            t.origin = *now_on[chess::to_index(t.origin)];
    std::erase_if(turn.touches, [&](const Touch& t) {
        const Piece p = pos.piece_on(t.origin);
        return p == Piece::None || (chess::color_of(p) == mover()) != t.own;
    });
    turn.reported.reset();
    obligation_inputs.reset();
    new_legal_moves();
    rebuild_view();
    recompute();
    if (game_over())
        add_game_over_note();
    else if (!turn.touches.empty())
        report_obligation();
}

}  // namespace touchmove::arbiter
