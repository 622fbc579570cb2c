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
    if (e.side != mover()) {
        add(RulingType::Note, Clause::Unnumbered, Message{MessageId::ClockOutOfTurn, e.side});
        return;
    }
    if (!shown && game_over()) {
        // No move is due, so a press makes no illegal move; the board
        // is the final position again, as after any press.
        add_game_over_note();
        reset_board();
        recompute();
        return;
    }
    if (const std::optional<Move> m = made_move()) {
        if (turn.two_hands && edition() == Edition::Fide2023) {
            // Art. 7.5.4: penalised as an illegal move; the move stands.
            add(RulingType::Violation, Clause::TwoHandedMove,
                Message{MessageId::TwoHandedMovePressed, e.side});
            sanction_illegal(e.side, made_after);
        }
        pass_turn(*m);
        return;
    }
    if (board_equals_position()) {
        add(RulingType::Violation, Clause::NoMove, Message{MessageId::NoMoveMade, e.side});
        sanction_illegal(e.side, pos);
        // As after an illegal move: the move is made afresh, bound by
        // the touches and lawful fixes, judged on its own hands.
        reinstate_turn(std::move(turn));
        return;
    }
    if (edition() == Edition::Fide2023) {
        if (auto m = unreplaced_promotion()) {
            // The move that stands may break the touches too (a
            // claimable breach, as for any completed move).
            breach_if_forbidden(*m);
            if (turn.two_hands)  // 7.5.4 as well; one illegal move, one sanction
                add(RulingType::Violation, Clause::TwoHandedMove,
                    Message{MessageId::TwoHandedMovePressed, e.side});
            Message msg{MessageId::PawnNotReplaced, e.side};
            msg.square = m->to();
            // In enforce mode the press is refused: nothing stands.
            msg.text =
                options.mode == Mode::Enforce ? "." : "; it becomes a queen and the move stands.";
            add(RulingType::Violation, Clause::UnreplacedPawn, msg);
            sanction_illegal(e.side, pos.play(*m));
            // The press completes the move that stands: the answer
            // carries it (docs/events.md, Answers: `move` on the completing event).
            completed_now = m;
            completed_from = pos;
            pass_turn(*m);
            return;
        }
    }
    Clause clause = Clause::IllegalMove;
    if (edition() == Edition::Fide2005 && unreplaced_promotion())
        clause = Clause::UnreplacedPawn;
    add(RulingType::Violation, clause, Message{MessageId::IllegalMoveMade, e.side});
    sanction_illegal(e.side, pos);
    reinstate_turn(std::move(turn));
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
    decided_note();
}

void Arbiter::State::decided_note() {
    add(RulingType::Note, Clause::GameDecided,
        Message{decided->drawn ? MessageId::DrawnByIllegalMoves : MessageId::LostByIllegalMoves,
                decided->offender});
}

}  // namespace touchmove::arbiter
