// catch_up_bench: what a client catching up on a game costs the server. A
// client that connects with `since` 0 gets an answer for every event of the
// game (server::answers_since: the game rebuilt from its log, each answer
// rendered with the board's members); the server's one thread does nothing
// else meanwhile. Each game of the PGN files is played as board events; the
// bench prints the time for all the games and the longest single catch-up.
//
//   catch_up_bench [-r ROUNDS] FILE.pgn...
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "touchmove/chess/pgn.h"
#include "touchmove/replay/move_events.h"
#include "touchmove/server/exports.h"

using namespace touchmove;

namespace {

using Clock = std::chrono::steady_clock;

// A game's log as the server keeps it: its events in the text form, a
// second apart.
std::vector<server::LogEntry> log_of(const chess::PgnGame& game) {
    std::vector<server::LogEntry> log;
    for (const auto& e : replay::events_for_game(game.start, game.moves)) {
        const auto t = static_cast<std::int64_t>(log.size()) * 1000;
        log.push_back(server::LogEntry{server::LogEntry::Kind::Event, e.side, t, e.to_text()});
    }
    return log;
}

}  // namespace

int main(int argc, char** argv) {
    int rounds = 3;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "-r") && i + 1 < argc)
            rounds = std::max(1, std::atoi(argv[++i]));
        else
            files.emplace_back(argv[i]);
    }
    if (files.empty()) {
        std::fprintf(stderr, "usage: catch_up_bench [-r ROUNDS] FILE.pgn...\n");
        return 2;
    }
    std::vector<std::vector<server::LogEntry>> logs;
    for (const std::string& f : files) {
        std::ifstream in(f);
        chess::PgnReader reader(in);
        while (auto game = reader.read_game())
            if (game->errors.empty() && game->start == chess::Position::initial())
                logs.push_back(log_of(*game));
    }
    std::sort(logs.begin(), logs.end(),
              [](const auto& a, const auto& b) { return a.size() > b.size(); });
    if (logs.empty()) {
        std::fprintf(stderr, "catch_up_bench: no games in the PGN files\n");
        return 2;
    }

    server::GameSettings settings;
    settings.mode = arbiter::Mode::Observe;
    double best_all = 1e300, best_longest = 1e300;
    std::size_t answers = 0, bytes = 0, longest_bytes = 0;
    for (int r = 0; r < rounds; ++r) {
        answers = bytes = 0;
        const auto start = Clock::now();
        for (std::size_t g = 0; g < logs.size(); ++g) {
            const auto game_start = Clock::now();
            const auto out = server::answers_since(settings, logs[g], 0, io::Language::English);
            const double ms =
                std::chrono::duration<double, std::milli>(Clock::now() - game_start).count();
            answers += out.size();
            std::size_t game_bytes = 0;
            for (const std::string& a : out)
                game_bytes += a.size();
            bytes += game_bytes;
            if (g == 0) {  // the longest game
                best_longest = std::min(best_longest, ms);
                longest_bytes = game_bytes;
            }
        }
        best_all = std::min(
            best_all, std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    std::printf(
        "%zu games, %zu answers, %.1f MB: %.0f ms in all (best of %d rounds), %.1f us an answer\n",
        logs.size(), answers, static_cast<double>(bytes) / 1e6, best_all, rounds,
        1e3 * best_all / static_cast<double>(answers));
    std::printf("the longest game (%zu events): %.2f ms, %.2f MB of answers\n", logs[0].size(),
                best_longest, static_cast<double>(longest_bytes) / 1e6);
    return 0;
}
