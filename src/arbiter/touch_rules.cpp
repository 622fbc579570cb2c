#include "touch_rules.h"

#include <algorithm>

#include "touchmove/arbiter/board_event.h"

namespace touchmove::arbiter {

namespace {

using chess::MoveList;
using chess::Piece;
using chess::Position;

bool captures(const Move& m, Square target) {
    // Without branches: the filters below call it on every legal move.
    const Square taken = m.is_en_passant() ? m.en_passant_victim() : m.to();
    const unsigned takes = unsigned{m.is_capture()} | unsigned{m.is_en_passant()};
    return (takes & unsigned{taken == target}) != 0;
}

// One moment of touching: the own and the opponent's pieces touched together.
struct Group {
    SquareList own;
    SquareList opponent;
};

// The touches grouped by moment, in order. Touches come in the order they
// were made, so a moment's touches are adjacent.
class Groups {
public:
    explicit Groups(std::span<const Touch> touches) : touches_(touches) {}

    class Iterator {
    public:
        explicit Iterator(std::span<const Touch> rest) : rest_(rest) {}
        Group operator*() const {
            Group g;
            for (const Touch& t : rest_.first(length()))
                (t.own ? g.own : g.opponent).push_back(t.origin);
            return g;
        }
        Iterator& operator++() {
            rest_ = rest_.subspan(length());
            return *this;
        }
        bool operator!=(const Iterator& o) const { return rest_.size() != o.rest_.size(); }

    private:
        std::size_t length() const {
            std::size_t n = 1;
            while (n < rest_.size() && rest_[n].moment == rest_[0].moment)
                ++n;
            return n;
        }
        std::span<const Touch> rest_;
    };
    Iterator begin() const { return Iterator(touches_); }
    Iterator end() const { return Iterator(touches_.last(0)); }

private:
    std::span<const Touch> touches_;
};

// The legal moves that touched pieces can make, generated for those pieces
// alone until every legal move is needed (LegalMoves caches them).
class Rules {
public:
    Rules(const Position& pos, const LegalMoves& legal, bool castle_intent)
        : pos_(pos), legal_(legal), castle_intent_(castle_intent) {}

    // Moves of the piece that stood on `origin` (castling counts as a king
    // move), in the order of the legal moves, castling with a barred rook
    // included (is_barred()).
    std::span<const Move> moves_of(Square origin) const { return legal_.of(pos_, origin); }
    bool can_move(Square origin) const {
        return std::any_of(moves_of(origin).begin(), moves_of(origin).end(),
                           [&](const Move& m) { return !is_barred(m); });
    }
    void bar_castling_with(Square rook) { barred_ |= rook; }
    bool is_barred(const Move& m) const { return m.is_castle() && barred_.contains(m.to()); }

    // Appends to `into` the moves of those of `own` that can move; returns which can.
    // With the intention to castle, a rook's moves include castling with it
    // where the king already stands on its castling square (Chess960): the
    // rook alone moves.
    SquareList movable(const SquareList& own, MoveList& into) const {
        SquareList pieces;
        for (Square s : own) {
            const std::size_t before = into.size();
            for (const Move& m : moves_of(s))
                into.push_back_if(m, !is_barred(m));
            if (castle_intent_)
                for (const Move& m : moves_of(pos_.king_square(pos_.side_to_move())))
                    into.push_back_if(m, m.is_castle() && m.to() == s && m.king_to() == m.from() &&
                                             !is_barred(m));
            if (into.size() > before)
                pieces.push_back(s);
        }
        return pieces;
    }
    // Appends to `into` the captures of those of `targets` that can be
    // captured; returns which can.
    SquareList capturable(const SquareList& targets, MoveList& into) const {
        SquareList pieces;
        for (Square target : targets) {
            const std::size_t before = into.size();
            for (const Move& m :
                 legal_.between(pos_, chess::Bitboard::all(), capture_squares(target)))
                into.push_back_if(m, captures(m, target));
            if (into.size() > before)
                pieces.push_back(target);
        }
        return pieces;
    }

    Message message(MessageId id, std::optional<Square> sq = std::nullopt) const {
        Message msg{id, pos_.side_to_move()};
        if (sq) {
            msg.square = sq;
            chess::Piece p = pos_.piece_on(*sq);
            if (p != chess::Piece::None)
                msg.piece = chess::type_of(p);
        }
        return msg;
    }

    // Every legal move (4.5, or 4.4c's "any legal move"), but for castling
    // with a rook touched before the king: 4.4b bars it for the whole move.
    void all(Obligation& out, std::optional<std::pair<Clause, Message>> note = std::nullopt) const {
        out.clear();  // everything permitted
        if (note)
            out.notes.push_back(*note);
        if (barred_.empty())
            return;
        const chess::MoveList& legal = legal_.all(pos_);
        const auto barred =
            std::find_if(legal.begin(), legal.end(), [&](const Move& m) { return is_barred(m); });
        if (barred == legal.end())
            return;
        for (const Move& m : legal)
            out.permitted.push_back_if(m, !is_barred(m));
        if (out.permitted.empty())
            return;  // the barred castling is the only legal move: a bar that
                     // left no move at all would end a game that is not over
        out.everything = false;
        out.restricted_by = Clause::CastleRookFirst;
        out.message = message(MessageId::CastlingStillBarred, barred->to());
    }

private:
    // The squares a capture of the piece on `target` lands on: its own, and
    // the en passant square when the piece is the pawn en passant would take.
    chess::Bitboard capture_squares(Square target) const {
        chess::Bitboard squares(target);
        if (auto ep = pos_.en_passant_square())
            if (chess::offset(*ep, pos_.side_to_move() == chess::Color::White ? -8 : 8) == target)
                squares |= *ep;
        return squares;
    }

    const Position& pos_;
    const LegalMoves& legal_;
    bool castle_intent_;
    chess::Bitboard barred_;  // rooks that may not castle this turn (4.4b)
};

// Several own pieces touched at one moment can move (reading 7): the
// obligation names them all, and a note says that the order is unknown.
void several_note(Obligation& o, const Rules& rules, const SquareList& squares) {
    if (squares.size() < 2)
        return;
    std::string list;
    for (Square s : squares)
        list += (list.empty() ? "" : ", ") + chess::to_string(s);
    if (o.message && o.message->id == MessageId::MustMoveTouched) {
        Message one_of = rules.message(MessageId::MustMoveOneOf);
        one_of.text = list;
        o.message = std::move(one_of);
    }
    Message msg = rules.message(MessageId::SeveralAtOnce);
    msg.reading = true;  // reading 7: the text knows one first piece
    msg.text = std::move(list);
    o.notes.emplace_back(Clause::TouchOwn, std::move(msg));
}

// What the touches of a turn are, as the clauses read them: grouped by
// moment, the king's moment, the castling rooks touched before the king
// (4.4b) and the rooks touched with or after it, in order (4.4a).
struct Touched {
    explicit Touched(std::span<const Touch> touches) : groups(touches) {}

    Groups groups;
    Square king = Square::A1;
    std::optional<int> king_moment;
    SquareList barred;
    SquareList rooks_after;
    std::array<int, 64> rook_moment{};  // by square, for the rooks of rooks_after
    bool any_own = false;
    bool any_opponent = false;
};

Touched read_touches(const Position& pos, std::span<const Touch> touches) {
    Touched t(touches);
    t.king = pos.king_square(pos.side_to_move());
    for (const Touch& x : touches) {
        t.any_own = t.any_own || x.own;
        t.any_opponent = t.any_opponent || !x.own;
        if (x.own && x.origin == t.king)
            t.king_moment = x.moment;
    }
    if (!t.king_moment)
        return t;
    const Piece rook = chess::make_piece(pos.side_to_move(), PieceType::Rook);
    for (const Touch& x : touches) {
        if (!x.own)
            continue;
        if (x.moment < *t.king_moment) {
            if (pos.castling_rights().contains(x.origin))
                t.barred.push_back(x.origin);
            continue;
        }
        if (x.origin == t.king || pos.piece_on(x.origin) != rook)
            continue;
        t.rooks_after.push_back(x.origin);
        t.rook_moment[static_cast<std::size_t>(chess::to_index(x.origin))] = x.moment;
    }
    return t;
}

// Binds to the moves out.permitted holds (a clause function clears `out`,
// then appends the moves to it).
void bind(Obligation& out, Clause clause, const Message& message) {
    out.everything = false;
    out.restricted_by = clause;
    out.message = message;
}

bool contains(const SquareList& squares, Square s) {
    return std::find(squares.begin(), squares.end(), s) != squares.end();
}

// No touched piece can be moved or captured: 4.5 frees the player; with the
// intention to castle, king and rook touched (4.4a) and a king that cannot
// move, 4.4c does.
void nothing_movable(Obligation& out, const Touched& t, const Rules& rules, bool castle_intent) {
    if (t.king_moment && castle_intent && !t.rooks_after.empty() && !rules.can_move(t.king))
        return rules.all(
            out, std::pair{Clause::CastleIllegal, rules.message(MessageId::AnyMoveKingStuck)});
    rules.all(out, std::pair{Clause::NoneMovable, rules.message(MessageId::NoTouchedPieceMovable)});
}

// The rooks that castling binds to (4.4a): the first touched with or after
// the king with which castling is legal, with those touched at its moment.
SquareList castling_rooks(const Touched& t, const Rules& rules) {
    auto castles_with = [&](Square rook) {
        const auto moves = rules.moves_of(t.king);
        return std::any_of(moves.begin(), moves.end(), [&](const Move& m) {
            return m.is_castle() && m.to() == rook && !rules.is_barred(m);
        });
    };
    auto moment = [&](Square rook) {
        return t.rook_moment[static_cast<std::size_t>(chess::to_index(rook))];
    };
    SquareList rooks;
    for (Square r : t.rooks_after)
        if (castles_with(r)) {
            for (Square other : t.rooks_after)
                if (moment(other) == moment(r))
                    rooks.push_back(other);
            break;
        }
    return rooks;
}

// 4.4a and 4.4c for the group of touches that holds the king, rooks
// touched with or after it: castling with the first with which it is
// legal; where it is illegal with each, with the intention to castle
// another king move (or, the king stuck, any move). False where 4.3a
// decides instead (castling illegal, no intent).
bool castling(Obligation& out, const Touched& t, const Group& g, const Rules& rules,
              bool castle_intent) {
    out.clear();
    const SquareList rooks = castling_rooks(t, rules);
    for (const Move& m : rules.moves_of(t.king))
        out.permitted.push_back_if(m,
                                   m.is_castle() && contains(rooks, m.to()) && !rules.is_barred(m));
    if (!out.permitted.empty()) {
        // Another own piece touched with the king, not the rook, may be
        // moved instead (reading 7: either may be moved).
        SquareList others;
        for (Square s : g.own)
            if (s != t.king && !contains(t.rooks_after, s))
                others.push_back(s);
        const SquareList movable = rules.movable(others, out.permitted);
        bind(out, Clause::CastleKingRook, rules.message(MessageId::MustCastle, rooks.front()));
        SquareList named{t.king};
        for (Square s : movable)
            named.push_back(s);
        several_note(out, rules, named);
        return true;
    }
    if (!castle_intent)
        return false;
    if (!rules.movable(SquareList{t.king}, out.permitted).empty()) {
        bind(out, Clause::CastleIllegal, rules.message(MessageId::MustMoveKing, t.king));
        return true;
    }
    rules.all(out, std::pair{Clause::CastleIllegal, rules.message(MessageId::AnyMoveKingStuck)});
    return true;
}

// 4.3c: the first touched own piece must capture the first touched
// opponent's piece (pieces touched together all count as first); if it
// cannot, the first touched piece that can be moved or captured must be,
// the own piece first at one moment (reading 5); the king, with a rook
// touched with or after it, as 4.4 says. Cited as 4.3c whichever binds,
// once both colours are touched.
void both_colours(Obligation& out, const Position& pos, const Touched& t, const Rules& rules,
                  bool castle_intent) {
    std::optional<Group> first_own;
    std::optional<Group> first_opponent;
    for (const Group& g : t.groups) {
        if (!first_own && !g.own.empty())
            first_own = g;
        if (!first_opponent && !g.opponent.empty())
            first_opponent = g;
    }
    out.clear();
    SquareList capturers;  // the first own pieces that can make the capture
    SquareList takeable;   // and the first opponent's pieces they can take
    for (Square own : first_own->own) {
        const std::size_t before = out.permitted.size();
        for (const Move& m : rules.moves_of(own))
            for (Square target : first_opponent->opponent)
                if (captures(m, target)) {
                    out.permitted.push_back(m);
                    if (!contains(takeable, target))
                        takeable.push_back(target);
                }
        if (out.permitted.size() > before)
            capturers.push_back(own);
    }
    if (!out.permitted.empty()) {
        Message msg = rules.message(MessageId::MustCaptureWith, capturers.front());
        msg.other_square = takeable.front();
        if (Piece p = pos.piece_on(takeable.front()); p != Piece::None)
            msg.other_piece = chess::type_of(p);
        bind(out, Clause::TouchBoth, msg);
        return several_note(out, rules, capturers);
    }
    for (const Group& g : t.groups) {
        // The king as the piece to move, with a rook touched with or after
        // it: 4.4 decides the moves, 4.3c stays the article cited.
        if (contains(g.own, t.king) && !t.rooks_after.empty() &&
            castling(out, t, g, rules, castle_intent)) {
            if (out.restricted_by)
                out.restricted_by = Clause::TouchBoth;
            return;
        }
        if (const SquareList own = rules.movable(g.own, out.permitted); !own.empty()) {
            bind(out, Clause::TouchBoth, rules.message(MessageId::MustMoveTouched, own.front()));
            return several_note(out, rules, own);
        }
        if (const SquareList targets = rules.capturable(g.opponent, out.permitted);
            !targets.empty())
            return bind(out, Clause::TouchBoth,
                        rules.message(MessageId::MustCaptureTouched, targets.front()));
    }
    nothing_movable(out, t, rules, castle_intent);
}

// 4.3b: the first touched opponent's piece that can be captured must be.
void opponents_pieces(Obligation& out, const Touched& t, const Rules& rules, bool castle_intent) {
    out.clear();
    for (const Group& g : t.groups)
        if (const SquareList targets = rules.capturable(g.opponent, out.permitted);
            !targets.empty())
            return bind(out, Clause::TouchOpponent,
                        rules.message(MessageId::MustCaptureTouched, targets.front()));
    nothing_movable(out, t, rules, castle_intent);
}

// 4.3a: the first touched own piece that can be moved must be, with 4.4:
// king and rook (4.4a, 4.4c), and a castling rook touched before the king,
// which governs the rook's obligation and the king's after it (4.4b).
void own_pieces(Obligation& out, const Touched& t, const Rules& rules, bool castle_intent) {
    for (const Group& g : t.groups) {
        if (contains(g.own, t.king) && !t.rooks_after.empty() &&
            castling(out, t, g, rules, castle_intent))
            return;
        out.clear();
        const SquareList movable = rules.movable(g.own, out.permitted);
        if (movable.empty())
            continue;
        const bool rook_first =
            !t.barred.empty() && std::all_of(movable.begin(), movable.end(), [&](Square sq) {
                return sq == t.king || contains(t.barred, sq);
            });
        bind(out, rook_first ? Clause::CastleRookFirst : Clause::TouchOwn,
             rules.message(rook_first && movable.front() != t.king ? MessageId::CastlingBarred
                                                                   : MessageId::MustMoveTouched,
                           movable.front()));
        return several_note(out, rules, movable);
    }
    nothing_movable(out, t, rules, castle_intent);
}

}  // namespace

MoveList LegalMoves::between(const Position& pos, chess::Bitboard from, chess::Bitboard to) const {
    if (!listed_)
        return chess::legal_moves_between(pos, from, to);
    MoveList out;
    for (const Move& m : all_)
        out.push_back_if(m, from.contains(m.from()) && to.contains(m.to()));
    return out;
}

std::span<const Move> LegalMoves::of(const Position& pos, Square from) const {
    const auto i = static_cast<std::size_t>(chess::to_index(from));
    if (!generated_.contains(from)) {
        const std::size_t first = pieces_.size();
        if (listed_) {
            for (const Move& m : all_)
                pieces_.push_back_if(m, m.from() == from);
        } else {
            chess::legal_moves_between(pos, chess::Bitboard(from), chess::Bitboard::all(), pieces_);
        }
        first_[i] = static_cast<std::uint8_t>(first);
        size_[i] = static_cast<std::uint8_t>(pieces_.size() - first);
        generated_ |= from;
    }
    return {pieces_.begin() + first_[i], size_[i]};
}

void compute_obligation(const Position& pos, const LegalMoves& legal,
                        std::span<const Touch> touches, bool castle_intent, Obligation& out) {
    Rules rules(pos, legal, castle_intent);
    const Touched t = read_touches(pos, touches);
    for (Square rook : t.barred)
        rules.bar_castling_with(rook);  // 4.4b: for the whole move
    if (touches.empty()) {
        rules.all(out);
    } else if (t.any_own && t.any_opponent) {
        both_colours(out, pos, t, rules, castle_intent);
    } else if (t.any_opponent) {
        opponents_pieces(out, t, rules, castle_intent);
    } else {
        own_pieces(out, t, rules, castle_intent);
    }
}

}  // namespace touchmove::arbiter
