// Positions for the tests, from FEN.
#pragma once

#include <gtest/gtest.h>

#include <string_view>

#include "touchmove/chess/position.h"

namespace touchmove::test {

// The position of `fen`; a FEN that cannot be read fails the test (and
// gives the initial position, so that the test can go on).
inline chess::Position from_fen(std::string_view fen,
                                chess::CastlingMode mode = chess::CastlingMode::Standard) {
    auto pos = chess::Position::from_fen(fen, mode);
    EXPECT_TRUE(pos) << fen << ": " << (pos ? "" : pos.error().to_string());
    return pos ? *pos : chess::Position::initial();
}

}  // namespace touchmove::test
