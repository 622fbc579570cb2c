#include "touchmove/chess/uci.h"

#include "touchmove/chess/movegen.h"

namespace touchmove::chess {

std::string to_uci(const Move& m, bool chess960) {
    Square to = m.is_castle() && !chess960 ? m.king_to() : m.to();
    char s[MaxUciLength] = {to_char(file_of(m.from())), to_char(rank_of(m.from())),
                            to_char(file_of(to)), to_char(rank_of(to))};
    std::size_t n = 4;
    if (auto p = m.promotion())
        s[n++] = static_cast<char>(to_char(*p) - 'A' + 'a');
    return std::string(s, n);
}

Expected<UciMove, UciError> parse_uci(std::string_view text) {
    auto fail = [](int column, std::string message) {
        return Unexpected{UciError{UciErrorKind::Syntax, column, std::move(message)}};
    };
    if (text.size() < 4 || text.size() > MaxUciLength)
        return fail(1, "expected a UCI move such as e2e4 or e7e8q, found '" +
                           std::string(text.substr(0, 16)) + "'");
    auto from = parse_square(text.substr(0, 2));
    if (!from)
        return fail(1, "'" + std::string(text.substr(0, 2)) + "' is not a square");
    auto to = parse_square(text.substr(2, 2));
    if (!to)
        return fail(3, "'" + std::string(text.substr(2, 2)) + "' is not a square");
    UciMove move{*from, *to, std::nullopt};
    if (text.size() == 5) {
        auto p = parse_piece_type(text[4]);
        if (!p || *p == PieceType::Pawn || *p == PieceType::King || text[4] < 'a')
            return fail(5,
                        "'" + std::string(1, text[4]) + "' is not a promotion piece (q, r, b, n)");
        move.promotion = p;
    }
    return move;
}

Expected<Move, UciError> UciMove::resolve(const Position& pos) const {
    for (Move m : legal_moves_from(pos, from)) {
        if (m.promotion() != promotion)
            continue;
        if (m.to() == to || (m.is_castle() && !pos.is_chess960() && m.king_to() == to))
            return m;
    }
    std::string text = to_string(from) + to_string(to);
    if (promotion)
        text += static_cast<char>(to_char(*promotion) - 'A' + 'a');
    return Unexpected{UciError{UciErrorKind::Illegal, 1,
                               "'" + text + "' is not a legal move in " + pos.to_fen()}};
}

Expected<Move, UciError> parse_uci_move(const Position& pos, std::string_view text) {
    auto parsed = parse_uci(text);
    if (!parsed)
        return Unexpected{parsed.error()};
    return parsed->resolve(pos);
}

}  // namespace touchmove::chess
