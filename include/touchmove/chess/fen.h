// FEN: reading and writing Forsyth-Edwards Notation.
//
// parse_fen() turns text into a Setup: any placement of pieces, with the
// other five fields read but not yet judged. Position::from_setup() (see
// position.h) then checks that the Setup is a legal position. Errors name
// the FEN field and the 1-based column where the problem starts, and echo
// what was found there.
//
// The castling field may be standard (KQkq), Shredder-FEN (HAha) or X-FEN
// (KQkq plus file letters for inner rooks); all are resolved to the squares
// of the rooks that keep the right.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "touchmove/chess/bitboard.h"
#include "touchmove/chess/expected.h"
#include "touchmove/chess/piece.h"
#include "touchmove/chess/square.h"

namespace touchmove::chess {

constexpr std::string_view StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

enum class FenField : std::uint8_t {
    Board,
    SideToMove,
    Castling,
    EnPassant,
    HalfmoveClock,
    FullmoveNumber,
};

// Returns the field's name as error messages use it ("castling").
std::string_view to_string(FenField field);

struct FenError {
    FenField field;
    int column;  // 1-based column in the FEN text where the problem starts
    std::string message;

    // Returns "castling field, column 31: unexpected 'X'".
    std::string to_string() const;
};

// A placement of pieces with the other FEN fields; not necessarily legal.
struct Setup {
    std::array<Piece, 64> board = make_empty_board();
    Color side_to_move = Color::White;
    // The rooks that keep a castling right, by square.
    Bitboard castling_rights;
    // True when the castling field names files (Shredder-FEN, X-FEN) or a
    // right that standard chess cannot have (king off the e-file, rook off
    // the a- or h-file).
    bool chess960 = false;
    std::optional<Square> en_passant;
    int halfmove_clock = 0;
    int fullmove_number = 1;

    // Where each field starts in the text it was parsed from (1-based), so
    // that validation errors can point at it; 0 when not parsed from text.
    std::array<int, 6> field_columns{};

    Piece piece_on(Square s) const { return board[to_index(s)]; }
    // Whether some castling right is one that standard chess cannot have:
    // the king off the e-file of the right's rank, or the rook off the a- or
    // h-file.
    bool has_chess960_rights() const;

    static constexpr std::array<Piece, 64> make_empty_board() {
        std::array<Piece, 64> b{};
        b.fill(Piece::None);
        return b;
    }
};

// Longest FEN text accepted; anything longer is refused without being read.
constexpr std::size_t MaxFenLength = 256;

// Parses FEN text. The last four fields may be left out (they default to
// "- - 0 1" after the side to move; the side to move itself is required);
// fields are separated by one or more spaces, and leading and trailing
// spaces are ignored.
Expected<Setup, FenError> parse_fen(std::string_view text);

// Writes the board field only ("rnbqkbnr/pppppppp/8/...").
std::string board_to_fen(const std::array<Piece, 64>& board);

}  // namespace touchmove::chess
