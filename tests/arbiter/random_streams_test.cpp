// Randomised invariant tests: seeded streams of board events, from random
// legal games played by hand to nonsense (random actions and squares,
// events out of turn, claims, announcements, both hands), in both modes
// and both editions, fed to an Arbiter and to a Session. After every event
// the invariants below must hold; the same events must always give the
// same answers, from a fresh arbiter and from a copy made mid-stream.
//
// The seeds are fixed, so runs are deterministic. A failure names its seed;
// TOUCHMOVE_SEED=N runs that seed alone (e.g.
// `TOUCHMOVE_SEED=17 random_streams_test --gtest_filter=RandomStreams.*`).
//
// The invariants, after every answer `a` of an arbiter `arb`:
//  1. a.to_move == arb.to_move() == arb.position().side_to_move().
//  2. a.permitted holds no duplicates and only legal moves of
//     arb.position(); it is empty only when there is no legal move.
//  3. a.restricted_by is null => a.permitted is every legal move.
//  4. a.position (the answer's FEN) is arb.position(). a.move (a move
//     made) is a legal move of the position before the event, or, changed
//     by its player (4.7), of the position before their last move made,
//     and a.position is the position after it. A move made afresh passes
//     the move (Article 1.1): the opponent has it, and a lawful one (no
//     violation in the answer) leaves them every legal move.
//  5. The physical board and the answer agree: while no piece has been
//     moved by the player not having the move since the board last showed
//     the position, the mover's hand empty and the board showing
//     arb.position() after a legal move means that move is under way as
//     castling (Chess960: the king on its castling square, the rook not
//     yet moved); any other would have been made.
//  6. Kings are never made: each side has at most one king on the board
//     and in the hands together.
//  7. After a clock press that rules on a turn without a move (the
//     position reinstated, the presser still to move) the presser holds
//     nothing, and the board differs from arb.position() only where that
//     player has no piece: what the other player lifted or moved on the
//     presser's time stays as it was.
//  8. An event answered with an error changes nothing (the current answer,
//     board, hands, position); a refused event (enforce mode) changes
//     nothing but the answer's rulings; in enforce mode an answer that is
//     not refused carries no violation; observe mode refuses nothing.
//  9. An arbiter fed the same events with apply() alone, never asked for
//     an answer (so that what the arbiter works out only on demand, such
//     as the whole list of legal moves, stays unasked), says what handle()
//     answers: the same errors, refusals, completed moves and rulings, and
//     at the end the same current answer.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "replay_rng.h"
#include "touchmove/arbiter/arbiter.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/uci.h"
#include "touchmove/io/json.h"
#include "touchmove/io/session.h"
#include "touchmove/replay/move_events.h"

namespace touchmove::arbiter {
namespace {

using io::Language;
using io::looks_like_json;
using io::parse_event_line;
using io::Session;
using io::SessionOutput;
using replay::events_for_move;
using replay::MoveStyle;
using replay::ReplayRng;

using chess::Piece;
using chess::Position;

// splitmix64 (the replay's generator, ReplayRng::next()): the same numbers
// on every platform and standard library. below() maps them by remainder,
// as when the seeds of docs/reliability.md were run, so that a seed gives
// the streams it gave then.
class Rng {
public:
    explicit Rng(std::uint64_t seed) : rng_(seed) {}
    std::uint64_t next() { return rng_.next(); }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
    bool chance(int percent) { return below(100) < percent; }
    template <typename T>
    const T& pick(const std::vector<T>& v) {
        return v[static_cast<std::size_t>(below(static_cast<int>(v.size())))];
    }

private:
    ReplayRng rng_;
};

// The seeds to run: `count` fixed ones from `base`, or TOUCHMOVE_SEED alone.
std::vector<std::uint64_t> seeds(int count, std::uint64_t base) {
    if (const char* s = std::getenv("TOUCHMOVE_SEED"); s && *s)
        return {std::strtoull(s, nullptr, 10)};
    std::vector<std::uint64_t> out;
    for (int i = 0; i < count; ++i)
        out.push_back(base + static_cast<std::uint64_t>(i));
    return out;
}

std::string trace(std::uint64_t seed) {
    return "seed " + std::to_string(seed) + " (replay: TOUCHMOVE_SEED=" + std::to_string(seed) +
           ")";
}

struct Start {
    const char* fen;
    chess::CastlingMode mode;
};

// Positions with castling both ways, en passant, promotions, a Chess960
// setup, a mate in one and a stalemate (no legal move).
const std::vector<Start>& starts() {
    static const std::vector<Start> list = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", chess::CastlingMode::Standard},
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
         chess::CastlingMode::Standard},
        {"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", chess::CastlingMode::Standard},
        {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
         chess::CastlingMode::Standard},
        {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", chess::CastlingMode::Standard},
        {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1", chess::CastlingMode::Standard},
        {"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1", chess::CastlingMode::Chess960},
        {"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", chess::CastlingMode::Standard},
        {"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", chess::CastlingMode::Standard},
    };
    return list;
}

Position start_position(const Start& s) {
    return Position::from_fen(s.fen, s.mode).value();
}

std::string json(const Answer& a, int n, const std::string& event, Edition edition) {
    return io::to_json(SessionOutput{n, a, event}, edition, Language::English);
}

// Everything observable of an arbiter, for "nothing changed" checks.
struct Snapshot {
    std::string answer;  // the current answer as JSON
    std::string answer_without_rulings;
    std::array<Piece, 64> board{};
    std::vector<Piece> held[2];
    std::string fen;

    bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(const Arbiter& arb) {
    Snapshot s;
    Answer a = arb.current();
    s.answer = json(a, 0, "", arb.edition());
    a.rulings.clear();
    a.move.reset();
    s.answer_without_rulings = json(a, 0, "", arb.edition());
    for (int i = 0; i < 64; ++i)
        s.board[static_cast<std::size_t>(i)] = arb.board_piece(chess::square_at(i));
    s.held[0] = arb.held(Color::White);
    s.held[1] = arb.held(Color::Black);
    s.fen = arb.position().to_fen();
    return s;
}

bool board_shows(const Arbiter& arb, const Position& pos) {
    for (int i = 0; i < 64; ++i)
        if (arb.board_piece(chess::square_at(i)) != pos.piece_on(chess::square_at(i)))
            return false;
    return true;
}

// A square where the board differs from `pos` and `side` has a piece, on
// the board or in `pos`.
std::optional<Square> differs_with_pieces_of(const Arbiter& arb, const Position& pos, Color side) {
    for (int i = 0; i < 64; ++i) {
        const Square s = chess::square_at(i);
        const Piece now = arb.board_piece(s), was = pos.piece_on(s);
        if (now != was && ((now != Piece::None && chess::color_of(now) == side) ||
                           (was != Piece::None && chess::color_of(was) == side)))
            return s;
    }
    return std::nullopt;
}

bool has_violation(const Answer& a) {
    return std::any_of(a.rulings.begin(), a.rulings.end(),
                       [](const Ruling& r) { return r.type == RulingType::Violation; });
}

// What the events tell about the board, for invariants 4 and 5: the squares
// where a piece landed by accident (docs/events.md, Text form, Events: it makes no move), set by
// an accidental release or placement, cleared by any other change of the
// square and when the move passes (where the arbiter also forgets them, a
// position reinstated, they stay here, which only skips a check); whether
// the player not having the move has moved a piece since the board last
// showed the position; and the position before the last move made.
struct Knocked {
    chess::Bitboard squares;
    bool displaced = false;
    std::optional<Position> made_from;

    void note(const Arbiter& arb, const Answer& a, const BoardEvent& e, Color mover_before) {
        if (a.refused)
            return;
        const bool board_event = e.action == Action::Lift || e.action == Action::Remove ||
                                 e.action == Action::Release || e.action == Action::Place;
        if (board_event && e.side != mover_before)
            displaced = true;
        if (arb.held(Color::White).empty() && arb.held(Color::Black).empty() &&
            board_shows(arb, arb.position()))
            displaced = false;
        if (arb.to_move() != mover_before) {
            squares = chess::Bitboard();
            return;
        }
        if (!board_event || e.side != mover_before)
            return;
        if ((e.action == Action::Release || e.action == Action::Place) && e.accidental) {
            squares |= e.squares.front();
        } else {
            squares &= ~chess::Bitboard(e.squares.front());
        }
    }
};

// Invariants 1 to 7 after `a`, the answer to `e`; `before` was the position
// and `mover_before` had the move before it. Returns what is broken, or an
// empty string.
std::string broken(const Arbiter& arb, const Answer& a, const BoardEvent& e, const Position& before,
                   Color mover_before, Knocked& knocked) {
    knocked.note(arb, a, e, mover_before);
    const Position& pos = arb.position();
    if (a.to_move != arb.to_move() || a.to_move != pos.side_to_move())
        return "to_move disagrees with the position";
    chess::MoveList legal = chess::legal_moves(pos);
    for (std::size_t i = 0; i < a.permitted.size(); ++i) {
        if (!legal.contains(a.permitted[i]))
            return "permitted " + chess::to_uci(pos, a.permitted[i]) + " is not legal";
        for (std::size_t j = 0; j < i; ++j)
            if (a.permitted[j] == a.permitted[i])
                return "permitted lists " + chess::to_uci(pos, a.permitted[i]) + " twice";
    }
    // A game ended by a second illegal move (2023, 7.5.5) says so on every
    // answer from then on, and permits nothing: no move is legal any more,
    // so the board showing one makes none either (5 below).
    const bool decided = std::any_of(a.rulings.begin(), a.rulings.end(), [](const Ruling& r) {
        return r.type == RulingType::Note && r.clause == Clause::GameDecided;
    });
    if (decided && (!a.permitted.empty() || a.restricted_by))
        return "the game is over (7.5.5), yet permitted is not empty or restricted";
    if (!decided && a.permitted.empty() != legal.empty())
        return "permitted is empty while there are legal moves";
    if (!decided && !a.restricted_by && a.permitted.size() != legal.size())
        return "nothing restricts, yet " + std::to_string(a.permitted.size()) + " of " +
               std::to_string(legal.size()) + " legal moves are permitted";
    if (!(a.position == pos))
        return "the answer's fen is not the arbiter's position";
    if (a.move) {
        const chess::Move m = a.move->move;
        const bool afresh = chess::legal_moves(before).contains(m) && before.play(m) == pos;
        const bool changed = !afresh && knocked.made_from &&
                             chess::legal_moves(*knocked.made_from).contains(m) &&
                             knocked.made_from->play(m) == pos;
        if (!afresh && !changed)
            return "the move made " + a.move->uci + " is not legal where it was made from";
        if (afresh) {
            knocked.made_from = before;
            if (a.to_move == mover_before)
                return "the move " + a.move->uci + " was made, yet its player still has the move";
            if (!has_violation(a) && !a.refused && !decided && a.restricted_by)
                return "a lawful move made leaves the opponent restricted";
        }
    }
    // 5: a legal move the board shows, by the mover's hands, is made at once
    // (but for a piece that landed by accident, which makes no move).
    bool knocked_piece_off = false;
    for (Square s : knocked.squares)
        knocked_piece_off = knocked_piece_off || arb.board_piece(s) != pos.piece_on(s);
    if (!knocked.displaced && arb.held(pos.side_to_move()).empty() && !knocked_piece_off &&
        !decided && !a.refused) {
        for (const chess::Move& m : legal) {
            if (!board_shows(arb, pos.play(m)))
                continue;
            const bool castling_square =
                m.piece() == chess::PieceType::King && !m.is_castle() &&
                std::any_of(legal.begin(), legal.end(), [&](const chess::Move& c) {
                    return c.is_castle() && c.king_to() == m.to();
                });
            if (!castling_square)
                return "the board shows " + chess::to_uci(pos, m) + ", which was not made";
        }
    }
    // 6: kings are never made.
    for (Color c : {Color::White, Color::Black}) {
        Piece king = chess::make_piece(c, chess::PieceType::King);
        int kings = 0;
        for (int i = 0; i < 64; ++i)
            kings += arb.board_piece(chess::square_at(i)) == king;
        for (Color h : {Color::White, Color::Black})
            for (Piece p : arb.held(h))
                kings += p == king;
        if (kings > 1)
            return std::string(chess::to_string(c)) + " has " + std::to_string(kings) + " kings";
    }
    // 7: after a clock press the presser holds nothing; when it did not
    // pass the turn, the board shows the position but for the pieces the
    // other player lifted or moved on the presser's time.
    if (e.action == Action::Clock && e.side == mover_before && arb.to_move() == mover_before &&
        !a.refused && has_violation(a) && !decided) {
        if (!arb.held(mover_before).empty())
            return "after the clock press the player who pressed holds a piece";
        if (auto s = differs_with_pieces_of(arb, pos, mover_before))
            return "after the clock press the board differs from the position on " +
                   chess::to_string(*s) + ", where the player who pressed has a piece";
    }
    return {};
}

struct Totals {
    long streams = 0, events = 0, errors = 0, refused = 0, moves = 0, violations = 0;
};

// Feeds one event, checks invariants 1 to 8, and returns the answer's JSON
// (or the error) for the determinism checks.
std::string feed(Arbiter& arb, const BoardEvent& e, int n, Totals& totals, Knocked& knocked) {
    const Snapshot before = snapshot(arb);
    const Position position_before = arb.position();
    const Color mover = arb.to_move();
    auto answer = arb.handle(e);
    ++totals.events;
    if (!answer) {
        ++totals.errors;
        EXPECT_TRUE(snapshot(arb) == before) << "an error changed the state";
        return "error " + std::to_string(answer.error().argument) + ": " + answer.error().message;
    }
    const Answer& a = *answer;
    if (a.refused) {
        ++totals.refused;
        EXPECT_EQ(arb.mode(), Mode::Enforce) << "observe mode refused an event";
        EXPECT_TRUE(has_violation(a)) << "refused without a violation";
        Snapshot after = snapshot(arb);
        EXPECT_EQ(after.answer_without_rulings, before.answer_without_rulings);
        EXPECT_TRUE(after.board == before.board && after.held[0] == before.held[0] &&
                    after.held[1] == before.held[1] && after.fen == before.fen)
            << "a refused event changed the board";
    } else if (arb.mode() == Mode::Enforce) {
        EXPECT_FALSE(has_violation(a)) << "enforce mode let a violation through";
    }
    totals.moves += a.move.has_value();
    totals.violations += has_violation(a);
    EXPECT_EQ(broken(arb, a, e, position_before, mover, knocked), "");
    // current() gives the same fields (its rulings are not specified).
    Answer now = arb.current(), without = a;
    now.rulings.clear();
    without.rulings.clear();
    without.refused = false;
    EXPECT_EQ(json(now, n, "", arb.edition()), json(without, n, "", arb.edition()))
        << "current() differs from the answer";
    return json(a, n, e.to_text(), arb.edition());
}

Square random_square(Rng& r) {
    return chess::square_at(r.below(64));
}

// A square that is mostly occupied (`full`) or mostly empty.
Square some_square(Rng& r, const Arbiter& arb, bool full) {
    for (int tries = 0; tries < 8 && !r.chance(10); ++tries) {
        Square s = random_square(r);
        if ((arb.board_piece(s) != Piece::None) == full)
            return s;
    }
    return random_square(r);
}

const std::vector<std::string>& phrases() {
    static const std::vector<std::string> list = {
        "j'adoube",   "J’ADOUBE!", "I adjust", "ich korrigiere", "tôi sửa quân",
        "ĐIỀU CHỈNH", "adjusting", "check",    "draw?",          "",
        "j adoube",   "\xff\xfe",  "#hash",    "sửa quân.",      "ich rücke zurecht"};
    return list;
}

// One random physical event, often nonsense: any side, any action, mostly
// on occupied squares so that it is not always an error.
BoardEvent random_event(Rng& r, const Arbiter& arb) {
    BoardEvent e;
    e.side = r.chance(75) ? arb.to_move() : ~arb.to_move();
    static const Action actions[] = {
        Action::Touch,   Action::Touch,   Action::Touch,  Action::Adjust, Action::Adjust,
        Action::Say,     Action::Lift,    Action::Lift,   Action::Lift,   Action::Release,
        Action::Release, Action::Release, Action::Remove, Action::Place,  Action::Clock,
        Action::Clock,   Action::Claim,
    };
    e.action = actions[r.below(static_cast<int>(std::size(actions)))];
    switch (e.action) {
        case Action::Touch:
        case Action::Adjust: {
            int count = r.chance(80) ? 1 : 2 + r.below(2);
            for (int i = 0; i < count; ++i)
                e.squares.push_back(some_square(r, arb, true));
            break;
        }
        case Action::Lift:
        case Action::Remove:
            e.squares = {some_square(r, arb, true)};
            break;
        case Action::Release: {
            e.squares = {some_square(r, arb, false)};
            auto held = arb.held(e.side);
            if (!held.empty() && r.chance(50))
                e.piece = chess::type_of(r.pick(held));
            else if (r.chance(10))
                e.piece = static_cast<chess::PieceType>(r.below(6));
            break;
        }
        case Action::Place:
            e.squares = {some_square(r, arb, false)};
            e.piece = static_cast<chess::PieceType>(r.below(6));
            break;
        case Action::Say:
            e.text = r.pick(phrases());
            break;
        default:
            break;
    }
    e.accidental = r.chance(8);
    if (r.chance(40))
        e.hand = r.chance(50) ? Hand::Left : Hand::Right;
    e.castle = r.chance(5);
    if (r.chance(10))
        e.time_ms = static_cast<std::int64_t>(r.below(1000000));
    return e;
}

MoveStyle random_style(Rng& r, bool clock) {
    MoveStyle style;
    style.remove_captured_first = r.chance(50);
    style.promote_on_square = r.chance(30);
    // Without a clock the opponent's first action must pass the turn: a
    // placement does not (docs/events.md, Model, Clock press, and Details, Board
    // events), so it is not first.
    style.place_before_removing = clock && r.chance(30);
    style.press_clock = clock;
    return style;
}

ArbiterOptions random_options(Rng& r) {
    ArbiterOptions o;
    o.edition = r.chance(50) ? Edition::Fide2005 : Edition::Fide2023;
    o.mode = r.chance(50) ? Mode::Observe : Mode::Enforce;
    o.start = start_position(r.pick(starts()));
    o.clock = r.chance(50);
    return o;
}

// Replays `events` into `arb` and compares the answers with `expected`
// from index `from` on.
void expect_same_answers(Arbiter arb, Knocked knocked, const std::vector<BoardEvent>& events,
                         const std::vector<std::string>& expected, std::size_t from,
                         const char* what) {
    Totals ignored;
    for (std::size_t i = from; i < events.size(); ++i) {
        std::string got = feed(arb, events[i], static_cast<int>(i + 1), ignored, knocked);
        if (got != expected[i]) {
            ADD_FAILURE() << what << ": event " << i + 1 << " '" << events[i].to_text()
                          << "' answered\n  " << got << "\nwhere the first run answered\n  "
                          << expected[i];
            return;
        }
    }
}

// Invariant 9, over a whole stream.
void expect_apply_agrees(const ArbiterOptions& options, const std::vector<BoardEvent>& events) {
    Arbiter asked(options), silent(options);
    for (std::size_t i = 0; i < events.size(); ++i) {
        SCOPED_TRACE("apply() alone, event " + std::to_string(i + 1) + " '" + events[i].to_text() +
                     "'");
        auto answer = asked.handle(events[i]);
        auto outcome = silent.apply(events[i]);
        ASSERT_EQ(outcome.has_value(), answer.has_value());
        if (!answer)
            continue;
        ASSERT_EQ(outcome->refused, answer->refused);
        ASSERT_EQ(outcome->move, answer->move ? std::optional(answer->move->move) : std::nullopt);
        // The rulings compared as the answer would show them.
        Answer with_outcome = *answer;
        with_outcome.rulings.assign(outcome->rulings.begin(), outcome->rulings.end());
        ASSERT_EQ(json(with_outcome, 0, "", options.edition),
                  json(*answer, 0, "", options.edition));
    }
    EXPECT_EQ(json(silent.current(), 0, "", options.edition),
              json(asked.current(), 0, "", options.edition));
}

void print(const char* what, const Totals& t) {
    std::cout << what << ": " << t.streams << " streams, " << t.events << " events, " << t.errors
              << " errors (impossible events), " << t.refused << " refused (enforce), "
              << t.violations << " answers with a violation, " << t.moves << " completed moves\n";
}

// (a) Random legal games, each move made by hand as events_for_move makes
// it, with and without a clock: every move completes, with no error and no
// violation, and the turn passes to the position after it.
TEST(RandomStreams, LegalGamesPlayedAsEventsKeepTheInvariants) {
    Totals totals;
    for (std::uint64_t seed : seeds(60, 1000)) {
        SCOPED_TRACE(trace(seed));
        Rng r(seed);
        ArbiterOptions options = random_options(r);
        Arbiter arb(options);
        Position pos = options.start;
        std::vector<BoardEvent> events;
        std::vector<std::string> answers;
        std::optional<Arbiter> copy;
        Knocked knocked, copy_knocked;
        std::size_t copied_at = 0;
        ++totals.streams;
        for (int ply = 0; ply < 120 && !chess::legal_moves(pos).empty(); ++ply) {
            chess::MoveList legal = chess::legal_moves(pos);
            chess::Move m =
                legal[static_cast<std::size_t>(r.below(static_cast<int>(legal.size())))];
            bool completed = false;
            for (const BoardEvent& e : events_for_move(pos, m, random_style(r, options.clock))) {
                if (!copy && ply == 30) {
                    copy.emplace(arb);
                    copy_knocked = knocked;
                    copied_at = events.size();
                }
                SCOPED_TRACE("ply " + std::to_string(ply + 1) + ", event '" + e.to_text() + "'");
                events.push_back(e);
                answers.push_back(feed(arb, e, static_cast<int>(events.size()), totals, knocked));
                ASSERT_EQ(answers.back().rfind("error", 0), std::string::npos) << answers.back();
                Answer a = arb.current();
                ASSERT_FALSE(has_violation(a)) << answers.back();
                ASSERT_FALSE(a.refused);
                if (a.move) {
                    ASSERT_EQ(a.move->move, m);
                    completed = true;
                }
                if (e.action == Action::Clock) {
                    // A new turn: nothing binds.
                    ASSERT_FALSE(a.restricted_by);
                    ASSERT_EQ(a.permitted.size(), chess::legal_moves(arb.position()).size());
                }
            }
            ASSERT_TRUE(completed) << "the move " << chess::to_uci(pos, m) << " never completed";
            pos = pos.play(m);
            if (options.clock) {
                ASSERT_EQ(arb.position(), pos);
            }
        }
        if (HasFailure())
            return;
        expect_same_answers(Arbiter(options), Knocked{}, events, answers, 0, "a fresh arbiter");
        if (copy)
            expect_same_answers(*copy, copy_knocked, events, answers, copied_at,
                                "a copy made mid-game");
        expect_apply_agrees(options, events);
    }
    print("legal games", totals);
}

// (b) Random physical streams, nonsense included, with now and then a
// legal move made by hand when the board shows the position.
TEST(RandomStreams, NonsenseEventStreamsKeepTheInvariants) {
    Totals totals;
    for (std::uint64_t seed : seeds(150, 1)) {
        SCOPED_TRACE(trace(seed));
        Rng r(seed);
        ArbiterOptions options = random_options(r);
        Arbiter arb(options);
        std::vector<BoardEvent> events;
        std::vector<std::string> answers;
        std::vector<BoardEvent> pending;  // the events of a legal move being made
        std::optional<Arbiter> copy;
        Knocked knocked, copy_knocked;
        const std::size_t length = 300, copy_at = static_cast<std::size_t>(r.below(300));
        ++totals.streams;
        while (events.size() < length) {
            if (events.size() == copy_at) {
                copy.emplace(arb);
                copy_knocked = knocked;
            }
            if (pending.empty() && r.chance(8) && board_shows(arb, arb.position()) &&
                arb.held(Color::White).empty() && arb.held(Color::Black).empty()) {
                chess::MoveList legal = chess::legal_moves(arb.position());
                if (!legal.empty()) {
                    chess::Move m =
                        legal[static_cast<std::size_t>(r.below(static_cast<int>(legal.size())))];
                    pending = events_for_move(arb.position(), m, random_style(r, r.chance(70)));
                    std::reverse(pending.begin(), pending.end());
                }
            }
            BoardEvent e = random_event(r, arb);
            if (!pending.empty()) {
                e = pending.back();
                pending.pop_back();
            }
            SCOPED_TRACE("event " + std::to_string(events.size() + 1) + " '" + e.to_text() + "'");
            events.push_back(e);
            answers.push_back(feed(arb, e, static_cast<int>(events.size()), totals, knocked));
            if (HasFailure())
                return;
        }
        expect_same_answers(Arbiter(options), Knocked{}, events, answers, 0, "a fresh arbiter");
        if (copy)
            expect_same_answers(*copy, copy_knocked, events, answers, copy_at,
                                "a copy made mid-stream");
        expect_apply_agrees(options, events);
        if (HasFailure())
            return;
    }
    print("nonsense streams", totals);
    // The default streams must reach the interesting states, or they test
    // little (a single seed given by TOUCHMOVE_SEED need not).
    if (totals.streams == 1)
        return;
    EXPECT_GT(totals.moves, 100);
    EXPECT_GT(totals.refused, 100);
    EXPECT_GT(totals.violations, 100);
}

// A random line for a Session: an event in the text form or as JSON, a
// header (valid or not), a comment, a blank line or garbage.
std::string random_line(Rng& r, const Arbiter& board) {
    int kind = r.below(100);
    if (kind < 60)
        return random_event(r, board).to_text();
    if (kind < 72)
        return io::event_to_json(random_event(r, board));
    if (kind < 82) {
        static const std::vector<std::string> headers = {"laws 2023",
                                                         "laws 2005",
                                                         "laws 1999",
                                                         "mode enforce",
                                                         "mode observe",
                                                         "mode x",
                                                         "lang de",
                                                         "lang vi",
                                                         "lang xx",
                                                         "variant chess960",
                                                         "variant standard",
                                                         "clock yes",
                                                         "clock no",
                                                         "fen 8/8/8/8/8/8/8/8 w - - 0 1",
                                                         "fen rubbish",
                                                         "{\"laws\":\"2023\"}",
                                                         "{\"mode\":\"enforce\"}",
                                                         "{\"fen\":\"8/8\"}"};
        if (r.chance(40))
            return std::string("fen ") + r.pick(starts()).fen;
        return r.pick(headers);
    }
    if (kind < 86)
        return r.chance(50) ? "" : "   # a comment";
    std::string junk;
    int size = r.chance(5) ? 5000 : r.below(40);
    for (int i = 0; i < size; ++i)
        junk += static_cast<char>(r.chance(80) ? 32 + r.below(95) : r.below(256));
    if (r.chance(30))
        junk = "white " + junk;
    return junk;
}

// A Session over random lines: every event line gets exactly one answer or
// error, numbered in order; other lines get none, or an error; errors
// change nothing; the arbiter inside keeps the invariants; the same lines
// give the same output.
TEST(RandomStreams, SessionOverRandomLines) {
    Totals totals;
    long lines_total = 0;
    for (std::uint64_t seed : seeds(60, 5000)) {
        SCOPED_TRACE(trace(seed));
        Rng r(seed);
        Session session;
        Knocked knocked;
        const Arbiter idle;  // weights squares before the first event
        std::vector<std::string> lines, outputs, pending;
        ++totals.streams;
        for (int i = 1; i <= 250; ++i) {
            const Arbiter& board = session.arbiter() ? *session.arbiter() : idle;
            if (pending.empty() && session.arbiter() && r.chance(10) &&
                board_shows(board, board.position()) && board.held(board.to_move()).empty()) {
                chess::MoveList legal = chess::legal_moves(board.position());
                if (!legal.empty()) {
                    chess::Move m =
                        legal[static_cast<std::size_t>(r.below(static_cast<int>(legal.size())))];
                    for (const BoardEvent& e :
                         events_for_move(board.position(), m, random_style(r, r.chance(70))))
                        pending.push_back(e.to_text());
                    std::reverse(pending.begin(), pending.end());
                }
            }
            std::string line = random_line(r, board);
            if (!pending.empty()) {
                line = pending.back();
                pending.pop_back();
            }
            SCOPED_TRACE("line " + std::to_string(i) + " '" + line.substr(0, 80) + "'");
            lines.push_back(line);
            const bool json_line = looks_like_json(line);
            auto parsed = json_line ? io::parse_json_line(line, i) : parse_event_line(line, i);
            const bool event = parsed && std::holds_alternative<BoardEvent>(*parsed);
            std::optional<Snapshot> before;
            Color mover = Color::White;
            Position position_before = Position::initial();
            if (session.arbiter()) {
                before = snapshot(*session.arbiter());
                mover = session.arbiter()->to_move();
                position_before = session.arbiter()->position();
            }
            const int n = session.events();
            auto out = session.feed(parsed, i, json_line ? std::string_view() : line);
            outputs.push_back(out ? io::to_json(*out, Edition::Fide2005, Language::English)
                                  : "none");
            if (event || !parsed) {
                ASSERT_TRUE(out) << "an event line or a bad line got no answer";
            }
            if (!out) {
                ASSERT_EQ(session.events(), n);
                continue;
            }
            ASSERT_EQ(out->n, n + 1);
            ASSERT_EQ(session.events(), n + 1);
            ++totals.events;
            if (out->is_error()) {
                ++totals.errors;
                if (before) {
                    ASSERT_TRUE(snapshot(*session.arbiter()) == *before)
                        << "an error changed the state";
                }
                continue;
            }
            ASSERT_TRUE(event);
            const Answer& a = std::get<Answer>(out->result);
            totals.refused += a.refused;
            totals.moves += a.move.has_value();
            totals.violations += has_violation(a);
            ASSERT_EQ(broken(*session.arbiter(), a, std::get<BoardEvent>(*parsed), position_before,
                             mover, knocked),
                      "");
        }
        lines_total += static_cast<long>(lines.size());
        Session again;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            int number = static_cast<int>(i + 1);
            const bool json_line = looks_like_json(lines[i]);
            auto parsed = json_line ? io::parse_json_line(lines[i], number)
                                    : parse_event_line(lines[i], number);
            auto out = again.feed(parsed, number, json_line ? std::string_view() : lines[i]);
            ASSERT_EQ(out ? io::to_json(*out, Edition::Fide2005, Language::English) : "none",
                      outputs[i])
                << "line " << number << " answered differently the second time";
        }
    }
    std::cout << "session: " << lines_total << " lines; ";
    print("events", totals);
}

}  // namespace
}  // namespace touchmove::arbiter
