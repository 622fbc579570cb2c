// Session: numbering of events, headers, and where errors point
// (EVENTS.md section 6, "Numbering and errors").
#include "touchmove/arbiter/session.h"

#include <gtest/gtest.h>

namespace touchmove::arbiter {
namespace {

TEST(Session, CountsEventLinesOnlyAndAnswersEach) {
    Session s;
    EXPECT_FALSE(s.feed_line("# a comment", 1));
    EXPECT_FALSE(s.feed_line("laws 2023", 2));
    EXPECT_FALSE(s.feed_line("", 3));
    auto first = s.feed_line("white lift e2", 4);
    ASSERT_TRUE(first);
    EXPECT_EQ(first->n, 1);
    EXPECT_FALSE(first->is_error());
    EXPECT_EQ(s.arbiter()->edition(), Edition::Fide2023);
    auto header = s.feed_line("laws 2005", 5);
    ASSERT_TRUE(header);
    EXPECT_EQ(header->n, 2);
    ASSERT_TRUE(header->is_error());
    EXPECT_EQ(s.arbiter()->edition(), Edition::Fide2023);  // changed nothing
}

TEST(Session, AnEmptySquareInAListIsPointedAt) {
    Session s;
    for (auto [line, column] : {std::pair{"white touch d2+e5", 16},
                                {"white touch   e2+d2+e4", 21},
                                {"white adjust a2+b2+c2+e5 # x", 23},
                                {"white touch e5+d2", 13}}) {
        auto touch = s.feed_line(line, 1);
        ASSERT_TRUE(touch && touch->is_error()) << line;
        EXPECT_EQ(std::get<LineError>(touch->result).column, column) << line;
    }
}

TEST(Session, ImpossibleEventsPointAtTheArgument) {
    Session s;
    auto lift = s.feed_line("white  lift e4   # empty square", 1);
    ASSERT_TRUE(lift && lift->is_error());
    const auto& e = std::get<LineError>(lift->result);
    EXPECT_EQ(e.line, 1);
    EXPECT_EQ(e.column, 13);
    EXPECT_NE(e.message.find("no piece on e4"), std::string::npos);

    auto release = s.feed_line("white release e4", 2);
    ASSERT_TRUE(release && release->is_error());
    EXPECT_EQ(std::get<LineError>(release->result).column, 7);  // the action: nothing in hand

    s.feed_line("white lift e2", 3);
    auto occupied = s.feed_line("white release e7", 4);
    ASSERT_TRUE(occupied && occupied->is_error());
    EXPECT_EQ(std::get<LineError>(occupied->result).column, 15);
    // The stream goes on: the pawn is still in hand and can be put down.
    auto ok = s.feed_line("white release e4", 5);
    ASSERT_TRUE(ok && !ok->is_error());
    EXPECT_EQ(ok->n, 5);
}

TEST(Session, ABadFenHeaderIsAnErrorWithItsColumn) {
    Session s;
    auto bad = s.feed_line("fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", 1);
    ASSERT_TRUE(bad && bad->is_error());
    EXPECT_EQ(std::get<LineError>(bad->result).column, 5 + 42);
    // The default position stands.
    auto first = s.feed_line("white lift g1", 2);
    ASSERT_TRUE(first && !first->is_error());
    EXPECT_EQ(s.arbiter()->position(), chess::Position::initial());
}

}  // namespace
}  // namespace touchmove::arbiter
