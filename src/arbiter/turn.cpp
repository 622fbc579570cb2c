// The turn of the player having the move: its touches, the obligation they
// give (4.3 to 4.5), the fixes (4.7) and what is permitted.
#include "state.h"

namespace touchmove::arbiter {

void Arbiter::State::new_legal_moves() {
    ++legal_generation;
    found_valid = false;
    legal.reset();
}

void Arbiter::State::start_turn() {
    new_legal_moves();
    turn.clear();
    recompute();
}

Clause Arbiter::State::fix_clause() const {
    return turn.promotion_piece && edition() == Edition::Fide2023 && turn.fixes.empty()
               ? Clause::PromotionChoice
               : Clause::Released;
}

Clause Arbiter::State::fix_clause_broken_by(const Move& m) const {
    if (fix_clause() == Clause::PromotionChoice && m.is_promotion() &&
        m.to() == turn.promotion_square)
        return Clause::PromotionChoice;
    return Clause::Released;
}

bool Arbiter::State::consistent_with_fixes(const Move& m) const {
    for (const Fix& f : turn.fixes)
        if (!has_part(m, f.origin, f.square))
            return false;
    if (turn.promotion_square && !(m.is_promotion() && m.to() == *turn.promotion_square))
        return false;
    if (turn.promotion_piece && m.promotion() != turn.promotion_piece)
        return false;
    if (turn.lawful && m != *turn.lawful)
        return false;
    return true;
}

void Arbiter::State::update_obligation() {
    std::tuple now{legal_generation, turn.touches.size(), turn.castle_intent,
                   turn.king_on_illegal_castling_square};
    if (obligation_inputs == now)
        return;
    obligation_inputs = now;
    if (turn.touches.empty()) {
        obligation.clear();
    } else {
        compute_obligation(pos, legal, turn.touches, turn.castle_intent, obligation);
        // Several pieces of one colour among pieces of both: the 2005
        // text of 4.3c speaks of one of each (reading 5).
        const auto own = std::count_if(turn.touches.begin(), turn.touches.end(),
                                       [](const Touch& t) { return t.own; });
        const auto others = static_cast<std::ptrdiff_t>(turn.touches.size()) - own;
        if (edition() == Edition::Fide2005 && obligation.message && own > 0 && others > 0 &&
            (own > 1 || others > 1) &&
            (obligation.restricted_by == Clause::TouchOwn ||
             obligation.restricted_by == Clause::TouchOpponent ||
             obligation.restricted_by == Clause::TouchBoth))
            obligation.message->reading = true;
    }
    if (turn.king_on_illegal_castling_square)
        bind_king_on_castling_square();
}

void Arbiter::State::bind_king_on_castling_square() {
    const std::span<const Move> king_moves = legal.of(pos, pos.king_square(mover()));
    // A piece touched before the king, and bound by 4.3, still binds: the
    // king on that square makes no move (reading 2). Touches that bind the
    // king to some of its moves (castling with the other rook, 4.4.1; a
    // capture, 4.3.3) bind within what 4.7.2 leaves.
    if (!obligation.everything &&
        (!king_binds() || obligation.permitted.size() < king_moves.size()))
        return;
    // 2023, Art. 4.7.2: another legal move with the king (castling on the
    // other side included); if it has none, any legal move.
    obligation.clear();
    for (const Move& m : king_moves)
        obligation.permitted.push_back(m);
    if (!obligation.permitted.empty()) {
        obligation.everything = false;
        obligation.restricted_by = Clause::Released;
        obligation.message = Message{MessageId::MustMoveKing, mover()};
    }
}

bool Arbiter::State::king_binds() const {
    const Square king = pos.king_square(mover());
    return !obligation.everything &&
           std::all_of(obligation.permitted.begin(), obligation.permitted.end(),
                       [&](const Move& m) { return m.from() == king; });
}

std::span<const Move> Arbiter::State::obligation_moves() const {
    return obligation.everything ? std::span<const Move>(legal.all(pos))
                                 : std::span<const Move>(obligation.permitted);
}

void Arbiter::State::narrow() const {
    if (!narrowed_stale)
        return;
    narrowed_stale = false;
    fixes_override_ = false;
    narrowed.clear();
    for (const Move& m : obligation_moves())
        if (consistent_with_fixes(m))
            narrowed.push_back(m);
    if (!narrowed.empty())
        return;
    // Art. 4.7: a piece released as part of a legal move stays there, even
    // where a later touch would bind it elsewhere (the pawn released on e8,
    // then the rook on d8 touched).
    fixes_override_ = true;
    for (const Move& m : legal.all(pos))
        if (consistent_with_fixes(m))
            narrowed.push_back(m);
}

Arbiter::State::Permitted Arbiter::State::permitted_source() const {
    if (permitted_from != Permitted::Narrowed)
        return permitted_from;
    narrow();
    // No move at all is left: cannot happen, as every fix was part of a
    // permitted move; the obligation stands.
    if (narrowed.empty())
        return obligation.everything ? Permitted::Legal : Permitted::Obligation;
    return Permitted::Narrowed;
}

std::span<const Move> Arbiter::State::permitted() const {
    switch (permitted_source()) {
        case Permitted::Legal:
            return legal.all(pos);
        case Permitted::Obligation:
            return obligation_moves();
        case Permitted::Narrowed:
            return narrowed;
    }
    return legal.all(pos);
}

bool Arbiter::State::in_obligation(const Move& m) const {
    const std::span<const Move> moves = obligation.everything
                                            ? legal.of(pos, m.from())
                                            : std::span<const Move>(obligation.permitted);
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

bool Arbiter::State::is_permitted(const Move& m) const {
    // Without fixes the obligation's moves are what is permitted; with
    // them, a move of the obligation that they leave is, and nothing needs
    // listing (the usual case: the move just made).
    if (permitted_from != Permitted::Narrowed)
        return in_obligation(m);
    if (consistent_with_fixes(m) && in_obligation(m))
        return true;
    const std::span<const Move> moves = permitted();
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

const MoveSet& Arbiter::State::permitted_moves() const {
    if (permitted_set_version != permitted_version) {
        permitted_set = MoveSet();  // let go, so that the storage can be reused
        permitted_set = permitted_buffer.assign(permitted());
        permitted_set_version = permitted_version;
    }
    return permitted_set;
}

void Arbiter::State::recompute() {
    // Everything permitted depends on; touches and fixes only grow
    // within a turn, and a new turn or a reinstatement counts as new legal moves.
    auto move_bits = [](const std::optional<Move>& m) {
        return m ? std::uint64_t{1} << 32 | m->bits() : 0;
    };
    // Touches and fixes only grow within a turn, so their counts stand for them.
    const std::uint64_t turn_bits =
        std::uint64_t{turn.touches.size()} | std::uint64_t{turn.fixes.size()} << 20 |
        std::uint64_t{turn.castle_intent} << 40 |
        std::uint64_t{turn.king_on_illegal_castling_square} << 41 |
        (turn.promotion_square
             ? static_cast<std::uint64_t>(chess::to_index(*turn.promotion_square)) + 1
             : 0)
            << 42 |
        (turn.promotion_piece
             ? static_cast<std::uint64_t>(chess::to_index(*turn.promotion_piece)) + 1
             : 0)
            << 50;
    const Inputs now{legal_generation, turn_bits, move_bits(turn.lawful)};
    if (inputs == now)
        return;
    inputs = now;
    ++permitted_version;
    update_obligation();
    const bool any_fix =
        !turn.fixes.empty() || turn.promotion_square || turn.promotion_piece || turn.lawful;
    if (any_fix)
        permitted_from = Permitted::Narrowed;
    else
        permitted_from = obligation.everything ? Permitted::Legal : Permitted::Obligation;
    fixes_override_ = false;
    narrowed_stale = any_fix;
}

std::optional<Clause> Arbiter::State::restricted_by() const {
    switch (permitted_source()) {
        case Permitted::Legal:
        case Permitted::Obligation:
            return obligation.restricted_by;
        case Permitted::Narrowed:
            break;
    }
    // A lawful move reinstated by a claim is permitted alone, by 4.7
    // (docs/events.md, Claims), also where the touches left nothing else.
    if (turn.lawful || (!fixes_override() && narrowed.size() < obligation_moves().size()) ||
        narrowed.size() < legal.count(pos))
        return fix_clause();
    if (fixes_override())
        return std::nullopt;  // the fixes leave every legal move
    return obligation.restricted_by;
}

void Arbiter::State::touch(std::span<const Square> squares) {
    // A moment is counted only when it records a touch, so that endless
    // touches of known pieces cannot overflow it (only order matters).
    const int moment = turn.next_moment;
    for (Square s : squares) {
        const PhysicalPiece& pp = board[chess::to_index(s)];
        if (!pp.origin)
            continue;  // a piece from beside the board binds nothing
        Square origin = *pp.origin;
        bool known = std::any_of(turn.touches.begin(), turn.touches.end(),
                                 [&](const Touch& t) { return t.origin == origin; });
        if (known)
            continue;  // a piece keeps the moment it was first touched
        turn.touches.push_back(Touch{origin, chess::color_of(pp.piece) == mover(), moment});
        turn.next_moment = moment + 1;
    }
}

void Arbiter::State::report_obligation() {
    if (fixes_override())
        return;
    if (obligation.restricted_by && obligation.message) {
        std::pair now{*obligation.restricted_by, obligation.message->square};
        if (turn.reported != now)
            add(RulingType::Obligation, *obligation.restricted_by, *obligation.message);
        turn.reported = now;
    } else {
        turn.reported.reset();
    }
    for (const auto& [clause, message] : obligation.notes) {
        if (clause == Clause::NoneMovable && game_over()) {
            add_game_over_note();  // not "any legal move": there is none
            continue;
        }
        add(RulingType::Note, clause, message);
    }
}

void Arbiter::State::check_hand(const BoardEvent& e) {
    if (!e.hand)
        return;
    if (!turn.hand) {
        turn.hand = e.hand;
    } else if (*turn.hand != *e.hand && !turn.two_hands) {
        turn.two_hands = true;
        breach(e.side, Clause::OneHand, Message{MessageId::SecondHand, e.side});
    }
}

}  // namespace touchmove::arbiter
