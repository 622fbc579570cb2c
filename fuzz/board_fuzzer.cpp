// A board's bytes through its decoder and the Translator into the arbiter:
// whatever the sensors report (pieces from nowhere, kings vanishing, a
// board that matches nothing), no crash, every event it makes is one the
// arbiter can apply, and its account of the squares to put right holds.
// The first byte picks the protocol and whether the reports come with time
// (each next byte then also advances the clock).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <variant>

#include "touchmove/eboard/protocol.h"
#include "touchmove/eboard/translator.h"

using namespace touchmove;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    const bool millennium = data[0] & 1, timed = data[0] & 2;
    auto protocol = eboard::make_protocol(millennium ? "millennium" : "dgt");
    eboard::Translator translator;
    std::vector<eboard::Report> reports;
    std::int64_t ms = 0;
    auto check = [](const std::vector<eboard::Output>& outputs) {
        for (const auto& o : outputs)
            if (const auto* out = std::get_if<io::SessionOutput>(&o); out && out->is_error())
                std::abort();  // the translator made an event that cannot happen
    };
    for (std::size_t i = 1; i < size; ++i) {
        reports.clear();
        protocol->feed(std::span(data + i, 1), reports);
        if (timed)
            ms += data[i] % 64;
        for (const auto& r : reports)
            check(translator.on_report(r, timed ? std::optional(ms) : std::nullopt));
        if (timed)
            check(translator.tick(ms));
    }
    reports.clear();
    protocol->finish(reports);
    for (const auto& r : reports)
        check(translator.on_report(r, std::nullopt));
    check(translator.finish());
    return 0;
}
