// SAN and UCI: any text either fails or names a legal move whose own SAN
// and UCI read back to the same move, in a few positions with castling,
// en passant and promotions.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "touchmove/chess/san.h"
#include "touchmove/chess/uci.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace touchmove::chess;
    static const Position positions[] = {
        Position::initial(),
        Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .value(),
        Position::from_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3").value(),
        Position::from_fen("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1").value(),
    };
    std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const Position& pos : positions) {
        if (auto m = parse_san_move(pos, text)) {
            auto back = parse_san_move(pos, to_san(pos, *m));
            if (!back || *back != *m)
                __builtin_trap();
        }
        if (auto m = parse_uci_move(pos, text)) {
            auto back = parse_uci_move(pos, to_uci(pos, *m));
            if (!back || *back != *m)
                __builtin_trap();
        }
    }
    return 0;
}
