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
    if (passes_turn(e)) {
        add(RulingType::Note, Clause::Unnumbered, Message{MessageId::TurnPassed, e.side});
        pass_turn(*made_move());
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
    if (e.accidental || e.side != mover()) {
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
    if (e.side != mover()) {
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
    const bool by_mover = e.side == mover();
    Square s = e.square();
    PhysicalPiece& pp = board[chess::to_index(s)];
    if (e.accidental) {
        add(RulingType::Note, Clause::TouchOwn,
            piece_message(MessageId::AccidentalTouch, e.side, s));
    } else if (by_mover) {
        contact(e.side);
        bind_touches(std::span(&s, 1));
        check_hand(e);
    } else {
        // A deliberate touch out of turn binds nothing.
        contact(e.side);
        add(RulingType::Note, Clause::TouchOwn,
            piece_message(MessageId::TouchOutOfTurn, e.side, s));
    }
    if (e.action == Action::Lift) {
        PhysicalPiece& held = hands[e.side].emplace_back(pp);
        held.held_in = e.hand;
    }
    set_square(s, PhysicalPiece{}, by_mover, e.accidental);
    after_board_change(false, by_mover);
}

void Arbiter::State::on_release(const BoardEvent& e) {
    const bool by_mover = e.side == mover();
    Square s = e.square();
    auto& hand = hands[e.side];
    auto it = hand.begin() + static_cast<std::ptrdiff_t>(*released_piece(e));
    PhysicalPiece pp = *it;
    pp.held_in.reset();
    hand.erase(it);
    set_square(s, pp, by_mover, e.accidental);
    const bool fixed_piece_moved = by_mover && !e.accidental && fix_release(e, pp, s);
    after_board_change(fixed_piece_moved, by_mover);
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
    if (std::any_of(permitted().begin(), permitted().end(),
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
    const bool by_mover = e.side == mover();
    Square s = e.square();
    Piece p = chess::make_piece(e.side, *e.piece);
    set_square(s, PhysicalPiece{p, std::nullopt, s, std::nullopt}, by_mover, e.accidental);
    if (by_mover) {
        if (!e.accidental)
            check_hand(e);
        fix_placement(e, s);
    }
    after_board_change(false, by_mover);
}

void Arbiter::State::fix_placement(const BoardEvent& e, Square s) {
    bool promotes_here = std::any_of(permitted().begin(), permitted().end(), [&](const Move& m) {
        return m.is_promotion() && m.to() == s;
    });
    if (!promotes_here)
        return;
    if (!turn.promotion_square)
        turn.promotion_square = s;
    bool choice = std::any_of(permitted().begin(), permitted().end(), [&](const Move& m) {
        return m.to() == s && m.promotion() == *e.piece;
    });
    if (edition() == Edition::Fide2023 && !turn.promotion_piece && choice) {
        // Art. 4.4.4: the choice is final once the piece has touched the square.
        turn.promotion_piece = *e.piece;
        Message msg{MessageId::PromotionChosen, e.side};
        msg.piece = *e.piece;
        msg.square = s;
        add(RulingType::Obligation, Clause::PromotionChoice, msg);
    }
}

void Arbiter::State::after_board_change(bool fixed_piece_moved, bool by_mover) {
    recompute();
    update_completion(fixed_piece_moved, by_mover);
}

void Arbiter::State::step(const BoardEvent& e) {
    rulings.clear();
    completed_now.reset();
    completed_from.reset();
    violated = false;
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
