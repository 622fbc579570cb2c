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
#endif
    std::vector<Bitboard> occupancies;
    std::vector<Bitboard> references;
    for (int i = 0; i < 64; ++i) {
        Square s = square_at(i);
        SliderEntry& e = entries[i];
        Bitboard mask = relevant_mask(s, directions);
        e.mask = mask.bits();
        e.attacks = next_free;
        int bits = mask.count();
        e.shift = 64 - bits;
        // Enumerate every subset of the mask (Carry-Rippler).
        occupancies.clear();
        references.clear();
        std::uint64_t subset = 0;
        do {
            occupancies.push_back(Bitboard(subset));
            references.push_back(ray_attacks(s, Bitboard(subset), directions));
            subset = (subset - e.mask) & e.mask;
        } while (subset != 0);
        std::size_t size = occupancies.size();
#ifdef TOUCHMOVE_USE_PEXT
        for (std::size_t k = 0; k < size; ++k) {
            next_free[_pext_u64(occupancies[k].bits(), e.mask)] = references[k];
        }
#else
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
            for (int b = 0; b < 64; ++b) {
                Square sa = square_at(a), sb = square_at(b);
                for (const Directions* dirs : {&RookDirections, &BishopDirections}) {
                    Bitboard from_a = ray_attacks(sa, Bitboard(), *dirs);
                    if (a == b || !from_a.contains(sb))
                        continue;
                    Between[a][b] =
                        ray_attacks(sa, Bitboard(sb), *dirs) & ray_attacks(sb, Bitboard(sa), *dirs);
                    Line[a][b] = (from_a & ray_attacks(sb, Bitboard(), *dirs)) | sa | sb;
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
