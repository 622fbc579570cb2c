// The physical events with which a player makes a move at the board.
//
// Used to turn recorded games into event streams (tests, replays,
// benchmarks). Several styles reflect how real players move: a capture may
// remove the captured piece first or after lifting the capturing piece; a
// promotion may put the pawn on the last rank first or take it off at
// once, and place the new piece before or after removing the pawn.
#pragma once

#include <cstdint>
#include <vector>

#include "touchmove/arbiter/board_event.h"
#include "touchmove/chess/move.h"
#include "touchmove/chess/position.h"

namespace touchmove::replay {

struct MoveStyle {
    // Captures: take the captured piece off before lifting (en passant's pawn
    // before the capturing pawn leaves), else after (en passant's after it lands).
    bool remove_captured_first = true;
    bool promote_on_square = false;  // promotion: put the pawn on the last rank, then exchange it
    bool place_before_removing = false;  // promotion: place the new piece before removing the pawn
    bool press_clock = true;             // end with a clock press
};

// Returns the events that make the legal move `m` in `pos`, by the side to move.
std::vector<arbiter::BoardEvent> events_for_move(const chess::Position& pos, chess::Move m,
                                                 const MoveStyle& style = {});

// The events of a whole game: each of the legal `moves` from `start` made in
// turn with events_for_move, in one style.
std::vector<arbiter::BoardEvent> events_for_game(const chess::Position& start,
                                                 const std::vector<chess::Move>& moves,
                                                 const MoveStyle& style = {});

}  // namespace touchmove::replay
