// The text form of the event language: one event or header a line.
//
//   # comment                    (also at the end of a line, outside quotes)
//   laws 2005 | 2023             (headers)
//   fen <FEN>
//   mode observe | enforce
//   lang en | de | vi
//   variant standard | chess960
//   clock yes | no
//   <side> <action> [arguments] [modifiers]
//
// parse_event_line() reads one line; it never throws and reports an error
// with the 1-based column of the offending token. See docs/events.md, Text
// form.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "touchmove/arbiter/board_event.h"
#include "touchmove/chess/expected.h"

namespace touchmove::io {

struct Header {
    enum class Kind : std::uint8_t { Laws, Fen, Mode, Lang, Variant, Clock };
    Kind kind;
    std::string value;  // already checked against the header's allowed values (FEN: not yet)
    int value_column = 1;
};

std::string_view to_string(Header::Kind k);
// The header a line's first word names ("laws", "fen", ...), if any.
std::optional<Header::Kind> parse_header_name(std::string_view word);

// A line with nothing to do: blank or only a comment.
struct Blank {};

using EventLine = std::variant<Blank, Header, arbiter::BoardEvent>;

struct LineError {
    int line = 0;
    int column = 1;  // 1-based
    std::string message;
};

// Longest line accepted; a longer one is refused with an error.
constexpr std::size_t MaxEventLineLength = 4096;

// Parses one line of the text form. `line_number` is only copied into errors.
chess::Expected<EventLine, LineError> parse_event_line(std::string_view line, int line_number);

// True when the first non-blank character of the line is '{': a JSON Lines record.
bool looks_like_json(std::string_view line);

// Drops the UTF-8 byte order mark that some editors put at the start of a
// file; call it on the first line.
inline void drop_byte_order_mark(std::string& first_line) {
    if (first_line.starts_with("\xEF\xBB\xBF"))
        first_line.erase(0, 3);
}

}  // namespace touchmove::io
