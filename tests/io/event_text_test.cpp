// The text form of the event language: what parses, and where errors point.
#include "touchmove/io/event_text.h"

#include <gtest/gtest.h>

#include "support/events.h"

namespace touchmove::io {
namespace {

using arbiter::Action;
using arbiter::BoardEvent;
using arbiter::Hand;
using arbiter::SquareList;
using chess::Color;
using chess::PieceType;
using chess::Square;
using test::event;

LineError error(std::string_view line) {
    auto parsed = parse_event_line(line, 7);
    EXPECT_FALSE(parsed) << line;
    return parsed ? LineError{} : parsed.error();
}

TEST(EventText, ReadsEveryActionWithItsArguments) {
    BoardEvent e = event("white touch e1+h1 castle hand=left t=1500");
    EXPECT_EQ(e.side, Color::White);
    EXPECT_EQ(e.action, Action::Touch);
    EXPECT_EQ(e.squares, (SquareList{Square::E1, Square::H1}));
    EXPECT_TRUE(e.castle);
    EXPECT_EQ(e.hand, Hand::Left);
    EXPECT_EQ(e.time_ms, 1500);

    e = event("b release e8 Q");
    EXPECT_EQ(e.side, Color::Black);
    EXPECT_EQ(e.action, Action::Release);
    EXPECT_EQ(e.piece, PieceType::Queen);

    e = event("white place N e8 accidental");
    EXPECT_EQ(e.action, Action::Place);
    EXPECT_EQ(e.piece, PieceType::Knight);
    EXPECT_EQ(e.square(), Square::E8);
    EXPECT_TRUE(e.accidental);

    EXPECT_EQ(event("black claim").action, Action::Claim);
    EXPECT_EQ(event("white clock  # pressed at once").action, Action::Clock);
}

// An event's squares are held in place: all 64 fit, in the order named; a
// 65th (only possible with a square named twice) is refused, not written.
TEST(SquareList, HoldsEverySquareInOrderAndRefusesMore) {
    SquareList list;
    EXPECT_TRUE(list.empty());
    for (int i = 63; i >= 0; --i)
        list.push_back(chess::square_at(i));
    ASSERT_EQ(list.size(), 64u);
    EXPECT_EQ(list.front(), Square::H8);
    EXPECT_EQ(list[63], Square::A1);
    EXPECT_THROW(list.push_back(Square::E4), std::length_error);
    EXPECT_EQ(list.size(), 64u);
    const SquareList copy = list;
    list.clear();
    list.push_back(Square::E1);
    EXPECT_EQ(copy.size(), 64u);
    EXPECT_EQ(list, (SquareList{Square::E1}));
    EXPECT_FALSE(list == copy);
    // The text form names them in the same order.
    BoardEvent e = event("white touch h1+e1");
    EXPECT_EQ(e.squares, (SquareList{Square::H1, Square::E1}));
    EXPECT_EQ(e.to_text(), "white touch h1+e1");
}

TEST(EventText, SayKeepsHashInsideQuotes) {
    BoardEvent e = event("black say \"j'adoube #1\" # a comment");
    EXPECT_EQ(e.action, Action::Say);
    EXPECT_EQ(e.text, "j'adoube #1");
}

TEST(EventText, BlankCommentAndHeaders) {
    EXPECT_TRUE(std::holds_alternative<Blank>(*parse_event_line("   # only a comment", 1)));
    EXPECT_TRUE(std::holds_alternative<Blank>(*parse_event_line("", 1)));
    auto h = parse_event_line("fen 8/4P2k/8/8/8/8/8/4K3 w - - 0 1 # promotion", 1);
    ASSERT_TRUE(h && std::holds_alternative<Header>(*h));
    EXPECT_EQ(std::get<Header>(*h).value, "8/4P2k/8/8/8/8/8/4K3 w - - 0 1");
    auto laws = parse_event_line("laws 2023", 1);
    ASSERT_TRUE(laws && std::holds_alternative<Header>(*laws));
    EXPECT_EQ(std::get<Header>(*laws).kind, Header::Kind::Laws);
}

TEST(EventText, ErrorsSayWhere) {
    LineError e = error("white lift k9");
    EXPECT_EQ(e.line, 7);
    EXPECT_EQ(e.column, 12);
    EXPECT_NE(e.message.find("'k9'"), std::string::npos);

    e = error("white jump e4");
    EXPECT_EQ(e.column, 7);
    EXPECT_NE(e.message.find("unknown action"), std::string::npos);

    e = error("green touch e4");
    EXPECT_EQ(e.column, 1);

    e = error("white touch e2+e9");
    EXPECT_EQ(e.column, 16);

    e = error("white say \"unterminated");
    EXPECT_EQ(e.column, 11);

    // A line break inside the quotes is refused where it stands, as the
    // JSON form refuses it: written back, it would split the line.
    e = error("white say \"j'a\rdoube\"");
    EXPECT_EQ(e.column, 15);
    EXPECT_NE(e.message.find("line break"), std::string::npos);
    e = error("white say \"j'a\ndoube\"");
    EXPECT_EQ(e.column, 15);

    e = error("white touch e2 loudly");
    EXPECT_EQ(e.column, 16);

    // A modifier given twice would overrule the first: refused at the second.
    e = error("white lift g1 hand=right hand=left t=1 t=2");
    EXPECT_EQ(e.column, 26);
    EXPECT_NE(e.message.find("given already"), std::string::npos);
    e = error("white touch e1+h1 castle castle");
    EXPECT_EQ(e.column, 26);

    e = error("laws 2019");
    EXPECT_EQ(e.column, 6);

    e = error("white release");
    EXPECT_NE(e.message.find("expected a square"), std::string::npos);

    e = error("white place X e8");
    EXPECT_EQ(e.column, 13);

    e = error("white touch e2 t=abc");
    EXPECT_EQ(e.column, 18);
}

TEST(EventText, RefusesOverlongLines) {
    std::string line = "white touch e2 " + std::string(MaxEventLineLength, ' ');
    LineError e = error(line);
    EXPECT_NE(e.message.find("longer than"), std::string::npos);
}

TEST(EventText, TextFormRoundTrips) {
    for (std::string_view line :
         {"white touch e1+h1 castle hand=left", "black release e8 Q", "white place N e8",
          "black say \"tôi sửa quân\"", "white remove d5 accidental", "black adjust c6",
          "white clock", "black claim t=20"}) {
        EXPECT_EQ(event(line).to_text(), line);
    }
}

}  // namespace
}  // namespace touchmove::io
