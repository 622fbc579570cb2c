// The clock press, illegal moves and their sanctions (3 in 2005, 7.5 in
// 2023), and the end of the game.
#include "state.h"

namespace touchmove::arbiter {

void Arbiter::State::add_game_over_note() {
    if (decided) {
        decided_note();
        return;
    }
    const bool mate = pos.is_check();
    add(RulingType::Note, mate ? Clause::Checkmate : Clause::Stalemate,
        Message{mate ? MessageId::Checkmated : MessageId::Stalemated, mover()});
}

void Arbiter::State::on_clock(const BoardEvent& e) {
    options.clock = true;  // a clock is attached from its first press
    const Color side = e.side;
    if (side != clock_runs || (!moved_since_press[side] && side != mover())) {
        add(RulingType::Note, Clause::Unnumbered, Message{MessageId::ClockNotRunning, side});
        return;
    }
    if (!moved_since_press[side]) {
        if (game_over()) {
            // No move is due, so a press makes no illegal move.
            add_game_over_note();
            return;
        }
        if (!rule_on_unmade_move(side, true))
            return;  // the player's clock runs on
    }
    if (two_handed_since_press[side] && edition() == Edition::Fide2023 && !game_over()) {
        // Art. 7.5.4: penalised as an illegal move; the move stands. A
        // mate or stalemate ended the game already (5.1.1 and 5.2.1 do not
        // ask for 4.1).
        add(RulingType::Violation, Clause::TwoHandedMove,
            Message{MessageId::TwoHandedMovePressed, side});
        sanction_illegal(side, pos);
    }
    moved_since_press[side] = false;
    two_handed_since_press[side] = false;
    clock_runs = ~side;
}

bool Arbiter::State::rules_on_unmade_move(const BoardEvent& e) const {
    // After a mate or stalemate no move is due, so none is illegal.
    if (options.clock || e.side == mover() || e.accidental || !hands[mover()].empty() ||
        diff.empty() || game_over())
        return false;
    switch (e.action) {
        case Action::Touch:
        case Action::Lift:
        case Action::Remove:
            return true;
        case Action::Adjust:
            return !announced[e.side];
        default:
            return false;
    }
}

bool Arbiter::State::rule_on_unmade_move(Color side, bool pressed) {
    if (complete_at_turn_end())
        return true;
    if (board_equals_position() && !has_displaced(side)) {
        add(RulingType::Violation, Clause::NoMove, Message{MessageId::NoMoveMade, side});
        sanction_illegal(side, pos);
        // As after an illegal move: the move is made afresh, bound by
        // the touches and lawful fixes, judged on its own hands.
        reinstate_turn(std::move(turn));
        return false;
    }
    const std::optional<Move> unreplaced = unreplaced_promotion();
    if (unreplaced && edition() == Edition::Fide2023) {
        // The move that stands may break the touches too (a claimable
        // breach, as for any move made).
        const Move m = *unreplaced;
        breach_if_forbidden(m);
        if (turn.two_hands)  // 7.5.4 as well; one illegal move, one sanction
            add(RulingType::Violation, Clause::TwoHandedMove,
                Message{MessageId::TwoHandedMovePressed, side});
        turn.two_hands = false;
        Message msg{MessageId::PawnNotReplaced, side};
        msg.square = m.to();
        // In enforce mode the press is refused: nothing stands.
        msg.text =
            options.mode == Mode::Enforce ? "." : "; it becomes a queen and the move stands.";
        add(RulingType::Violation, Clause::UnreplacedPawn, msg);
        sanction_illegal(side, pos.play(m));
        completed_now = m;
        completed_from = pos;
        board[chess::to_index(m.to())].piece = chess::make_piece(side, PieceType::Queen);
        pass_turn(m);
        moved_since_press[side] = false;  // the press that ruled passes the clock
        return true;
    }
    const Clause clause =
        unreplaced && edition() == Edition::Fide2005 ? Clause::UnreplacedPawn : Clause::IllegalMove;
    Message msg{pressed ? MessageId::IllegalMoveMade : MessageId::IllegalMoveSeen, side};
    // In enforce mode the press is refused: nothing is reinstated.
    msg.text = options.mode == Mode::Enforce ? "." : "; the position before it is reinstated.";
    add(RulingType::Violation, clause, msg);
    sanction_illegal(side, pos);
    reinstate_turn(std::move(turn));
    return false;
}

void Arbiter::State::sanction_illegal(Color offender, const Position& after) {
    if (edition() != Edition::Fide2023)
        return;
    // Counted up to 2 only: the sanction is the same from the second on.
    int count = illegal_moves[offender] = std::min(illegal_moves[offender] + 1, 2);
    if (count < 2) {
        rulings.back().sanction = Sanction{Sanction::Kind::Time, 120, ~offender};
        return;
    }
    const bool drawn =
        after.has_insufficient_material(~offender) || after.is_dead_by_blocked_pawns();
    if (!drawn)
        rulings.back().sanction = Sanction{Sanction::Kind::Loss, 0, offender};
    // The game is over (the press still reinstates the position, or
    // lets the move stand, so that the answer shows where it ended).
    decided = Decision{offender, drawn};
    legal.end();
    new_legal_moves();  // none, from now on
    recompute();
    decided_note();
}

void Arbiter::State::decided_note() {
    add(RulingType::Note, Clause::GameDecided,
        Message{decided->drawn ? MessageId::DrawnByIllegalMoves : MessageId::LostByIllegalMoves,
                decided->offender});
}

}  // namespace touchmove::arbiter
