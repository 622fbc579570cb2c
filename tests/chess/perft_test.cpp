// Perft, the fast part: every suite position up to the node budget, and the
// invariants that tie movegen, FEN, SAN, UCI and play() together, checked on
// every suite position and on each position one move later.
#include "touchmove/chess/perft.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "perft_suite.h"
#include "touchmove/chess/fen.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/position.h"
#include "touchmove/chess/san.h"
#include "touchmove/chess/uci.h"

namespace touchmove::chess {
namespace {

using perft_suite::Case;
using perft_suite::FastNodeBudget;
using perft_suite::param_name;

// The invariants of one position and of each of its legal moves.
void expect_invariants(const Position& p, const std::string& where) {
    SCOPED_TRACE(where + ": " + p.to_fen());
    const CastlingMode mode = p.is_chess960() ? CastlingMode::Chess960 : CastlingMode::Standard;

    auto again = Position::from_fen(p.to_fen(), mode);
    ASSERT_TRUE(again) << again.error().to_string();
    EXPECT_TRUE(*again == p) << "FEN round trip: " << again->to_fen();
    EXPECT_EQ(again->key(), p.key()) << "incremental key differs from the key of the FEN";
    EXPECT_EQ(again->is_chess960(), p.is_chess960());

    MoveList moves = legal_moves(p);
    EXPECT_EQ(count_legal_moves(p), static_cast<int>(moves.size()));
    EXPECT_EQ(has_legal_move(p), !moves.empty());
    std::set<std::uint32_t> distinct;
    for (Move m : moves)
        distinct.insert(m.bits());
    EXPECT_EQ(distinct.size(), moves.size()) << "a move is listed twice";
    EXPECT_EQ(p.is_checkmate(), moves.empty() && p.is_check());
    EXPECT_EQ(p.is_stalemate(), moves.empty() && !p.is_check());

    std::size_t by_square = 0;
    for (Square s : p.pieces(p.side_to_move()))
        by_square += legal_moves_from(p, s).size();
    EXPECT_EQ(by_square, moves.size()) << "legal_moves_from() does not partition legal_moves()";

    // legal_moves_between() lists exactly the filtered legal moves, in
    // their order: for every square as the origin and as the destination,
    // and for masks drawn from the position's key.
    auto expect_between = [&](Bitboard from, Bitboard to) {
        std::vector<Move> expected;
        for (Move m : moves)
            if (from.contains(m.from()) && to.contains(m.to()))
                expected.push_back(m);
        const MoveList got = legal_moves_between(p, from, to);
        EXPECT_TRUE(std::equal(got.begin(), got.end(), expected.begin(), expected.end()))
            << "legal_moves_between(" << from.bits() << ", " << to.bits() << ")";
    };
    for (int i = 0; i < 64; ++i) {
        expect_between(Bitboard(square_at(i)), Bitboard::all());
        expect_between(Bitboard::all(), Bitboard(square_at(i)));
    }
    std::uint64_t x = p.key() | 1;
    for (int i = 0; i < 8; ++i) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;  // xorshift64
        const std::uint64_t y = x * 0x9E3779B97F4A7C15u;
        expect_between(Bitboard(x), Bitboard(y));
        expect_between(Bitboard(x | y), Bitboard(x & y) | p.pieces(~p.side_to_move()));
    }

    const Color us = p.side_to_move();
    for (Move m : moves) {
        const std::string uci = to_uci(p, m);
        SCOPED_TRACE(uci);
        EXPECT_EQ(color_of(p.piece_on(m.from())), us);
        EXPECT_EQ(type_of(p.piece_on(m.from())), m.piece());

        auto from_uci = parse_uci_move(p, uci);
        ASSERT_TRUE(from_uci) << from_uci.error().message;
        EXPECT_EQ(*from_uci, m);

        const std::string san = to_san(p, m);
        auto from_san = parse_san_move(p, san);
        ASSERT_TRUE(from_san) << san << ": " << from_san.error().message;
        EXPECT_EQ(*from_san, m) << san;

        Position after = p.play(m);
        // Independent of the generator: the mover's king is not attacked.
        EXPECT_TRUE(after.attackers_to(after.king_square(us), ~us, after.occupied()).empty())
            << san << " leaves the king in check";
        const bool mate = after.is_check() && count_legal_moves(after) == 0;
        const char last = san.back();
        if (mate) {
            EXPECT_EQ(last, '#') << san;
        } else if (after.is_check()) {
            EXPECT_EQ(last, '+') << san;
        } else {
            EXPECT_TRUE(last != '+' && last != '#') << san;
        }
        std::string bare = to_san_without_suffix(p, m);
        EXPECT_EQ(san.substr(0, bare.size()), bare);
    }
}

// ---------------------------------------------------------------------------
// The invariants in a case's position and in every position one move later.
void expect_invariants_at_root_and_one_move_later(const Case& c) {
    ASSERT_TRUE(c.error.empty()) << c.error;
    auto pos = Position::from_fen(c.fen, c.mode);
    ASSERT_TRUE(pos) << pos.error().to_string();
    expect_invariants(*pos, c.origin);
    for (Move m : legal_moves(*pos))
        expect_invariants(pos->play(m), c.origin + " after " + to_uci(*pos, m));
}

// The project's fixture (data/perft.txt and data/chess960.perft): always here.

class ProjectPerft : public testing::TestWithParam<Case> {};

TEST_P(ProjectPerft, MatchesPublishedCounts) {
    perft_suite::expect_counts(GetParam(), true);
}

TEST_P(ProjectPerft, InvariantsHoldAtTheRootAndOneMoveLater) {
    expect_invariants_at_root_and_one_move_later(GetParam());
}

INSTANTIATE_TEST_SUITE_P(Fixture, ProjectPerft,
                         testing::ValuesIn(perft_suite::select(perft_suite::project_cases(), true)),
                         param_name);

// The fixture is meant to run in the fast program, whole.
TEST(PerftFixture, EveryCountIsWithinTheFastBudget) {
    auto cases = perft_suite::project_cases();
    EXPECT_GE(cases.size(), 40u);
    for (const Case& c : cases) {
        EXPECT_TRUE(c.error.empty()) << c.error;
        if (c.mode == CastlingMode::Chess960)
            continue;  // their depth 5 runs in the slow program
        for (const auto& n : c.counts)
            EXPECT_LE(n.nodes, FastNodeBudget) << c.origin;
    }
}

// ---------------------------------------------------------------------------
// The published suites: tests/data/perft/perftsuite.epd and tricky.perft.

class SuitePerft : public testing::TestWithParam<Case> {};

TEST_P(SuitePerft, MatchesPublishedCountsWithinTheBudget) {
    perft_suite::expect_counts(GetParam(), true);
}

TEST_P(SuitePerft, InvariantsHoldAtTheRootAndOneMoveLater) {
    expect_invariants_at_root_and_one_move_later(GetParam());
}

INSTANTIATE_TEST_SUITE_P(Suites, SuitePerft,
                         testing::ValuesIn(perft_suite::select(perft_suite::suite_cases(), true)),
                         param_name);

TEST(PerftSuiteData, IsComplete) {
    auto cases = perft_suite::suite_cases();
    // 126 lines in perftsuite.epd and 19 blocks in tricky.perft.
    EXPECT_EQ(cases.size(), 126u + 19u);
    for (const Case& c : cases)
        EXPECT_TRUE(c.error.empty()) << c.origin << ": " << c.error;
}

// ---------------------------------------------------------------------------
// Perft itself.

// A king in check from a slider may not step back along the checking line:
// the square behind it is attacked once it has left.
TEST(LegalMoves, AKingDoesNotStepAlongTheLineOfItsCheck) {
    for (const char* fen : {"4r1k1/8/8/8/8/8/4K3/8 w - - 0 1", "6k1/8/8/8/8/8/1b6/K7 w - - 0 1",
                            "6k1/8/8/8/8/8/8/r3K3 w - - 0 1"}) {
        auto p = Position::from_fen(fen);
        ASSERT_TRUE(p);
        expect_invariants(*p, fen);
    }
    auto p = Position::from_fen("4r1k1/8/8/8/8/8/4K3/8 w - - 0 1");
    ASSERT_TRUE(p);
    Bitboard targets;
    for (Move m : legal_moves_between(*p, Bitboard(Square::E2), Bitboard::all()))
        targets |= m.to();
    EXPECT_EQ(targets, Bitboard(Square::D1) | Square::F1 | Square::D2 | Square::F2 | Square::D3 |
                           Square::F3);
}

TEST(Perft, DepthZeroIsOneNode) {
    EXPECT_EQ(perft(Position::initial(), 0), 1u);
}

TEST(Perft, CountsMovesNotPositionsWhenThereAreNone) {
    // Black is checkmated (fool's mate): no legal moves, so perft(1) is 0.
    auto mated =
        Position::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    ASSERT_TRUE(mated);
    EXPECT_EQ(perft(*mated, 1), 0u);
    EXPECT_EQ(perft(*mated, 3), 0u);
}

TEST(PerftDivide, SumsToPerftAndListsEachLegalMoveOnce) {
    auto kiwipete =
        Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    ASSERT_TRUE(kiwipete);
    auto divide = perft_divide(*kiwipete, 3);
    ASSERT_EQ(divide.size(), 48u);
    std::uint64_t total = 0;
    MoveList legal = legal_moves(*kiwipete);
    for (const auto& [move, nodes] : divide) {
        EXPECT_TRUE(legal.contains(move));
        EXPECT_EQ(nodes, perft(kiwipete->play(move), 2));
        total += nodes;
    }
    EXPECT_EQ(total, 97862u);
}

TEST(PerftDivide, StartPositionOneMoveDeep) {
    // Each of White's 20 first moves is answered by Black's 20.
    auto divide = perft_divide(Position::initial(), 2);
    ASSERT_EQ(divide.size(), 20u);
    for (const auto& [move, nodes] : divide)
        EXPECT_EQ(nodes, 20u) << to_uci(move);
}

}  // namespace
}  // namespace touchmove::chess
