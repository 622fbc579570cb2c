#include "touchmove/eboard/simulator.h"

#include <algorithm>
#include <cstdlib>

namespace touchmove::eboard {

using arbiter::Action;
using chess::Color;

namespace {

Square turn(Square s) {
    return static_cast<Square>(63 - static_cast<int>(s));
}

}  // namespace

Simulator::Simulator(const Protocol& protocol, const chess::Position& start, Noise noise,
                     bool turned, std::optional<ClockSide> clock)
    : protocol_(protocol), noise_(noise), turned_(turned), rng_(noise.seed), whites_side_(clock) {
    for (int i = 0; i < 64; ++i)
        squares_[i] = start.piece_on(static_cast<Square>(i));
    // The clock runs for the side to move: its lever is up.
    if (clock)
        lever_up_ = start.side_to_move() == Color::White ? *clock : opposite(*clock);
}

std::vector<std::uint8_t> Simulator::picture() {
    Picture sent = squares_;
    if (turned_)
        for (int i = 0; i < 64; ++i)
            sent[i] = squares_[63 - i];
    std::vector<std::uint8_t> out = protocol_.encode_picture(sent);
    if (whites_side_) {
        const auto clock = protocol_.encode_clock(lever_up_);
        out.insert(out.end(), clock.begin(), clock.end());
    }
    return out;
}

std::vector<std::uint8_t> Simulator::event(const arbiter::BoardEvent& e) {
    std::vector<std::uint8_t> out;
    if (e.action == Action::Clock && whites_side_) {
        const ClockSide presser = e.side == Color::White ? *whites_side_ : opposite(*whites_side_);
        if (lever_up_ == presser) {
            lever_up_ = opposite(presser);
            out = protocol_.encode_clock(lever_up_);
        }
        return out;
    }
    if (e.squares.empty())
        return out;
    const Square s = e.squares.front();
    auto& hand = hand_[chess::to_index(e.side)];
    switch (e.action) {
        case Action::Lift:
            if (squares_[static_cast<int>(s)] == Piece::None)
                break;
            hand.push_back(squares_[static_cast<int>(s)]);
            lifted_from_[chess::to_index(e.side)] = s;
            set(s, Piece::None, out);
            break;
        case Action::Release: {
            if (hand.empty())
                break;
            auto it = hand.end() - 1;
            if (e.piece)
                it = std::find_if(hand.begin(), hand.end(),
                                  [&](Piece p) { return chess::type_of(p) == *e.piece; });
            if (it == hand.end())
                break;
            const Piece p = *it;
            hand.erase(it);
            if (noise_.slide)
                slide_over(lifted_from_[chess::to_index(e.side)], s, p, out);
            else
                set(s, p, out);
            break;
        }
        case Action::Remove:
            set(s, Piece::None, out);
            break;
        case Action::Place:
            if (e.piece)
                set(s, chess::make_piece(e.side, *e.piece), out);
            break;
        default:
            break;  // nothing the squares can feel
    }
    return out;
}

// A piece dragged from `from` to `to` in a straight line touches each empty
// square between for a moment, and lands on `to`. Overlapping, it is felt on
// each square before the square behind it is felt empty.
void Simulator::slide_over(Square from, Square to, Piece p, std::vector<std::uint8_t>& out) {
    const bool overlap = noise_.overlap > 0 && std::bernoulli_distribution(noise_.overlap)(rng_);
    std::optional<Square> behind;
    for (const Square between : chess::squares_between(from, to)) {
        if (squares_[static_cast<int>(between)] != Piece::None)
            break;  // lifted over the rest of the way
        set(between, p, out);
        if (overlap) {
            if (behind)
                set(*behind, Piece::None, out);
            behind = between;
        } else {
            set(between, Piece::None, out);
        }
    }
    set(to, p, out);
    if (behind)
        set(*behind, Piece::None, out);
}

void Simulator::set(Square s, Piece p, std::vector<std::uint8_t>& out) {
    const Piece before = squares_[static_cast<int>(s)];
    squares_[static_cast<int>(s)] = p;
    send_change(s, out);
    if (noise_.bounce > 0 && std::bernoulli_distribution(noise_.bounce)(rng_)) {
        squares_[static_cast<int>(s)] = before;
        send_change(s, out);
        squares_[static_cast<int>(s)] = p;
        send_change(s, out);
    }
}

void Simulator::send_change(Square s, std::vector<std::uint8_t>& out) {
    if (noise_.garbage > 0 && std::bernoulli_distribution(noise_.garbage)(rng_)) {
        const int n = std::uniform_int_distribution<int>(1, 6)(rng_);
        for (int i = 0; i < n; ++i)
            out.push_back(
                static_cast<std::uint8_t>(std::uniform_int_distribution<int>(0, 255)(rng_)));
    }
    Picture sent = squares_;
    Square changed = s;
    if (turned_) {
        for (int i = 0; i < 64; ++i)
            sent[i] = squares_[63 - i];
        changed = turn(s);
    }
    auto bytes = protocol_.encode_change(sent, changed);
    out.insert(out.end(), bytes.begin(), bytes.end());
}

}  // namespace touchmove::eboard
