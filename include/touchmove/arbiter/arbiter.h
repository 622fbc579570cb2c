// Arbiter: Article 4 of the FIDE Laws as a pure state machine.
//
// Feed it one BoardEvent at a time; after each it answers what the player
// having the move may still do (`permitted`), what rule restricts that, and
// what the event broke or completed (docs/events.md, Answers). It reads no
// clock, does no I/O and keeps no globals: the same events always give the
// same answers. Each answer is computed from the current turn's state, in
// time independent of the length of the game.
//
// An event that cannot physically happen (lifting from an empty square,
// releasing with an empty hand) is rejected with an EventError and changes
// nothing. An Arbiter is not thread-safe; use one per game.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "touchmove/arbiter/board_event.h"
#include "touchmove/arbiter/ruling.h"
#include "touchmove/chess/expected.h"
#include "touchmove/chess/position.h"

namespace touchmove::arbiter {

enum class Mode : std::uint8_t {
    Observe,  // over the board: violations are reported, the opponent may claim
    Enforce,  // online: a forbidden action is refused and changes nothing
};

struct ArbiterOptions {
    Edition edition = Edition::Fide2005;
    Mode mode = Mode::Observe;
    chess::Position start = chess::Position::initial();
    // Whether a clock is attached. Without one, an illegal move is ruled on
    // at the opponent's next deliberate touch; the first clock press attaches it.
    bool clock = false;
};

// Why an event could not be applied.
struct EventError {
    std::string message;
    int argument = 0;  // which argument is at fault: 0 = the action itself, 1 = the first square...
    int part = 0;      // in a list of squares (e2+d2): which one (0: the first)
};

// What one event did, without the rest of an Answer: for callers that
// look only at the rulings and the moves made (replays, audits), and would
// rather not pay for a list of permitted moves and notation per event. It
// points into the arbiter and holds until the next event.
struct Outcome {
    Outcome(std::span<const Ruling> said, std::optional<Move> completed, bool was_refused)
        : rulings(said), move(completed), refused(was_refused) {}

    std::span<const Ruling> rulings;
    std::optional<Move> move;  // the move the event completed
    bool refused = false;      // enforce mode: the event was refused and changed nothing
};

// The most pieces one hand may hold: lifting one more is an error (the
// event cannot physically happen). No game comes near it; it bounds what an
// endless stream of pieces put on the board from beside it and lifted could
// heap up.
inline constexpr std::size_t MaxHeldPieces = 32;

class Arbiter {
public:
    explicit Arbiter(ArbiterOptions options = {});
    ~Arbiter();
    Arbiter(const Arbiter&);
    Arbiter& operator=(const Arbiter&);
    Arbiter(Arbiter&&) noexcept;
    Arbiter& operator=(Arbiter&&) noexcept;

    // Applies one event and answers it. On error nothing changes.
    chess::Expected<Answer, EventError> handle(const BoardEvent& event);
    // Applies one event as handle() does and says what it did; current()
    // then gives the rest of the answer. The cheaper of the two for a
    // caller that reads only the rulings: no list of permitted moves, no
    // notation.
    chess::Expected<Outcome, EventError> apply(const BoardEvent& event);

    // The answer's fields as they stand now, without an event.
    Answer current() const;

    Edition edition() const;
    Mode mode() const;
    // The legal position before the current move.
    const chess::Position& position() const;
    Color to_move() const;
    // Whose clock runs (docs/events.md, Model, Clock press): the player to
    // move at the start, then as the presses pass it.
    Color clock_running() const;
    // What is physically on a square now (Piece::None when empty).
    chess::Piece board_piece(Square s) const;
    // The pieces a side holds in hand, in the order they were lifted.
    std::vector<chess::Piece> held(Color side) const;

private:
    struct State;
    std::unique_ptr<State> state_;
};

}  // namespace touchmove::arbiter
