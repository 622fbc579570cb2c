// The arbiter's cases: the scenario files of tests/arbiter/scenarios and
// the event contract's examples, tests/data/contract_examples.tm, run in
// strict mode by the scenario runner of the io layer.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "touchmove/io/scenario.h"

namespace touchmove::io {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> scenario_files() {
    std::vector<std::string> files;
    fs::path dir = fs::path(TOUCHMOVE_TEST_DATA_DIR) / "arbiter" / "scenarios";
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec))
        if (entry.path().extension() == ".tm")
            files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    // Named, not searched for: a missing file fails its test.
    files.push_back((fs::path(TOUCHMOVE_TEST_DATA_DIR) / "data" / "contract_examples.tm").string());
    return files;
}

class Scenario : public testing::TestWithParam<std::string> {};

TEST_P(Scenario, EveryCasePasses) {
    std::ifstream in(GetParam());
    ASSERT_TRUE(in) << "cannot open " << GetParam();
    ScenarioReport report = run_scenarios(in, GetParam(), ScenarioOptions{.strict = true});
    for (const auto& e : report.errors)
        ADD_FAILURE() << e;
    for (const auto& c : report.cases)
        if (!c.passed)
            ADD_FAILURE() << GetParam() << ":" << c.line << ": " << c.id << ": " << c.failure;
    EXPECT_GT(report.cases.size(), 0u);
}

std::string test_name(const testing::TestParamInfo<std::string>& info) {
    std::string name = fs::path(info.param).stem().string();
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Files, Scenario, testing::ValuesIn(scenario_files()), test_name);

}  // namespace
}  // namespace touchmove::io
