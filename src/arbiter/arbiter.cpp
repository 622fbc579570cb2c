#include "touchmove/arbiter/arbiter.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <tuple>
#include <type_traits>

#include "announcement.h"
#include "touch_rules.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/san.h"
#include "touchmove/chess/uci.h"

namespace touchmove::arbiter {

using chess::MoveList;
using chess::Piece;
using chess::Position;

namespace {

// A piece on the physical board or in a hand. `origin` names it by the
// square it stood on when the turn began; a piece put on the board from
// beside it (a promotion piece) has none.
struct PhysicalPiece {
    Piece piece = Piece::None;
    std::optional<Square> origin;
    // For a piece put on the board from beside it: the square it was first
    // put on (a promotion piece is fixed there like a released piece).
    std::optional<Square> placed_on;
    // For a piece in a hand: which hand lifted it, when observed.
    std::optional<Hand> held_in;

    bool operator==(const PhysicalPiece&) const = default;
};

// Art. 4.7: a piece released on a square as part of a permitted move.
struct Fix {
    Square origin;
    Square square;
};

// What binds the player having the move in this turn.
struct TurnState {
    std::vector<Touch> touches;
    int next_moment = 0;
    bool castle_intent = false;
    std::vector<Fix> fixes;
    std::optional<Square> promotion_square;    // a piece placed where a promotion lands
    std::optional<PieceType> promotion_piece;  // 2023 4.4.4: the choice, once made
    std::optional<Move> completed;             // the move lawfully completed this turn
    // The first lawful completion of the turn: until the turn passes, that
    // move alone (section 1), through a change of it and the reinstatement
    // of a claim (for a 2005 promotion, whose fix is only the square).
    std::optional<Move> lawful;
    std::optional<Hand> hand;  // the hand seen first (4.1)
    bool two_hands = false;
    // 2023, Art. 4.7.2: the king was released on a castling square where
    // castling is illegal; it must make another move.
    bool king_on_illegal_castling_square = false;
    // The obligation last reported, so that a touch that changes nothing
    // does not repeat it.
    std::optional<std::pair<Clause, std::optional<Square>>> reported;

    // Starts afresh, keeping the lists' storage.
    void clear() {
        std::vector<Touch> t = std::move(touches);
        std::vector<Fix> f = std::move(fixes);
        t.clear();
        f.clear();
        *this = TurnState{};
        touches = std::move(t);
        fixes = std::move(f);
    }
};

// A breach the opponent may claim (4.6 in 2005, 4.8 in 2023).
struct Breach {
    Color offender;
    Clause clause;
    std::uint64_t seq;  // the event that committed it
};

// Whether the move takes the mover's piece from `origin` to `square` (for
// castling: the king, or the rook).
bool has_part(const Move& m, Square origin, Square square) {
    if (m.is_castle())
        return (m.from() == origin && m.king_to() == square) ||
               (m.to() == origin && m.rook_to() == square);
    return m.from() == origin && m.to() == square;
}

// The squares a move changes on the board.
chess::Bitboard changed_squares(const Move& m) {
    chess::Bitboard b = chess::Bitboard(m.from()) | m.to();
    if (m.is_castle())
        b |= chess::Bitboard(m.king_to()) | m.rook_to();
    if (m.is_en_passant())
        b |= m.en_passant_victim();
    return b;
}

// The breaches of Articles 4.3 and 4.4: which piece had to move.
bool is_touch_clause(Clause c) {
    switch (c) {
        case Clause::TouchOwn:
        case Clause::TouchOpponent:
        case Clause::TouchBoth:
        case Clause::CastleKingRook:
        case Clause::CastleRookFirst:
        case Clause::CastleIllegal:
            return true;
        default:
            return false;
    }
}

// Whether the claimant's touch makes a breach lapse: in 2005 only for 4.3
// and 4.4 (4.6), in 2023 for 4.1 to 4.7 (4.8).
bool lapses(Clause c, Edition e) {
    if (is_touch_clause(c))
        return true;
    switch (c) {
        case Clause::OneHand:
        case Clause::Adjust:
        case Clause::AdjustIntent:
        case Clause::PromotionChoice:
        case Clause::Promotion:
        case Clause::Released:
            return e == Edition::Fide2023;
        default:
            return false;
    }
}

// Whether an upheld claim reinstates the position before the move (the
// touch-move clauses and 4.7), rather than only sanctioning (4.1, 4.2).
bool reinstates(Clause c) {
    return is_touch_clause(c) || c == Clause::PromotionChoice || c == Clause::Released;
}

// The storage of a MoveSet that the arbiter refills in place once no answer
// shares it any more (the usual case: an answer is read and dropped before
// the next event), so that a turn allocates nothing.
class MoveBuffer {
public:
    MoveSet assign(std::span<const Move> moves) {
        if (!buffer_ || buffer_.use_count() > 1) {
            buffer_ = std::make_shared<std::vector<Move>>();
        } else {
            // The last other owner let go on some thread; see its writes.
            std::atomic_thread_fence(std::memory_order_acquire);
        }
        buffer_->assign(moves.begin(), moves.end());
        return MoveSet(std::shared_ptr<const std::vector<Move>>(buffer_));
    }

private:
    std::shared_ptr<std::vector<Move>> buffer_;
};

}  // namespace

struct Arbiter::State {
    ArbiterOptions options;
    Position pos = Position::initial();
    LegalMoves legal;  // of `pos`, listed when needed
    std::array<PhysicalPiece, 64> board{};
    chess::Bitboard diff;  // the squares where the board differs from the position
    // The squares last changed by the side not having the move: their
    // events bind nothing (EVENTS.md section 6), see mover_diff().
    chess::Bitboard disturbed;
    // The squares where a piece landed by accident (knocked over): no move
    // is made by it (section 2) until it is put there, or taken away,
    // deliberately.
    chess::Bitboard knocked;
    chess::ByColor<std::vector<PhysicalPiece>> hands;
    TurnState turn;
    Obligation obligation;
    std::optional<std::tuple<std::uint64_t, std::size_t, bool, bool>> obligation_inputs;
    // What is permitted, in the order of the legal moves: all of them, the
    // obligation's, or those of `narrowed` (the fixes, a completed move).
    enum class Permitted : std::uint8_t { Legal, Obligation, Narrowed };
    Permitted permitted_from = Permitted::Legal;
    MoveList narrowed;
    std::uint64_t permitted_version = 0;  // counts the changes of what is permitted
    // The answers' copy of the permitted moves, made when an answer asks
    // for it after a change, and shared by the answers until the next.
    mutable MoveSet permitted_set;
    mutable std::uint64_t permitted_set_version = ~std::uint64_t{0};
    mutable MoveBuffer permitted_buffer;
    std::optional<Clause> restricted_by;
    // The fixes (4.7) leave none of the obligation's moves, and bind alone.
    bool fixes_override = false;
    // What `permitted` was last computed from (see recompute()).
    // Packed into words, as recompute() compares them at every event.
    struct Inputs {
        std::uint64_t legal_generation = ~std::uint64_t{0};  // none yet
        std::uint64_t turn = 0;  // touches, fixes, the flags and the promotion
        std::uint64_t completed = 0;
        std::uint64_t lawful = 0;
        std::uint64_t shown = 0;
        bool operator==(const Inputs&) const = default;
    };
    Inputs inputs;
    std::uint64_t legal_generation = 0;
    std::optional<Move> shown;  // the legal move the board shows, with no piece of it in hand
    Position shown_after = Position::initial();  // the position after it
    // The move made this turn (4.7): the last move the board showed. It
    // stays made while a piece of it is lifted again or put back, until
    // the board shows another move (docs/events.md, Details).
    std::optional<Move> made;
    Position made_after = Position::initial();
    // What find_shown() last found, while `found_valid`.
    bool found_valid = false;
    std::optional<Move> found;
    chess::ByColor<bool> announced{};
    std::vector<Breach> breaches;
    chess::ByColor<std::uint64_t> last_contact{};
    std::uint64_t seq = 0;
    struct EndedTurn {
        Color player;
        Position before;
        TurnState turn;
    };
    std::optional<EndedTurn> last_turn;
    chess::ByColor<int> illegal_moves{};
    // 2023, Art. 7.5.5: the game ended by a second illegal move, lost by
    // `offender` or drawn. From then on no move is legal (LegalMoves::end()),
    // as after a checkmate, and every answer says so (decided_note()).
    struct Decision {
        Color offender;
        bool drawn;
    };
    std::optional<Decision> decided;

    // Per-event output.
    std::vector<Ruling> rulings;
    std::optional<Move> completed_now;
    // The position completed_now was made from, when the turn has passed
    // on the same event (complete_at_turn_end).
    std::optional<Position> completed_from;
    bool violated = false;

    explicit State(ArbiterOptions o) : options(std::move(o)), pos(options.start) {
        reset_board();
        start_turn();
    }

    Edition edition() const { return options.edition; }
    Color mover() const { return pos.side_to_move(); }

    void reset_board() {
        for (int i = 0; i < 64; ++i) {
            Square s = chess::square_at(i);
            Piece p = pos.piece_on(s);
            board[i] = p == Piece::None ? PhysicalPiece{} : PhysicalPiece{p, s, std::nullopt, std::nullopt};
        }
        diff = chess::Bitboard();
        disturbed = chess::Bitboard();
        knocked = chess::Bitboard();
        hands[Color::White].clear();
        hands[Color::Black].clear();
        shown.reset();
        found_valid = false;
    }

    // The position has changed: its legal moves are new.
    void new_legal_moves() {
        ++legal_generation;
        found_valid = false;
        legal.reset();
    }

    void start_turn() {
        new_legal_moves();
        turn.clear();
        made.reset();
        recompute();
    }

    void add(RulingType type, Clause clause, const Message& message) {
        rulings.emplace_back(type, clause, message);
        if (type == RulingType::Violation)
            violated = true;
    }
    // Adds a ruling and gives its message to fill in, built in place.
    Message& add(RulingType type, Clause clause, MessageId id, Color side) {
        Ruling& r = rulings.emplace_back();
        r.type = type;
        r.clause = clause;
        r.message.id = id;
        r.message.side = side;
        if (type == RulingType::Violation)
            violated = true;
        return r.message;
    }
    void breach(Color offender, Clause clause, const Message& message) {
        add(RulingType::Violation, clause, message);
        // One entry per offender and clause, so that endless breaches keep
        // the list short: the latest breach of a clause lapses no earlier
        // than the ones before it, so it alone decides. One that has lapsed
        // already is dropped, and the clause goes to the end of the list.
        auto same = std::find_if(breaches.begin(), breaches.end(), [&](const Breach& b) {
            return b.offender == offender && b.clause == clause;
        });
        if (same != breaches.end()) {
            if (!lapses(clause, edition()) || last_contact[~offender] <= same->seq) {
                same->seq = seq;
                return;
            }
            breaches.erase(same);
        }
        breaches.push_back(Breach{offender, clause, seq});
    }

    // The article of the fixes: 4.4.4 for the promotion piece chosen alone
    // (2023), else 4.7.
    Clause fix_clause() const {
        return turn.promotion_piece && edition() == Edition::Fide2023 && turn.fixes.empty()
                   ? Clause::PromotionChoice
                   : Clause::Released;
    }

    // The article that the move m breaks by leaving the fixes: 4.4.4 where
    // it promotes on the square of the piece chosen alone (2023), to
    // another piece; else 4.7, as a move to another square breaks the fix
    // of the square, whatever piece it promotes to.
    Clause fix_clause_broken_by(const Move& m) const {
        if (fix_clause() == Clause::PromotionChoice && m.is_promotion() &&
            m.to() == turn.promotion_square)
            return Clause::PromotionChoice;
        return Clause::Released;
    }

    bool consistent_with_fixes(const Move& m) const {
        for (const Fix& f : turn.fixes)
            if (!has_part(m, f.origin, f.square))
                return false;
        if (turn.promotion_square && !(m.is_promotion() && m.to() == *turn.promotion_square))
            return false;
        if (turn.promotion_piece && m.promotion() != turn.promotion_piece)
            return false;
        if (turn.lawful && m != *turn.lawful)
            return false;
        return true;
    }

    // The obligation of the touches alone (4.3 to 4.5); it changes only
    // with the touches, the intention to castle and the legal moves.
    void update_obligation() {
        std::tuple now{legal_generation, turn.touches.size(), turn.castle_intent,
                       turn.king_on_illegal_castling_square};
        if (obligation_inputs == now)
            return;
        obligation_inputs = now;
        if (turn.touches.empty()) {
            obligation.clear();
        } else {
            compute_obligation(pos, legal, turn.touches, turn.castle_intent, obligation);
            // Several pieces of one colour among pieces of both: the 2005
            // text of 4.3c speaks of one of each (reading 5).
            const auto own = std::count_if(turn.touches.begin(), turn.touches.end(),
                                           [](const Touch& t) { return t.own; });
            const auto others = static_cast<std::ptrdiff_t>(turn.touches.size()) - own;
            if (edition() == Edition::Fide2005 && obligation.message && own > 0 && others > 0 &&
                (own > 1 || others > 1) &&
                (obligation.restricted_by == Clause::TouchOwn ||
                 obligation.restricted_by == Clause::TouchOpponent ||
                 obligation.restricted_by == Clause::TouchBoth))
                obligation.message->reading = true;
        }
        const Square king = pos.king_square(mover());
        const bool king_or_nothing_binds =
            obligation.everything ||
            std::all_of(obligation.permitted.begin(), obligation.permitted.end(),
                        [&](const Move& m) { return m.from() == king; });
        if (turn.king_on_illegal_castling_square && king_or_nothing_binds) {
            // 2023, Art. 4.7.2: another legal move with the king (castling
            // on the other side included); if it has none, any legal move.
            // A piece touched before the king, and bound by 4.3, still
            // binds: the king on that square makes no move (reading 2).
            obligation.clear();
            obligation.permitted = legal.between(pos, king, chess::Bitboard::all());
            if (!obligation.permitted.empty()) {
                obligation.everything = false;
                obligation.restricted_by = Clause::Released;
                obligation.message = Message{MessageId::MustMoveKing, mover()};
            }
        }
    }

    // The moves the touches alone leave (4.3 to 4.5).
    std::span<const Move> obligation_moves() const {
        return obligation.everything ? std::span<const Move>(legal.all(pos))
                                     : std::span<const Move>(obligation.permitted);
    }
    std::span<const Move> permitted() const {
        switch (permitted_from) {
            case Permitted::Legal:
                return legal.all(pos);
            case Permitted::Obligation:
                return obligation_moves();
            case Permitted::Narrowed:
                return narrowed;
        }
        return legal.all(pos);
    }
    bool is_permitted(const Move& m) const {
        return std::find(permitted().begin(), permitted().end(), m) != permitted().end();
    }
    // The permitted moves as answers share them.
    const MoveSet& permitted_moves() const {
        if (permitted_set_version != permitted_version) {
            permitted_set = MoveSet();  // let go, so that the storage can be reused
            permitted_set = permitted_buffer.assign(permitted());
            permitted_set_version = permitted_version;
        }
        return permitted_set;
    }

    // Recomputes what is permitted from the touches, the fixes and a
    // lawfully completed move.
    void recompute() {
        // Everything permitted depends on; touches and fixes only grow
        // within a turn, and a new turn or a reinstatement counts as new legal moves.
        auto move_bits = [](const std::optional<Move>& m) {
            return m ? std::uint64_t{1} << 32 | m->bits() : 0;
        };
        // Touches and fixes only grow within a turn, so their counts stand for them.
        const std::uint64_t turn_bits =
            std::uint64_t{turn.touches.size()} | std::uint64_t{turn.fixes.size()} << 20 |
            std::uint64_t{turn.castle_intent} << 40 |
            std::uint64_t{turn.king_on_illegal_castling_square} << 41 |
            (turn.promotion_square
                 ? static_cast<std::uint64_t>(chess::to_index(*turn.promotion_square)) + 1
                 : 0)
                << 42 |
            (turn.promotion_piece
                 ? static_cast<std::uint64_t>(chess::to_index(*turn.promotion_piece)) + 1
                 : 0)
                << 50;
        const Inputs now{legal_generation, turn_bits, move_bits(turn.completed),
                         move_bits(turn.lawful), move_bits(shown)};
        if (inputs == now)
            return;
        inputs = now;
        ++permitted_version;
        fixes_override = false;
        update_obligation();
        if (turn.completed && shown == turn.completed) {
            narrowed.clear();
            narrowed.push_back(*turn.completed);
            permitted_from = Permitted::Narrowed;
            restricted_by = Clause::Released;
            return;
        }
        restricted_by = obligation.restricted_by;
        bool any_fix =
            !turn.fixes.empty() || turn.promotion_square || turn.promotion_piece || turn.lawful;
        permitted_from = obligation.everything ? Permitted::Legal : Permitted::Obligation;
        if (!any_fix)
            return;
        narrowed.clear();
        for (const Move& m : obligation_moves())
            if (consistent_with_fixes(m))
                narrowed.push_back(m);
        if (narrowed.empty()) {
            // Art. 4.7: a piece released as part of a legal move stays
            // there, even where a later touch would bind it elsewhere (the
            // pawn released on e8, then the rook on d8 touched).
            fixes_override = true;
            for (const Move& m : legal.all(pos))
                if (consistent_with_fixes(m))
                    narrowed.push_back(m);
            if (narrowed.empty())
                return;  // cannot happen: every fix was part of a permitted move
        }
        permitted_from = Permitted::Narrowed;
        // A lawful completion this turn permits that move alone, by 4.7
        // (section 1), also where the touches left nothing else (a single
        // legal move) and the piece is lifted again.
        if ((!fixes_override && narrowed.size() < obligation_moves().size()) ||
            narrowed.size() < legal.count(pos) || turn.lawful) {
            restricted_by = fix_clause();
        } else if (fixes_override) {
            restricted_by.reset();  // the fixes leave every legal move
        }
    }

    // The squares where the board differs from the position by the mover's
    // doing: `diff` without the squares the opponent changed last that hold
    // no piece of the mover's, on the board or in the position (a piece of
    // theirs lifted or moved on the mover's time does not undo the mover's
    // move).
    chess::Bitboard mover_diff() const {
        chess::Bitboard d = diff;
        for (Square s : diff& disturbed) {
            const Piece now = board[chess::to_index(s)].piece, was = pos.piece_on(s);
            const bool mover_piece = (now != Piece::None && chess::color_of(now) == mover()) ||
                                     (was != Piece::None && chess::color_of(was) == mover());
            if (!mover_piece)
                d &= ~chess::Bitboard(s);
        }
        return d;
    }

    // Whether the physical board shows the position after the legal move m.
    bool shows(const Move& m) const {
        const chess::Bitboard d = mover_diff();
        // The square a shown move's piece left has changed (for a Chess960
        // castling whose king stays put, the rook's square).
        if (!d.contains(m.from()) && !(m.is_castle() && d.contains(m.to())))
            return false;
        // Only a move that changes every changed square can be shown, and
        // none that a knocked piece would make.
        const chess::Bitboard changed = changed_squares(m);
        if ((d & ~changed).any() || (changed & knocked).any())
            return false;
        if (!m.is_castle() && !m.is_en_passant() && !m.is_promotion()) {
            // A plain move shows as its piece on `to` and nothing on `from`.
            return board[chess::to_index(m.from())].piece == Piece::None &&
                   board[chess::to_index(m.to())].piece == pos.piece_on(m.from());
        }
        const Position after = pos.play(m);
        for (Square s : changed)
            if (board[chess::to_index(s)].piece != after.piece_on(s))
                return false;
        return true;
    }

    // The move the board shows: the physical board equals the position
    // after a legal move and the mover holds nothing (different moves leave
    // different boards, so at most one does). Remembered until the board, a
    // hand or the position changes.
    std::optional<Move> find_shown() {
        if (!found_valid) {
            found_valid = true;
            found = board_move();
        }
        // Judged afresh each time: it depends on what binds, which touches
        // change without changing the board.
        if (found && castling_under_way(*found))
            return std::nullopt;
        return found;
    }

    // The legal move the board shows, with the mover holding nothing.
    std::optional<Move> board_move() const {
        // A shown move has moved a piece of the mover's off its square.
        if (!hands[mover()].empty() || (diff & pos.pieces(mover())).empty())
            return std::nullopt;
        // The permitted moves first: usually few, and usually the one made.
        const std::span<const Move> first = permitted();
        for (const Move& m : first)
            if (shows(m))
                return m;
        const MoveList& all = legal.all(pos);
        if (first.data() == all.begin())
            return std::nullopt;
        for (const Move& m : all)
            if (shows(m))
                return m;
        return std::nullopt;
    }

    // Chess960: the board shows the king moved onto its castling square,
    // which is also a plain king move, while castling there is what binds
    // the player (4.4a) or what they said they meant (the `castle`
    // modifier), and the rook still stands on its square. That is castling
    // under way, king first (reading 3: the king is fixed as part of it),
    // not the plain king move completed; if the rook never follows, the
    // clock press decides (on_clock).
    bool castling_under_way(const Move& m) const {
        if (m.piece() != PieceType::King || m.is_castle() || pos.castling_rights().empty())
            return false;
        const Piece rook = chess::make_piece(mover(), PieceType::Rook);
        const bool castling =
            std::any_of(permitted().begin(), permitted().end(), [&](const Move& c) {
                const PhysicalPiece& on = board[chess::to_index(c.to())];
                return c.is_castle() && c.from() == m.from() && c.king_to() == m.to() &&
                       on.piece == rook && on.origin == c.to();
            });
        return castling && (turn.castle_intent || !is_permitted(m));
    }

    // True when the mover's king, still on its first square when the turn
    // began, is released on a square where castling would put it (the c-
    // or g-file of its first rank) while no legal castling lands there.
    bool is_castling_attempt(const PhysicalPiece& pp, Square s) const {
        const Color us = mover();
        const Square king = pos.king_square(us);
        if (pp.piece != chess::make_piece(us, PieceType::King) || pp.origin != king)
            return false;
        const chess::Rank back = chess::relative_rank(us, chess::Rank::R1);
        if (chess::rank_of(king) != back || chess::rank_of(s) != back || s == king)
            return false;
        // In standard chess castling starts from the e-file only: a king
        // elsewhere on g1 or c1 makes a plain (perhaps illegal) king move.
        if (!pos.is_chess960() && chess::file_of(king) != chess::File::E)
            return false;
        if (chess::file_of(s) != chess::File::C && chess::file_of(s) != chess::File::G)
            return false;
        bool far = std::abs(chess::to_index(chess::file_of(s)) -
                            chess::to_index(chess::file_of(king))) >= 2;
        bool right = (pos.castling_rights() & chess::Bitboard::rank(back)).any();
        if (!far && !(pos.is_chess960() && right))
            return false;
        const MoveList& all = legal.all(pos);
        return std::none_of(all.begin(), all.end(),
                            [&](const Move& m) { return m.is_castle() && m.king_to() == s; });
    }

    bool board_equals_position() const { return hands[mover()].empty() && mover_diff().empty(); }

    // Puts a piece (or nothing) on a square of the physical board, by the
    // mover or by the opponent.
    void set_square(Square s, PhysicalPiece pp, bool by_mover, bool accidental) {
        found_valid = false;
        board[chess::to_index(s)] = pp;
        if (accidental && pp.piece != Piece::None) {
            knocked |= s;
        } else {
            knocked &= ~chess::Bitboard(s);
        }
        if (by_mover) {
            disturbed &= ~chess::Bitboard(s);
        } else {
            disturbed |= s;
        }
        if (pp.piece != pos.piece_on(s)) {
            diff |= s;
        } else {
            diff &= ~chess::Bitboard(s);
        }
    }

    void contact(Color side) { last_contact[side] = seq; }

    // Records deliberate touches of the mover, all at one moment.
    void touch(std::span<const Square> squares) {
        // A moment is counted only when it records a touch, so that endless
        // touches of known pieces cannot overflow it (only order matters).
        const int moment = turn.next_moment;
        for (Square s : squares) {
            const PhysicalPiece& pp = board[chess::to_index(s)];
            if (!pp.origin)
                continue;  // a piece from beside the board binds nothing
            Square origin = *pp.origin;
            bool known = std::any_of(turn.touches.begin(), turn.touches.end(),
                                     [&](const Touch& t) { return t.origin == origin; });
            if (known)
                continue;  // a piece keeps the moment it was first touched
            turn.touches.push_back(Touch{origin, chess::color_of(pp.piece) == mover(), moment});
            turn.next_moment = moment + 1;
        }
    }

    // Reports what binds after a touch: the obligation when this event
    // changed it, and the notes (4.5, 4.4c, several at once) every time they apply.
    void report_obligation() {
        if ((turn.completed && shown == turn.completed) || fixes_override)
            return;
        if (obligation.restricted_by && obligation.message) {
            std::pair now{*obligation.restricted_by, obligation.message->square};
            if (turn.reported != now)
                add(RulingType::Obligation, *obligation.restricted_by, *obligation.message);
            turn.reported = now;
        } else {
            turn.reported.reset();
        }
        for (const auto& [clause, message] : obligation.notes) {
            if (clause == Clause::NoneMovable && game_over()) {
                add_game_over_note();  // not "any legal move": there is none
                continue;
            }
            add(RulingType::Note, clause, message);
        }
    }

    // Art. 4.1, for a lift, release, removal or placement by the mover that
    // is no accident: a knocked piece is no part of the move.
    void check_hand(const BoardEvent& e) {
        if (!e.hand)
            return;
        if (!turn.hand) {
            turn.hand = e.hand;
        } else if (*turn.hand != *e.hand && !turn.two_hands) {
            turn.two_hands = true;
            breach(e.side, Clause::OneHand, Message{MessageId::SecondHand, e.side});
        }
    }

    // The message of a breach of `clause` by the move m: what the touches
    // asked, when they are what m breaks; else the move itself.
    Message violation_message(const Move& m, Clause clause) const {
        if (obligation.message && obligation.restricted_by == clause)
            return *obligation.message;
        Message msg{MessageId::MoveNotPermitted, mover()};
        msg.text = chess::to_san(pos, m);
        return msg;
    }

    // The mover breaks `clause` by the move m.
    void breach_by(const Move& m, Clause clause) {
        breach(mover(), clause, violation_message(m, clause));
    }

    // A move made that is not permitted breaks the touches, if they do not
    // leave it, else what narrowed them (4.7). It breaks a lawful fix that
    // it leaves out as well as the touches (a fix restored with the
    // position after an illegal move or an upheld claim, or a king fixed
    // on its own square by Chess960 castling): 4.7 (or 4.4.4) is reported
    // too, and unlike 4.3 it does not lapse in 2005.
    void breach_if_forbidden(const Move& m) {
        if (is_permitted(m))
            return;
        const std::optional<Clause> touched = touches_broken_by(m);
        if (!touched) {
            breach_by(m, restricted_by == Clause::PromotionChoice
                             ? fix_clause_broken_by(m)
                             : restricted_by.value_or(Clause::Released));
            return;
        }
        breach_by(m, *touched);
        if (!consistent_with_fixes(m))
            breach_by(m, fix_clause_broken_by(m));
    }

    // The clause of the touches (4.3 to 4.5) that the move m breaks, if it
    // is not among the moves they leave. None while a fix overrides them:
    // a fix is made only as part of a permitted move, so the touches it
    // overrides came after it and bind nothing (4.7; a promotion piece
    // placed, then the king touched).
    std::optional<Clause> touches_broken_by(const Move& m) const {
        if (fixes_override)
            return std::nullopt;
        const bool obliged = std::find(obligation_moves().begin(), obligation_moves().end(), m) !=
                             obligation_moves().end();
        return obliged ? std::nullopt : obligation.restricted_by;
    }

    // After a change of the physical board: has a move been completed?
    void update_completion(bool fixed_piece_moved, bool by_mover) {
        // What the opponent does on the mover's time cannot undo a move
        // made (FIDE 2023 6.2.1: a player may always stop the clock after
        // making the move, even after the opponent has made theirs).
        if (!by_mover && shown)
            return;
        std::optional<Move> now = find_shown();
        if (now == shown)
            return;
        shown = now;
        if (now)
            shown_after = pos.play(*now);
        // A made move stays made: a piece of it lifted again, or put back
        // on its square, changes nothing.
        if (!now || now == made) {
            recompute();
            return;
        }
        made = now;
        made_after = shown_after;
        completed_now = now;
        bool changed = turn.completed && *turn.completed != *now;
        if (!changed && !fixed_piece_moved && is_permitted(*now)) {
            turn.completed = now;
            if (!turn.lawful)
                turn.lawful = now;
        } else {
            // Art. 4.7: a completed move may not be changed (a fixed piece
            // moved on has been reported already).
            if (changed && !fixed_piece_moved) {
                Message msg{MessageId::CompletedMoveChanged, mover()};
                msg.text = chess::to_san(pos, *now);
                breach(mover(), Clause::Released, msg);
            }
            if (changed || fixed_piece_moved) {
                // The touches may be broken as well.
                if (auto clause = touches_broken_by(*now))
                    breach_by(*now, *clause);
            } else {
                breach_if_forbidden(*now);
            }
        }
        recompute();
    }

    void pass_turn(const Move& m) {
        Color player = mover();
        // The window for the player's claims on the opponent closes now.
        std::erase_if(breaches, [&](const Breach& b) { return b.offender == ~player; });
        if (!last_turn)
            last_turn.emplace(EndedTurn{player, pos, {}});
        last_turn->player = player;
        last_turn->before = pos;
        std::swap(last_turn->turn, turn);  // start_turn() clears the old one for reuse
        pos = shown == m ? shown_after : pos.play(m);
        if (shown == m) {
            // The board shows the new position already, but perhaps for
            // what the opponent (now to move) lifted or moved meanwhile,
            // which stays as it is: only the pieces of the move need their
            // names (origins) for the new turn.
            const chess::Bitboard changed = changed_squares(m);
            for (Square s : changed) {
                PhysicalPiece& pp = board[chess::to_index(s)];
                pp = pp.piece == Piece::None ? PhysicalPiece{}
                                             : PhysicalPiece{pp.piece, s, std::nullopt, std::nullopt};
            }
            for (Square s : changed) {  // the opponent may have changed them since
                if (board[chess::to_index(s)].piece != pos.piece_on(s)) {
                    diff |= s;
                } else {
                    diff &= ~chess::Bitboard(s);
                }
            }
            disturbed = chess::Bitboard();  // the new mover's changes are now their own
            knocked = chess::Bitboard();
            // A piece of theirs that the move captured, lifted by them
            // meanwhile, is off the game: beside the board.
            std::erase_if(hands[~player], [&](const PhysicalPiece& pp) {
                return pp.origin && changed.contains(*pp.origin);
            });
            shown.reset();
        } else {
            reset_board();
        }
        start_turn();
    }

    // At the end of a turn, a legal move the board shows that no event
    // completed: castling under way that the rook never followed (the
    // king's plain move is the move made, and breaks what bound the player
    // if castling did), or a move the player made before the turn began.
    // It is completed now, on this event.
    void complete_at_turn_end() {
        auto m = board_move();
        if (!m || m == made)
            return;
        shown = m;
        shown_after = pos.play(*m);
        made = m;
        made_after = shown_after;
        completed_now = m;
        completed_from = pos;
        breach_if_forbidden(*m);
    }

    // The move that ends the turn: the one made (completed at the turn's
    // end if the board shows one no event completed), if any.
    std::optional<Move> made_move() {
        if (!shown)
            complete_at_turn_end();
        return made;
    }

    // The game is over: the player having the move has no legal move
    // (checkmate, 5.1; stalemate, 5.2).
    bool game_over() const { return legal.count(pos) == 0; }
    void add_game_over_note() {
        if (decided) {
            decided_note();
            return;
        }
        const bool mate = pos.is_check();
        add(RulingType::Note, mate ? Clause::Checkmate : Clause::Stalemate,
            Message{mate ? MessageId::Checkmated : MessageId::Stalemated, mover()});
    }

    // A clock press: by the player not having the move it changes nothing;
    // by the mover it passes the made move, or rules on the turn.
    void on_clock(const BoardEvent& e) {
        options.clock = true;  // a clock is attached from its first press
        if (e.side != mover()) {
            add(RulingType::Note, Clause::Unnumbered, Message{MessageId::ClockOutOfTurn, e.side});
            return;
        }
        if (!shown && game_over()) {
            // No move is due, so a press makes no illegal move; the board
            // is the final position again, as after any press.
            add_game_over_note();
            reset_board();
            recompute();
            return;
        }
        if (const std::optional<Move> m = made_move()) {
            if (turn.two_hands && edition() == Edition::Fide2023) {
                // Art. 7.5.4: penalised as an illegal move; the move stands.
                add(RulingType::Violation, Clause::TwoHandedMove,
                    Message{MessageId::SecondHand, e.side});
                sanction_illegal(e.side, made_after);
            }
            pass_turn(*m);
            return;
        }
        if (board_equals_position()) {
            add(RulingType::Violation, Clause::NoMove, Message{MessageId::NoMoveMade, e.side});
            sanction_illegal(e.side, pos);
            // As after an illegal move: the move is made afresh, bound by
            // the touches and lawful fixes, judged on its own hands.
            reinstate_turn(std::move(turn));
            return;
        }
        if (edition() == Edition::Fide2023) {
            if (auto m = unreplaced_promotion()) {
                // The move that stands may break the touches too (a
                // claimable breach, as for any completed move).
                breach_if_forbidden(*m);
                if (turn.two_hands)  // 7.5.4 as well; one illegal move, one sanction
                    add(RulingType::Violation, Clause::TwoHandedMove,
                        Message{MessageId::SecondHand, e.side});
                Message msg{MessageId::PawnNotReplaced, e.side};
                msg.square = m->to();
                // In enforce mode the press is refused: nothing stands.
                msg.text = options.mode == Mode::Enforce
                               ? "."
                               : "; it becomes a queen and the move stands.";
                add(RulingType::Violation, Clause::UnreplacedPawn, msg);
                sanction_illegal(e.side, pos.play(*m));
                // The press completes the move that stands: the answer
                // carries it (section 3: `move` on the completing event).
                completed_now = m;
                completed_from = pos;
                pass_turn(*m);
                return;
            }
        }
        Clause clause = Clause::IllegalMove;
        if (edition() == Edition::Fide2005 && unreplaced_promotion())
            clause = Clause::UnreplacedPawn;
        add(RulingType::Violation, clause, Message{MessageId::IllegalMoveMade, e.side});
        sanction_illegal(e.side, pos);
        reinstate_turn(std::move(turn));
    }

    // The position before the move is reinstated, the player to move bound
    // by `bound`'s touches and lawful fixes (section 6). The move is made
    // afresh: the hands of the attempt bind it to nothing (4.1 is per move).
    void reinstate_turn(TurnState bound) {
        bound.completed.reset();
        bound.hand.reset();
        bound.two_hands = false;
        turn = std::move(bound);
        ++legal_generation;  // a reinstated turn: recompute what is permitted
        made.reset();
        reset_board();
        recompute();
    }

    // 2023, Art. 7.5.5: two minutes to the opponent for a first illegal
    // move (7.5.1 to 7.5.4 all count), the loss of the game for the second,
    // unless the opponent cannot mate by any series of legal moves: then
    // the game is drawn and no sanction is named. `after` is the position
    // the game goes on from.
    void sanction_illegal(Color offender, const Position& after) {
        if (edition() != Edition::Fide2023)
            return;
        // Counted up to 2 only: the sanction is the same from the second on.
        int count = illegal_moves[offender] = std::min(illegal_moves[offender] + 1, 2);
        if (count < 2) {
            rulings.back().sanction = Sanction{Sanction::Kind::Time, 120, ~offender};
            return;
        }
        const bool drawn =
            after.has_insufficient_material(~offender) || after.is_dead_by_blocked_pawns();
        if (!drawn)
            rulings.back().sanction = Sanction{Sanction::Kind::Loss, 0, offender};
        // The game is over (the press still reinstates the position, or
        // lets the move stand, so that the answer shows where it ended).
        decided = Decision{offender, drawn};
        legal.end();
        new_legal_moves();  // none, from now on
        decided_note();
    }

    // The note that the game was decided by a second illegal move.
    void decided_note() {
        add(RulingType::Note, Clause::GameDecided,
            Message{decided->drawn ? MessageId::DrawnByIllegalMoves : MessageId::LostByIllegalMoves,
                    decided->offender});
    }

    // A promotion whose pawn stands unreplaced on the last rank: the board
    // equals the position after the queen promotion, but for the pawn.
    std::optional<Move> unreplaced_promotion() const {
        if (!hands[mover()].empty())
            return std::nullopt;
        for (const Move& m : legal.all(pos)) {
            if (m.promotion() != PieceType::Queen)
                continue;
            if (board[chess::to_index(m.to())].piece != chess::make_piece(mover(), PieceType::Pawn))
                continue;
            Position next = pos.play(m);
            const chess::Bitboard theirs = diff & ~mover_diff();  // see mover_diff()
            bool same = true;
            for (int i = 0; i < 64 && same; ++i) {
                Square s = chess::square_at(i);
                same = s == m.to() || theirs.contains(s) || board[i].piece == next.piece_on(s);
            }
            if (same)
                return m;
        }
        return std::nullopt;
    }

    void on_claim(const BoardEvent& e) {
        Color claimant = e.side;
        Color offender = ~claimant;
        bool any = false, live = false, reinstate = false;
        std::string articles;
        for (const Breach& b : breaches) {
            if (b.offender != offender)
                continue;
            any = true;
            if (lapses(b.clause, edition()) && last_contact[claimant] > b.seq)
                continue;
            live = true;
            reinstate = reinstate || reinstates(b.clause);
            std::string a(article(b.clause, edition()));
            if (articles.find(a) == std::string::npos)
                articles += (articles.empty() ? "" : ", ") + a;
        }
        Ruling r(RulingType::Claim, Clause::ClaimRight,
                 Message{MessageId::ClaimRejected, claimant});
        r.result = ClaimResult::Rejected;
        if (any && live) {
            r.result = ClaimResult::Upheld;
            r.message = Message{MessageId::ClaimUpheld, claimant};
            r.message.text = articles;
        } else if (any) {
            r.result = ClaimResult::Forfeited;
            r.message = Message{MessageId::ClaimForfeited, claimant};
        }
        rulings.push_back(r);
        // An upheld claim settles the breaches; lapsed ones stay lapsed, so
        // that a claim repeated in the window is forfeited again, not
        // rejected ("rejected if there was none", section 6).
        if (any && live)
            std::erase_if(breaches, [&](const Breach& b) { return b.offender == offender; });
        if (!reinstate)
            return;

        // Reinstate the position before the offending move, the offender
        // to move, bound by that turn's touches and lawful fixes.
        TurnState bound;
        if (mover() == offender) {
            bound = turn;
        } else if (last_turn && last_turn->player == offender) {
            pos = last_turn->before;
            new_legal_moves();
            bound = last_turn->turn;
            last_turn.reset();
        } else {
            return;
        }
        reinstate_turn(std::move(bound));
        Message msg{MessageId::PositionReinstated, offender};
        msg.text = "the offending move";
        add(RulingType::Note, Clause::ClaimRight, msg);
    }

    // Without a clock, the turn passes when the opponent acts on the board
    // after a completed move (EVENTS.md section 1).
    bool passes_turn(const BoardEvent& e) const {
        if (options.clock || e.side == mover() || e.accidental)
            return false;
        if (!shown && !made && !board_move())  // no move made, nor castling under way
            return false;
        switch (e.action) {
            case Action::Touch:
            case Action::Adjust:
                return std::any_of(e.squares.begin(), e.squares.end(), [&](Square s) {
                    Piece p = board[chess::to_index(s)].piece;
                    return p != Piece::None && chess::color_of(p) == e.side;
                });
            case Action::Lift:
            case Action::Remove:
                return true;
            default:
                return false;
        }
    }

    // A message about the piece on s, which it names as section 6 names
    // pieces: by the square it stood on when the turn began (the knight
    // from g1, wherever it is now), or, put on the board from beside it,
    // by the square it was first put on.
    Message piece_message(MessageId id, Color side, Square s) const {
        const PhysicalPiece& pp = board[chess::to_index(s)];
        Message m{id, side};
        m.square = pp.origin.value_or(pp.placed_on.value_or(s));
        if (pp.piece != Piece::None)
            m.piece = chess::type_of(pp.piece);
        return m;
    }

    // One event: without a clock the turn may pass first; then the
    // action's handler.
    void apply(const BoardEvent& e) {
        if (passes_turn(e)) {
            add(RulingType::Note, Clause::Unnumbered, Message{MessageId::TurnPassed, e.side});
            pass_turn(*made_move());
        }
        if (e.action != Action::Say && e.action != Action::Adjust)
            announced[e.side] = false;
        if (shows_castle_intent(e))
            turn.castle_intent = true;
        switch (e.action) {
            case Action::Touch:
                return on_touch(e);
            case Action::Say:
                return on_say(e);
            case Action::Adjust:
                return on_adjust(e);
            case Action::Lift:
            case Action::Remove:
                return on_take(e);
            case Action::Release:
                return on_release(e);
            case Action::Place:
                return on_place(e);
            case Action::Clock:
                return on_clock(e);
            case Action::Claim:
                return on_claim(e);
        }
    }

    // The intention to castle, said or shown with any deliberate action of
    // the mover, holds for the whole turn (docs/events.md, Touches).
    bool shows_castle_intent(const BoardEvent& e) const {
        return e.castle && e.side == mover() && !e.accidental && e.action != Action::Clock &&
               e.action != Action::Claim;
    }

    // Deliberate touches of the mover bind (4.3, 4.4); the opponent's and
    // accidental ones are noted.
    void on_touch(const BoardEvent& e) {
        if (e.accidental || e.side != mover()) {
            if (!e.accidental)
                contact(e.side);
            const MessageId id = e.accidental ? MessageId::AccidentalTouch : MessageId::TouchOutOfTurn;
            for (Square s : e.squares)
                add(RulingType::Note, Clause::TouchOwn, piece_message(id, e.side, s));
            return;
        }
        contact(e.side);
        bind_touches(e.squares);
    }

    // The mover's touches, all at one moment, and what they bind.
    void bind_touches(std::span<const Square> squares) {
        touch(squares);
        recompute();
        report_obligation();
    }

    // Art. 4.2: an announcement covers the adjustments that follow it.
    void on_say(const BoardEvent& e) {
        announced[e.side] = is_adjust_announcement(e.text);
        if (shows_castle_intent(e) && !turn.touches.empty()) {
            recompute();  // the intent may change what the touches bind to
            report_obligation();
        }
    }

    // Art. 4.2: announced, the mover's adjustment binds nothing; without an
    // announcement it is a deliberate touch. On the opponent's time it is a
    // violation (reading 10).
    void on_adjust(const BoardEvent& e) {
        if (e.side != mover()) {
            // Unannounced, it is a deliberate touch: a contact by which the
            // player's own claims lapse.
            if (!announced[e.side])
                contact(e.side);
            // 2005: reading 10 (the text does not say "only").
            Message msg{MessageId::AdjustOutOfTurn, e.side};
            msg.reading = edition() == Edition::Fide2005;
            breach(e.side, Clause::Adjust, msg);
            return;
        }
        if (announced[e.side]) {
            add(RulingType::Note, Clause::Adjust, Message{MessageId::AdjustAnnounced, e.side});
            return;
        }
        contact(e.side);
        bind_touches(e.squares);
    }

    // A piece lifted into the hand or removed from the board: a deliberate
    // touch of it, unless accidental.
    void on_take(const BoardEvent& e) {
        const bool by_mover = e.side == mover();
        Square s = e.square();
        PhysicalPiece& pp = board[chess::to_index(s)];
        if (e.accidental) {
            add(RulingType::Note, Clause::TouchOwn,
                piece_message(MessageId::AccidentalTouch, e.side, s));
        } else if (by_mover) {
            contact(e.side);
            bind_touches(std::span(&s, 1));
            check_hand(e);
        } else {
            // A deliberate touch out of turn binds nothing.
            contact(e.side);
            add(RulingType::Note, Clause::TouchOwn,
                piece_message(MessageId::TouchOutOfTurn, e.side, s));
        }
        if (e.action == Action::Lift) {
            PhysicalPiece& held = hands[e.side].emplace_back(pp);
            held.held_in = e.hand;
        }
        set_square(s, PhysicalPiece{}, by_mover, e.accidental);
        after_board_change(false, by_mover);
    }

    // A held piece put down: it may be fixed (4.7), break a fix, or
    // complete a move.
    void on_release(const BoardEvent& e) {
        const bool by_mover = e.side == mover();
        Square s = e.square();
        auto& hand = hands[e.side];
        auto it = hand.begin() + static_cast<std::ptrdiff_t>(*released_piece(e));
        PhysicalPiece pp = *it;
        pp.held_in.reset();
        hand.erase(it);
        set_square(s, pp, by_mover, e.accidental);
        const bool fixed_piece_moved = by_mover && !e.accidental && fix_release(e, pp, s);
        after_board_change(fixed_piece_moved, by_mover);
    }

    // Art. 4.7 for the mover's release of pp on s: a piece released as part
    // of a permitted move is fixed there; a fixed piece released elsewhere
    // breaks 4.7 (returns true). 2023, 4.7.2: the king released on a
    // castling square where castling is illegal.
    bool fix_release(const BoardEvent& e, const PhysicalPiece& pp, Square s) {
        check_hand(e);
        if (!pp.origin && pp.placed_on && turn.promotion_square == pp.placed_on &&
            s != *pp.placed_on) {
            // The promotion piece was put on the promotion square as part
            // of a legal move; it had to stay.
            breach(e.side, Clause::Released, piece_message(MessageId::FixedPieceMoved, e.side, s));
            return true;
        }
        if (!pp.origin)
            return false;
        auto fix = std::find_if(turn.fixes.begin(), turn.fixes.end(),
                                [&](const Fix& f) { return f.origin == *pp.origin; });
        if (fix != turn.fixes.end()) {
            if (fix->square == s)
                return false;
            breach(e.side, Clause::Released, piece_message(MessageId::FixedPieceMoved, e.side, s));
            return true;
        }
        if (std::any_of(permitted().begin(), permitted().end(),
                        [&](const Move& m) { return has_part(m, *pp.origin, s); })) {
            // A release that completes a forbidden move fixes nothing.
            std::optional<Move> completes = find_shown();
            if (!completes || is_permitted(*completes))
                turn.fixes.push_back(Fix{*pp.origin, s});
        } else if (edition() == Edition::Fide2023 && is_castling_attempt(pp, s)) {
            turn.king_on_illegal_castling_square = true;
            recompute();
            report_obligation();
        }
        return false;
    }

    // A piece put on the board from beside it (promotion): the first on a
    // square where a permitted promotion lands fixes that square, and in
    // 2023 the choice of piece (4.4.4).
    void on_place(const BoardEvent& e) {
        const bool by_mover = e.side == mover();
        Square s = e.square();
        Piece p = chess::make_piece(e.side, *e.piece);
        set_square(s, PhysicalPiece{p, std::nullopt, s, std::nullopt}, by_mover, e.accidental);
        if (by_mover) {
            if (!e.accidental)
                check_hand(e);
            fix_placement(e, s);
        }
        after_board_change(false, by_mover);
    }

    void fix_placement(const BoardEvent& e, Square s) {
        bool promotes_here =
            std::any_of(permitted().begin(), permitted().end(),
                        [&](const Move& m) { return m.is_promotion() && m.to() == s; });
        if (!promotes_here)
            return;
        if (!turn.promotion_square)
            turn.promotion_square = s;
        bool choice =
            std::any_of(permitted().begin(), permitted().end(),
                        [&](const Move& m) { return m.to() == s && m.promotion() == *e.piece; });
        if (edition() == Edition::Fide2023 && !turn.promotion_piece && choice) {
            // Art. 4.4.4: the choice is final once the piece has touched the square.
            turn.promotion_piece = *e.piece;
            Message msg{MessageId::PromotionChosen, e.side};
            msg.piece = *e.piece;
            msg.square = s;
            add(RulingType::Obligation, Clause::PromotionChoice, msg);
        }
    }

    // After a change of the physical board: the touches may have grown, a
    // piece may be fixed, a move may be made.
    void after_board_change(bool fixed_piece_moved, bool by_mover) {
        recompute();
        update_completion(fixed_piece_moved, by_mover);
    }

    // Which held piece a release lets go of, as an index into the hand:
    // the last lifted of the kind named; without a kind, of the pieces in
    // the hand named (all when none is), the last lifted where they are of
    // one kind. None where that leaves the kind open.
    std::optional<std::size_t> released_piece(const BoardEvent& e) const {
        const auto& held = hands[e.side];
        std::optional<std::size_t> last;
        for (std::size_t i = 0; i < held.size(); ++i) {
            const PieceType type = chess::type_of(held[i].piece);
            if (e.piece ? type != *e.piece : e.hand && held[i].held_in != e.hand && mixed(held))
                continue;
            if (!e.piece && last && chess::type_of(held[*last].piece) != type)
                return std::nullopt;
            last = i;
        }
        return last;
    }
    static bool mixed(const std::vector<PhysicalPiece>& held) {
        return std::any_of(held.begin(), held.end(), [&](const PhysicalPiece& p) {
            return chess::type_of(p.piece) != chess::type_of(held.front().piece);
        });
    }

    // Checks that the event can physically happen.
    std::optional<EventError> impossible(const BoardEvent& e) const {
        auto empty = [&](Square s) { return board[chess::to_index(s)].piece == Piece::None; };
        switch (e.action) {
            case Action::Touch:
            case Action::Adjust:
                for (std::size_t i = 0; i < e.squares.size(); ++i)
                    if (empty(e.squares[i]))
                        return EventError{"there is no piece on " + chess::to_string(e.squares[i]) +
                                              " to " + std::string(to_string(e.action)),
                                          1, static_cast<int>(i)};
                if (e.squares.empty())
                    return EventError{"no square given", 1};
                return std::nullopt;
            case Action::Lift:
            case Action::Remove:
                if (e.squares.size() != 1)
                    return EventError{"exactly one square expected", 1};
                if (empty(e.square()))
                    return EventError{"there is no piece on " + chess::to_string(e.square()) +
                                          " to " + std::string(to_string(e.action)),
                                      1};
                if (e.action == Action::Lift && hands[e.side].size() >= MaxHeldPieces)
                    return EventError{std::string(chess::to_string(e.side)) + " holds " +
                                          std::to_string(MaxHeldPieces) +
                                          " pieces already; put one down first",
                                      0};
                return std::nullopt;
            case Action::Release: {
                if (e.squares.size() != 1)
                    return EventError{"exactly one square expected", 1};
                const auto& hand = hands[e.side];
                if (hand.empty())
                    return EventError{
                        std::string(chess::to_string(e.side)) + " holds no piece to release", 0};
                if (!empty(e.square()))
                    return EventError{chess::to_string(e.square()) +
                                          " is occupied; a captured piece is removed before the "
                                          "capturing piece is released",
                                      1};
                if (e.piece) {
                    bool held = std::any_of(hand.begin(), hand.end(), [&](const PhysicalPiece& p) {
                        return chess::type_of(p.piece) == *e.piece;
                    });
                    if (!held)
                        return EventError{std::string(chess::to_string(e.side)) + " holds no " +
                                              std::string(chess::to_name(*e.piece)),
                                          2};
                } else if (!released_piece(e)) {
                    return EventError{std::string(chess::to_string(e.side)) +
                                          " holds pieces of different kinds; say which one is "
                                          "released, or with which hand",
                                      1};
                }
                return std::nullopt;
            }
            case Action::Place:
                if (e.squares.size() != 1 || !e.piece)
                    return EventError{"a piece and a square expected", 1};
                if (!empty(e.square()))
                    return EventError{chess::to_string(e.square()) + " is occupied", 2};
                if (*e.piece == PieceType::King)
                    return EventError{"a king cannot come from beside the board", 1};
                return std::nullopt;
            case Action::Say:
            case Action::Clock:
            case Action::Claim:
                return std::nullopt;
        }
        return std::nullopt;
    }

    // One event by the general rules, its outputs afresh.
    void step(const BoardEvent& e) {
        rulings.clear();
        completed_now.reset();
        completed_from.reset();
        violated = false;
        ++seq;
        apply(e);
        // An announcement of adjustment lapses when a move is made (4.2).
        if (completed_now)
            announced = {};
        // Once the game is decided (7.5.5), every answer says so.
        if (decided && std::none_of(rulings.begin(), rulings.end(), [](const Ruling& r) {
                return r.clause == Clause::GameDecided;
            }))
            decided_note();
    }

    Answer answer() const {
        Answer a{.n = 0,
                 .to_move = mover(),
                 .permitted = permitted_moves(),
                 .restricted_by = restricted_by,
                 .rulings = rulings,
                 .move = std::nullopt,
                 .position = made ? made_after : pos,
                 .refused = false};
        if (completed_now && completed_from) {
            const Move m = *completed_now;
            a.move = CompletedMove{m, chess::to_uci(*completed_from, m),
                                   chess::to_san(*completed_from, m)};
        } else if (completed_now) {
            const Move m = *completed_now;
            a.move = CompletedMove{m, chess::to_uci(pos, m),
                                   shown == m ? chess::to_san(pos, m, legal.all(pos), shown_after)
                                              : chess::to_san(pos, m, legal.all(pos))};
        }
        return a;
    }
};

Arbiter::Arbiter(ArbiterOptions options) : state_(std::make_unique<State>(std::move(options))) {}
Arbiter::~Arbiter() = default;
Arbiter::Arbiter(const Arbiter& o) : state_(std::make_unique<State>(*o.state_)) {}
Arbiter& Arbiter::operator=(const Arbiter& o) {
    if (this != &o)
        state_ = std::make_unique<State>(*o.state_);
    return *this;
}
Arbiter::Arbiter(Arbiter&&) noexcept = default;
Arbiter& Arbiter::operator=(Arbiter&&) noexcept = default;

chess::Expected<Outcome, EventError> Arbiter::apply(const BoardEvent& event) {
    if (auto error = state_->impossible(event))
        return chess::Unexpected{*error};
    State& s = *state_;
    std::unique_ptr<State> before;
    if (s.options.mode == Mode::Enforce)
        before = std::make_unique<State>(s);
    s.step(event);
    if (before && s.violated) {
        // Enforce mode: the action is refused and nothing changes.
        std::erase_if(s.rulings, [](const Ruling& r) { return r.type != RulingType::Violation; });
        for (Ruling& r : s.rulings)
            r.sanction.reset();  // nothing happened, so nothing is sanctioned
        before->rulings = std::move(s.rulings);
        // The outputs of the event before it are not this event's: a
        // refused event completes nothing.
        before->completed_now.reset();
        before->completed_from.reset();
        state_ = std::move(before);
        return Outcome(state_->rulings, std::nullopt, true);
    }
    return chess::Expected<Outcome, EventError>(std::in_place, s.rulings, s.completed_now, false);
}

chess::Expected<Answer, EventError> Arbiter::handle(const BoardEvent& event) {
    auto outcome = apply(event);
    if (!outcome)
        return chess::Unexpected{std::move(outcome.error())};
    Answer a = state_->answer();
    a.refused = outcome->refused;
    return a;
}

Answer Arbiter::current() const {
    return state_->answer();
}
Edition Arbiter::edition() const {
    return state_->edition();
}
Mode Arbiter::mode() const {
    return state_->options.mode;
}
const Position& Arbiter::position() const {
    return state_->pos;
}
Color Arbiter::to_move() const {
    return state_->mover();
}
Piece Arbiter::board_piece(Square s) const {
    return state_->board[chess::to_index(s)].piece;
}
std::vector<Piece> Arbiter::held(Color side) const {
    std::vector<Piece> out;
    for (const auto& p : state_->hands[side])
        out.push_back(p.piece);
    return out;
}

}  // namespace touchmove::arbiter
