// touchmove: the command line. Each subcommand lives in its own file, `check`
// beside `arbitrate` in arbitrate_command.cpp; this one only dispatches (and
// answers `help`).
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string_view>

#include "arbitrate_command.h"
#include "board_command.h"
#include "perft_command.h"
#include "pgn_check_command.h"
#include "replay_command.h"
#include "serve_command.h"
#include "simulate_command.h"

namespace {

constexpr const char* Usage = R"(usage: touchmove COMMAND [ARGS...]

touchmove arbitrates the physical act of moving chess pieces (FIDE Laws,
Article 4) on top of a complete chess rules core.

commands:
  arbitrate [FILE]    answer board events (text or JSON Lines) with rulings
  board SOURCE        arbitrate a game on a DGT or Millennium electronic board
  check FILE...       run scenario files (cases with expected answers)
  perft FEN DEPTH     count the legal move tree (perft) from a position
  pgn-check FILE...   validate every game of PGN files
  replay FILE...      replay the games as board events through the arbiter,
                      optionally with planted touch-move violations
  serve               play games over HTTP and WebSocket (a web board's server)
  simulate            the bytes an electronic board would send for a game's events
  help [COMMAND]      show help for touchmove or one command

Run 'touchmove COMMAND --help' for a command's options, 'touchmove --version'
for the version. Exit status: 0 on success, 1 when the input had errors (or
a check failed), 2 on a usage or input/output error.
)";

struct Command {
    std::string_view name;
    int (*run)(int, char**);
};

// clang-format off
constexpr Command Commands[] = {
    {"arbitrate", touchmove::cli::run_arbitrate},
    {"board", touchmove::cli::run_board},
    {"check", touchmove::cli::run_check},
    {"perft", touchmove::cli::run_perft},
    {"pgn-check", touchmove::cli::run_pgn_check},
    {"replay", touchmove::cli::run_replay},
    {"serve", touchmove::cli::run_serve},
    {"simulate", touchmove::cli::run_simulate},
};
// clang-format on

const Command* find(std::string_view name) {
    for (const Command& c : Commands)
        if (c.name == name)
            return &c;
    return nullptr;
}

// The command's exit status, or 2 when its output could not all be written
// (a full disk, a closed pipe with SIGPIPE ignored): output lost is an error.
int finish(int status) {
    std::cout.flush();
    const bool lost = !std::cout || std::fflush(stdout) != 0 || std::ferror(stdout);
    if (lost) {
        std::fprintf(stderr, "touchmove: cannot write the output: %s\n", std::strerror(errno));
        return 2;
    }
    return status;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fputs(Usage, stderr);
        return 2;
    }
    std::string_view name = argv[1];
    if (name == "-h" || name == "--help") {
        std::fputs(Usage, stdout);
        return 0;
    }
    if (name == "--version") {
        std::puts("touchmove " TOUCHMOVE_VERSION);
        return 0;
    }
    if (name == "help") {
        if (argc < 3 || std::string_view(argv[2]) == "help") {
            std::fputs(Usage, stdout);
            return finish(0);
        }
        if (argc > 3) {
            std::fprintf(stderr, "touchmove: help takes one command\n");
            return 2;
        }
        const Command* c = find(argv[2]);
        if (!c) {
            std::fprintf(stderr, "touchmove: unknown command '%s'\n", argv[2]);
            return 2;
        }
        char help[] = "--help";
        char* args[] = {argv[2], help, nullptr};
        return finish(c->run(2, args));
    }
    const Command* c = find(name);
    if (!c) {
        std::fprintf(stderr, "touchmove: unknown command '%s'\n\n%s", argv[1], Usage);
        return 2;
    }
    return finish(c->run(argc - 1, argv + 1));
}
