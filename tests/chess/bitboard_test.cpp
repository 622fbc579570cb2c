#include "touchmove/chess/bitboard.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <vector>

#include "../../src/chess/attacks.h"

namespace touchmove::chess {
namespace {

TEST(Bitboard, IteratesSquaresFromA1Upwards) {
    Bitboard b = Bitboard(Square::H8) | Square::A1 | Square::E4;
    std::vector<Square> seen;
    for (Square s : b)
        seen.push_back(s);
    EXPECT_EQ(seen, (std::vector<Square>{Square::A1, Square::E4, Square::H8}));
    EXPECT_EQ(b.count(), 3);
    EXPECT_TRUE(b.more_than_one());
    EXPECT_EQ(b.first(), Square::A1);
    EXPECT_EQ(b.last(), Square::H8);
}

// nth(k) is the square the iteration reaches after k steps, for sets
// drawn at random and every k.
TEST(Bitboard, NthIsTheKthSquareOfTheIteration) {
    std::mt19937_64 rng(20261130);
    for (int i = 0; i < 2000; ++i) {
        const Bitboard b(rng() & rng());
        int k = 0;
        for (Square s : b)
            ASSERT_EQ(b.nth(k++), s) << b.bits();
    }
    EXPECT_EQ(Bitboard::all().nth(63), Square::H8);
}

TEST(Bitboard, PawnShiftsDoNotWrapAroundTheBoard) {
    Bitboard edge = Bitboard(Square::A2) | Square::H2;
    EXPECT_EQ(shift_forward_west(Color::White, edge), Bitboard(Square::G3));
    EXPECT_EQ(shift_forward_east(Color::White, edge), Bitboard(Square::B3));
    EXPECT_EQ(shift_forward_west(Color::Black, edge), Bitboard(Square::G1));
    EXPECT_EQ(shift_forward(Color::Black, edge), Bitboard(Square::A1) | Square::H1);
}

// The tables are the kind the build asked for: PEXT where the compiler
// targets BMI2, magic multiplication otherwise or with TOUCHMOVE_NO_PEXT
// (magic_bitboard_test runs these tests so).
TEST(Attacks, SliderTablesAreTheKindBuiltFor) {
#if defined(__BMI2__) && !defined(TOUCHMOVE_NO_PEXT)
    EXPECT_STREQ(attacks::slider_implementation(), "pext");
#else
    EXPECT_STREQ(attacks::slider_implementation(), "magic");
#endif
}

// The fast slider tables (PEXT or magic, whichever this build uses) agree
// with walking the rays, for random occupancies on every square.
TEST(Attacks, SliderTablesMatchRayWalking) {
    std::mt19937_64 rng(20261129);
    for (int i = 0; i < 64; ++i) {
        Square s = square_at(i);
        for (int k = 0; k < 200; ++k) {
            Bitboard occ(rng() & rng());
            ASSERT_EQ(attacks::rook(s, occ), attacks::rook_slow(s, occ))
                << attacks::slider_implementation();
            ASSERT_EQ(attacks::bishop(s, occ), attacks::bishop_slow(s, occ))
                << attacks::slider_implementation();
        }
    }
}

// Every entry of the tables: each square with every occupancy of the
// squares that can block it (the rays but their last squares).
TEST(Attacks, EverySliderTableEntryMatchesRayWalking) {
    for (int i = 0; i < 64; ++i) {
        const Square s = square_at(i);
        for (const bool rook : {true, false}) {
            const Bitboard rays = rook ? attacks::rook_pseudo(s) : attacks::bishop_pseudo(s);
            Bitboard mask;  // the squares between s and the ends of its rays
            for (Square t : rays)
                mask |= attacks::between(s, t);
            std::uint64_t subset = 0;
            do {
                const Bitboard occ(subset);
                ASSERT_EQ(rook ? attacks::rook(s, occ) : attacks::bishop(s, occ),
                          rook ? attacks::rook_slow(s, occ) : attacks::bishop_slow(s, occ))
                    << attacks::slider_implementation() << " square " << i;
                subset = (subset - mask.bits()) & mask.bits();
            } while (subset != 0);
        }
    }
}

// piece_reach() gives what of() gives, for every type but the pawn, on
// every square with random occupancies.
TEST(Attacks, PieceReachIsOfForEveryTypeButThePawn) {
    std::mt19937_64 rng(20261130);
    for (int i = 0; i < 64; ++i) {
        const Square s = square_at(i);
        for (int k = 0; k < 50; ++k) {
            const Bitboard occ(rng() & rng());
            for (PieceType t : {PieceType::Knight, PieceType::Bishop, PieceType::Rook,
                                PieceType::Queen, PieceType::King})
                ASSERT_EQ(attacks::piece_reach(t, s, occ), attacks::of(t, Color::White, s, occ))
                    << "type " << to_index(t) << " on square " << i;
        }
    }
}

TEST(Attacks, BetweenAndLine) {
    EXPECT_EQ(attacks::between(Square::A1, Square::D4), Bitboard(Square::B2) | Square::C3);
    EXPECT_EQ(attacks::between(Square::A1, Square::B3), Bitboard());
    EXPECT_EQ(attacks::between(Square::E1, Square::E2), Bitboard());
    EXPECT_EQ(attacks::line(Square::E1, Square::E5), Bitboard::file(File::E));
    EXPECT_EQ(attacks::line(Square::A1, Square::B3), Bitboard());
}

TEST(Squares, BetweenInOrderFromTheFirst) {
    const auto line = squares_between(Square::H8, Square::D4);
    EXPECT_EQ(std::vector<Square>(line.begin(), line.end()),
              (std::vector<Square>{Square::G7, Square::F6, Square::E5}));
    for (int i = 0; i < NumSquares; ++i) {
        for (int j = 0; j < NumSquares; ++j) {
            Bitboard seen;
            int previous = i;
            for (const Square s : squares_between(square_at(i), square_at(j))) {
                EXPECT_LT(std::abs(to_index(s) - i), std::abs(j - i)) << i << " " << j;
                EXPECT_GT(std::abs(to_index(s) - i), std::abs(previous - i)) << i << " " << j;
                previous = to_index(s);
                seen |= s;
            }
            ASSERT_EQ(seen, attacks::between(square_at(i), square_at(j))) << i << " " << j;
        }
    }
}

}  // namespace
}  // namespace touchmove::chess
