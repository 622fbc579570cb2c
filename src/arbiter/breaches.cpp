// Breaches of Article 4, claims (4.6 in 2005, 4.8 in 2023) and the
// reinstatement of the position an upheld claim brings.
#include "state.h"

namespace touchmove::arbiter {

void Arbiter::State::breach(Color offender, Clause clause, const Message& message) {
    add(RulingType::Violation, clause, message);
    // One entry per offender and clause, so that endless breaches keep
    // the list short: the latest breach of a clause lapses no earlier
    // than the ones before it, so it alone decides. One that has lapsed
    // already is dropped, and the clause goes to the end of the list.
    auto same = std::find_if(breaches.begin(), breaches.end(), [&](const Breach& b) {
        return b.offender == offender && b.clause == clause;
    });
    if (same != breaches.end()) {
        if (!same->closed && (!lapses(clause, edition()) || last_contact[~offender] <= same->seq)) {
            same->seq = seq;
            return;
        }
        breaches.erase(same);
    }
    breaches.push_back(Breach{offender, clause, seq});
}

Message Arbiter::State::violation_message(const Move& m, Clause clause) const {
    if (obligation.message && obligation.restricted_by == clause)
        return *obligation.message;
    Message msg{MessageId::MoveNotPermitted, mover()};
    msg.text = chess::to_san(pos, m);
    return msg;
}

void Arbiter::State::breach_by(const Move& m, Clause clause) {
    breach(mover(), clause, violation_message(m, clause));
}

void Arbiter::State::breach_if_forbidden(const Move& m) {
    if (is_permitted(m))
        return;
    const std::optional<Clause> touched = touches_broken_by(m);
    if (!touched) {
        const std::optional<Clause> restriction = restricted_by();
        breach_by(m, restriction == Clause::PromotionChoice
                         ? fix_clause_broken_by(m)
                         : restriction.value_or(Clause::Released));
        return;
    }
    breach_by(m, *touched);
    if (!consistent_with_fixes(m))
        breach_by(m, fix_clause_broken_by(m));
    else if (turn.king_on_illegal_castling_square && *touched != Clause::Released && king_binds() &&
             m.from() != pos.king_square(mover()))
        breach_by(m, Clause::Released);
}

std::optional<Clause> Arbiter::State::touches_broken_by(const Move& m) const {
    if (fixes_override())
        return std::nullopt;
    return in_obligation(m) ? std::nullopt : obligation.restricted_by;
}

void Arbiter::State::reinstate_turn(TurnState bound) {
    bound.hand.reset();
    bound.two_hands = false;
    turn = std::move(bound);
    ++legal_generation;  // a reinstated turn: recompute what is permitted
    reset_board();
    recompute();
}

void Arbiter::State::on_claim(const BoardEvent& e) {
    Color claimant = e.side;
    Color offender = ~claimant;
    bool any = false, live = false, reinstate = false, touched = false;
    std::string articles;
    for (const Breach& b : breaches) {
        if (b.offender != offender)
            continue;
        any = true;
        if (b.closed)
            continue;
        if (lapses(b.clause, edition()) && last_contact[claimant] > b.seq) {
            touched = true;
            continue;
        }
        live = true;
        reinstate = reinstate || reinstates(b.clause);
        std::string a(article(b.clause, edition()));
        if (articles.find(a) == std::string::npos)
            articles += (articles.empty() ? "" : ", ") + a;
    }
    Ruling r(RulingType::Claim, Clause::ClaimRight, Message{MessageId::ClaimRejected, claimant});
    r.result = ClaimResult::Rejected;
    if (any && live) {
        r.result = ClaimResult::Upheld;
        r.message = Message{MessageId::ClaimUpheld, claimant};
        r.message.text = articles;
    } else if (any) {
        r.result = ClaimResult::Forfeited;
        r.message =
            Message{touched ? MessageId::ClaimForfeited : MessageId::ClaimTooLate, claimant};
    }
    rulings.push_back(r);
    // An upheld claim settles the breaches; lapsed ones stay lapsed, so
    // that a claim repeated in the window is forfeited again, not
    // rejected ("rejected if there was none", docs/events.md, Details).
    if (any && live)
        std::erase_if(breaches, [&](const Breach& b) { return b.offender == offender; });
    // A game decided under 7.5.5 stays decided: nothing is reinstated.
    if (!reinstate || decided)
        return;

    // Reinstate the position before the offending move, the offender
    // to move, bound by that turn's touches and lawful fixes.
    TurnState bound;
    if (mover() == offender) {
        bound = turn;
    } else if (last_turn && last_turn->player == offender) {
        pos = last_turn->before;
        new_legal_moves();
        bound = last_turn->turn;
        last_turn.reset();
    } else {
        return;
    }
    reinstate_turn(std::move(bound));
    // The offender's clock runs, for the move they are to make afresh.
    clock_runs = offender;
    moved_since_press[offender] = false;
    Message msg{MessageId::PositionReinstated, offender};
    msg.text = "the offending move";
    add(RulingType::Note, Clause::ClaimRight, msg);
}

}  // namespace touchmove::arbiter
