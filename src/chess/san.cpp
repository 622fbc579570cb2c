#include "touchmove/chess/san.h"

#include <array>
#include <cstdint>

#include "attacks.h"
#include "movegen_impl.h"
#include "touchmove/chess/movegen.h"

namespace touchmove::chess {

// ---------------------------------------------------------------- parsing

namespace {

// What makes a text no SAN. The parser reports only this and where, so that
// reading a game's moves builds no message; syntax_error() words it.
enum class Fault : std::uint8_t {
    None,
    Empty,
    TooLong,
    OnlySuffixes,       // "+", "!?"
    NoDestination,      // fewer than two characters left for the square
    NotASquare,         // the two characters at `at`
    NotPromotionPiece,  // the letter at `at`
    Unexpected,         // the character at `at`
    OnlyPawnPromotes,
};

struct ParseResult {
    Fault fault = Fault::None;
    std::size_t at = 0;  // the index of the first character at fault
};

// The upper-case piece letters (P N B R Q K) to the piece type + 1, else 0:
// a table rather than a switch, since a move's piece letter is unpredictable.
constexpr std::array<std::uint8_t, 128> PieceLetters = [] {
    std::array<std::uint8_t, 128> t{};
    for (int i = 0; i < NumPieceTypes; ++i)
        t[static_cast<unsigned char>(to_char(piece_type_at(i)))] = static_cast<std::uint8_t>(i + 1);
    return t;
}();

std::optional<PieceType> piece_letter(char c) {
    const auto u = static_cast<unsigned char>(c);
    const int letter = u < PieceLetters.size() ? PieceLetters[u] : 0;
    if (letter == 0)
        return std::nullopt;
    return piece_type_at(letter - 1);
}

bool is_promotion_piece(std::optional<PieceType> p) {
    return p && *p != PieceType::Pawn && *p != PieceType::King;
}

// The classes of the characters SAN is made of, looked up once per
// character (a table rather than chains of comparisons).
enum : std::uint8_t {
    Suffix = 1,          // '+', '#', '!', '?': a check or mate mark, or an annotation glyph
    FileLetter = 2,      // 'a' to 'h'
    RankDigit = 4,       // '1' to '8'
    CaptureMark = 8,     // 'x', ':', and '-' (of long forms such as "e2-e4")
    PromotionMark = 16,  // '=', '/'
    CastleStart = 32,    // 'O', '0', 'o'
};

constexpr std::array<std::uint8_t, 256> CharClasses = [] {
    std::array<std::uint8_t, 256> t{};
    for (unsigned char c : {'+', '#', '!', '?'})
        t[c] |= Suffix;
    for (unsigned char c = 'a'; c <= 'h'; ++c)
        t[c] |= FileLetter;
    for (unsigned char c = '1'; c <= '8'; ++c)
        t[c] |= RankDigit;
    for (unsigned char c : {'x', ':', '-'})
        t[c] |= CaptureMark;
    for (unsigned char c : {'=', '/'})
        t[c] |= PromotionMark;
    for (unsigned char c : {'O', '0', 'o'})
        t[c] |= CastleStart;
    return t;
}();

bool is(char c, std::uint8_t classes) {
    return (CharClasses[static_cast<unsigned char>(c)] & classes) != 0;
}

bool is_castle_text(std::string_view s, int parts) {
    // "O-O", "0-0", "O-O-O", "0-0-0" (and "o-o"); the letter and digit are not mixed.
    if (s.size() != static_cast<std::size_t>(parts * 2 - 1))
        return false;
    const char c = s[0];
    if (!is(c, CastleStart))
        return false;
    for (std::size_t i = 0; i < s.size(); ++i)
        if (s[i] != (i % 2 == 0 ? c : '-'))
            return false;
    return true;
}

// Reads the promotion at the end of s[0, i) ("=Q", "Q", "/Q", "(Q)", and
// "=q", "/q"), if there is one, and moves i before it.
ParseResult read_promotion(std::string_view s, std::size_t& i, San& san) {
    const char last = s[i - 1];
    if (last == ')') {
        if (i < 3 || s[i - 3] != '(')
            return {Fault::Unexpected, i - 1};
        san.promotion = piece_letter(s[i - 2]);
        if (!is_promotion_piece(san.promotion))
            return {Fault::NotPromotionPiece, i - 2};
        i -= 3;
        return {};
    }
    const bool after_mark = i >= 2 && is(s[i - 2], PromotionMark);
    if ((last >= 'A' && last <= 'Z') || (after_mark && last >= 'a' && last <= 'z')) {
        san.promotion = piece_letter(static_cast<char>(last & ~0x20));
        if (!is_promotion_piece(san.promotion))
            return {Fault::NotPromotionPiece, i - 1};
        i -= after_mark ? 2 : 1;
    }
    return {};
}

// The SAN parser. Reads from the right: suffixes, promotion, destination,
// capture mark, origin, piece.
ParseResult parse(std::string_view text, San& san) {
    if (text.empty())
        return {Fault::Empty};
    if (text.size() > MaxSanLength)
        return {Fault::TooLong, MaxSanLength};
    std::size_t i = text.size();
    while (i > 0 && is(text[i - 1], Suffix))
        --i;
    if (i == 0)
        return {Fault::OnlySuffixes};
    san = San{};
    if (is(text[0], CastleStart)) {
        const std::string_view s = text.substr(0, i);
        if (is_castle_text(s, 2) || is_castle_text(s, 3)) {
            san.kind = s.size() == 3 ? San::Kind::CastleKingside : San::Kind::CastleQueenside;
            san.piece = PieceType::King;
            return {};
        }
    }
    // Most moves end in the destination's rank, and have no promotion.
    if (!is(text[i - 1], RankDigit))
        if (const ParseResult r = read_promotion(text, i, san); r.fault != Fault::None)
            return r;
    if (i < 2)
        return {Fault::NoDestination};
    const char to_file = text[i - 2];
    const char to_rank = text[i - 1];
    if (!is(to_file, FileLetter) || !is(to_rank, RankDigit))
        return {Fault::NotASquare, i - 2};
    san.to = make_square(file_at(to_file - 'a'), rank_at(to_rank - '1'));
    i -= 2;
    if (i > 0 && is(text[i - 1], CaptureMark)) {
        san.capture = text[i - 1] != '-';
        --i;
    }
    if (i > 0 && is(text[i - 1], RankDigit))
        san.from_rank = rank_at(text[--i] - '1');
    if (i > 0 && is(text[i - 1], FileLetter))
        san.from_file = file_at(text[--i] - 'a');
    if (i > 0) {
        const auto piece = piece_letter(text[i - 1]);
        if (!piece)
            return {Fault::Unexpected, i - 1};
        san.piece = *piece;
        --i;
    }
    if (i != 0)
        return {Fault::Unexpected, i - 1};
    if (san.promotion && san.piece != PieceType::Pawn)
        return {Fault::OnlyPawnPromotes};
    return {};
}

[[gnu::cold]] SanError syntax_error(std::string_view text, ParseResult r) {
    const auto quoted = [&](std::size_t n) {
        return "'" + std::string(text.substr(r.at, n)) + "'";
    };
    std::string message;
    switch (r.fault) {
        case Fault::None:
            break;
        case Fault::Empty:
            message = "empty move";
            break;
        case Fault::TooLong:
            message = "move longer than " + std::to_string(MaxSanLength) + " characters";
            break;
        case Fault::OnlySuffixes:
            message = "expected a move, found '" + std::string(text) + "'";
            break;
        case Fault::NoDestination:
            message = "expected a destination square in '" + std::string(text) + "'";
            break;
        case Fault::NotASquare:
            message = quoted(2) + " is not a square";
            break;
        case Fault::NotPromotionPiece:
            message = quoted(1) + " is not a promotion piece";
            break;
        case Fault::Unexpected:
            message = "unexpected " + quoted(1);
            break;
        case Fault::OnlyPawnPromotes:
            message = "only a pawn can promote";
            break;
    }
    return SanError{SanErrorKind::Syntax, static_cast<int>(r.at) + 1, std::move(message)};
}

}  // namespace

Expected<San, SanError> parse_san(std::string_view text) {
    San san;
    if (const ParseResult r = parse(text, san); r.fault != Fault::None)
        return Unexpected{syntax_error(text, r)};
    return san;
}

// ---------------------------------------------------------------- resolving

namespace {

// Whether a move other than the king's leaves its own king safe. Afterwards
// only the enemy pieces that could attack the king's square matter: the
// knights and pawns that attack it, and the sliders on a line through it
// (on an empty board), which check it when nothing stands between. The
// enemy king never can. These are found once for all the candidates.
class KingSafety {
public:
    explicit KingSafety(const Position& pos) : king_(pos.king_square(pos.side_to_move())) {
        using enum PieceType;
        leapers_ = (attacks::knight(king_) & pos.pieces(Knight)) |
                   (attacks::pawn(pos.side_to_move(), king_) & pos.pieces(Pawn));
        sliders_ = (attacks::bishop_pseudo(king_) & (pos.pieces(Bishop) | pos.pieces(Queen))) |
                   (attacks::rook_pseudo(king_) & (pos.pieces(Rook) | pos.pieces(Queen)));
    }

    // True when no enemy piece attacks the king after the move, given the
    // squares occupied and the enemy pieces left then.
    bool safe_after(Bitboard occupied, Bitboard enemies) const {
        if ((leapers_ & enemies).any())
            return false;
        for (Square s : sliders_& enemies)
            if ((attacks::between(king_, s) & occupied).empty())
                return false;
        return true;
    }

private:
    Square king_;
    Bitboard leapers_;  // of both colours; the caller's `enemies` picks
    Bitboard sliders_;
};

// The squares of the pawns that may make the pawn move `san` names, their
// king's safety aside; `en_passant` gets those that take en passant. A
// pawn's capture names the file it comes from ("exd5"): "d5" is a push, and
// no push goes to an occupied square.
Bitboard pawn_origins(const Position& pos, const San& san, Bitboard& en_passant) {
    const Color us = pos.side_to_move();
    const Bitboard pawns = pos.pieces(us, PieceType::Pawn);
    const int rank = to_index(relative_rank(us, rank_of(san.to)));
    if (san.promotion.has_value() != (rank == 7))
        return {};
    if (pos.piece_on(san.to) != Piece::None)
        return san.from_file ? attacks::pawn(~us, san.to) & pawns : Bitboard();
    if (pos.en_passant_square() == san.to && san.from_file)
        en_passant = attacks::pawn(~us, san.to) & pawns;
    if (rank < 2)
        return {};
    const int back = us == Color::White ? -8 : 8;
    const Square behind = offset(san.to, back);
    if (pawns.contains(behind))
        return Bitboard(behind);
    const Square start = offset(behind, back);
    if (rank == 3 && pos.piece_on(behind) == Piece::None && pawns.contains(start))
        return Bitboard(start);
    return {};
}

// The castling to the side named, if it is legal (1, and `found` set),
// else 0; the move generator's rules.
int count_castlings(const Position& pos, bool kingside, Move& found) {
    const Color us = pos.side_to_move();
    const Square king = pos.king_square(us);
    if (pos.is_check())
        return 0;
    for (Square rook : pos.castling_rights() & Bitboard::rank(relative_rank(us, Rank::R1))) {
        if ((rook > king) == kingside && movegen::may_castle(pos, king, rook)) {
            found = Move::castle(king, rook);
            return 1;
        }
    }
    return 0;
}

// The legal moves of `pos` that `san` names: how many, and one of them in
// `found`. The candidates are the pieces of the kind named that reach the
// destination, each tested for leaving its king safe; no move is listed.
int count_matches(const San& san, const Position& pos, Move& found) {
    using enum PieceType;
    if (san.kind != San::Kind::Normal)
        return count_castlings(pos, san.kind == San::Kind::CastleKingside, found);
    const Color us = pos.side_to_move();
    const Color them = ~us;
    const Square to = san.to;
    const Piece target = pos.piece_on(to);
    if (target != Piece::None && color_of(target) == us)
        return 0;
    const Bitboard occupied = pos.occupied();

    // The pieces of the kind named that reach `to` (attacks::piece_reach(),
    // not a switch on the kind, which is unpredictable), from where named.
    Bitboard movers;
    Bitboard en_passant;
    if (san.piece == Pawn) {
        movers = pawn_origins(pos, san, en_passant);
    } else if (!san.promotion) {
        movers = attacks::piece_reach(san.piece, to, occupied) & pos.pieces(us, san.piece);
    }
    Bitboard origin = Bitboard::all();
    if (san.from_file)
        origin &= Bitboard::file(*san.from_file);
    if (san.from_rank)
        origin &= Bitboard::rank(*san.from_rank);
    movers &= origin;
    en_passant &= origin;

    // Each legal one counts.
    const KingSafety safety(pos);
    const std::optional<PieceType> captured =
        target != Piece::None ? std::optional<PieceType>(type_of(target)) : std::nullopt;
    int count = 0;
    for (Square from : movers) {
        const Bitboard vacated = occupied ^ Bitboard(from);
        const bool legal = san.piece == King ? pos.attackers_to(to, them, vacated).empty()
                                             : safety.safe_after(vacated | Bitboard(to),
                                                                 pos.pieces(them) & ~Bitboard(to));
        if (legal) {
            ++count;
            found = Move::normal(from, to, san.piece, captured, san.promotion);
        }
    }
    for (Square from : en_passant) {
        const Square victim = make_square(file_of(to), rank_of(from));
        const Bitboard after = (occupied ^ Bitboard(from) ^ Bitboard(victim)) | Bitboard(to);
        if (safety.safe_after(after, pos.pieces(them) & ~Bitboard(victim))) {
            ++count;
            found = Move::en_passant(from, to);
        }
    }
    return count;
}

// How a message names the move: the SAN as read, in its standard spelling.
std::string written(const San& san) {
    if (san.kind == San::Kind::CastleKingside)
        return "O-O";
    if (san.kind == San::Kind::CastleQueenside)
        return "O-O-O";
    std::string out;
    if (san.piece != PieceType::Pawn)
        out += to_char(san.piece);
    if (san.from_file)
        out += to_char(*san.from_file);
    if (san.from_rank)
        out += to_char(*san.from_rank);
    if (san.capture)
        out += 'x';
    out += to_string(san.to);
    if (san.promotion)
        out += std::string("=") + to_char(*san.promotion);
    return out;
}

// The error of a SAN that fits `matches` legal moves, not one.
[[gnu::cold]] SanError unresolved_error(const San& san, const Position& pos, int matches) {
    if (matches > 1)
        return SanError{SanErrorKind::Ambiguous, 1,
                        "'" + written(san) + "' fits " + std::to_string(matches) +
                            " legal moves; say which piece moves"};
    // A pawn's move that fits once a promotion piece is named.
    std::string why;
    if (san.kind == San::Kind::Normal && san.piece == PieceType::Pawn && !san.promotion) {
        San promoting = san;
        promoting.promotion = PieceType::Queen;
        Move unused;
        if (count_matches(promoting, pos, unused) > 0)
            why = " (the promotion piece is missing)";
    }
    return SanError{SanErrorKind::Illegal, 1,
                    "'" + written(san) + "' is not a legal move for " +
                        std::string(to_string(pos.side_to_move())) + why};
}

}  // namespace

Expected<Move, SanError> San::resolve(const Position& pos) const {
    Move found;
    const int matches = count_matches(*this, pos, found);
    if (matches != 1)
        return Unexpected{unresolved_error(*this, pos, matches)};
    return found;
}

Expected<Move, SanError> parse_san_move(const Position& pos, std::string_view text) {
    San san;
    if (const ParseResult r = parse(text, san); r.fault != Fault::None)
        return Unexpected{syntax_error(text, r)};
    return san.resolve(pos);
}

// Flattened: the parser and the resolver inlined, so that the San between
// them stays in registers (this runs for every move of a PGN file).
[[gnu::flatten]] int count_san_moves(const Position& pos, std::string_view text, Move& found) {
    San san;
    if (parse(text, san).fault != Fault::None)
        return -1;
    return count_matches(san, pos, found);
}

// ---------------------------------------------------------------- writing

namespace {

// The other pieces of m's kind that reach its square on the board: only
// their moves can clash with m in SAN (a pawn's never: it is named by file).
Bitboard rivals_of(const Position& pos, Move m) {
    if (m.is_castle() || m.piece() == PieceType::Pawn)
        return Bitboard();
    const Color us = pos.side_to_move();
    return pos.pieces(us, m.piece()) & ~Bitboard(m.from()) &
           attacks::of(m.piece(), us, m.to(), pos.occupied());
}

// The legal moves of m's rivals to its square: all that SAN needs to look
// at, and usually none to generate.
MoveList rival_moves(const Position& pos, Move m) {
    const Bitboard rivals = rivals_of(pos, m);
    return rivals.any() ? legal_moves_between(pos, rivals, Bitboard(m.to())) : MoveList();
}

// `legal` holds at least the legal moves of m's rivals to its square.
std::string without_suffix(const Position& pos, Move m, std::span<const Move> legal) {
    if (m.is_castle())
        return m.is_kingside_castle() ? "O-O" : "O-O-O";
    char out[MaxSanLength];
    std::size_t n = 0;
    auto square = [&](Square s) {
        out[n++] = to_char(file_of(s));
        out[n++] = to_char(rank_of(s));
    };
    if (m.piece() == PieceType::Pawn) {
        if (m.is_capture()) {
            out[n++] = to_char(file_of(m.from()));
            out[n++] = 'x';
        }
    } else {
        out[n++] = to_char(m.piece());
        // Disambiguate by file if that suffices, else by rank, else both.
        // Only a rival can clash (the usual case is none, and then the
        // legal moves need no look).
        bool clash = false, same_file = false, same_rank = false;
        for (Move o : rivals_of(pos, m).any() ? legal : std::span<const Move>()) {
            if (o.piece() != m.piece() || o.to() != m.to() || o.from() == m.from() || o.is_castle())
                continue;
            clash = true;
            same_file = same_file || file_of(o.from()) == file_of(m.from());
            same_rank = same_rank || rank_of(o.from()) == rank_of(m.from());
        }
        if (clash) {
            if (!same_file) {
                out[n++] = to_char(file_of(m.from()));
            } else if (!same_rank) {
                out[n++] = to_char(rank_of(m.from()));
            } else {
                square(m.from());
            }
        }
        if (m.is_capture())
            out[n++] = 'x';
    }
    square(m.to());
    if (auto p = m.promotion()) {
        out[n++] = '=';
        out[n++] = to_char(*p);
    }
    return std::string(out, n);
}

}  // namespace

std::string to_san_without_suffix(const Position& pos, Move m) {
    return without_suffix(pos, m, rival_moves(pos, m));
}

std::string to_san(const Position& pos, Move m) {
    return to_san(pos, m, rival_moves(pos, m));
}

std::string to_san(const Position& pos, Move m, std::span<const Move> legal) {
    return to_san(pos, m, legal, pos.play(m));
}

std::string to_san(const Position& pos, Move m, std::span<const Move> legal,
                   const Position& after) {
    std::string out = without_suffix(pos, m, legal);
    if (after.is_check())
        out += has_legal_move(after) ? '+' : '#';
    return out;
}

}  // namespace touchmove::chess
