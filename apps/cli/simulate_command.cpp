#include "simulate_command.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "touchmove/eboard/protocol.h"
#include "touchmove/eboard/simulator.h"
#include "touchmove/io/event_text.h"
#include "touchmove/io/json.h"
#include "touchmove/io/session.h"

namespace touchmove::cli {

namespace {

constexpr const char* Usage =
    R"(usage: touchmove simulate (--dgt | --millennium) [--garbage P] [--bounce P]
                         [--slide [--overlap P]] [--turned] [--clock left|right] [--seed N]
                         [--output FILE] [FILE]

Plays the events of one game (the text form or JSON Lines of docs/events.md,
as 'touchmove replay --emit' writes them; FILE or standard input) on a
simulated electronic board, and writes the bytes the board would send: its
whole picture first, then a message for each square that changes
(docs/boards.md). 'touchmove board --dgt-replay' reads them back. Only
lifts, releases, removals and placements reach the squares, and with
--clock the presses tip the clock's lever (a press on the side already down
moves nothing); touches, words and claims are what a board cannot see.

options:
  --dgt, --millennium  the board's protocol
  --garbage P     the chance of a few bytes of noise before each message (0)
  --bounce P      the chance that a square's sensor bounces as it changes (0)
  --slide         pieces dragged in a straight line over the squares between
  --overlap P     with --slide, the chance that a dragged piece is felt on each
                  square before the square behind it is felt empty (0)
  --turned        the board set up with Black nearest to it
  --clock SIDE    a DGT clock plugged into the board, White's player on its
                  left or right side
  --seed N        the seed of the noise (default 1)
  --output FILE   write the bytes to FILE (default: standard output)
  -h, --help      show this help

Exit status: 0, 1 when a line of the events cannot be read or its event
cannot happen on the board (or it is a header after the first event, or a
bad FEN), 2 on a usage or I/O error.

example:
  touchmove replay --emit events game.pgn | touchmove simulate --dgt --slide > game.dgt
  touchmove board --dgt-replay game.dgt
)";

struct Options {
    std::string protocol;
    eboard::Noise noise;
    bool turned = false;
    std::optional<eboard::ClockSide> clock;
    std::string output;
    std::string input = "-";
    bool overlap_given = false;
};

std::optional<double> chance(const std::string& text) {
    char* end = nullptr;
    const double p = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || !(p >= 0 && p <= 1))
        return std::nullopt;
    return p;
}

std::optional<int> parse_options(int argc, char** argv, Options& o) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "-h" || a == "--help") {
            std::fputs(Usage, stdout);
            return 0;
        }
        if (a.starts_with("--") && eboard::make_protocol(a.substr(2))) {
            o.protocol = a.substr(2);
        } else if (a == "--slide") {
            o.noise.slide = true;
        } else if (a == "--turned") {
            o.turned = true;
        } else if (a == "--clock") {
            const std::string_view side = i + 1 < argc ? argv[i + 1] : "";
            if (side != "left" && side != "right") {
                std::fprintf(stderr, "touchmove simulate: --clock takes left or right\n");
                return 2;
            }
            o.clock = side == "left" ? eboard::ClockSide::Left : eboard::ClockSide::Right;
            ++i;
        } else if (a == "--garbage" || a == "--bounce" || a == "--overlap" || a == "--seed" ||
                   a == "--output") {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "touchmove simulate: %s needs a value\n", argv[i]);
                return 2;
            }
            const std::string value = argv[++i];
            if (a == "--output") {
                o.output = value;
            } else if (a == "--seed") {
                char* end = nullptr;
                o.noise.seed = std::strtoull(value.c_str(), &end, 10);
                if (value.empty() || *end != '\0') {
                    std::fprintf(stderr, "touchmove simulate: --seed takes a number, not '%s'\n",
                                 value.c_str());
                    return 2;
                }
            } else if (auto p = chance(value)) {
                (a == "--garbage"  ? o.noise.garbage
                 : a == "--bounce" ? o.noise.bounce
                                   : o.noise.overlap) = *p;
                o.overlap_given = o.overlap_given || a == "--overlap";
            } else {
                std::fprintf(stderr,
                             "touchmove simulate: %s takes a chance from 0 to 1, not '%s'\n",
                             argv[i], value.c_str());
                return 2;
            }
        } else if (a.size() > 1 && a[0] == '-') {
            std::fprintf(stderr, "touchmove simulate: unknown option '%s'\n%s", argv[i], Usage);
            return 2;
        } else {
            o.input = a;
        }
    }
    if (o.protocol.empty()) {
        std::fprintf(stderr, "touchmove simulate: say which board: --dgt or --millennium\n%s",
                     Usage);
        return 2;
    }
    if (o.overlap_given && !o.noise.slide) {
        std::fprintf(stderr,
                     "touchmove simulate: --overlap goes with --slide (only a dragged piece "
                     "overlaps)\n");
        return 2;
    }
    return std::nullopt;
}

// The events of the input, and its start position; a line that cannot be
// read, or an event that cannot happen on the board (as the arbiter sees
// it), stops with its error: the recording would not show the game.
std::optional<std::pair<chess::Position, std::vector<arbiter::BoardEvent>>> read_game(
    std::istream& in, const std::string& name) {
    io::Session session;
    std::vector<arbiter::BoardEvent> events;
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        const bool json = io::looks_like_json(line);
        auto parsed = json ? io::parse_json_line(line, n) : io::parse_event_line(line, n);
        if (parsed && std::holds_alternative<io::Header>(*parsed) && !events.empty()) {
            std::fprintf(stderr,
                         "touchmove simulate: %s:%d: a header after the first event: "
                         "one game a recording\n",
                         name.c_str(), n);
            return std::nullopt;
        }
        const auto out = session.feed(parsed, n, json ? std::string_view() : line);
        if (out && out->is_error()) {
            const auto& error = std::get<io::LineError>(out->result);
            std::fprintf(stderr, "touchmove simulate: %s:%d:%d: %s\n", name.c_str(), n,
                         error.column, error.message.c_str());
            return std::nullopt;
        }
        if (const auto* e = parsed ? std::get_if<arbiter::BoardEvent>(&*parsed) : nullptr)
            events.push_back(*e);
    }
    return std::pair{session.options().start, std::move(events)};
}

}  // namespace

int run_simulate(int argc, char** argv) {
    Options o;
    if (auto exit_code = parse_options(argc, argv, o))
        return *exit_code;
    std::ifstream file;
    if (o.input != "-") {
        file.open(o.input);
        if (!file) {
            std::fprintf(stderr, "touchmove simulate: cannot open '%s'\n", o.input.c_str());
            return 2;
        }
    }
    auto game = read_game(o.input == "-" ? std::cin : file, o.input == "-" ? "<stdin>" : o.input);
    if (!game)
        return 1;
    auto protocol = eboard::make_protocol(o.protocol);
    if (o.clock && protocol->encode_clock(*o.clock).empty()) {
        std::fprintf(stderr, "touchmove simulate: a %s board has no clock\n", o.protocol.c_str());
        return 2;
    }
    eboard::Simulator board(*protocol, game->first, o.noise, o.turned, o.clock);
    std::vector<std::uint8_t> bytes = board.picture();
    for (const arbiter::BoardEvent& e : game->second) {
        auto more = board.event(e);
        bytes.insert(bytes.end(), more.begin(), more.end());
    }
    std::ofstream out_file;
    if (!o.output.empty()) {
        out_file.open(o.output, std::ios::binary | std::ios::trunc);
        if (!out_file) {
            std::fprintf(stderr, "touchmove simulate: cannot write '%s'\n", o.output.c_str());
            return 2;
        }
    }
    std::ostream& out = o.output.empty() ? std::cout : out_file;
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    out.flush();
    return out ? 0 : 2;
}

}  // namespace touchmove::cli
