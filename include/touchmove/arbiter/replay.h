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
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "touchmove/arbiter/arbiter.h"
#include "touchmove/arbiter/board_event.h"
#include "touchmove/arbiter/ruling.h"
#include "touchmove/chess/move.h"
#include "touchmove/chess/plain_optional.h"
#include "touchmove/chess/position.h"

namespace touchmove::arbiter {

// A seeded random source whose draws are the same on every platform:
// splitmix64 (Steele, Lea and Flood), a single word of state, so that a
// game's generator costs nothing to seed. Choices among a power of two
// (a coin, one in four, one in eight) take their bits from one drawn word
// in turn, lowest first, rather than a word each.
class ReplayRng {
public:
    explicit ReplayRng(std::uint64_t seed = 0) : state_(seed) {}

    // The seed of one game: a mix of the run's seed and the game's key
    // (for example its file and first line), so that games are independent.
    static std::uint64_t game_seed(std::uint64_t seed, std::uint64_t key_a, std::uint64_t key_b);

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n); n > 0. Exact: the high word of x * n is uniform
    // over [0, n) once the products whose low word falls below 2^64 mod n
    // are rejected (D. Lemire, "Fast random integer generation in an
    // interval", 2019); that division is rare. A power of two takes its
    // bits from bits(), inline: a coin costs a shift and a mask.
    std::uint64_t below(std::uint64_t n) {
        if (std::has_single_bit(n) && n <= (std::uint64_t{1} << 32))
            return bits(static_cast<unsigned>(std::countr_zero(n)));
        return multiply_below(n);
    }
    // k random bits (0 to 32), the next ones of the word drawn for such
    // calls; a new word is drawn when it has fewer than k left.
    std::uint64_t bits(unsigned k) {
        if (pool_bits_ < k) {
            pool_ = next();
            pool_bits_ = 64;
        }
        const std::uint64_t v = pool_ & ((std::uint64_t{1} << k) - 1);
        pool_ >>= k;
        pool_bits_ -= k;
        return v;
    }
    // True with probability 1 / denominator; denominator > 0.
    bool one_in(std::uint64_t denominator) { return below(denominator) == 0; }
    // True with probability p, 0 <= p <= 1, to 2^-53.
    bool chance(double p);

private:
    std::uint64_t multiply_below(std::uint64_t n);  // below() for any other n

    std::uint64_t state_;
    std::uint64_t pool_ = 0;  // bits() draws from these, lowest first
    unsigned pool_bits_ = 0;  // how many of pool_ are left
};

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

constexpr std::size_t ClauseCount = static_cast<std::size_t>(Clause::Unnumbered) + 1;

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
    virtual void event(const BoardEvent& e) = 0;
};

// Replays one game at a time; reusable for the next game (begin() again).
// Not thread-safe: use one per thread.
class GameReplay {
public:
    explicit GameReplay(ReplayOptions options = {});

    // Events also go to `sink` (nullptr: nowhere); it must outlive the replay.
    void set_sink(ReplayEventSink* sink) { sink_ = sink; }

    // Starts a game from `start` (2005 Laws, observe mode, a clock attached),
    // its random draws seeded with `game_seed` (see ReplayRng::game_seed).
    void begin(const chess::Position& start, std::uint64_t game_seed);
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
    const ReplayStats& stats() const { return stats_; }
    const std::vector<ReplayProblem>& problems() const { return problems_; }
    bool stopped() const { return stopped_; }

private:
    // What a move's events are expected to bring about, besides the move.
    // (Its fields leave no padding, so that `plan_ = Plan{}` for every move
    // is two plain stores.)
    struct Plan {
        std::optional<Injection> kind;
        Clause clause = Clause::IllegalMove;  // the violation expected
        ClaimResult claim = ClaimResult::Rejected;
        int event = -1;        // on this event; -1: on the event completing the move
        int claim_event = -1;  // a claim is made by this event
    };
    enum class PendingClaim : std::uint8_t { None, Forfeit, Uphold };

    // The move's next event, all but its side and action empty. Inline: it
    // is written for every event of every move.
    BoardEvent& push(Color side, Action action) {
        if (count_ == events_.size())
            grow();
        BoardEvent& e = events_[count_++];
        e.side = side;
        e.action = action;
        e.squares.clear();
        chess::clear(e.piece);  // (not reset(): see plain_optional.h)
        e.text.clear();
        e.accidental = false;
        chess::clear(e.hand);
        e.castle = false;
        chess::clear(e.time_ms);
        return e;
    }
    BoardEvent& push(Color side, Action action, Square s) {
        BoardEvent& e = push(side, action);
        e.squares.push_back(s);
        return e;
    }
    BoardEvent& push(Color side, Action action, Square s, std::optional<Hand> hand) {
        BoardEvent& e = push(side, action, s);
        e.hand = hand;
        return e;
    }
    // Room for one more event, out of the way of push()'s usual path.
    [[gnu::noinline]] void grow();
    void plan_injection(const chess::Position& before, chess::Move m);
    void write_prelude(const chess::Position& before, Color us);
    void write_move(const chess::Position& before, chess::Move m, std::optional<Hand> hand,
                    bool touch_first);
    void write_injected(const chess::Position& before, chess::Move m, std::optional<Hand> hand);
    bool feed(const chess::Position& before, chess::Move m, std::string_view san);
    bool check_position(const chess::Position& expected);
    void report(ReplayProblem::Kind kind, std::string_view san, std::string message, int event);

    ReplayOptions options_;
    ReplayEventSink* sink_ = nullptr;
    std::optional<Arbiter> arbiter_;
    ReplayRng rng_;
    std::vector<BoardEvent> events_;  // the current move's events; reused
    std::size_t count_ = 0;           // how many of events_ are in use
    Plan plan_;
    PendingClaim pending_ = PendingClaim::None;
    // Chosen for the injection being written.
    Square target_ = Square::A1;
    Square detour_ = Square::A1;
    // The last move made, to check the position after it.
    chess::Position last_before_ = chess::Position::initial();
    chess::Move last_move_;
    int ply_ = 0;
    bool stopped_ = false;
    ReplayStats stats_;
    std::vector<ReplayProblem> problems_;
};

}  // namespace touchmove::arbiter
