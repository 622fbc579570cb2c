// Perft test data: reading the suites that perft_test and perft_slow_test
// run, and checking perft() against their counts.
//
// Two formats are read. EPD suites (perftsuite.epd) have one position a line,
// "FEN ;D1 20 ;D2 400 ...". Perft files (python-chess's tricky.perft and the
// project's data/perft.txt, data/chess960.perft) have blocks of "id NAME",
// "epd FEN" and "perft DEPTH NODES" lines. A line that cannot be read becomes
// a case with an error, so that a broken data file fails a test instead of
// silently shrinking the suite.
#pragma once

#include <gtest/gtest.h>

#include <cctype>
#include <charconv>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "touchmove/chess/perft.h"
#include "touchmove/chess/position.h"

namespace touchmove::chess::perft_suite {

// Entries whose expected node count is at most this run in the fast
// program; larger ones in perft_slow_test.
constexpr std::uint64_t FastNodeBudget = 5'000'000;

struct Count {
    int depth;
    std::uint64_t nodes;
};

struct Case {
    std::string name;    // a test-name-safe identifier, unique within a suite
    std::string origin;  // "file:line", for failure messages
    std::string fen;
    CastlingMode mode = CastlingMode::Standard;
    std::vector<Count> counts;
    std::string error;  // set when the data could not be read
};

// Returns the text with every character that gtest does not allow in a
// parameter name replaced by '_'.
inline std::string safe_name(std::string_view text) {
    std::string out;
    for (char c : text)
        out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    return out;
}

inline std::optional<std::uint64_t> parse_u64(std::string_view text) {
    std::uint64_t value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return value;
}

inline std::string trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return std::string(s);
}

// Reads "FEN ;D1 n ;D2 n ..." lines; `prefix` starts each case's name.
inline std::vector<Case> read_epd_suite(const std::filesystem::path& path, std::string_view prefix,
                                        CastlingMode mode = CastlingMode::Standard) {
    std::vector<Case> cases;
    std::ifstream in(path);
    if (!in) {
        cases.push_back({std::string(prefix) + "_unreadable",
                         path.string(),
                         "",
                         mode,
                         {},
                         "cannot open " + path.string()});
        return cases;
    }
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (trim(line).empty() || trim(line)[0] == '#')
            continue;
        Case c;
        c.name = std::string(prefix) + "_line_" + std::to_string(number);
        c.origin = path.filename().string() + ":" + std::to_string(number);
        c.mode = mode;
        std::size_t semicolon = line.find(';');
        c.fen = trim(std::string_view(line).substr(0, semicolon));
        while (semicolon != std::string::npos) {
            std::size_t next = line.find(';', semicolon + 1);
            std::string field =
                trim(std::string_view(line).substr(semicolon + 1, next - semicolon - 1));
            semicolon = next;
            std::istringstream fs(field);
            std::string depth_text, nodes_text, rest;
            fs >> depth_text >> nodes_text >> rest;
            auto depth = depth_text.size() >= 2 && depth_text[0] == 'D'
                             ? parse_u64(std::string_view(depth_text).substr(1))
                             : std::nullopt;
            auto nodes = parse_u64(nodes_text);
            if (!depth || !nodes || !rest.empty()) {
                c.error = "cannot read '" + field + "'";
                break;
            }
            c.counts.push_back({static_cast<int>(*depth), *nodes});
        }
        if (c.counts.empty() && c.error.empty())
            c.error = "no node counts";
        cases.push_back(std::move(c));
    }
    return cases;
}

// Reads "id" / "epd" / "perft D N" blocks.
inline std::vector<Case> read_perft_file(const std::filesystem::path& path,
                                         CastlingMode mode = CastlingMode::Standard) {
    std::vector<Case> cases;
    std::ifstream in(path);
    if (!in) {
        cases.push_back({safe_name(path.filename().string()) + "_unreadable",
                         path.string(),
                         "",
                         mode,
                         {},
                         "cannot open " + path.string()});
        return cases;
    }
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        std::string text = trim(line);
        if (text.empty() || text[0] == '#')
            continue;
        std::size_t space = text.find(' ');
        std::string key = text.substr(0, space);
        std::string value = space == std::string::npos ? "" : trim(text.substr(space + 1));
        std::string origin = path.filename().string() + ":" + std::to_string(number);
        if (key == "id") {
            Case c;
            c.name = safe_name(value);
            c.origin = origin;
            c.mode = mode;
            cases.push_back(std::move(c));
            continue;
        }
        if (cases.empty()) {
            cases.push_back({"line_" + std::to_string(number),
                             origin,
                             "",
                             mode,
                             {},
                             "'" + key + "' before the first 'id'"});
            continue;
        }
        Case& c = cases.back();
        if (key == "epd") {
            c.fen = value;
        } else if (key == "perft") {
            std::istringstream vs(value);
            std::string depth_text, nodes_text, rest;
            vs >> depth_text >> nodes_text >> rest;
            auto depth = parse_u64(depth_text);
            auto nodes = parse_u64(nodes_text);
            if (!depth || !nodes || !rest.empty()) {
                c.error = origin + ": cannot read '" + text + "'";
            } else {
                c.counts.push_back({static_cast<int>(*depth), *nodes});
            }
        } else {
            c.error = origin + ": unknown line '" + text + "'";
        }
    }
    for (Case& c : cases)
        if (c.error.empty() && (c.fen.empty() || c.counts.empty()))
            c.error = c.origin + ": a case needs an 'epd' line and at least one 'perft' line";
    return cases;
}

inline std::filesystem::path test_data_dir() {
    return std::filesystem::path(TOUCHMOVE_TEST_DATA_DIR) / "chess" / "data";
}

// The project's own fixture: standard positions and the Chess960 ones.
inline std::vector<Case> project_cases() {
    std::vector<Case> cases = read_perft_file(test_data_dir() / "perft.txt");
    for (Case& c : read_perft_file(test_data_dir() / "chess960.perft", CastlingMode::Chess960)) {
        c.name = "chess960_" + c.name;
        cases.push_back(std::move(c));
    }
    return cases;
}

// The published suites in tests/data/perft: perftsuite.epd and tricky.perft
// (tests/data/README.md). A missing file is a case with an error.
inline std::vector<Case> suite_cases() {
    const std::filesystem::path dir =
        std::filesystem::path(TOUCHMOVE_TEST_DATA_DIR) / "data" / "perft";
    std::vector<Case> cases = read_epd_suite(dir / "perftsuite.epd", "perftsuite");
    for (Case& c : read_perft_file(dir / "tricky.perft")) {
        c.name = "tricky_" + c.name;
        cases.push_back(std::move(c));
    }
    return cases;
}

// Returns the cases that have at least one count within (fast) or above
// (slow) the budget.
inline std::vector<Case> select(std::vector<Case> cases, bool fast) {
    std::vector<Case> out;
    for (Case& c : cases) {
        bool keep = !c.error.empty() && fast;  // report broken data once, in the fast program
        for (const Count& n : c.counts)
            keep = keep || ((n.nodes <= FastNodeBudget) == fast);
        if (keep)
            out.push_back(std::move(c));
    }
    return out;
}

// Checks perft() against every count of the case within the budget (fast)
// or above it (slow); a case must have at least one.
inline void expect_counts(const Case& c, bool fast) {
    ASSERT_TRUE(c.error.empty()) << c.origin << ": " << c.error;
    auto pos = Position::from_fen(c.fen, c.mode);
    ASSERT_TRUE(pos) << c.origin << ": " << c.fen << ": " << pos.error().to_string();
    int run = 0;
    for (const auto& [depth, nodes] : c.counts) {
        if ((nodes <= FastNodeBudget) != fast)
            continue;
        EXPECT_EQ(perft(*pos, depth), nodes) << c.origin << ": " << c.fen << " depth " << depth;
        ++run;
    }
    EXPECT_GT(run, 0);
}

// A case's name as the name of its test.
inline std::string param_name(const testing::TestParamInfo<Case>& info) {
    return info.param.name;
}

// Lets gtest print a case as its origin and FEN rather than as bytes.
inline void PrintTo(const Case& c, std::ostream* os) {
    *os << c.origin << " " << c.fen;
}

}  // namespace touchmove::chess::perft_suite
