#include "board_live.h"

#include <poll.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <string>
#include <vector>

#include "touchmove/eboard/serial.h"
#include "touchmove/io/event_text.h"
#include "touchmove/io/json.h"

namespace touchmove::cli {

namespace {

volatile std::sig_atomic_t stop_requested = 0;

void request_stop(int) {
    stop_requested = 1;
}

std::int64_t now_ms() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

// The lines the arbiter types, read without waiting: each whole line is
// given to `take`; false once the input has ended.
class Keyboard {
public:
    template <class Take>
    bool poll_lines(Take take) {
        if (ended_)
            return false;
        pollfd p{STDIN_FILENO, POLLIN, 0};
        while (::poll(&p, 1, 0) > 0) {
            char buffer[4096];
            const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (n <= 0) {
                ended_ = true;
                break;
            }
            pending_.append(buffer, static_cast<std::size_t>(n));
            for (std::size_t end; (end = pending_.find('\n')) != std::string::npos;) {
                take(pending_.substr(0, end));
                pending_.erase(0, end + 1);
            }
            if (pending_.size() > io::MaxEventLineLength)
                pending_.clear();  // a line too long to be an event: dropped, as the arbitrate
                                   // command refuses it
        }
        return !ended_;
    }

private:
    std::string pending_;
    bool ended_ = false;
};

}  // namespace

int run_live_board(const std::string& device, eboard::Protocol& protocol,
                   eboard::Translator& translator, BoardOutput& output) {
    std::signal(SIGINT, request_stop);
    std::signal(SIGTERM, request_stop);
    bool reconnected = false;
    eboard::BoardLink link(device, protocol.line(), protocol.start_commands(),
                           [&](const eboard::LinkChange& change) {
                               std::fprintf(stderr, "board: %s\n", change.message.c_str());
                               reconnected = reconnected || change.connected;
                           });
    Keyboard keyboard;
    std::vector<std::uint8_t> bytes(4096);
    std::vector<eboard::Report> reports;
    int line = 0;
    while (!stop_requested) {
        auto n = link.read(bytes, std::chrono::milliseconds(20));
        if (!n) {
            std::fprintf(stderr, "touchmove board: %s\n", n.error().c_str());
            return 2;
        }
        const std::int64_t now = now_ms();
        reports.clear();
        if (reconnected) {  // a message cut by the unplugging is void; the board sends its picture
                            // anew
            protocol.finish(reports);
            reports.clear();
            reconnected = false;
        }
        protocol.feed({bytes.data(), *n}, reports);
        for (const eboard::Report& r : reports)
            output.show(translator.on_report(r, now), translator);
        output.show(translator.tick(now), translator);
        keyboard.poll_lines([&](const std::string& text) {
            ++line;
            const bool json = io::looks_like_json(text);
            auto parsed = json ? io::parse_json_line(text, line) : io::parse_event_line(text, line);
            output.show(
                translator.keyboard(parsed, json ? std::string_view() : std::string_view(text)),
                translator);
        });
    }
    output.show(translator.finish(), translator);
    return 0;
}

}  // namespace touchmove::cli
