// Game: a starting position and the moves played from it, with the rules
// that need history (Article 9): threefold and fivefold repetition, the
// 50- and 75-move rules, and the automatic ends of a game.
//
// Positions are compared by their Zobrist keys (placement, side to move,
// castling rights and a legal en-passant capture), as Article 9.2 asks.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "touchmove/chess/move.h"
#include "touchmove/chess/position.h"
#include "touchmove/chess/san.h"

namespace touchmove::chess {

// Why a game ended by itself, without a claim.
enum class Termination : std::uint8_t {
    Checkmate,             // 5.1.1
    Stalemate,             // 5.2.1
    InsufficientMaterial,  // 5.2.2, in the usual narrow sense (see Position)
    FivefoldRepetition,    // 9.6.1
    SeventyFiveMoves,      // 9.6.2
};

std::string_view to_string(Termination t);

struct Outcome {
    Termination termination;
    std::optional<Color> winner;  // only for checkmate
};

class Game {
public:
    explicit Game(Position start = Position::initial());

    const Position& start() const { return start_; }
    const Position& position() const { return positions_.back(); }
    const std::vector<Move>& moves() const { return moves_; }
    // The position before ply i (0 = the start); i <= moves().size().
    const Position& position_at(std::size_t ply) const { return positions_[ply]; }

    // Plays a move, which must be legal in position().
    void play(Move m);
    // Reads SAN, plays it and returns the move; on error nothing changes.
    Expected<Move, SanError> play_san(std::string_view san);
    // Takes back the last move; false when there is none.
    bool undo();

    // How often position() has occurred in this game, this time included.
    int repetitions() const;
    bool is_threefold_repetition() const { return repetitions() >= 3; }
    bool is_fivefold_repetition() const { return repetitions() >= 5; }
    // 50 moves by each side without a capture or pawn move (claimable, 9.3).
    bool is_fifty_moves() const { return position().halfmove_clock() >= 100; }
    // 75 moves by each side: the game is drawn unless the last move mated (9.6.2).
    bool is_seventy_five_moves() const { return position().halfmove_clock() >= 150; }

    // The automatic end of the game, if it has ended.
    std::optional<Outcome> outcome() const;

private:
    Position start_;
    std::vector<Position> positions_;
    std::vector<Move> moves_;
};

}  // namespace touchmove::chess
