// Perft, the slow part: every count of the suites above the fast node budget
// (perftsuite.epd to depth 6, Kiwipete to depth 5, the Chess960 positions to
// depth 5). Labelled `slow`; CI runs it on main only.
#include <gtest/gtest.h>

#include "perft_suite.h"
#include "touchmove/chess/perft.h"
#include "touchmove/chess/position.h"

namespace touchmove::chess {
namespace {

using perft_suite::Case;
using perft_suite::param_name;

class ProjectPerftSlow : public testing::TestWithParam<Case> {};
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(ProjectPerftSlow);

TEST_P(ProjectPerftSlow, MatchesPublishedCountsAboveTheBudget) {
    perft_suite::expect_counts(GetParam(), false);
}

INSTANTIATE_TEST_SUITE_P(Fixture, ProjectPerftSlow,
                         testing::ValuesIn(perft_suite::select(perft_suite::project_cases(),
                                                               false)),
                         param_name);

class SuitePerftSlow : public testing::TestWithParam<Case> {};

TEST_P(SuitePerftSlow, MatchesPublishedCountsAboveTheBudget) {
    perft_suite::expect_counts(GetParam(), false);
}

INSTANTIATE_TEST_SUITE_P(Suites, SuitePerftSlow,
                         testing::ValuesIn(perft_suite::select(perft_suite::suite_cases(), false)),
                         param_name);

}  // namespace
}  // namespace touchmove::chess
