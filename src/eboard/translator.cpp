// The Translator's side of the arbiter: the session, the events told, what
// one more event would do, and the reports, the keyboard and time dispatched.
#include "touchmove/eboard/translator.h"

#include <algorithm>
#include <utility>

#include "squares.h"
#include "touchmove/chess/movegen.h"

namespace touchmove::eboard {

using arbiter::Action;
using arbiter::BoardEvent;
using chess::Color;
using chess::PieceType;

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

}  // namespace touchmove::eboard
