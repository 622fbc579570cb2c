// Attack tables: which squares each piece attacks, given the occupied squares.
//
// Leapers (pawn, knight, king) come from constexpr tables. Sliders use PEXT
// where the compiler targets BMI2 (fast on Intel since Haswell and AMD since
// Zen 3), and "fancy" magic multiplication otherwise; both index the same
// kind of precomputed table, filled once at program start before main().
// No code may call slider attacks from a static initializer.
#pragma once

#include <array>
#include <cstdint>

#include "touchmove/chess/bitboard.h"
#include "touchmove/chess/piece.h"

#if defined(__BMI2__) && !defined(TOUCHMOVE_NO_PEXT)
#include <immintrin.h>
#define TOUCHMOVE_USE_PEXT 1
#endif

namespace touchmove::chess::attacks {

namespace detail {

constexpr Bitboard leaper(Square s, const std::array<std::array<int, 2>, 8>& steps, int n) {
    Bitboard b;
    for (int i = 0; i < n; ++i) {
        int f = to_index(file_of(s)) + steps[i][0];
        int r = to_index(rank_of(s)) + steps[i][1];
        if (f >= 0 && f < 8 && r >= 0 && r < 8)
            b |= make_square(file_at(f), rank_at(r));
    }
    return b;
}

constexpr std::array<Bitboard, 64> table(const std::array<std::array<int, 2>, 8>& steps, int n) {
    std::array<Bitboard, 64> t{};
    for (int i = 0; i < 64; ++i)
        t[i] = leaper(square_at(i), steps, n);
    return t;
}

constexpr std::array<std::array<int, 2>, 8> KnightSteps{
    {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};
constexpr std::array<std::array<int, 2>, 8> KingSteps{
    {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}};
constexpr std::array<std::array<int, 2>, 8> WhitePawnSteps{{{-1, 1}, {1, 1}}};
constexpr std::array<std::array<int, 2>, 8> BlackPawnSteps{{{-1, -1}, {1, -1}}};

inline constexpr std::array<Bitboard, 64> Knight = table(KnightSteps, 8);
inline constexpr std::array<Bitboard, 64> King = table(KingSteps, 8);
inline constexpr ByColor<std::array<Bitboard, 64>> Pawn{
    {table(WhitePawnSteps, 2), table(BlackPawnSteps, 2)}};

// One slider square's entry: the relevant occupancy mask and where its
// attack sets start in the shared table.
struct SliderEntry {
    std::uint64_t mask;
    std::uint64_t magic;  // unused with PEXT
    const Bitboard* attacks;
    int shift;  // unused with PEXT
};

extern std::array<SliderEntry, 64> RookEntries;
extern std::array<SliderEntry, 64> BishopEntries;

// Squares strictly between two squares on a line (else empty), and the
// whole line through two squares (else empty).
extern std::array<std::array<Bitboard, 64>, 64> Between;
extern std::array<std::array<Bitboard, 64>, 64> Line;
// Slider attacks on an empty board, by square.
extern std::array<Bitboard, 64> RookPseudo;
extern std::array<Bitboard, 64> BishopPseudo;

inline Bitboard slider(const SliderEntry& e, Bitboard occupied) {
#ifdef TOUCHMOVE_USE_PEXT
    return e.attacks[_pext_u64(occupied.bits(), e.mask)];
#else
    return e.attacks[((occupied.bits() & e.mask) * e.magic) >> e.shift];
#endif
}

}  // namespace detail

inline Bitboard pawn(Color c, Square s) {
    return detail::Pawn[c][to_index(s)];
}
inline Bitboard knight(Square s) {
    return detail::Knight[to_index(s)];
}
inline Bitboard king(Square s) {
    return detail::King[to_index(s)];
}
inline Bitboard rook(Square s, Bitboard occupied) {
    return detail::slider(detail::RookEntries[to_index(s)], occupied);
}
inline Bitboard bishop(Square s, Bitboard occupied) {
    return detail::slider(detail::BishopEntries[to_index(s)], occupied);
}
inline Bitboard queen(Square s, Bitboard occupied) {
    return rook(s, occupied) | bishop(s, occupied);
}

// Returns the squares a rook / bishop on s attacks on an empty board.
inline Bitboard rook_pseudo(Square s) {
    return detail::RookPseudo[to_index(s)];
}
inline Bitboard bishop_pseudo(Square s) {
    return detail::BishopPseudo[to_index(s)];
}

// Returns the squares a knight, bishop, rook, queen or king (not a pawn) on
// s attacks: every type's attacks read and those of the other types masked
// off, without a branch on the type. Where the type is unpredictable (the
// piece a player touches, the letter of a recorded move) this is faster
// than of()'s switch, whose jump is mispredicted.
inline Bitboard piece_reach(PieceType t, Square s, Bitboard occupied) {
    using enum PieceType;
    const auto when = [](bool of_type) { return 0 - std::uint64_t{of_type}; };
    return Bitboard((knight(s).bits() & when(t == Knight)) | (king(s).bits() & when(t == King)) |
                    (bishop(s, occupied).bits() & when(t == Bishop || t == Queen)) |
                    (rook(s, occupied).bits() & when(t == Rook || t == Queen)));
}

// Returns the squares a piece of the given type attacks from s (pawns: of colour c).
inline Bitboard of(PieceType t, Color c, Square s, Bitboard occupied) {
    switch (t) {
        case PieceType::Pawn:
            return pawn(c, s);
        case PieceType::Knight:
            return knight(s);
        case PieceType::Bishop:
            return bishop(s, occupied);
        case PieceType::Rook:
            return rook(s, occupied);
        case PieceType::Queen:
            return queen(s, occupied);
        case PieceType::King:
            return king(s);
    }
    return {};
}

// Returns the squares strictly between a and b when they share a rank, file
// or diagonal, else the empty set.
inline Bitboard between(Square a, Square b) {
    return detail::Between[to_index(a)][to_index(b)];
}
// Returns the full line through a and b (edge to edge) when they are aligned, else empty.
inline Bitboard line(Square a, Square b) {
    return detail::Line[to_index(a)][to_index(b)];
}

// Slider attacks computed by walking rays, for table construction and tests.
Bitboard rook_slow(Square s, Bitboard occupied);
Bitboard bishop_slow(Square s, Bitboard occupied);

// Returns "pext" or "magic": the slider implementation this build uses.
const char* slider_implementation();

}  // namespace touchmove::chess::attacks
