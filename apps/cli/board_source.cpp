#include "board_source.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "touchmove/eboard/serial.h"

namespace touchmove::cli {

namespace {

constexpr std::int64_t PictureRequestMs = 250;

std::int64_t now_ms() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

// Returns whether some bytes made no message: a change may have been lost.
bool read_reports(eboard::Protocol& protocol, std::span<const std::uint8_t> bytes,
                  eboard::Translator& translator, std::optional<std::int64_t> ms,
                  const BoardSink& sink) {
    std::vector<eboard::Report> reports;
    protocol.feed(bytes, reports);
    bool garbled = false;
    for (const eboard::Report& r : reports) {
        garbled = garbled || r.kind == eboard::Report::Kind::Dropped;
        sink(translator.on_report(r, ms));
    }
    return garbled;
}

int follow_recording(const BoardSource& source, eboard::Protocol& protocol,
                     eboard::Translator& translator, const BoardSink& sink) {
    std::ifstream in(source.path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "touchmove: cannot open '%s'\n", source.path.c_str());
        return 2;
    }
    std::vector<std::uint8_t> bytes(1 << 16);
    while (in) {
        in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
        read_reports(protocol, {bytes.data(), static_cast<std::size_t>(in.gcount())}, translator,
                     std::nullopt, sink);
    }
    if (in.bad()) {
        std::fprintf(stderr, "touchmove: cannot read '%s'\n", source.path.c_str());
        return 2;
    }
    std::vector<eboard::Report> reports;
    protocol.finish(reports);
    for (const eboard::Report& r : reports)
        sink(translator.on_report(r, std::nullopt));
    sink(translator.finish());
    return 0;
}

int follow_device(const BoardSource& source, eboard::Protocol& protocol,
                  eboard::Translator& translator, const BoardSink& sink, const BoardLoop& loop) {
    bool reconnected = false;
    eboard::BoardLink link(source.path, protocol.line(), protocol.start_commands(),
                           [&](const eboard::LinkChange& change) {
                               std::fprintf(stderr, "touchmove: %s\n", change.message.c_str());
                               reconnected = reconnected || change.connected;
                           });
    std::vector<std::uint8_t> bytes(4096);
    std::optional<std::int64_t> last_request;  // when the picture was last asked for
    while (!loop.stop()) {
        auto n = link.read(bytes, std::chrono::milliseconds(20));
        if (!n) {
            std::fprintf(stderr, "touchmove: %s\n", n.error().c_str());
            return 2;
        }
        if (reconnected) {  // a message cut by the unplugging is void; the board sends its picture
                            // anew
            std::vector<eboard::Report> void_reports;
            protocol.finish(void_reports);
            reconnected = false;
        }
        const std::int64_t now = now_ms();
        // A garbled message may have been a change: the board's whole
        // picture, asked for at once, tells what it was before the hands
        // move on (at most every PictureRequestMs, so that endless noise
        // does not flood the line with requests).
        if (read_reports(protocol, {bytes.data(), *n}, translator, now, sink) &&
            (!last_request || now - *last_request >= PictureRequestMs)) {
            last_request = now;
            (void)link.write(protocol.picture_request());  // a line down asks anew when back
        }
        sink(translator.tick(now));
        if (loop.idle)
            loop.idle();
    }
    sink(translator.finish());
    return 0;
}

}  // namespace

void print_notice(const eboard::Notice& notice) {
    std::fprintf(stderr, "board: %s\n", notice.text.c_str());
    for (const std::string& f : notice.fixes)
        std::fprintf(stderr, "  %s\n", f.c_str());
}

std::optional<BoardSource> board_source(std::string_view kind, std::string_view path) {
    BoardSource source;
    source.path = path;
    if (kind.ends_with("-replay")) {
        source.replay = true;
        kind.remove_suffix(7);
    }
    if (!eboard::make_protocol(kind))
        return std::nullopt;
    source.protocol = kind;
    return source;
}

bool is_board_game_option(std::string_view name) {
    return name == "--laws" || name == "--fen" || name == "--settle";
}

std::optional<std::string> set_board_game_option(std::string_view name, const std::string& value,
                                                 eboard::TranslatorOptions& options) {
    if (name == "--laws") {
        if (value != "2005" && value != "2023")
            return "--laws takes 2005 or 2023, not '" + value + "'";
        options.defaults.edition =
            value == "2023" ? arbiter::Edition::Fide2023 : arbiter::Edition::Fide2005;
    } else if (name == "--fen") {
        auto pos = chess::Position::from_fen(value);
        if (!pos)
            return "bad FEN: " + pos.error().to_string();
        options.fen = value;
    } else if (name == "--settle") {
        char* end = nullptr;
        const long ms = std::strtol(value.c_str(), &end, 10);
        if (value.empty() || *end != '\0' || ms < 0 || ms > 10000)
            return "--settle takes 0 to 10000 ms, not '" + value + "'";
        options.settle_ms = ms;
    }
    return std::nullopt;
}

eboard::TranslatorOptions for_board(const BoardSource& source, eboard::TranslatorOptions game) {
    game.scan_ms = eboard::make_protocol(source.protocol)->scan_ms();
    return game;
}

std::optional<BoardSource> parse_board_source(std::string_view spec) {
    const auto colon = spec.find(':');
    if (colon == std::string_view::npos || colon + 1 == spec.size())
        return std::nullopt;
    return board_source(spec.substr(0, colon), spec.substr(colon + 1));
}

int follow_board(const BoardSource& source, eboard::Translator& translator, const BoardSink& sink,
                 const BoardLoop& loop) {
    auto protocol = eboard::make_protocol(source.protocol);
    return source.replay ? follow_recording(source, *protocol, translator, sink)
                         : follow_device(source, *protocol, translator, sink, loop);
}

}  // namespace touchmove::cli
