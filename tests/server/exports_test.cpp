// What the server gives out about a game: its state, its events, its PGN,
// and the answers for a client catching up, each from the settings and log.
#include "touchmove/server/exports.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "touchmove/chess/pgn.h"
#include "touchmove/io/event_text.h"
#include "touchmove/io/json.h"
#include "touchmove/io/session.h"

namespace touchmove::server {
namespace {

using chess::Color;

// A game in observe mode with a breach, a claim upheld, and moves after it.
struct Played {
    Game game;
    std::vector<LogEntry> log;
    std::vector<std::string> answers;  // the answer messages, in English
};

Played play_incident() {
    auto settings = parse_settings(R"({"mode": "observe", "white": "Anna", "black": "Bao",
                                      "clock": {"initial": 600, "increment": 5}})");
    Played p{std::move(*Game::create(*settings)), {}, {}};
    std::int64_t t = 0;
    const std::pair<Color, const char*> events[] = {
        {Color::White, R"({"action": "touch", "squares": ["g1"]})"},
        {Color::White, R"({"action": "lift", "square": "b1"})"},
        {Color::White, R"({"action": "release", "square": "c3"})"},  // 4.3a
        {Color::White, R"({"action": "clock"})"},
        {Color::Black, R"({"action": "claim"})"},  // upheld: Nf3 or Nh3 again
        {Color::White, R"({"action": "lift", "square": "g1"})"},
        {Color::White, R"({"action": "release", "square": "f3"})"},
        {Color::White, R"({"action": "clock"})"},
        {Color::Black, R"({"action": "lift", "square": "e7"})"},
        {Color::Black, R"({"action": "release", "square": "e5"})"},
    };
    for (const auto& [side, json] : events) {
        auto a = p.game.play(side, json, t += 1000);
        EXPECT_TRUE(a) << json << ": " << (a ? "" : a.error());
        p.log.push_back(a->entry);
        p.answers.push_back(answer_message(*a, board_members(p.game), p.game.settings().edition,
                                           io::Language::English));
    }
    if (auto offer = p.game.offer_draw(Color::White, t))
        p.log.push_back(*offer);
    return p;
}

TEST(Exports, StateSaysWhatTheBoardShowsAndNoToken) {
    Played p = play_incident();
    auto state = nlohmann::json::parse(state_json("abc", p.game, 20'000));
    EXPECT_EQ(state["id"], "abc");
    EXPECT_EQ(state["white"], "Anna");
    EXPECT_EQ(state["status"], "playing");
    EXPECT_TRUE(state["result"].is_null());
    EXPECT_EQ(state["n"], 10);
    EXPECT_EQ(state["moves"], (std::vector<std::string>{"Nf3", "e5"}));
    EXPECT_EQ(state["fen"], p.game.arbiter().position().to_fen());
    EXPECT_EQ(state["clock"]["running"], "black");
    EXPECT_EQ(state.size(), 14u);  // the 12 keys of docs/server.md, with board and held
}

TEST(Exports, TheEventsReplayInArbitrateWithTheSameAnswers) {
    Played p = play_incident();
    const std::string text = events_text(p.game.settings(), p.log);
    EXPECT_EQ(text.substr(0, 36), "laws 2005\nmode observe\nclock yes\nwhi");
    io::Session session;
    std::istringstream lines(text);
    int n = 0, line_number = 0;
    for (std::string line; std::getline(lines, line);) {
        auto out = session.feed_line(line, ++line_number);
        if (!out)
            continue;
        ASSERT_FALSE(out->is_error()) << line;
        const std::string answer =
            io::to_json(*out, arbiter::Edition::Fide2005, io::Language::English);
        EXPECT_NE(p.answers[static_cast<std::size_t>(n++)].find(answer), std::string::npos) << line;
    }
    EXPECT_EQ(n, 10);
}

TEST(Exports, ThePgnCarriesTheRulingsAsCommentsAndReadsBack) {
    Played p = play_incident();
    const std::string pgn = game_pgn("abc", p.game.settings(), p.log, "2026.12.01");
    EXPECT_NE(pgn.find("[White \"Anna\"]"), std::string::npos);
    EXPECT_NE(pgn.find("[Date \"2026.12.01\"]"), std::string::npos);
    EXPECT_NE(pgn.find("{4.3a: "), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("{4.6: Black's claim is upheld"), std::string::npos) << pgn;
    chess::PgnReader reader(pgn);
    auto back = reader.read_game();
    ASSERT_TRUE(back);
    EXPECT_TRUE(back->errors.empty());
    EXPECT_EQ(back->sans, (std::vector<std::string>{"Nf3", "e5"}));
    EXPECT_EQ(back->result, "*");
}

// The log of events in the text form, played in observe mode.
std::vector<LogEntry> observed(const std::vector<std::string>& lines) {
    Game game = std::move(*Game::create(*parse_settings(R"({"mode": "observe"})")));
    std::vector<LogEntry> log;
    for (const std::string& line : lines) {
        auto parsed = io::parse_event_line(line, 1);
        EXPECT_TRUE(parsed) << line;
        const auto& e = std::get<arbiter::BoardEvent>(*parsed);
        auto a = game.play(e.side, io::event_to_json(e), 0);
        EXPECT_TRUE(a) << line;
        if (a)
            log.push_back(a->entry);
    }
    return log;
}

// A violation made while a move is being made (Art. 4.1: the captured pawn
// taken with the other hand) is a comment after that move, not the one before.
TEST(Exports, AViolationDuringAMoveIsACommentAfterIt) {
    std::vector<std::string> lines{"white lift e2",
                                   "white release e4",
                                   "white clock",
                                   "black lift e7",
                                   "black release e5",
                                   "black clock",
                                   "white lift g1",
                                   "white release f3",
                                   "white clock",
                                   "black lift b8",
                                   "black release c6",
                                   "black clock",
                                   "white lift f3 hand=right",
                                   "white remove e5 hand=left"};
    const GameSettings settings = *parse_settings(R"({"mode": "observe"})");
    // No move follows yet: the comment stays after the last move made.
    std::string pgn = game_pgn("abc", settings, observed(lines), "2026.12.01");
    EXPECT_NE(pgn.find("Nc6 {4.1: "), std::string::npos) << pgn;
    lines.insert(lines.end(), {"white release e5 hand=right", "white clock"});
    pgn = game_pgn("abc", settings, observed(lines), "2026.12.01");
    EXPECT_EQ(pgn.find("Nc6 {"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("Nxe5 {4.1: "), std::string::npos) << pgn;
}

// A move taken back by an upheld claim leaves the game: the breach and the
// claim go after the move now last, in the order they came, and a move made
// after them follows them.
TEST(Exports, RulingsOnAMoveTakenBackFollowTheMoveBeforeIt) {
    std::vector<std::string> lines{"white lift d2",  "white release d4", "white clock",
                                   "black lift d7",  "black release d5", "black clock",
                                   "white touch g1", "white lift e2",    "white release e4",
                                   "white clock",    "black claim"};
    const GameSettings settings = *parse_settings(R"({"mode": "observe"})");
    std::string pgn = game_pgn("abc", settings, observed(lines), "2026.12.01");
    const auto breach = pgn.find("d5 {4.3a: "), claim = pgn.find("{4.6: Black's claim is upheld");
    EXPECT_NE(breach, std::string::npos) << pgn;
    EXPECT_NE(claim, std::string::npos) << pgn;
    EXPECT_LT(breach, claim) << pgn;
    lines.insert(lines.end(), {"white lift g1", "white release f3", "white clock"});
    pgn = game_pgn("abc", settings, observed(lines), "2026.12.01");
    EXPECT_NE(pgn.find("d5 {4.3a: "), std::string::npos) << pgn;
    EXPECT_LT(pgn.find("{4.6: "), pgn.find("2. Nf3")) << pgn;
    chess::PgnReader reader(pgn);
    auto back = reader.read_game();
    ASSERT_TRUE(back);
    EXPECT_EQ(back->sans, (std::vector<std::string>{"d4", "d5", "Nf3"}));
}

// The server's clock ends the game, not an event: the flag's entry gives
// the PGN its result.
TEST(Exports, ThePgnOfAGameLostOnTimeHasItsResult) {
    auto settings = parse_settings(R"({"clock": {"initial": 1}})");
    Game game = std::move(*Game::create(*settings));
    auto touch = game.play(Color::White, R"({"action": "touch", "squares": ["e2"]})", 0);
    ASSERT_TRUE(touch);
    auto flag = game.check_flag(1'500);
    ASSERT_TRUE(flag);
    const std::string pgn = game_pgn("abc", *settings, {touch->entry, *flag}, "2026.12.01");
    EXPECT_NE(pgn.find("[Result \"0-1\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[Termination \"time forfeit\"]"), std::string::npos) << pgn;
    auto back = chess::PgnReader(pgn).read_game();
    ASSERT_TRUE(back);
    EXPECT_EQ(back->result, "0-1");
}

TEST(Exports, ACatchingUpClientGetsTheAnswersAfterItsNumber) {
    Played p = play_incident();
    auto since = answers_since(p.game.settings(), p.log, 7, io::Language::English);
    ASSERT_EQ(since.size(), 3u);
    EXPECT_EQ(since[0], p.answers[7]);
    EXPECT_EQ(since[2], p.answers[9]);
    EXPECT_TRUE(answers_since(p.game.settings(), p.log, 10, io::Language::English).empty());
    auto german = answers_since(p.game.settings(), p.log, 2, io::Language::German);
    EXPECT_NE(german[0].find("Weiß"), std::string::npos) << german[0];
}

TEST(Exports, AnAnswerCarriesWhatABoardDraws) {
    Played p = play_incident();
    // After "white lift b1": the knight is in White's hand, b1 is empty.
    auto lifted = nlohmann::json::parse(p.answers[1]);
    EXPECT_EQ(lifted["board"], "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR");
    EXPECT_EQ(lifted["held"]["white"], "N");
    EXPECT_EQ(lifted["held"]["black"], "");
    EXPECT_EQ(lifted["moves"], nlohmann::json::array());
    // After the last event, the moves so far (the reinstated Nc3 is gone).
    auto last = nlohmann::json::parse(p.answers[9]);
    EXPECT_EQ(last["board"], "rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R");
    EXPECT_EQ(last["held"]["black"], "");
    EXPECT_EQ(last["moves"], (nlohmann::json{"Nf3", "e5"}));
    auto state = nlohmann::json::parse(state_json("abc", p.game, 20'000));
    EXPECT_EQ(state["board"], last["board"]);
}

TEST(Exports, TheClockMessage) {
    Played p = play_incident();
    auto clock = nlohmann::json::parse(clock_json(p.game, 12'000));
    EXPECT_EQ(clock["type"], "clock");
    EXPECT_EQ(clock["running"], "black");
    auto untimed = Game::create(GameSettings{});
    auto none = nlohmann::json::parse(clock_json(*untimed, 0));
    EXPECT_TRUE(none["running"].is_null());
}

}  // namespace
}  // namespace touchmove::server
