// Session: numbering of events, headers, and where errors point
// (docs/events.md, Details, Numbering and errors).
#include "touchmove/io/session.h"

#include <gtest/gtest.h>

namespace touchmove::io {
namespace {

using arbiter::Edition;

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

// "variant standard" and a FEN that only Chess960 can read (the king off
// the e-file with castling rights): the header that brings them together
// is an error and changes nothing; HAha on a standard set-up is standard.
TEST(Session, VariantStandardRejectsAChess960OnlyFen) {
    constexpr std::string_view Fen960 = "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1";
    {
        Session s;
        EXPECT_FALSE(s.feed_line("variant standard", 1));
        auto fen = s.feed_line("fen " + std::string(Fen960), 2);
        ASSERT_TRUE(fen && fen->is_error());
        EXPECT_EQ(std::get<LineError>(fen->result).column, 5 + 46);  // the castling field
        ASSERT_TRUE(s.feed_line("white lift g1", 3));
        EXPECT_EQ(s.arbiter()->position(), chess::Position::initial());
    }
    {
        Session s;
        EXPECT_FALSE(s.feed_line("fen " + std::string(Fen960), 1));
        auto variant = s.feed_line("variant standard", 2);
        ASSERT_TRUE(variant && variant->is_error());
        EXPECT_EQ(std::get<LineError>(variant->result).column, 9);
        ASSERT_TRUE(s.feed_line("white touch f1", 3));
        EXPECT_TRUE(s.arbiter()->position().is_chess960());  // the FEN, read as before
    }
    {
        Session s;
        EXPECT_FALSE(s.feed_line("variant standard", 1));
        EXPECT_FALSE(s.feed_line("fen r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", 2));
        ASSERT_TRUE(s.feed_line("white touch e1", 3));
        EXPECT_FALSE(s.arbiter()->position().is_chess960());
        // Without castling rights, any set-up is standard chess.
        Session t;
        EXPECT_FALSE(t.feed_line("variant standard", 1));
        EXPECT_FALSE(t.feed_line("fen bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w - - 0 1", 2));
    }
}

}  // namespace
}  // namespace touchmove::io
