// Arbiter::State: the state of one game, private to the arbiter. Its
// members are grouped by concept; each group's functions are defined in
// the file named above it.
#pragma once

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
#include "touchmove/arbiter/arbiter.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/san.h"
#include "touchmove/chess/uci.h"

namespace touchmove::arbiter {

using chess::MoveList;
using chess::Piece;
using chess::Position;

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
    // A piece moved, lifted or knocked over by the player not having the
    // move (2005 7.3, 2023 7.4.1): no part of the mover's move, it belongs
    // on `home` until put back.
    struct Displacement {
        Color by;
        Square home;
        bool operator==(const Displacement&) const = default;
    };
    std::optional<Displacement> displaced;

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
    // The move this turn made lawfully: an upheld claim of a change of it
    // reinstates it as the only permitted move (4.7, docs/events.md, Claims).
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
    // The claimant's window has closed (their own move was made): a claim
    // is forfeited, until the offender's next move is made.
    bool closed = false;
};

// Whether the move takes the mover's piece from `origin` to `square` (for
// castling: the king, or the rook).
inline bool has_part(const Move& m, Square origin, Square square) {
    if (m.is_castle())
        return (m.from() == origin && m.king_to() == square) ||
               (m.to() == origin && m.rook_to() == square);
    return m.from() == origin && m.to() == square;
}

// The squares a move changes on the board.
inline chess::Bitboard changed_squares(const Move& m) {
    chess::Bitboard b = chess::Bitboard(m.from()) | m.to();
    if (m.is_castle())
        b |= chess::Bitboard(m.king_to()) | m.rook_to();
    if (m.is_en_passant())
        b |= m.en_passant_victim();
    return b;
}

// The breaches of Articles 4.3 and 4.4: which piece had to move.
inline bool is_touch_clause(Clause c) {
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
inline bool lapses(Clause c, Edition e) {
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
inline bool reinstates(Clause c) {
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

struct Arbiter::State {
    ArbiterOptions options;
    Position pos = Position::initial();  // the legal position before the current move
    std::uint64_t legal_generation = 0;  // counts the changes of `legal`

    // The physical board (physical_board.cpp).
    std::array<PhysicalPiece, 64> board{};
    chess::ByColor<std::vector<PhysicalPiece>> hands;
    // The board as the mover's own hands have left it: the physical board
    // with every displaced piece on its home square. The mover's move is
    // judged on it alone (2005 7.3, 2023 7.4.1).
    std::array<Piece, 64> view{};
    chess::Bitboard diff;  // the squares where `view` differs from the position
    // The squares where a piece landed by accident (knocked over): no move
    // is made by it until it is put there, or taken away, deliberately.
    chess::Bitboard knocked;
    // What find_shown() last found, while `found_valid`.
    bool found_valid = false;
    std::optional<Move> found;

    // The turn, its touches and what is permitted (turn.cpp).
    TurnState turn;
    std::optional<std::tuple<std::uint64_t, std::size_t, bool, bool>> obligation_inputs;
    // What is permitted, in the order of the legal moves: all of them, the
    // obligation's, or those of `narrowed` by the fixes.
    enum class Permitted : std::uint8_t { Legal, Obligation, Narrowed };
    Permitted permitted_from = Permitted::Legal;
    std::uint64_t permitted_version = 0;  // counts the changes of what is permitted
    // The answers' copy of the permitted moves, made when an answer asks
    // for it after a change, and shared by the answers until the next.
    mutable MoveSet permitted_set;
    mutable std::uint64_t permitted_set_version = ~std::uint64_t{0};
    mutable MoveBuffer permitted_buffer;
    // The fixes (4.7) leave none of the obligation's moves, and bind alone.
    // With `narrowed`, listed by narrow() once asked for after recompute()
    // (most turns pass before anything asks).
    mutable bool fixes_override_ = false;
    mutable bool narrowed_stale = false;
    // What `permitted` was last computed from (see recompute()), packed
    // into words, as recompute() compares them at every event.
    struct Inputs {
        std::uint64_t legal_generation = ~std::uint64_t{0};  // none yet
        std::uint64_t turn = 0;  // touches, fixes, the flags and the promotion
        std::uint64_t lawful = 0;
        bool operator==(const Inputs&) const = default;
    };
    Inputs inputs;
    chess::ByColor<bool> announced{};  // an adjustment announced (4.2), until it lapses

    // Breaches and claims (breaches.cpp).
    std::vector<Breach> breaches;
    chess::ByColor<std::uint64_t> last_contact{};  // each side's last deliberate contact
    std::uint64_t seq = 0;                         // counts the events
    // The turn before this one, which an upheld claim may reinstate.
    struct EndedTurn {
        Color player;
        Position before;
        TurnState turn;
        Move made;  // the move the turn made, changed perhaps since (4.7)
    };
    std::optional<EndedTurn> last_turn;

    // The clock, illegal moves and the end of the game (clock.cpp). The
    // clock runs for one player at a time; a press by that player passes
    // it when they have made a move since their last press.
    Color clock_runs = Color::White;
    chess::ByColor<bool> moved_since_press{};
    chess::ByColor<bool> two_handed_since_press{};  // 2023 7.5.4 at the press
    chess::ByColor<int> illegal_moves{};
    // 2023, Art. 7.5.5: the game ended by a second illegal move, lost by
    // `offender` or drawn. From then on no move is legal (LegalMoves::end()),
    // as after a checkmate, and every answer says so (decided_note()).
    struct Decision {
        Color offender;
        bool drawn;
    };
    std::optional<Decision> decided;

    // What the current event said and did (events.cpp).
    std::vector<Ruling> rulings;
    std::optional<Move> completed_now;
    Position completed_from = Position::initial();  // the position completed_now was made from
    bool violated = false;
    // The event is the opponent's touch that ruled on the unmade move: it
    // binds nothing, even where the ruling gave its player the move.
    bool touched_before_the_move = false;

    // The move lists, large and mostly unread past their first entries,
    // come last, so that the fields above share few cache lines.
    LegalMoves legal;           // of `pos`, listed when needed
    Obligation obligation;      // what the touches alone permit (turn.cpp)
    mutable MoveList narrowed;  // what the fixes leave of it

    explicit State(ArbiterOptions o)
        : options(std::move(o)), pos(options.start), clock_runs(pos.side_to_move()) {
        reset_board();
        start_turn();
    }

    Edition edition() const { return options.edition; }
    Color mover() const { return pos.side_to_move(); }

    bool board_equals_position() const { return hands[mover()].empty() && diff.empty(); }

    void contact(Color side) { last_contact[side] = seq; }

    // The game is over: the player having the move has no legal move
    // (checkmate, 5.1; stalemate, 5.2).
    bool game_over() const { return !legal.any(pos); }

    // ---- events.cpp: the events; apply() dispatches each to the handler of its action.

    void add(RulingType type, Clause clause, const Message& message);

    // Adds a ruling and gives its message to fill in, built in place.
    Message& add(RulingType type, Clause clause, MessageId id, Color side);

    // One event: without a clock, the opponent's deliberate touch rules on
    // an illegal move first; then the action's handler.
    void apply(const BoardEvent& e);

    // The intention to castle, said or shown with any deliberate action of
    // the mover, holds for the whole turn (docs/events.md, Details, What touches bind).
    bool shows_castle_intent(const BoardEvent& e) const;

    // Deliberate touches of the mover bind (4.3, 4.4); the opponent's and
    // accidental ones are noted.
    void on_touch(const BoardEvent& e);

    // The mover's touches, all at one moment, and what they bind.
    void bind_touches(std::span<const Square> squares);

    // Art. 4.2: an announcement covers the adjustments that follow it.
    void on_say(const BoardEvent& e);

    // Art. 4.2: announced, the mover's adjustment binds nothing; without an
    // announcement it is a deliberate touch. On the opponent's time it is a
    // violation (reading 10).
    void on_adjust(const BoardEvent& e);

    // A piece lifted into the hand or removed from the board: by the mover
    // a deliberate touch of it, unless accidental or putting back a piece
    // they displaced; by the opponent a displacement.
    void on_take(const BoardEvent& e);

    // A held piece put down: by the mover it may be fixed (4.7), break a
    // fix, or make a move; by the opponent it is put back or displaced.
    void on_release(const BoardEvent& e);

    // Art. 4.7 for the mover's release of pp on s: a piece released as part
    // of a permitted move is fixed there; a fixed piece released elsewhere
    // breaks 4.7 (returns true). 2023, 4.7.2: the king released on a
    // castling square where castling is illegal.
    bool fix_release(const BoardEvent& e, const PhysicalPiece& pp, Square s);

    // A piece put on the board from beside it (promotion): the first on a
    // square where a permitted promotion lands fixes that square, and in
    // 2023 the choice of piece (4.4.4).
    void on_place(const BoardEvent& e);

    void fix_placement(const BoardEvent& e, Square s);

    // The opponent's action on the board changes the physical board only:
    // what they move or lift is displaced (7.3, 7.4.1) until put back, and
    // their own made move may change (4.7).
    void out_of_turn_board_change(const BoardEvent& e, Square s);

    // One event by the general rules, its outputs afresh.
    void step(const BoardEvent& e);

    // ---- physical_board.cpp: what stands on each square and in each hand,
    // the mover's view of it, and whether an event can physically happen.

    void reset_board();

    // Sets the mover's view of a square; `knocked_over` for a piece that
    // landed there by accident.
    void set_view(Square s, Piece p, bool knocked_over = false);

    // Rebuilds the view from the position and the mover's own pieces moved
    // or held, after the position changed under the turn (4.7).
    void rebuild_view();

    // Whether the mover's view shows the position after the legal move m.
    bool shows(const Move& m) const;

    // A promotion whose pawn stands unreplaced on the last rank: the view
    // equals the position after the queen promotion, but for the pawn.
    std::optional<Move> unreplaced_promotion() const;

    // Whether the mover has pieces they displaced themselves not put back.
    bool has_displaced(Color side) const;

    // A message about the piece on s, which it names as docs/events.md (Details) names
    // pieces: by the square it stood on when the turn began (the knight
    // from g1, wherever it is now), or, put on the board from beside it,
    // by the square it was first put on.
    Message piece_message(MessageId id, Color side, Square s) const;
    Message piece_message(MessageId id, Color side, const PhysicalPiece& pp, Square s) const;

    // Which held piece a release lets go of, as an index into the hand:
    // the last lifted of the kind named; without a kind, of the pieces in
    // the hand named (all when none is), the last lifted where they are of
    // one kind. None where that leaves the kind open.
    std::optional<std::size_t> released_piece(const BoardEvent& e) const;

    static bool mixed(const std::vector<PhysicalPiece>& held);

    // Checks that the event can physically happen.
    std::optional<EventError> impossible(const BoardEvent& e) const;

    // ---- made_move.cpp: what makes a move (docs/events.md, Made move), the
    // move passing with it (Article 1.1), and a change of the made move by
    // its player (4.7).

    // The move the view shows: it equals the position after a legal move
    // and the mover holds nothing (different moves leave different boards,
    // so at most one does). Remembered until the view or a hand changes.
    std::optional<Move> find_shown();

    // The legal move the view shows, with the mover holding nothing.
    std::optional<Move> board_move() const;

    // Chess960: the board shows the king moved onto its castling square,
    // which is also a plain king move, while castling there is what binds
    // the player (4.4a) or what they said they meant (the `castle`
    // modifier), and the rook still stands on its square. That is castling
    // under way, king first (reading 3: the king is fixed as part of it),
    // not the plain king move made; if the rook never follows, the
    // turn's end decides (complete_at_turn_end).
    bool castling_under_way(const Move& m) const;

    // True when the mover's king, still on its first square when the turn
    // began, is released on a square where castling would put it (the c-
    // or g-file of its first rank) while no legal castling lands there.
    bool is_castling_attempt(const PhysicalPiece& pp, Square s) const;

    // After a change of the mover's view: the touches may have grown, a
    // piece may be fixed, a move may be made, and then the move passes.
    void after_board_change(bool fixed_piece_moved);

    // A move made on this event: it may break what bound the player; the
    // opponent has the move from now on.
    void make_move(const Move& m, bool fixed_piece_moved);

    // At the turn's end (the clock press, or without a clock the
    // opponent's touch), castling under way that the rook never followed:
    // the king's plain move is made, and breaks what bound the player if
    // castling did. Returns whether a move was made.
    bool complete_at_turn_end();

    // Article 1.1: the opponent has the move from the event that makes m.
    void pass_turn(const Move& m);

    // Art. 4.7: the opponent's action on their own pieces after their made
    // move. Where the board shows another legal move from the position
    // before it, that move is played instead; where it shows none, a piece
    // of the made move released elsewhere breaks 4.7 all the same. Returns
    // whether 4.7 was broken.
    bool check_made_move_changed(Color player, const PhysicalPiece& pp, Square s);

    // Whether the physical board shows the position after m from
    // `before`: player's pieces everywhere, the opponent's where m or the
    // made move changed them.
    bool board_shows(const Position& before, const Move& m, Color player) const;

    // The made move changed to m by its player (4.7): m is played; the
    // opponent's touches follow the pieces they touched.
    void change_made_move(const Move& m);

    // ---- turn.cpp: the turn of the player having the move: its touches, the obligation they
    // give (4.3 to 4.5), the fixes (4.7) and what is permitted.

    // The position has changed: its legal moves are new.
    void new_legal_moves();

    void start_turn();

    // The article of the fixes: 4.4.4 for the promotion piece chosen alone
    // (2023), else 4.7.
    Clause fix_clause() const;

    // The article that the move m breaks by leaving the fixes: 4.4.4 where
    // it promotes on the square of the piece chosen alone (2023), to
    // another piece; else 4.7, as a move to another square breaks the fix
    // of the square, whatever piece it promotes to.
    Clause fix_clause_broken_by(const Move& m) const;

    bool consistent_with_fixes(const Move& m) const;

    // The obligation of the touches alone (4.3 to 4.5); it changes only
    // with the touches, the intention to castle and the legal moves.
    void update_obligation();

    // 2023, Art. 4.7.2: the king released on a castling square where
    // castling is illegal must make another move, unless a piece touched
    // before it binds.
    void bind_king_on_castling_square();

    // Whether the obligation binds the king alone (to some of its moves).
    bool king_binds() const;

    // The moves the touches alone leave (4.3 to 4.5).
    std::span<const Move> obligation_moves() const;

    // Lists what the fixes leave, if recompute() has changed it since.
    void narrow() const;

    // Where the permitted moves come from, `narrowed` listed.
    Permitted permitted_source() const;

    bool fixes_override() const {
        narrow();
        return fixes_override_;
    }

    std::span<const Move> permitted() const;

    // Whether m is among the moves the touches alone leave.
    bool in_obligation(const Move& m) const;

    bool is_permitted(const Move& m) const;

    // The permitted moves as answers share them.
    const MoveSet& permitted_moves() const;

    // Recomputes what is permitted from the touches and the fixes.
    void recompute();

    // The article that restricts what is permitted, if any: asked only by
    // answers and by a forbidden move, so recompute() leaves it.
    std::optional<Clause> restricted_by() const;

    // Records deliberate touches of the mover, all at one moment.
    void touch(std::span<const Square> squares);

    // Reports what binds after a touch: the obligation when this event
    // changed it, and the notes (4.5, 4.4c, several at once) every time they apply.
    void report_obligation();

    // Art. 4.1, for a lift, release, removal or placement by the mover that
    // is no accident: a knocked piece is no part of the move.
    void check_hand(const BoardEvent& e);

    // ---- breaches.cpp: breaches of Article 4, claims (4.6 in 2005, 4.8 in 2023) and the
    // reinstatement of the position an upheld claim brings.

    void breach(Color offender, Clause clause, const Message& message);

    // The message of a breach of `clause` by the move m: what the touches
    // asked, when they are what m breaks; else the move itself.
    Message violation_message(const Move& m, Clause clause) const;

    // The mover breaks `clause` by the move m.
    void breach_by(const Move& m, Clause clause);

    // A move made that is not permitted breaks the touches, if they do not
    // leave it, else what narrowed them (4.7). It breaks a lawful fix that
    // it leaves out as well as the touches (a fix restored with the
    // position after an illegal move or an upheld claim, or a king fixed
    // on its own square by Chess960 castling): 4.7 (or 4.4.4) is reported
    // too, and unlike 4.3 it does not lapse in 2005. So is 2023's 4.7.2 by
    // a move of another piece, where touches narrowed the king's moves.
    void breach_if_forbidden(const Move& m);

    // The clause of the touches (4.3 to 4.5) that the move m breaks, if it
    // is not among the moves they leave. None while a fix overrides them:
    // a fix is made only as part of a permitted move, so the touches it
    // overrides came after it and bind nothing (4.7; a promotion piece
    // placed, then the king touched).
    std::optional<Clause> touches_broken_by(const Move& m) const;

    // The position before the move is reinstated, the player to move bound
    // by `bound`'s touches and lawful fixes (docs/events.md, Details). The move is made
    // afresh: the hands of the attempt bind it to nothing (4.1 is per move).
    void reinstate_turn(TurnState bound);

    void on_claim(const BoardEvent& e);

    // ---- clock.cpp: the clock press, illegal moves and their sanctions (3 in 2005, 7.5 in
    // 2023), and the end of the game.

    void add_game_over_note();

    // A clock press: by the player whose clock runs, it passes the clock
    // after their move, or rules on a turn without one; by the other
    // player it changes nothing (docs/events.md, Model, Clock press).
    void on_clock(const BoardEvent& e);

    // Without a clock: the opponent's deliberate touch after the mover's
    // board shows no legal move made (docs/events.md, Model).
    bool rules_on_unmade_move(const BoardEvent& e) const;

    // The turn ends without a move made: castling under way completes, a
    // 2023 pawn left unreplaced becomes a queen, else an illegal move or
    // no move, and the position before it is reinstated. Returns whether
    // a move was made (the move has passed).
    bool rule_on_unmade_move(Color side, bool pressed);

    // 2023, Art. 7.5.5: two minutes to the opponent for a first illegal
    // move (7.5.1 to 7.5.4 all count), the loss of the game for the second,
    // unless the opponent cannot mate by any series of legal moves: then
    // the game is drawn and no sanction is named. `after` is the position
    // the game goes on from.
    void sanction_illegal(Color offender, const Position& after);

    // The note that the game was decided by a second illegal move.
    void decided_note();

    // ---- arbiter.cpp

    Answer answer() const;
};

}  // namespace touchmove::arbiter
