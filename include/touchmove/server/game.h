// Game: one game played online (docs/server.md): its settings, the arbiter
// that judges every event, the clock of Article 6 with its increment, draw
// offers and resignation, and the result. It opens no socket and writes no
// file: every action it accepts gives the LogEntry that the server keeps in
// its Store, and the same settings and log always rebuild the same game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "touchmove/arbiter/arbiter.h"
#include "touchmove/chess/expected.h"
#include "touchmove/io/move_record.h"

namespace touchmove::server {

using chess::Color;

// Article 6: the time each player starts with and gains with each move.
struct TimeControl {
    std::int64_t initial_ms = 0;
    std::int64_t increment_ms = 0;
};

// What POST /api/games sets (docs/server.md, Games over HTTP).
struct GameSettings {
    arbiter::Edition edition = arbiter::Edition::Fide2005;
    arbiter::Mode mode = arbiter::Mode::Enforce;  // online, a forbidden action is refused
    std::string fen;                              // empty: the initial position
    std::optional<bool> chess960;                 // the `variant` header, when given
    std::optional<TimeControl> clock;             // none: an untimed game
    std::string white = "White";
    std::string black = "Black";
};

// Reads the JSON body of POST /api/games; every key is optional. The error
// says which key is wrong.
chess::Expected<GameSettings, std::string> parse_settings(std::string_view json);

// The settings as JSON, as parse_settings() reads them back (the store's form).
std::string settings_to_json(const GameSettings& settings);

// The headers of the game's event log in the text form (docs/events.md,
// Text form): laws, mode, the FEN and variant where set, and `clock yes`
// for a timed game.
std::vector<std::string> header_lines(const GameSettings& settings);

// The two clocks: the time left to each player now, and whose runs.
struct ClockReading {
    std::int64_t white_ms = 0;
    std::int64_t black_ms = 0;
    std::optional<Color> running;
};

// How the game ended: "1-0", "0-1" or "1/2-1/2", and why.
struct Result {
    std::string score;
    std::string reason;  // checkmate, stalemate, flag, resignation, agreement, 7.5.5, dead position
};

// An entry of the log: an event of docs/events.md in the text form (with its
// time), a player's resignation or draw offer, which are no events of the
// arbiter's, or the fall of the flag of `side`, which the server's clock
// decides and no event shows.
struct LogEntry {
    enum class Kind : std::uint8_t { Event, Resign, Draw, Flag };
    Kind kind = Kind::Event;
    Color side = Color::White;
    std::int64_t t_ms = 0;  // since the game was created
    std::string line;       // Event: the event in the text form
};

class Game {
public:
    // A new game: the error says what is wrong with the settings (a FEN
    // that cannot be read).
    static chess::Expected<Game, std::string> create(GameSettings settings);

    // An event accepted: its number, the arbiter's answer (its messages
    // not yet in words), and the entry to keep (the event in the text form).
    struct Accepted {
        int n = 0;
        arbiter::Answer answer;
        LogEntry entry;
    };

    // A player's event, as a JSON object of docs/events.md (JSON Lines form);
    // its `side` may be left out and must be the player's own. `now_ms` is
    // the time since the game was created. An event that cannot be read or
    // cannot physically happen, one for the other side, or one after the end
    // of the game changes nothing and gives the reason. Here, as in resign()
    // and offer_draw(), a flag that has fallen ends the game; call
    // check_flag() first to have its entry to keep.
    chess::Expected<Accepted, std::string> play(Color side, std::string_view event_json,
                                                std::int64_t now_ms);

    // The player resigns; nothing when the game is over already.
    std::optional<LogEntry> resign(Color side, std::int64_t now_ms);

    // The player offers a draw, or accepts the opponent's standing offer
    // (the game ends); nothing when the game is over or the player's own
    // offer stands already.
    std::optional<LogEntry> offer_draw(Color side, std::int64_t now_ms);

    // The clocks at `now_ms`; a flag that has fallen ends the game (lost,
    // or drawn where the opponent cannot mate). Returns the entry to keep
    // when it ended now, so that the log rebuilds the end.
    std::optional<LogEntry> check_flag(std::int64_t now_ms);

    // Replays an entry of a stored log. An event gives what it gave when it
    // was played (its number and answer); a resignation, a draw offer or a
    // flag gives nothing, nor does an entry that does not apply (a damaged
    // log: it is skipped).
    std::optional<Accepted> replay(const LogEntry& entry);

    const GameSettings& settings() const { return settings_; }
    // The number of the last accepted event (0 before any).
    int events() const { return events_; }
    const arbiter::Arbiter& arbiter() const { return arbiter_; }
    // The moves made so far, in SAN; a move changed under 4.7 replaces the
    // one it changed, and a position reinstated drops the moves after it.
    const std::vector<std::string>& moves() const { return record_.san(); }
    // The same moves, for a chess::Game.
    const std::vector<chess::Move>& made() const { return record_.made(); }
    ClockReading clock(std::int64_t now_ms) const;
    // The game time at which the running clock reaches zero, if one runs.
    std::optional<std::int64_t> flag_time() const;
    const std::optional<Result>& result() const { return result_; }
    std::optional<Color> draw_offer() const { return draw_offer_; }

private:
    Game(GameSettings settings, arbiter::Arbiter arbiter);

    chess::Expected<Accepted, std::string> apply(Color side, arbiter::BoardEvent event,
                                                 std::int64_t now_ms);
    void follow_clock(Color running_before, Color side, std::int64_t now_ms);
    void add_time_sanctions(const arbiter::Answer& answer);
    void check_end(const arbiter::Answer& answer, std::int64_t now_ms);
    void end(std::string score, std::string reason, std::int64_t now_ms);

    GameSettings settings_;
    arbiter::Arbiter arbiter_;
    int events_ = 0;
    io::MoveRecord record_;
    std::optional<Result> result_;
    std::optional<Color> draw_offer_;
    // The clock: the time left when the running clock last started, and when.
    ClockReading clock_;
    std::int64_t clock_since_ms_ = 0;
};

}  // namespace touchmove::server
