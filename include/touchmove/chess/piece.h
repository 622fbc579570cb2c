// Piece types and pieces (a type with a colour).
//
// A Piece packs its colour and type in one byte (colour in bit 3) so that a
// board of 64 pieces is 64 bytes; Piece::None marks an empty square.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "touchmove/chess/square.h"

namespace touchmove::chess {

enum class PieceType : std::uint8_t { Pawn, Knight, Bishop, Rook, Queen, King };

constexpr int NumPieceTypes = 6;

constexpr int to_index(PieceType t) {
    return static_cast<int>(t);
}
constexpr PieceType piece_type_at(int index) {
    return static_cast<PieceType>(index);
}

// A table with one entry per piece type, indexed by PieceType.
template <class T>
struct ByPieceType {
    std::array<T, NumPieceTypes> values{};

    constexpr T& operator[](PieceType t) { return values[static_cast<int>(t)]; }
    constexpr const T& operator[](PieceType t) const { return values[static_cast<int>(t)]; }
    constexpr bool operator==(const ByPieceType&) const = default;
};

enum class Piece : std::uint8_t {
    WhitePawn = 0,
    WhiteKnight,
    WhiteBishop,
    WhiteRook,
    WhiteQueen,
    WhiteKing,
    BlackPawn = 8,
    BlackKnight,
    BlackBishop,
    BlackRook,
    BlackQueen,
    BlackKing,
    None = 15,
};

constexpr Piece make_piece(Color c, PieceType t) {
    return static_cast<Piece>(to_index(c) << 3 | to_index(t));
}
// Both functions require a piece other than Piece::None.
constexpr Color color_of(Piece p) {
    return static_cast<Color>(static_cast<int>(p) >> 3);
}
constexpr PieceType type_of(Piece p) {
    return static_cast<PieceType>(static_cast<int>(p) & 7);
}

// Returns the upper-case letter of a piece type: P N B R Q K.
constexpr char to_char(PieceType t) {
    return "PNBRQK"[to_index(t)];
}

// Returns the FEN letter of a piece: upper case for White, lower case for Black.
constexpr char to_char(Piece p) {
    char c = to_char(type_of(p));
    return color_of(p) == Color::White ? c : static_cast<char>(c - 'A' + 'a');
}

// Returns the English name of a piece type in lower case ("knight").
constexpr std::string_view to_name(PieceType t) {
    constexpr std::array<std::string_view, 6> names{"pawn", "knight", "bishop",
                                                    "rook", "queen",  "king"};
    return names[to_index(t)];
}

// Parses a piece type letter in either case (p n b r q k).
constexpr std::optional<PieceType> parse_piece_type(char c) {
    switch (c | 0x20) {
        case 'p':
            return PieceType::Pawn;
        case 'n':
            return PieceType::Knight;
        case 'b':
            return PieceType::Bishop;
        case 'r':
            return PieceType::Rook;
        case 'q':
            return PieceType::Queen;
        case 'k':
            return PieceType::King;
        default:
            return std::nullopt;
    }
}

// Parses a FEN piece letter: upper case is White, lower case Black.
constexpr std::optional<Piece> parse_piece(char c) {
    auto t = parse_piece_type(c);
    if (!t || !((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')))
        return std::nullopt;
    return make_piece(c >= 'a' ? Color::Black : Color::White, *t);
}

}  // namespace touchmove::chess
