// Reading PGN that is broken or too large: each error reported where it
// is, and the games after it read.
#include "pgn_support.h"

namespace touchmove::chess {
namespace {

using namespace pgn_testing;
using test::read_file;

TEST(PgnReader, ReportsABrokenGameInTheMiddleAndReadsTheGamesAfterIt) {
    std::ifstream in(fixture_path("broken_second_game.pgn"), std::ios::binary);
    PgnReader reader(in);
    auto games = read_all(reader);
    ASSERT_EQ(games.size(), 3u);
    EXPECT_TRUE(games[0].errors.empty());
    ASSERT_EQ(games[1].errors.size(), 1u);
    const PgnError& e = games[1].errors[0];
    EXPECT_EQ(e.kind, PgnErrorKind::IllegalMove);
    EXPECT_EQ(e.line, 14);
    EXPECT_EQ(e.column, 4);
    EXPECT_EQ(e.message, "illegal move 4. Ke3: 'Ke3' is not a legal move for white");
    EXPECT_EQ(games[1].sans, sans_of("e4 e5 Nf3 Nc6 Bb5 Nf6"));
    EXPECT_EQ(games[1].tag("White"), "C");
    EXPECT_TRUE(games[2].errors.empty());
    EXPECT_EQ(games[2].tag("Event"), "Third");
    EXPECT_EQ(games[2].first_line, 16);
    EXPECT_EQ(games[2].sans, sans_of("d4 d5"));
    EXPECT_EQ(reader.games(), 3u);
    EXPECT_EQ(reader.broken_games(), 1u);
    EXPECT_GT(reader.bytes_skipped(), 0u);
}

// A broken game is skipped up to its result or the next tags, over blank
// lines, as pgn-extract and python-chess skip it: its rest is no game of its
// own. Only a blank line and then "1." start a game without tags.
TEST(PgnReader, SkipsABrokenGameOverBlankLinesUpToItsResultOrTheNextTags) {
    auto games = read_text(
        "[Event \"x\"]\n\n1. e4 e5 2. Ke3\n\nNc6 3. Bb5 a6 *\n\n[Event \"y\"]\n\n1. d4 *\n\n"
        "[Event \"z\"]\n[Variant \"King of the Hill\"]\n\n{Annotated}\n\n1. e4 e5 2. Ke2 *\n\n"
        "1. e4 e5 2. Ke3 Nc6\n\n{the next game, without tags}\n1. d4 d5 *\n\n"
        "1. e4 e5 2. Ke3 Nc6\n\n1. d4 d5 *\n");
    ASSERT_EQ(games.size(), 7u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::IllegalMove);
    EXPECT_EQ(games[1].tag("Event"), "y");
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].moves.size(), 1u);
    ASSERT_EQ(games[2].errors.size(), 1u);  // its comment and moves skipped with it
    EXPECT_EQ(games[2].errors[0].kind, PgnErrorKind::UnsupportedVariant);
    ASSERT_EQ(games[3].errors.size(), 1u);
    EXPECT_EQ(games[3].errors[0].line, 18);
    for (std::size_t i : {4u, 6u}) {
        EXPECT_TRUE(games[i].errors.empty()) << i;
        EXPECT_EQ(games[i].moves.size(), 2u) << i;
    }
    EXPECT_EQ(games[4].first_line, 21);  // the comment went with the broken game
    EXPECT_EQ(games[5].errors.size(), 1u);
    EXPECT_EQ(games[6].first_line, 25);
}

TEST(PgnReader, ReportsAnAmbiguousMove) {
    auto games = read_fixture("ambiguous_move.pgn");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::AmbiguousMove);
    EXPECT_EQ(games[0].errors[0].line, 4);
    EXPECT_EQ(games[0].errors[0].column, 23);
    EXPECT_NE(games[0].errors[0].message.find("fits 2 legal moves"), std::string::npos);
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].sans, sans_of("e4"));
}

TEST(PgnReader, ReportsAnUnreadableToken) {
    auto games = read_fixture("unreadable_token.pgn");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::Syntax);
    EXPECT_EQ(games[0].errors[0].line, 4);
    EXPECT_EQ(games[0].errors[0].column, 17);
    EXPECT_EQ(games[0].errors[0].message, "unexpected '@'");
    EXPECT_EQ(games[1].sans, sans_of("c4"));

    auto more = read_text("1. e4 e5 2. 3x4 *\n\n1. d4 *\n");
    ASSERT_EQ(more.size(), 2u);
    ASSERT_EQ(more[0].errors.size(), 1u);
    EXPECT_EQ(more[0].errors[0].message, "unreadable token '3x4'");
    EXPECT_EQ(more[0].errors[0].column, 13);
    EXPECT_TRUE(more[1].errors.empty());
}

TEST(PgnReader, ReportsAnUnterminatedCommentAndResumesAtTheNextTags) {
    auto games = read_fixture("unterminated_comment.pgn");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::UnterminatedComment);
    EXPECT_EQ(games[0].errors[0].line, 4);
    EXPECT_EQ(games[0].errors[0].column, 7);
    EXPECT_EQ(games[0].errors[0].message, "'{' without '}'");
    EXPECT_EQ(games[0].sans, sans_of("e4"));
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].tag("Event"), "After");
    EXPECT_EQ(games[1].sans, sans_of("e4 e5"));

    auto at_end = read_text("1. e4 { never closed\n e5 *\n");
    ASSERT_EQ(at_end.size(), 1u);
    ASSERT_EQ(at_end[0].errors.size(), 1u);
    EXPECT_EQ(at_end[0].errors[0].kind, PgnErrorKind::UnterminatedComment);
}

// A '[' in the movetext that opens no tag pair (a clock remark written
// outside braces) is an error of its game, which goes on to its result;
// the next game is read whole, not swallowed by a broken tag section.
TEST(PgnReader, ReportsAStrayBracketInTheMovetextAndReadsTheNextGame) {
    auto games = read_text(
        "[Event \"A\"]\n\n1. e4 e5 [%clk 0:01:00] 2. Nf3 *\n\n[Event \"B\"]\n\n1. d4 d5 *\n");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].line, 3);
    EXPECT_EQ(games[0].errors[0].column, 10);
    EXPECT_NE(games[0].errors[0].message.find("unexpected '['"), std::string::npos);
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].tag("Event"), "B");
    EXPECT_EQ(games[1].sans, sans_of("d4 d5"));
}

// Files of another age: the DOS end-of-file mark (Ctrl-Z) after the last
// game, and a joined file whose byte order mark stands before an escape
// line, are no games.
TEST(PgnReader, IgnoresACtrlZAtTheEndAndAnEscapeLineAfterAJoinedFilesMark) {
    auto games = read_text("1. e4 e5 *\n\x1a");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_TRUE(games[0].errors.empty());
    games = read_text("1. e4 e5 *\n\xEF\xBB\xBF% exported by X\n[Event \"B\"]\n\n1. d4 *\n");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].tag("Event"), "B");
}

TEST(PgnReader, ReportsAnUnterminatedTagString) {
    auto games = read_fixture("unterminated_tag_string.pgn");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::UnterminatedString);
    EXPECT_EQ(games[0].errors[0].line, 1);
    EXPECT_EQ(games[0].errors[0].column, 8);
    EXPECT_EQ(games[0].tag("Result"), "*");  // the tags after it are still read
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].sans, sans_of("d4"));
}

TEST(PgnReader, ReportsABadFenTag) {
    auto games = read_fixture("bad_fen_tag.pgn");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    const PgnError& e = games[0].errors[0];
    EXPECT_EQ(e.kind, PgnErrorKind::BadFen);
    EXPECT_EQ(e.line, 3);
    EXPECT_GE(e.column, 7);
    EXPECT_NE(e.message.find("board field"), std::string::npos) << e.message;
    EXPECT_TRUE(games[0].moves.empty());
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].sans, sans_of("e4"));
}

// A FEN tag whose castling rights the placement cannot have, or whose
// en-passant square no pawn has just passed, is read without them, as
// pgn-extract, python-chess and chessops read it; a right that does hold
// stays, and Chess960 still follows from the rights that remain.
TEST(PgnReader, ReadsAFenTagWithoutRightsThePlacementCannotHave) {
    auto games = read_text(
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\"]\n\n1. O-O *\n\n"
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w - e6 0 1\"]\n\n1. Kd2 *\n\n"
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1 x\"]\n\n1. Kd2 *\n\n"
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w KHkq - 0 1\"]\n\n1. Kd2 *\n");
    ASSERT_EQ(games.size(), 4u);
    ASSERT_TRUE(games[0].errors.empty()) << games[0].errors[0].to_string();
    EXPECT_EQ(games[0].start.castling_rights(), Bitboard(Square::H1));
    EXPECT_FALSE(games[0].start.is_chess960());
    EXPECT_TRUE(games[0].moves.at(0).is_castle());
    ASSERT_TRUE(games[1].errors.empty()) << games[1].errors[0].to_string();
    EXPECT_FALSE(games[1].start.en_passant_square());
    // Anything else wrong with the FEN stays an error.
    ASSERT_EQ(games[2].errors.size(), 1u);
    EXPECT_EQ(games[2].errors[0].kind, PgnErrorKind::BadFen);
    // Two rights for one side of the king (K and H) are no stale right.
    ASSERT_EQ(games[3].errors.size(), 1u);
    EXPECT_EQ(games[3].errors[0].kind, PgnErrorKind::BadFen);
}

TEST(PgnReader, ReportsMalformedTagsAndUnsupportedVariants) {
    auto games = read_text(
        "[Event \"x\" junk\n[Result \"*\"]\n\n1. e4 *\n\n"
        "[Event \"y\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 *\n\n"
        "[\"no name\"]\n1. e4 *\n\n"
        "1. e4 ) *\n\n"
        "1. e4 $ *\n\n"
        "1. e4 ?!? *\n\n"
        "1. e4 -- *\n\n"
        "1. d4 *\n");
    ASSERT_EQ(games.size(), 8u);
    auto kind = [&](std::size_t i) { return games[i].errors.at(0).kind; };
    EXPECT_EQ(kind(0), PgnErrorKind::BadTag);
    EXPECT_EQ(games[0].errors[0].column, 12);
    EXPECT_EQ(kind(1), PgnErrorKind::UnsupportedVariant);
    EXPECT_EQ(kind(2), PgnErrorKind::BadTag);
    EXPECT_EQ(games[3].errors.at(0).message, "')' without '('");
    EXPECT_EQ(games[4].errors.at(0).message, "'$' without a number");
    EXPECT_EQ(games[5].errors.at(0).message, "unknown glyph '?!?'");
    EXPECT_EQ(games[6].errors.at(0).message, "1... --: null moves are not supported");
    for (std::size_t i = 3; i < 7; ++i)
        EXPECT_EQ(kind(i), PgnErrorKind::Syntax);
    EXPECT_TRUE(games[7].errors.empty());
    // A variation still open when the next game's tags or the end of the
    // input come is reported where it opens.
    auto unclosed = read_text("1. e4 (1. d4 (1. c4)\n[Event \"next\"]\n1. e4 (1. d4 1-0\n");
    ASSERT_EQ(unclosed.size(), 2u);
    for (const auto& g : unclosed) {
        ASSERT_EQ(g.errors.size(), 1u);
        EXPECT_EQ(g.errors[0].message, "'(' without ')'");
        EXPECT_EQ(g.errors[0].column, 7);
    }
    EXPECT_EQ(unclosed[0].errors[0].line, 1);
    EXPECT_EQ(unclosed[1].errors[0].line, 3);
}

TEST(PgnReader, RefusesATokenOverTheLimit) {
    std::string text = "1. e4 " + std::string(300, 'a') + " *\n\n1. d4 *\n";
    auto games = read_text(text);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::TooLong);
    EXPECT_EQ(games[0].errors[0].column, 7);
    EXPECT_TRUE(games[1].errors.empty());
}

TEST(PgnReader, RefusesATagValueOverTheLimit) {
    std::string text = "[Event \"" + std::string(MaxPgnTagValueLength + 1, 'x') +
                       "\"]\n[Result \"*\"]\n\n1. e4 *\n\n[Event \"ok\"]\n\n1. d4 *\n";
    auto games = read_text(text);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::TooLong);
    EXPECT_EQ(games[0].tag("Event"), std::nullopt);
    EXPECT_EQ(games[1].tag("Event"), "ok");
}

TEST(PgnReader, RefusesMovetextOverTheLimit) {
    // Valid moves, but more than 1 MiB of them in one game (knights going
    // back and forth, one per line), read from a stream.
    std::string text = "[Event \"long\"]\n\n";
    while (text.size() <= MaxPgnMovetextLength + 100)
        text += "Nf3 Nf6 Ng1 Ng8\n";
    text += "*\n\n[Event \"next\"]\n\n1. e4 *\n";
    std::istringstream in(text);
    PgnReader reader(in, 4096);
    auto games = read_all(reader);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::TooLong);
    EXPECT_EQ(games[1].tag("Event"), "next");
    EXPECT_TRUE(games[1].errors.empty());
}

// A game on one line held whole in memory (read from text, not a stream):
// its movetext is over the limit, and the error says movetext, not tags.
TEST(PgnReader, RefusesMovetextOverTheLimitOnOneLine) {
    std::string text = "[Event \"long\"]\n\n";
    while (text.size() <= MaxPgnMovetextLength + 100)
        text += "Nf3 Nf6 Ng1 Ng8 ";
    text += "*\n\n[Event \"next\"]\n\n1. e4 *\n";
    auto games = read_text(text);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::TooLong);
    EXPECT_EQ(games[0].errors[0].message.rfind("movetext of the game is longer", 0), 0u)
        << games[0].errors[0].message;
    EXPECT_TRUE(games[1].errors.empty());
}

// A second Event tag right after a tag section: the game before it has no
// movetext, an error of that game (its FEN does not carry over).
TEST(PgnReader, ATagSectionWithoutMovetextIsAnError) {
    auto games = read_text(
        "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n"
        "[Event \"again\"]\n\n1. e4 e5 *\n");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].line, 1);
    EXPECT_NE(games[0].errors[0].message.find("no movetext"), std::string::npos);
    EXPECT_TRUE(games[1].errors.empty());
    // A result alone is movetext: "*" too, as write_pgn writes a game without moves.
    games = read_text("[Event \"x\"]\n\n*\n\n[Event \"y\"]\n\n1/2-1/2\n");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_TRUE(games[0].errors.empty());
    EXPECT_TRUE(games[1].errors.empty());
}

TEST(PgnReader, RefusesALineOverTheLimitWithoutBufferingIt) {
    std::string text = "[Event \"one long line\"]\n\n1. e4 {" +
                       std::string(3 * MaxPgnLineLength, 'x') +
                       "} *\n\n[Event \"next\"]\n\n1. e4 *\n";
    std::istringstream in(text);
    PgnReader reader(in, 64 * 1024);
    auto games = read_all(reader);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::TooLong);
    EXPECT_EQ(games[0].errors[0].line, 3);
    EXPECT_EQ(games[1].tag("Event"), "next");
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(reader.bytes_read(), text.size());
}

TEST(PgnReader, FormatsErrors) {
    PgnError e{PgnErrorKind::IllegalMove, 12, 5, "illegal move 4. Ke3: ..."};
    EXPECT_EQ(e.to_string(), "line 12, column 5: illegal move 4. Ke3: ...");
    EXPECT_EQ(to_string(PgnErrorKind::UnterminatedComment), "unterminated comment");
}

TEST(PgnReader, ReadsNothingFromEmptyInput) {
    EXPECT_TRUE(read_text("").empty());
    EXPECT_TRUE(read_text("\n\n  \r\n% only an escape line\n").empty());
}

}  // namespace
}  // namespace touchmove::chess
