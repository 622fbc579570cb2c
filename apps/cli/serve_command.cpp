#include "serve_command.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "board_feed.h"
#include "touchmove/server/server.h"

namespace touchmove::cli {

namespace {

constexpr const char* Usage =
    R"(usage: touchmove serve [--port N] [--db FILE] [--host ADDR] [--web DIR]
                       [--board SOURCE [--laws 2005|2023] [--fen FEN] [--settle MS]]

Plays games between people over HTTP and WebSocket on one port, every event
judged by the arbiter (docs/server.md), and serves the web board: open the
address it prints in a browser to create a game. Games are kept in the
SQLite file FILE: after a restart every game goes on from its last
acknowledged event. Stops on SIGINT or SIGTERM.

options:
  --port N      the port to listen on (default 8080; 0: any free port)
  --db FILE     the SQLite file of the games (default touchmove.db)
  --host ADDR   the address to listen on (default 127.0.0.1, this machine only)
  --web DIR     the built web board (default: web/dist of the source tree,
                which scripts/setup builds); without its index.html, the
                API alone, with a note on the standard error (a DIR that
                is not a folder is an error)
  --board SOURCE  a game fed by an electronic board, for anyone to watch:
                dgt:DEVICE, millennium:DEVICE, or a recording,
                dgt-replay:FILE or millennium-replay:FILE (docs/boards.md);
                its address is printed; its game follows --laws (2005
                by default or 2023) and starts from --fen, and --settle
                is as in 'touchmove board'
  -h, --help    show this help

Exit status: 0 once stopped, 2 on a usage error or when it cannot start (the
database, --web, the address or the port).

example:
  touchmove serve --port 8080 --db games.db
  curl -X POST localhost:8080/api/games -d '{"clock": {"initial": 300, "increment": 3}}'
)";

// Whether DIR holds a web board: its page, index.html, is what GET / serves.
bool has_web_board(const std::string& dir) {
    std::error_code ec;
    return std::filesystem::is_regular_file(std::filesystem::path(dir) / "index.html", ec);
}

}  // namespace

int run_serve(int argc, char** argv) {
    server::ServerOptions options;
    bool web_given = false;
    std::optional<BoardSource> board;
    eboard::TranslatorOptions board_game;
    bool board_game_given = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        const bool has_value = i + 1 < argc;
        if (a == "-h" || a == "--help") {
            std::fputs(Usage, stdout);
            return 0;
        }
        if ((a == "--port" || a == "--db" || a == "--host" || a == "--web" || a == "--board" ||
             is_board_game_option(a)) &&
            !has_value) {
            std::fprintf(stderr, "touchmove serve: %s needs a value\n%s", argv[i], Usage);
            return 2;
        }
        if (a == "--port") {
            const std::string value = argv[++i];
            char* end = nullptr;
            const long port = std::strtol(value.c_str(), &end, 10);
            if (value.empty() || *end != '\0' || port < 0 || port > 65535) {
                std::fprintf(stderr, "touchmove serve: --port takes 0 to 65535, not '%s'\n",
                             value.c_str());
                return 2;
            }
            options.port = static_cast<unsigned short>(port);
        } else if (a == "--db") {
            options.db = argv[++i];
        } else if (a == "--host") {
            options.host = argv[++i];
        } else if (a == "--board") {
            board = parse_board_source(argv[++i]);
            if (!board) {
                std::fprintf(stderr,
                             "touchmove serve: --board takes dgt:DEVICE, millennium:DEVICE, "
                             "dgt-replay:FILE or millennium-replay:FILE, not '%s'\n",
                             argv[i]);
                return 2;
            }
        } else if (a == "--web") {
            options.web = argv[++i];
            web_given = true;
        } else if (is_board_game_option(a)) {
            if (auto error = set_board_game_option(a, argv[++i], board_game)) {
                std::fprintf(stderr, "touchmove serve: %s\n", error->c_str());
                return 2;
            }
            board_game_given = true;
        } else {
            std::fprintf(stderr, "touchmove serve: unknown argument '%s'\n%s", argv[i], Usage);
            return 2;
        }
    }
    if (board_game_given && !board) {
        std::fprintf(stderr, "touchmove serve: --laws, --fen and --settle go with --board\n");
        return 2;
    }
    if (!web_given) {
        if (has_web_board(TOUCHMOVE_WEB_DIR))
            options.web = TOUCHMOVE_WEB_DIR;
        else
            std::fprintf(stderr,
                         "touchmove serve: the web board is not built (%s; scripts/setup "
                         "builds it): serving the API alone\n",
                         TOUCHMOVE_WEB_DIR);
    } else if (std::error_code ec;
               std::filesystem::is_directory(options.web, ec) && !has_web_board(options.web)) {
        // A folder that is not there stays an error of Server::open.
        std::fprintf(stderr,
                     "touchmove serve: no web board in '%s' (no index.html): serving the API "
                     "alone\n",
                     options.web.c_str());
        options.web.clear();
    }
    // SIGINT and SIGTERM stop the server: a thread waits for them, so that
    // nothing runs in a signal handler. They are blocked before any thread
    // starts (the store's among them), so that every thread inherits the mask.
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);
    auto server = server::Server::open(options);
    if (!server) {
        std::fprintf(stderr, "touchmove serve: %s\n", server.error().c_str());
        return 2;
    }
    std::thread waiter([&] {
        int signal = 0;
        sigwait(&signals, &signal);
        (*server)->stop();
    });
    const std::string address = "http://" + options.host + ":" + std::to_string((*server)->port());
    std::printf("touchmove serve: listening on %s/ (games kept in %s)\n", address.c_str(),
                options.db.c_str());
    std::fflush(stdout);
    std::optional<BoardFeed> feed;
    if (board)
        feed.emplace(**server, *board, board_game, address);
    (*server)->run();
    pthread_kill(waiter.native_handle(), SIGTERM);
    waiter.join();
    return 0;
}

}  // namespace touchmove::cli
