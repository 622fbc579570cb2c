// Zobrist keys: one random 64-bit number per (piece, square), per castling
// rook square, per en-passant file and for the side to move. They are made
// at compile time by splitmix64 from a fixed seed, so keys are the same in
// every build and every run.
#pragma once

#include <array>
#include <cstdint>

#include "touchmove/chess/piece.h"
#include "touchmove/chess/square.h"

namespace touchmove::chess::zobrist {

namespace detail {

constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

struct Keys {
    std::array<std::array<std::uint64_t, 64>, 16> piece_square{};  // indexed by Piece
    std::array<std::uint64_t, 64> castling{};                      // by castling rook square
    std::array<std::uint64_t, 8> en_passant{};                     // by file
    std::uint64_t black_to_move = 0;
};

constexpr Keys make_keys() {
    Keys k;
    std::uint64_t state = 0x746F7563686D6F76ULL;  // "touchmov"
    for (auto& row : k.piece_square)
        for (auto& v : row)
            v = splitmix64(state);
    for (auto& v : k.castling)
        v = splitmix64(state);
    for (auto& v : k.en_passant)
        v = splitmix64(state);
    k.black_to_move = splitmix64(state);
    return k;
}

inline constexpr Keys Table = make_keys();

}  // namespace detail

inline std::uint64_t piece(Piece p, Square s) {
    return detail::Table.piece_square[static_cast<int>(p)][to_index(s)];
}
inline std::uint64_t castling(Square rook) {
    return detail::Table.castling[to_index(rook)];
}
inline std::uint64_t en_passant(File f) {
    return detail::Table.en_passant[to_index(f)];
}
inline std::uint64_t black_to_move() {
    return detail::Table.black_to_move;
}

}  // namespace touchmove::chess::zobrist
