#include "serve_command.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>
#include <thread>

#include "touchmove/server/server.h"

namespace touchmove::cli {

namespace {

constexpr const char* Usage =
    R"(usage: touchmove serve [--port N] [--db FILE] [--host ADDR] [--web DIR]

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
                which scripts/setup builds; without it, the API alone)
  -h, --help    show this help

example:
  touchmove serve --port 8080 --db games.db
  curl -X POST localhost:8080/api/games -d '{"clock": {"initial": 300, "increment": 3}}'
)";

}  // namespace

int run_serve(int argc, char** argv) {
    server::ServerOptions options;
    bool web_given = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        const bool has_value = i + 1 < argc;
        if (a == "-h" || a == "--help") {
            std::fputs(Usage, stdout);
            return 0;
        }
        if ((a == "--port" || a == "--db" || a == "--host" || a == "--web") && !has_value) {
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
        } else if (a == "--web") {
            options.web = argv[++i];
            web_given = true;
        } else {
            std::fprintf(stderr, "touchmove serve: unknown argument '%s'\n%s", argv[i], Usage);
            return 2;
        }
    }
    if (!web_given) {
        std::error_code ec;
        if (std::filesystem::is_directory(TOUCHMOVE_WEB_DIR, ec))
            options.web = TOUCHMOVE_WEB_DIR;
        else
            std::fprintf(stderr,
                         "touchmove serve: the web board is not built (%s; scripts/setup "
                         "builds it): serving the API alone\n",
                         TOUCHMOVE_WEB_DIR);
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
    std::printf("touchmove serve: listening on http://%s:%u/ (games kept in %s)\n",
                options.host.c_str(), static_cast<unsigned>((*server)->port()), options.db.c_str());
    std::fflush(stdout);
    (*server)->run();
    pthread_kill(waiter.native_handle(), SIGTERM);
    waiter.join();
    return 0;
}

}  // namespace touchmove::cli
