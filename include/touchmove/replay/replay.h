// Replay and audit: recorded games turned into the physical events real
// players make, fed to an Arbiter and checked, with touch-move violations
// planted among them on request.
//
// GameReplay takes a game one move at a time (as a PGN visitor hands them
// out). For every move it writes the events a player makes, in a style
// drawn at random: lift and release; a capture with the captured piece
// removed first or after the lift; castling king first (or king and rook
// touched together with the intention to castle; in Chess960 also king and
// rook lifted, the rook put down first); en passant with the pawn
// removed after or before; a promotion in any of three orders; a j'adoube
// announced in English, French, German or Vietnamese before adjusting;
// accidental touches; one hand or none named; the clock pressed after the
// move. Every event goes through the arbiter, and the replay checks that
// each move completes with no violation and that the arbiter's position
// after the clock press is the game's.
//
// With an injection rate, some moves carry a planted violation of the 2005
// Laws (Injection below). Each is designed so that the game can go on with
// the recorded move: the move stands (the opponent does not claim, or
// claims and the claim is forfeited or upheld without reinstatement), or
// the position is reinstated and the recorded move is then made lawfully.
// Every planted violation must be reported on the event that commits it
// with the expected clause ("caught"); a violation anywhere else is a
// false alarm.
//
// The random draws come from a fixed generator (splitmix64) with an exact
// uniform mapping of its own, seeded per game: the same seed and game key
// always give the same events, on any platform and in any thread.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "touchmove/arbiter/board_event.h"
#include "touchmove/arbiter/ruling.h"
#include "touchmove/chess/move.h"
#include "touchmove/chess/position.h"

namespace touchmove::replay {

// The seed of one game: a mix of the run's seed and the game's key (for
// example its file and first line), so that games are independent.
std::uint64_t game_seed(std::uint64_t seed, std::uint64_t key_a, std::uint64_t key_b);

// The kinds of violation the replay can plant.
enum class Injection : std::uint8_t {
    OtherPieceMoved,      // touches an own piece that can move, moves another (4.3a)
    RookBeforeKing,       // touches the rook, then castles with it anyway (4.4b)
    ReleasedPieceMoved,   // releases the piece on a legal square, then moves it on (4.7)
    SecondOpponentPiece,  // touches an opponent's piece, captures another (4.3b, or 4.3c)
    TwoHandedCapture,     // removes the captured piece with one hand, moves with the other (4.1)
    IllegalMoveClocked,   // makes an illegal move with the piece and presses the clock (3)
};
constexpr std::size_t InjectionCount = 6;

// A short name for reports, e.g. "rook-before-king".
std::string_view to_string(Injection kind);
// The article the kind breaks, as reports show it (2005 numbering).
std::string_view injection_article(Injection kind);

constexpr std::size_t ClauseCount = static_cast<std::size_t>(arbiter::Clause::Unnumbered) + 1;

struct ReplayOptions {
    std::uint64_t seed = 1;
    // The fraction of moves, 0 to 1, at which a violation is planted (where
    // the move allows one of the kinds; the kind is drawn among those).
    double inject_rate = 0.0;
};

// Counts, added up over games.
struct ReplayStats {
    std::uint64_t games = 0;
    std::uint64_t moves = 0;
    std::uint64_t events = 0;
    std::array<std::uint64_t, ClauseCount> violations{};  // every violation ruling, by clause
    std::array<std::uint64_t, InjectionCount> planted{};
    std::array<std::uint64_t, InjectionCount> caught{};
    std::uint64_t claims_upheld = 0;
    std::uint64_t claims_forfeited = 0;
    std::uint64_t false_alarms = 0;
    std::uint64_t missed = 0;
    std::uint64_t disagreements = 0;

    ReplayStats& operator+=(const ReplayStats& o);
};

// Something the arbiter answered that the replay did not expect.
struct ReplayProblem {
    enum class Kind : std::uint8_t {
        Disagreement,  // an error, a move never completed, another position, a claim ruled
                       // otherwise
        Missed,        // a planted violation that was not reported as expected
        FalseAlarm,    // a violation where none was planted
    };
    Kind kind;
    int ply = 0;                      // 1-based ply of the game
    std::string move;                 // the game's move in SAN
    std::string message;              // what happened
    std::vector<std::string> events;  // the move's events in the text form
    int event = -1;                   // which of them the message is about, if one
};

std::string_view to_string(ReplayProblem::Kind kind);  // "disagreement", "missed", "false alarm"

// Receives every event fed to the arbiter (to write event streams).
class ReplayEventSink {
public:
    virtual ~ReplayEventSink() = default;
    // A game starts from this position (before its first event).
    virtual void begin_game(const chess::Position& start) = 0;
    virtual void event(const arbiter::BoardEvent& e) = 0;
};

// Replays one game at a time; reusable for the next game (begin() again).
// Not thread-safe: use one per thread.
class GameReplay {
public:
    explicit GameReplay(ReplayOptions options = {});
    ~GameReplay();
    GameReplay(GameReplay&&) noexcept;
    GameReplay& operator=(GameReplay&&) noexcept;

    // Events also go to `sink` (nullptr: nowhere); it must outlive the replay.
    void set_sink(ReplayEventSink* sink);

    // Starts a game from `start` (2005 Laws, observe mode, a clock attached),
    // its random draws seeded with `seed` (see game_seed()).
    void begin(const chess::Position& start, std::uint64_t seed);
    // Makes the game's next move `m` (legal in `before`, which must be the
    // game's position; `san` as written, used only in reports). Returns
    // false when the replay of this game cannot go on (a disagreement).
    // The arbiter's position after the previous move is checked against
    // `before` here, and after the last move in finish().
    bool move(const chess::Position& before, chess::Move m, std::string_view san);
    // Ends the game: checks the final position; a claim still owed for the
    // last move is made.
    void finish();

    // This game's counts and problems (since begin()).
    const ReplayStats& stats() const;
    const std::vector<ReplayProblem>& problems() const;
    bool stopped() const;

private:
    struct State;  // src/replay/replay.cpp
    std::unique_ptr<State> state_;
};

}  // namespace touchmove::replay
