#include "board_feed.h"

#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "touchmove/io/event_text.h"
#include "touchmove/io/json.h"
#include "touchmove/server/hub.h"

namespace touchmove::cli {

using json = nlohmann::json;

namespace {

// A player's hand at the board, as the server sees it: a connection that
// only tells the operator what the game refused.
class Hand : public server::Connection {
public:
    explicit Hand(chess::Color side) : side_(side) {}
    void send(std::string message) override {
        if (message.find(R"("type":"error")") != std::string::npos)
            std::fprintf(stderr, "board: the game refused %s's event: %s\n",
                         std::string(chess::to_string(side_)).c_str(), message.c_str());
    }
    void close() override {}

private:
    chess::Color side_;
};

// A recording is played at a pace people can follow in the browser (and
// under the server's limit of messages a second).
constexpr auto ReplayPace = std::chrono::milliseconds(50);

}  // namespace

// The hands of the game the board feeds now: used on the server's thread
// only, and given new connections when a new game begins on the board.
struct BoardFeed::Hands {
    std::shared_ptr<server::Connection> of[2];
};

BoardFeed::BoardFeed(server::Server& server, BoardSource source, eboard::TranslatorOptions game,
                     std::string base_url)
    : server_(server),
      source_(std::move(source)),
      game_(std::move(game)),
      base_url_(std::move(base_url)) {
    server_.post([this](server::Hub& hub, std::int64_t now_ms) {
        auto hands = std::make_shared<Hands>();
        if (new_game(hub, now_ms, *hands))
            thread_ = std::thread([this, hands] { follow(hands); });
    });
}

// Makes a game on the server and seats the board's two hands at it.
bool BoardFeed::new_game(server::Hub& hub, std::int64_t now_ms, Hands& hands) const {
    json request{{"mode", "observe"},
                 {"white", "board"},
                 {"black", "board"},
                 {"laws", arbiter::to_string(game_.defaults.edition)}};
    if (!game_.fen.empty())
        request["fen"] = game_.fen;
    const auto created = hub.http("POST", "/api/games", request.dump(), now_ms);
    if (created.status != 201) {
        std::fprintf(stderr, "touchmove serve: cannot create the board's game: %s\n",
                     created.body.c_str());
        return false;
    }
    const json game = json::parse(created.body);
    const std::string id = game["id"];
    for (const chess::Color side : {chess::Color::White, chess::Color::Black}) {
        auto& hand = hands.of[chess::to_index(side)];
        hand = std::make_shared<Hand>(side);
        hub.join(id, hand);
        hub.message(
            hand,
            json{{"type", "hello"}, {"token", game[std::string(chess::to_string(side))]["token"]}}
                .dump(),
            now_ms);
    }
    std::printf("touchmove serve: the board's game: %s/game/%s\n", base_url_.c_str(), id.c_str());
    std::fflush(stdout);
    return true;
}

BoardFeed::~BoardFeed() {
    stop_ = true;
    if (thread_.joinable())
        thread_.join();
}

// Follows the board on a thread of its own; each event goes to the
// server's thread as its side's message.
void BoardFeed::follow(std::shared_ptr<Hands> hands) {
    eboard::Translator translator(for_board(source_, game_));
    auto sink = [&](const std::vector<eboard::Output>& outputs) {
        for (const eboard::Output& o : outputs) {
            if (const auto* notice = std::get_if<eboard::Notice>(&o)) {
                print_notice(*notice);
                if (notice->new_game)
                    server_.post([this, hands](server::Hub& hub, std::int64_t now_ms) {
                        new_game(hub, now_ms, *hands);
                    });
                continue;
            }
            const auto& out = std::get<io::SessionOutput>(o);
            auto parsed = io::parse_event_line(out.event, out.n);
            if (out.is_error() || !parsed || !std::holds_alternative<arbiter::BoardEvent>(*parsed))
                continue;  // an event the translator's own arbiter refused: the game's would too
            const auto& e = std::get<arbiter::BoardEvent>(*parsed);
            std::string message = R"({"type": "event", "event": )" + io::event_to_json(e) + "}";
            server_.post([hands, side = chess::to_index(e.side), message](server::Hub& hub,
                                                                          std::int64_t now_ms) {
                hub.message(hands->of[side], message, now_ms);
            });
            if (source_.replay && !stop_)
                std::this_thread::sleep_for(ReplayPace);
        }
    };
    BoardLoop loop;
    loop.stop = [this] { return stop_.load(); };
    if (follow_board(source_, translator, sink, loop) == 0 && source_.replay)
        std::fprintf(stderr, "board: the recording has ended\n");
}

}  // namespace touchmove::cli
