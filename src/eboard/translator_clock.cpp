// A DGT clock plugged into the board: its lever's presses, and a press read
// before the squares of its move.
#include <utility>

#include "squares.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/eboard/translator.h"

namespace touchmove::eboard {

using arbiter::Action;
using arbiter::BoardEvent;
using chess::Color;

namespace {

// What a board's timing may be off by beyond its scan: the serial line and
// the reading loop.
constexpr std::int64_t LineMarginMs = 50;

}  // namespace

// A clock reports for the first time: attached from the start of the game
// when no event has been told yet; otherwise its first press attaches it.
void Translator::attach_clock() {
    if (session_.arbiter())
        return;
    session_.feed(io::EventLine{io::Header{io::Header::Kind::Clock, "yes"}}, 0);
    before_first_event_.emplace(session_.options());
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
    const bool unknown = std::exchange(lever_unknown_, false);
    if (!started_ || over_ || !session_.arbiter() || !was || *was == up || unknown)
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

}  // namespace touchmove::eboard
