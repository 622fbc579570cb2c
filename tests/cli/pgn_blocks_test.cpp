// The CLI cuts PGN files into blocks that threads read apart
// (apps/cli/pgn_blocks.h). Reading the blocks must give the same games,
// tags, moves and errors as reading the file in one go, wherever the reads
// end, whatever order the tags come in.
#include "pgn_blocks.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "touchmove/chess/pgn.h"

namespace touchmove::cli {
namespace {

namespace fs = std::filesystem;

// What a reader made of a text: one line per game, with the file's line
// numbers of its errors.
std::vector<std::string> summary(std::string_view text, int first_line) {
    std::vector<std::string> out;
    chess::PgnReader reader(text);
    while (auto game = reader.read_game()) {
        std::string line = "game at " + std::to_string(game->first_line + first_line - 1) + ":";
        for (const auto& [name, value] : game->tags)
            line += " [" + name + " " + value + "]";
        for (const auto& san : game->sans)
            line += " " + san;
        line += " result " + game->result;
        for (const auto& e : game->errors)
            line += " error " + std::to_string(e.line + first_line - 1) + ":" +
                    std::to_string(e.column) + " " + e.message;
        out.push_back(line);
    }
    return out;
}

// With `recycle`, each block's storage is handed back for the next, as
// work_on_blocks does.
std::vector<std::string> summary_by_blocks(const fs::path& path, std::size_t block_size,
                                           bool recycle) {
    std::vector<std::string> out;
    PgnBlockReader reader(path.string(), 0, block_size);
    while (auto block = reader.next()) {
        auto part = summary(block->text, block->first_line);
        out.insert(out.end(), part.begin(), part.end());
        if (recycle)
            reader.recycle(std::move(block->text));
    }
    return out;
}

// A random file of the shapes real files take: tags in any order (Event
// first, last or missing; FEN and SetUp before Event), blank lines inside
// tag sections, games with tags only or moves only, comments over several
// lines (some holding a line that looks like a tag pair), comments between
// games, games without a result, broken moves, CRLF line ends, and tag
// lines indented, malformed, among "%" and form-feed lines, or following a
// result on its line.
std::string random_pgn(std::mt19937& rng, int games) {
    auto one_in = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng) == 0; };
    std::string text;
    for (int g = 0; g < games; ++g) {
        std::vector<std::string> tags = {"[White \"W" + std::to_string(g) + "\"]", "[Black \"B\"]",
                                         "[Date \"2024.01.01\"]"};
        const bool from_fen = one_in(3);
        if (from_fen) {
            tags.push_back("[SetUp \"1\"]");
            tags.push_back("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]");
        }
        if (!one_in(5))
            tags.push_back("[Event \"E" + std::to_string(g) + "\"]");
        std::shuffle(tags.begin(), tags.end(), rng);
        if (!one_in(6)) {
            if (one_in(15)) {  // "1-0 [Event ...": the section starts on the line before
                while (!text.empty() && text.back() == '\n')
                    text.pop_back();
                text += ' ';
            }
            for (const auto& t : tags) {
                // Oddities the reader reads as part of a tag section.
                switch (std::uniform_int_distribution<int>(0, 40)(rng)) {
                    case 0:
                        text += "  ";  // an indented tag
                        break;
                    case 1:
                        text += "%escape\n";
                        break;
                    case 2:
                        text += "\f\n";
                        break;
                    case 3:
                        text += "[Site b]\n";  // malformed
                        break;
                    case 4:
                        text += "[ Round \"1\"]\n";
                        break;
                    default:
                        break;
                }
                text += t + "\n";
                if (one_in(10))
                    text += "\n";
            }
            text += "\n";
        }
        if (one_in(8))
            continue;  // tags only
        text += from_fen ? "1. O-O Kd7 2. Rd1+ Ke6" : "1. e4 e5 2. Nf3 Nc6";
        if (one_in(4))
            text += " {a comment\nover lines\n}";
        if (one_in(12))
            text += " {never closed\n[Event \"inside\"]\n";  // the reader ends it at the tag line
        if (one_in(10))
            text += " 3. Qz9";  // unreadable
        text += one_in(5) ? "\n\n" : " 1-0\n\n";
        if (one_in(8))
            text += "{between games\nover lines}\n";
        if (one_in(30))
            text += "{between games, never closed\n";
    }
    if (one_in(2)) {
        std::string crlf;
        for (char c : text) {
            if (c == '\n')
                crlf += '\r';
            crlf += c;
        }
        text = crlf;
    }
    return text;
}

TEST(PgnBlocks, BlocksGiveTheGamesOfTheWholeFile) {
    const fs::path dir =
        fs::temp_directory_path() / ("pgn_blocks_test_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path path = dir / "games.pgn";
    std::mt19937 rng(20261129);
    for (int round = 0; round < 150; ++round) {
        const std::string text = random_pgn(rng, 40);
        std::ofstream(path, std::ios::binary) << text;
        const auto whole = summary(text, 1);
        for (std::size_t block_size : {1, 7, 64, 100, 333, 1000, 4096}) {
            for (bool recycle : {false, true})
                ASSERT_EQ(summary_by_blocks(path, block_size, recycle), whole)
                    << "round " << round << ", reads of " << block_size << " bytes"
                    << (recycle ? ", storage recycled" : "") << ":\n"
                    << text;
        }
    }
    fs::remove_all(dir);
}

// A block's storage handed back holds the next block: the file is read
// into memory touched once, not into a fresh megabyte each block.
TEST(PgnBlocks, TheNextBlockIsReadIntoARecycledBlocksStorage) {
    const fs::path path =
        fs::temp_directory_path() / ("pgn_blocks_recycled_" + std::to_string(::getpid()));
    std::string game = "[Event \"e\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n";
    std::string text;
    for (int g = 0; g < 300; ++g)
        text += game;
    std::ofstream(path, std::ios::binary) << text;
    PgnBlockReader reader(path.string(), 0, 1024);
    std::string read;
    std::vector<const char*> storage;
    while (auto block = reader.next()) {
        read += block->text;
        storage.push_back(block->text.data());
        reader.recycle(std::move(block->text));
    }
    fs::remove(path);
    EXPECT_EQ(read, text);
    ASSERT_GT(storage.size(), 5u);
    EXPECT_TRUE(std::all_of(storage.begin(), storage.end(),
                            [&](const char* p) { return p == storage.front(); }));
}

// The cut comes before the first tag of a section, not before its Event
// tag, and before a second Event tag of one section (where the reader
// splits); never inside a game.
TEST(PgnBlocks, CutsWhereTheReaderStartsAGame) {
    EXPECT_EQ(find_block_cut("1. e4 1-0\n\n[Black \"b\"]\n[Event \"e\"]\n\n1. d4 *\n"), 11u);
    EXPECT_EQ(find_block_cut("1. e4 1-0\n[FEN \"8/8\"]\n[Event \"e\"]\n"), 10u);
    EXPECT_EQ(find_block_cut("[Event \"a\"]\n[Site \"s\"]\n[Event \"b\"]\n"), 23u);
    EXPECT_EQ(find_block_cut("[Black \"b\"]\n[Event \"e\"]\n"), 0u);  // one section: read on
    EXPECT_EQ(find_block_cut("1. e4 {see\n[1] below} e5\n"), 0u);     // no tag pair
}

// A block's lines are counted right whatever their lengths and wherever
// the text starts and ends against count_lines()'s 32-byte steps.
TEST(PgnBlocks, CountsEveryNewline) {
    std::mt19937 rng(20261130);
    for (int round = 0; round < 300; ++round) {
        std::string text(std::uniform_int_distribution<std::size_t>(0, 200)(rng), 'x');
        int expected = 0;
        for (char& c : text)
            if (std::uniform_int_distribution<int>(0, 9)(rng) == 0) {
                c = '\n';
                ++expected;
            }
        const std::size_t skip = std::min<std::size_t>(text.size(), round % 7);
        const auto view = std::string_view(text).substr(skip);
        EXPECT_EQ(count_lines(view), std::count(view.begin(), view.end(), '\n')) << round;
        EXPECT_EQ(count_lines(text), expected) << round;
    }
}

}  // namespace
}  // namespace touchmove::cli
