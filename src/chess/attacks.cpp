#include "attacks.h"

#include <vector>

namespace touchmove::chess::attacks {

namespace detail {

std::array<SliderEntry, 64> RookEntries;
std::array<SliderEntry, 64> BishopEntries;
std::array<std::array<Bitboard, 64>, 64> Between;
std::array<std::array<Bitboard, 64>, 64> Line;
std::array<Bitboard, 64> RookPseudo;
std::array<Bitboard, 64> BishopPseudo;

namespace {

constexpr int RookTableSize = 0x19000;  // sum over squares of 2^(relevant bits)
constexpr int BishopTableSize = 0x1480;

std::array<Bitboard, RookTableSize> RookTable;
std::array<Bitboard, BishopTableSize> BishopTable;

using Directions = std::array<std::array<int, 2>, 4>;
constexpr Directions RookDirections{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
constexpr Directions BishopDirections{{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};

Bitboard ray_attacks(Square s, Bitboard occupied, const Directions& directions) {
    Bitboard result;
    for (const auto& d : directions) {
        int f = to_index(file_of(s)) + d[0];
        int r = to_index(rank_of(s)) + d[1];
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            Square t = make_square(file_at(f), rank_at(r));
            result |= t;
            if (occupied.contains(t))
                break;
            f += d[0];
            r += d[1];
        }
    }
    return result;
}

// The attacks of a slider on s along a file or a diagonal (`line`: its
// squares but s), by the Hyperbola Quintessence: the nearest occupied
// square above s found by one subtraction, the one below by the same on the
// board mirrored by a byte swap (files and diagonals cross each rank once).
std::uint64_t line_attacks(std::uint64_t occupied, int s, std::uint64_t line) {
    const std::uint64_t bit = std::uint64_t{1} << s;
    std::uint64_t forward = occupied & line;
    std::uint64_t reverse = __builtin_bswap64(forward);
    forward -= bit;
    reverse -= __builtin_bswap64(bit);
    return (forward ^ __builtin_bswap64(reverse)) & line;
}

// A rook on file f of a rank whose occupancy is the byte o: the squares up
// to the nearest occupied one on each side (2 KiB, built by the compiler).
constexpr auto FirstRank = [] {
    std::array<std::array<std::uint8_t, 256>, 8> t{};
    for (int f = 0; f < 8; ++f) {
        for (int o = 0; o < 256; ++o) {
            for (int g = f + 1; g < 8; ++g) {
                t[f][o] |= std::uint8_t(1 << g);
                if (o & (1 << g))
                    break;
            }
            for (int g = f - 1; g >= 0; --g) {
                t[f][o] |= std::uint8_t(1 << g);
                if (o & (1 << g))
                    break;
            }
        }
    }
    return t;
}();

// The attacks of a slider on s along its rank.
std::uint64_t rank_attacks(std::uint64_t occupied, int s) {
    const int shift = s & 56;
    return std::uint64_t{FirstRank[s & 7][(occupied >> shift) & 0xFF]} << shift;
}

// The file and the two diagonals through s, without s.
struct Lines {
    std::uint64_t file = 0, diagonal = 0, anti = 0;
};
Lines lines_through(int s) {
    Lines l;
    for (int t = 0; t < 64; ++t) {
        const int df = (t & 7) - (s & 7), dr = (t >> 3) - (s >> 3);
        if (t == s)
            continue;
        l.file |= std::uint64_t{df == 0} << t;
        l.diagonal |= std::uint64_t{df == dr} << t;
        l.anti |= std::uint64_t{df == -dr} << t;
    }
    return l;
}

// A slider's attacks for the tables, as ray_attacks() walks them but
// without walking (107,648 entries are filled at start-up).
std::uint64_t fast_attacks(int s, const Lines& l, std::uint64_t occupied, bool rook) {
    if (rook)
        return line_attacks(occupied, s, l.file) | rank_attacks(occupied, s);
    return line_attacks(occupied, s, l.diagonal) | line_attacks(occupied, s, l.anti);
}

// The squares whose occupancy matters for a slider on s: its rays without
// the board's edge squares (a piece on the edge never blocks anything).
Bitboard relevant_mask(Square s, const Directions& directions) {
    Bitboard edges =
        ((Bitboard::rank(Rank::R1) | Bitboard::rank(Rank::R8)) & ~Bitboard::rank(rank_of(s))) |
        ((FileA | FileH) & ~Bitboard::file(file_of(s)));
    return ray_attacks(s, Bitboard(), directions) & ~edges;
}

#ifndef TOUCHMOVE_USE_PEXT
// xorshift64*: a deterministic generator for the magic search (seeded, so
// every run builds the same tables).
struct Prng {
    std::uint64_t s;
    std::uint64_t next() {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};
#endif

void init_slider(std::array<SliderEntry, 64>& entries, Bitboard* table,
                 const Directions& directions) {
    Bitboard* next_free = table;
#ifndef TOUCHMOVE_USE_PEXT
    Prng prng{0x9E3779B97F4A7C15ULL};
    std::vector<std::uint32_t> epoch(4096, 0);
    std::uint32_t attempt = 0;
    std::vector<Bitboard> occupancies;
    std::vector<Bitboard> references;
#endif
    for (int i = 0; i < 64; ++i) {
        Square s = square_at(i);
        SliderEntry& e = entries[i];
        Bitboard mask = relevant_mask(s, directions);
        e.mask = mask.bits();
        e.attacks = next_free;
        int bits = mask.count();
        e.shift = 64 - bits;
        const Lines lines = lines_through(i);
        const bool rook = &directions == &RookDirections;
        const std::size_t size = std::size_t{1} << bits;
#ifdef TOUCHMOVE_USE_PEXT
        // Slot k holds the attacks for the occupancy PEXT maps to k, the
        // subset of the mask that PDEP spreads k onto.
        for (std::size_t k = 0; k < size; ++k)
            next_free[k] = Bitboard(fast_attacks(i, lines, _pdep_u64(k, e.mask), rook));
#else
        // Every subset of the mask (Carry-Rippler) and its attacks.
        occupancies.clear();
        references.clear();
        std::uint64_t subset = 0;
        do {
            occupancies.push_back(Bitboard(subset));
            references.push_back(Bitboard(fast_attacks(i, lines, subset, rook)));
            subset = (subset - e.mask) & e.mask;
        } while (subset != 0);
        // Search for a magic that maps every subset to a slot without a
        // destructive collision.
        for (;;) {
            e.magic = prng.sparse();
            if (std::popcount((e.mask * e.magic) >> 56) < 6)
                continue;
            ++attempt;
            bool ok = true;
            for (std::size_t k = 0; k < size && ok; ++k) {
                std::size_t idx = (occupancies[k].bits() * e.magic) >> e.shift;
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    next_free[idx] = references[k];
                } else if (next_free[idx] != references[k]) {
                    ok = false;
                }
            }
            if (ok)
                break;
        }
#endif
        next_free += size;
    }
}

struct Init {
    Init() {
        init_slider(RookEntries, RookTable.data(), RookDirections);
        init_slider(BishopEntries, BishopTable.data(), BishopDirections);
        for (int a = 0; a < 64; ++a) {
            RookPseudo[a] = ray_attacks(square_at(a), Bitboard(), RookDirections);
            BishopPseudo[a] = ray_attacks(square_at(a), Bitboard(), BishopDirections);
        }
        // From the tables just filled: a slider on a, with b the only other
        // piece, reaches the squares between them from both ends.
        for (int a = 0; a < 64; ++a) {
            for (int b = 0; b < 64; ++b) {
                Square sa = square_at(a), sb = square_at(b);
                for (const bool rook : {true, false}) {
                    const auto& pseudo = rook ? RookPseudo : BishopPseudo;
                    const auto& entries = rook ? RookEntries : BishopEntries;
                    if (a == b || !pseudo[a].contains(sb))
                        continue;
                    Between[a][b] =
                        slider(entries[a], Bitboard(sb)) & slider(entries[b], Bitboard(sa));
                    Line[a][b] = (pseudo[a] & pseudo[b]) | sa | sb;
                }
            }
        }
    }
};

const Init init;

}  // namespace

}  // namespace detail

Bitboard rook_slow(Square s, Bitboard occupied) {
    return detail::ray_attacks(s, occupied, detail::RookDirections);
}
Bitboard bishop_slow(Square s, Bitboard occupied) {
    return detail::ray_attacks(s, occupied, detail::BishopDirections);
}

const char* slider_implementation() {
#ifdef TOUCHMOVE_USE_PEXT
    return "pext";
#else
    return "magic";
#endif
}

}  // namespace touchmove::chess::attacks
