// The events: apply() dispatches each to the handler of its action.
#include "state.h"

namespace touchmove::arbiter {

void Arbiter::State::add(RulingType type, Clause clause, const Message& message) {
    rulings.emplace_back(type, clause, message);
    if (type == RulingType::Violation)
        violated = true;
}

Message& Arbiter::State::add(RulingType type, Clause clause, MessageId id, Color side) {
    Ruling& r = rulings.emplace_back();
    r.type = type;
    r.clause = clause;
    r.message.id = id;
    r.message.side = side;
    if (type == RulingType::Violation)
        violated = true;
    return r.message;
}

void Arbiter::State::apply(const BoardEvent& e) {
    if (rules_on_unmade_move(e)) {
        // The unmade move is ruled on: the position before it reinstated,
        // or a move made (2023 7.5.2; castling under way completed as the
        // king's move). Either way the touch came before its player had the
        // move, and binds nothing (docs/events.md, Model).
        rule_on_unmade_move(mover(), false);
        if (impossible(e))
            return;
        touched_before_the_move = true;
    }
    if (e.action != Action::Say && e.action != Action::Adjust)
        announced[e.side] = false;
    if (shows_castle_intent(e))
        turn.castle_intent = true;
    switch (e.action) {
        case Action::Touch:
            return on_touch(e);
        case Action::Say:
            return on_say(e);
        case Action::Adjust:
            return on_adjust(e);
        case Action::Lift:
        case Action::Remove:
            return on_take(e);
        case Action::Release:
            return on_release(e);
        case Action::Place:
            return on_place(e);
        case Action::Clock:
            return on_clock(e);
        case Action::Claim:
            return on_claim(e);
    }
}

bool Arbiter::State::shows_castle_intent(const BoardEvent& e) const {
    return e.castle && e.side == mover() && !e.accidental && e.action != Action::Clock &&
           e.action != Action::Claim;
}

void Arbiter::State::on_touch(const BoardEvent& e) {
    if (e.accidental || e.side != mover() || touched_before_the_move) {
        if (!e.accidental)
            contact(e.side);
        const MessageId id = e.accidental ? MessageId::AccidentalTouch : MessageId::TouchOutOfTurn;
        for (Square s : e.squares)
            add(RulingType::Note, Clause::TouchOwn, piece_message(id, e.side, s));
        return;
    }
    contact(e.side);
    bind_touches(e.squares);
}

void Arbiter::State::bind_touches(std::span<const Square> squares) {
    touch(squares);
    recompute();
    report_obligation();
}

void Arbiter::State::on_say(const BoardEvent& e) {
    announced[e.side] = is_adjust_announcement(e.text);
    if (shows_castle_intent(e) && !turn.touches.empty()) {
        recompute();  // the intent may change what the touches bind to
        report_obligation();
    }
}

void Arbiter::State::on_adjust(const BoardEvent& e) {
    if (e.side != mover() || touched_before_the_move) {
        // Unannounced, it is a deliberate touch: a contact by which the
        // player's own claims lapse.
        if (!announced[e.side])
            contact(e.side);
        // 2005: reading 10 (the text does not say "only").
        Message msg{MessageId::AdjustOutOfTurn, e.side};
        msg.reading = edition() == Edition::Fide2005;
        breach(e.side, Clause::Adjust, msg);
        return;
    }
    if (announced[e.side]) {
        add(RulingType::Note, Clause::Adjust, Message{MessageId::AdjustAnnounced, e.side});
        return;
    }
    contact(e.side);
    bind_touches(e.squares);
}

void Arbiter::State::on_take(const BoardEvent& e) {
    const Square s = e.square();
    PhysicalPiece pp = board[chess::to_index(s)];
    if (e.side != mover()) {
        // Lifted, it belongs where it stood until put back; removed, it is
        // beside the board, and the mover's view keeps it.
        if (!e.accidental)
            contact(e.side);
        if (!pp.displaced)
            pp.displaced = PhysicalPiece::Displacement{e.side, s};
        board[chess::to_index(s)] = PhysicalPiece{};
        if (e.action == Action::Lift)
            hands[e.side].emplace_back(pp).held_in = e.hand;
        if (e.action == Action::Lift || !check_made_move_changed(e.side, pp, s))
            add(RulingType::Note, Clause::Displaced,
                piece_message(MessageId::PieceDisplaced, e.side, pp, s));
        return;
    }
    const bool putting_back = pp.displaced && pp.displaced->by == e.side;
    if (e.accidental) {
        add(RulingType::Note, Clause::TouchOwn,
            piece_message(MessageId::AccidentalTouch, e.side, s));
    } else if (touched_before_the_move) {
        contact(e.side);
        add(RulingType::Note, Clause::TouchOwn,
            piece_message(MessageId::TouchOutOfTurn, e.side, s));
    } else if (!putting_back) {
        contact(e.side);
        bind_touches(std::span(&s, 1));
        check_hand(e);
    }
    board[chess::to_index(s)] = PhysicalPiece{};
    if (!putting_back) {
        // A piece the opponent displaced leaves the view from its home.
        const Square home = pp.displaced ? pp.displaced->home : s;
        if (view[chess::to_index(home)] == pp.piece)
            set_view(home, Piece::None);
        pp.displaced.reset();
    }
    if (e.action == Action::Lift)
        hands[e.side].emplace_back(pp).held_in = e.hand;
    after_board_change(false);
}

void Arbiter::State::on_release(const BoardEvent& e) {
    const Square s = e.square();
    auto& hand = hands[e.side];
    auto it = hand.begin() + static_cast<std::ptrdiff_t>(*released_piece(e));
    PhysicalPiece pp = *it;
    pp.held_in.reset();
    hand.erase(it);
    if (pp.displaced && pp.displaced->home == s)
        pp.displaced.reset();  // put back: it changes nothing and binds nothing
    board[chess::to_index(s)] = pp;
    if (e.side != mover()) {
        if (pp.displaced)
            out_of_turn_board_change(e, s);
        else if (hands[e.side].empty())
            check_made_move_changed(e.side, pp, s);  // a piece put back may complete a change
        return;
    }
    if (pp.displaced) {
        // The mover moves on a piece they displaced themselves: it leaves
        // its home in the view, and is theirs to move now.
        if (view[chess::to_index(pp.displaced->home)] == pp.piece)
            set_view(pp.displaced->home, Piece::None);
        board[chess::to_index(s)].displaced.reset();
    }
    set_view(s, pp.piece, e.accidental);
    const bool fixed_piece_moved = !e.accidental && fix_release(e, pp, s);
    after_board_change(fixed_piece_moved);
}

void Arbiter::State::out_of_turn_board_change(const BoardEvent& e, Square s) {
    if (!check_made_move_changed(e.side, board[chess::to_index(s)], s))
        add(RulingType::Note, Clause::Displaced,
            piece_message(MessageId::PieceDisplaced, e.side, s));
}

bool Arbiter::State::fix_release(const BoardEvent& e, const PhysicalPiece& pp, Square s) {
    check_hand(e);
    if (!pp.origin && pp.placed_on && turn.promotion_square == pp.placed_on && s != *pp.placed_on) {
        // The promotion piece was put on the promotion square as part
        // of a legal move; it had to stay.
        Message msg = piece_message(MessageId::FixedPieceMoved, e.side, s);
        msg.other_square = pp.placed_on;
        breach(e.side, Clause::Released, msg);
        return true;
    }
    if (!pp.origin)
        return false;
    auto fix = std::find_if(turn.fixes.begin(), turn.fixes.end(),
                            [&](const Fix& f) { return f.origin == *pp.origin; });
    if (fix != turn.fixes.end()) {
        if (fix->square == s)
            return false;
        Message msg = piece_message(MessageId::FixedPieceMoved, e.side, s);
        msg.other_square = fix->square;
        breach(e.side, Clause::Released, msg);
        return true;
    }
    if (std::ranges::any_of(permitted(),
                            [&](const Move& m) { return has_part(m, *pp.origin, s); })) {
        // A release that completes a forbidden move fixes nothing.
        std::optional<Move> completes = find_shown();
        if (!completes || is_permitted(*completes))
            turn.fixes.push_back(Fix{*pp.origin, s});
    } else if (edition() == Edition::Fide2023 && is_castling_attempt(pp, s)) {
        turn.king_on_illegal_castling_square = true;
        recompute();
        report_obligation();
    }
    return false;
}

void Arbiter::State::on_place(const BoardEvent& e) {
    const Square s = e.square();
    const Piece p = chess::make_piece(e.side, *e.piece);
    if (e.side != mover()) {
        // A piece put back where the view has it, or displaced.
        board[chess::to_index(s)] = view[chess::to_index(s)] == p
                                        ? PhysicalPiece{p, s, {}, {}, {}}
                                        : PhysicalPiece{p, {}, s, {}, {{e.side, s}}};
        out_of_turn_board_change(e, s);
        return;
    }
    board[chess::to_index(s)] = PhysicalPiece{p, {}, s, {}, {}};
    set_view(s, p, e.accidental);
    if (!e.accidental)
        check_hand(e);
    fix_placement(e, s);
    after_board_change(false);
}

void Arbiter::State::fix_placement(const BoardEvent& e, Square s) {
    bool promotes_here = std::ranges::any_of(
        permitted(), [&](const Move& m) { return m.is_promotion() && m.to() == s; });
    if (!promotes_here)
        return;
    if (!turn.promotion_square)
        turn.promotion_square = s;
    bool choice = std::ranges::any_of(
        permitted(), [&](const Move& m) { return m.to() == s && m.promotion() == *e.piece; });
    if (edition() == Edition::Fide2023 && !turn.promotion_piece && choice) {
        // Art. 4.4.4: the choice is final once the piece has touched the square.
        turn.promotion_piece = *e.piece;
        Message msg{MessageId::PromotionChosen, e.side};
        msg.piece = *e.piece;
        msg.square = s;
        add(RulingType::Obligation, Clause::PromotionChoice, msg);
    }
}

void Arbiter::State::step(const BoardEvent& e) {
    rulings.clear();
    completed_now.reset();
    violated = false;
    touched_before_the_move = false;
    ++seq;
    apply(e);
    // An announcement of adjustment lapses when a move is made (4.2).
    if (completed_now)
        announced = {};
    // Once the game is decided (7.5.5), every answer says so.
    if (decided && std::none_of(rulings.begin(), rulings.end(),
                                [](const Ruling& r) { return r.clause == Clause::GameDecided; }))
        decided_note();
}

}  // namespace touchmove::arbiter
