// Squares, files, ranks and colours: the coordinates of the board.
//
// Every type here is a scoped enum over one byte with constexpr free functions
// around it; none of them converts to an integer silently. Square numbering is
// little-endian rank-file (a1 = 0, b1 = 1, ..., h8 = 63), as in Stockfish and
// shakmaty, so that a Square is also a bit index into a Bitboard.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace touchmove::chess {

enum class Color : std::uint8_t { White, Black };

// Returns the other colour.
constexpr Color operator~(Color c) {
    return static_cast<Color>(static_cast<int>(c) ^ 1);
}

constexpr int to_index(Color c) {
    return static_cast<int>(c);
}

// Returns "white" or "black".
constexpr std::string_view to_string(Color c) {
    return c == Color::White ? "white" : "black";
}

// A table with one entry per colour, indexed by Color.
template <class T>
struct ByColor {
    std::array<T, 2> values{};

    constexpr T& operator[](Color c) { return values[static_cast<int>(c)]; }
    constexpr const T& operator[](Color c) const { return values[static_cast<int>(c)]; }
    constexpr bool operator==(const ByColor&) const = default;
};

enum class File : std::uint8_t { A, B, C, D, E, F, G, H };
enum class Rank : std::uint8_t { R1, R2, R3, R4, R5, R6, R7, R8 };

// clang-format off
enum class Square : std::uint8_t {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
};
// clang-format on

constexpr int NumSquares = 64;

constexpr int to_index(Square s) {
    return static_cast<int>(s);
}
constexpr int to_index(File f) {
    return static_cast<int>(f);
}
constexpr int to_index(Rank r) {
    return static_cast<int>(r);
}

// Returns the square with the given index; the index must be in [0, 64).
constexpr Square square_at(int index) {
    return static_cast<Square>(index);
}
constexpr File file_at(int index) {
    return static_cast<File>(index);
}
constexpr Rank rank_at(int index) {
    return static_cast<Rank>(index);
}

constexpr File file_of(Square s) {
    return static_cast<File>(to_index(s) & 7);
}
constexpr Rank rank_of(Square s) {
    return static_cast<Rank>(to_index(s) >> 3);
}
constexpr Square make_square(File f, Rank r) {
    return square_at(to_index(r) * 8 + to_index(f));
}

// Returns the rank as seen by the given side: Rank::R1 is that side's back rank.
constexpr Rank relative_rank(Color c, Rank r) {
    return c == Color::White ? r : rank_at(7 - to_index(r));
}
constexpr Square relative_square(Color c, Square s) {
    return c == Color::White ? s : square_at(to_index(s) ^ 56);
}

// Returns the square shifted by delta, which the caller guarantees stays on the board.
constexpr Square offset(Square s, int delta) {
    return square_at(to_index(s) + delta);
}

// The squares strictly between two squares on one rank, file or diagonal, in
// order from the first: those a piece dragged straight between them passes
// over. Empty when the two share no such line.
struct SquaresBetween {
    std::array<Square, 6> squares{};
    int count = 0;
    constexpr const Square* begin() const { return squares.data(); }
    constexpr const Square* end() const { return squares.data() + count; }
};
constexpr SquaresBetween squares_between(Square from, Square to) {
    const int df = to_index(file_of(to)) - to_index(file_of(from));
    const int dr = to_index(rank_of(to)) - to_index(rank_of(from));
    SquaresBetween out;
    if (df != 0 && dr != 0 && df != dr && df != -dr)
        return out;
    const int step = ((dr > 0) - (dr < 0)) * 8 + ((df > 0) - (df < 0));
    for (Square s = from; (s = offset(s, step)) != to;)
        out.squares[static_cast<std::size_t>(out.count++)] = s;
    return out;
}

constexpr char to_char(File f) {
    return static_cast<char>('a' + to_index(f));
}
constexpr char to_char(Rank r) {
    return static_cast<char>('1' + to_index(r));
}

// Returns the square's name, "a1" to "h8".
inline std::string to_string(Square s) {
    return {to_char(file_of(s)), to_char(rank_of(s))};
}

constexpr std::optional<File> parse_file(char c) {
    if (c < 'a' || c > 'h')
        return std::nullopt;
    return file_at(c - 'a');
}
constexpr std::optional<Rank> parse_rank(char c) {
    if (c < '1' || c > '8')
        return std::nullopt;
    return rank_at(c - '1');
}

// Parses a square name such as "e4"; returns nothing unless the text is exactly a square.
constexpr std::optional<Square> parse_square(std::string_view text) {
    if (text.size() != 2)
        return std::nullopt;
    auto f = parse_file(text[0]);
    auto r = parse_rank(text[1]);
    if (!f || !r)
        return std::nullopt;
    return make_square(*f, *r);
}

}  // namespace touchmove::chess
