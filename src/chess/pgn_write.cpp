// Writing PGN: the tags, and the movetext wrapped at 79 columns.
#include "pgn_reader.h"
#include "touchmove/chess/san.h"

namespace touchmove::chess {

using namespace pgn_detail;

namespace {

constexpr std::size_t MaxPgnLineWidth = 79;

void append_tag(std::string& out, std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    out += "\"]\n";
}

// Appends tokens to movetext, breaking lines before they pass 79 columns.
class LineWrapper {
public:
    explicit LineWrapper(std::string& out) : out_(out) {}

    void add(std::string_view token) {
        if (width_ > 0 && width_ + 1 + token.size() > MaxPgnLineWidth) {
            out_ += '\n';
            width_ = 0;
        }
        if (width_ > 0) {
            out_ += ' ';
            ++width_;
        }
        out_ += token;
        width_ += token.size();
    }
    void finish() { out_ += '\n'; }

private:
    std::string& out_;
    std::size_t width_ = 0;
};

}  // namespace

std::string write_pgn(const Game& game, const PgnTags& tags, const PgnComments& comments) {
    auto find = [&](std::string_view name) -> const std::string* {
        for (const auto& [key, value] : tags)
            if (key == name)
                return &value;
        return nullptr;
    };
    std::string result = "*";
    if (const std::string* r = find("Result"); r != nullptr && (is_result(*r) || *r == "*")) {
        result = *r;
    } else if (auto outcome = game.outcome()) {
        if (!outcome->winner) {
            result = "1/2-1/2";
        } else {
            result = *outcome->winner == Color::White ? "1-0" : "0-1";
        }
    }

    std::string out;
    constexpr std::array<std::string_view, 7> roster{"Event", "Site",  "Date",  "Round",
                                                     "White", "Black", "Result"};
    for (std::string_view name : roster) {
        const std::string* value = find(name);
        if (name == "Result") {
            append_tag(out, name, result);
        } else if (value != nullptr) {
            append_tag(out, name, *value);
        } else {
            append_tag(out, name, name == "Date" ? "????.??.??" : "?");
        }
    }
    const Position& start = game.start();
    const bool set_up = start.is_chess960() || !(start == Position::initial());
    if (start.is_chess960())
        append_tag(out, "Variant", "Chess960");
    if (set_up) {
        append_tag(out, "SetUp", "1");
        append_tag(out, "FEN", start.to_fen());
    }
    for (const auto& [name, value] : tags) {
        bool skip = std::find(roster.begin(), roster.end(), name) != roster.end() ||
                    name == "FEN" || name == "SetUp" || name == "Variant";
        if (!skip)
            append_tag(out, name, value);
    }
    out += '\n';

    LineWrapper movetext(out);
    auto comment = comments.begin();
    // The comments after `ply` moves, a word at a time, so that lines wrap.
    auto add_comments = [&](std::size_t ply) {
        bool any = false;
        for (; comment != comments.end() && comment->first <= ply; ++comment) {
            std::vector<std::string> words{"{"};
            for (char c : comment->second) {
                if (c == ' ' || c == '\n' || c == '\r') {
                    if (words.back().size() > (words.size() == 1 ? 1u : 0u))
                        words.emplace_back();
                } else {
                    words.back() += c == '}' ? ')' : c;
                }
            }
            if (words.back().empty())
                words.pop_back();
            words.back() += '}';
            for (const std::string& w : words)
                movetext.add(w);
            any = true;
        }
        return any;
    };
    const auto& moves = game.moves();
    bool number_again = add_comments(0);
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        const Position& pos = game.position_at(ply);
        if (pos.side_to_move() == Color::White) {
            movetext.add(std::to_string(pos.fullmove_number()) + ".");
        } else if (ply == 0 || number_again) {
            movetext.add(std::to_string(pos.fullmove_number()) + "...");
        }
        movetext.add(to_san(pos, moves[ply]));
        number_again = add_comments(ply + 1);
    }
    movetext.add(result);
    movetext.finish();
    return out;
}

std::string write_pgn(const PgnGame& game) {
    return write_pgn(game.to_game(), game.tags);
}

}  // namespace touchmove::chess
