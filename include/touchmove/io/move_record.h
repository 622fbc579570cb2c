// MoveRecord: the moves of a game as its answers make them, for a move list
// or a PGN. A move changed under 4.7 replaces the one it changed, and a
// position reinstated (an upheld claim) drops the moves after it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "touchmove/arbiter/ruling.h"
#include "touchmove/chess/move.h"
#include "touchmove/chess/position.h"

namespace touchmove::io {

class MoveRecord {
public:
    // Follows one answer; `before` is the position before the event.
    void follow(const arbiter::Answer& answer, const chess::Position& before);

    const std::vector<std::string>& san() const { return san_; }  // "Nf3"
    const std::vector<chess::Move>& made() const { return made_; }

private:
    std::vector<std::string> san_;
    std::vector<chess::Move> made_;
    std::vector<std::uint64_t> before_;  // the key of the position before each move
};

}  // namespace touchmove::io
