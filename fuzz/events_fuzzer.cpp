// The event language, text and JSON Lines, through a whole Session (and so
// the arbiter): any lines give one answer or error each and never crash;
// an event that reads writes back as text that reads to the same text.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "touchmove/io/json.h"
#include "touchmove/io/session.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace touchmove;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    io::Session session;
    int n = 0;
    while (!text.empty()) {
        std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++n;
        bool json = io::looks_like_json(line);
        auto parsed = json ? io::parse_json_line(line, n) : io::parse_event_line(line, n);
        if (parsed && std::holds_alternative<arbiter::BoardEvent>(*parsed)) {
            const auto& e = std::get<arbiter::BoardEvent>(*parsed);
            auto again = io::parse_event_line(e.to_text(), n);
            if (!again || !std::holds_alternative<arbiter::BoardEvent>(*again) ||
                std::get<arbiter::BoardEvent>(*again).to_text() != e.to_text())
                __builtin_trap();
            // JSON carries UTF-8 only: other bytes come back replaced.
            if (io::json_quote(e.text).find("\\ufffd") == std::string::npos) {
                auto from_json = io::parse_json_line(io::event_to_json(e), n);
                if (!from_json ||
                    std::get<arbiter::BoardEvent>(*from_json).to_text() != e.to_text())
                    __builtin_trap();
            }
        }
        int before = session.events();
        auto out = session.feed(parsed, n, json ? std::string_view() : line);
        if (out) {
            if (out->n != before + 1)
                __builtin_trap();
            (void)io::to_json(*out, arbiter::Edition::Fide2005, io::Language::English);
        }
    }
    return 0;
}
