// clear() (src/replay/plain_optional.h): the plain clear of a std::optional
// that the replay's hot paths use instead of reset().
#include "plain_optional.h"

#include <gtest/gtest.h>

#include <optional>

#include "touchmove/chess/move.h"
#include "touchmove/chess/square.h"

namespace touchmove::replay {
namespace {

using chess::Move;
using chess::PieceType;
using chess::Square;

TEST(PlainOptional, ClearEmptiesWhetherItHeldAValueOrNot) {
    std::optional<Square> held = Square::E4;
    clear(held);
    EXPECT_FALSE(held.has_value());
    clear(held);
    EXPECT_FALSE(held.has_value());

    std::optional<Move> move = Move::normal(Square::G1, Square::F3, PieceType::Knight);
    clear(move);
    EXPECT_EQ(move, std::nullopt);
}

}  // namespace
}  // namespace touchmove::replay
