#include "touchmove/io/event_text.h"

#include <array>
#include <charconv>
#include <vector>

namespace touchmove::io {

using arbiter::Action;
using arbiter::BoardEvent;
using arbiter::Hand;
using arbiter::parse_action;
using chess::Color;
using chess::PieceType;
using chess::Square;

namespace {

struct Token {
    std::string_view text;
    int column;  // 1-based
    bool quoted = false;
};

chess::Unexpected<LineError> fail(int line, int column, std::string message) {
    return chess::Unexpected{LineError{line, column, std::move(message)}};
}

std::string quote(std::string_view s) {
    return "'" + std::string(s) + "'";
}

// Splits a line into tokens; a double-quoted string is one token (without
// its quotes) and may contain '#'; '#' elsewhere starts a comment.
chess::Expected<std::vector<Token>, LineError> tokenize(std::string_view line, int line_number) {
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (i < line.size()) {
        char c = line[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            ++i;
        } else if (c == '#') {
            break;
        } else if (c == '"') {
            std::size_t close = line.find('"', i + 1);
            if (close == std::string_view::npos)
                return fail(line_number, static_cast<int>(i) + 1, "unterminated quoted text");
            // A carriage return or line feed would break the line when the
            // event is written back (and the JSON form refuses one too).
            std::size_t brk = line.find_first_of("\r\n", i + 1);
            if (brk < close)
                return fail(line_number, static_cast<int>(brk) + 1,
                            "the quoted text may not contain a line break");
            tokens.push_back({line.substr(i + 1, close - i - 1), static_cast<int>(i) + 1, true});
            i = close + 1;
        } else {
            std::size_t start = i;
            while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' &&
                   line[i] != '\n' && line[i] != '#' && line[i] != '"')
                ++i;
            tokens.push_back({line.substr(start, i - start), static_cast<int>(start) + 1});
        }
    }
    return tokens;
}

std::optional<Square> parse_square_token(std::string_view t) {
    if (t.size() != 2)
        return std::nullopt;
    char f = t[0] >= 'A' && t[0] <= 'H' ? static_cast<char>(t[0] - 'A' + 'a') : t[0];
    char both[2] = {f, t[1]};
    return chess::parse_square(std::string_view(both, 2));
}

// Piece letters K Q R B N P, in either case.
std::optional<PieceType> parse_piece_token(std::string_view t) {
    if (t.size() != 1)
        return std::nullopt;
    return chess::parse_piece_type(t[0]);
}

}  // namespace

std::string_view to_string(Header::Kind k) {
    switch (k) {
        case Header::Kind::Laws:
            return "laws";
        case Header::Kind::Fen:
            return "fen";
        case Header::Kind::Mode:
            return "mode";
        case Header::Kind::Lang:
            return "lang";
        case Header::Kind::Variant:
            return "variant";
        case Header::Kind::Clock:
            return "clock";
    }
    return "?";
}

std::optional<Header::Kind> parse_header_name(std::string_view word) {
    for (Header::Kind k : {Header::Kind::Laws, Header::Kind::Fen, Header::Kind::Mode,
                           Header::Kind::Lang, Header::Kind::Variant, Header::Kind::Clock})
        if (word == to_string(k))
            return k;
    return std::nullopt;
}

bool looks_like_json(std::string_view line) {
    for (char c : line) {
        if (c == ' ' || c == '\t' || c == '\r')
            continue;
        return c == '{';
    }
    return false;
}

chess::Expected<EventLine, LineError> parse_event_line(std::string_view line, int n) {
    if (line.size() > MaxEventLineLength)
        return fail(n, static_cast<int>(MaxEventLineLength) + 1,
                    "line longer than " + std::to_string(MaxEventLineLength) + " characters");
    auto tokenized = tokenize(line, n);
    if (!tokenized)
        return chess::Unexpected{tokenized.error()};
    const std::vector<Token>& t = *tokenized;
    if (t.empty())
        return EventLine{Blank{}};

    const Token& first = t[0];
    if (first.quoted)
        return fail(n, first.column, "expected a side or a header, found quoted text");

    // Headers.
    struct HeaderSpec {
        std::string_view name;
        Header::Kind kind;
        std::vector<std::string_view> values;  // empty: free text (fen)
    };
    static const std::vector<HeaderSpec> headers{
        {"laws", Header::Kind::Laws, {"2005", "2023"}},
        {"fen", Header::Kind::Fen, {}},
        {"mode", Header::Kind::Mode, {"observe", "enforce"}},
        {"lang", Header::Kind::Lang, {"en", "de", "vi"}},
        {"variant", Header::Kind::Variant, {"standard", "chess960"}},
        {"clock", Header::Kind::Clock, {"yes", "no"}},
    };
    for (const HeaderSpec& h : headers) {
        if (first.text != h.name)
            continue;
        if (t.size() < 2)
            return fail(n, static_cast<int>(line.size()) + 1, "missing value for " + quote(h.name));
        if (h.kind == Header::Kind::Fen) {
            // The FEN is the rest of the line up to a comment.
            std::size_t start = static_cast<std::size_t>(t[1].column - 1);
            std::size_t end = line.find('#', start);
            std::string_view fen = line.substr(
                start, end == std::string_view::npos ? line.size() - start : end - start);
            while (!fen.empty() && (fen.back() == ' ' || fen.back() == '\t' || fen.back() == '\r'))
                fen.remove_suffix(1);
            return EventLine{Header{h.kind, std::string(fen), t[1].column}};
        }
        if (t.size() > 2)
            return fail(
                n, t[2].column,
                "unexpected " + quote(t[2].text) + " after the " + std::string(h.name) + " value");
        for (std::string_view v : h.values)
            if (t[1].text == v)
                return EventLine{Header{h.kind, std::string(v), t[1].column}};
        std::string allowed;
        for (std::string_view v : h.values)
            allowed += (allowed.empty() ? "" : " | ") + std::string(v);
        return fail(
            n, t[1].column,
            quote(t[1].text) + " is not a value of " + quote(h.name) + " (" + allowed + ")");
    }

    BoardEvent e;
    if (first.text == "white" || first.text == "w") {
        e.side = Color::White;
    } else if (first.text == "black" || first.text == "b") {
        e.side = Color::Black;
    } else {
        return fail(n, first.column,
                    "expected 'white', 'black' or a header (laws, fen, mode, lang, variant, "
                    "clock), found " +
                        quote(first.text));
    }
    if (t.size() < 2)
        return fail(n, static_cast<int>(line.size()) + 1, "missing action after the side");
    auto action = parse_action(t[1].text);
    if (!action || t[1].quoted)
        return fail(n, t[1].column,
                    "unknown action " + quote(t[1].text) +
                        " (touch, say, adjust, lift, release, remove, place, clock, claim)");
    e.action = *action;

    std::size_t i = 2;
    auto missing = [&](std::string what) {
        int column = i < t.size() ? t[i].column : static_cast<int>(line.size()) + 1;
        return fail(n, column, "expected " + what + " after " + quote(t[1].text));
    };
    auto read_square = [&](const Token& tok) -> chess::Expected<Square, LineError> {
        auto s = parse_square_token(tok.text);
        if (!s || tok.quoted)
            return fail(n, tok.column, quote(tok.text) + " is not a square (a1 to h8)");
        return *s;
    };
    switch (e.action) {
        case Action::Touch:
        case Action::Adjust: {
            if (i >= t.size())
                return missing("a square");
            std::string_view list = t[i].text;
            std::size_t offset = 0;
            while (true) {
                std::size_t plus = list.find('+', offset);
                std::string_view part =
                    list.substr(offset, plus == std::string_view::npos ? std::string_view::npos
                                                                       : plus - offset);
                Token sub{part, t[i].column + static_cast<int>(offset), t[i].quoted};
                auto sq = read_square(sub);
                if (!sq)
                    return chess::Unexpected{sq.error()};
                for (Square s : e.squares)
                    if (s == *sq)
                        return fail(n, sub.column, quote(part) + " is named twice");
                e.squares.push_back(*sq);
                if (plus == std::string_view::npos)
                    break;
                offset = plus + 1;
            }
            ++i;
            break;
        }
        case Action::Say:
            if (i >= t.size() || !t[i].quoted)
                return missing("text in double quotes");
            e.text = std::string(t[i].text);
            ++i;
            break;
        case Action::Lift:
        case Action::Remove:
        case Action::Release: {
            if (i >= t.size())
                return missing("a square");
            auto sq = read_square(t[i]);
            if (!sq)
                return chess::Unexpected{sq.error()};
            e.squares.push_back(*sq);
            ++i;
            if (e.action == Action::Release && i < t.size() && !t[i].quoted) {
                if (auto p = parse_piece_token(t[i].text)) {
                    e.piece = p;
                    ++i;
                }
            }
            break;
        }
        case Action::Place: {
            if (i >= t.size())
                return missing("a piece letter (K Q R B N P)");
            auto p = parse_piece_token(t[i].text);
            if (!p || t[i].quoted)
                return fail(n, t[i].column,
                            quote(t[i].text) + " is not a piece letter (K Q R B N P)");
            e.piece = p;
            ++i;
            if (i >= t.size())
                return missing("a square");
            auto sq = read_square(t[i]);
            if (!sq)
                return chess::Unexpected{sq.error()};
            e.squares.push_back(*sq);
            ++i;
            break;
        }
        case Action::Clock:
        case Action::Claim:
            break;
    }

    // Each modifier once: a second one would silently overrule the first.
    enum Modifier : std::uint8_t { Accidental, Castle, HandUsed, Time, Unknown };
    std::array<bool, Unknown> seen{};
    for (; i < t.size(); ++i) {
        std::string_view m = t[i].text;
        if (t[i].quoted)
            return fail(n, t[i].column, "unexpected quoted text");
        const Modifier kind = m == "accidental"           ? Accidental
                              : m == "castle"             ? Castle
                              : m.substr(0, 5) == "hand=" ? HandUsed
                              : m.substr(0, 2) == "t="    ? Time
                                                          : Unknown;
        if (kind != Unknown) {
            if (seen[kind])
                return fail(n, t[i].column, quote(m) + ": this modifier was given already");
            seen[kind] = true;
        }
        switch (kind) {
            case Accidental:
                e.accidental = true;
                continue;
            case Castle:
                e.castle = true;
                continue;
            case HandUsed:
                if (m == "hand=left" || m == "hand=right") {
                    e.hand = m == "hand=left" ? Hand::Left : Hand::Right;
                    continue;
                }
                break;
            case Time: {
                std::int64_t ms = 0;
                auto [end, ec] = std::from_chars(m.data() + 2, m.data() + m.size(), ms);
                if (ec != std::errc() || end != m.data() + m.size() || m.size() == 2 || ms < 0)
                    return fail(n, t[i].column + 2,
                                "expected milliseconds after 't=', found " + quote(m.substr(2)));
                e.time_ms = ms;
                continue;
            }
            case Unknown:
                break;
        }
        return fail(n, t[i].column,
                    "unexpected " + quote(m) +
                        " (modifiers: accidental, castle, hand=left, hand=right, t=MS)");
    }
    return EventLine{std::move(e)};
}

}  // namespace touchmove::io
