#include "touchmove/eboard/translator.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

#include "touchmove/chess/fen.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/replay/move_events.h"

namespace touchmove::eboard {

using arbiter::Action;
using arbiter::BoardEvent;
using chess::Color;
using chess::PieceType;

namespace {

Square flip(Square s) {
    return static_cast<Square>(63 - static_cast<int>(s));
}

Picture flip(const Picture& p) {
    Picture out = EmptyPicture;
    for (int i = 0; i < 64; ++i)
        out[i] = p[63 - i];
    return out;
}

Picture picture_of(const arbiter::Arbiter& a) {
    Picture p = EmptyPicture;
    for (int i = 0; i < 64; ++i)
        p[i] = a.board_piece(static_cast<Square>(i));
    return p;
}

// Whether `between` lies strictly between `from` and `to` on one rank, file
// or diagonal: the squares a piece dragged in a straight line passes over.
bool on_the_way(Square from, Square between, Square to) {
    const auto line = chess::squares_between(from, to);
    return std::ranges::find(line, between) != line.end();
}

// Whether `m` captures the piece on `s` (en passant's pawn beside its landing).
bool takes_on(const chess::Move& m, Square s) {
    return m.is_capture() && (m.is_en_passant() ? m.en_passant_victim() : m.to()) == s;
}

// Whether two different squares touch, side by side or corner to corner.
bool neighbours(Square a, Square b) {
    const int df = static_cast<int>(chess::file_of(a)) - static_cast<int>(chess::file_of(b));
    const int dr = static_cast<int>(chess::rank_of(a)) - static_cast<int>(chess::rank_of(b));
    return a != b && std::abs(df) <= 1 && std::abs(dr) <= 1;
}

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

bool last_rank(Color side, Square s) {
    return chess::rank_of(s) == (side == Color::White ? chess::Rank::R8 : chess::Rank::R1);
}

// What a board's timing may be off by beyond its scan: the serial line and
// the reading loop.
constexpr std::int64_t LineMarginMs = 50;

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

Translator::Translator(TranslatorOptions options)
    : options_(std::move(options)), session_(options_.defaults) {
    start_session();
    start_ = sensed_ = raw_ = picture_of(arbiter());
}

// A game from the start position, nothing told yet.
void Translator::start_session() {
    session_ = io::Session(options_.defaults);
    if (!options_.fen.empty())
        session_.feed(io::EventLine{io::Header{io::Header::Kind::Fen, options_.fen}}, 0);
    if (lever_up_)  // a clock has reported
        session_.feed(io::EventLine{io::Header{io::Header::Kind::Clock, "yes"}}, 0);
    before_first_event_.emplace(session_.options());
    lines_ = 0;
}

// A clock reports for the first time: attached from the start of the game
// when no event has been told yet; otherwise its first press attaches it.
void Translator::attach_clock() {
    if (session_.arbiter())
        return;
    session_.feed(io::EventLine{io::Header{io::Header::Kind::Clock, "yes"}}, 0);
    before_first_event_.emplace(session_.options());
}

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
    last_actor_.reset();
    press_.reset();
    stray_.reset();
    over_ = false;
    out_.emplace_back(Notice{"the board shows the start position: a new game begins", {}, true});
}

const arbiter::Arbiter& Translator::arbiter() const {
    return session_.arbiter() ? *session_.arbiter() : *before_first_event_;
}

// The mover taking the piece on `s` off the board.
BoardEvent Translator::removal(Square s) const {
    BoardEvent e;
    e.side = arbiter().to_move();
    e.action = Action::Remove;
    e.squares = {s};
    return e;
}

// The release of the piece put down, its kind named.
BoardEvent Translator::release_of(const Released& put) {
    BoardEvent e;
    e.side = chess::color_of(put.piece);
    e.action = Action::Release;
    e.squares = {put.square};
    e.piece = chess::type_of(put.piece);
    return e;
}

bool Translator::completes_move(const BoardEvent& e) const {
    arbiter::Arbiter trial = arbiter();
    auto outcome = trial.apply(e);
    return outcome && outcome->move.has_value();
}

std::size_t Translator::held_like(Piece p) const {
    const auto held = arbiter().held(chess::color_of(p));
    return static_cast<std::size_t>(std::count(held.begin(), held.end(), p));
}

bool Translator::holds(Color side, PieceType t) const {
    auto held = arbiter().held(side);
    return std::any_of(held.begin(), held.end(), [&](Piece p) { return chess::type_of(p) == t; });
}

// The board as the arbiter knows it, with what is pending as it will be told.
Piece Translator::expected(Square s) const {
    if (const auto* r = std::get_if<Released>(&hand_); r && r->square == s)
        return r->piece;
    if (trailing_ && trailing_->square == s)
        return trailing_->left ? Piece::None : trailing_->piece;
    if (gone_ && gone_->square == s)
        return Piece::None;
    return arbiter().board_piece(s);
}

// Whether `p` appearing on `s` is the new piece of a promotion by the mover
// whose pawn is still on the board (placed before the pawn is removed).
bool Translator::promotes_to(Square s, Piece p) const {
    const chess::Position& pos = arbiter().position();
    if (chess::color_of(p) != pos.side_to_move())
        return false;
    const auto moves = chess::legal_moves(pos);
    return std::any_of(moves.begin(), moves.end(), [&](const chess::Move& m) {
        return m.is_promotion() && m.to() == s && m.promotion() == chess::type_of(p);
    });
}

// Tells the arbiter one event. One it cannot apply (the hand that would
// release holds nothing since a position was reinstated) is not sent: the
// squares then differ from the arbiter's board, and check_fixes() says so.
void Translator::emit(BoardEvent e) {
    if (over_)
        return;  // what the hands do after the game tells nothing
    if (arbiter::Arbiter trial = arbiter(); !trial.apply(e))
        return;
    learn_whites_side();
    if (e.action != Action::Clock)
        last_actor_ = e.side;
    const Color mover = arbiter().to_move();
    if (e.action == Action::Remove && e.side == mover)
        removed_.emplace_back(e.square(), arbiter().board_piece(e.square()));
    const std::string text = e.to_text();
    if (auto answer = session_.feed(io::EventLine{std::move(e)}, ++lines_, text)) {
        if (const auto* a = std::get_if<arbiter::Answer>(&answer->result); a && a->move)
            last_move_ = a->move->move;
        told(std::move(*answer));
    }
    if (arbiter().to_move() != mover) {  // a new turn
        removed_.clear();
        lifted_from_.clear();
        trailing_.reset();  // a square left full after all is one to put right
    }
}

// An answer for the people at the table; with nothing permitted any more
// the game is over, and the board's squares tell nothing until a new game.
void Translator::told(io::SessionOutput answer) {
    if (const auto* a = std::get_if<arbiter::Answer>(&answer.result))
        over_ = a->permitted.empty();
    out_.emplace_back(std::move(answer));
}

void Translator::emit(Color side, Action action, Square s, std::optional<PieceType> piece) {
    BoardEvent e;
    e.side = side;
    e.action = action;
    e.squares = {s};
    e.piece = piece;
    if (action == Action::Lift)
        lifted_from_.emplace_back(arbiter().board_piece(s), s);
    emit(std::move(e));
}

// Where the hand took `p` from: the latest lift of that piece (the square it
// stands on when nothing says otherwise).
Square Translator::origin_of(Piece p, Square otherwise) const {
    for (auto it = lifted_from_.rbegin(); it != lifted_from_.rend(); ++it)
        if (it->first == p)
            return it->second;
    return otherwise;
}

// --- Reports: pictures and squares, turned into changes of one square ---

std::vector<Output> Translator::on_report(const Report& report, std::optional<std::int64_t> ms) {
    if (press_ && !part_of_pressed_move(report, ms))
        press_pending();  // it came after the press
    switch (report.kind) {
        case Report::Kind::Dropped:
            out_.emplace_back(Notice{"the board sent " + std::to_string(report.dropped) +
                                         " byte(s) that made no message (" + report.why +
                                         "); they were skipped",
                                     {}});
            break;
        case Report::Kind::Board:
            if (!seen_picture_)
                first_picture(report.picture);
            else
                picture(flipped_ ? flip(report.picture) : report.picture, ms);
            break;
        case Report::Kind::Field: {
            const Square s = flipped_ ? flip(report.square) : report.square;
            if (raw_[static_cast<int>(s)] != report.piece) {
                raw_[static_cast<int>(s)] = report.piece;
                debounce(s, report.piece, ms);
            }
            break;
        }
        case Report::Kind::Clock:
            if (report.lever_up)
                lever(*report.lever_up, ms);
            break;
    }
    if (press_ && (report.kind == Report::Kind::Board || progress(raw_, press_->presser).made))
        press_pending();  // the move the press waited for is read
    recognise_turned();
    return std::exchange(out_, {});
}

// How far the squares show a move of `side` from the game's position: made
// (they show the position after it), or under way (each square as before,
// as after or empty: nothing read yet, a piece in the air, a capture's
// victim off, the king of a castling put down).
Translator::Progress Translator::progress(const Picture& squares, Color side) const {
    const chess::Position& pos = arbiter().position();
    if (pos.side_to_move() != side)
        return {true, false};
    Progress out;
    for (const chess::Move& m : chess::legal_moves(pos)) {
        const chess::Position after = pos.play(m);
        bool made = true, under_way = true;
        for (int i = 0; i < 64 && under_way; ++i) {
            const Square s = chess::square_at(i);
            const Piece now = squares[i];
            made = made && now == after.piece_on(s);
            under_way = now == after.piece_on(s) || now == pos.piece_on(s) || now == Piece::None;
        }
        out.made = out.made || (made && under_way);
        out.under_way = out.under_way || under_way;
    }
    return out;
}

// Whether a report that comes while a press waits may be part of the move
// the board had not read when the lever tipped: a square of the presser's
// move (the presser's piece, or the victim once the presser's piece is up)
// within a scan of the press; bytes that made no message change nothing,
// nor does a clock's time told once (told twice, a second has passed), and
// a whole picture is read before the press.
bool Translator::part_of_pressed_move(const Report& report, std::optional<std::int64_t> ms) {
    if (ms && press_->ms && *ms - *press_->ms >= margin_ms())
        return false;
    switch (report.kind) {
        case Report::Kind::Dropped:
        case Report::Kind::Board:
            return true;
        case Report::Kind::Clock:  // its time once: within a scan of the press, perhaps
            return (!report.lever_up || report.lever_up == lever_up_) &&
                   ++press_->clock_reports < 2;
        case Report::Kind::Field:
            break;
    }
    const Color presser = press_->presser;
    const Square s = flipped_ ? flip(report.square) : report.square;
    const Piece was = raw_[static_cast<int>(s)];
    Picture squares = raw_;
    squares[static_cast<int>(s)] = report.piece;
    const Piece piece = report.piece != Piece::None ? report.piece : was;
    if (piece == Piece::None)
        return true;
    const bool presser_up = [&] {
        const chess::Position& pos = arbiter().position();
        for (int i = 0; i < 64; ++i)
            if (const Piece p = pos.piece_on(chess::square_at(i));
                p != Piece::None && chess::color_of(p) == presser && squares[i] != p)
                return true;
        return false;
    }();
    if (chess::color_of(piece) != presser && !(report.piece == Piece::None && presser_up))
        return false;
    return progress(squares, presser).under_way;
}

std::int64_t Translator::margin_ms() const {
    return options_.scan_ms + LineMarginMs;
}

// The clock's lever: each time it tips, the player on the side that was up
// has pressed. Before a game's first event the clock is being set, and
// after the end of the game it binds nothing. A tip by the player whose
// clock does not run is the lever brought in line with the game (after an
// illegal move, the position reinstated and the mover's clock running).
void Translator::lever(ClockSide up, std::optional<std::int64_t> ms) {
    if (!lever_up_)
        attach_clock();
    if (lever_up_ && *lever_up_ != up)
        flush_debounced(std::nullopt);  // what the board felt before the press
    const std::optional<ClockSide> was = std::exchange(lever_up_, up);
    if (!started_ || over_ || !session_.arbiter() || !was || *was == up)
        return;
    Color presser;
    if (whites_side_) {
        presser = *was == *whites_side_ ? Color::White : Color::Black;
        if (presser != arbiter().clock_running())
            return;
    } else {  // first heard of during the game: the player who acted last pressed
        presser = last_actor_.value_or(~to_move_once_let_go());
        whites_side_ = presser == Color::White ? *was : up;
    }
    // The presser's move under way and not yet made on the squares: the
    // board reads a square up to a scan after the hand left it, and a press
    // right after the move may come first.
    if (const Progress p = progress(raw_, presser); p.under_way && !p.made) {
        press_ = Press{presser, ms};
        return;
    }
    press(presser);
}

// The press, after everything the board felt before it.
void Translator::press(Color presser) {
    flush_debounced(std::nullopt);
    settle_all(presser);
    BoardEvent e;
    e.side = presser;
    e.action = Action::Clock;
    emit(std::move(e));
    check_fixes();
}

void Translator::press_pending() {
    if (const std::optional<Press> p = std::exchange(press_, std::nullopt))
        press(p->presser);
}

// Who has the move once the piece put down and not yet settled is let go:
// the other side, where that makes a move.
Color Translator::to_move_once_let_go() const {
    const Color mover = arbiter().to_move();
    const auto* put = std::get_if<Released>(&hand_);
    return put && completes_move(release_of(*put)) ? ~mover : mover;
}

// Before a game's first event: the clock runs for the player to move, so
// the side of the lever up is theirs.
void Translator::learn_whites_side() {
    if (lever_up_ && !session_.arbiter())
        whites_side_ = arbiter().to_move() == Color::White ? *lever_up_ : opposite(*lever_up_);
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

// A square that changes back within the bounce time never changed: its
// sensor bounced. Only a live board has the time to tell.
void Translator::debounce(Square s, Piece now, std::optional<std::int64_t> ms) {
    if (!ms) {
        change(s, now, ms);
        return;
    }
    flush_debounced(*ms - margin_ms());
    auto same = std::find_if(debouncing_.rbegin(), debouncing_.rend(),
                             [&](const Debounced& d) { return d.square == s; });
    if (same != debouncing_.rend() && same->before == now) {
        debouncing_.erase(std::next(same).base());
        return;
    }
    const Piece before = same != debouncing_.rend() ? same->now : sensed_[static_cast<int>(s)];
    debouncing_.push_back({s, before, now, *ms});
}

// Passes on the changes older than `until`, in order.
void Translator::flush_debounced(std::optional<std::int64_t> until) {
    auto it = debouncing_.begin();
    for (; it != debouncing_.end() && (!until || it->ms <= *until); ++it)
        change(it->square, it->now, it->ms);
    debouncing_.erase(debouncing_.begin(), it);
}

// --- One square's change, as events ---

void Translator::change(Square s, Piece now, std::optional<std::int64_t> ms) {
    const Piece before = sensed_[static_cast<int>(s)];
    if (before == now)
        return;
    if (before != Piece::None && now != Piece::None) {
        change(s, Piece::None, ms);  // one piece taken off, another put down
        change(s, now, ms);
        return;
    }
    sensed_[static_cast<int>(s)] = now;
    if (over_) {
        if (sensed_ == start_)
            new_game();
        return;
    }
    const std::optional<Square> stray = std::exchange(stray_, std::nullopt);
    // A square the arbiter reads otherwise is being put right (or made
    // worse): no event until it matches again. Nor before the game starts:
    // the pieces are being set up.
    if (started_ && expected(s) == before) {
        if (now == Piece::None) {
            vanished(s, before, ms, stray);
        } else {
            appeared(s, now, ms);
            if (expected(s) != now)
                stray_ = s;  // nothing explains it yet: perhaps a lift read late
        }
    }
    check_fixes();
    check_set_up_again();
}

// A game that ended without a mate (a resignation, a draw agreed, a flag)
// has no event that ends it: the players set the pieces up again. Once the
// squares show the start position, nothing is pending and the game's
// position is not the start, a new game begins.
void Translator::check_set_up_again() {
    if (!started_ || over_ || !session_.arbiter() || sensed_ != start_ || !debouncing_.empty() ||
        !std::holds_alternative<std::monostate>(hand_) || gone_ || press_)
        return;
    const chess::Position& pos = arbiter().position();
    for (int i = 0; i < 64; ++i)
        if (pos.piece_on(static_cast<Square>(i)) != start_[i])
            return new_game();
}

void Translator::vanished(Square s, Piece p, std::optional<std::int64_t> ms,
                          std::optional<Square> stray) {
    if (trailing_ && !trailing_->left && trailing_->square == s && trailing_->piece == p) {
        trailing_->left = true;  // the sliding piece has left the square behind it
        return;
    }
    if (const auto* put = std::get_if<Released>(&hand_);
        put && put->square == s && put->piece == p) {
        hand_ = Sliding{*put, ms};  // taken up again, or taken by the other side: what follows says
        return;
    }
    settle_completing_gone();
    const Color mover = arbiter().to_move();
    const bool own = chess::color_of(p) == mover;
    // With a piece in the air again, a piece of the other side taken off
    // is the mover's capture or the other side's turn: what follows says.
    if (!std::holds_alternative<Sliding>(hand_) || own)
        settle_hand();
    // The mover's own piece is lifted (unless taking it off makes the move).
    const auto lifted = [&] {
        if (chess::color_of(p) != arbiter().to_move() || completes_move(removal(s)))
            return false;
        emit(arbiter().to_move(), Action::Lift, s);
        arrived_early(s, p, ms, stray);
        return true;
    };
    if (lifted())
        return;
    if (gone_) {
        settle_gone(std::nullopt);  // two pieces off the board: the first is read
        if (lifted())
            return;  // it made the move (en passant's pawn taken first): this is the reply
    }
    gone_ = Gone{s, p, ms};  // the mover's capture, or its owner's hand: what follows says
}

// A piece lifted from `s` that was felt elsewhere before it left this one:
// on a neighbouring square (slid across two sensors, or put on a square it
// captures before its own sensor let go), or on the square that filled just
// before (the board read the landing first in its scan): it stands there
// already.
void Translator::arrived_early(Square s, Piece p, std::optional<std::int64_t> ms,
                               std::optional<Square> stray) {
    const auto unexplained = [&](Square x) {
        return sensed_[chess::to_index(x)] == p && expected(x) != p;
    };
    for (int i = 0; i < 64; ++i) {
        const Square x = chess::square_at(i);
        if (neighbours(x, s) && unexplained(x)) {
            appeared(x, p, ms);
            return;
        }
    }
    if (stray && unexplained(*stray))
        appeared(*stray, p, ms);
}

void Translator::appeared(Square s, Piece p, std::optional<std::int64_t> ms) {
    // The square a piece slid on from, felt full again while the piece
    // stands where it went: its sensor bounced.
    if (trailing_ && trailing_->left && trailing_->square == s && trailing_->piece == p &&
        std::holds_alternative<Released>(hand_)) {
        trailing_->left = false;
        return;
    }
    // The piece put down felt on another square before it leaves the first
    // (a piece slid across two sensors): it moves on, the first square to
    // empty after it. Not where the hand holds another piece like it (the
    // arbiter still counts the one put down as held).
    if (const auto* put = std::get_if<Released>(&hand_);
        put && put->piece == p && put->square != s && held_like(p) == 1) {
        trailing_ = Trailing{put->square, p, false};
        hand_ = Sliding{*put, ms};
        if (gone_ && gone_->square == s)
            settle_gone_by(s, p);  // onto the square of the piece taken off: the capture
        continue_slide(s, p, ms);
        return;
    }
    if (std::holds_alternative<Released>(hand_))
        settle_hand();  // another square fills: the piece put down was let go
    // On the square a piece was taken from first: the capture lands (even
    // after sliding there), or the piece is put back.
    if (gone_ && gone_->square == s && settle_gone_by(s, p))
        return;
    settle_completing_gone();
    if (continue_slide(s, p, ms) || settle_gone_by(s, p))
        return;
    place_or_release(s, p, ms);
}

// A piece appearing while the mover's piece is in the air again after being
// put down: the same piece landing (only passing over the square before, or
// let go there and moved on: 4.7). Returns whether it was that.
bool Translator::continue_slide(Square s, Piece p, std::optional<std::int64_t> ms) {
    const auto* slide = std::get_if<Sliding>(&hand_);
    if (slide && chess::color_of(p) != chess::color_of(slide->released.piece)) {
        let_go(ms);  // the other side acts: the piece was let go, and taken
        return false;
    }
    if (!slide || p != slide->released.piece) {
        settle_hand();
        return false;
    }
    Released landed = slide->released;
    if (s != landed.square && !passing_over(*slide, s)) {
        release(landed.square, landed.piece);  // let go there, then moved on
        emit(chess::color_of(p), Action::Lift, landed.square);
        landed.origin = landed.square;
    }
    landed.square = s;
    landed.ms = ms;
    hand_ = landed;
    return true;
}

// The piece in the air after being put down was let go where it stood: the
// other side acts now, so it was theirs that took it off (or its owner's
// hand, adjusting): pending, as any piece taken off.
void Translator::let_go(std::optional<std::int64_t> ms) {
    const Released put = std::get<Sliding>(std::exchange(hand_, {})).released;
    release(put.square, put.piece);
    if (gone_)
        settle_gone(std::nullopt);
    gone_ = Gone{put.square, put.piece, ms};
}

// A piece appearing while a piece taken off the board is pending. Returns
// whether the appearance was all about that piece.
bool Translator::settle_gone_by(Square s, Piece p) {
    if (!gone_)
        return false;
    const Gone gone = *gone_;
    const Color mover = arbiter().to_move(), owner = chess::color_of(gone.piece);
    if (s == gone.square && p == gone.piece && std::holds_alternative<Sliding>(hand_)) {
        gone_.reset();  // back while the mover's piece is in the air: nothing to tell
        return true;
    }
    if (s == gone.square && p == gone.piece) {
        // Put back where it stood: by the hand that just moved it (the last
        // move's piece, unless taking it makes the mover's move: en passant),
        // else by the mover, who then has touched it.
        const bool last_moved =
            last_move_ && (last_move_->to() == s || last_move_->king_to() == s ||
                           (last_move_->is_castle() && last_move_->rook_to() == s));
        const Color hand =
            owner != mover && last_moved && !completes_move(removal(s)) ? owner : mover;
        gone_.reset();
        emit(hand, Action::Lift, s);
        emit(hand, Action::Release, s, chess::type_of(p));
        return true;
    }
    if (s == gone.square && chess::color_of(p) == mover) {
        gone_.reset();
        emit(removal(s));  // the capture: the captured piece off, the capturing piece down
    } else if (p == gone.piece && owner != mover && held_piece_takes(gone.square)) {
        gone_.reset();
        emit(removal(gone.square));  // the captured piece laid aside on the board: to take off
    } else if (p == gone.piece && owner != mover) {
        gone_.reset();
        emit(owner, Action::Lift, gone.square);  // its owner moved it elsewhere
    } else if (s == gone.square && chess::color_of(p) == owner && promoted_piece_taken_off() &&
               chess::type_of(p) != PieceType::King && chess::type_of(p) != PieceType::Pawn) {
        // The new piece of the promotion just made exchanged for another:
        // the made move changed (4.7), as the arbiter rules.
        gone_.reset();
        emit(owner, Action::Remove, s);
        emit(owner, Action::Place, s, chess::type_of(p));
        return true;
    } else if (chess::color_of(p) != mover) {
        settle_gone(owner);
    }
    return false;
}

// Whether the piece taken off is the new piece of the promotion just made,
// from its square: another may be put there instead (the move changed), or
// the opponent's capture follows; what comes next says, however late.
bool Translator::promoted_piece_taken_off() const {
    return gone_ && last_move_ && last_move_->is_promotion() && last_move_->to() == gone_->square &&
           chess::color_of(gone_->piece) != arbiter().to_move();
}

// Whether a piece like one the mover holds could capture on `s`.
bool Translator::held_piece_takes(Square s) const {
    const chess::Position& pos = arbiter().position();
    const auto held = arbiter().held(pos.side_to_move());
    const auto moves = chess::legal_moves(pos);
    return std::any_of(moves.begin(), moves.end(), [&](const chess::Move& m) {
        return takes_on(m, s) &&
               std::find(held.begin(), held.end(), pos.piece_on(m.from())) != held.end();
    });
}

// A piece appears that was not pending: released from a hand, a promotion,
// or a piece the mover took off put back; anything else is for the people
// at the table to put right (check_fixes()).
void Translator::place_or_release(Square s, Piece p, std::optional<std::int64_t> ms) {
    const Color side = chess::color_of(p);
    const PieceType t = chess::type_of(p);
    if (holds(side, t)) {
        if (side == arbiter().to_move())
            hand_ = Released{s, p, origin_of(p, s), ms};
        else
            release(s, p);
        return;
    }
    const bool promotion_piece = side == arbiter().to_move() && t != PieceType::Pawn &&
                                 t != PieceType::King && last_rank(side, s);
    if (promotion_piece && holds(side, PieceType::Pawn)) {
        // The pawn went from the hand to beside the board, the new piece on
        // the last rank: as the pawn put on the square and exchanged.
        emit(side, Action::Release, s, PieceType::Pawn);
        emit(side, Action::Remove, s);
        emit(side, Action::Place, s, t);
    } else if (promotion_piece && promotes_to(s, p)) {
        emit(side, Action::Place, s, t);  // the new piece first, the pawn removed after
    } else if (std::find(removed_.begin(), removed_.end(), std::pair{s, p}) != removed_.end() &&
               t != PieceType::King) {
        emit(side, Action::Place, s, t);  // a piece taken off, put back
    }
}

// Whether a piece taken up again from where it was put down, and now put down
// on `landing`, only passed over that square: with the time known, it stood
// there less than the settling time; without it, the square lies on a
// straight way from where the piece was lifted to where it lands.
bool Translator::passing_over(const Sliding& slide, Square landing) const {
    const Released& r = slide.released;
    if (r.ms && slide.ms)
        return *slide.ms - *r.ms < options_.settle_ms;
    return on_the_way(r.origin, r.square, landing);
}

// A piece put down is let go; a piece in the air again stays in the hand.
void Translator::settle_hand() {
    InHand h = std::exchange(hand_, {});
    const auto* put = std::get_if<Released>(&h);
    if (!put)
        return;
    // A piece of the other side off the board, and this release makes a move
    // without it: that piece was its owner's, displaced on the mover's time.
    if (gone_ && chess::color_of(gone_->piece) != arbiter().to_move() &&
        completes_move(release_of(*put))) {
        const Gone gone = *std::exchange(gone_, std::nullopt);
        emit(chess::color_of(gone.piece), Action::Lift, gone.square);
    }
    release(put->square, put->piece);
}

// A piece taken off the board, read by what comes next (`next`: the colour
// of the piece that moves next, if known): the mover's removal where it
// completes a move or the mover acts next; its owner's hand where the owner
// acts next. With nothing next, the mover's removal where the mover can
// capture there, else its owner's hand (the opponent touching after an
// illegal move, a piece displaced, a recapturing piece lifted early).
void Translator::settle_gone(std::optional<Color> next) {
    if (!gone_)
        return;
    const Gone gone = *std::exchange(gone_, std::nullopt);
    const Color mover = arbiter().to_move();
    bool by_mover = next == mover || completes_move(removal(gone.square));
    if (!next && !by_mover) {
        const auto moves = chess::legal_moves(arbiter().position());
        by_mover = std::any_of(moves.begin(), moves.end(),
                               [&](const chess::Move& m) { return takes_on(m, gone.square); });
    }
    if (by_mover)
        emit(removal(gone.square));
    else
        emit(chess::color_of(gone.piece), Action::Lift, gone.square);
}

// A piece taken off whose removal makes the move (en passant's pawn, the
// promoting pawn): once anything else happens it was not a bounce.
void Translator::settle_completing_gone() {
    if (gone_ && completes_move(removal(gone_->square)))
        settle_gone(std::nullopt);
}

void Translator::settle_all(std::optional<Color> next) {
    settle_hand();
    settle_gone(next);
}

// `p` let go on `s`, named where its side's hand holds more than one piece.
void Translator::release(Square s, Piece p) {
    const Color side = chess::color_of(p);
    const bool several = arbiter().held(side).size() > 1;
    emit(side, Action::Release, s, several ? std::optional(chess::type_of(p)) : std::nullopt);
}

// --- Time, the keyboard and the end ---

std::vector<Output> Translator::tick(std::int64_t ms) {
    flush_debounced(ms - margin_ms());
    if (press_ && press_->ms && ms - *press_->ms >= margin_ms())
        press_pending();  // no landing came within a scan: the press as it was
    const auto settled = [&](const std::optional<std::int64_t>& since) {
        return since && ms - *since >= options_.settle_ms;
    };
    if (const auto* put = std::get_if<Released>(&hand_); put && settled(put->ms))
        settle_hand();
    if (gone_ && settled(gone_->ms) && std::holds_alternative<std::monostate>(hand_) &&
        !promoted_piece_taken_off())
        settle_gone(std::nullopt);
    check_fixes();
    check_set_up_again();
    recognise_turned();
    return std::exchange(out_, {});
}

std::vector<Output> Translator::keyboard(const chess::Expected<io::EventLine, io::LineError>& line,
                                         std::string_view source) {
    const auto* event = line ? std::get_if<BoardEvent>(&*line) : nullptr;
    if (event && event->action == Action::Clock && lever_up_) {
        out_.emplace_back(Notice{
            "the DGT clock tells the presses: '" + std::string(source) + "' is not sent", {}});
        return std::exchange(out_, {});
    }
    if (event) {
        press_pending();
        flush_debounced(std::nullopt);
        settle_all(event->side);
        learn_whites_side();
    }
    ++lines_;
    // The game's headers are the program's options: the board's squares
    // were read against them from the start.
    const bool header = line && std::holds_alternative<io::Header>(*line);
    const auto answer =
        header
            ? session_.feed(chess::Unexpected{io::LineError{
                                lines_, 1, "the game's headers are options here (--laws, --fen)"}},
                            lines_)
            : session_.feed(line, lines_, source);
    if (answer)
        told(std::move(*answer));
    check_fixes();
    return std::exchange(out_, {});
}

std::vector<Output> Translator::finish() {
    flush_debounced(std::nullopt);
    press_pending();
    settle_all();
    check_fixes();
    return std::exchange(out_, {});
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
