#include "touchmove/arbiter/messages.h"

namespace touchmove::arbiter {

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

namespace {

std::string side_name(Color c) {
    return c == Color::White ? "White" : "Black";
}
std::string other_name(Color c) {
    return side_name(~c);
}

// "the knight on g1"
std::string piece_on(std::optional<PieceType> p, std::optional<Square> s) {
    std::string out = "the ";
    out += p ? std::string(chess::to_name(*p)) : "piece";
    if (s)
        out += " on " + chess::to_string(*s);
    return out;
}

std::string english(const Message& m) {
    const std::string who = side_name(m.side);
    const std::string piece = piece_on(m.piece, m.square);
    switch (m.id) {
        case MessageId::MustMoveTouched:
            return who + " touched " + piece + " first; it can move, so it must be moved.";
        case MessageId::MustCaptureTouched:
            return who + " touched " + other_name(m.side) + "'s " + piece.substr(4) +
                   "; it can be captured, so it must be captured.";
        case MessageId::MustCaptureWith:
            return who + " touched " + piece + " and " + other_name(m.side) + "'s " +
                   piece_on(m.other_piece, m.other_square).substr(4) + "; the " +
                   std::string(m.piece ? chess::to_name(*m.piece) : "piece") + " must capture it.";
        case MessageId::MustCastle:
            return who + " touched the king and then the rook on " +
                   (m.square ? chess::to_string(*m.square) : std::string("?")) +
                   "; castling on that side is legal, so it must be made.";
        case MessageId::CastlingBarred:
            return who + " touched " + piece +
                   " before the king: no castling with this rook on this move, and the rook must "
                   "be moved.";
        case MessageId::MustMoveKing:
            return who +
                   " meant to castle, but castling on that side is illegal; another king move must "
                   "be made.";
        case MessageId::AnyMoveKingStuck:
            return who +
                   " meant to castle, but castling is illegal and the king has no legal move; any "
                   "legal move may be made.";
        case MessageId::NoTouchedPieceMovable:
            return "None of the pieces " + who +
                   " touched can be moved or captured; any legal move may be made.";
        case MessageId::SeveralAtOnce:
            return who + " touched " + m.text +
                   " at the same moment; the arbiter cannot tell which was first, so either may be "
                   "moved.";
        case MessageId::TouchedPiece:
            return who + " touched " + piece + ".";
        case MessageId::TouchOutOfTurn:
            return who + " touched " + piece + " while not having the move; this binds to nothing.";
        case MessageId::AdjustAnnounced:
            return who + " announced the adjustment first; adjusting binds to nothing.";
        case MessageId::AdjustOutOfTurn:
            return who + " adjusted a piece while " + other_name(m.side) +
                   " has the move; only the player having the move may adjust.";
        case MessageId::AccidentalTouch:
            return who + "'s contact with " + piece + " was accidental; it binds to nothing.";
        case MessageId::MoveNotPermitted:
            return who + " played " + m.text + ", which the touch-move rule does not permit.";
        case MessageId::ReleasedFixed:
            return who + " released " + piece + "; it must stay there.";
        case MessageId::FixedPieceMoved:
            return who + " released " + piece.substr(4) +
                   " on another square after letting go of it as part of a legal move; it had to "
                   "stay where it was released.";
        case MessageId::CompletedMoveChanged:
            return who + " changed a completed move into " + m.text + ".";
        case MessageId::SecondHand:
            return who + " used a second hand for this move; a move must be made with one hand.";
        case MessageId::IllegalMoveMade:
            return who +
                   " pressed the clock after an illegal move; the position before it is "
                   "reinstated.";
        case MessageId::NoMoveMade:
            return who + " pressed the clock without making a move.";
        case MessageId::PawnNotReplaced:
            return who + " pressed the clock without replacing the pawn on " +
                   (m.square ? chess::to_string(*m.square) : std::string("?")) + m.text;
        case MessageId::PositionReinstated:
            return "The position before " + m.text + " is reinstated; " + who +
                   " is to move and the touches of that turn still bind.";
        case MessageId::ClaimUpheld:
            return who + "'s claim is upheld: " + other_name(m.side) + " broke Article " + m.text +
                   ".";
        case MessageId::ClaimRejected:
            return who + "'s claim is rejected: " + other_name(m.side) +
                   " broke no rule of Article 4 that can be claimed now.";
        case MessageId::ClaimForfeited:
            return who + " has lost the right to claim by touching a piece after the breach.";
        case MessageId::ClockOutOfTurn:
            return who + " pressed the clock while not having the move; nothing changes.";
        case MessageId::PromotionChosen:
            return who + " put the " + std::string(m.piece ? chess::to_name(*m.piece) : "piece") +
                   " on " + (m.square ? chess::to_string(*m.square) : std::string("?")) +
                   "; the choice of piece is final.";
        case MessageId::EnforcedRefusal:
            return "Refused: the action would break the rules.";
        case MessageId::TurnPassed:
            return who + " acted after " + other_name(m.side) +
                   "'s completed move; without a clock the turn passes.";
    }
    return "";
}

}  // namespace

std::string render(const Message& m, Language language) {
    // German and Vietnamese catalogues are a later step; until then every
    // language falls back to English.
    (void)language;
    return english(m);
}

}  // namespace touchmove::arbiter
