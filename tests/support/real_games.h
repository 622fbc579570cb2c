// The real games the tests read: tests/data/pgn, a fixed selection of 372
// games from four collections (tests/data/README.md says which and where
// from), and the PGN files of TOUCHMOVE_EXTRA_PGN_DIR when the build names
// such a folder (tests/CMakeLists.txt).
#pragma once

#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace touchmove::test {

struct GameFile {
    const char* name;
    int games;  // lines starting "[Event " (grep -c), as pgn-extract counts them too
};

// The files of tests/data/pgn and how many games each holds.
inline constexpr GameFile RealGameFiles[] = {
    {"Carlsen.pgn", 143},
    {"Kasparov.pgn", 106},
    {"mir_khan.pgn", 10},
    {"twic0920.pgn", 113},
};
inline constexpr int RealGames = 143 + 106 + 10 + 113;
// Their moves (plies), as pgn-extract 19.04 counts them: the move tokens of
// `pgn-extract -s -Wuci --notags -w100000 FILE`, 13,821 + 7,837 + 835 + 9,242.
inline constexpr int RealGamePlies = 31'735;

inline std::filesystem::path real_games_dir() {
    return std::filesystem::path(TOUCHMOVE_TEST_DATA_DIR) / "data" / "pgn";
}

inline std::vector<std::filesystem::path> real_game_paths() {
    std::vector<std::filesystem::path> paths;
    for (const GameFile& f : RealGameFiles)
        paths.push_back(real_games_dir() / f.name);
    return paths;
}

// The *.pgn files of a folder, sorted; empty when there are none or the
// folder cannot be read.
inline std::vector<std::filesystem::path> pgn_files_in(const std::filesystem::path& dir) {
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
        if (entry.path().extension() == ".pgn")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

// The number of lines that start with "[Event " in a file: a count of its
// games that does not depend on the PGN reader.
inline int count_event_tags(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    int n = 0;
    for (std::string line; std::getline(in, line);)
        n += line.rfind("[Event ", 0) == 0;
    return n;
}

}  // namespace touchmove::test
