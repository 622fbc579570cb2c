#include "touchmove/chess/fen.h"

#include <charconv>
#include <vector>

namespace touchmove::chess {

std::string_view to_string(FenField field) {
    switch (field) {
        case FenField::Board:
            return "board";
        case FenField::SideToMove:
            return "side to move";
        case FenField::Castling:
            return "castling";
        case FenField::EnPassant:
            return "en passant";
        case FenField::HalfmoveClock:
            return "halfmove clock";
        case FenField::FullmoveNumber:
            return "fullmove number";
    }
    return "?";
}

std::string FenError::to_string() const {
    return std::string(chess::to_string(field)) + " field, column " + std::to_string(column) +
           ": " + message;
}

namespace {

struct Token {
    std::string_view text;
    int column;  // 1-based
};

std::string quote(std::string_view s) {
    return "'" + std::string(s) + "'";
}

Unexpected<FenError> error(FenField field, int column, std::string message) {
    return Unexpected{FenError{field, column, std::move(message)}};
}

Expected<bool, FenError> parse_board(const Token& t, Setup& setup) {
    int rank = 7;
    int file = 0;
    for (std::size_t i = 0; i < t.text.size(); ++i) {
        char c = t.text[i];
        int column = t.column + static_cast<int>(i);
        if (c == '/') {
            if (file != 8)
                return error(FenField::Board, column,
                             "rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                                 " squares, not 8");
            if (rank == 0)
                return error(FenField::Board, column, "more than 8 ranks");
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8)
                return error(FenField::Board, column,
                             "rank " + std::to_string(rank + 1) + " has more than 8 squares");
        } else if (auto piece = parse_piece(c)) {
            if (file >= 8)
                return error(FenField::Board, column,
                             "rank " + std::to_string(rank + 1) + " has more than 8 squares");
            setup.board[rank * 8 + file] = *piece;
            ++file;
        } else {
            return error(FenField::Board, column,
                         "unexpected " + quote(std::string_view(&t.text[i], 1)) +
                             "; expected a piece letter, a digit 1-8 or '/'");
        }
    }
    int end = t.column + static_cast<int>(t.text.size());
    if (rank != 0)
        return error(FenField::Board, end, "only " + std::to_string(8 - rank) + " ranks, not 8");
    if (file != 8)
        return error(FenField::Board, end,
                     "rank 1 has " + std::to_string(file) + " squares, not 8");
    return true;
}

// Resolves K, Q (and lower case) to the outermost rook on that side of the
// king; when there is none, to the corner square, which validation rejects
// with a message about the missing rook.
Square resolve_castling_letter(const Setup& setup, Color c, bool kingside) {
    Rank back = relative_rank(c, Rank::R1);
    Piece king = make_piece(c, PieceType::King);
    Piece rook = make_piece(c, PieceType::Rook);
    int king_file = -1;
    for (int f = 0; f < 8; ++f)
        if (setup.piece_on(make_square(file_at(f), back)) == king)
            king_file = f;
    if (king_file >= 0) {
        if (kingside) {
            for (int f = 7; f > king_file; --f)
                if (setup.piece_on(make_square(file_at(f), back)) == rook)
                    return make_square(file_at(f), back);
        } else {
            for (int f = 0; f < king_file; ++f)
                if (setup.piece_on(make_square(file_at(f), back)) == rook)
                    return make_square(file_at(f), back);
        }
    }
    return make_square(kingside ? File::H : File::A, back);
}

}  // namespace

bool Setup::has_chess960_rights() const {
    for (Square r : castling_rights) {
        const Color c = rank_of(r) == Rank::R1 ? Color::White : Color::Black;
        const bool king_on_e =
            piece_on(make_square(File::E, rank_of(r))) == make_piece(c, PieceType::King);
        if (!king_on_e || (file_of(r) != File::A && file_of(r) != File::H))
            return true;
    }
    return false;
}

namespace {

Expected<bool, FenError> parse_castling(const Token& t, Setup& setup) {
    if (t.text == "-")
        return true;
    for (std::size_t i = 0; i < t.text.size(); ++i) {
        char c = t.text[i];
        int column = t.column + static_cast<int>(i);
        Color color = (c >= 'a' && c <= 'z') ? Color::Black : Color::White;
        char upper = color == Color::Black ? static_cast<char>(c - 'a' + 'A') : c;
        Square rook;
        if (upper == 'K' || upper == 'Q') {
            rook = resolve_castling_letter(setup, color, upper == 'K');
        } else if (upper >= 'A' && upper <= 'H') {
            rook = make_square(file_at(upper - 'A'), relative_rank(color, Rank::R1));
            setup.chess960 = true;
        } else {
            return error(FenField::Castling, column,
                         "unexpected " + quote(std::string_view(&t.text[i], 1)) +
                             "; expected '-' or letters from KQkq (or files A-H, a-h)");
        }
        if (setup.castling_rights.contains(rook))
            return error(
                FenField::Castling, column,
                "castling right " + quote(std::string_view(&t.text[i], 1)) + " given twice");
        setup.castling_rights |= rook;
    }
    // A right that standard chess cannot have makes the setup Chess960.
    setup.chess960 = setup.chess960 || setup.has_chess960_rights();
    return true;
}

Expected<int, FenError> parse_number(const Token& t, FenField field, int min, int max) {
    int value = 0;
    auto [end, ec] = std::from_chars(t.text.data(), t.text.data() + t.text.size(), value);
    if (ec == std::errc::result_out_of_range ||
        (ec == std::errc() && end == t.text.data() + t.text.size() && (value < min || value > max)))
        return error(
            field, t.column,
            quote(t.text) + " is out of range " + std::to_string(min) + ".." + std::to_string(max));
    if (ec != std::errc() || end != t.text.data() + t.text.size() || t.text[0] == '+' ||
        t.text[0] == '-')
        return error(field, t.column, "expected a number, found " + quote(t.text));
    return value;
}

}  // namespace

Expected<Setup, FenError> parse_fen(std::string_view text) {
    if (text.size() > MaxFenLength)
        return error(FenField::Board, static_cast<int>(MaxFenLength) + 1,
                     "FEN longer than " + std::to_string(MaxFenLength) + " characters");
    std::vector<Token> tokens;
    for (std::size_t i = 0; i < text.size();) {
        if (text[i] == ' ' || text[i] == '\t') {
            ++i;
            continue;
        }
        std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t')
            ++i;
        tokens.push_back({text.substr(start, i - start), static_cast<int>(start) + 1});
    }
    if (tokens.empty())
        return error(FenField::Board, 1, "empty FEN");
    if (tokens.size() > 6)
        return error(FenField::FullmoveNumber, tokens[6].column,
                     "unexpected " + quote(tokens[6].text) + " after the fullmove number");

    Setup setup;
    for (std::size_t i = 0; i < tokens.size(); ++i)
        setup.field_columns[i] = tokens[i].column;
    if (auto r = parse_board(tokens[0], setup); !r)
        return Unexpected{r.error()};

    int end_column = static_cast<int>(text.size()) + 1;
    if (tokens.size() < 2)
        return error(FenField::SideToMove, end_column, "missing side to move");
    const Token& side = tokens[1];
    if (side.text == "w") {
        setup.side_to_move = Color::White;
    } else if (side.text == "b") {
        setup.side_to_move = Color::Black;
    } else {
        return error(FenField::SideToMove, side.column,
                     "expected 'w' or 'b', found " + quote(side.text));
    }

    if (tokens.size() > 2)
        if (auto r = parse_castling(tokens[2], setup); !r)
            return Unexpected{r.error()};

    if (tokens.size() > 3 && tokens[3].text != "-") {
        auto sq = parse_square(tokens[3].text);
        if (!sq)
            return error(FenField::EnPassant, tokens[3].column,
                         "expected '-' or a square, found " + quote(tokens[3].text));
        setup.en_passant = sq;
    }
    if (tokens.size() > 4) {
        auto n = parse_number(tokens[4], FenField::HalfmoveClock, 0, 65535);
        if (!n)
            return Unexpected{n.error()};
        setup.halfmove_clock = *n;
    }
    if (tokens.size() > 5) {
        // 0 is common in the wild and read as 1.
        auto n = parse_number(tokens[5], FenField::FullmoveNumber, 0, 65535);
        if (!n)
            return Unexpected{n.error()};
        setup.fullmove_number = *n == 0 ? 1 : *n;
    }
    return setup;
}

std::string board_to_fen(const std::array<Piece, 64>& board) {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            Piece p = board[rank * 8 + file];
            if (p == Piece::None) {
                ++empty;
                continue;
            }
            if (empty)
                out += static_cast<char>('0' + empty);
            empty = 0;
            out += to_char(p);
        }
        if (empty)
            out += static_cast<char>('0' + empty);
        if (rank)
            out += '/';
    }
    return out;
}

}  // namespace touchmove::chess
