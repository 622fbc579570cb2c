// Legal move generation.
//
// Moves are generated strictly legal (pins, checks, en passant with a
// horizontal pin and castling through check are all resolved here), so
// every move in a MoveList may be played. The order is deterministic but
// unspecified; sort if you need an order.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>

#include "touchmove/chess/move.h"
#include "touchmove/chess/position.h"

namespace touchmove::chess {

// Enough room for any legal position (the known maximum is 218 moves).
constexpr std::size_t MaxMoves = 256;

// A fixed-capacity list of moves that lives on the stack. Its storage is
// left uninitialized (only the first size() moves are ever read), and
// copies copy only those: making and copying a list costs nothing for the
// room it does not use.
class MoveList {
public:
    MoveList() {}  // NOLINT: the storage stays uninitialized on purpose
    MoveList(const MoveList& o) : size_(o.size_) { std::copy_n(o.moves_, size_, moves_); }
    MoveList& operator=(const MoveList& o) {
        size_ = o.size_;
        std::copy_n(o.moves_, size_, moves_);
        return *this;
    }

    void push_back(Move m) { moves_[size_++] = m; }
    // Appends m when `keep`, without a branch (for filters whose outcome
    // the processor cannot predict); the list must have room for one more.
    void push_back_if(Move m, bool keep) {
        moves_[size_] = m;
        size_ += keep;
    }
    void clear() { size_ = 0; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Move& operator[](std::size_t i) const { return moves_[i]; }
    const Move* begin() const { return moves_; }
    const Move* end() const { return moves_ + size_; }
    Move* begin() { return moves_; }
    Move* end() { return moves_ + size_; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m)
                return true;
        return false;
    }

private:
    union {
        Move moves_[MaxMoves];
    };
    std::size_t size_ = 0;
};

// Returns every legal move of the side to move.
MoveList legal_moves(const Position& pos);

// Returns the legal moves of the piece standing on `from` (none if it is
// empty or belongs to the side not to move).
MoveList legal_moves_from(const Position& pos, Square from);

// Returns the legal moves whose from() is in `from` and whose to() is in
// `to` (for castling, to() is the rook's square), in the order of
// legal_moves(). Cheaper than filtering legal_moves(): the generator skips
// the other pieces, and the king's safety tests unless the king is asked for.
MoveList legal_moves_between(const Position& pos, Bitboard from, Bitboard to);

// The same, appended to `out` (which must have room for them).
void legal_moves_between(const Position& pos, Bitboard from, Bitboard to, MoveList& out);

// Returns the number of legal moves, without listing them (faster).
int count_legal_moves(const Position& pos);

// Whether the side to move has a legal move (faster than counting where
// the king can step aside or, out of check, an unpinned pawn or knight can move).
bool has_legal_move(const Position& pos);

}  // namespace touchmove::chess
