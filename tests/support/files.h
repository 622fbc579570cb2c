// Files the tests read.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace touchmove::test {

// The whole file, byte for byte; a file that cannot be opened fails the test.
inline std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    EXPECT_TRUE(in) << "cannot open " << path;
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// The repository's examples/ folder (sultan_khan.pgn, incident.events).
inline std::filesystem::path examples_dir() {
    return std::filesystem::path(TOUCHMOVE_TEST_DATA_DIR) / ".." / "examples";
}

}  // namespace touchmove::test
