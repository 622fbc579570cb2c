// Hub: the rules of docs/server.md over connections that only collect what
// they are sent, on a SQLite store in a temporary folder.
#include "touchmove/server/hub.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

namespace touchmove::server {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

class Fake final : public Connection {
public:
    void send(std::string message) override { sent.push_back(json::parse(message)); }
    void close() override { closed = true; }
    // The messages of one type sent so far.
    std::vector<json> of(std::string_view type) const {
        std::vector<json> out;
        for (const json& m : sent)
            if (m["type"] == type)
                out.push_back(m);
        return out;
    }
    std::vector<json> sent;
    bool closed = false;
};

class HubTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("touchmove_hub_test_" + std::to_string(::getpid()) +
                                            "_" + std::to_string(counter_++));
        fs::create_directories(dir_);
        reopen();
    }
    void TearDown() override {
        hub.reset();
        store.reset();
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }
    void reopen() {
        hub.reset();
        store.reset();
        auto s = SqliteStore::open(path());
        ASSERT_TRUE(s) << s.error().message;
        store = std::move(*s);
        auto h = Hub::open(*store);
        ASSERT_TRUE(h) << h.error().message;
        hub = std::move(*h);
    }
    json create(std::string_view body = "{}") {
        Response r = hub->http("POST", "/api/games", body, now);
        EXPECT_EQ(r.status, 201) << r.body;
        return json::parse(r.body);
    }
    std::string path() const { return (dir_ / "games.db").string(); }
    std::shared_ptr<Fake> connect(const std::string& id, json hello) {
        auto c = std::make_shared<Fake>();
        hub->join(id, c);
        hello["type"] = "hello";
        hub->message(c, hello.dump(), now);
        return c;
    }
    void event(const std::shared_ptr<Fake>& c, int id, json e) {
        hub->message(c, json{{"type", "event"}, {"id", id}, {"event", e}}.dump(), now += 100);
    }

    std::int64_t now = 1'800'000'000'000;
    std::unique_ptr<SqliteStore> store;
    std::unique_ptr<Hub> hub;

private:
    static inline int counter_ = 0;
    fs::path dir_;
};

TEST_F(HubTest, MakesAGameWithThreeLinksAndRandomTokens) {
    json g = create(R"({"white": "Anna"})");
    EXPECT_EQ(g["id"].get<std::string>().size(), 32u);
    EXPECT_EQ(g["white"]["token"].get<std::string>().size(), 32u);
    EXPECT_NE(g["white"]["token"], g["black"]["token"]);
    EXPECT_NE(g["white"]["url"].get<std::string>().find(g["white"]["token"].get<std::string>()),
              std::string::npos);
    EXPECT_EQ(g["spectate"]["url"].get<std::string>().find("token"), std::string::npos);
    Response state = hub->http("GET", "/api/games/" + g["id"].get<std::string>(), "", now);
    EXPECT_EQ(state.status, 200);
    EXPECT_EQ(json::parse(state.body)["white"], "Anna");
    EXPECT_EQ(state.body.find(g["white"]["token"].get<std::string>()), std::string::npos);
}

TEST_F(HubTest, BadRequestsGetTheirStatus) {
    EXPECT_EQ(hub->http("POST", "/api/games", "{", now).status, 400);
    EXPECT_EQ(hub->http("POST", "/api/games", R"({"fen": "xyz"})", now).status, 400);
    EXPECT_EQ(hub->http("GET", "/api/games/nope", "", now).status, 404);
    EXPECT_EQ(hub->http("GET", "/api/games", "", now).status, 405);
    EXPECT_EQ(hub->http("GET", "/api/other", "", now).status, 404);
    EXPECT_EQ(json::parse(hub->http("GET", "/api/games/nope", "", now).body)["error"],
              "no such game");
}

TEST_F(HubTest, PlayersPlayASpectatorWatchesAndEveryoneHearsInTheirLanguage) {
    json g = create();
    const std::string id = g["id"];
    auto white = connect(id, {{"token", g["white"]["token"]}});
    auto black = connect(id, {{"token", g["black"]["token"]}, {"lang", "de"}});
    auto watcher = connect(id, json::object());
    EXPECT_EQ(white->of("welcome")[0]["side"], "white");
    EXPECT_EQ(black->of("welcome")[0]["side"], "black");
    EXPECT_EQ(watcher->of("welcome")[0]["side"], "spectator");
    EXPECT_EQ(watcher->of("presence").back()["white"], true);
    EXPECT_EQ(watcher->of("presence").back()["spectators"], 1);

    event(white, 7, {{"action", "lift"}, {"square", "g1"}});
    ASSERT_EQ(white->of("ack").size(), 1u);
    EXPECT_EQ(white->of("ack")[0]["id"], 7);
    EXPECT_EQ(white->of("ack")[0]["n"], 1);
    EXPECT_TRUE(black->of("ack").empty());
    const json english = watcher->of("answer").back(), german = black->of("answer").back();
    EXPECT_EQ(english["side"], "white");
    EXPECT_EQ(english["answer"]["n"], 1);
    EXPECT_NE(english["answer"]["rulings"][0]["message"].get<std::string>().find("knight"),
              std::string::npos);
    EXPECT_NE(german["answer"]["rulings"][0]["message"].get<std::string>().find("Springer"),
              std::string::npos);

    // A refusal (docs/events.md, Answers, Enforce mode) changes nothing; only its sender sees it.
    event(black, 8, {{"side", "white"}, {"action", "release"}, {"square", "f3"}});  // other side
    event(watcher, 9, {{"action", "lift"}, {"square", "e7"}});                      // a spectator
    event(white, 10, {{"action", "lift"}, {"square", "e5"}});                       // cannot happen
    hub->message(white, "{not json", now);
    hub->message(white, std::string(5000, ' '), now);
    EXPECT_EQ(black->of("error").size(), 1u);
    EXPECT_EQ(watcher->of("error").size(), 1u);
    EXPECT_EQ(white->of("error").size(), 3u);
    EXPECT_EQ(white->of("error")[0]["id"], 10);
    EXPECT_EQ(watcher->of("answer").size(), 1u);
    EXPECT_EQ(json::parse(hub->http("GET", "/api/games/" + id, "", now).body)["n"], 1);

    event(white, 11, {{"action", "release"}, {"square", "f3"}});
    EXPECT_EQ(watcher->of("answer").back()["answer"]["move"]["san"], "Nf3");
    Response events = hub->http("GET", "/api/games/" + id + "/events", "", now);
    EXPECT_EQ(events.body.substr(0, 23), "laws 2005\nmode enforce\n");
    EXPECT_NE(events.body.find("white release f3 t="), std::string::npos);
}

TEST_F(HubTest, AHelloWithANullTokenMakesASpectator) {
    json g = create();
    auto c = connect(g["id"], {{"token", nullptr}});
    EXPECT_FALSE(c->closed);
    ASSERT_EQ(c->of("welcome").size(), 1u);
    EXPECT_EQ(c->of("welcome")[0]["side"], "spectator");
}

// A hello refused for its language or its `since` takes nothing from its
// token: the client stays ungreeted, and a hello without a token after it
// makes a spectator. The error carries the hello's id.
TEST_F(HubTest, ARefusedHelloLeavesTheClientAsItWas) {
    json g = create();
    auto c = connect(g["id"], {{"token", g["white"]["token"]}, {"lang", "fr"}, {"id", 3}});
    ASSERT_EQ(c->of("error").size(), 1u);
    EXPECT_EQ(c->of("error")[0]["id"], 3);
    EXPECT_TRUE(c->of("welcome").empty());
    hub->message(c, json{{"type", "hello"}, {"token", g["white"]["token"]}, {"since", -1}}.dump(),
                 now);
    EXPECT_EQ(c->of("error").size(), 2u);
    hub->message(c, R"({"type": "hello"})", now);
    ASSERT_EQ(c->of("welcome").size(), 1u);
    EXPECT_EQ(c->of("welcome")[0]["side"], "spectator");
    event(c, 4, {{"action", "lift"}, {"square", "e2"}});
    EXPECT_TRUE(c->of("ack").empty());
    EXPECT_EQ(c->of("error").back()["id"], 4);
}

TEST_F(HubTest, AForeignTokenIsRefusedAndTheConnectionClosed) {
    json g = create(), other = create();
    auto c = connect(g["id"], {{"token", other["white"]["token"]}});
    EXPECT_TRUE(c->closed);
    EXPECT_EQ(c->of("error").size(), 1u);
    EXPECT_TRUE(c->of("welcome").empty());
}

// A second hello is refused; with a token that is not this game's, the
// connection is closed as on a first one, and with the game's own it stays.
TEST_F(HubTest, ASecondHelloWithAForeignTokenClosesTheConnection) {
    json g = create(), other = create();
    auto c = connect(g["id"], {{"token", g["white"]["token"]}});
    hub->message(c, json{{"type", "hello"}, {"token", g["black"]["token"]}}.dump(), now);
    EXPECT_EQ(c->of("error").size(), 1u);
    EXPECT_FALSE(c->closed);
    hub->message(c, json{{"type", "hello"}, {"token", other["white"]["token"]}}.dump(), now);
    EXPECT_EQ(c->of("error").size(), 2u);
    EXPECT_TRUE(c->closed);
}

TEST_F(HubTest, AFloodIsRefusedAndThenCut) {
    json g = create();
    auto c = connect(g["id"], {{"token", g["white"]["token"]}});
    for (int i = 0; i < 120; ++i)
        hub->message(c, R"({"type": "draw"})", now);
    EXPECT_GE(c->of("error").size(), 70u);
    EXPECT_TRUE(c->closed);
}

// No second lets more than 50 frames through, wherever it starts: 49 frames
// late in one second and 50 early in the next are 99 in 71 ms.
TEST_F(HubTest, NoSecondLetsMoreThanFiftyFramesThrough) {
    json g = create();
    auto c = connect(g["id"], json::object());  // the first frame, at `now`
    const auto frames = [&](int count, std::int64_t at) {
        for (int i = 0; i < count; ++i)
            hub->message(c, R"({"type": "draw"})", at);
    };
    frames(49, now + 930);
    frames(50, now + 1'001);
    int over_rate = 0;
    for (const json& e : c->of("error"))
        over_rate += e["message"] == "more than 50 messages a second";
    EXPECT_EQ(over_rate, 49);  // one more fits once the first frame is a second old
    EXPECT_FALSE(c->closed);
    // Once a second has passed since the last, frames pass again.
    frames(1, now + 2'001);
    EXPECT_EQ(c->sent.back()["message"], "a spectator only watches");
}

// The window keeps counting right on a connection open for weeks, its
// times kept from a base that moves on each minute.
TEST_F(HubTest, TheRateLimitHoldsOnAConnectionOpenForWeeks) {
    json g = create();
    auto c = connect(g["id"], json::object());  // the first frame, at `now`
    const auto refused = [&](std::int64_t at) {
        hub->message(c, R"({"type": "draw"})", at);
        return c->sent.back()["message"] == "more than 50 messages a second";
    };
    for (int i = 0; i < 49; ++i)
        EXPECT_FALSE(refused(now));
    for (const std::int64_t weeks : {3, 4, 7, 8}) {
        const std::int64_t at = now + weeks * 7 * 24 * 3'600'000;
        for (int i = 0; i < 50; ++i)
            EXPECT_FALSE(refused(at + i)) << weeks << " weeks, frame " << i;
        EXPECT_TRUE(refused(at + 999)) << weeks << " weeks";
        EXPECT_FALSE(refused(at + 1'000)) << weeks << " weeks";
    }
    EXPECT_FALSE(c->closed);
}

// A second that holds the moment the base moves on counts every frame in it.
TEST_F(HubTest, TheRateLimitHoldsAcrossTheMoveOfItsBase) {
    json g = create();
    auto c = connect(g["id"], json::object());  // the first frame, at `now`: the base
    const auto refused = [&](std::int64_t at) {
        hub->message(c, R"({"type": "draw"})", at);
        return c->sent.back()["message"] == "more than 50 messages a second";
    };
    for (int i = 0; i < 49; ++i)
        EXPECT_FALSE(refused(now + 59'990));
    EXPECT_FALSE(refused(now + 60'500));  // the base moves on here
    EXPECT_TRUE(refused(now + 60'600));   // 50 in the second from 59.99 s
    EXPECT_TRUE(refused(now + 60'989));
    EXPECT_FALSE(refused(now + 60'990));  // the first of them a second old
}

// A message refused before it is read gives its id back where its first
// 4 KiB show it, so that the sender knows which was refused.
TEST_F(HubTest, AMessageRefusedUnreadGivesItsIdBack) {
    json g = create();
    auto c = connect(g["id"], {{"token", g["white"]["token"]}});
    const std::string lift = R"("event": {"action": "lift", "square": "e2"})";
    const std::string pad(5'000, ' ');
    hub->message(c, R"({"type": "event", "id": 1, )" + lift + pad + "}", now);  // too long
    hub->message(c, R"({"type": "event", )" + lift + R"(, "id": "b")" + pad + "}", now);
    hub->message(c, R"({"type": "event", )" + pad + R"("id": 3})", now);  // after 4 KiB
    hub->message(c, R"({"id": [4], "type": "event")" + pad, now);         // not a number
    hub->message(c, R"({"id": 5, "type": 7})", now);                      // no type
    hub->message(c, R"({"id": 6, "type": "event", "event": {)", now);     // cut short
    std::vector<json> ids;
    for (const json& e : c->of("error"))
        ids.push_back(e["id"]);
    EXPECT_EQ(ids, (std::vector<json>{1, "b", nullptr, nullptr, 5, 6}));
    // Over the rate.
    for (int i = 0; i < 60; ++i)
        hub->message(c, json{{"type", "draw"}, {"id", 100 + i}}.dump(), now);
    EXPECT_EQ(c->of("error").back()["message"], "more than 50 messages a second");
    EXPECT_EQ(c->of("error").back()["id"], 159);
}

TEST_F(HubTest, ResignationEndsTheGameAndLaterEventsAreRefused) {
    json g = create();
    auto white = connect(g["id"], {{"token", g["white"]["token"]}});
    auto black = connect(g["id"], {{"token", g["black"]["token"]}});
    hub->message(black, R"({"type": "draw"})", now);
    EXPECT_EQ(white->of("draw").back()["by"], "black");
    hub->message(black, R"({"type": "resign"})", now);
    EXPECT_EQ(white->of("over").back()["result"], "1-0");
    EXPECT_EQ(white->of("over").back()["reason"], "resignation");
    event(white, 1, {{"action", "lift"}, {"square", "e2"}});
    EXPECT_EQ(white->of("error").back()["message"], "the game is over");
}

// The clock stops when a player resigns or a draw is agreed, and everyone
// hears it, with the time used since the last press charged.
TEST_F(HubTest, TheClockStopsWithAResignationOrAnAgreedDraw) {
    for (const char* end : {"resign", "draw"}) {
        json g = create(R"({"clock": {"initial": 60, "increment": 0}})");
        auto white = connect(g["id"], {{"token", g["white"]["token"]}});
        auto black = connect(g["id"], {{"token", g["black"]["token"]}});
        event(white, 1, {{"action", "lift"}, {"square", "e2"}});
        event(white, 2, {{"action", "release"}, {"square", "e4"}});
        event(white, 3, {{"action", "clock"}});  // Black's clock runs from here
        if (std::string_view(end) == "draw")
            hub->message(white, R"({"type": "draw"})", now);
        hub->message(black, json{{"type", end}}.dump(), now += 2'000);
        ASSERT_EQ(white->of("over").size(), 1u) << end;
        const json clock = white->of("clock").back();
        EXPECT_EQ(clock["running"], nullptr) << end;
        EXPECT_EQ(clock["black_ms"], 58'000) << end;
        EXPECT_EQ(white->sent.back()["type"], "over") << end;  // the clock, then the end
    }
}

TEST_F(HubTest, AFlagFallsOnTheServersClock) {
    json g = create(R"({"clock": {"initial": 10, "increment": 0}})");
    auto white = connect(g["id"], {{"token", g["white"]["token"]}});
    event(white, 1, {{"action", "touch"}, {"squares", {"e2"}}});
    auto next = hub->check_flags(now);
    ASSERT_TRUE(next);
    EXPECT_EQ(*next, now + 10'000);
    EXPECT_FALSE(hub->check_flags(now + 10'000));
    EXPECT_EQ(white->of("clock").back()["running"], nullptr);
    EXPECT_EQ(white->of("over").back()["reason"], "flag");
    EXPECT_EQ(white->of("over").back()["result"], "0-1");
    // The flag is kept: the PGN has the result, and so has the game opened again.
    const std::string id = g["id"];
    Response pgn = hub->http("GET", "/api/games/" + id + "/pgn", "", now + 10'000);
    EXPECT_NE(pgn.body.find("[Result \"0-1\"]"), std::string::npos) << pgn.body;
    reopen();
    json state = json::parse(hub->http("GET", "/api/games/" + id, "", now + 10'000).body);
    EXPECT_EQ(state["result"], "0-1");
    EXPECT_EQ(state["reason"], "flag");
    pgn = hub->http("GET", "/api/games/" + id + "/pgn", "", now + 10'000);
    EXPECT_NE(pgn.body.find("[Result \"0-1\"]"), std::string::npos) << pgn.body;
}

// A flag found while a message is handled ends the game as the timer does:
// the clock stops, everyone hears, and the flag is kept.
TEST_F(HubTest, AFlagFoundAtAMessageIsToldAndKept) {
    json g = create(R"({"clock": {"initial": 10, "increment": 0}})");
    const std::string id = g["id"];
    auto white = connect(id, {{"token", g["white"]["token"]}});
    auto black = connect(id, {{"token", g["black"]["token"]}});
    event(white, 1, {{"action", "touch"}, {"squares", {"e2"}}});
    now += 10'000;
    event(white, 2, {{"action", "lift"}, {"square", "e2"}});
    EXPECT_EQ(white->of("error").back()["id"], 2);
    EXPECT_EQ(black->of("clock").back()["running"], nullptr);
    EXPECT_EQ(black->of("clock").back()["white_ms"], 0);
    EXPECT_EQ(black->of("over").back()["reason"], "flag");
    Response pgn = hub->http("GET", "/api/games/" + id + "/pgn", "", now);
    EXPECT_NE(pgn.body.find("[Result \"0-1\"]"), std::string::npos) << pgn.body;
}

// The flag watched is the running clock's: a press starts the other one.
TEST_F(HubTest, AFlagFallsForTheClockThatAPressStarted) {
    json g = create(R"({"clock": {"initial": 10, "increment": 5}})");
    auto white = connect(g["id"], {{"token", g["white"]["token"]}});
    const std::int64_t start = now;
    event(white, 1, {{"action", "lift"}, {"square", "e2"}});
    event(white, 2, {{"action", "release"}, {"square", "e4"}});
    event(white, 3, {{"action", "clock"}});  // at 300 ms: Black's 10 s start
    EXPECT_EQ(hub->check_flags(now), now + 10'000);
    EXPECT_EQ(hub->check_flags(start + 10'000), now + 10'000);  // Black's 10 s are not up
    EXPECT_TRUE(white->of("over").empty());
    EXPECT_FALSE(hub->check_flags(now + 10'000));
    EXPECT_EQ(white->of("over").back()["result"], "1-0");
}

// A clock that ran when the server stopped runs on when it starts again.
TEST_F(HubTest, AFlagFallsAfterTheHubIsOpenedAgain) {
    json g = create(R"({"clock": {"initial": 10, "increment": 0}})");
    const std::string id = g["id"];
    {
        auto white = connect(id, {{"token", g["white"]["token"]}});
        event(white, 1, {{"action", "touch"}, {"squares", {"e2"}}});
        ASSERT_EQ(white->of("ack").size(), 1u);
    }
    reopen();
    EXPECT_EQ(hub->check_flags(now), now + 10'000);
    EXPECT_FALSE(hub->check_flags(now + 10'000));
    Response state = hub->http("GET", "/api/games/" + id, "", now + 10'000);
    EXPECT_EQ(json::parse(state.body)["reason"], "flag");
}

// Acknowledged means kept: a hub opened again on the same file goes on with
// every game, and a client catches up with `since`.
TEST_F(HubTest, AGameGoesOnAfterTheHubIsOpenedAgain) {
    json g = create(R"({"mode": "observe"})");
    const std::string id = g["id"];
    {
        auto white = connect(id, {{"token", g["white"]["token"]}});
        for (auto [square, action] : {std::pair{"e2", "lift"}, {"e4", "release"}})
            event(white, 1, {{"action", action}, {"square", square}});
        ASSERT_EQ(white->of("ack").size(), 2u);
    }
    reopen();
    Response state = hub->http("GET", "/api/games/" + id, "", now);
    ASSERT_EQ(state.status, 200);
    EXPECT_EQ(json::parse(state.body)["moves"], json::array({"e4"}));
    auto black = connect(id, {{"token", g["black"]["token"]}, {"since", 1}});
    ASSERT_EQ(black->of("answer").size(), 1u);
    EXPECT_EQ(black->of("answer")[0]["n"], 2);
    event(black, 1, {{"action", "lift"}, {"square", "e7"}});
    event(black, 2, {{"action", "release"}, {"square", "e5"}});
    EXPECT_EQ(black->of("answer").back()["answer"]["move"]["san"], "e5");
    Response pgn = hub->http("GET", "/api/games/" + id + "/pgn", "", now);
    EXPECT_EQ(pgn.content_type, "application/x-chess-pgn");
    EXPECT_NE(pgn.body.find("1. e4 e5 *"), std::string::npos) << pgn.body;
}

TEST(Tokens, AreRandomAndComparedWhole) {
    EXPECT_NE(random_token(), random_token());
    EXPECT_TRUE(same_token("abc", "abc"));
    EXPECT_FALSE(same_token("abc", "abd"));
    EXPECT_FALSE(same_token("abc", "abcd"));
    EXPECT_FALSE(same_token("", "a"));
}

// A store whose group commits fail on demand (a full disk), over a real
// one: a group's appends reach the real store only when it commits.
class FailingStore final : public Store {
public:
    explicit FailingStore(Store& inner) : inner_(inner) {}
    std::optional<StoreError> create(const GameRecord& g) override { return inner_.create(g); }
    std::optional<StoreError> append(const std::string& id, int seq, const LogEntry& e) override {
        if (!in_group_)
            return inner_.append(id, seq, e);
        group_.push_back({id, seq, e});
        return std::nullopt;
    }
    chess::Expected<std::vector<GameRecord>, StoreError> games() override { return inner_.games(); }
    chess::Expected<std::vector<LogEntry>, StoreError> log(const std::string& id) override {
        return inner_.log(id);
    }
    std::optional<StoreError> begin() override {
        if (in_group_)
            return StoreError{"a group is open already"};
        in_group_ = true;
        return std::nullopt;
    }
    std::optional<StoreError> commit() override {
        if (!in_group_)
            return StoreError{"no group is open"};
        in_group_ = false;
        auto group = std::exchange(group_, {});
        if (fail)
            return StoreError{"disk full"};
        for (const auto& [id, seq, e] : group)
            if (auto error = inner_.append(id, seq, e))
                return error;
        return std::nullopt;
    }
    bool fail = false;

private:
    struct Append {
        std::string id;
        int seq;
        LogEntry entry;
    };
    Store& inner_;
    bool in_group_ = false;
    std::vector<Append> group_;
};

TEST_F(HubTest, EventsAreAcknowledgedOnlyWhenTheirGroupIsCommitted) {
    int scheduled = 0;
    hub->schedule_flushes([&] { ++scheduled; });
    json g = create();
    const std::string id = g["id"];
    auto white = connect(id, {{"token", g["white"]["token"]}});
    auto watcher = connect(id, json::object());
    event(white, 1, {{"action", "lift"}, {"square", "e2"}});
    event(white, 2, {{"action", "release"}, {"square", "e4"}});
    EXPECT_EQ(scheduled, 1);  // one flush asked for the group
    EXPECT_TRUE(white->of("ack").empty());
    EXPECT_TRUE(watcher->of("answer").empty());
    hub->flush();
    ASSERT_EQ(white->of("ack").size(), 2u);
    EXPECT_EQ(white->of("ack")[1]["n"], 2);
    ASSERT_EQ(watcher->of("answer").size(), 2u);
    // Each answer carries the board after its own event, not the group's last.
    EXPECT_EQ(watcher->of("answer")[0]["board"], "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR");
    EXPECT_EQ(watcher->of("answer")[1]["moves"], json::array({"e4"}));
    auto other = SqliteStore::open(path());  // another connection sees only what is committed
    ASSERT_TRUE(other);
    EXPECT_EQ((*other)->log(id)->size(), 2u);
    // A request reads only what was acknowledged: it commits what waits first.
    event(white, 3, {{"action", "clock"}});
    EXPECT_TRUE((*other)->log(id)->size() == 2u && white->of("ack").size() == 2u);
    hub->http("GET", "/api/games/" + id, "", now);
    EXPECT_EQ(white->of("ack").size(), 3u);
    EXPECT_EQ((*other)->log(id)->size(), 3u);
}

TEST_F(HubTest, AGroupOfSeveralGamesGivesEachItsOwnClock) {
    hub->schedule_flushes([] {});
    json a = create(R"({"clock": {"initial": 60}})");
    now += 600'000;  // the second game is made ten minutes later
    json b = create(R"({"clock": {"initial": 60}})");
    auto white_a = connect(a["id"], {{"token", a["white"]["token"]}});
    auto white_b = connect(b["id"], {{"token", b["white"]["token"]}});
    event(white_a, 1, {{"action", "lift"}, {"square", "e2"}});
    event(white_a, 2, {{"action", "release"}, {"square", "e4"}});
    event(white_a, 3, {{"action", "clock"}});
    event(white_b, 1, {{"action", "lift"}, {"square", "d2"}});
    hub->flush();
    const json clock = white_a->of("clock").back();
    EXPECT_EQ(clock["running"], "black");
    EXPECT_EQ(clock["black_ms"], 60'000);
    EXPECT_LE(clock["white_ms"].get<int>(), 60'000);
    EXPECT_GT(clock["white_ms"].get<int>(), 59'000);
}

TEST_F(HubTest, AGroupThatCannotBeKeptChangesNothing) {
    FailingStore failing(*store);
    hub.reset();
    auto opened = Hub::open(failing);
    ASSERT_TRUE(opened);
    hub = std::move(*opened);
    hub->schedule_flushes([] {});
    json g = create();
    const std::string id = g["id"];
    auto white = connect(id, {{"token", g["white"]["token"]}});
    auto black = connect(id, {{"token", g["black"]["token"]}});
    event(white, 1, {{"action", "lift"}, {"square", "e2"}});
    event(white, 2, {{"action", "release"}, {"square", "e4"}});
    failing.fail = true;
    hub->flush();
    EXPECT_TRUE(white->of("ack").empty());
    ASSERT_EQ(white->of("error").size(), 2u);
    EXPECT_EQ(white->of("error")[0]["message"], "the game could not be kept; nothing changed");
    EXPECT_TRUE(black->of("answer").empty());
    EXPECT_TRUE(store->log(id)->empty());
    failing.fail = false;
    // The game is as it was: the pawn is on e2 again, and numbering starts afresh.
    event(white, 3, {{"action", "lift"}, {"square", "e2"}});
    hub->flush();
    ASSERT_EQ(white->of("ack").size(), 1u);
    EXPECT_EQ(white->of("ack")[0]["n"], 1);
    EXPECT_EQ(store->log(id)->size(), 1u);
    hub.reset();  // before the store it uses
}

}  // namespace
}  // namespace touchmove::server
