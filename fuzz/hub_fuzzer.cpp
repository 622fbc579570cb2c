// The server's parsers: a POST /api/games body, and a stream of WebSocket
// messages from a player of a game (docs/server.md), through the Hub on a
// database in memory. The first line is the body of a new game; each
// further line is one message, `$W` in it standing for White's token. No
// input may crash, and the game's state must stay readable.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "touchmove/server/hub.h"

namespace {

class Sink final : public touchmove::server::Connection {
public:
    void send(std::string) override {}
    void close() override {}
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace touchmove::server;
    static auto store = SqliteStore::open(":memory:");
    static auto opened = Hub::open(**store);
    Hub* hub = opened->get();
    std::string_view text(reinterpret_cast<const char*>(data), size);
    const std::size_t first = text.find('\n');
    const Response made = hub->http("POST", "/api/games", text.substr(0, first), 0);
    if (made.status != 201 || first == std::string_view::npos)
        return 0;
    const std::string id = made.body.substr(made.body.find("\"id\":\"") + 6, 32);
    const std::size_t at = made.body.find("\"token\":\"", made.body.find("\"white\"")) + 9;
    const std::string token = made.body.substr(at, 32);
    auto player = std::make_shared<Sink>();
    hub->join(id, player);
    text.remove_prefix(first + 1);
    std::int64_t now = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string line(text.substr(0, end));
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        for (std::size_t p; (p = line.find("$W")) != std::string::npos;)
            line.replace(p, 2, token);
        hub->message(player, line, now += 30);
    }
    hub->leave(player);
    if (hub->http("GET", "/api/games/" + id, "", now).status != 200)
        __builtin_trap();
    return 0;
}
