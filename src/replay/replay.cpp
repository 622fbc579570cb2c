#include "touchmove/replay/replay.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <optional>
#include <utility>

#include "plain_optional.h"
#include "replay_rng.h"
#include "touchmove/arbiter/arbiter.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/san.h"

namespace touchmove::replay {

using arbiter::Action;
using arbiter::Arbiter;
using arbiter::ArbiterOptions;
using arbiter::BoardEvent;
using arbiter::ClaimResult;
using arbiter::Clause;
using arbiter::Edition;
using arbiter::Hand;
using arbiter::Mode;
using arbiter::Ruling;
using arbiter::RulingType;
using chess::Color;
using chess::PieceType;
using chess::Square;

namespace {

using chess::Bitboard;
using chess::Move;
using chess::MoveList;
using chess::Position;

std::uint64_t splitmix64(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

// The adjust announcements, in the four languages the arbiter recognises
// (src/arbiter/announcement.cpp), written as players would say them.
constexpr std::array<std::string_view, 11> Announcements{
    "I adjust",
    "adjusting",
    "J'adoube",
    "j\u2019adoube",
    "Ich korrigiere",
    "Ich r\u00fccke zurecht",
    "korrigiere",
    "T\u00f4i s\u1eeda qu\u00e2n",
    "s\u1eeda qu\u00e2n",
    "\u0110i\u1ec1u ch\u1ec9nh",
    "Adjust",
};

// The square whose piece a move takes (the pawn beside, for en passant).
Square captured_square(const Move& m) {
    return m.is_en_passant() ? m.en_passant_victim() : m.to();
}

bool captures(const Move& m, Square target) {
    return m.is_capture() && captured_square(m) == target;
}

// Whether a legal move takes the piece that started on `from` to a square
// of `to` (castling: the king to its square).
bool goes_to(const MoveList& legal, Square from, Bitboard to) {
    return std::any_of(legal.begin(), legal.end(), [&](const Move& l) {
        return l.from() == from &&
               (to.contains(l.to()) || (l.is_castle() && to.contains(l.king_to())));
    });
}

}  // namespace

std::uint64_t game_seed(std::uint64_t seed, std::uint64_t key_a, std::uint64_t key_b) {
    return splitmix64(splitmix64(splitmix64(seed) ^ key_a) ^ key_b);
}

std::uint64_t ReplayRng::multiply_below(std::uint64_t n) {
    __extension__ typedef unsigned __int128 Wide;
    Wide product = Wide{next()} * n;
    if (static_cast<std::uint64_t>(product) < n) {
        const std::uint64_t reject = (0 - n) % n;  // 2^64 mod n
        while (static_cast<std::uint64_t>(product) < reject)
            product = Wide{next()} * n;
    }
    return static_cast<std::uint64_t>(product >> 64);
}

bool ReplayRng::chance(double p) {
    if (p <= 0.0)
        return false;
    if (p >= 1.0)
        return true;
    // 53 random bits against p, as a fraction of 2^53 (exact in a double).
    const auto threshold = static_cast<std::uint64_t>(std::ldexp(p, 53));
    return (next() >> 11) < threshold;
}

std::string_view to_string(Injection kind) {
    switch (kind) {
        case Injection::OtherPieceMoved:
            return "other-piece-moved";
        case Injection::RookBeforeKing:
            return "rook-before-king";
        case Injection::ReleasedPieceMoved:
            return "released-piece-moved";
        case Injection::SecondOpponentPiece:
            return "second-opponent-piece";
        case Injection::TwoHandedCapture:
            return "two-handed-capture";
        case Injection::IllegalMoveClocked:
            return "illegal-move-clocked";
    }
    return "?";
}

std::string_view injection_article(Injection kind) {
    switch (kind) {
        case Injection::OtherPieceMoved:
            return "4.3a/c";
        case Injection::RookBeforeKing:
            return "4.4b";
        case Injection::ReleasedPieceMoved:
            return "4.7";
        case Injection::SecondOpponentPiece:
            return "4.3c";
        case Injection::TwoHandedCapture:
            return "4.1";
        case Injection::IllegalMoveClocked:
            return "3";
    }
    return "?";
}

std::string_view to_string(ReplayProblem::Kind kind) {
    switch (kind) {
        case ReplayProblem::Kind::Disagreement:
            return "disagreement";
        case ReplayProblem::Kind::Missed:
            return "missed";
        case ReplayProblem::Kind::FalseAlarm:
            return "false alarm";
    }
    return "?";
}

ReplayStats& ReplayStats::operator+=(const ReplayStats& o) {
    games += o.games;
    moves += o.moves;
    events += o.events;
    for (std::size_t i = 0; i < ClauseCount; ++i)
        violations[i] += o.violations[i];
    for (std::size_t i = 0; i < InjectionCount; ++i) {
        planted[i] += o.planted[i];
        caught[i] += o.caught[i];
    }
    claims_upheld += o.claims_upheld;
    claims_forfeited += o.claims_forfeited;
    false_alarms += o.false_alarms;
    missed += o.missed;
    disagreements += o.disagreements;
    return *this;
}

// The replay of one game: its arbiter, its random draws, the current
// move's events, the violation planted and the counts.
struct GameReplay::State {
    explicit State(ReplayOptions options);

    void begin(const Position& start, std::uint64_t seed);
    bool move(const Position& before, Move m, std::string_view san);
    void finish();

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
        clear(e.piece);  // (not reset(): see plain_optional.h)
        e.text.clear();
        e.accidental = false;
        clear(e.hand);
        e.castle = false;
        clear(e.time_ms);
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

GameReplay::State::State(ReplayOptions options) : options_(options) {
    events_.reserve(32);
}

void GameReplay::State::begin(const Position& start, std::uint64_t seed) {
    arbiter_.emplace(ArbiterOptions{Edition::Fide2005, Mode::Observe, start, true});
    rng_ = ReplayRng(seed);
    count_ = 0;
    pending_ = PendingClaim::None;
    ply_ = 0;
    stopped_ = false;
    stats_ = ReplayStats{};
    stats_.games = 1;
    problems_.clear();
    if (sink_)
        sink_->begin_game(start);
}

void GameReplay::State::grow() {
    events_.emplace_back();
}

namespace {

// A square of `b` (not empty) drawn uniformly.
Square pick(ReplayRng& rng, Bitboard b) {
    return b.nth(static_cast<int>(rng.below(static_cast<std::uint64_t>(b.count()))));
}

}  // namespace

namespace {

// 4.3a: the own pieces that can move, but the one moved, the king (which
// would bring in 4.4 with a rook), a rook that could castle when the king
// moves (4.4b), and any that could capture the piece the move takes (4.3c).
Bitboard other_movable_pieces(const Position& before, Move m, const MoveList& legal) {
    const Square king = before.king_square(before.side_to_move());
    Bitboard others;
    for (Square s : before.pieces(before.side_to_move())) {
        if (s == m.from() || s == king || !goes_to(legal, s, Bitboard::all()))
            continue;
        if (m.from() == king && before.castling_rights().contains(s))
            continue;
        if (m.is_capture() && std::any_of(legal.begin(), legal.end(), [&](const Move& l) {
                return l.from() == s && captures(l, captured_square(m));
            }))
            continue;
        others |= s;
    }
    return others;
}

// 4.7: the other squares the moved piece can go to quietly, as a first
// stop, where that move does not end the game (a mate or stalemate made
// stands whatever follows).
Bitboard quiet_stops(const Position& before, Move m, const MoveList& legal) {
    Bitboard stops;
    for (const Move& l : legal)
        if (l.from() == m.from() && !l.is_capture() && !l.is_promotion() && !l.is_castle() &&
            l.to() != m.to() && chess::count_legal_moves(before.play(l)) > 0)
            stops |= l.to();
    return stops;
}

// For each kind of violation, the squares it could use before the move m
// (an empty set: not possible here).
std::array<Bitboard, InjectionCount> injection_choices(const Position& before, Move m) {
    const MoveList legal = chess::legal_moves(before);
    std::array<Bitboard, InjectionCount> choice{};
    auto at = [&](Injection kind) -> Bitboard& { return choice[static_cast<int>(kind)]; };
    if (m.is_capture() && !m.is_promotion() && !m.is_castle())
        at(Injection::TwoHandedCapture) = Bitboard(m.from());
    at(Injection::OtherPieceMoved) = other_movable_pieces(before, m, legal);
    // 4.4b: the castling rook, when it can move (it then must).
    if (m.is_castle() && goes_to(legal, m.to(), Bitboard::all()))
        at(Injection::RookBeforeKing) = Bitboard(m.to());
    if (!m.is_castle() && !m.is_en_passant() && !m.is_promotion())
        at(Injection::ReleasedPieceMoved) = quiet_stops(before, m, legal);
    // 4.3b: another opponent's piece that some move could capture.
    if (m.is_capture())
        for (Square s : before.pieces(~before.side_to_move()))
            if (s != captured_square(m) &&
                std::any_of(legal.begin(), legal.end(),
                            [&](const Move& l) { return captures(l, s); }))
                at(Injection::SecondOpponentPiece) |= s;
    // 3: an empty square where the piece has no legal move.
    for (Square s : ~before.occupied())
        if (!goes_to(legal, m.from(), Bitboard(s)))
            at(Injection::IllegalMoveClocked) |= s;
    return choice;
}

}  // namespace

void GameReplay::State::plan_injection(const Position& before, Move m) {
    const std::array<Bitboard, InjectionCount> choice = injection_choices(before, m);
    int possible = 0;
    for (const Bitboard& b : choice)
        possible += b.any() ? 1 : 0;
    if (possible == 0)
        return;
    // The kind drawn among the possible ones, then its square.
    auto k = rng_.below(static_cast<std::uint64_t>(possible));
    std::size_t kind = 0;
    for (; kind < InjectionCount; ++kind) {
        if (choice[kind].empty())
            continue;
        if (k == 0)
            break;
        --k;
    }
    plan_.kind = static_cast<Injection>(kind);
    plan_.event = -1;
    const Square chosen = pick(rng_, choice[kind]);
    switch (*plan_.kind) {
        case Injection::OtherPieceMoved:
            // A capture touches an opponent's piece too: both colours, 4.3c.
            plan_.clause =
                m.is_capture() || m.is_en_passant() ? Clause::TouchBoth : Clause::TouchOwn;
            target_ = chosen;
            break;
        case Injection::RookBeforeKing:
            plan_.clause = Clause::CastleRookFirst;
            target_ = chosen;
            break;
        case Injection::ReleasedPieceMoved:
            plan_.clause = Clause::Released;
            detour_ = chosen;
            break;
        case Injection::SecondOpponentPiece:
            // The opponent's piece touched, then the mover's own piece
            // moved: pieces of both colours touched, 4.3c.
            target_ = chosen;
            plan_.clause = Clause::TouchBoth;
            break;
        case Injection::TwoHandedCapture:
            plan_.clause = Clause::OneHand;
            break;
        case Injection::IllegalMoveClocked:
            plan_.clause = Clause::IllegalMove;
            detour_ = chosen;
            break;
    }
}

void GameReplay::State::write_prelude(const Position& before, Color us) {
    if (rng_.one_in(8)) {
        // j'adoube: announced, then one or two of the player's own pieces straightened.
        push(us, Action::Say).text = Announcements[rng_.below(Announcements.size())];
        Bitboard own = before.pieces(us);
        Square first = pick(rng_, own);
        BoardEvent& adjust = push(us, Action::Adjust, first);
        Bitboard rest = own & ~Bitboard(first);
        if (rest.any() && rng_.one_in(2))
            adjust.squares.push_back(pick(rng_, rest));
    }
    if (rng_.one_in(8)) {
        // A piece brushed by accident, by either player.
        Color who = rng_.one_in(2) ? us : ~us;
        push(who, Action::Touch, pick(rng_, before.occupied())).accidental = true;
    }
}

void GameReplay::State::write_move(const Position& before, Move m, std::optional<Hand> hand,
                                   bool touch_first) {
    const Color us = before.side_to_move();
    if (touch_first) {
        BoardEvent& t = push(us, Action::Touch, m.from());
        if (m.is_castle() && rng_.one_in(2)) {
            // King and rook together, with the intention to castle (4.4a).
            t.squares.push_back(m.to());
            t.castle = true;
        }
    }
    if (m.is_castle()) {
        // King first; in Chess960 the king may land where the rook stands,
        // so the rook is lifted before the king lands. Where the king's
        // square is one step away (or none), the king released alone there
        // would complete a plain king move (docs/laws.md, Chess960), so the
        // FIDE Chess960 procedure is used: king off the board, the rook
        // moved, the king placed.
        push(us, Action::Lift, m.from(), hand);
        const int king_steps = std::abs(static_cast<int>(chess::file_of(m.king_to())) -
                                        static_cast<int>(chess::file_of(m.from())));
        if (before.is_chess960() && (king_steps <= 1 || rng_.one_in(2))) {
            push(us, Action::Lift, m.to(), hand);
            push(us, Action::Release, m.rook_to(), hand).piece = PieceType::Rook;
            push(us, Action::Release, m.king_to(), hand).piece = PieceType::King;
        } else if (m.king_to() == m.to()) {
            push(us, Action::Lift, m.to(), hand);
            push(us, Action::Release, m.king_to(), hand).piece = PieceType::King;
            push(us, Action::Release, m.rook_to(), hand).piece = PieceType::Rook;
        } else {
            push(us, Action::Release, m.king_to(), hand);
            if (m.to() != m.rook_to()) {
                push(us, Action::Lift, m.to(), hand);
                push(us, Action::Release, m.rook_to(), hand);
            }
        }
    } else if (m.is_en_passant()) {
        if (rng_.one_in(2)) {
            push(us, Action::Remove, m.en_passant_victim(), hand);
            push(us, Action::Lift, m.from(), hand);
            push(us, Action::Release, m.to(), hand);
        } else {
            push(us, Action::Lift, m.from(), hand);
            push(us, Action::Release, m.to(), hand);
            push(us, Action::Remove, m.en_passant_victim(), hand);
        }
    } else if (m.is_promotion()) {
        if (m.is_capture())
            push(us, Action::Remove, m.to(), hand);
        switch (rng_.below(3)) {
            case 0:  // the pawn off, the new piece on
                push(us, Action::Remove, m.from(), hand);
                push(us, Action::Place, m.to(), hand).piece = *m.promotion();
                break;
            case 1:  // the new piece on, then the pawn off
                push(us, Action::Place, m.to(), hand).piece = *m.promotion();
                push(us, Action::Remove, m.from(), hand);
                break;
            default:  // the pawn to the last rank, then exchanged
                push(us, Action::Lift, m.from(), hand);
                push(us, Action::Release, m.to(), hand);
                push(us, Action::Remove, m.to(), hand);
                push(us, Action::Place, m.to(), hand).piece = *m.promotion();
                break;
        }
    } else if (m.is_capture()) {
        if (rng_.one_in(2)) {
            push(us, Action::Remove, m.to(), hand);
            push(us, Action::Lift, m.from(), hand);
        } else {
            push(us, Action::Lift, m.from(), hand);
            push(us, Action::Remove, m.to(), hand);
        }
        push(us, Action::Release, m.to(), hand);
    } else {
        push(us, Action::Lift, m.from(), hand);
        push(us, Action::Release, m.to(), hand);
    }
    push(us, Action::Clock);
}

void GameReplay::State::write_injected(const Position& before, Move m, std::optional<Hand> hand) {
    const Color us = before.side_to_move();
    auto here = [&] { return static_cast<int>(count_); };
    switch (*plan_.kind) {
        case Injection::OtherPieceMoved:
        case Injection::SecondOpponentPiece:
            push(us, Action::Touch, target_);
            write_move(before, m, hand, rng_.one_in(4));
            return;
        case Injection::RookBeforeKing:
            push(us, Action::Touch, target_);
            write_move(before, m, hand, false);
            return;
        case Injection::ReleasedPieceMoved:
            push(us, Action::Lift, m.from(), hand);
            push(us, Action::Release, detour_, hand);
            push(us, Action::Lift, detour_, hand);
            if (m.is_capture())
                push(us, Action::Remove, m.to(), hand);
            plan_.event = here();
            push(us, Action::Release, m.to(), hand);
            push(us, Action::Clock);
            return;
        case Injection::TwoHandedCapture: {
            const Hand one = rng_.one_in(2) ? Hand::Left : Hand::Right;
            const Hand other = one == Hand::Left ? Hand::Right : Hand::Left;
            const Square victim = captured_square(m);
            if (rng_.one_in(2)) {
                push(us, Action::Remove, victim, one);
                plan_.event = here();
                push(us, Action::Lift, m.from(), other);
                push(us, Action::Release, m.to(), other);
            } else if (m.is_en_passant()) {
                push(us, Action::Lift, m.from(), one);
                push(us, Action::Release, m.to(), one);
                plan_.event = here();
                push(us, Action::Remove, victim, other);
            } else {
                push(us, Action::Lift, m.from(), one);
                plan_.event = here();
                push(us, Action::Remove, victim, other);
                push(us, Action::Release, m.to(), one);
            }
            push(us, Action::Clock);
            return;
        }
        case Injection::IllegalMoveClocked:
            // The position is reinstated at the clock press; the piece,
            // touched, must still move, and the game's move does that.
            push(us, Action::Lift, m.from(), hand);
            push(us, Action::Release, detour_, hand);
            plan_.event = here();
            push(us, Action::Clock);
            write_move(before, m, hand, false);
            return;
    }
}

bool GameReplay::State::move(const Position& before, Move m, std::string_view san) {
    if (stopped_ || !arbiter_)
        return false;
    if (ply_ > 0 && !check_position(before))
        return false;
    ++ply_;
    count_ = 0;
    plan_ = Plan{};
    const Color us = before.side_to_move();
    if (options_.inject_rate > 0 && rng_.chance(options_.inject_rate))
        plan_injection(before, m);

    // A claim owed for the opponent's last move comes first.
    if (pending_ == PendingClaim::Uphold) {
        plan_.claim_event = static_cast<int>(count_);
        plan_.claim = ClaimResult::Upheld;
        push(us, Action::Claim);
    } else if (pending_ == PendingClaim::Forfeit && !plan_.kind) {
        // The claimant touches a piece first: under 4.6 the right to claim
        // a breach of 4.3 or 4.4 is lost.
        push(us, Action::Touch, m.from());
        plan_.claim_event = static_cast<int>(count_);
        plan_.claim = ClaimResult::Forfeited;
        push(us, Action::Claim);
    }
    pending_ = PendingClaim::None;

    write_prelude(before, us);
    // No hand named half the time; else the left or the right. (A table
    // rather than branches, which the draw would mispredict half the time.)
    static constexpr std::array<std::optional<Hand>, 4> Hands{std::nullopt, std::nullopt,
                                                              Hand::Left, Hand::Right};
    const std::optional<Hand> hand = Hands[rng_.bits(2)];
    if (plan_.kind) {
        write_injected(before, m, hand);
        switch (*plan_.kind) {
            case Injection::OtherPieceMoved:
            case Injection::RookBeforeKing:
            case Injection::SecondOpponentPiece:
                if (rng_.one_in(2))
                    pending_ = PendingClaim::Forfeit;
                break;
            case Injection::TwoHandedCapture:
                pending_ = PendingClaim::Uphold;  // 4.1 does not lapse (2005) and is not reinstated
                break;
            default:
                break;
        }
    } else {
        write_move(before, m, hand, rng_.one_in(4));
    }
    return feed(before, m, san);
}

void GameReplay::State::finish() {
    if (stopped_ || !arbiter_)
        return;
    if (ply_ > 0 && !(arbiter_->position() == last_before_.play(last_move_))) {
        check_position(last_before_.play(last_move_));
        return;
    }
    if (pending_ != PendingClaim::Uphold)
        return;
    // The opponent has the move after the last clock press and claims.
    pending_ = PendingClaim::None;
    BoardEvent claim;
    claim.side = arbiter_->to_move();
    claim.action = Action::Claim;
    auto outcome = arbiter_->apply(claim);
    ++stats_.events;
    if (sink_)
        sink_->event(claim);
    bool upheld = false;
    if (outcome)
        for (const Ruling& r : outcome->rulings)
            upheld = upheld || (r.type == RulingType::Claim && r.result == ClaimResult::Upheld);
    if (upheld) {
        ++stats_.claims_upheld;
    } else {
        count_ = 0;
        push(claim.side, Action::Claim);
        report(ReplayProblem::Kind::Disagreement, "end of game",
               "the claim after the game's last move was not upheld", 0);
    }
}

void GameReplay::State::report(ReplayProblem::Kind kind, std::string_view san, std::string message,
                               int event) {
    ReplayProblem p{kind, ply_, std::string(san), std::move(message), {}, event};
    p.events.reserve(count_);
    for (std::size_t i = 0; i < count_; ++i)
        p.events.push_back(events_[i].to_text());
    problems_.push_back(std::move(p));
    switch (kind) {
        case ReplayProblem::Kind::Disagreement:
            ++stats_.disagreements;
            break;
        case ReplayProblem::Kind::Missed:
            ++stats_.missed;
            break;
        case ReplayProblem::Kind::FalseAlarm:
            ++stats_.false_alarms;
            break;
    }
}

bool GameReplay::State::feed(const Position& before, Move m, std::string_view san) {
    bool caught = false;
    std::optional<Move> last_completed;
    for (std::size_t i = 0; i < count_; ++i) {
        const BoardEvent& e = events_[i];
        const int index = static_cast<int>(i);
        auto outcome = arbiter_->apply(e);  // the rulings suffice: no Answer built
        ++stats_.events;
        if (!outcome) {
            report(ReplayProblem::Kind::Disagreement, san,
                   "the event cannot happen: " + outcome.error().message, index);
            stopped_ = true;
            return false;
        }
        if (sink_)
            sink_->event(e);
        if (outcome->move)
            last_completed = outcome->move;
        bool claimed = false;
        for (const Ruling& r : outcome->rulings) {
            if (r.type == RulingType::Violation) {
                ++stats_.violations[static_cast<std::size_t>(r.clause)];
                bool expected = plan_.kind && !caught && r.clause == plan_.clause &&
                                (plan_.event == index || (plan_.event < 0 && outcome->move == m));
                if (expected) {
                    caught = true;
                } else {
                    std::string message =
                        "violation " + std::string(article(r.clause, Edition::Fide2005));
                    if (plan_.kind) {
                        message += " where " + std::string(to_string(*plan_.kind)) + " (" +
                                   std::string(article(plan_.clause, Edition::Fide2005)) +
                                   ") was planted";
                    } else {
                        message += " where none was planted";
                    }
                    report(ReplayProblem::Kind::FalseAlarm, san, std::move(message), index);
                }
            } else if (r.type == RulingType::Claim) {
                claimed = true;
                if (index == plan_.claim_event && r.result == plan_.claim) {
                    ++(plan_.claim == ClaimResult::Upheld ? stats_.claims_upheld
                                                          : stats_.claims_forfeited);
                } else {
                    report(ReplayProblem::Kind::Disagreement, san,
                           "the claim was " +
                               std::string(to_string(r.result.value_or(ClaimResult::Rejected))) +
                               ", not " + std::string(to_string(plan_.claim)),
                           index);
                }
            }
        }
        if (index == plan_.claim_event && !claimed)
            report(ReplayProblem::Kind::Disagreement, san, "the claim got no ruling", index);
    }
    if (plan_.kind) {
        const auto k = static_cast<std::size_t>(*plan_.kind);
        ++stats_.planted[k];
        if (caught) {
            ++stats_.caught[k];
        } else {
            report(ReplayProblem::Kind::Missed, san,
                   std::string(to_string(*plan_.kind)) + ": no violation " +
                       std::string(article(plan_.clause, Edition::Fide2005)) +
                       (plan_.event >= 0 ? " on the event marked"
                                         : " on the event that completed the move"),
                   plan_.event);
        }
    }
    if (last_completed != m) {
        report(ReplayProblem::Kind::Disagreement, san,
               last_completed ? "the last move completed was not the game's move"
                              : "the move was never completed",
               -1);
        stopped_ = true;
        return false;
    }
    // The position after the move is checked against the game's when the
    // game's next move (or its end) comes: the reader has computed it.
    last_before_ = before;
    last_move_ = m;
    ++stats_.moves;
    return true;
}

bool GameReplay::State::check_position(const Position& expected) {
    const Position& now = arbiter_->position();
    // The keys cover the board, the side to move, castling and en passant.
    if (now.key() == expected.key() && now.halfmove_clock() == expected.halfmove_clock() &&
        now.fullmove_number() == expected.fullmove_number())
        return true;
    report(ReplayProblem::Kind::Disagreement, chess::to_san(last_before_, last_move_),
           "after the clock press the arbiter's position is " + now.to_fen() + ", not the game's " +
               expected.to_fen(),
           -1);
    stopped_ = true;
    return false;
}

GameReplay::GameReplay(ReplayOptions options) : state_(std::make_unique<State>(options)) {}
GameReplay::~GameReplay() = default;
GameReplay::GameReplay(GameReplay&&) noexcept = default;
GameReplay& GameReplay::operator=(GameReplay&&) noexcept = default;

void GameReplay::set_sink(ReplayEventSink* sink) {
    state_->sink_ = sink;
}
void GameReplay::begin(const Position& start, std::uint64_t seed) {
    state_->begin(start, seed);
}
bool GameReplay::move(const Position& before, Move m, std::string_view san) {
    return state_->move(before, m, san);
}
void GameReplay::finish() {
    state_->finish();
}
const ReplayStats& GameReplay::stats() const {
    return state_->stats_;
}
const std::vector<ReplayProblem>& GameReplay::problems() const {
    return state_->problems_;
}
bool GameReplay::stopped() const {
    return state_->stopped_;
}

}  // namespace touchmove::replay
