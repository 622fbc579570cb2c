// SAN: Standard Algebraic Notation, written exactly and read tolerantly.
//
// Writing gives the shortest unambiguous form with "+" or "#" ("Nbd7",
// "exd6", "e8=Q+", "O-O-O#"). Reading has two steps, as in shakmaty:
// parse_san() checks the syntax and fails only with SanErrorKind::Syntax;
// San::resolve() finds the move in a position and fails with Illegal (no
// legal move fits) or Ambiguous (several do). Reading accepts what real
// files contain: a missing or wrong "+"/"#", "0-0" for "O-O", "e8Q", "e8/Q"
// and "e8(Q)" for "e8=Q", a missing or superfluous "x", long forms such as
// "Ng1f3" or "e2-e4", and trailing annotations such as "!?".
//
// There is one parser and one resolver; the PGN reader uses them through
// count_san_moves(), which builds no error message. The resolver lists no
// legal moves: it takes the pieces of the kind named that reach the
// destination and tests each for leaving its king safe.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "touchmove/chess/expected.h"
#include "touchmove/chess/move.h"
#include "touchmove/chess/position.h"

namespace touchmove::chess {

enum class SanErrorKind : std::uint8_t { Syntax, Illegal, Ambiguous };

struct SanError {
    SanErrorKind kind;
    int column;  // 1-based column in the SAN text (1 for Illegal and Ambiguous)
    std::string message;
};

// A syntactically valid SAN move, not yet tied to a position.
struct San {
    enum class Kind : std::uint8_t { Normal, CastleKingside, CastleQueenside };

    Kind kind = Kind::Normal;
    PieceType piece = PieceType::Pawn;
    std::optional<File> from_file;
    std::optional<Rank> from_rank;
    bool capture = false;
    Square to = Square::A1;
    std::optional<PieceType> promotion;

    // Finds the one legal move in `pos` that this SAN names.
    Expected<Move, SanError> resolve(const Position& pos) const;
};

// Longest SAN text accepted (the longest real SAN, "Qa1xb2+" with
// annotations, is far shorter).
constexpr std::size_t MaxSanLength = 16;

Expected<San, SanError> parse_san(std::string_view text);

// Parses and resolves in one step.
Expected<Move, SanError> parse_san_move(const Position& pos, std::string_view text);
// The same without building an error, for reading many moves: the number
// of legal moves of `pos` that `text` names (one of them in `found`), or -1
// when `text` is not SAN. Any result but 1 is an error that
// parse_san_move() words.
int count_san_moves(const Position& pos, std::string_view text, Move& found);

// Writes a legal move of `pos` in SAN, with its check or mate suffix.
std::string to_san(const Position& pos, Move m);
// The same, given the legal moves of `pos` (or at least those of the other
// pieces of m's kind to its square, all that disambiguation looks at).
std::string to_san(const Position& pos, Move m, std::span<const Move> legal);
// The same, given also the position after the move (saves playing it again).
std::string to_san(const Position& pos, Move m, std::span<const Move> legal, const Position& after);

// Writes SAN without the check suffix (cheaper: it does not play the move).
std::string to_san_without_suffix(const Position& pos, Move m);

}  // namespace touchmove::chess
