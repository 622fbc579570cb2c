// clear() and store() (src/replay/plain_optional.h): the plain stores into
// a std::optional that the replay's hot paths use instead of reset() and
// `= value`.
#include "plain_optional.h"

#include <gtest/gtest.h>

#include <cstdint>
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

TEST(PlainOptional, StoreSetsTheValueWhetherItHeldOneOrNot) {
    std::optional<std::uint64_t> contact;
    store(contact, std::uint64_t{7});
    EXPECT_EQ(contact, 7U);
    store(contact, std::uint64_t{12});
    EXPECT_EQ(contact, 12U);
    clear(contact);
    store(contact, std::uint64_t{0});
    ASSERT_TRUE(contact.has_value());
    EXPECT_EQ(*contact, 0U);
}

}  // namespace
}  // namespace touchmove::replay
