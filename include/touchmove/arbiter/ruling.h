// Rulings and answers: what the arbiter says after each event.
//
// A Clause names a rule independently of the edition of the Laws; article()
// gives the number that edition uses ("4.3a" in 2005, "4.3.1" in 2023).
// A Ruling carries a Message: an id with the facts it speaks of (side,
// piece, square, move), so that the words can be rendered in any language
// by the io layer (io::render(), touchmove/io/messages.h). An Answer is
// everything docs/events.md, Answers asks for, as data; the io layer writes
// it as JSON (io::to_json(), touchmove/io/json.h).
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "touchmove/chess/move.h"
#include "touchmove/chess/piece.h"
#include "touchmove/chess/position.h"

namespace touchmove::arbiter {

using chess::Color;
using chess::Move;
using chess::PieceType;
using chess::Square;

// The edition of the FIDE Laws of Chess the arbiter applies.
enum class Edition : std::uint8_t { Fide2005, Fide2023 };

std::string_view to_string(Edition e);  // "2005", "2023"

enum class Clause : std::uint8_t {
    OneHand,          // 4.1
    Adjust,           // 4.2 (2005); 4.2.1 (2023)
    AdjustIntent,     // 4.2.2 (2023)
    TouchOwn,         // 4.3a; 4.3.1
    TouchOpponent,    // 4.3b; 4.3.2
    TouchBoth,        // 4.3c; 4.3.3
    CastleKingRook,   // 4.4a; 4.4.1
    CastleRookFirst,  // 4.4b; 4.4.2
    CastleIllegal,    // 4.4c; 4.4.3
    PromotionChoice,  // 4.4.4 (2023)
    NoneMovable,      // 4.5
    Promotion,        // 4.6 (2023: the act of promotion)
    ClaimRight,       // 4.6 (2005); 4.8 (2023)
    Released,         // 4.7 in both
    IllegalMove,      // 3 (2005); 7.5.1 (2023)
    UnreplacedPawn,   // 3 (2005); 7.5.2 (2023)
    NoMove,           // 3 (2005); 7.5.3 (2023)
    TwoHandedMove,    // 7.5.4 (2023)
    GameDecided,      // 7.5.5 (2023): a second illegal move ended the game
    Checkmate,        // 5.1a; 5.1.1: the game is over
    Stalemate,        // 5.2a; 5.2.1: the game is over, drawn
    Displaced,        // 7.3; 7.4.1: pieces displaced are put back by who displaced them
    Unnumbered,       // a note no article governs: article() is empty, "article": null
};

// Returns the article number of a clause in an edition, as answers write
// it; empty for Clause::Unnumbered.
std::string_view article(Clause c, Edition e);

enum class RulingType : std::uint8_t { Obligation, Violation, Note, Claim };
std::string_view to_string(RulingType t);

enum class ClaimResult : std::uint8_t { Upheld, Rejected, Forfeited };
std::string_view to_string(ClaimResult r);

// What a ruling says, as facts to be put into words in some language.
enum class MessageId : std::uint8_t {
    MustMoveTouched,        // side, piece, square: the first touched piece that can move must move
    MustCaptureTouched,     // side, piece, square: the touched opponent's piece must be captured
    MustCaptureWith,        // side, piece, square, other piece, other square
    MustCastle,             // side, square (rook)
    CastlingBarred,         // side, square (rook): rook touched first
    CastlingStillBarred,    // side, square (rook): rook touched first, nothing touched can move
    MustMoveKing,           // side: castling illegal, another king move
    AnyMoveKingStuck,       // side: castling illegal and the king cannot move: any move
    NoTouchedPieceMovable,  // side: 4.5
    SeveralAtOnce,          // side, square list in text: either piece may be moved
    MustMoveOneOf,          // side, square list in text: touched at one moment, one must move
    TouchedPiece,           // side, piece, square: a note of a touch
    TouchOutOfTurn,         // side, piece, square: touched while not having the move
    AdjustAnnounced,        // side: adjusting after an announcement
    AdjustOutOfTurn,        // side: adjusted on the opponent's time
    AccidentalTouch,        // side, piece, square
    MoveNotPermitted,       // side, move (text): completed a move other than the obligation
    ReleasedFixed,          // side, piece, square: the piece is fixed where it was released
    FixedPieceMoved,        // side, piece, square (its name), other_square: where fixed
    CompletedMoveChanged,   // side, move (text)
    SecondHand,             // side: a move made with two hands
    TwoHandedMovePressed,   // side: the clock pressed after a two-handed move (2023 7.5.4)
    IllegalMoveMade,        // side: the clock was pressed after an illegal move
    NoMoveMade,             // side: the clock was pressed without a move
    PawnNotReplaced,        // side, square: the promoted pawn was not replaced
    PositionReinstated,     // side, move (text): the position before it is reinstated
    ClaimUpheld,            // side (claimant), article text in `text`
    ClaimRejected,          // side
    ClaimForfeited,         // side: the claimant touched a piece after the breach
    ClaimTooLate,           // side: the claimant's own move was made after the breach
    ClockNotRunning,        // side: pressed the clock while it was not running
    PromotionChosen,        // side, piece, square (2023 4.4.4)
    EnforcedRefusal,        // side: the action was refused (enforce mode)
    PieceDisplaced,         // side, piece, square (where it belongs): not having the move,
                            // that side displaced it and must put it back
    IllegalMoveSeen,        // side: no clock; the opponent touched a piece after an illegal move
    Checkmated,             // side: the game is over, that side is checkmated
    Stalemated,             // side: the game is over, that side is stalemated
    LostByIllegalMoves,     // side: the game is over, lost by that side's second illegal move
    DrawnByIllegalMoves,    // side: the game is over, drawn: that side's second illegal move,
                            // but the opponent could not have mated
};

// The text a message carries: a move in SAN, an article, a list of squares,
// a phrase of the arbiter's. It is held in place, with no allocation, so
// that a Message (and a Ruling) is copied as plain bytes: every event's
// rulings are built, kept and handed out without touching the heap. The
// longest text the arbiter writes is a list of 64 squares ("a1, a2, ...",
// 254 characters); a longer text is cut to the capacity.
class MessageText {
public:
    static constexpr std::size_t Capacity = 255;

    // User-provided (as are Message's and Ruling's), so that a new one is
    // never zeroed whole: only its length is set.
    MessageText() {}                                // NOLINT(modernize-use-equals-default)
    MessageText(std::string_view s) { assign(s); }  // NOLINT(google-explicit-constructor)
    MessageText(const std::string& s) : MessageText(std::string_view(s)) {}  // NOLINT
    MessageText(const char* s)
        : MessageText(s ? std::string_view(s) : std::string_view()) {}  // NOLINT

    MessageText& operator=(std::string_view s) {
        assign(s);
        return *this;
    }
    MessageText& operator=(const std::string& s) { return *this = std::string_view(s); }
    MessageText& operator=(const char* s) {  // = {} or nullptr: empty
        return *this = s ? std::string_view(s) : std::string_view();
    }

    std::string_view view() const { return {reinterpret_cast<const char*>(chars_), size_}; }
    operator std::string_view() const { return view(); }  // NOLINT(google-explicit-constructor)
    std::string str() const { return std::string(view()); }
    bool empty() const { return size_ == 0; }
    std::size_t size() const { return size_; }
    void clear() { size_ = 0; }

    friend bool operator==(const MessageText& a, std::string_view b) { return a.view() == b; }
    friend std::ostream& operator<<(std::ostream& out, const MessageText& t) {
        return out << t.view();
    }

private:
    void assign(std::string_view s) {
        size_ = static_cast<std::uint8_t>(std::min(s.size(), Capacity));
        std::copy_n(s.data(), size_, chars_);
    }

    std::uint8_t size_ = 0;
    // The first size_ are the text; the rest is never read. Unsigned char:
    // the bytes past the text, never set, may still be copied with it.
    unsigned char chars_[Capacity];
};

struct Message {
    Message() {}  // NOLINT(modernize-use-equals-default): see MessageText()
    Message(MessageId message_id, Color about) : id(message_id), side(about) {}

    MessageId id = MessageId::TouchedPiece;
    Color side = Color::White;
    // The ruling follows a reading of the FIDE Arbiters' Manual where the
    // edition's text is silent (docs/events.md, Editions and Readings): the
    // message says so. (Here, among the small fields, so that it takes no room.)
    bool reading = false;
    std::optional<PieceType> piece;
    std::optional<Square> square;
    std::optional<PieceType> other_piece;
    std::optional<Square> other_square;
    MessageText text;  // a move in SAN, an article, a list of squares
};

struct Sanction {
    enum class Kind : std::uint8_t { Time, Loss };
    Kind kind;
    int seconds = 0;  // Time: added to `side`'s clock
    Color side;       // Time: who gets the time; Loss: who loses
};

struct Ruling {
    Ruling() {}  // NOLINT(modernize-use-equals-default): see MessageText()
    Ruling(RulingType t, Clause c, const Message& m) : type(t), clause(c), message(m) {}

    RulingType type = RulingType::Note;
    Clause clause = Clause::TouchOwn;
    Message message;
    std::optional<ClaimResult> result;  // claims only
    std::optional<Sanction> sanction;
};
static_assert(std::is_trivially_copyable_v<Ruling>, "rulings are copied as plain bytes");

// An immutable list of moves that answers share with the arbiter: copying
// it copies a pointer, so an answer per event costs no list copy.
class MoveSet {
public:
    MoveSet() = default;
    explicit MoveSet(std::vector<Move> moves)
        : moves_(std::make_shared<const std::vector<Move>>(std::move(moves))) {}
    explicit MoveSet(std::shared_ptr<const std::vector<Move>> moves) : moves_(std::move(moves)) {}

    const Move* begin() const { return moves_ ? moves_->data() : nullptr; }
    const Move* end() const { return moves_ ? moves_->data() + moves_->size() : nullptr; }
    std::size_t size() const { return moves_ ? moves_->size() : 0; }
    bool empty() const { return size() == 0; }
    const Move& operator[](std::size_t i) const { return (*moves_)[i]; }
    bool contains(const Move& m) const {
        for (const Move& x : *this)
            if (x == m)
                return true;
        return false;
    }

private:
    std::shared_ptr<const std::vector<Move>> moves_;
};

// The completed move of an answer, with its notation.
struct CompletedMove {
    Move move;
    std::string uci;
    std::string san;
};

// Everything the arbiter answers for one event (docs/events.md, Answers).
struct Answer {
    int n = 0;
    Color to_move = Color::White;
    MoveSet permitted;  // in move generation order (the JSON answer sorts them)
    std::optional<Clause> restricted_by;
    std::vector<Ruling> rulings;
    std::optional<CompletedMove> move;
    // The position after the last move made (its FEN is the answer's "fen").
    chess::Position position = chess::Position::initial();
    bool refused = false;
};

}  // namespace touchmove::arbiter
