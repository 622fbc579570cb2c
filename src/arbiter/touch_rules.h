// Articles 4.3 to 4.5: which legal moves the touches of this turn leave.
//
// A pure function of the position, its legal moves and the ordered touches
// of the player having the move, one function per clause in touch_rules.cpp
// (own pieces 4.3a, opponent's pieces 4.3b, both colours 4.3c, castling 4.4,
// nothing movable 4.5). It applies the readings (docs/events.md, Readings):
// own piece first when the order is unclear (4.3c), the first
// own piece must capture the first opponent's piece when several of each
// were touched, a rook touched before the king bars castling with it (4.4b),
// the king touched with or before a rook binds to castling with it (4.4a),
// and castling that turns out illegal leaves the king bound (4.4c).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "touchmove/arbiter/ruling.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/position.h"

namespace touchmove::arbiter {

// A deliberate touch of the player having the move. `origin` names the
// piece by the square it stood on when the turn began; touches sharing a
// `moment` happened together.
struct Touch {
    Square origin;
    bool own;
    int moment;
};

struct Obligation {
    bool everything = true;     // every legal move is permitted; else `permitted` lists them
    chess::MoveList permitted;  // a subset of the legal moves
    std::optional<Clause> restricted_by;            // null when every legal move is permitted
    std::optional<Message> message;                 // what binds, for the obligation ruling
    std::vector<std::pair<Clause, Message>> notes;  // 4.5, 4.4c "any move", several at once

    // Nothing binds: every legal move is permitted (keeps the storage).
    void clear() {
        everything = true;
        permitted.clear();
        restricted_by.reset();
        message.reset();
        notes.clear();
    }
};

// The legal moves of a position, listed whole only when asked for: a touch
// usually binds one piece, whose moves are generated alone (once), and then
// the turn passes without the whole list ever being needed. A cache: the
// position is passed to every call, and reset() forgets the moves when it
// changes.
class LegalMoves {
public:
    void reset() {
        if (ended_)
            return;
        listed_ = false;
        count_ = -1;
        any_ = -1;
        pieces_.clear();
        generated_ = chess::Bitboard();
    }
    // The game is over though the position has moves (2023, 7.5.5): none
    // is legal any more, whatever the position becomes.
    void end() {
        ended_ = true;
        all_.clear();
        listed_ = true;
        count_ = 0;
        any_ = 0;
        pieces_.clear();
        generated_ = chess::Bitboard();
    }
    // Every legal move.
    const chess::MoveList& all(const chess::Position& pos) const {
        if (!listed_) {
            all_ = chess::legal_moves(pos);
            listed_ = true;
        }
        return all_;
    }
    // The legal moves from a square of `from` to a square of `to` (the
    // rook's square for castling), in the order of all().
    chess::MoveList between(const chess::Position& pos, chess::Bitboard from,
                            chess::Bitboard to) const;
    // The legal moves of the piece on `from` (castling counts as a king
    // move), in the order of all().
    std::span<const chess::Move> of(const chess::Position& pos, Square from) const;
    // Whether there is a legal move.
    bool any(const chess::Position& pos) const {
        if (any_ < 0)
            any_ = listed_ ? !all_.empty() : count_ >= 0 ? count_ > 0 : chess::has_legal_move(pos);
        return any_ > 0;
    }
    // How many legal moves there are.
    std::size_t count(const chess::Position& pos) const {
        if (listed_)
            return all_.size();
        if (count_ < 0)
            count_ = chess::count_legal_moves(pos);
        return static_cast<std::size_t>(count_);
    }

private:
    mutable chess::MoveList all_;
    mutable bool listed_ = false;
    mutable int count_ = -1;  // when not listed: the count, once asked for
    mutable int any_ = -1;    // whether there is a legal move, once asked for
    // The moves of() gave, square after square: each square's are
    // generated once, and all squares' together are at most all().
    mutable chess::MoveList pieces_;
    mutable std::array<std::uint8_t, 64> first_{};  // where a square's moves start in pieces_
    mutable std::array<std::uint8_t, 64> size_{};
    mutable chess::Bitboard generated_;  // the squares of() has answered for
    bool ended_ = false;
};

// Both editions permit the same moves for the same touches (only the
// article numbers differ, see article()), so the edition is not an input.
// Writes the obligation into `out` (reusing its storage).
void compute_obligation(const chess::Position& pos, const LegalMoves& legal,
                        std::span<const Touch> touches, bool castle_intent, Obligation& out);

}  // namespace touchmove::arbiter
