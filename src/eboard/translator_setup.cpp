// The board as a whole: set up (turned round, for a new game), whole
// pictures (several moves read at once), and the squares to put right.
#include <algorithm>

#include "squares.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/eboard/translator.h"
#include "touchmove/replay/move_events.h"

namespace touchmove::eboard {

using chess::Color;
using chess::PieceType;

namespace {

std::string describe(Piece p) {
    return std::string(chess::to_string(chess::color_of(p))) + " " +
           std::string(chess::to_name(chess::type_of(p)));
}

// What to do on square `s` so that the board shows `wanted` instead of `shown`.
std::string fix(Square s, Piece shown, Piece wanted) {
    const std::string sq = chess::to_string(s);
    if (shown == Piece::None)
        return "put the " + describe(wanted) + " back on " + sq;
    if (wanted == Piece::None)
        return "take the " + describe(shown) + " off " + sq;
    return "put the " + describe(wanted) + " on " + sq + " instead of the " + describe(shown);
}

// The most moves a picture may show made at once (a board unplugged for a
// while) that are looked for, one after the other.
constexpr int MaxMovesInAPicture = 4;
// And the most positions looked at for them (a few milliseconds): a picture
// no such moves explain is read square by square, without delaying the board.
constexpr int MaxPositionsSearched = 50'000;

// How many squares of `pos` differ from `squares`.
int differences(const chess::Position& pos, const Picture& squares) {
    int n = 0;
    for (int i = 0; i < 64; ++i)
        n += pos.piece_on(chess::square_at(i)) != squares[i];
    return n;
}

// Whether legal moves from `pos`, at most `depth`, lead to `squares`, within
// `budget` positions; they are added to `line`. A move changes four squares
// at most (castling).
bool moves_to(const chess::Position& pos, const Picture& squares, int depth,
              std::vector<chess::Move>& line, int& budget) {
    const int left = differences(pos, squares);
    if (left == 0)
        return true;
    if (left > 4 * depth || --budget < 0)
        return false;
    for (const chess::Move& m : chess::legal_moves(pos)) {
        line.push_back(m);
        if (moves_to(pos.play(m), squares, depth - 1, line, budget))
            return true;
        line.pop_back();
    }
    return false;
}

}  // namespace

// The game is over and the board shows the start position again: the next
// game begins, in a session of its own.
void Translator::new_game() {
    start_session();
    hand_ = {};
    gone_.reset();
    trailing_.reset();
    lifted_from_.clear();
    removed_.clear();
    last_move_.reset();
    fixes_.clear();
    whites_side_.reset();  // the players may have changed sides
    lever_unknown_ = false;
    last_actor_.reset();
    press_.reset();
    stray_.reset();
    over_ = false;
    out_.emplace_back(Notice{"the board shows the start position: a new game begins", {}, true});
}

// The first whole picture sets what the board shows, without events;
// squares that differ from the start position are to be fixed, and the game
// starts once they are (a board set up after connecting).
void Translator::first_picture(const Picture& p) {
    seen_picture_ = true;
    started_ = false;
    raw_ = sensed_ = p;
    recognise_turned();
    check_fixes();
}

// A picture that shows several moves made since the squares last matched the
// game, nothing in the air (a board unplugged for a while, plugged back in):
// the fewest legal moves that lead to it, told as the events that make them.
// One move is read square by square, as always.
bool Translator::catch_up(const Picture& p) {
    // Fewer squares changed are a hand at work (a Millennium board sends its
    // whole picture at each change): two moves change three squares at least.
    int changed = 0;
    for (int i = 0; i < 64; ++i)
        changed += raw_[i] != p[i];
    if (!started_ || over_ || gone_ || press_ || !debouncing_.empty() || changed < 3)
        return false;
    // A piece put down that makes a move was let go before the picture.
    if (const auto* put = std::get_if<Released>(&hand_); put && completes_move(release_of(*put)))
        settle_hand();
    chess::Position pos = arbiter().position();
    if (!std::holds_alternative<std::monostate>(hand_) || picture_of(arbiter()) != raw_ ||
        differences(pos, raw_) != 0)
        return false;
    std::vector<chess::Move> line;
    int budget = MaxPositionsSearched;
    for (int depth = 2; depth <= MaxMovesInAPicture && line.empty(); ++depth)
        if (!moves_to(pos, p, depth, line, budget))
            line.clear();
    if (line.size() < 2)
        return false;
    replay::MoveStyle style;
    style.press_clock = lever_up_.has_value();  // the presses, missed too, keep the clock in turn
    for (const chess::Move& m : line) {
        for (arbiter::BoardEvent& e : replay::events_for_move(pos, m, style))
            emit(std::move(e));
        pos = pos.play(m);
    }
    raw_ = sensed_ = p;
    // The presses told with the moves keep the clock in turn; where the
    // lever stands now, unseen while unplugged, its next report tells.
    lever_unknown_ = lever_up_.has_value();
    check_fixes();
    return true;
}

// A board set up with Black nearest to it is read turned: recognised when
// its squares show the start position turned round, in its first picture
// or, set up while connected, before the game starts.
void Translator::recognise_turned() {
    if (flipped_ || started_ || !seen_picture_ || !debouncing_.empty())
        return;
    if (sensed_ == start_ || flip(sensed_) != start_)
        return;
    flipped_ = true;
    raw_ = flip(raw_);
    sensed_ = flip(sensed_);
    out_.emplace_back(Notice{"the board is set up with Black nearest to it; read turned", {}});
    check_fixes();
}

// A later picture: each square that changed, the mover's first (a move made
// while the board was unplugged comes before the reply), and on each side
// the emptied squares first (a hand takes before it puts down), the king
// before the rook (castling). The mover is the side to move once the piece
// put down and not yet settled is let go: where that makes a move, the
// other side's squares come first.
void Translator::picture(const Picture& p, std::optional<std::int64_t> ms) {
    if (catch_up(p))
        return;
    const Color mover = to_move_once_let_go();
    auto order = [&](int i) {
        const Piece was = raw_[i], now = p[i];
        const bool movers = (was != Piece::None && chess::color_of(was) == mover) ||
                            (now != Piece::None && chess::color_of(now) == mover);
        const bool king = was != Piece::None && chess::type_of(was) == PieceType::King;
        return (movers ? 0 : 4) + (now == Piece::None ? 0 : 2) + (king ? 0 : 1);
    };
    std::vector<int> changed;
    for (int i = 0; i < 64; ++i)
        if (raw_[i] != p[i])
            changed.push_back(i);
    std::stable_sort(changed.begin(), changed.end(),
                     [&](int a, int b) { return order(a) < order(b); });
    for (int i : changed) {
        raw_[i] = p[i];
        debounce(static_cast<Square>(i), p[i], ms);  // a piece replaced: taken, then put down
    }
}

// A game that ended without a mate (a resignation, a draw agreed, a flag)
// has no event that ends it: the players set the pieces up again. Once the
// squares show the start position and the game's position is not the start,
// even after the piece put down last is let go (a game that comes back to
// its start by its moves goes on), a new game begins; what was pending of
// the pieces' way home is no part of either game.
void Translator::check_set_up_again() {
    if (!started_ || over_ || !session_.arbiter() || sensed_ != start_ || !debouncing_.empty() ||
        press_)
        return;
    chess::Position pos = arbiter().position();
    if (const auto* put = std::get_if<Released>(&hand_); put && !gone_) {
        arbiter::Arbiter trial = arbiter();
        if (auto outcome = trial.apply(release_of(*put)); outcome && outcome->move)
            pos = trial.position();
    }
    if (differences(pos, start_) != 0)
        new_game();
}

// Says which squares to put right whenever that list changes; none once the
// game is over, nor while a press waits for the rest of its move.
void Translator::check_fixes() {
    if (over_ || press_)
        return;
    std::vector<std::string> fixes;
    for (int i = 0; i < 64; ++i) {
        const auto s = static_cast<Square>(i);
        if (sensed_[i] != expected(s))
            fixes.push_back(fix(s, sensed_[i], expected(s)));
    }
    const bool starts = !started_ && fixes.empty();
    started_ = started_ || fixes.empty();
    if (fixes == fixes_ && !starts)
        return;
    fixes_ = fixes;
    if (starts)
        out_.emplace_back(Notice{"the board shows the start position: the game begins", {}});
    else if (fixes.empty())
        out_.emplace_back(Notice{"the board matches the game again", {}});
    else if (!started_)
        out_.emplace_back(Notice{"set up the start position", std::move(fixes)});
    else
        out_.emplace_back(Notice{"the board matches no position of the game", std::move(fixes)});
}

}  // namespace touchmove::eboard
