// The scenario runner (docs/events.md, Scenario files): strict mode, the
// first mismatch reported, files it must refuse.
#include "touchmove/io/scenario.h"

#include <gtest/gtest.h>

#include <sstream>

namespace touchmove::io {
namespace {

// Strict mode: an expectation block that leaves out a violation or a
// claim fails; without strict mode it passes; an event without
// expectations is not checked.
TEST(ScenarioRunner, StrictModeFailsOnAViolationOrClaimNotExpected) {
    const std::string text = R"(case unexpected_violation
white touch d2
white lift e2
white release e4
expect move e2e4
end
case unexpected_claim
white lift e2
white release e4
white clock
black claim
expect to_move black
end
case unchecked_event
white touch d2
white lift e2
white release e4
white clock
expect to_move black
end
case every_ruling_expected
white touch d2
white lift e2
white release e4
expect violation 4.3a
expect move e2e4
white clock
black claim
expect claim upheld
end
)";
    std::istringstream strict_in(text);
    ScenarioReport strict = run_scenarios(strict_in, "inline", ScenarioOptions{.strict = true});
    ASSERT_EQ(strict.cases.size(), 4u);
    EXPECT_FALSE(strict.cases[0].passed);
    EXPECT_NE(strict.cases[0].failure.find("line 4: violation 4.3a not expected"),
              std::string::npos)
        << strict.cases[0].failure;
    EXPECT_FALSE(strict.cases[1].passed);
    EXPECT_NE(strict.cases[1].failure.find("line 11: claim rejected not expected"),
              std::string::npos)
        << strict.cases[1].failure;
    EXPECT_TRUE(strict.cases[2].passed) << strict.cases[2].failure;
    EXPECT_TRUE(strict.cases[3].passed) << strict.cases[3].failure;

    std::istringstream lenient_in(text);
    ScenarioReport lenient = run_scenarios(lenient_in, "inline");
    EXPECT_EQ(lenient.passed(), 4);
}

// The runner itself must be able to fail.
TEST(ScenarioRunner, ReportsTheFirstMismatch) {
    std::istringstream in(R"(case wrong_expectation
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white touch f3
expect permitted f3d4
expect violation 4.3a
end
case right
white lift e2
white release e4
expect move e2e4
end
)");
    ScenarioReport report = run_scenarios(in, "inline");
    ASSERT_EQ(report.cases.size(), 2u);
    EXPECT_FALSE(report.cases[0].passed);
    EXPECT_NE(report.cases[0].failure.find("line 4"), std::string::npos);
    EXPECT_NE(report.cases[0].failure.find("f3e5"), std::string::npos);
    EXPECT_TRUE(report.cases[1].passed) << report.cases[1].failure;
    EXPECT_EQ(report.passed(), 1);
    EXPECT_EQ(report.failed(), 1);
}

// A file saved with a UTF-8 byte order mark reads as without it.
TEST(ScenarioRunner, ReadsAFileThatStartsWithAByteOrderMark) {
    std::istringstream in(
        "\xEF\xBB\xBF"
        R"(case bom
white lift e2
white release e4
expect move e2e4
end
)");
    ScenarioReport report = run_scenarios(in, "inline");
    ASSERT_EQ(report.cases.size(), 1u);
    EXPECT_TRUE(report.cases[0].passed) << report.cases[0].failure;
}

// A case whose header cannot be read fails: it would run on the defaults.
TEST(ScenarioRunner, FailsACaseWithABrokenHeader) {
    std::istringstream in(R"(case check_on_the_side_not_to_move
fen 7k/8/8/8/8/8/8/K6R w - - 0 1
white clock
expect violation 3
end
)");
    ScenarioReport report = run_scenarios(in, "inline");
    ASSERT_EQ(report.cases.size(), 1u);
    EXPECT_FALSE(report.cases[0].passed);
    EXPECT_NE(report.cases[0].failure.find("line 2"), std::string::npos);
    EXPECT_NE(report.cases[0].failure.find("bad FEN"), std::string::npos);
}

// An event line that is an error passes only where 'expect error' follows
// it: a misspelt event, or a header after the first event, would otherwise
// be skipped and the case pass on the lines around it.
TEST(ScenarioRunner, FailsACaseWithAnErrorNobodyExpected) {
    std::istringstream in(R"(case misspelt
white touch e2
white lfit e2
laws 2005
white lift e2
white release e4
expect move e2e4
end
case expected
white lfit e2
expect error
white lift e2
white release e4
expect move e2e4
end
case error_last
white lfit e2
end
)");
    ScenarioReport report = run_scenarios(in, "inline");
    ASSERT_EQ(report.cases.size(), 3u);
    EXPECT_FALSE(report.cases[0].passed);
    EXPECT_NE(report.cases[0].failure.find("line 3"), std::string::npos) << report.cases[0].failure;
    EXPECT_NE(report.cases[0].failure.find("lfit"), std::string::npos);
    EXPECT_TRUE(report.cases[1].passed) << report.cases[1].failure;
    EXPECT_FALSE(report.cases[2].passed);
    EXPECT_NE(report.cases[2].failure.find("line 17"), std::string::npos)
        << report.cases[2].failure;
}

}  // namespace
}  // namespace touchmove::io
