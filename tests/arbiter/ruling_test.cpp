// The arbiter's data: a message's text held in place (MessageText).
#include "touchmove/arbiter/ruling.h"

#include <gtest/gtest.h>

#include <string>

namespace touchmove::arbiter {
namespace {

TEST(MessageText, HoldsWhatIsWrittenUpToItsCapacity) {
    MessageText t;
    EXPECT_TRUE(t.empty());
    t = "Nf3";
    EXPECT_EQ(t, "Nf3");
    EXPECT_EQ(t.size(), 3u);
    t = {};
    EXPECT_TRUE(t.empty());
    // The longest list the arbiter could write: 64 squares.
    std::string list;
    for (int i = 0; i < 64; ++i)
        list += (list.empty() ? "" : ", ") + chess::to_string(chess::square_at(i));
    t = list;
    EXPECT_EQ(t.view(), list);
    // A longer text is cut to the capacity, never written past it.
    const std::string longer(MessageText::Capacity + 10, 'x');
    t = longer;
    EXPECT_EQ(t.view(), std::string(MessageText::Capacity, 'x'));
    // Copies are independent.
    MessageText u = t;
    t = "e4";
    EXPECT_EQ(u.size(), MessageText::Capacity);
    EXPECT_EQ(t, "e4");
}

}  // namespace
}  // namespace touchmove::arbiter
