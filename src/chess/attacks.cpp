#include "attacks.h"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

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

// The slider tables' storage (about 850 KB): where the system allows, on
// one huge page, so that filling it at start-up faults once rather than two
// hundred times. The mapping lasts as long as the program.
Bitboard* slider_storage() {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::size_t huge = std::size_t{2} << 20;
    static_assert((RookTableSize + BishopTableSize) * sizeof(Bitboard) <= huge);
    // Twice the page, so that an aligned huge page lies inside the mapping.
    void* p = mmap(nullptr, 2 * huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p != MAP_FAILED) {
        const auto at = (reinterpret_cast<std::uintptr_t>(p) + huge - 1) & ~(huge - 1);
        madvise(reinterpret_cast<void*>(at), huge, MADV_HUGEPAGE);  // a hint: may be refused
        return reinterpret_cast<Bitboard*>(at);
    }
#endif
    static std::array<Bitboard, RookTableSize + BishopTableSize> fallback;
    return fallback.data();
}

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
// The magic multipliers, by square: each maps every subset of the square's
// mask, multiplied and shifted, to a slot of its own or to one with the
// same attacks. They were found once by the usual search (sparse random
// numbers from a seeded xorshift64*, each tried until it fits) and are kept
// here, as most engines keep theirs: searched for at start-up, they took a
// quarter of a second of every run. The tests compare every subset's
// attacks with a walk along the rays (tests/chess/bitboard_test.cpp).
constexpr std::array<std::uint64_t, 64> RookMagics{
    0x1080004008801020ULL, 0x0840092002c03000ULL, 0x1900200010400900ULL, 0x0880100008000480ULL,
    0x4200100420080200ULL, 0x8100020100080400ULL, 0x0200040110886200ULL, 0x0200008040220411ULL,
    0x0404800084400220ULL, 0x0000401000402000ULL, 0x0086001081220440ULL, 0x0408800800100280ULL,
    0x000a001201040820ULL, 0x8848800200840080ULL, 0x4001000100040200ULL, 0x0442000102105084ULL,
    0x9080010020804100ULL, 0x0040404000201009ULL, 0x0000808010002009ULL, 0x2200090021d00100ULL,
    0x0008008008040080ULL, 0x0004004002010040ULL, 0x0011040008015042ULL, 0x00000a0001768104ULL,
    0x0000800080204009ULL, 0x2010004140002001ULL, 0x9800200280100080ULL, 0x1000100080080080ULL,
    0x0442000a00049020ULL, 0x2100040080020080ULL, 0x0800120400900148ULL, 0x0010040a00128541ULL,
    0x2800804000800030ULL, 0x1010002000400041ULL, 0x4000200011004100ULL, 0x0610008410800800ULL,
    0x0400802402800800ULL, 0xc100020080800400ULL, 0x0002000802000401ULL, 0x0182085882000401ULL,
    0x0220204000808000ULL, 0x2860100040024022ULL, 0x0001002004110040ULL, 0x99101042000a0020ULL,
    0x0004080004008080ULL, 0x0010040002008080ULL, 0x2012004881020004ULL, 0x8300842444820011ULL,
    0x0088403882010200ULL, 0x0820400080210100ULL, 0x0110910040a00300ULL, 0x0801100280080480ULL,
    0x0242009008200600ULL, 0x1002000489500200ULL, 0x0040800200010080ULL, 0x0091800041000080ULL,
    0x0000209300488001ULL, 0x04c1002414824001ULL, 0x020020000b001041ULL, 0x7000100004200901ULL,
    0x8002002004100802ULL, 0x30010002084c0007ULL, 0x0888221800813004ULL, 0x4000002840840112ULL,
};
constexpr std::array<std::uint64_t, 64> BishopMagics{
    0x10102002004a1420ULL, 0x8020040400584008ULL, 0x10510800811201c8ULL, 0x5204042080000088ULL,
    0x2204106880000002ULL, 0x1401042004000000ULL, 0x0400880410042004ULL, 0x0028208200a02020ULL,
    0x1500241990010e00ULL, 0x8001200182020a40ULL, 0x40004101030b0000ULL, 0x8002041042000100ULL,
    0x4010011041020038ULL, 0x0000010421044000ULL, 0x1500210808020a00ULL, 0x8000088400880520ULL,
    0x0405004010040100ULL, 0x1005823210040108ULL, 0x2708008102040011ULL, 0x4048200404009100ULL,
    0x0018104101400024ULL, 0x0003000601190101ULL, 0x8004803108491000ULL, 0x8014241200820800ULL,
    0x0006e080100c3040ULL, 0x0501044a11041800ULL, 0x9020300008004045ULL, 0x0894080000220040ULL,
    0x1001010083104000ULL, 0x5004030040900080ULL, 0x000400422c012400ULL, 0x0002128698404812ULL,
    0x1010108404900440ULL, 0x0928021182084100ULL, 0x2006080409020024ULL, 0x1010202020180080ULL,
    0xa010008200202200ULL, 0x2098015100019004ULL, 0x0002041440810811ULL, 0x802a02020000b098ULL,
    0x0009015090004060ULL, 0x4000821082081001ULL, 0x0100210040420800ULL, 0x0800004010488a00ULL,
    0x2000081104004040ULL, 0x4c8e029015000082ULL, 0x0420340322224842ULL, 0x1298260043400210ULL,
    0x0000822802400008ULL, 0x00008a0101600000ULL, 0x3040003412080021ULL, 0x3040290220884800ULL,
    0x4a1500401041004aULL, 0x8010200282020781ULL, 0x0020203142209091ULL, 0x0070300600902110ULL,
    0x0040808800b62048ULL, 0x0000810400c44420ULL, 0x00080400440c0441ULL, 0x8340080020840411ULL,
    0x0000000104208200ULL, 0x0000800810d00080ULL, 0x0400530411080200ULL, 0x4040702400932244ULL,
};
#endif

void init_slider(std::array<SliderEntry, 64>& entries, Bitboard* table,
                 const Directions& directions) {
    const bool rook = &directions == &RookDirections;
    Bitboard* next_free = table;
    for (int i = 0; i < 64; ++i) {
        SliderEntry& e = entries[i];
        const Bitboard mask = relevant_mask(square_at(i), directions);
        e.mask = mask.bits();
        e.attacks = next_free;
        e.shift = 64 - mask.count();
        const Lines lines = lines_through(i);
        const std::size_t size = std::size_t{1} << mask.count();
#ifdef TOUCHMOVE_USE_PEXT
        e.magic = 0;
        // Slot k holds the attacks for the occupancy PEXT maps to k, the
        // subset of the mask that PDEP spreads k onto.
        for (std::size_t k = 0; k < size; ++k)
            next_free[k] = Bitboard(fast_attacks(i, lines, _pdep_u64(k, e.mask), rook));
#else
        e.magic = (rook ? RookMagics : BishopMagics)[i];
        // Every subset of the mask (Carry-Rippler) to the slot its magic
        // product gives.
        std::uint64_t subset = 0;
        do {
            next_free[(subset * e.magic) >> e.shift] =
                Bitboard(fast_attacks(i, lines, subset, rook));
            subset = (subset - e.mask) & e.mask;
        } while (subset != 0);
#endif
        next_free += size;
    }
}

struct Init {
    Init() {
        Bitboard* const storage = slider_storage();
        init_slider(RookEntries, storage, RookDirections);
        init_slider(BishopEntries, storage + RookTableSize, BishopDirections);
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
