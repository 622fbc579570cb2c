// PGN: any bytes are read to the end without crashing; every game read
// without error writes back to PGN that reads to the same moves.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "touchmove/chess/pgn.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace touchmove::chess;
    PgnReader reader(std::string_view(reinterpret_cast<const char*>(data), size));
    while (auto game = reader.read_game()) {
        if (!game->errors.empty())
            continue;
        std::string written = write_pgn(*game);
        PgnReader again(written);
        auto back = again.read_game();
        if (!back || !back->errors.empty() || back->moves != game->moves)
            __builtin_trap();
    }
    return 0;
}
