// Hub: the games a server holds and the people connected to them
// (docs/server.md). It answers the HTTP requests and the WebSocket
// messages as text in and text out, keeps every accepted action in the
// Store before anyone hears of it, and sends each receiver the answers in
// their language. It knows no sockets: a connection is anything that can
// take a message and be closed, so that the rules of docs/server.md are
// tested without a network, and the transport (server.h) only carries bytes.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "touchmove/io/messages.h"
#include "touchmove/server/game.h"
#include "touchmove/server/store.h"

namespace touchmove::server {

// One WebSocket client, as the hub sees it.
class Connection {
public:
    virtual ~Connection() = default;
    virtual void send(std::string message) = 0;
    virtual void close() = 0;
};

// An HTTP answer: status, content type, body.
struct Response {
    int status = 200;
    std::string content_type = "application/json";
    std::string body;
};

class Hub {
public:
    // A hub over `store`, with the games it keeps already (their logs
    // replayed). `now_ms` gives the wall-clock time in milliseconds since 1970.
    static chess::Expected<std::unique_ptr<Hub>, StoreError> open(Store& store);

    // An HTTP request of docs/server.md, Games over HTTP ("/api/..." only).
    Response http(std::string_view method, std::string_view target, std::string_view body,
                  std::int64_t now_ms);

    // Whether `target` is a game's WebSocket address (/api/games/ID/ws), and which.
    std::optional<std::string> socket_game(std::string_view target) const;

    // A new WebSocket client of game `id`; it speaks first (hello).
    void join(const std::string& id, const std::shared_ptr<Connection>& c, std::int64_t now_ms);
    // A message from a client: one JSON object of docs/server.md, Playing.
    void message(const std::shared_ptr<Connection>& c, std::string_view text, std::int64_t now_ms);
    // The client has gone.
    void leave(const std::shared_ptr<Connection>& c);

    // Ends the games whose flag has fallen by `now_ms`, telling everyone;
    // returns the time of the next possible flag fall, if a clock runs.
    std::optional<std::int64_t> check_flags(std::int64_t now_ms);

    // The most frames a second a client may send, and the longest message.
    static constexpr int MaxFramesPerSecond = 50;
    static constexpr std::size_t MaxMessageBytes = 4096;

private:
    struct Client {
        std::weak_ptr<Connection> connection;
        std::string game;
        std::optional<Color> side;  // none: a spectator
        bool greeted = false;
        io::Language language = io::Language::English;
        std::int64_t window_ms = 0;  // the second in which `frames` were counted
        int frames = 0;
    };
    struct Entry {
        GameRecord record;
        Game game;
        int logged = 0;  // entries kept in the store
        std::vector<std::weak_ptr<Connection>> clients;
    };

    explicit Hub(Store& store) : store_(store) {}
    Response create(std::string_view body, std::int64_t now_ms);
    // A message already read by message(), as its JSON object.
    void hello(Client& client, const std::shared_ptr<Connection>& c, Entry& entry,
               const nlohmann::json& msg, std::int64_t now_ms);
    void play(Client& client, const std::shared_ptr<Connection>& c, Entry& entry,
              const nlohmann::json& msg, std::int64_t now_ms);
    bool keep(Entry& entry, const LogEntry& log_entry);
    void broadcast_answer(Entry& entry, const Game::Accepted& accepted);
    void broadcast(Entry& entry, const std::string& message);
    void broadcast_presence(Entry& entry);
    void broadcast_over(Entry& entry);
    std::int64_t game_time(const Entry& entry, std::int64_t now_ms) const;
    Client* client_of(const std::shared_ptr<Connection>& c);

    Store& store_;
    std::map<std::string, Entry> games_;
    std::map<const Connection*, Client> clients_;
};

// 128 random bits from the operating system, as 32 hexadecimal digits.
std::string random_token();

// Compares two tokens in time that does not depend on where they differ.
bool same_token(std::string_view a, std::string_view b);

}  // namespace touchmove::server
