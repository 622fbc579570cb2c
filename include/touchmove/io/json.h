// JSON for the event language: answers out (docs/events.md, Answers) and
// the JSON Lines form of events in (docs/events.md, Text form, JSON form).
//
// This is an adapter: it turns the arbiter's data into text and text into
// events, and holds no rules. Parsing uses nlohmann/json; writing is direct.
#pragma once

#include <string>
#include <string_view>

#include "touchmove/arbiter/ruling.h"
#include "touchmove/io/event_text.h"
#include "touchmove/io/messages.h"
#include "touchmove/io/session.h"

namespace touchmove::io {

// Writes one answer (or error) as a single line of JSON, without a newline.
std::string to_json(const SessionOutput& out, arbiter::Edition edition, Language language);

// Writes a string as a JSON string literal, quotes included.
std::string json_quote(std::string_view s);

// Longest JSON line accepted.
constexpr std::size_t MaxJsonLineLength = 4096;

// Reads one line of the JSON Lines form: an event such as
// {"side":"white","action":"touch","squares":["e1","h1"],"castle":true},
// or a header such as {"laws":"2023"}.
chess::Expected<EventLine, LineError> parse_json_line(std::string_view line, int line_number);

// Writes an event as a line of the JSON Lines form.
std::string event_to_json(const arbiter::BoardEvent& e);

}  // namespace touchmove::io
