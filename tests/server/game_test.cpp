// server::Game: a game played online, without sockets: settings, events by
// each side, the answers, the clock, the end of the game, the log.
#include "touchmove/server/game.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "support/real_games.h"
#include "touchmove/chess/pgn.h"
#include "touchmove/io/json.h"
#include "touchmove/io/session.h"
#include "touchmove/replay/move_events.h"

namespace touchmove::server {
namespace {

using chess::Color;

Game make(std::string_view body = "{}") {
    auto settings = parse_settings(body);
    EXPECT_TRUE(settings) << (settings ? "" : settings.error());
    auto game = Game::create(settings ? *settings : GameSettings{});
    EXPECT_TRUE(game) << (game ? "" : game.error());
    return std::move(*game);
}

// Plays an event given in the text form, as its JSON object.
chess::Expected<Game::Accepted, std::string> play(Game& g, Color side, std::string_view text,
                                                  std::int64_t t = 0) {
    auto parsed = io::parse_event_line(text, 1);
    EXPECT_TRUE(parsed && std::holds_alternative<arbiter::BoardEvent>(*parsed)) << text;
    return g.play(side, io::event_to_json(std::get<arbiter::BoardEvent>(*parsed)), t);
}

bool has_violation(const arbiter::Answer& a) {
    return std::any_of(a.rulings.begin(), a.rulings.end(), [](const arbiter::Ruling& r) {
        return r.type == arbiter::RulingType::Violation;
    });
}

TEST(OnlineGameSettings, DefaultsAreOnlinePlay) {
    auto s = parse_settings("{}");
    ASSERT_TRUE(s);
    EXPECT_EQ(s->mode, arbiter::Mode::Enforce);
    EXPECT_EQ(s->edition, arbiter::Edition::Fide2005);
    EXPECT_FALSE(s->clock);
    EXPECT_EQ(header_lines(*s), (std::vector<std::string>{"laws 2005", "mode enforce"}));
}

TEST(OnlineGameSettings, ReadsEveryKeyAndWritesThemBack) {
    auto s = parse_settings(
        R"({"laws": "2023", "mode": "observe", "variant": "standard", "fen": "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
            "clock": {"initial": 180, "increment": 2}, "white": "Anna", "black": "Bao"})");
    ASSERT_TRUE(s) << s.error();
    EXPECT_EQ(s->edition, arbiter::Edition::Fide2023);
    EXPECT_EQ(s->mode, arbiter::Mode::Observe);
    ASSERT_TRUE(s->clock);
    EXPECT_EQ(s->clock->initial_ms, 180'000);
    EXPECT_EQ(s->clock->increment_ms, 2'000);
    EXPECT_EQ(s->white, "Anna");
    EXPECT_EQ(header_lines(*s),
              (std::vector<std::string>{"laws 2023", "mode observe", "variant standard",
                                        "fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1", "clock yes"}));
    auto again = parse_settings(settings_to_json(*s));
    ASSERT_TRUE(again);
    EXPECT_EQ(settings_to_json(*again), settings_to_json(*s));
}

// A clock without `initial` has five minutes a side; without `increment`, none.
TEST(OnlineGameSettings, AClockKeyLeftOutHasItsDefault) {
    auto s = parse_settings(R"({"clock": {"increment": 5}})");
    ASSERT_TRUE(s) << s.error();
    ASSERT_TRUE(s->clock);
    EXPECT_EQ(s->clock->initial_ms, 300'000);
    EXPECT_EQ(s->clock->increment_ms, 5'000);
    s = parse_settings(R"({"clock": {}})");
    ASSERT_TRUE(s) << s.error();
    EXPECT_EQ(s->clock->initial_ms, 300'000);
    EXPECT_EQ(s->clock->increment_ms, 0);
}

TEST(OnlineGameSettings, EachBadKeyIsNamed) {
    for (const char* body :
         {"[]", "{", R"({"laws": "2019"})", R"({"mode": 1})", R"({"variant": "crazyhouse"})",
          R"({"fen": 7})", R"({"clock": {"initial": -5}})", R"({"clock": {"initial": 0}})",
          R"({"clock": "5+3"})", R"({"clock": {"Initial": 600}})", R"({"white": ""})",
          "{\"black\": \"a\\u0000b\"}", R"({"white": "a\tb"})"}) {
        EXPECT_FALSE(parse_settings(body)) << body;
    }
    EXPECT_NE(parse_settings(R"({"laws": "2019"})").error().find("laws"), std::string::npos);
    auto bad_fen = parse_settings(R"({"fen": "not a position"})");
    ASSERT_TRUE(bad_fen);
    EXPECT_FALSE(Game::create(*bad_fen));
}

TEST(OnlineGame, APlayerActsOnlyForTheirSide) {
    Game g = make();
    auto wrong = play(g, Color::Black, "white lift e2");
    EXPECT_FALSE(wrong);
    EXPECT_EQ(g.events(), 0);
    // Without a side the event is the player's own.
    auto own = g.play(Color::White, R"({"action": "lift", "square": "e2"})", 10);
    ASSERT_TRUE(own) << own.error();
    EXPECT_EQ(own->n, 1);
    EXPECT_EQ(own->entry.line, "white lift e2 t=10");
    EXPECT_FALSE(
        g.play(Color::Black, R"({"side": "white", "action": "release", "square": "e4"})", 20));
    EXPECT_EQ(g.events(), 1);
}

TEST(OnlineGame, AnEventThatCannotHappenOrCannotBeReadChangesNothing) {
    Game g = make();
    EXPECT_FALSE(play(g, Color::White, "white lift e4"));  // no piece there
    EXPECT_FALSE(g.play(Color::White, "{\"action\": \"fly\"}", 0));
    EXPECT_FALSE(g.play(Color::White, "not json", 0));
    const auto header = g.play(Color::White, R"({"laws": "2023"})", 0);
    ASSERT_FALSE(header);
    EXPECT_EQ(header.error(), "not an event (headers are set when the game is made)");
    EXPECT_EQ(g.events(), 0);
    EXPECT_EQ(g.arbiter().position().to_fen(), chess::StartFen);
}

TEST(OnlineGame, TheServersTimeIsKeptNotTheClients) {
    Game g = make();
    auto a = g.play(Color::White, R"({"action": "touch", "squares": ["g1"], "t": 99999})", 42);
    ASSERT_TRUE(a);
    EXPECT_EQ(a->entry.t_ms, 42);
    EXPECT_EQ(a->entry.line, "white touch g1 t=42");
}

TEST(OnlineGame, EnforceModeRefusesAForbiddenMoveAndOnlineIsEnforceByDefault) {
    Game g = make();
    ASSERT_TRUE(play(g, Color::White, "white touch g1"));
    ASSERT_TRUE(play(g, Color::White, "white lift b1"));
    auto refused = play(g, Color::White, "white release c3");
    ASSERT_TRUE(refused);
    EXPECT_TRUE(refused->answer.refused);
    EXPECT_TRUE(g.moves().empty());
}

TEST(OnlineGame, MovesFollowMadeChangedAndReinstatedMoves) {
    Game g = make(R"({"mode": "observe"})");
    for (const char* e : {"white lift b1", "white release c3"})
        ASSERT_TRUE(play(g, Color::White, e));
    EXPECT_EQ(g.moves(), (std::vector<std::string>{"Nc3"}));
    for (const char* e : {"white lift c3", "white release a3"})
        ASSERT_TRUE(play(g, Color::White, e));
    EXPECT_EQ(g.moves(), (std::vector<std::string>{"Na3"}));  // changed under 4.7
    auto claim = play(g, Color::Black, "black claim");
    ASSERT_TRUE(claim);
    EXPECT_TRUE(g.moves().empty());  // the position before it is reinstated
    for (const char* e : {"white lift b1", "white release c3"})
        ASSERT_TRUE(play(g, Color::White, e));
    EXPECT_EQ(g.moves(), (std::vector<std::string>{"Nc3"}));
}

TEST(OnlineGame, ResignationAndDrawsEndTheGame) {
    Game g = make();
    ASSERT_TRUE(g.offer_draw(Color::White, 0));
    EXPECT_FALSE(g.offer_draw(Color::White, 0));  // already standing
    EXPECT_EQ(g.draw_offer(), Color::White);
    // Black moves instead of accepting: the offer lapses.
    for (const char* e : {"white lift e2", "white release e4"})
        ASSERT_TRUE(play(g, Color::White, e));
    for (const char* e : {"black lift e7", "black release e5"})
        ASSERT_TRUE(play(g, Color::Black, e));
    EXPECT_FALSE(g.draw_offer());
    ASSERT_TRUE(g.offer_draw(Color::Black, 0));
    auto accepted = g.offer_draw(Color::White, 5);
    ASSERT_TRUE(accepted);
    EXPECT_EQ(accepted->kind, LogEntry::Kind::Draw);
    ASSERT_TRUE(g.result());
    EXPECT_EQ(g.result()->score, "1/2-1/2");
    EXPECT_EQ(g.result()->reason, "agreement");
    EXPECT_FALSE(play(g, Color::White, "white lift g1"));  // the game is over
    EXPECT_FALSE(g.resign(Color::White, 6));

    Game h = make();
    ASSERT_TRUE(h.resign(Color::Black, 1));
    EXPECT_EQ(h.result()->score, "1-0");
    EXPECT_EQ(h.result()->reason, "resignation");
}

TEST(OnlineGame, CheckmateEndsTheGame) {
    Game g = make(R"({"fen": "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"})");
    ASSERT_TRUE(play(g, Color::White, "white lift f1"));
    ASSERT_TRUE(play(g, Color::White, "white release f8"));
    ASSERT_TRUE(g.result());
    EXPECT_EQ(g.result()->score, "1-0");
    EXPECT_EQ(g.result()->reason, "checkmate");
}

TEST(OnlineGame, ADeadPositionEndsTheGame) {
    Game g = make(R"({"fen": "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"})");
    ASSERT_TRUE(play(g, Color::White, "white remove d2"));
    ASSERT_TRUE(play(g, Color::White, "white lift e1"));
    ASSERT_TRUE(play(g, Color::White, "white release d2"));
    ASSERT_TRUE(g.result());
    EXPECT_EQ(g.result()->score, "1/2-1/2");
    EXPECT_EQ(g.result()->reason, "dead position");
}

TEST(OnlineGame, TheClockRunsWithIncrementAndAFlagFalls) {
    Game g = make(R"({"clock": {"initial": 60, "increment": 2}})");
    EXPECT_FALSE(g.clock(0).running);  // it starts with the first event
    ASSERT_TRUE(play(g, Color::White, "white lift e2", 1'000));
    ASSERT_TRUE(play(g, Color::White, "white release e4", 3'000));
    EXPECT_EQ(g.clock(3'000).white_ms, 58'000);
    ASSERT_TRUE(play(g, Color::White, "white clock", 4'000));
    ClockReading c = g.clock(4'000);
    EXPECT_EQ(c.white_ms, 59'000);  // 3 s used since the first event, 2 s gained
    EXPECT_EQ(c.black_ms, 60'000);
    EXPECT_EQ(c.running, Color::Black);
    EXPECT_EQ(g.clock(10'000).black_ms, 54'000);
    // Black's press before a move is no move: Black's clock runs on.
    ASSERT_TRUE(play(g, Color::Black, "black clock", 11'000));
    EXPECT_EQ(g.clock(11'000).running, Color::Black);
    EXPECT_FALSE(g.check_flag(63'999));
    EXPECT_TRUE(g.check_flag(64'000));
    ASSERT_TRUE(g.result());
    EXPECT_EQ(g.result()->score, "1-0");
    EXPECT_EQ(g.result()->reason, "flag");
    EXPECT_EQ(g.clock(90'000).black_ms, 0);
    EXPECT_FALSE(g.clock(90'000).running);
}

// A flag fall is no event: the game gives its entry, and its log rebuilds the end.
TEST(OnlineGame, AFlagFallIsKeptInTheLogAndRebuilt) {
    Game g = make(R"({"clock": {"initial": 10}})");
    std::vector<LogEntry> log;
    for (auto [e, t] :
         {std::pair{"white lift e2", 0}, {"white release e4", 1'000}, {"white clock", 2'000}}) {
        auto a = play(g, Color::White, e, t);
        ASSERT_TRUE(a);
        log.push_back(a->entry);
    }
    EXPECT_FALSE(g.check_flag(11'999));
    auto flag = g.check_flag(12'050);
    ASSERT_TRUE(flag);
    EXPECT_EQ(flag->kind, LogEntry::Kind::Flag);
    EXPECT_EQ(flag->side, Color::Black);
    EXPECT_EQ(flag->t_ms, 12'050);
    EXPECT_FALSE(g.check_flag(13'000));  // it fell once
    log.push_back(*flag);
    Game again = make(settings_to_json(g.settings()));
    for (const LogEntry& e : log)
        again.replay(e);
    ASSERT_TRUE(again.result());
    EXPECT_EQ(again.result()->score, "1-0");
    EXPECT_EQ(again.result()->reason, "flag");
    EXPECT_EQ(again.clock(20'000).black_ms, 0);
    EXPECT_EQ(again.clock(20'000).white_ms, 8'000);
    EXPECT_FALSE(again.clock(20'000).running);
}

// The clock stops with the game, the time used since the last press charged.
TEST(OnlineGame, TheClockStopsAtTheEndWithTheTimeUsed) {
    Game resigned = make(R"({"clock": {"initial": 60}})");
    for (auto [e, t] :
         {std::pair{"white lift e2", 0}, {"white release e4", 1'000}, {"white clock", 1'500}})
        ASSERT_TRUE(play(resigned, Color::White, e, t));
    ASSERT_TRUE(resigned.resign(Color::Black, 3'500));
    EXPECT_EQ(resigned.clock(9'000).black_ms, 58'000);
    EXPECT_EQ(resigned.clock(9'000).white_ms, 58'500);
    EXPECT_FALSE(resigned.clock(9'000).running);

    Game agreed = make(R"({"clock": {"initial": 60}})");
    ASSERT_TRUE(play(agreed, Color::White, "white touch e2", 0));
    ASSERT_TRUE(agreed.offer_draw(Color::Black, 1'000));
    ASSERT_TRUE(agreed.offer_draw(Color::White, 1'900));
    EXPECT_EQ(agreed.clock(9'000).white_ms, 58'100);

    Game mated = make(R"({"fen": "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "clock": {"initial": 60}})");
    ASSERT_TRUE(play(mated, Color::White, "white lift f1", 0));
    ASSERT_TRUE(play(mated, Color::White, "white release f8", 600));
    ASSERT_EQ(mated.result()->reason, "checkmate");
    EXPECT_EQ(mated.clock(9'000).white_ms, 59'400);
}

TEST(OnlineGame, AnIllegalMoveGivesTheOpponentTimeOnTheClock) {
    Game g = make(R"({"laws": "2023", "mode": "observe", "clock": {"initial": 60}})");
    ASSERT_TRUE(play(g, Color::White, "white lift e2", 0));
    ASSERT_TRUE(play(g, Color::White, "white release e5", 1'000));  // no pawn move
    auto press = play(g, Color::White, "white clock", 2'000);
    ASSERT_TRUE(press);
    ASSERT_TRUE(has_violation(press->answer));  // 7.5.1, and 7.5.4's two minutes
    const ClockReading c = g.clock(2'000);
    EXPECT_EQ(c.black_ms, 180'000);
    EXPECT_EQ(c.white_ms, 58'000);
    EXPECT_EQ(c.running, Color::White);  // the position before is reinstated: White moves
}

TEST(OnlineGame, AFlagAgainstAPlayerWhoCannotMateIsADraw) {
    Game g = make(R"({"fen": "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "clock": {"initial": 1}})");
    ASSERT_TRUE(play(g, Color::White, "white touch a1", 0));
    EXPECT_TRUE(g.check_flag(1'000));
    EXPECT_EQ(g.result()->score, "1/2-1/2");  // Black has a bare king
    Game h = make(R"({"fen": "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "clock": {"initial": 1}})");
    ASSERT_TRUE(play(h, Color::Black, "black touch e8", 0));
    EXPECT_TRUE(h.check_flag(1'000));
    EXPECT_EQ(h.result()->score, "1-0");
}

// A whole real game played as the players' events, each the JSON object a
// browser sends: every answer is the one `touchmove arbitrate` gives for the
// log's lines, and a game rebuilt from the log is the same game.
TEST(OnlineGame, RealGamesPlayedOnlineAnswerAsArbitrateAndRebuildFromTheirLog) {
    std::ifstream in(test::real_games_dir() / "Kasparov.pgn");
    ASSERT_TRUE(in) << "tests/data/pgn/Kasparov.pgn is missing";
    chess::PgnReader reader(in);
    int games = 0;
    while (auto pgn = reader.read_game()) {
        if (games++ == 12)
            break;
        Game g = make(R"({"clock": {"initial": 5400, "increment": 30}})");
        io::Session session;
        int line = 0;
        for (const std::string& h : header_lines(g.settings()))
            session.feed_line(h, ++line);
        std::vector<LogEntry> log;
        chess::Position pos = pgn->start;
        std::int64_t t = 0;
        for (const chess::Move m : pgn->moves) {
            for (const arbiter::BoardEvent& e : replay::events_for_move(pos, m)) {
                auto a = g.play(e.side, io::event_to_json(e), t += 700);
                ASSERT_TRUE(a) << a.error();
                EXPECT_FALSE(has_violation(a->answer)) << a->entry.line;
                auto out = session.feed_line(a->entry.line, ++line);
                ASSERT_TRUE(out && !out->is_error()) << a->entry.line;
                EXPECT_EQ(io::to_json(*out, g.settings().edition, io::Language::English),
                          io::to_json(io::SessionOutput{a->n, a->answer, a->entry.line},
                                      g.settings().edition, io::Language::English));
                log.push_back(a->entry);
            }
            pos = pos.play(m);
            if (g.result())
                break;
        }
        EXPECT_EQ(g.arbiter().position(), pos);
        EXPECT_EQ(g.moves(),
                  std::vector<std::string>(
                      pgn->sans.begin(), pgn->sans.begin() + static_cast<long>(g.moves().size())));
        Game again = make(settings_to_json(g.settings()));
        int n = 0;
        for (const LogEntry& e : log) {
            auto replayed = again.replay(e);
            ASSERT_TRUE(replayed) << e.line;
            EXPECT_EQ(replayed->n, ++n);
            EXPECT_EQ(replayed->entry.line, e.line);
        }
        EXPECT_EQ(again.events(), g.events());
        EXPECT_EQ(again.moves(), g.moves());
        EXPECT_EQ(again.arbiter().position(), g.arbiter().position());
        EXPECT_EQ(again.clock(t).white_ms, g.clock(t).white_ms);
        EXPECT_EQ(again.clock(t).black_ms, g.clock(t).black_ms);
    }
    EXPECT_GT(games, 10);
}

}  // namespace
}  // namespace touchmove::server
