// Property tests over real games: every game of tests/data/pgn (and the
// bundled examples/sultan_khan.pgn, and the files of TOUCHMOVE_EXTRA_PGN_DIR
// when the build names one), turned into the events a player makes,
// completes every move with no violation, and `permitted` is always a
// subset of the legal moves, equal to them when nothing binds.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "support/files.h"
#include "support/real_games.h"
#include "touchmove/arbiter/arbiter.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/pgn.h"
#include "touchmove/chess/uci.h"
#include "touchmove/replay/move_events.h"

namespace touchmove::arbiter {
namespace {

namespace fs = std::filesystem;
using chess::Move;
using replay::events_for_move;
using replay::MoveStyle;

struct Totals {
    int games = 0;
    int moves = 0;
    int events = 0;
};

// Replays one game; returns false (after reporting) at the first problem.
bool replay(const chess::PgnGame& game, const std::string& where, Totals& totals) {
    Arbiter arbiter(ArbiterOptions{Edition::Fide2005, Mode::Observe, game.start, true});
    chess::Position pos = game.start;
    for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
        const Move m = game.moves[ply];
        MoveStyle style;
        style.remove_captured_first = ply % 2 == 0;
        style.promote_on_square = ply % 3 == 0;
        style.place_before_removing = ply % 4 == 1;
        bool completed = false;
        for (const BoardEvent& e : events_for_move(pos, m, style)) {
            auto answer = arbiter.handle(e);
            ++totals.events;
            std::string context = where + " ply " + std::to_string(ply + 1) + " (" +
                                  game.sans[ply] + "), event '" + e.to_text() + "'";
            if (!answer) {
                ADD_FAILURE() << context << ": error " << answer.error().message;
                return false;
            }
            for (const Ruling& r : answer->rulings) {
                if (r.type == RulingType::Violation) {
                    ADD_FAILURE() << context << ": violation "
                                  << article(r.clause, Edition::Fide2005);
                    return false;
                }
            }
            // permitted is a subset of the legal moves, all of them when nothing binds.
            chess::MoveList legal = chess::legal_moves(arbiter.position());
            for (const Move& p : answer->permitted) {
                if (!legal.contains(p)) {
                    ADD_FAILURE() << context << ": permitted " << chess::to_uci(p)
                                  << " is not legal";
                    return false;
                }
            }
            if (!answer->restricted_by && answer->permitted.size() != legal.size()) {
                ADD_FAILURE() << context << ": nothing binds but " << answer->permitted.size()
                              << " of " << legal.size() << " legal moves are permitted";
                return false;
            }
            if (answer->move) {
                if (answer->move->move != m) {
                    ADD_FAILURE() << context << ": completed " << answer->move->uci
                                  << ", not the game's move";
                    return false;
                }
                completed = true;
            }
        }
        if (!completed) {
            ADD_FAILURE() << where << " ply " << ply + 1 << " (" << game.sans[ply]
                          << ") was never completed";
            return false;
        }
        pos = pos.play(m);
        if (!(arbiter.position() == pos)) {
            ADD_FAILURE() << where << " ply " << ply + 1 << ": the arbiter's position "
                          << arbiter.position().to_fen() << " is not the game's " << pos.to_fen();
            return false;
        }
        ++totals.moves;
    }
    ++totals.games;
    return true;
}

Totals replay_file(const fs::path& file) {
    Totals totals;
    std::ifstream in(file, std::ios::binary);
    EXPECT_TRUE(in) << "cannot open " << file;
    chess::PgnReader reader(in);
    int failures = 0;
    while (auto game = reader.read_game()) {
        if (!game->errors.empty()) {
            ADD_FAILURE() << file << ":" << game->first_line << ": "
                          << game->errors.front().to_string();
            continue;
        }
        std::string where = file.filename().string() + ":" + std::to_string(game->first_line);
        if (!replay(*game, where, totals) && ++failures >= 5)
            break;
    }
    return totals;
}

TEST(GamesProperty, BundledGamesCompleteWithoutViolation) {
    Totals t = replay_file(test::examples_dir() / "sultan_khan.pgn");
    EXPECT_EQ(t.games, 40);
    EXPECT_GT(t.moves, 2000);
}

// The sum of replay_file() over the files.
Totals replay_files(const std::vector<fs::path>& files) {
    Totals all;
    for (const fs::path& file : files) {
        Totals t = replay_file(file);
        all.games += t.games;
        all.moves += t.moves;
        all.events += t.events;
    }
    std::printf("replayed %d games, %d moves, %d events\n", all.games, all.moves, all.events);
    return all;
}

TEST(GamesProperty, RealGamesCompleteWithoutViolation) {
    Totals all = replay_files(test::real_game_paths());
    EXPECT_EQ(all.games, test::RealGames);
    EXPECT_EQ(all.moves, test::RealGamePlies);
}

#ifdef TOUCHMOVE_EXTRA_PGN_DIR
TEST(GamesProperty, ExtraGamesCompleteWithoutViolation) {
    const auto files = test::pgn_files_in(TOUCHMOVE_EXTRA_PGN_DIR);
    ASSERT_FALSE(files.empty()) << "no .pgn files in " TOUCHMOVE_EXTRA_PGN_DIR
                                   " (TOUCHMOVE_EXTRA_PGN_DIR)";
    int expected = 0;
    for (const fs::path& file : files)
        expected += test::count_event_tags(file);
    EXPECT_EQ(replay_files(files).games, expected);
}
#endif

}  // namespace
}  // namespace touchmove::arbiter
