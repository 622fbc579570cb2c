#include "touchmove/io/move_record.h"

namespace touchmove::io {

void MoveRecord::follow(const arbiter::Answer& a, const chess::Position& before) {
    if (a.move) {
        // A change under 4.7 replaces the move it changed, and the opponent
        // keeps the move; a move made afresh passes it.
        if (a.to_move == before.side_to_move() && !san_.empty()) {
            san_.back() = a.move->san;
            made_.back() = a.move->move;
        } else {
            san_.push_back(a.move->san);
            made_.push_back(a.move->move);
            before_.push_back(before.key());
        }
        return;
    }
    if (a.position == before)
        return;
    // A position reinstated drops the moves after it: the latest position
    // it equals, as positions repeat.
    for (std::size_t i = before_.size(); i-- > 0;) {
        if (before_[i] == a.position.key()) {
            san_.resize(i);
            made_.resize(i);
            before_.resize(i);
            return;
        }
    }
}

}  // namespace touchmove::io
