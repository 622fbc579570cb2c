// Property tests over real games: every game of ../shared/data/pgn (and the
// bundled examples/sultan_khan.pgn), turned into the events a player makes,
// completes every move with no violation, and `permitted` is always a
// subset of the legal moves, equal to them when nothing binds.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "touchmove/arbiter/arbiter.h"
#include "touchmove/arbiter/move_events.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/pgn.h"
#include "touchmove/chess/uci.h"

namespace touchmove::arbiter {
namespace {

namespace fs = std::filesystem;
using chess::Move;

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
    Totals t =
        replay_file(fs::path(TOUCHMOVE_TEST_DATA_DIR) / ".." / "examples" / "sultan_khan.pgn");
    EXPECT_EQ(t.games, 40);
    EXPECT_GT(t.moves, 2000);
}

TEST(GamesProperty, SharedGamesCompleteWithoutViolation) {
    fs::path dir = fs::path(TOUCHMOVE_SHARED_DIR) / "data" / "pgn";
    if (!fs::exists(dir))
        GTEST_SKIP() << "no shared data at " << dir << "; the bundled games are tested instead";
    Totals all;
    for (const char* name : {"Carlsen.pgn", "Kasparov.pgn", "mir_khan.pgn", "twic0920.pgn"}) {
        Totals t = replay_file(dir / name);
        all.games += t.games;
        all.moves += t.moves;
        all.events += t.events;
    }
    EXPECT_EQ(all.games, 7363);
    std::printf("replayed %d games, %d moves, %d events\n", all.games, all.moves, all.events);
}

}  // namespace
}  // namespace touchmove::arbiter
