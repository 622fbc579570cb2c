// UCI move notation: "e2e4", "e7e8q", castling as "e1g1" (standard) or as
// the king onto its rook, "e1h1" (Chess960), as chess engines write it.
//
// As with SAN, reading has two steps: parse_uci() checks the syntax and
// resolve() finds the legal move in a position.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "touchmove/chess/expected.h"
#include "touchmove/chess/move.h"
#include "touchmove/chess/position.h"

namespace touchmove::chess {

// Writes a legal move in UCI; castling follows the position's variant.
std::string to_uci(const Move& m, bool chess960 = false);
inline std::string to_uci(const Position& pos, const Move& m) {
    return to_uci(m, pos.is_chess960());
}

enum class UciErrorKind : std::uint8_t { Syntax, Illegal };

struct UciError {
    UciErrorKind kind;
    int column;  // 1-based
    std::string message;
};

// A syntactically valid UCI move, not yet tied to a position.
struct UciMove {
    Square from;
    Square to;
    std::optional<PieceType> promotion;

    // Finds the legal move this names. Castling is accepted both as the
    // king's two-square move (in standard chess) and as king onto rook.
    Expected<Move, UciError> resolve(const Position& pos) const;
};

// Longest UCI move text accepted.
constexpr std::size_t MaxUciLength = 5;

Expected<UciMove, UciError> parse_uci(std::string_view text);

// Parses and resolves in one step.
Expected<Move, UciError> parse_uci_move(const Position& pos, std::string_view text);

}  // namespace touchmove::chess
