#include "pretty.h"

#include <algorithm>
#include <array>
#include <vector>

#include "touchmove/chess/san.h"
#include "touchmove/chess/uci.h"

namespace touchmove::cli {

namespace {

std::string_view glyph(chess::Piece p) {
    static constexpr std::array<std::string_view, 6> white{"♙", "♘", "♗", "♖", "♕", "♔"};
    static constexpr std::array<std::string_view, 6> black{"♟", "♞", "♝", "♜", "♛", "♚"};
    auto i = static_cast<std::size_t>(chess::to_index(chess::type_of(p)));
    return chess::color_of(p) == chess::Color::White ? white[i] : black[i];
}

}  // namespace

std::string draw_board(const chess::Position& pos, chess::Bitboard marked,
                       chess::Bitboard targets) {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        out += "      ";
        out += static_cast<char>('1' + rank);
        out += ' ';
        for (int file = 0; file < 8; ++file) {
            chess::Square s = chess::make_square(chess::file_at(file), chess::rank_at(rank));
            chess::Piece p = pos.piece_on(s);
            bool mark = marked.contains(s);
            out += mark ? "[" : " ";
            if (p != chess::Piece::None) {
                out += targets.contains(s) ? "×" : glyph(p);
            } else {
                out += targets.contains(s) ? "•" : "·";
            }
            out += mark ? "]" : " ";
        }
        out += '\n';
    }
    out += "         a  b  c  d  e  f  g  h\n";
    return out;
}

std::string pretty_answer(const io::SessionOutput& out, const arbiter::Arbiter* arbiter,
                          arbiter::Edition edition, io::Language language,
                          std::string_view source_line) {
    std::string line = std::to_string(out.n);
    while (line.size() < 4)
        line.insert(line.begin(), ' ');
    line += "  ";
    if (const auto* e = std::get_if<io::LineError>(&out.result)) {
        return line + std::string(source_line) + "\n      error (line " + std::to_string(e->line) +
               ", column " + std::to_string(e->column) + "): " + e->message + "\n";
    }
    const auto& a = std::get<arbiter::Answer>(out.result);
    line += out.event;
    if (a.refused)
        line += "   REFUSED";
    if (a.move)
        line += "   played " + io::localized_san(language, a.move->san);
    line += '\n';
    for (const auto& r : a.rulings) {
        line += "      " + std::string(arbiter::to_string(r.type));
        if (r.clause != arbiter::Clause::Unnumbered)
            line += " " + std::string(arbiter::article(r.clause, edition));
        if (r.result)
            line += " (" + std::string(arbiter::to_string(*r.result)) + ")";
        line += ": " + io::render(r, language) + "\n";
    }
    bool restricting_ruling = false;
    for (const auto& r : a.rulings)
        restricting_ruling = restricting_ruling || r.type == arbiter::RulingType::Obligation ||
                             r.type == arbiter::RulingType::Violation ||
                             r.type == arbiter::RulingType::Claim;
    if (a.restricted_by && arbiter && restricting_ruling) {
        // The permitted moves belong to the legal position before the move.
        const chess::Position& pos = arbiter->position();
        line +=
            "      permitted (" + std::string(arbiter::article(*a.restricted_by, edition)) + "):";
        chess::Bitboard from, to;
        std::vector<chess::Move> moves(a.permitted.begin(), a.permitted.end());
        std::sort(moves.begin(), moves.end(), [&](const chess::Move& x, const chess::Move& y) {
            return chess::to_uci(pos, x) < chess::to_uci(pos, y);
        });
        for (const auto& m : moves) {
            line += " " + io::localized_san(language, chess::to_san(pos, m));
            from |= m.from();
            to |= m.is_castle() ? m.king_to() : m.to();
        }
        line += "\n" + draw_board(pos, from, to);
    }
    return line;
}

}  // namespace touchmove::cli
