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

}  // namespace

std::string json_quote(std::string_view s) {
    std::string out = "\"";
    for (std::size_t i = 0; i < s.size();) {
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
    return out + "\"";
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
        j += "\"" + permitted[i] + "\"";
    }
    j += "], \"restricted_by\": ";
    j += a.restricted_by ? json_quote(arbiter::article(*a.restricted_by, edition)) : "null";
    j += ", \"rulings\": [";
    for (std::size_t i = 0; i < a.rulings.size(); ++i) {
        const auto& r = a.rulings[i];
        if (i)
            j += ", ";
        j += "{\"type\": \"" + std::string(arbiter::to_string(r.type)) +
             "\", \"article\": " +
             (r.clause == arbiter::Clause::Unnumbered
                  ? std::string("null")
                  : json_quote(arbiter::article(r.clause, edition))) +
             ", \"message\": " + json_quote(render(r.message, language));
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

// A value that goes into the text form as one word: nothing that the text
// form reads as a separator, a comment, a quote or a modifier, so that a
// value can never become more of the event than its own field.
bool is_word(std::string_view s) {
    return !s.empty() && s.find_first_of(" \t\r\n#\"+=") == std::string_view::npos;
}

}  // namespace

chess::Expected<EventLine, LineError> parse_json_line(std::string_view line, int n) {
    if (line.size() > MaxJsonLineLength)
        return fail(n, static_cast<int>(MaxJsonLineLength) + 1,
                    "line longer than " + std::to_string(MaxJsonLineLength) + " characters");
    // A key given twice would silently overrule the first: refused, at the
    // second (the parser keeps the last of them).
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
    // Where a key stands in the line, for the column of an error about it.
    auto at = [&](const std::string& key) {
        const auto found = line.find('"' + key + '"');
        return found == std::string_view::npos ? 1 : static_cast<int>(found) + 1;
    };
    if (twice) {
        const auto first = line.find('"' + *twice + '"');
        const auto second = line.find('"' + *twice + '"', first + 1);
        return fail(n, second == std::string_view::npos ? 1 : static_cast<int>(second) + 1,
                    "the key \"" + *twice + "\" is given twice");
    }

    // Headers: an object with one of the header keys and no "action".
    if (!j.contains("action")) {
        if (j.contains("side"))
            return fail(n, at("side"), "missing \"action\" (touch, lift, release...)");
        if (j.size() != 1)
            return fail(n, 1, "expected an event with \"side\" and \"action\", or one header");
        auto it = j.begin();
        if (!parse_header_name(it.key()))
            return fail(n, at(it.key()),
                        "unknown header \"" + it.key() +
                            "\" (headers: laws, fen, mode, lang, variant, clock)");
        if (!it.value().is_string() && !it.value().is_number_integer())
            return fail(n, at(it.key()), "the value of \"" + it.key() + "\" must be a string");
        std::string value = it.value().is_string() ? it.value().get<std::string>()
                                                   : std::to_string(it.value().get<long long>());
        if (value.find_first_of("#\"\r\n") != std::string::npos)
            return fail(
                n, at(it.key()),
                "the value of \"" + it.key() + "\" may not contain '#', '\"' or a line break");
        std::string text = it.key() + " " + value;
        auto parsed = parse_event_line(text, n);
        if (!parsed || !std::holds_alternative<Header>(*parsed))
            return fail(n, at(it.key()),
                        parsed ? "unknown header \"" + it.key() + "\"" : parsed.error().message);
        return parsed;
    }

    auto get_string = [&](const char* key) -> std::optional<std::string> {
        if (!j.contains(key) || !j[key].is_string())
            return std::nullopt;
        return j[key].get<std::string>();
    };
    // Build the text form and let its parser check it, so that both forms
    // accept exactly the same events.
    auto side = get_string("side");
    auto action = get_string("action");
    if (!j.contains("side"))
        return fail(n, 1, "missing \"side\" (\"white\" or \"black\")");
    if (!side || !is_word(*side))
        return fail(n, at("side"), "\"side\" must be \"white\" or \"black\"");
    if (!action || !is_word(*action))
        return fail(n, at("action"), "\"action\" must be one word (touch, lift, release...)");
    std::string text = *side + " " + *action;
    std::vector<std::string> squares;
    if (j.contains("squares") && j.contains("square"))
        return fail(n, at("square"), "give either \"square\" or \"squares\", not both");
    if (j.contains("squares")) {
        if (!j["squares"].is_array())
            return fail(n, at("squares"), "\"squares\" must be an array of squares");
        for (const auto& s : j["squares"]) {
            if (!s.is_string())
                return fail(n, at("squares"), "\"squares\" must be an array of squares");
            squares.push_back(s.get<std::string>());
        }
    }
    if (j.contains("square")) {
        if (!j["square"].is_string())
            return fail(n, at("square"), "\"square\" must be a square");
        squares.push_back(j["square"].get<std::string>());
    }
    // Each square as the text form writes it (a1..h8), so that none can
    // stand for a modifier; the text form's parser judges the rest.
    for (const auto& s : squares)
        if (s.size() != 2 || std::tolower(static_cast<unsigned char>(s[0])) < 'a' ||
            std::tolower(static_cast<unsigned char>(s[0])) > 'h' || s[1] < '1' || s[1] > '8')
            return fail(n, at(j.contains("squares") ? "squares" : "square"),
                        "'" + s + "' is not a square");
    if (j.contains("piece") && !j["piece"].is_string())
        return fail(n, at("piece"), "\"piece\" must be one of K Q R B N P");
    auto piece = get_string("piece");
    if (piece && (piece->size() != 1 || !is_word(*piece)))
        return fail(n, at("piece"), "\"piece\" must be one of K Q R B N P");
    // A field that the action does not take is an error, not dropped.
    if (j.contains("text") && *action != "say")
        return fail(n, at("text"), "only \"say\" takes \"text\"");
    if (piece && *action != "place" && *action != "release")
        return fail(n, at("piece"), "only \"place\" and \"release\" take \"piece\"");
    if (!squares.empty() && (*action == "say" || *action == "clock" || *action == "claim"))
        return fail(n, at(j.contains("squares") ? "squares" : "square"),
                    "\"" + *action + "\" takes no square");
    if (squares.size() > 1 && *action != "touch" && *action != "adjust")
        return fail(n, at("squares"), "\"" + *action + "\" takes one square");
    if (*action == "place" && !piece)
        return fail(n, at("action"), "\"place\" needs \"piece\" (K Q R B N P)");
    if (*action == "say" && j.contains("text") && !j["text"].is_string())
        return fail(n, at("text"), "\"text\" must be a string");
    if (*action == "place") {
        text += " " + piece.value_or("") + " " + (squares.empty() ? "" : squares.front());
    } else if (*action == "say") {
        auto said = get_string("text");
        if (!said)
            return fail(n, 1, "\"say\" needs \"text\"");
        if (said->find_first_of("\"\r\n") != std::string::npos)
            return fail(n, 1, "the text may not contain '\"' or a line break");
        text += " \"" + *said + "\"";
    } else {
        std::string joined;
        for (const auto& s : squares)
            joined += (joined.empty() ? "" : "+") + s;
        if (!joined.empty())
            text += " " + joined;
        if (piece && *action == "release")
            text += " " + *piece;
    }
    for (const char* flag : {"accidental", "castle"}) {
        if (!j.contains(flag))
            continue;
        if (!j[flag].is_boolean())
            return fail(n, at(flag), "\"" + std::string(flag) + "\" must be true or false");
        if (j[flag].get<bool>())
            text += " " + std::string(flag);
    }
    if (j.contains("hand")) {
        auto hand = get_string("hand");
        if (!hand || !is_word(*hand))
            return fail(n, at("hand"), "\"hand\" must be \"left\" or \"right\"");
        text += " hand=" + *hand;
    }
    if (j.contains("t")) {
        if (!j["t"].is_number_integer() ||
            (j["t"].is_number_unsigned() &&
             j["t"].get<std::uint64_t>() >
                 static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())))
            return fail(n, at("t"), "\"t\" must be whole milliseconds (0 to 2^63 - 1)");
        text += " t=" + std::to_string(j["t"].get<long long>());
    }
    for (const auto& [key, value] : j.items()) {
        static const char* known[] = {"side", "action",     "squares", "square", "piece",
                                      "text", "accidental", "castle",  "hand",   "t"};
        bool ok = false;
        for (const char* k : known)
            ok = ok || key == k;
        if (!ok)
            return fail(n, at(key), "unknown key \"" + key + "\"");
    }
    auto parsed = parse_event_line(text, n);
    if (!parsed)
        return fail(n, 1, parsed.error().message);
    // The text built is an event's ("laws" is no side).
    if (!std::holds_alternative<BoardEvent>(*parsed))
        return fail(n, at("side"), "\"side\" must be \"white\" or \"black\"");
    return parsed;
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
