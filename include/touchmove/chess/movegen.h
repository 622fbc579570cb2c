// Legal move generation.
//
// Moves are generated strictly legal (pins, checks, en passant with a
// horizontal pin and castling through check are all resolved here), so
// every move in a MoveList may be played. The order is deterministic but
// unspecified; sort if you need an order.
#pragma once

#include <array>
#include <cstddef>

#include "touchmove/chess/move.h"
#include "touchmove/chess/position.h"

namespace touchmove::chess {

// Enough room for any legal position (the known maximum is 218 moves).
constexpr std::size_t MaxMoves = 256;

// A fixed-capacity list of moves that lives on the stack.
class MoveList {
public:
    void push_back(Move m) { moves_[size_++] = m; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Move& operator[](std::size_t i) const { return moves_[i]; }
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }
    Move* begin() { return moves_.data(); }
    Move* end() { return moves_.data() + size_; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m)
                return true;
        return false;
    }

private:
    std::array<Move, MaxMoves> moves_;
    std::size_t size_ = 0;
};

// Returns every legal move of the side to move.
MoveList legal_moves(const Position& pos);

// Returns the legal moves of the piece standing on `from` (none if it is
// empty or belongs to the side not to move).
MoveList legal_moves_from(const Position& pos, Square from);

// Returns the number of legal moves, without listing them (faster).
int count_legal_moves(const Position& pos);

}  // namespace touchmove::chess
