// One square's change, as events: a sensor's bounce, a piece lifted, slid,
// let go, captured, put back or promoted, told once what follows says which.
#include <algorithm>
#include <cstdlib>
#include <utility>

#include "touchmove/chess/movegen.h"
#include "touchmove/eboard/translator.h"

namespace touchmove::eboard {

using arbiter::Action;
using arbiter::BoardEvent;
using chess::Color;
using chess::PieceType;

namespace {

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

bool last_rank(Color side, Square s) {
    return chess::rank_of(s) == (side == Color::White ? chess::Rank::R8 : chess::Rank::R1);
}

}  // namespace

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

void Translator::change(Square s, Piece now, std::optional<std::int64_t> ms) {
    const Piece before = sensed_[static_cast<int>(s)];
    if (before == now)
        return;
    if (before != Piece::None && now != Piece::None) {
        change(s, Piece::None, ms);  // one piece taken off, another put down
        change(s, now, ms);
        return;
    }
    if (gone_ && gone_->ahead && !goes_on_to_capture(s, now)) {
        // Not the capture after all: the piece put down was let go, and the
        // other side's piece taken off is read as when it went (before this
        // change is felt).
        const Gone gone = *std::exchange(gone_, std::nullopt);
        settle_hand();
        taken_off(gone.square, gone.piece, gone.ms, std::nullopt);
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

void Translator::vanished(Square s, Piece p, std::optional<std::int64_t> ms,
                          std::optional<Square> stray) {
    if (trailing_ && !trailing_->left && trailing_->square == s && trailing_->piece == p) {
        trailing_->left = true;  // the sliding piece has left the square behind it
        return;
    }
    if (const auto* put = std::get_if<Released>(&hand_);
        put && put->square == s && put->piece == p) {
        if (trailing_ && !trailing_->left && trailing_->piece == p) {
            // Felt on two squares, it leaves this one: it stands on the other.
            hand_ = Released{trailing_->square, p, put->origin, ms};
            trailing_.reset();
            return;
        }
        hand_ = Sliding{*put, ms};  // taken up again, or taken by the other side: what follows says
        return;
    }
    settle_completing_gone();
    const bool own = chess::color_of(p) == arbiter().to_move();
    if (!own && !gone_ && capture_ahead(s)) {
        gone_ = Gone{s, p, ms, true};
        return;
    }
    // With a piece in the air again, a piece of the other side taken off
    // is the mover's capture or the other side's turn: what follows says.
    if (!std::holds_alternative<Sliding>(hand_) || own)
        settle_hand();
    taken_off(s, p, ms, stray);
}

// A piece of the other side taken off the square `s` ahead of the mover's
// piece put down: on the line from where that piece was lifted through
// where it stands, a capture it can make. It may be only passing over.
bool Translator::capture_ahead(Square s) const {
    const auto* put = std::get_if<Released>(&hand_);
    if (!put || !on_the_way(put->origin, put->square, s))
        return false;
    const auto moves = chess::legal_moves(arbiter().position());
    return std::any_of(moves.begin(), moves.end(), [&](const chess::Move& m) {
        return m.from() == put->origin && takes_on(m, s);
    });
}

// Whether the change of `s` to `now` is the mover's piece going on to the
// piece taken off ahead of it: taken up from where it was put down, or felt
// on a square on the way, or on that piece's square.
bool Translator::goes_on_to_capture(Square s, Piece now) const {
    const Released* put = std::get_if<Released>(&hand_);
    if (const auto* slide = std::get_if<Sliding>(&hand_))
        put = &slide->released;
    if (!put)
        return false;
    if (now == Piece::None)
        return s == put->square || (trailing_ && trailing_->square == s);
    return now == put->piece && (s == gone_->square || on_the_way(put->origin, s, gone_->square));
}

// A piece taken off the board once what the hand put down is settled: the
// mover's own is lifted, the other side's pending until what follows says.
void Translator::taken_off(Square s, Piece p, std::optional<std::int64_t> ms,
                           std::optional<Square> stray) {
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
    // The piece put down felt on a square on its way there from where it
    // was lifted: a board reading its squares one by one may read the
    // landing before a square passed over. It stands where it was put down,
    // the square passed full until its sensor lets go (or, that one emptying
    // first, it stands on the square passed: vanished()).
    if (const auto* put = std::get_if<Released>(&hand_);
        put && put->piece == p && put->square != s && held_like(p) == 1 &&
        (!trailing_ || trailing_->left) && !(gone_ && gone_->square == s) &&
        on_the_way(put->origin, s, put->square)) {
        trailing_ = Trailing{s, p, false};
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

}  // namespace touchmove::eboard
