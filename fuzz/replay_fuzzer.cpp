// Replay: every game that reads without error, from whatever start its
// tags give (a FEN, Chess960), is turned into physical events that the
// arbiter must follow to the game's end: no disagreement, no false alarm,
// and every planted violation caught. The first byte draws the seed and
// how often violations are planted (never, a third, two thirds, always).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "touchmove/chess/pgn.h"
#include "touchmove/replay/replay.h"

namespace {

using namespace touchmove;

class Visitor final : public chess::PgnVisitor {
public:
    explicit Visitor(replay::GameReplay& replay, std::uint64_t seed)
        : replay_(replay), seed_(seed) {}

    void begin_game(int line) override {
        line_ = line;
        started_ = false;
        broken_ = false;
    }
    chess::PgnMovetext begin_movetext(const chess::Position& start) override {
        replay_.begin(start, replay::game_seed(seed_, 0, static_cast<unsigned>(line_)));
        started_ = true;
        return chess::PgnMovetext::Read;
    }
    void move(const chess::Position& before, chess::Move m, std::string_view san) override {
        if (started_)
            replay_.move(before, m, san);
    }
    void error(const chess::PgnError&) override { broken_ = true; }
    void end_game() override {
        if (!started_ || broken_)
            return;  // a game that cannot be read is skipped whole, as the CLI does
        replay_.finish();
        if (!replay_.problems().empty())
            __builtin_trap();
        const replay::ReplayStats& s = replay_.stats();
        if (s.false_alarms != 0 || s.missed != 0 || s.disagreements != 0)
            __builtin_trap();
        for (std::size_t k = 0; k < replay::InjectionCount; ++k)
            if (s.caught[k] != s.planted[k])
                __builtin_trap();
    }

private:
    replay::GameReplay& replay_;
    std::uint64_t seed_;
    int line_ = 0;
    bool started_ = false;
    bool broken_ = false;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    replay::ReplayOptions options;
    options.seed = data[0] >> 2;
    options.inject_rate = (data[0] & 3) / 3.0;
    replay::GameReplay replay(options);
    Visitor visitor(replay, options.seed);
    chess::PgnReader reader(std::string_view(reinterpret_cast<const char*>(data + 1), size - 1));
    while (reader.read_game(visitor)) {
    }
    return 0;
}
