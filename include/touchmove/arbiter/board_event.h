// BoardEvent: one physical thing a player does at the board.
//
// The vocabulary is that of Article 4 and of the event language
// (docs/events.md, Text form): a player touches, lifts, releases, removes,
// places or adjusts pieces, says something, presses the clock or claims.
// An event is plain data; the Arbiter decides what it means. Squares name
// where the piece stands now on the physical board.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include "touchmove/chess/piece.h"
#include "touchmove/chess/square.h"

namespace touchmove::arbiter {

using chess::Color;
using chess::PieceType;
using chess::Square;

enum class Action : std::uint8_t {
    Touch,    // deliberately touches the piece(s) on the square(s)
    Say,      // says something aloud ("j'adoube")
    Adjust,   // straightens the piece(s) on their squares
    Lift,     // picks a piece up into the hand
    Release,  // puts a held piece down on a square and lets go
    Remove,   // takes a piece off the board (a captured piece, the promoting pawn)
    Place,    // puts a piece from beside the board on a square (promotion)
    Clock,    // presses the clock
    Claim,    // claims that the opponent broke Article 4
};

std::string_view to_string(Action a);
std::optional<Action> parse_action(std::string_view word);

enum class Hand : std::uint8_t { Left, Right };

std::string_view to_string(Hand h);

// The squares an event names, in the order named, held in place (an event
// costs no allocation). At most 64: the event parsers reject a square named
// twice, so that only a list built by hand with repeats could run over,
// and push_back() then throws std::length_error.
class SquareList {
public:
    static constexpr std::size_t Capacity = 64;
    using value_type = Square;
    using iterator = Square*;
    using const_iterator = const Square*;

    // The storage past size() is left uninitialized, and copies copy only
    // the list (as chess::MoveList does): a new list costs nothing.
    SquareList() {}  // NOLINT(modernize-use-equals-default): see above
    SquareList(const SquareList& o) : size_(o.size_) { std::copy_n(o.squares_, size_, squares_); }
    SquareList& operator=(const SquareList& o) {
        size_ = o.size_;
        std::copy_n(o.squares_, size_, squares_);
        return *this;
    }
    SquareList(std::initializer_list<Square> squares) { assign(squares.begin(), squares.end()); }
    explicit SquareList(std::span<const Square> squares) { assign(squares.begin(), squares.end()); }

    template <class It>
    void assign(It first, It last) {
        clear();
        for (; first != last; ++first)
            push_back(*first);
    }
    void push_back(Square s) {
        if (size_ == Capacity)
            throw std::length_error("an event names at most 64 squares");
        squares_[size_++] = s;
    }
    void clear() { size_ = 0; }

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Square front() const { return squares_[0]; }
    Square operator[](std::size_t i) const { return squares_[i]; }
    Square& operator[](std::size_t i) { return squares_[i]; }
    const Square* begin() const { return squares_; }
    const Square* end() const { return squares_ + size_; }
    Square* begin() { return squares_; }
    Square* end() { return squares_ + size_; }
    std::span<const Square> view() const { return {squares_, size_}; }

    friend bool operator==(const SquareList& a, const SquareList& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    std::uint8_t size_ = 0;
    Square squares_[Capacity];  // the first size_ are the list
};

struct BoardEvent {
    Color side = Color::White;  // whose hand acts
    Action action = Action::Touch;
    // Touch and Adjust: one or more squares touched at the same moment;
    // Lift, Release, Remove, Place: exactly one square.
    SquareList squares;
    // Release: which held piece (only needed when the hand holds several);
    // Place: the piece put on the board.
    std::optional<PieceType> piece;
    std::string text;                     // Say: what was said
    bool accidental = false;              // the contact was clearly not deliberate
    std::optional<Hand> hand;             // which hand acted, when observed (4.1)
    bool castle = false;                  // the player said or showed the intention to castle
    std::optional<std::int64_t> time_ms;  // when it happened; never required

    Square square() const { return squares.front(); }

    // Returns the event in the text form, e.g. "white release c3" or
    // "black touch e1+h1 castle hand=left".
    std::string to_text() const;
};

}  // namespace touchmove::arbiter
