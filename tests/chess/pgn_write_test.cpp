// Writing PGN, and reading back what was written.
#include "pgn_support.h"

namespace touchmove::chess {
namespace {

using namespace pgn_testing;
using test::read_file;

// Written PGN read back as one game without error, after checking that no
// line of it passes 79 columns (the export format's limit).
std::vector<PgnGame> read_back_within_79_columns(const std::string& pgn) {
    std::istringstream lines(pgn);
    for (std::string line; std::getline(lines, line);)
        EXPECT_LE(line.size(), 79u) << line;
    auto back = read_text(pgn);
    EXPECT_EQ(back.size(), 1u);
    for (const PgnGame& game : back)
        EXPECT_TRUE(game.errors.empty());
    return back;
}

TEST(PgnWriter, WritesTheSevenTagRosterFirstThenOtherTags) {
    Game game;
    ASSERT_TRUE(game.play_san("e4"));
    ASSERT_TRUE(game.play_san("e5"));
    std::string pgn = write_pgn(game, {{"ECO", "C20"},
                                       {"White", "Carlsen, Magnus"},
                                       {"Event", "Test \"quoted\" \\ event"},
                                       {"Result", "1/2-1/2"}});
    EXPECT_EQ(pgn,
              "[Event \"Test \\\"quoted\\\" \\\\ event\"]\n"
              "[Site \"?\"]\n"
              "[Date \"????.??.??\"]\n"
              "[Round \"?\"]\n"
              "[White \"Carlsen, Magnus\"]\n"
              "[Black \"?\"]\n"
              "[Result \"1/2-1/2\"]\n"
              "[ECO \"C20\"]\n"
              "\n"
              "1. e4 e5 1/2-1/2\n");
}

TEST(PgnWriter, TakesTheResultFromTheOutcomeWhenNoTagGivesOne) {
    Game game;
    for (const char* san : {"f3", "e5", "g4", "Qh4#"})
        ASSERT_TRUE(game.play_san(san));
    std::string pgn = write_pgn(game);
    EXPECT_NE(pgn.find("[Result \"0-1\"]"), std::string::npos);
    EXPECT_NE(pgn.find("1. f3 e5 2. g4 Qh4# 0-1\n"), std::string::npos);
    EXPECT_NE(write_pgn(Game()).find("\n\n*\n"), std::string::npos);
}

TEST(PgnWriter, WrapsLinesAt79ColumnsAndRoundTrips) {
    auto games = read_fixture("escaped_tag_values.pgn");
    ASSERT_EQ(games.size(), 1u);
    auto back = read_back_within_79_columns(write_pgn(games[0]));
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(back[0].moves, games[0].moves);
    EXPECT_EQ(back[0].tags, games[0].tags);
    EXPECT_EQ(back[0].result, "1-0");
}

TEST(PgnWriter, WritesCommentsAfterTheirMovesAndReadsBackTheSameMoves) {
    Game game;
    for (const char* san : {"e4", "e5", "Nf3"})
        ASSERT_TRUE(game.play_san(san));
    std::string pgn =
        write_pgn(game, {}, {{0, "before"}, {1, "4.3a: White touched {g1} first."}, {3, "end"}});
    EXPECT_NE(pgn.find("{before} 1. e4 {4.3a: White touched {g1) first.} 1... e5 2. Nf3 {end} *"),
              std::string::npos)
        << pgn;
    // A long comment wraps like the moves.
    std::string long_text(30, 'x');
    for (int i = 0; i < 5; ++i)
        long_text += " " + std::string(30, 'y');
    auto back = read_back_within_79_columns(write_pgn(game, {}, {{2, long_text}}));
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(back[0].moves, game.moves());
}

TEST(PgnWriter, WritesSetUpAndFenForAGameFromAPosition) {
    auto games = read_fixture("fen_setup_start.pgn");
    ASSERT_EQ(games.size(), 1u);
    std::string pgn = write_pgn(games[0]);
    EXPECT_NE(pgn.find("[SetUp \"1\"]\n[FEN \"7k/8/6K1/8/8/8/8/R7 b - - 0 40\"]\n"),
              std::string::npos);
    EXPECT_NE(pgn.find("\n40... Kg8 41. Ra8# 1-0\n"), std::string::npos) << pgn;
    auto back = read_text(pgn);
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(back[0].moves, games[0].moves);
    EXPECT_EQ(back[0].start, games[0].start);

    EXPECT_EQ(write_pgn(Game()).find("FEN"), std::string::npos);
}

TEST(PgnWriter, RoundTripsChess960) {
    auto games = read_fixture("chess960_castling.pgn");
    ASSERT_EQ(games.size(), 2u);
    for (const auto& g : games) {
        std::string pgn = write_pgn(g);
        EXPECT_NE(pgn.find("[Variant \"Chess960\"]"), std::string::npos);
        auto back = read_text(pgn);
        ASSERT_EQ(back.size(), 1u);
        ASSERT_TRUE(back[0].errors.empty()) << back[0].errors[0].to_string() << "\n" << pgn;
        EXPECT_EQ(back[0].moves, g.moves);
    }
}

}  // namespace
}  // namespace touchmove::chess
