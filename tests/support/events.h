// Board events for the tests, written in the text form: event("white lift e2").
#pragma once

#include <gtest/gtest.h>

#include <string_view>
#include <variant>

#include "touchmove/arbiter/board_event.h"
#include "touchmove/io/event_text.h"

namespace touchmove::test {

// The event of one line of the text form; a line that is not an event
// fails the test (and gives an empty event).
inline arbiter::BoardEvent event(std::string_view line) {
    auto parsed = io::parse_event_line(line, 1);
    const bool is_event = parsed && std::holds_alternative<arbiter::BoardEvent>(*parsed);
    EXPECT_TRUE(is_event) << line << ": "
                          << (parsed ? "not an event" : parsed.error().message.c_str());
    if (!is_event)
        return {};
    return std::get<arbiter::BoardEvent>(*parsed);
}

}  // namespace touchmove::test
