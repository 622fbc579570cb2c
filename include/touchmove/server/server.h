// Server: `touchmove serve`, HTTP and WebSocket on one port (Boost.Beast),
// carrying bytes to and from the Hub, which holds the games. One thread
// runs it all, so that a game's events are judged one at a time in the
// order they arrive.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "touchmove/chess/expected.h"

namespace touchmove::server {

class Hub;

struct ServerOptions {
    std::string host = "127.0.0.1";
    unsigned short port = 8080;  // 0: any free port (see Server::port())
    std::string db = "touchmove.db";
    std::string web;  // the built web board (web/dist); empty: the API alone
    // A client whose messages have waited this long, with more coming, is
    // cut off (it catches up with `since` when it comes back).
    std::chrono::milliseconds stall{10'000};
    // Each connection's socket send buffer in bytes (0: the kernel's own,
    // which grows to megabytes for a client that stops reading).
    int send_buffer = 256 * 1024;
};

class Server {
public:
    // Opens the database, replays its games, reads the web board's files
    // and binds the port; the error says what failed.
    static chess::Expected<std::unique_ptr<Server>, std::string> open(const ServerOptions& options);
    ~Server();
    Server(const Server&) = delete;
    Server& operator=(const Server&) = delete;

    // The port the server listens on.
    unsigned short port() const;
    // Serves until stop().
    void run();
    // Stops run(), from any thread.
    void stop();
    // Runs `work` on the server's thread with its hub and the time in
    // milliseconds since 1970, from any thread (before run() too: it waits).
    void post(std::function<void(Hub& hub, std::int64_t now_ms)> work);

private:
    struct Impl;
    explicit Server(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

}  // namespace touchmove::server
