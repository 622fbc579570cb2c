#include "touchmove/server/game.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "touchmove/io/event_text.h"
#include "touchmove/io/json.h"
#include "touchmove/io/session.h"

namespace touchmove::server {

using arbiter::Answer;
using arbiter::BoardEvent;
using arbiter::Clause;
using arbiter::MessageId;
using nlohmann::json;

namespace {

constexpr std::int64_t MaxClockSeconds = 24 * 3600;  // a day, beyond any time control

std::string side_name(Color c) {
    return std::string(chess::to_string(c));
}

chess::Expected<std::string, std::string> read_name(const json& body, const char* key,
                                                    std::string fallback) {
    if (!body.contains(key))
        return fallback;
    const auto control = [](unsigned char c) { return c < 0x20 || c == 0x7f; };
    if (!body[key].is_string() || body[key].get<std::string>().empty() ||
        body[key].get<std::string>().size() > 100 ||
        std::ranges::any_of(body[key].get<std::string>(), control))
        return chess::Unexpected{std::string("'") + key +
                                 "' must be a name of 1 to 100 bytes, without control characters"};
    return body[key].get<std::string>();
}

chess::Expected<std::optional<TimeControl>, std::string> read_clock(const json& body) {
    if (!body.contains("clock") || body["clock"].is_null())
        return std::optional<TimeControl>{};
    const json& c = body["clock"];
    // In milliseconds; `fallback` in seconds.
    auto seconds = [&](const char* key, std::int64_t fallback) -> std::optional<std::int64_t> {
        if (!c.contains(key))
            return fallback * 1000;
        if (!c[key].is_number() || c[key].get<double>() < 0 ||
            c[key].get<double>() > MaxClockSeconds)
            return std::nullopt;
        return static_cast<std::int64_t>(c[key].get<double>() * 1000);
    };
    const bool known_keys = c.is_object() && std::ranges::all_of(c.items(), [](const auto& item) {
                                return item.key() == "initial" || item.key() == "increment";
                            });
    const auto initial = known_keys ? seconds("initial", 300) : std::nullopt;
    const auto increment = known_keys ? seconds("increment", 0) : std::nullopt;
    if (!initial || !increment || *initial == 0)
        return chess::Unexpected{std::string(
            "'clock' must be {\"initial\": SECONDS, \"increment\": SECONDS}, initial above 0")};
    return std::optional<TimeControl>{TimeControl{*initial, *increment}};
}

}  // namespace

chess::Expected<GameSettings, std::string> parse_settings(std::string_view text) {
    json body = json::parse(text.empty() ? std::string_view("{}") : text, nullptr, false);
    if (body.is_discarded() || !body.is_object())
        return chess::Unexpected{std::string("the body must be a JSON object")};
    GameSettings s;
    auto word = [&](const char* key) -> std::optional<std::string> {
        if (!body.contains(key))
            return std::string();
        if (!body[key].is_string())
            return std::nullopt;
        return body[key].get<std::string>();
    };
    const auto laws = word("laws"), mode = word("mode"), variant = word("variant"),
               fen = word("fen");
    if (!laws || (!laws->empty() && *laws != "2005" && *laws != "2023"))
        return chess::Unexpected{std::string("'laws' must be \"2005\" or \"2023\"")};
    if (!mode || (!mode->empty() && *mode != "observe" && *mode != "enforce"))
        return chess::Unexpected{std::string("'mode' must be \"observe\" or \"enforce\"")};
    if (!variant || (!variant->empty() && *variant != "standard" && *variant != "chess960"))
        return chess::Unexpected{std::string("'variant' must be \"standard\" or \"chess960\"")};
    if (!fen)
        return chess::Unexpected{std::string("'fen' must be a string")};
    if (*laws == "2023")
        s.edition = arbiter::Edition::Fide2023;
    if (*mode == "observe")
        s.mode = arbiter::Mode::Observe;
    if (!variant->empty())
        s.chess960 = *variant == "chess960";
    s.fen = *fen;
    auto clock = read_clock(body);
    if (!clock)
        return chess::Unexpected{clock.error()};
    s.clock = *clock;
    auto white = read_name(body, "white", s.white), black = read_name(body, "black", s.black);
    if (!white)
        return chess::Unexpected{white.error()};
    if (!black)
        return chess::Unexpected{black.error()};
    s.white = *white;
    s.black = *black;
    return s;
}

std::string settings_to_json(const GameSettings& s) {
    json j{{"laws", std::string(arbiter::to_string(s.edition))},
           {"mode", s.mode == arbiter::Mode::Enforce ? "enforce" : "observe"},
           {"white", s.white},
           {"black", s.black}};
    if (!s.fen.empty())
        j["fen"] = s.fen;
    if (s.chess960)
        j["variant"] = *s.chess960 ? "chess960" : "standard";
    if (s.clock)
        j["clock"] = {{"initial", static_cast<double>(s.clock->initial_ms) / 1000},
                      {"increment", static_cast<double>(s.clock->increment_ms) / 1000}};
    return j.dump();
}

std::vector<std::string> header_lines(const GameSettings& s) {
    std::vector<std::string> lines{
        "laws " + std::string(arbiter::to_string(s.edition)),
        s.mode == arbiter::Mode::Enforce ? "mode enforce" : "mode observe"};
    if (s.chess960)
        lines.push_back(*s.chess960 ? "variant chess960" : "variant standard");
    if (!s.fen.empty())
        lines.push_back("fen " + s.fen);
    if (s.clock)
        lines.push_back("clock yes");
    return lines;
}

chess::Expected<Game, std::string> Game::create(GameSettings settings) {
    // The headers are read as a session reads them, so that the log replays
    // in `touchmove arbitrate` exactly as here.
    io::Session session;
    int line = 0;
    for (const std::string& h : header_lines(settings))
        if (auto out = session.feed_line(h, ++line); out && out->is_error())
            return chess::Unexpected{std::get<io::LineError>(out->result).message};
    Game game(std::move(settings), arbiter::Arbiter(session.options()));
    return game;
}

Game::Game(GameSettings settings, arbiter::Arbiter arbiter)
    : settings_(std::move(settings)), arbiter_(std::move(arbiter)) {
    if (settings_.clock)
        clock_.white_ms = clock_.black_ms = settings_.clock->initial_ms;
}

chess::Expected<Game::Accepted, std::string> Game::play(Color side, std::string_view event_json,
                                                        std::int64_t now_ms) {
    if (result_)
        return chess::Unexpected{std::string("the game is over")};
    if (check_flag(now_ms))
        return chess::Unexpected{std::string("the game is over: ") + result_->reason};
    json object = json::parse(event_json, nullptr, false);
    if (object.is_discarded() || !object.is_object())
        return chess::Unexpected{std::string("an event must be a JSON object")};
    if (!object.contains("side")) {
        // A header has no side either: say what it is, not what it lacks.
        if (!object.contains("action") && io::parse_json_line(object.dump(), 1))
            return chess::Unexpected{
                std::string("not an event (headers are set when the game is made)")};
        object["side"] = side_name(side);
    }
    object.erase("t");  // the server's time counts, not the client's
    auto parsed = io::parse_json_line(object.dump(), 1);
    if (!parsed)
        return chess::Unexpected{parsed.error().message};
    const auto* event = std::get_if<BoardEvent>(&*parsed);
    if (!event)
        return chess::Unexpected{
            std::string("not an event (headers are set when the game is made)")};
    if (event->side != side)
        return chess::Unexpected{"you play " + side_name(side)};
    return apply(side, *event, now_ms);
}

chess::Expected<Game::Accepted, std::string> Game::apply(Color side, BoardEvent event,
                                                         std::int64_t now_ms) {
    event.time_ms = now_ms;
    const chess::Position before = arbiter_.position();
    const Color running = arbiter_.clock_running();
    auto answer = arbiter_.handle(event);
    if (!answer)
        return chess::Unexpected{answer.error().message};
    if (settings_.clock && !clock_.running) {
        clock_.running = running;  // the clock starts with the game's first event
        clock_since_ms_ = now_ms;
    }
    Accepted accepted{++events_, std::move(*answer),
                      LogEntry{LogEntry::Kind::Event, side, now_ms, event.to_text()}};
    accepted.answer.n = accepted.n;
    record_.follow(accepted.answer, before);
    follow_clock(running, side, now_ms);
    add_time_sanctions(accepted.answer);
    if (accepted.answer.move && draw_offer_ && *draw_offer_ != side)
        draw_offer_.reset();  // the opponent of the offer moved: it lapses
    check_end(accepted.answer, now_ms);
    return accepted;
}

void Game::follow_clock(Color running_before, Color side, std::int64_t now_ms) {
    const Color running = arbiter_.clock_running();
    if (!settings_.clock || running == running_before || !clock_.running)
        return;
    // The press passed the clock: the presser's time stops, with the increment.
    std::int64_t& left = running_before == Color::White ? clock_.white_ms : clock_.black_ms;
    left -= now_ms - clock_since_ms_;
    if (side == running_before)
        left += settings_.clock->increment_ms;
    clock_.running = running;
    clock_since_ms_ = now_ms;
}

// Article 7.5: the arbiter gives the opponent of an illegal move time.
void Game::add_time_sanctions(const Answer& a) {
    if (!settings_.clock)
        return;
    for (const auto& r : a.rulings)
        if (r.sanction && r.sanction->kind == arbiter::Sanction::Kind::Time)
            (r.sanction->side == Color::White ? clock_.white_ms : clock_.black_ms) +=
                std::int64_t{r.sanction->seconds} * 1000;
}

ClockReading Game::clock(std::int64_t now_ms) const {
    ClockReading r = clock_;
    if (r.running && !result_) {
        std::int64_t& left = *r.running == Color::White ? r.white_ms : r.black_ms;
        left = std::max<std::int64_t>(0, left - (now_ms - clock_since_ms_));
    }
    return r;
}

std::optional<std::int64_t> Game::flag_time() const {
    if (result_ || !settings_.clock || !clock_.running)
        return std::nullopt;
    return clock_since_ms_ + (*clock_.running == Color::White ? clock_.white_ms : clock_.black_ms);
}

std::optional<LogEntry> Game::check_flag(std::int64_t now_ms) {
    if (result_ || !settings_.clock || !clock_.running)
        return std::nullopt;
    const Color running = *clock_.running;
    if ((running == Color::White ? clock(now_ms).white_ms : clock(now_ms).black_ms) > 0)
        return std::nullopt;
    // Article 6.9: lost, unless the opponent cannot mate by any series of legal moves.
    const bool drawn = arbiter_.position().has_insufficient_material(~running);
    end(drawn ? "1/2-1/2" : (running == Color::White ? "0-1" : "1-0"), "flag", now_ms);
    return LogEntry{LogEntry::Kind::Flag, running, now_ms, {}};
}

std::optional<LogEntry> Game::resign(Color side, std::int64_t now_ms) {
    if (result_ || check_flag(now_ms))
        return std::nullopt;
    end(side == Color::White ? "0-1" : "1-0", "resignation", now_ms);
    return LogEntry{LogEntry::Kind::Resign, side, now_ms, {}};
}

std::optional<LogEntry> Game::offer_draw(Color side, std::int64_t now_ms) {
    if (result_ || check_flag(now_ms) || draw_offer_ == side)
        return std::nullopt;
    if (draw_offer_ == ~side) {
        end("1/2-1/2", "agreement", now_ms);
    } else {
        draw_offer_ = side;
    }
    return LogEntry{LogEntry::Kind::Draw, side, now_ms, {}};
}

void Game::check_end(const Answer& a, std::int64_t now_ms) {
    for (const auto& r : a.rulings) {
        const Color side = r.message.side;
        const std::string win = side == Color::White ? "0-1" : "1-0";
        switch (r.message.id) {
            case MessageId::Checkmated:
                return end(win, "checkmate", now_ms);
            case MessageId::Stalemated:
                return end("1/2-1/2", "stalemate", now_ms);
            case MessageId::LostByIllegalMoves:
                return end(win, "7.5.5", now_ms);
            case MessageId::DrawnByIllegalMoves:
                return end("1/2-1/2", "7.5.5", now_ms);
            default:
                break;
        }
    }
    const chess::Position& pos = arbiter_.position();
    if (pos.is_insufficient_material() || pos.is_dead_by_blocked_pawns())
        end("1/2-1/2", "dead position", now_ms);
}

void Game::end(std::string score, std::string reason, std::int64_t now_ms) {
    if (settings_.clock && clock_.running) {
        // The clocks stop with the game, the time used since the last press charged.
        std::int64_t& left = *clock_.running == Color::White ? clock_.white_ms : clock_.black_ms;
        left = std::max<std::int64_t>(0, left - (now_ms - clock_since_ms_));
        clock_.running.reset();
    }
    draw_offer_.reset();
    result_ = Result{std::move(score), std::move(reason)};
}

std::optional<Game::Accepted> Game::replay(const LogEntry& entry) {
    switch (entry.kind) {
        case LogEntry::Kind::Resign:
            resign(entry.side, entry.t_ms);
            return std::nullopt;
        case LogEntry::Kind::Draw:
            offer_draw(entry.side, entry.t_ms);
            return std::nullopt;
        case LogEntry::Kind::Flag:
            check_flag(entry.t_ms);
            return std::nullopt;
        case LogEntry::Kind::Event:
            break;
    }
    auto parsed = io::parse_event_line(entry.line, 1);
    if (result_ || !parsed || !std::holds_alternative<BoardEvent>(*parsed))
        return std::nullopt;
    const BoardEvent& e = std::get<BoardEvent>(*parsed);
    check_flag(entry.t_ms);
    if (result_ || e.side != entry.side)
        return std::nullopt;
    auto accepted = apply(entry.side, e, entry.t_ms);
    return accepted ? std::optional<Accepted>(std::move(*accepted)) : std::nullopt;
}

}  // namespace touchmove::server
