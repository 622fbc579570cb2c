#include "touchmove/eboard/translator.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

#include "touchmove/chess/fen.h"
#include "touchmove/chess/movegen.h"

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
    const int df = static_cast<int>(chess::file_of(to)) - static_cast<int>(chess::file_of(from));
    const int dr = static_cast<int>(chess::rank_of(to)) - static_cast<int>(chess::rank_of(from));
    if (df != 0 && dr != 0 && std::abs(df) != std::abs(dr))
        return false;
    const int steps = std::max(std::abs(df), std::abs(dr));
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    for (int i = 1; i < steps; ++i) {
        const auto f = static_cast<chess::File>(static_cast<int>(chess::file_of(from)) + i * sf);
        const auto r = static_cast<chess::Rank>(static_cast<int>(chess::rank_of(from)) + i * sr);
        if (chess::make_square(f, r) == between)
            return true;
    }
    return false;
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

}  // namespace

Translator::Translator(TranslatorOptions options)
    : options_(std::move(options)), session_(options_.defaults) {
    if (!options_.fen.empty())
        session_.feed(io::EventLine{io::Header{io::Header::Kind::Fen, options_.fen}}, 0);
    before_first_event_.emplace(session_.options());
    sensed_ = picture_of(arbiter());
    raw_ = sensed_;
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

bool Translator::completes_move(const BoardEvent& e) const {
    arbiter::Arbiter trial = arbiter();
    auto outcome = trial.apply(e);
    return outcome && outcome->move.has_value();
}

bool Translator::holds(Color side, PieceType t) const {
    auto held = arbiter().held(side);
    return std::any_of(held.begin(), held.end(), [&](Piece p) { return chess::type_of(p) == t; });
}

// The board as the arbiter knows it, with what is pending as it will be told.
Piece Translator::expected(Square s) const {
    if (const auto* r = std::get_if<Released>(&pending_); r && r->square == s)
        return r->piece;
    if (const auto* g = std::get_if<Gone>(&pending_); g && g->square == s)
        return Piece::None;
    return arbiter().board_piece(s);
}

// Tells the arbiter one event. One it cannot apply (the hand that would
// release holds nothing since a position was reinstated) is not sent: the
// squares then differ from the arbiter's board, and check_fixes() says so.
void Translator::emit(BoardEvent e) {
    if (arbiter::Arbiter trial = arbiter(); !trial.apply(e))
        return;
    const std::string text = e.to_text();
    if (auto answer = session_.feed(io::EventLine{std::move(e)}, ++lines_, text))
        out_.emplace_back(std::move(*answer));
}

void Translator::emit(Color side, Action action, Square s, std::optional<PieceType> piece) {
    BoardEvent e;
    e.side = side;
    e.action = action;
    e.squares = {s};
    e.piece = piece;
    if (action == Action::Lift)
        lifted_from_[chess::to_index(side)] = s;
    emit(std::move(e));
}

// --- Reports: pictures and squares, turned into changes of one square ---

std::vector<Output> Translator::on_report(const Report& report, std::optional<std::int64_t> ms) {
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
    }
    return std::exchange(out_, {});
}

// The first whole picture sets what the board shows, without events: a board
// set up the other way round is recognised and read turned; squares that
// differ from the start position are to be fixed.
void Translator::first_picture(const Picture& p) {
    seen_picture_ = true;
    const Picture start = picture_of(arbiter());
    if (p != start && flip(p) == start) {
        flipped_ = true;
        out_.emplace_back(Notice{"the board is set up with Black nearest to it; read turned", {}});
    }
    raw_ = sensed_ = flipped_ ? flip(p) : p;
    check_fixes();
}

// A later picture: each square that changed, the emptied ones first (a hand
// takes before it puts down).
void Translator::picture(const Picture& p, std::optional<std::int64_t> ms) {
    for (int pass = 0; pass < 2; ++pass)
        for (int i = 0; i < 64; ++i) {
            const Piece now = p[i];
            if (raw_[i] == now || (pass == 0) != (now == Piece::None))
                continue;
            raw_[i] = now;
            debounce(static_cast<Square>(i), now, ms);  // a piece replaced: taken, then put down
        }
}

// A square that changes back within the bounce time never changed: its
// sensor bounced. Only a live board has the time to tell.
void Translator::debounce(Square s, Piece now, std::optional<std::int64_t> ms) {
    if (!ms) {
        change(s, now, ms);
        return;
    }
    flush_debounced(*ms - options_.bounce_ms);
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
    // A square the arbiter reads otherwise is being put right (or made
    // worse): no event until it matches again.
    if (expected(s) == before) {
        if (now == Piece::None)
            vanished(s, before, ms);
        else
            appeared(s, now, ms);
    }
    check_fixes();
}

void Translator::vanished(Square s, Piece p, std::optional<std::int64_t> ms) {
    settle_before_vanish(s, p, ms);
    if (!std::holds_alternative<std::monostate>(pending_))
        return;  // the piece put down a moment ago is in the air again
    const Color mover = arbiter().to_move();
    if (chess::color_of(p) == mover && !completes_move(removal(s)))
        emit(mover, Action::Lift, s);
    else
        pending_ =
            Gone{s, p, ms};  // taken off by the mover, or by its owner's hand: what follows says
}

void Translator::appeared(Square s, Piece p, std::optional<std::int64_t> ms) {
    if (!settle_before_appear(s, p, ms))
        return;
    place_or_release(s, p, ms);
}

// A piece appears that was not pending: released from a hand, or placed
// from beside the board (a promotion, a captured piece put back).
void Translator::place_or_release(Square s, Piece p, std::optional<std::int64_t> ms) {
    const Color side = chess::color_of(p);
    const PieceType t = chess::type_of(p);
    if (holds(side, t)) {
        if (side == arbiter().to_move())
            pending_ = Released{s, p, lifted_from_[chess::to_index(side)], ms};
        else
            release(s, p);
        return;
    }
    if (side == arbiter().to_move() && t != PieceType::Pawn && last_rank(side, s) &&
        holds(side, PieceType::Pawn)) {
        // The pawn went from the hand to beside the board, the new piece on
        // the last rank: as the pawn put on the square and exchanged.
        emit(side, Action::Release, s, PieceType::Pawn);
        emit(side, Action::Remove, s);
    }
    if (t != PieceType::King)
        emit(side, Action::Place, s, t);
}

// What a square emptying says about what was pending.
void Translator::settle_before_vanish(Square s, Piece p, std::optional<std::int64_t> ms) {
    if (const auto* r = std::get_if<Released>(&pending_)) {
        if (r->square == s && r->piece == p) {
            pending_ = Sliding{*r, ms};
            return;
        }
        settle_pending();
    } else if (std::holds_alternative<Gone>(pending_)) {
        settle_gone(chess::color_of(p));
    } else {
        settle_pending();
    }
}

// What a piece appearing says about what was pending. Returns whether the
// appearance is still to be read (false: it continued what was pending).
bool Translator::settle_before_appear(Square s, Piece p, std::optional<std::int64_t> ms) {
    if (const auto* slide = std::get_if<Sliding>(&pending_)) {
        if (p == slide->released.piece &&
            (s == slide->released.square || passing_over(*slide, s))) {
            Released landed = slide->released;
            landed.square = s;
            landed.ms = ms;
            pending_ = landed;  // the hand never let go on the way
            return false;
        }
        settle_pending();
        return true;
    }
    if (const auto* g = std::get_if<Gone>(&pending_)) {
        if (s == g->square && p == g->piece) {  // back at once: the sensor bounced
            pending_ = {};
            return false;
        }
        settle_gone(chess::color_of(p));
        return true;
    }
    settle_pending();
    return true;
}

// A piece taken off the board, read by what comes next (`next`: the colour
// of the piece that moves next, if any): the mover's removal where it
// completes a move or the mover acts next; its owner's hand where the owner
// acts next. With nothing next, the mover's removal where the mover is in
// the middle of a move or can capture there, else its owner's hand (the
// opponent touching after an illegal move, a piece displaced).
void Translator::settle_gone(std::optional<Color> next) {
    const Gone gone = std::get<Gone>(std::exchange(pending_, {}));
    const Color mover = arbiter().to_move();
    bool by_mover = next == mover || completes_move(removal(gone.square));
    if (!next && !by_mover) {
        const auto moves = chess::legal_moves(arbiter().position());
        by_mover = !arbiter().held(mover).empty() ||
                   std::any_of(moves.begin(), moves.end(), [&](const chess::Move& m) {
                       return m.is_capture() &&
                              (m.is_en_passant() ? m.en_passant_victim() : m.to()) == gone.square;
                   });
    }
    if (by_mover)
        emit(removal(gone.square));
    else
        emit(chess::color_of(gone.piece), Action::Lift, gone.square);
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

// Tells the arbiter what was pending, as it most likely happened.
void Translator::settle_pending() {
    Pending p = std::exchange(pending_, {});
    if (const auto* put = std::get_if<Released>(&p)) {
        release(put->square, put->piece);
    } else if (const auto* slide = std::get_if<Sliding>(&p)) {
        release(slide->released.square, slide->released.piece);
        emit(chess::color_of(slide->released.piece), Action::Lift, slide->released.square);
    } else if (std::holds_alternative<Gone>(p)) {
        pending_ = p;
        settle_gone(std::nullopt);
    }
}

// `p` let go on `s`, named where its side's hand holds more than one piece.
void Translator::release(Square s, Piece p) {
    const Color side = chess::color_of(p);
    const bool several = arbiter().held(side).size() > 1;
    emit(side, Action::Release, s, several ? std::optional(chess::type_of(p)) : std::nullopt);
}

// --- Time, the keyboard and the end ---

std::vector<Output> Translator::tick(std::int64_t ms) {
    flush_debounced(ms - options_.bounce_ms);
    if (const auto* r = std::get_if<Released>(&pending_);
        r && r->ms && ms - *r->ms >= options_.settle_ms)
        settle_pending();
    else if (const auto* s = std::get_if<Sliding>(&pending_);
             s && s->ms && ms - *s->ms >= options_.settle_ms)
        settle_pending();
    check_fixes();
    return std::exchange(out_, {});
}

std::vector<Output> Translator::keyboard(const chess::Expected<io::EventLine, io::LineError>& line,
                                         std::string_view source) {
    const bool event = line && std::holds_alternative<BoardEvent>(*line);
    if (event) {
        flush_debounced(std::nullopt);
        settle_pending();
    }
    if (auto answer = session_.feed(line, ++lines_, source))
        out_.emplace_back(std::move(*answer));
    if (!event)
        before_first_event_.emplace(session_.options());  // a header: the start may have changed
    check_fixes();
    return std::exchange(out_, {});
}

std::vector<Output> Translator::finish() {
    flush_debounced(std::nullopt);
    settle_pending();
    check_fixes();
    return std::exchange(out_, {});
}

// Says which squares to put right whenever that list changes.
void Translator::check_fixes() {
    std::vector<std::string> fixes;
    for (int i = 0; i < 64; ++i) {
        const auto s = static_cast<Square>(i);
        if (sensed_[i] != expected(s))
            fixes.push_back(fix(s, sensed_[i], expected(s)));
    }
    if (fixes == fixes_)
        return;
    fixes_ = fixes;
    if (fixes.empty())
        out_.emplace_back(Notice{"the board matches the game again", {}});
    else
        out_.emplace_back(Notice{"the board matches no position of the game", std::move(fixes)});
}

}  // namespace touchmove::eboard
