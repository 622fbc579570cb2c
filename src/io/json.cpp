#include "touchmove/io/json.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "touchmove/chess/uci.h"

namespace touchmove::io {

using arbiter::BoardEvent;
using chess::Square;

namespace {

// The length of the valid UTF-8 sequence starting at s[i], or 0.
std::size_t utf8_length(std::string_view s, std::size_t i) {
    auto b = static_cast<unsigned char>(s[i]);
    std::size_t len = b < 0x80           ? 1
                      : (b >> 5) == 0x6  ? 2
                      : (b >> 4) == 0xE  ? 3
                      : (b >> 3) == 0x1E ? 4
                                         : 0;
    if (len == 0 || i + len > s.size() || (len == 2 && b < 0xC2))
        return 0;
    for (std::size_t k = 1; k < len; ++k)
        if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80)
            return 0;
    return len;
}

// Whether a byte goes into a JSON string as it is: ASCII other than the
// controls, the quote and the backslash.
bool plain_json_byte(char c) {
    const auto b = static_cast<unsigned char>(c);
    return b >= 0x20 && b < 0x80 && b != '"' && b != '\\';
}

}  // namespace

std::string json_quote(std::string_view s) {
    std::string out;
    out.reserve(s.size() + 2);
    out += '"';
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t plain = i;
        while (i < s.size() && plain_json_byte(s[i]))
            ++i;
        out.append(s, plain, i - plain);
        if (i == s.size())
            break;
        char c = s[i];
        std::size_t len = utf8_length(s, i);
        if (len == 0) {
            out += "\\ufffd";  // not UTF-8: the replacement character
            ++i;
            continue;
        }
        if (len > 1) {
            out.append(s.substr(i, len));
            i += len;
            continue;
        }
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out += buf;
                } else {
                    out += c;
                }
        }
        ++i;
    }
    out += '"';
    return out;
}

std::string to_json(const SessionOutput& out, arbiter::Edition edition, Language language) {
    std::string j = "{\"n\": " + std::to_string(out.n);
    if (const auto* e = std::get_if<LineError>(&out.result)) {
        j += ", \"error\": {\"line\": " + std::to_string(e->line) +
             ", \"column\": " + std::to_string(e->column) +
             ", \"message\": " + json_quote(e->message) + "}}";
        return j;
    }
    const auto& a = std::get<arbiter::Answer>(out.result);
    bool chess960 = a.position.is_chess960();
    j += ", \"event\": " + json_quote(out.event);
    if (a.refused)
        j += ", \"refused\": true";
    j += ", \"to_move\": \"" + std::string(chess::to_string(a.to_move)) + "\"";
    j += ", \"permitted\": [";
    std::vector<std::string> permitted;
    for (const auto& m : a.permitted)
        permitted.push_back(chess::to_uci(m, chess960));
    std::sort(permitted.begin(), permitted.end());
    for (std::size_t i = 0; i < permitted.size(); ++i) {
        if (i)
            j += ", ";
        j += '"';
        j += permitted[i];
        j += '"';
    }
    j += "], \"restricted_by\": ";
    j += a.restricted_by ? json_quote(arbiter::article(*a.restricted_by, edition)) : "null";
    j += ", \"rulings\": [";
    for (std::size_t i = 0; i < a.rulings.size(); ++i) {
        const auto& r = a.rulings[i];
        if (i)
            j += ", ";
        j += "{\"type\": \"" + std::string(arbiter::to_string(r.type)) + "\", \"article\": " +
             (r.clause == arbiter::Clause::Unnumbered
                  ? std::string("null")
                  : json_quote(arbiter::article(r.clause, edition))) +
             ", \"message\": " + json_quote(render(r, language));
        if (r.result)
            j += ", \"result\": \"" + std::string(arbiter::to_string(*r.result)) + "\"";
        if (r.sanction) {
            const auto& s = *r.sanction;
            if (s.kind == arbiter::Sanction::Kind::Time) {
                j += ", \"sanction\": {\"kind\": \"time\", \"seconds\": " +
                     std::to_string(s.seconds) + ", \"to\": \"" +
                     std::string(chess::to_string(s.side)) + "\"}";
            } else {
                j += ", \"sanction\": {\"kind\": \"loss\", \"side\": \"" +
                     std::string(chess::to_string(s.side)) + "\"}";
            }
        }
        j += "}";
    }
    j += "]";
    if (a.move)
        j += ", \"move\": {\"uci\": " + json_quote(a.move->uci) +
             ", \"san\": " + json_quote(a.move->san) + "}";
    j += ", \"fen\": " + json_quote(a.position.to_fen()) + "}";
    return j;
}

namespace {

chess::Unexpected<LineError> fail(int line, int column, std::string message) {
    return chess::Unexpected{LineError{line, column, std::move(message)}};
}

// A step that checks or translates part of the record reports a problem, or
// nothing when it went well.
using Problem = std::optional<LineError>;

// A value that goes into the text form as one word: nothing that the text
// form reads as a separator, a comment, a quote or a modifier, so that a
// value can never become more of the event than its own field.
bool is_word(std::string_view s) {
    return !s.empty() && s.find_first_of(" \t\r\n#\"+=") == std::string_view::npos;
}

// Parses the line as one JSON object. A key given twice would silently
// overrule the first (the parser keeps the last): refused, at the second.
// A syntax error is reported at its column with the parser's own message.
chess::Expected<nlohmann::json, LineError> parse_object(std::string_view line, int n) {
    std::optional<std::string> twice;
    std::vector<std::string> keys;
    const nlohmann::json::parser_callback_t note_keys =
        [&](int depth, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
            if (event == nlohmann::json::parse_event_t::key && depth == 1) {
                auto key = parsed.get<std::string>();
                if (std::find(keys.begin(), keys.end(), key) != keys.end() && !twice)
                    twice = key;
                keys.push_back(std::move(key));
            }
            return true;
        };
    nlohmann::json j = nlohmann::json::parse(line, note_keys, false);
    if (j.is_discarded()) {
        // Find the column of the syntax error with the throwing parser's message.
        try {
            [[maybe_unused]] auto discarded = nlohmann::json::parse(line);
        } catch (const nlohmann::json::parse_error& e) {
            return fail(n, static_cast<int>(e.byte == 0 ? 1 : e.byte),
                        "invalid JSON: " +
                            std::string(e.what()).substr(std::string(e.what()).find(':') + 2));
        }
        return fail(n, 1, "invalid JSON");
    }
    if (!j.is_object())
        return fail(n, 1, "expected a JSON object");
    if (twice) {
        const auto first = line.find('"' + *twice + '"');
        const auto second = line.find('"' + *twice + '"', first + 1);
        return fail(n, second == std::string_view::npos ? 1 : static_cast<int>(second) + 1,
                    "the key \"" + *twice + "\" is given twice");
    }
    return j;
}

// One parsed record with its line, so that every step can point an error at
// the key it is about.
struct Record {
    std::string_view line;
    int n;
    const nlohmann::json& j;

    // The column where a key stands in the line (1 if it cannot be found).
    int at(const std::string& key) const {
        const auto found = line.find('"' + key + '"');
        return found == std::string_view::npos ? 1 : static_cast<int>(found) + 1;
    }
    LineError error(int column, std::string message) const {
        return LineError{n, column, std::move(message)};
    }
    bool has(const char* key) const { return j.contains(key); }
    std::optional<std::string> get_string(const char* key) const {
        if (!j.contains(key) || !j[key].is_string())
            return std::nullopt;
        return j[key].get<std::string>();
    }
    // The key an error about the squares points at.
    const char* squares_key() const { return j.contains("squares") ? "squares" : "square"; }
};

// A header: an object with exactly one of the header keys. Its value goes
// through the text form's parser, which checks it against the allowed ones.
chess::Expected<EventLine, LineError> parse_header_record(const Record& r) {
    const nlohmann::json& j = r.j;
    const int n = r.n;
    if (j.contains("side"))
        return fail(n, r.at("side"), "missing \"action\" (touch, lift, release...)");
    if (j.size() != 1)
        return fail(n, 1, "expected an event with \"side\" and \"action\", or one header");
    auto it = j.begin();
    if (!parse_header_name(it.key()))
        return fail(
            n, r.at(it.key()),
            "unknown header \"" + it.key() + "\" (headers: laws, fen, mode, lang, variant, clock)");
    if (!it.value().is_string() && !it.value().is_number_integer())
        return fail(n, r.at(it.key()), "the value of \"" + it.key() + "\" must be a string");
    std::string value = it.value().is_string() ? it.value().get<std::string>()
                                               : std::to_string(it.value().get<long long>());
    if (value.find_first_of("#\"\r\n") != std::string::npos)
        return fail(n, r.at(it.key()),
                    "the value of \"" + it.key() + "\" may not contain '#', '\"' or a line break");
    std::string text = it.key() + " " + value;
    auto parsed = parse_event_line(text, n);
    if (!parsed || !std::holds_alternative<Header>(*parsed))
        return fail(n, r.at(it.key()),
                    parsed ? "unknown header \"" + it.key() + "\"" : parsed.error().message);
    return parsed;
}

// "square" or "squares", each as the text form writes it (a1..h8) so that
// none can stand for a modifier; the text form's parser judges the rest.
chess::Expected<std::vector<std::string>, LineError> read_squares(const Record& r) {
    std::vector<std::string> squares;
    if (r.has("squares") && r.has("square"))
        return fail(r.n, r.at("square"), "give either \"square\" or \"squares\", not both");
    if (r.has("squares")) {
        if (!r.j["squares"].is_array())
            return fail(r.n, r.at("squares"), "\"squares\" must be an array of squares");
        for (const auto& s : r.j["squares"]) {
            if (!s.is_string())
                return fail(r.n, r.at("squares"), "\"squares\" must be an array of squares");
            squares.push_back(s.get<std::string>());
        }
    }
    if (r.has("square")) {
        if (!r.j["square"].is_string())
            return fail(r.n, r.at("square"), "\"square\" must be a square");
        squares.push_back(r.j["square"].get<std::string>());
    }
    for (const auto& s : squares)
        if (s.size() != 2 || std::tolower(static_cast<unsigned char>(s[0])) < 'a' ||
            std::tolower(static_cast<unsigned char>(s[0])) > 'h' || s[1] < '1' || s[1] > '8')
            return fail(r.n, r.at(r.squares_key()), "'" + s + "' is not a square");
    return squares;
}

// "piece", if given: one letter.
chess::Expected<std::optional<std::string>, LineError> read_piece(const Record& r) {
    if (r.has("piece") && !r.j["piece"].is_string())
        return fail(r.n, r.at("piece"), "\"piece\" must be one of K Q R B N P");
    auto piece = r.get_string("piece");
    if (piece && (piece->size() != 1 || !is_word(*piece)))
        return fail(r.n, r.at("piece"), "\"piece\" must be one of K Q R B N P");
    return piece;
}

// The fields an event carries, read from the record before they are written
// as text.
struct Fields {
    std::string action;
    std::vector<std::string> squares;
    std::optional<std::string> piece;
};

// A field that the action does not take is an error, not dropped.
Problem check_fields_fit_action(const Record& r, const Fields& f) {
    const std::string& action = f.action;
    if (r.has("text") && action != "say")
        return r.error(r.at("text"), "only \"say\" takes \"text\"");
    if (f.piece && action != "place" && action != "release")
        return r.error(r.at("piece"), "only \"place\" and \"release\" take \"piece\"");
    if (!f.squares.empty() && (action == "say" || action == "clock" || action == "claim"))
        return r.error(r.at(r.squares_key()), "\"" + action + "\" takes no square");
    if (f.squares.size() > 1 && action != "touch" && action != "adjust")
        return r.error(r.at("squares"), "\"" + action + "\" takes one square");
    if (action == "place" && !f.piece)
        return r.error(r.at("action"), "\"place\" needs \"piece\" (K Q R B N P)");
    if (action == "say" && r.has("text") && !r.j["text"].is_string())
        return r.error(r.at("text"), "\"text\" must be a string");
    return std::nullopt;
}

// Appends the action's arguments as the text form writes them: place's
// piece and square, say's quoted text, or the squares joined by '+' (and
// release's piece).
Problem append_arguments(const Record& r, const Fields& f, std::string& text) {
    if (f.action == "place") {
        text += " " + f.piece.value_or("") + " " + (f.squares.empty() ? "" : f.squares.front());
    } else if (f.action == "say") {
        auto said = r.get_string("text");
        if (!said)
            return r.error(1, "\"say\" needs \"text\"");
        if (said->find_first_of("\"\r\n") != std::string::npos)
            return r.error(1, "the text may not contain '\"' or a line break");
        text += " \"" + *said + "\"";
    } else {
        std::string joined;
        for (const auto& s : f.squares)
            joined += (joined.empty() ? "" : "+") + s;
        if (!joined.empty())
            text += " " + joined;
        if (f.piece && f.action == "release")
            text += " " + *f.piece;
    }
    return std::nullopt;
}

// Appends the modifiers: "accidental" and "castle" when true, "hand", "t".
Problem append_modifiers(const Record& r, std::string& text) {
    for (const char* flag : {"accidental", "castle"}) {
        if (!r.has(flag))
            continue;
        if (!r.j[flag].is_boolean())
            return r.error(r.at(flag), "\"" + std::string(flag) + "\" must be true or false");
        if (r.j[flag].get<bool>())
            text += " " + std::string(flag);
    }
    if (r.has("hand")) {
        auto hand = r.get_string("hand");
        if (!hand || !is_word(*hand))
            return r.error(r.at("hand"), "\"hand\" must be \"left\" or \"right\"");
        text += " hand=" + *hand;
    }
    if (r.has("t")) {
        const auto& t = r.j["t"];
        if (!t.is_number_integer() ||
            (t.is_number_unsigned() &&
             t.get<std::uint64_t>() >
                 static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())))
            return r.error(r.at("t"), "\"t\" must be whole milliseconds (0 to 2^63 - 1)");
        text += " t=" + std::to_string(t.get<long long>());
    }
    return std::nullopt;
}

// A key that is no field of an event is refused rather than ignored.
Problem check_known_keys(const Record& r) {
    static const char* known[] = {"side", "action",     "squares", "square", "piece",
                                  "text", "accidental", "castle",  "hand",   "t"};
    for (const auto& [key, value] : r.j.items()) {
        bool ok = false;
        for (const char* k : known)
            ok = ok || key == k;
        if (!ok)
            return r.error(r.at(key), "unknown key \"" + key + "\"");
    }
    return std::nullopt;
}

// An event: built as the text form and checked by its parser, so that both
// forms accept exactly the same events.
chess::Expected<EventLine, LineError> parse_event_record(const Record& r) {
    const int n = r.n;
    auto side = r.get_string("side");
    auto action = r.get_string("action");
    if (!r.has("side"))
        return fail(n, 1, "missing \"side\" (\"white\" or \"black\")");
    if (!side || !is_word(*side))
        return fail(n, r.at("side"), "\"side\" must be \"white\" or \"black\"");
    if (!action || !is_word(*action))
        return fail(n, r.at("action"), "\"action\" must be one word (touch, lift, release...)");
    std::string text = *side + " " + *action;

    auto squares = read_squares(r);
    if (!squares)
        return chess::Unexpected{squares.error()};
    auto piece = read_piece(r);
    if (!piece)
        return chess::Unexpected{piece.error()};
    const Fields fields{*action, std::move(*squares), std::move(*piece)};
    if (auto problem = check_fields_fit_action(r, fields))
        return chess::Unexpected{*problem};
    if (auto problem = append_arguments(r, fields, text))
        return chess::Unexpected{*problem};
    if (auto problem = append_modifiers(r, text))
        return chess::Unexpected{*problem};
    if (auto problem = check_known_keys(r))
        return chess::Unexpected{*problem};

    auto parsed = parse_event_line(text, n);
    if (!parsed)
        return fail(n, 1, parsed.error().message);
    // The text built is an event's ("laws" is no side).
    if (!std::holds_alternative<BoardEvent>(*parsed))
        return fail(n, r.at("side"), "\"side\" must be \"white\" or \"black\"");
    return parsed;
}

}  // namespace

chess::Expected<EventLine, LineError> parse_json_line(std::string_view line, int n) {
    if (line.size() > MaxJsonLineLength)
        return fail(n, static_cast<int>(MaxJsonLineLength) + 1,
                    "line longer than " + std::to_string(MaxJsonLineLength) + " characters");
    auto j = parse_object(line, n);
    if (!j)
        return chess::Unexpected{j.error()};
    const Record r{line, n, *j};
    // Headers are the objects without "action".
    if (!r.has("action"))
        return parse_header_record(r);
    return parse_event_record(r);
}

std::string event_to_json(const BoardEvent& e) {
    nlohmann::json j;
    j["side"] = std::string(chess::to_string(e.side));
    j["action"] = std::string(arbiter::to_string(e.action));
    switch (e.action) {
        case arbiter::Action::Touch:
        case arbiter::Action::Adjust: {
            auto arr = nlohmann::json::array();
            for (Square s : e.squares)
                arr.push_back(chess::to_string(s));
            j["squares"] = arr;
            break;
        }
        case arbiter::Action::Lift:
        case arbiter::Action::Remove:
        case arbiter::Action::Release:
        case arbiter::Action::Place:
            j["square"] = chess::to_string(e.square());
            break;
        default:
            break;
    }
    if (e.piece)
        j["piece"] = std::string(1, chess::to_char(*e.piece));
    if (e.action == arbiter::Action::Say)
        j["text"] = e.text;
    if (e.accidental)
        j["accidental"] = true;
    if (e.castle)
        j["castle"] = true;
    if (e.hand)
        j["hand"] = std::string(arbiter::to_string(*e.hand));
    if (e.time_ms)
        j["t"] = *e.time_ms;
    // Text that is not UTF-8 (a say event read from bytes) is written with
    // replacement characters rather than refused.
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace touchmove::io
