// board_bench: how much faster than a board can send them its bytes are
// decoded and arbitrated. The games of the PGN files are played on a
// simulated board (with noise, bounce and sliding), and the recorded bytes
// read back through the protocol's decoder and the Translator, as
// `touchmove board --dgt-replay` does; the rate is compared with the line's
// (9600 baud 8N1 for DGT: 960 bytes a second).
//
//   board_bench [-r ROUNDS] [--protocol dgt|millennium] FILE.pgn...
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "touchmove/chess/pgn.h"
#include "touchmove/eboard/protocol.h"
#include "touchmove/eboard/simulator.h"
#include "touchmove/eboard/translator.h"
#include "touchmove/replay/move_events.h"

using namespace touchmove;

namespace {

// One game's recording: the bytes its board sent.
std::vector<std::uint8_t> record(const chess::PgnGame& game, const eboard::Protocol& protocol,
                                 std::uint64_t seed) {
    eboard::Simulator board(protocol, game.start, {0.02, 0.05, true, seed});
    std::vector<std::uint8_t> bytes = board.picture();
    replay::MoveStyle style;
    style.press_clock = false;
    for (const auto& e : replay::events_for_game(game.start, game.moves, style)) {
        auto more = board.event(e);
        bytes.insert(bytes.end(), more.begin(), more.end());
    }
    return bytes;
}

// Reads every recording back; returns the moves made.
std::size_t read_back(const std::vector<std::vector<std::uint8_t>>& recordings,
                      const std::string& protocol_name) {
    std::size_t moves = 0;
    std::vector<eboard::Report> reports;
    for (const auto& bytes : recordings) {
        auto protocol = eboard::make_protocol(protocol_name);
        eboard::Translator translator;
        auto count = [&](const std::vector<eboard::Output>& outputs) {
            for (const auto& o : outputs)
                if (const auto* out = std::get_if<io::SessionOutput>(&o))
                    if (const auto* a = std::get_if<arbiter::Answer>(&out->result); a && a->move)
                        ++moves;
        };
        reports.clear();
        protocol->feed(bytes, reports);
        protocol->finish(reports);
        for (const auto& r : reports)
            count(translator.on_report(r, std::nullopt));
        count(translator.finish());
    }
    return moves;
}

}  // namespace

int main(int argc, char** argv) {
    int rounds = 5;
    std::string protocol_name = "dgt";
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "-r") && i + 1 < argc)
            rounds = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--protocol") && i + 1 < argc)
            protocol_name = argv[++i];
        else
            files.emplace_back(argv[i]);
    }
    auto protocol = eboard::make_protocol(protocol_name);
    if (files.empty() || !protocol) {
        std::fprintf(stderr,
                     "usage: board_bench [-r ROUNDS] [--protocol dgt|millennium] FILE.pgn...\n");
        return 2;
    }
    std::vector<std::vector<std::uint8_t>> recordings;
    std::size_t bytes = 0, plies = 0;
    for (const auto& f : files) {
        std::ifstream in(f, std::ios::binary);
        chess::PgnReader reader(in);
        while (auto game = reader.read_game()) {
            if (!game->errors.empty())
                continue;
            recordings.push_back(record(*game, *protocol, recordings.size()));
            bytes += recordings.back().size();
            plies += game->moves.size();
        }
    }
    std::vector<double> seconds;
    std::size_t moves = 0;
    for (int r = 0; r < rounds; ++r) {
        const auto start = std::chrono::steady_clock::now();
        moves = read_back(recordings, protocol_name);
        seconds.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(seconds.begin(), seconds.end());
    const double median = seconds[seconds.size() / 2];
    const double line = 1.0 / protocol->line().byte_seconds();  // bytes a second the board can send
    const double rate = static_cast<double>(bytes) / median;
    std::printf("%s: %zu games, %zu bytes, %zu of %zu moves made; median of %d rounds %.3f s\n",
                protocol_name.c_str(), recordings.size(), bytes, moves, plies, rounds, median);
    std::printf(
        "decoded and arbitrated: %.0f bytes/s; the line: %.0f bytes/s; %.0fx the line's speed\n",
        rate, line, rate / line);
    return moves == plies ? 0 : 1;
}
