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

// The header names, each with its allowed values.
struct HeaderSpec {
    std::string_view name;
    Header::Kind kind;
    std::vector<std::string_view> values;  // empty: free text (fen)
};

const HeaderSpec* find_header(std::string_view word) {
    static const std::vector<HeaderSpec> headers{
        {"laws", Header::Kind::Laws, {"2005", "2023"}},
        {"fen", Header::Kind::Fen, {}},
        {"mode", Header::Kind::Mode, {"observe", "enforce"}},
        {"lang", Header::Kind::Lang, {"en", "de", "vi"}},
        {"variant", Header::Kind::Variant, {"standard", "chess960"}},
        {"clock", Header::Kind::Clock, {"yes", "no"}},
    };
    for (const HeaderSpec& h : headers)
        if (word == h.name)
            return &h;
    return nullptr;
}

// The tokens of one line and the index of the next one to read: the steps
// below share it so that every error names the line and the right column.
struct Cursor {
    std::string_view line;
    int n;
    const std::vector<Token>& t;
    std::size_t i = 0;

    bool done() const { return i >= t.size(); }
    int end_column() const { return static_cast<int>(line.size()) + 1; }
    LineError error(int column, std::string message) const {
        return LineError{n, column, std::move(message)};
    }
    // "expected <what> after '<action>'", at the next token or the line's end.
    LineError missing(const std::string& what) const {
        return error(done() ? end_column() : t[i].column,
                     "expected " + what + " after " + quote(t[1].text));
    }
};

// A step that fills part of the event reports a problem, or nothing when it went well.
using Problem = std::optional<LineError>;

// A header line: its value is checked against the allowed ones, except the
// FEN, which is the rest of the line up to a comment (checked later).
chess::Expected<EventLine, LineError> parse_header_line(const HeaderSpec& h, const Cursor& c) {
    const std::vector<Token>& t = c.t;
    if (t.size() < 2)
        return chess::Unexpected{c.error(c.end_column(), "missing value for " + quote(h.name))};
    if (h.kind == Header::Kind::Fen) {
        std::size_t start = static_cast<std::size_t>(t[1].column - 1);
        std::size_t end = c.line.find('#', start);
        std::string_view fen = c.line.substr(
            start, end == std::string_view::npos ? c.line.size() - start : end - start);
        while (!fen.empty() && (fen.back() == ' ' || fen.back() == '\t' || fen.back() == '\r'))
            fen.remove_suffix(1);
        return EventLine{Header{h.kind, std::string(fen), t[1].column}};
    }
    if (t.size() > 2)
        return chess::Unexpected{c.error(
            t[2].column,
            "unexpected " + quote(t[2].text) + " after the " + std::string(h.name) + " value")};
    for (std::string_view v : h.values)
        if (t[1].text == v)
            return EventLine{Header{h.kind, std::string(v), t[1].column}};
    std::string allowed;
    for (std::string_view v : h.values)
        allowed += (allowed.empty() ? "" : " | ") + std::string(v);
    return chess::Unexpected{c.error(t[1].column, quote(t[1].text) + " is not a value of " +
                                                      quote(h.name) + " (" + allowed + ")")};
}

// The first word of an event line: the side that acts.
chess::Expected<Color, LineError> read_side(const Cursor& c) {
    const Token& first = c.t[0];
    if (first.text == "white" || first.text == "w")
        return Color::White;
    if (first.text == "black" || first.text == "b")
        return Color::Black;
    return chess::Unexpected{c.error(first.column,
                                     "expected 'white', 'black' or a header (laws, fen, mode, "
                                     "lang, variant, clock), found " +
                                         quote(first.text))};
}

// The second word: the action.
chess::Expected<Action, LineError> read_action(const Cursor& c) {
    if (c.t.size() < 2)
        return chess::Unexpected{c.error(c.end_column(), "missing action after the side")};
    auto action = parse_action(c.t[1].text);
    if (!action || c.t[1].quoted)
        return chess::Unexpected{
            c.error(c.t[1].column,
                    "unknown action " + quote(c.t[1].text) +
                        " (touch, say, adjust, lift, release, remove, place, clock, claim)")};
    return *action;
}

chess::Expected<Square, LineError> read_square(const Cursor& c, const Token& tok) {
    auto s = parse_square_token(tok.text);
    if (!s || tok.quoted)
        return chess::Unexpected{
            c.error(tok.column, quote(tok.text) + " is not a square (a1 to h8)")};
    return *s;
}

// One square, the next token, appended to the event's squares.
Problem read_one_square(Cursor& c, BoardEvent& e) {
    if (c.done())
        return c.missing("a square");
    auto sq = read_square(c, c.t[c.i]);
    if (!sq)
        return sq.error();
    e.squares.push_back(*sq);
    ++c.i;
    return std::nullopt;
}

// Touch and adjust name one or more squares joined by '+' ("e2+e4"); each
// part is read as its own token so an error points at that square.
Problem read_square_list(Cursor& c, BoardEvent& e) {
    if (c.done())
        return c.missing("a square");
    const Token& tok = c.t[c.i];
    std::string_view list = tok.text;
    std::size_t offset = 0;
    while (true) {
        std::size_t plus = list.find('+', offset);
        std::string_view part = list.substr(
            offset, plus == std::string_view::npos ? std::string_view::npos : plus - offset);
        Token sub{part, tok.column + static_cast<int>(offset), tok.quoted};
        auto sq = read_square(c, sub);
        if (!sq)
            return sq.error();
        for (Square s : e.squares)
            if (s == *sq)
                return c.error(sub.column, quote(part) + " is named twice");
        e.squares.push_back(*sq);
        if (plus == std::string_view::npos)
            break;
        offset = plus + 1;
    }
    ++c.i;
    return std::nullopt;
}

// Place takes a piece letter, then the square.
Problem read_placement(Cursor& c, BoardEvent& e) {
    if (c.done())
        return c.missing("a piece letter (K Q R B N P)");
    const Token& tok = c.t[c.i];
    auto p = parse_piece_token(tok.text);
    if (!p || tok.quoted)
        return c.error(tok.column, quote(tok.text) + " is not a piece letter (K Q R B N P)");
    e.piece = p;
    ++c.i;
    return read_one_square(c, e);
}

// The arguments each action takes, after the action word.
Problem read_arguments(Cursor& c, BoardEvent& e) {
    switch (e.action) {
        case Action::Touch:
        case Action::Adjust:
            return read_square_list(c, e);
        case Action::Say:
            if (c.done() || !c.t[c.i].quoted)
                return c.missing("text in double quotes");
            e.text = std::string(c.t[c.i].text);
            ++c.i;
            return std::nullopt;
        case Action::Lift:
        case Action::Remove:
        case Action::Release: {
            if (auto problem = read_one_square(c, e))
                return problem;
            // Release may name the piece let go of, where the hand holds several.
            if (e.action == Action::Release && !c.done() && !c.t[c.i].quoted) {
                if (auto p = parse_piece_token(c.t[c.i].text)) {
                    e.piece = p;
                    ++c.i;
                }
            }
            return std::nullopt;
        }
        case Action::Place:
            return read_placement(c, e);
        case Action::Clock:
        case Action::Claim:
            return std::nullopt;
    }
    return std::nullopt;
}

// The modifiers after the arguments, in any order. Each one once: a second
// one would silently overrule the first.
Problem read_modifiers(Cursor& c, BoardEvent& e) {
    enum Modifier : std::uint8_t { Accidental, Castle, HandUsed, Time, Unknown };
    std::array<bool, Unknown> seen{};
    for (; !c.done(); ++c.i) {
        const Token& tok = c.t[c.i];
        std::string_view m = tok.text;
        if (tok.quoted)
            return c.error(tok.column, "unexpected quoted text");
        const Modifier kind = m == "accidental"           ? Accidental
                              : m == "castle"             ? Castle
                              : m.substr(0, 5) == "hand=" ? HandUsed
                              : m.substr(0, 2) == "t="    ? Time
                                                          : Unknown;
        if (kind != Unknown) {
            if (seen[kind])
                return c.error(tok.column, quote(m) + ": this modifier was given already");
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
                    return c.error(tok.column + 2,
                                   "expected milliseconds after 't=', found " + quote(m.substr(2)));
                e.time_ms = ms;
                continue;
            }
            case Unknown:
                break;
        }
        return c.error(tok.column, "unexpected " + quote(m) +
                                       " (modifiers: accidental, castle, hand=left, "
                                       "hand=right, t=MS)");
    }
    return std::nullopt;
}

// An event line: side, action, the action's arguments, modifiers.
chess::Expected<EventLine, LineError> parse_board_event(Cursor& c) {
    BoardEvent e;
    auto side = read_side(c);
    if (!side)
        return chess::Unexpected{side.error()};
    e.side = *side;
    auto action = read_action(c);
    if (!action)
        return chess::Unexpected{action.error()};
    e.action = *action;
    c.i = 2;
    if (auto problem = read_arguments(c, e))
        return chess::Unexpected{std::move(*problem)};
    if (auto problem = read_modifiers(c, e))
        return chess::Unexpected{std::move(*problem)};
    return EventLine{std::move(e)};
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
    Cursor c{line, n, *tokenized};
    if (c.t.empty())
        return EventLine{Blank{}};
    if (c.t[0].quoted)
        return fail(n, c.t[0].column, "expected a side or a header, found quoted text");
    if (const HeaderSpec* h = find_header(c.t[0].text))
        return parse_header_line(*h, c);
    return parse_board_event(c);
}

}  // namespace touchmove::io
