// Hub: the games a server holds and the people connected to them
// (docs/server.md). It answers the HTTP requests and the WebSocket
// messages as text in and text out, keeps every accepted action in the
// Store before anyone hears of it (events in groups, flush()), and sends
// each receiver the answers in their language. It knows no sockets: a connection is anything that
// can take a message and be closed, so that the rules of docs/server.md are tested without a
// network, and the transport (server.h) only carries bytes.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
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
    // Keeps what is pending (flush()), so that nothing acknowledged is lost.
    ~Hub();

    // Events are kept in groups: an accepted event is appended at once,
    // but committed, acknowledged and answered at the next flush(), with
    // every event accepted before it (one write to the disk for them all).
    // `schedule` is called when a first event waits, to have flush() called
    // soon (the server posts it behind the messages already read). Without
    // it, each event is flushed at once.
    void schedule_flushes(std::function<void()> schedule) { schedule_ = std::move(schedule); }
    // Commits the events waiting, then sends their acks and answers; if the
    // commit fails, their games go back to before them and each sender hears so.
    void flush();

    // An HTTP request of docs/server.md, Games over HTTP ("/api/..." only).
    Response http(std::string_view method, std::string_view target, std::string_view body,
                  std::int64_t now_ms);

    // Whether `target` is a game's WebSocket address (/api/games/ID/ws), and which.
    std::optional<std::string> socket_game(std::string_view target) const;

    // A new WebSocket client of game `id`; it speaks first (hello).
    void join(const std::string& id, const std::shared_ptr<Connection>& c);
    // A message from a client: one JSON object of docs/server.md, Playing,
    // in a text frame (a binary frame is refused, counted like any other).
    // One longer than MaxMessageBytes, which is refused, may come cut to
    // its first MaxMessageBytes + 1 bytes.
    enum class Frame : std::uint8_t { Text, Binary };
    void message(const std::shared_ptr<Connection>& c, std::string_view text, std::int64_t now_ms,
                 Frame frame = Frame::Text);
    // The client has gone.
    void leave(const std::shared_ptr<Connection>& c);

    // Ends the games whose flag has fallen by `now_ms`, telling everyone;
    // returns the time of the next possible flag fall, if a clock runs.
    // Only the games whose time is up are looked at.
    std::optional<std::int64_t> check_flags(std::int64_t now_ms);

    // The most frames a second a client may send, and the longest message.
    static constexpr int MaxFramesPerSecond = 50;
    static constexpr std::size_t MaxMessageBytes = 4096;

private:
    // The times of the last N frames let through, to tell whether the second
    // before a moment holds N of them: a window that slides, so that no
    // second, wherever it starts, holds more than N. Times are kept as 16-bit
    // offsets from a base, moved on each minute; a time older than the new
    // base, being over a second old, is kept as the base.
    template <std::size_t N>
    class LastSecond {
    public:
        bool full(std::int64_t now_ms) const {
            return kept_ == N && now_ms - (base_ + offsets_[oldest_]) < 1000;
        }
        void count(std::int64_t now_ms) {
            if (kept_ == 0)
                base_ = now_ms;
            else if (now_ms - base_ > MaxOffset)
                rebase(now_ms - 1000);
            offsets_[oldest_] = static_cast<std::uint16_t>(now_ms - base_);
            oldest_ = static_cast<std::uint8_t>((oldest_ + 1) % N);
            kept_ = static_cast<std::uint8_t>(std::min<std::size_t>(kept_ + 1, N));
        }

    private:
        static constexpr std::int64_t MaxOffset = 60'000;
        void rebase(std::int64_t base) {
            for (std::uint16_t& o : offsets_)
                o = static_cast<std::uint16_t>(std::max<std::int64_t>(base_ + o - base, 0));
            base_ = base;
        }
        static_assert(N < 256);
        std::int64_t base_ = 0;
        std::array<std::uint16_t, N> offsets_{};  // a ring; the oldest is next overwritten
        std::uint8_t oldest_ = 0;
        std::uint8_t kept_ = 0;
    };
    struct Client {
        std::weak_ptr<Connection> connection;
        std::string game;
        std::optional<Color> side;  // none: a spectator
        bool greeted = false;
        io::Language language = io::Language::English;
        LastSecond<MaxFramesPerSecond> passed;  // the frames let through
        std::uint8_t refused = 0;               // frames refused since the last let through
    };
    struct Entry {
        GameRecord record;
        Game game;
        int logged = 0;  // entries kept in the store
        std::vector<std::weak_ptr<Connection>> clients;
        std::optional<std::int64_t> flag_ms;  // its key in flags_, while a clock runs
    };
    // An event accepted and appended, waiting for the commit of its group.
    struct Waiting {
        std::weak_ptr<Connection> sender;
        std::string id;  // the client's id, as JSON
        std::string game;
        Game before;  // the game before the event, for a failed commit
        Game::Accepted accepted;
        std::string board;  // board_members() of the game after the event
        std::string clock;  // the clock message, where the event changed the clock
        bool ended = false;
    };

    explicit Hub(Store& store) : store_(store) {}
    Response create(std::string_view body, std::int64_t now_ms);
    // The side a hello's token gives (none: a spectator), or nothing where
    // the token is not this game's.
    static std::optional<std::optional<Color>> hello_side(const Entry& entry,
                                                          const nlohmann::json& msg);
    // A message already read by message(), as its JSON object.
    void hello(Client& client, const std::shared_ptr<Connection>& c, Entry& entry,
               const nlohmann::json& msg, const nlohmann::json& id, std::int64_t now_ms);
    void play(Client& client, const std::shared_ptr<Connection>& c, Entry& entry,
              const nlohmann::json& msg, std::int64_t now_ms);
    bool keep(Entry& entry, const LogEntry& log_entry);
    // Ends the game if its flag has fallen by `now_ms`: keeps the flag's
    // entry, after the events waiting, and tells everyone. Returns whether
    // it ended.
    bool end_on_flag(Entry& entry, std::int64_t now_ms);
    // Files the game under the time its running clock reaches zero, after any change.
    void watch_flag(Entry& entry);
    void announce(const Waiting& w);
    void broadcast_answer(Entry& entry, const Game::Accepted& accepted, const std::string& board);
    void broadcast(Entry& entry, const std::string& message);
    void broadcast_presence(Entry& entry);
    void broadcast_over(Entry& entry);
    std::int64_t game_time(const Entry& entry, std::int64_t now_ms) const;
    Client* client_of(const std::shared_ptr<Connection>& c);

    Store& store_;
    std::unordered_map<std::string, Entry> games_;
    std::unordered_map<const Connection*, Client> clients_;
    std::vector<Waiting> waiting_;                          // in the order accepted
    std::set<std::pair<std::int64_t, std::string>> flags_;  // (when a flag falls, game id)
    std::function<void()> schedule_;
};

// 128 random bits from the operating system, as 32 hexadecimal digits.
std::string random_token();

// Compares two tokens in time that does not depend on where they differ.
bool same_token(std::string_view a, std::string_view b);

}  // namespace touchmove::server
