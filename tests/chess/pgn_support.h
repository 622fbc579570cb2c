// What the PGN tests share: reading a text or a fixture into games, and a
// visitor that records every call.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "support/files.h"
#include "support/real_games.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/pgn.h"
#include "touchmove/chess/san.h"
#include "touchmove/chess/uci.h"

namespace touchmove::chess::pgn_testing {

inline std::string fixture_path(const std::string& name) {
    return std::string(TOUCHMOVE_TEST_DATA_DIR) + "/chess/data/pgn/" + name;
}

inline std::vector<PgnGame> read_all(PgnReader& reader) {
    std::vector<PgnGame> games;
    while (auto game = reader.read_game())
        games.push_back(std::move(*game));
    return games;
}

inline std::vector<PgnGame> read_text(std::string_view text) {
    PgnReader reader(text);
    return read_all(reader);
}

inline std::vector<PgnGame> read_fixture(const std::string& name) {
    std::ifstream in(fixture_path(name), std::ios::binary);
    EXPECT_TRUE(in) << "cannot open fixture " << name;
    PgnReader reader(in);
    return read_all(reader);
}

inline std::vector<std::string> sans_of(std::string_view line) {
    std::vector<std::string> out;
    std::istringstream in{std::string(line)};
    for (std::string s; in >> s;)
        out.push_back(s);
    return out;
}

// Records every visitor call as a short string, in order.
class RecordingVisitor : public PgnVisitor {
public:
    std::vector<std::string> events;

    void begin_game(int line) override { events.push_back("game@" + std::to_string(line)); }
    void tag(std::string_view name, std::string_view value) override {
        events.push_back("tag " + std::string(name) + "=" + std::string(value));
    }
    PgnMovetext begin_movetext(const Position&) override {
        events.emplace_back("movetext");
        return PgnMovetext::Read;
    }
    void move(const Position&, Move, std::string_view san) override {
        events.push_back(std::string(san));
    }
    void variation_move(std::string_view san, int depth) override {
        events.push_back(std::string(depth, '>') + std::string(san));
    }
    void begin_variation(int depth) override { events.push_back("(" + std::to_string(depth)); }
    void end_variation(int depth) override { events.push_back(")" + std::to_string(depth)); }
    void comment(std::string_view text) override {
        events.push_back("{" + std::string(text) + "}");
    }
    void nag(int nag) override { events.push_back("$" + std::to_string(nag)); }
    void result(std::string_view result) override {
        events.push_back("result " + std::string(result));
    }
    void error(const PgnError& error) override { events.push_back("error " + error.to_string()); }
    void end_game() override { events.emplace_back("end"); }
};

inline std::vector<std::string> record(std::string_view text) {
    PgnReader reader(text);
    RecordingVisitor visitor;
    while (reader.read_game(visitor)) {
    }
    return visitor.events;
}

}  // namespace touchmove::chess::pgn_testing
