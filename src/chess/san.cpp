#include "touchmove/chess/san.h"

#include "attacks.h"
#include "touchmove/chess/movegen.h"

namespace touchmove::chess {

namespace {

Unexpected<SanError> syntax(int column, std::string message) {
    return Unexpected{SanError{SanErrorKind::Syntax, column, std::move(message)}};
}

bool is_castle_text(std::string_view s, int parts) {
    // "O-O", "0-0", "O-O-O", "0-0-0" (and "o-o"); the letter and digit are not mixed.
    if (s.size() != static_cast<std::size_t>(parts * 2 - 1))
        return false;
    char c = s[0];
    if (c != 'O' && c != '0' && c != 'o')
        return false;
    for (std::size_t i = 0; i < s.size(); ++i)
        if (s[i] != (i % 2 == 0 ? c : '-'))
            return false;
    return true;
}

}  // namespace

Expected<San, SanError> parse_san(std::string_view text) {
    if (text.empty())
        return syntax(1, "empty move");
    if (text.size() > MaxSanLength)
        return syntax(static_cast<int>(MaxSanLength) + 1,
                      "move longer than " + std::to_string(MaxSanLength) + " characters");
    // Drop the check/mate suffix and annotation glyphs ("+", "#", "!", "?").
    std::size_t end = text.size();
    while (end > 0 && (text[end - 1] == '+' || text[end - 1] == '#' || text[end - 1] == '!' ||
                       text[end - 1] == '?'))
        --end;
    std::string_view s = text.substr(0, end);
    if (s.empty())
        return syntax(1, "expected a move, found '" + std::string(text) + "'");

    San san;
    if (is_castle_text(s, 2)) {
        san.kind = San::Kind::CastleKingside;
        san.piece = PieceType::King;
        return san;
    }
    if (is_castle_text(s, 3)) {
        san.kind = San::Kind::CastleQueenside;
        san.piece = PieceType::King;
        return san;
    }

    // Read from the right: promotion, destination, capture mark, origin, piece.
    std::size_t i = s.size();
    auto column = [&](std::size_t index) { return static_cast<int>(index) + 1; };
    if (i >= 1 && s[i - 1] == ')') {
        // "e8(Q)"
        if (i < 3 || s[i - 3] != '(')
            return syntax(column(i - 1), "unexpected ')'");
        auto p = parse_piece_type(s[i - 2]);
        if (!p || s[i - 2] < 'A' || s[i - 2] > 'Z' || *p == PieceType::Pawn ||
            *p == PieceType::King)
            return syntax(column(i - 2),
                          std::string("'") + s[i - 2] + "' is not a promotion piece");
        san.promotion = p;
        i -= 3;
    } else if ((i >= 1 && s[i - 1] >= 'A' && s[i - 1] <= 'Z') ||
               (i >= 2 && (s[i - 2] == '=' || s[i - 2] == '/') && s[i - 1] >= 'a' &&
                s[i - 1] <= 'z')) {
        // "e8=Q", "e8/Q", "e8Q"; after '=' or '/' also lower case ("e8=q")
        auto p = parse_piece_type(static_cast<char>(s[i - 1] & ~0x20));
        if (!p || *p == PieceType::Pawn || *p == PieceType::King)
            return syntax(column(i - 1),
                          std::string("'") + s[i - 1] + "' is not a promotion piece");
        san.promotion = p;
        --i;
        if (i >= 1 && (s[i - 1] == '=' || s[i - 1] == '/'))
            --i;
    }
    if (i < 2)
        return syntax(1, "expected a destination square in '" + std::string(text) + "'");
    auto to = parse_square(s.substr(i - 2, 2));
    if (!to)
        return syntax(column(i - 2), "'" + std::string(s.substr(i - 2, 2)) + "' is not a square");
    san.to = *to;
    i -= 2;
    if (i >= 1 && (s[i - 1] == 'x' || s[i - 1] == ':' || s[i - 1] == '-')) {
        san.capture = s[i - 1] != '-';
        --i;
    }
    if (i >= 1 && s[i - 1] >= '1' && s[i - 1] <= '8') {
        san.from_rank = parse_rank(s[i - 1]);
        --i;
    }
    if (i >= 1 && s[i - 1] >= 'a' && s[i - 1] <= 'h') {
        san.from_file = parse_file(s[i - 1]);
        --i;
    }
    if (i >= 1) {
        auto p = parse_piece_type(s[i - 1]);
        if (!p || s[i - 1] < 'A' || s[i - 1] > 'Z')
            return syntax(column(i - 1), std::string("unexpected '") + s[i - 1] + "'");
        san.piece = *p;
        --i;
    }
    if (i != 0)
        return syntax(column(i - 1), std::string("unexpected '") + s[i - 1] + "'");
    if (san.promotion && san.piece != PieceType::Pawn)
        return syntax(1, "only a pawn can promote");
    return san;
}

Expected<Move, SanError> San::resolve(const Position& pos) const {
    std::optional<Move> found;
    int matches = 0;
    bool promotion_missing = false;
    for (Move m : legal_moves(pos)) {
        if (kind != Kind::Normal) {
            if (!m.is_castle() || m.is_kingside_castle() != (kind == Kind::CastleKingside))
                continue;
        } else {
            if (m.is_castle() || m.piece() != piece || m.to() != to)
                continue;
            if (from_file && file_of(m.from()) != *from_file)
                continue;
            if (from_rank && rank_of(m.from()) != *from_rank)
                continue;
            // A pawn's capture names the file it comes from ("exd5").
            if (piece == PieceType::Pawn && m.is_capture() && !from_file)
                continue;
            if (m.promotion() != promotion) {
                promotion_missing = promotion_missing || (!promotion && m.is_promotion());
                continue;
            }
        }
        found = m;
        ++matches;
    }
    if (matches == 1)
        return *found;
    std::string self;
    if (kind == Kind::CastleKingside) {
        self = "O-O";
    } else if (kind == Kind::CastleQueenside) {
        self = "O-O-O";
    } else {
        if (piece != PieceType::Pawn)
            self += to_char(piece);
        if (from_file)
            self += to_char(*from_file);
        if (from_rank)
            self += to_char(*from_rank);
        if (capture)
            self += 'x';
        self += to_string(to);
        if (promotion)
            self += std::string("=") + to_char(*promotion);
    }
    if (matches > 1)
        return Unexpected{SanError{SanErrorKind::Ambiguous, 1,
                                   "'" + self + "' fits " + std::to_string(matches) +
                                       " legal moves; say which piece moves"}};
    std::string why = promotion_missing ? " (the promotion piece is missing)" : "";
    return Unexpected{SanError{SanErrorKind::Illegal, 1,
                               "'" + self + "' is not a legal move for " +
                                   std::string(to_string(pos.side_to_move())) + why}};
}

Expected<Move, SanError> parse_san_move(const Position& pos, std::string_view text) {
    auto san = parse_san(text);
    if (!san)
        return Unexpected{san.error()};
    return san->resolve(pos);
}

namespace {

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
        // Only another piece of the kind that reaches the square can clash
        // (the usual case is none, and then the legal moves need no look).
        const Color us = pos.side_to_move();
        const Bitboard rivals = pos.pieces(us, m.piece()) & ~Bitboard(m.from()) &
                                attacks::of(m.piece(), us, m.to(), pos.occupied());
        bool clash = false, same_file = false, same_rank = false;
        for (Move o : rivals.any() ? legal : std::span<const Move>()) {
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
    MoveList legal = legal_moves(pos);
    return without_suffix(pos, m, legal);
}

std::string to_san(const Position& pos, Move m) {
    MoveList legal = legal_moves(pos);
    return to_san(pos, m, legal);
}

std::string to_san(const Position& pos, Move m, std::span<const Move> legal) {
    return to_san(pos, m, legal, pos.play(m));
}

std::string to_san(const Position& pos, Move m, std::span<const Move> legal,
                   const Position& after) {
    std::string out = without_suffix(pos, m, legal);
    if (after.is_check())
        out += count_legal_moves(after) == 0 ? '#' : '+';
    return out;
}

}  // namespace touchmove::chess
