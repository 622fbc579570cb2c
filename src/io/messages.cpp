// Rulings in words, from gettext catalogues.
//
// Every sentence is an English template with named placeholders ("{side}
// touched {piece}."); the template is the msgid of po/touchmove.pot, and
// po/<language>.po holds its translation. The build turns the .po files into
// the table `Catalogue` (cmake/po_to_cpp.cmake), so running needs no
// gettext. Pieces and sides are catalogue entries too, with a msgctxt naming
// the grammatical case the sentence needs (German: "den Springer" after
// "berührt", "dem Springer" after "mit").
#include "touchmove/io/messages.h"

#include <array>
#include <utility>

namespace touchmove::io {

using arbiter::Message;
using arbiter::MessageId;
using chess::Color;
using chess::PieceType;
using chess::Square;

std::optional<Language> parse_language(std::string_view code) {
    if (code == "en")
        return Language::English;
    if (code == "de")
        return Language::German;
    if (code == "vi")
        return Language::Vietnamese;
    return std::nullopt;
}

std::string_view to_code(Language l) {
    switch (l) {
        case Language::English:
            return "en";
        case Language::German:
            return "de";
        case Language::Vietnamese:
            return "vi";
    }
    return "en";
}

// A move in SAN written with the piece letters of the language, as its
// chess literature writes them (German K D T L S; Vietnamese V H X T M, the
// initials of Vua, Hậu, Xe, Tượng, Mã); any other text (a phrase with
// spaces) unchanged. Files are lower case and castling is O-O, so the
// upper-case letters of SAN are its piece letters.
std::string localized_san(Language language, std::string_view text) {
    std::string out(text);
    if (language == Language::English || text.find(' ') != std::string_view::npos)
        return out;
    constexpr std::string_view Letters = "KQRBN";
    const std::string_view local = language == Language::German ? "KDTLS" : "VHXTM";
    for (char& c : out)
        if (const std::size_t i = Letters.find(c); i != std::string_view::npos)
            c = local[i];
    return out;
}

namespace {

struct CatalogueEntry {
    std::string_view language;  // "de", "vi"
    std::string_view context;   // msgctxt, "" when none
    std::string_view msgid;
    std::string_view msgstr;
};

#include "touchmove_catalogue.inc"

// Returns the translation of a msgid, or the msgid itself (the English) when
// the language has no translation for it.
std::string_view translate(Language language, std::string_view context, std::string_view msgid) {
    if (language == Language::English)
        return msgid;
    const std::string_view code = to_code(language);
    for (const CatalogueEntry& e : Catalogue)
        if (e.language == code && e.context == context && e.msgid == msgid)
            return e.msgstr.empty() ? msgid : e.msgstr;
    return msgid;
}

using Arguments = std::initializer_list<std::pair<std::string_view, std::string>>;

// Replaces each "{name}" of the template by its argument, in one pass, so
// that braces inside an argument are left alone.
std::string substitute(std::string_view text, Arguments args) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t open = text.find('{', i);
        const std::size_t close = open == std::string_view::npos ? open : text.find('}', open);
        if (close == std::string_view::npos) {
            out += text.substr(i);
            break;
        }
        out += text.substr(i, open - i);
        const std::string_view name = text.substr(open + 1, close - open - 1);
        bool found = false;
        for (const auto& [key, value] : args) {
            if (key == name) {
                out += value;
                found = true;
                break;
            }
        }
        if (!found)
            out += text.substr(open, close - open + 1);
        i = close + 1;
    }
    return out;
}

// Looks up a template and fills in its placeholders.
std::string say(Language language, std::string_view context, std::string_view msgid,
                Arguments args = {}) {
    return substitute(translate(language, context, msgid), args);
}

std::string side_name(Language language, Color c) {
    return std::string(translate(language, "side", c == Color::White ? "White" : "Black"));
}

// The msgids of the piece phrases, in PieceType order; the last is for a
// piece whose type is unknown.
using PiecePhrases = std::array<std::string_view, chess::NumPieceTypes + 1>;
constexpr PiecePhrases DefinitePieces{"the pawn",  "the knight", "the bishop", "the rook",
                                      "the queen", "the king",   "the piece"};
constexpr PiecePhrases WhitePieces{"White's pawn", "White's knight", "White's bishop",
                                   "White's rook", "White's queen",  "White's king",
                                   "White's piece"};
constexpr PiecePhrases BlackPieces{"Black's pawn", "Black's knight", "Black's bishop",
                                   "Black's rook", "Black's queen",  "Black's king",
                                   "Black's piece"};

// "the knight on g1", "Black's knight on g1": a piece phrase in a
// grammatical case, with its square when known.
std::string piece_phrase(Language language, std::string_view context, const PiecePhrases& phrases,
                         std::optional<PieceType> p, std::optional<Square> s) {
    const std::size_t index =
        p ? static_cast<std::size_t>(chess::to_index(*p)) : phrases.size() - 1;
    std::string piece(translate(language, context, phrases[index]));
    if (!s)
        return piece;
    return say(language, "piece on square", "{piece} on {square}",
               {{"piece", piece}, {"square", chess::to_string(*s)}});
}

std::string square_or_unknown(std::optional<Square> s) {
    return s ? chess::to_string(*s) : std::string("?");
}

// What the sentences of one message share: its language, the names of the
// side and the opponent, and its detail, translated where the catalogue has it.
// Each family of messages has its own function, which answers only for its
// own ids (nullopt for the others).
struct Sentences {
    const Message& m;
    const Language l;
    const std::string side;
    const std::string opponent;
    const PiecePhrases& opponents_pieces;
    const std::string detail;

    Sentences(const Message& message, Language language)
        : m(message),
          l(language),
          side(side_name(language, message.side)),
          opponent(side_name(language, ~message.side)),
          opponents_pieces(message.side == Color::White ? BlackPieces : WhitePieces),
          // Text the arbiter wrote in English ("the offending move") has a
          // catalogue entry; a move in SAN or a list of squares has none and stays.
          detail(translate(language, "detail", message.text)) {}

    // The message's piece, with the definite article, in a grammatical case.
    std::string piece(std::string_view context) const {
        return piece_phrase(l, context, DefinitePieces, m.piece, m.square);
    }
    // The same piece named again as a subject, without its square ("the
    // pawn", "der Bauer"), where a pronoun would not say which it is.
    std::string it() const {
        return piece_phrase(l, "nominative", DefinitePieces, m.piece, std::nullopt);
    }

    // Obligations of a touched piece: move it, capture it, or capture
    // with it.
    std::optional<std::string> touched_piece() const {
        switch (m.id) {
            case MessageId::MustMoveTouched:
                return say(l, "",
                           "{side} touched {piece}, the first piece touched that can move; {it} "
                           "must be moved.",
                           {{"side", side}, {"piece", piece("accusative")}, {"it", it()}});
            case MessageId::MustCaptureTouched:
                return say(
                    l, "", "{side} touched {piece}; {it} can be captured, so it must be captured.",
                    {{"side", side},
                     {"piece", piece_phrase(l, "accusative", opponents_pieces, m.piece, m.square)},
                     {"it", it()}});
            case MessageId::MustCaptureWith:
                return say(
                    l, "", "{side} touched {piece} and {other_piece}; {capturer} must capture it.",
                    {{"side", side},
                     {"piece", piece("accusative")},
                     {"other_piece", piece_phrase(l, "accusative", opponents_pieces, m.other_piece,
                                                  m.other_square)},
                     {"capturer",
                      piece_phrase(l, "nominative", DefinitePieces, m.piece, std::nullopt)}});
            default:
                return std::nullopt;
        }
    }

    // Castling: the king and rook touched, in which order, and what
    // follows when castling is illegal.
    std::optional<std::string> castling() const {
        switch (m.id) {
            case MessageId::MustCastle:
                return say(
                    l, "",
                    "{side} touched the king and the rook on {square}; castling on that side "
                    "is legal, so it must be made.",
                    {{"side", side}, {"square", square_or_unknown(m.square)}});
            case MessageId::CastlingBarred:
                return say(
                    l, "",
                    "{side} touched {piece} before the king: no castling with this rook on this "
                    "move, and the rook must be moved.",
                    {{"side", side}, {"piece", piece("accusative")}});
            case MessageId::CastlingStillBarred:
                return say(
                    l, "",
                    "{side} touched {piece} before the king, so castling with this rook is "
                    "barred on this move; no other touched piece can move, so any other legal "
                    "move may be made.",
                    {{"side", side}, {"piece", piece("accusative")}});
            case MessageId::MustMoveKing:
                return say(
                    l, "",
                    "{side} meant to castle, but castling on that side is illegal; another king "
                    "move must be made.",
                    {{"side", side}});
            case MessageId::AnyMoveKingStuck:
                return say(
                    l, "",
                    "{side} meant to castle, but castling is illegal and the king has no legal "
                    "move; any legal move may be made.",
                    {{"side", side}});
            default:
                return std::nullopt;
        }
    }

    // When no touched piece can move, or several were touched at once.
    std::optional<std::string> several_or_none() const {
        switch (m.id) {
            case MessageId::NoTouchedPieceMovable:
                return say(
                    l, "",
                    "None of the pieces {side} touched can be moved or captured; any legal move "
                    "may be made.",
                    {{"side", side}});
            case MessageId::MustMoveOneOf:
                return say(
                    l, "",
                    "{side} touched {squares} at the same moment; one of them must be moved.",
                    {{"side", side}, {"squares", detail}});
            case MessageId::SeveralAtOnce:
                return say(
                    l, "",
                    "{side} touched {squares} at the same moment; the arbiter cannot tell which "
                    "was first, so either may be moved.",
                    {{"side", side}, {"squares", detail}});
            default:
                return std::nullopt;
        }
    }

    // Touches and adjustments noted, and those that bind nothing.
    std::optional<std::string> touch_noted() const {
        switch (m.id) {
            case MessageId::TouchedPiece:
                return say(l, "", "{side} touched {piece}.",
                           {{"side", side}, {"piece", piece("accusative")}});
            case MessageId::TouchOutOfTurn:
                return say(
                    l, "",
                    "{side} touched {piece} while not having the move; this binds to nothing.",
                    {{"side", side}, {"piece", piece("accusative")}});
            case MessageId::AdjustAnnounced:
                return say(l, "",
                           "{side} announced the adjustment first; adjusting binds to nothing.",
                           {{"side", side}});
            case MessageId::AdjustOutOfTurn:
                return say(l, "",
                           "{side} adjusted a piece while {opponent} has the move; only the player "
                           "having the move may adjust.",
                           {{"side", side}, {"opponent", opponent}});
            case MessageId::AccidentalTouch:
                return say(l, "",
                           "{side}'s contact with {piece} was accidental; it binds to nothing.",
                           {{"side", side}, {"piece", piece("dative")}});
            case MessageId::PieceDisplaced:
                return say(
                    l, "",
                    "{side} displaced {piece} while not having the move; it is no part of "
                    "{opponent}'s move, and {side} must put it back.",
                    {{"side", side}, {"piece", piece("accusative")}, {"opponent", opponent}});
            default:
                return std::nullopt;
        }
    }

    // Moves made: released pieces that stay, moves not permitted or
    // changed, the promotion chosen, the second hand.
    std::optional<std::string> fixes_and_moves() const {
        switch (m.id) {
            case MessageId::MoveNotPermitted:
                return say(l, "",
                           "{side} played {move}, which the touch-move rule does not permit.",
                           {{"side", side}, {"move", localized_san(l, detail)}});
            case MessageId::ReleasedFixed:
                return say(l, "", "{side} released {piece}; {it} must stay there.",
                           {{"side", side}, {"piece", piece("accusative")}, {"it", it()}});
            case MessageId::FixedPieceMoved:
                return say(l, "",
                           "{side} moved {piece} again after releasing it on {square} as part of "
                           "a legal move; {it} had to stay on {square}.",
                           {{"side", side},
                            {"piece",
                             piece_phrase(l, "accusative", DefinitePieces, m.piece, std::nullopt)},
                            {"it", it()},
                            {"square", square_or_unknown(m.other_square)}});
            case MessageId::CompletedMoveChanged:
                return say(
                    l, "",
                    "{side} changed the move made with {piece} to {square} into {move}; a "
                    "move made must stand.",
                    {{"side", side},
                     {"piece", piece_phrase(l, "dative", DefinitePieces, m.piece, std::nullopt)},
                     {"square", square_or_unknown(m.other_square)},
                     {"move", localized_san(l, detail)}});
            case MessageId::SecondHand:
                return say(
                    l, "",
                    "{side} used a second hand for this move; a move must be made with one hand.",
                    {{"side", side}});
            case MessageId::TwoHandedMovePressed:
                return say(l, "",
                           "{side} pressed the clock after a move made with two hands, which is "
                           "penalised as an illegal move; the move stands.",
                           {{"side", side}});
            case MessageId::PromotionChosen:
                return say(l, "", "{side} put {piece} on {square}; the choice of piece is final.",
                           {{"side", side},
                            {"piece",
                             piece_phrase(l, "accusative", DefinitePieces, m.piece, std::nullopt)},
                            {"square", square_or_unknown(m.square)}});
            default:
                return std::nullopt;
        }
    }

    // The clock pressed, illegal moves and the positions reinstated, turns
    // passed and refused actions.
    std::optional<std::string> clock_and_illegal() const {
        switch (m.id) {
            case MessageId::IllegalMoveMade:
                return say(l, "", "{side} pressed the clock after an illegal move{detail}",
                           {{"side", side}, {"detail", detail}});
            case MessageId::NoMoveMade:
                return say(l, "", "{side} pressed the clock without making a move.",
                           {{"side", side}});
            case MessageId::PawnNotReplaced:
                return say(
                    l, "", "{side} did not replace the pawn on {square}{detail}",
                    {{"side", side}, {"square", square_or_unknown(m.square)}, {"detail", detail}});
            case MessageId::PositionReinstated:
                return say(l, "",
                           "The position before {move} is reinstated; {side} is to move and the "
                           "touches of that turn still bind.",
                           {{"side", side}, {"move", localized_san(l, detail)}});
            case MessageId::ClockNotRunning:
                return say(l, "",
                           "{side} pressed the clock while it was not running; nothing changes.",
                           {{"side", side}});
            case MessageId::EnforcedRefusal:
                return say(l, "", "Refused: the action would break the rules.");
            case MessageId::IllegalMoveSeen:
                return say(l, "",
                           "{side} made an illegal move and {opponent} has touched a piece since; "
                           "the position before it is reinstated.",
                           {{"side", side}, {"opponent", opponent}});
            default:
                return std::nullopt;
        }
    }

    // Claims of a breach and their outcome.
    std::optional<std::string> claims() const {
        switch (m.id) {
            case MessageId::ClaimUpheld:
                return say(l, "", "{side}'s claim is upheld: {opponent} broke Article {articles}.",
                           {{"side", side}, {"opponent", opponent}, {"articles", detail}});
            case MessageId::ClaimRejected:
                return say(
                    l, "",
                    "{side}'s claim is rejected: {opponent} broke no rule of Article 4 that can "
                    "be claimed now.",
                    {{"side", side}, {"opponent", opponent}});
            case MessageId::ClaimForfeited:
                return say(
                    l, "",
                    "{side} has lost the right to claim by touching a piece after the breach.",
                    {{"side", side}});
            case MessageId::ClaimTooLate:
                return say(l, "",
                           "{side} claims too late: {side}'s own move has been made since the "
                           "breach.",
                           {{"side", side}});
            default:
                return std::nullopt;
        }
    }

    // The end of the game.
    std::optional<std::string> game_end() const {
        switch (m.id) {
            case MessageId::Checkmated:
                return say(l, "", "{side} is checkmated: the game is over.", {{"side", side}});
            case MessageId::Stalemated:
                return say(l, "", "{side} is stalemated: the game is over, drawn.",
                           {{"side", side}});
            case MessageId::LostByIllegalMoves:
                return say(l, "",
                           "{side} has lost the game by a second illegal move: the game is over.",
                           {{"side", side}});
            case MessageId::DrawnByIllegalMoves:
                return say(
                    l, "",
                    "{side} made a second illegal move, but {opponent} could not have mated: "
                    "the game is over, drawn.",
                    {{"side", side}, {"opponent", opponent}});
            default:
                return std::nullopt;
        }
    }
};

// The message's own sentence, without the note of a reading: the first
// family that knows the message's id writes it.
// The message in words: its family's function says it. A switch without
// a default, so that the compiler names a MessageId that has no sentence.
std::string sentence(const Message& m, Language language) {
    const Sentences s(m, language);
    std::optional<std::string> text;
    switch (m.id) {
        case MessageId::MustMoveTouched:
        case MessageId::MustCaptureTouched:
        case MessageId::MustCaptureWith:
            text = s.touched_piece();
            break;
        case MessageId::MustCastle:
        case MessageId::CastlingBarred:
        case MessageId::CastlingStillBarred:
        case MessageId::MustMoveKing:
        case MessageId::AnyMoveKingStuck:
            text = s.castling();
            break;
        case MessageId::NoTouchedPieceMovable:
        case MessageId::MustMoveOneOf:
        case MessageId::SeveralAtOnce:
            text = s.several_or_none();
            break;
        case MessageId::TouchedPiece:
        case MessageId::TouchOutOfTurn:
        case MessageId::AdjustAnnounced:
        case MessageId::AdjustOutOfTurn:
        case MessageId::AccidentalTouch:
        case MessageId::PieceDisplaced:
            text = s.touch_noted();
            break;
        case MessageId::MoveNotPermitted:
        case MessageId::ReleasedFixed:
        case MessageId::FixedPieceMoved:
        case MessageId::CompletedMoveChanged:
        case MessageId::SecondHand:
        case MessageId::TwoHandedMovePressed:
        case MessageId::PromotionChosen:
            text = s.fixes_and_moves();
            break;
        case MessageId::IllegalMoveMade:
        case MessageId::NoMoveMade:
        case MessageId::PawnNotReplaced:
        case MessageId::PositionReinstated:
        case MessageId::ClockNotRunning:
        case MessageId::EnforcedRefusal:
        case MessageId::IllegalMoveSeen:
            text = s.clock_and_illegal();
            break;
        case MessageId::ClaimUpheld:
        case MessageId::ClaimRejected:
        case MessageId::ClaimForfeited:
        case MessageId::ClaimTooLate:
            text = s.claims();
            break;
        case MessageId::Checkmated:
        case MessageId::Stalemated:
        case MessageId::LostByIllegalMoves:
        case MessageId::DrawnByIllegalMoves:
            text = s.game_end();
            break;
    }
    return text.value_or("");
}

}  // namespace

std::string render(const Message& m, Language language) {
    std::string text = sentence(m, language);
    if (m.reading) {
        text += ' ';
        text += translate(language, "",
                          "(The text of the Laws is silent here; this follows the reading of the "
                          "FIDE Arbiters' Manual.)");
    }
    return text;
}

std::string render(const arbiter::Ruling& r, Language language) {
    std::string text = render(r.message, language);
    if (!r.sanction)
        return text;
    const arbiter::Sanction& sanction = *r.sanction;
    text += ' ';
    if (sanction.kind == arbiter::Sanction::Kind::Loss) {
        text += say(language, "", "{side} loses the game.",
                    {{"side", side_name(language, sanction.side)}});
    } else if (sanction.seconds % 60 == 0) {
        text += say(language, "", "{side} receives {minutes} extra minutes.",
                    {{"side", side_name(language, sanction.side)},
                     {"minutes", std::to_string(sanction.seconds / 60)}});
    } else {
        text += say(language, "", "{side} receives {seconds} extra seconds.",
                    {{"side", side_name(language, sanction.side)},
                     {"seconds", std::to_string(sanction.seconds)}});
    }
    return text;
}

}  // namespace touchmove::io
