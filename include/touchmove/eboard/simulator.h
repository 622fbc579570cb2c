// Simulator: a board that sends what a real one would for a stream of
// events, with the faults real boards have: bytes of noise between
// messages, sensors that bounce, and pieces dragged over the squares on
// their way. Tests and benchmarks replay games through it and the decoders.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <vector>

#include "touchmove/arbiter/board_event.h"
#include "touchmove/chess/position.h"
#include "touchmove/eboard/protocol.h"

namespace touchmove::eboard {

struct Noise {
    double garbage = 0;  // the chance of a few bytes of noise before a message
    double bounce = 0;   // the chance that a square's sensor bounces once when it changes
    bool slide = false;  // pieces are dragged in a straight line, over the squares between
    std::uint64_t seed = 1;
    // With `slide`, the chance that a dragged piece is felt on each square
    // before the sensor of the one behind it lets go.
    double overlap = 0;
};

class Simulator {
public:
    // `turned`: the board is set up with Black nearest to it. `clock`: a
    // clock is plugged into the board, White's player on that side of it.
    Simulator(const Protocol& protocol, const chess::Position& start, Noise noise = {},
              bool turned = false, std::optional<ClockSide> clock = std::nullopt);

    // The board's whole picture, as sent after the host's start commands,
    // and the clock's state.
    std::vector<std::uint8_t> picture();
    // The bytes for what `e` changes on the squares or the clock's lever
    // (nothing for what the board cannot see: a touch, words, a claim, a
    // press by the player whose side is already down).
    std::vector<std::uint8_t> event(const arbiter::BoardEvent& e);
    // The picture as the board sees it now.
    const Picture& squares() const { return squares_; }

private:
    void set(Square s, Piece p, std::vector<std::uint8_t>& out);
    void send_change(Square s, std::vector<std::uint8_t>& out);
    void slide_over(Square from, Square to, Piece p, std::vector<std::uint8_t>& out);

    const Protocol& protocol_;
    Noise noise_;
    bool turned_;
    std::mt19937_64 rng_;
    Picture squares_ = EmptyPicture;
    std::vector<Piece> hand_[2];
    Square lifted_from_[2] = {Square::A1, Square::A1};
    std::optional<ClockSide> whites_side_;  // of the clock, if one is plugged in
    ClockSide lever_up_ = ClockSide::Left;
};

}  // namespace touchmove::eboard
