// FEN: any text either fails with an error inside the text or gives a
// position whose FEN reads back to the same position.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "touchmove/chess/position.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace touchmove::chess;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    for (auto mode : {CastlingMode::Standard, CastlingMode::Chess960}) {
        auto pos = Position::from_fen(text, mode);
        if (!pos) {
            if (pos.error().column < 1 ||
                static_cast<std::size_t>(pos.error().column) > text.size() + 1)
                __builtin_trap();
            continue;
        }
        auto again = Position::from_fen(pos->to_fen(), mode);
        if (!again || !(*again == *pos) || again->key() != pos->key())
            __builtin_trap();
    }
    return 0;
}
