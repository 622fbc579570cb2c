// The Translator: a DGT clock's lever read as the players' presses.
#include <gtest/gtest.h>

#include "translator_cases.h"

namespace touchmove::eboard {
namespace {

using namespace cases;

// An illegal move is ruled on when its player presses the clock, a press
// read from the lever.
TEST(BoardClock, AnIllegalMoveIsRuledOnAtThePress) {
    expect_same_with_a_clock({"white lift e2", "white release e5", "white clock"}, {"3"},
                             arbiter::Edition::Fide2005);
    expect_same_with_a_clock({"white lift e2", "white release e5", "white clock"}, {"7.5.1"},
                             arbiter::Edition::Fide2023);
}

// The lever is read at once, the landing square up to a scan later: a press
// read while the presser's piece is in the air waits for its landing. In a
// recording the next report says; on a live board a scan and a margin do,
// after which a press with the piece still in the hand is ruled as it is.
TEST(BoardClock, APressReadBeforeTheLanding) {
    Translator t;
    Verdict v = verdict(feel(t, {"^L", "-e2", "^R", "+e4P", "-e7", "^L", "+e5p"}));
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "e7e5"})) << v.log;
    EXPECT_EQ(v.presses, (std::vector<std::string>{"white clock", "black clock"})) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;

    Translator live({{}, "", 300, 250});
    v = verdict(feel(live, {"^L", "-e2", "^R", "+e4P", "-e7", "^L", "+e5p"},
                     {0, 1000, 1400, 1600, 3000, 3300, 3500}));
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "e7e5"})) << v.log;
    EXPECT_EQ(v.presses, (std::vector<std::string>{"white clock", "black clock"})) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;

    Translator in_the_air({{}, "", 300, 250});
    v = verdict(feel(in_the_air, {"^L", "-e2", "^R", "+e4P"}, {0, 1000, 1400, 2400}));
    EXPECT_EQ(v.presses, (std::vector<std::string>{"white clock"})) << v.log;
    EXPECT_EQ(v.violations, (std::vector<std::string>{"3"})) << v.log;
    EXPECT_TRUE(v.moves.empty()) << v.log;
}

// A move made and the clock pressed within one scan of a DGT board: the
// lever is read before any square of the move, the landing perhaps before
// the lift, a clock's time message in between, a capture's victim taken off
// before the press. The press waits for the squares of its move; a press
// with nothing moved is still one without a move once the opponent acts.
TEST(BoardClock, APressReadBeforeTheSquaresOfItsMove) {
    const auto check = [](std::initializer_list<const char*> felt,
                          std::initializer_list<std::int64_t> ms,
                          const std::vector<std::string>& moves, const std::string& fen = "") {
        Translator t({{}, fen, 300, 250});
        Verdict v = verdict(feel(t, felt, ms));
        EXPECT_EQ(v.moves, moves) << v.log;
        EXPECT_EQ(v.presses.size(), moves.size()) << v.log;
        EXPECT_TRUE(v.violations.empty()) << v.log;
        EXPECT_TRUE(t.fixes().empty()) << v.log;
    };
    // 1. e4 played as usual, then 1... e5 and its press within one scan.
    const std::vector<std::string> moves{"e2e4", "e7e5", "g1f3"};
    check({"^L", "-e2", "+e4P", "^R", "^L", "+e5p", "-e7", "-g1", "+f3N", "^R"}, {}, moves);
    check({"^L", "-e2", "+e4P", "^R", "^L", "-e7", "+e5p", "-g1", "+f3N", "^R"}, {}, moves);
    check({"^L", "-e2", "+e4P", "^R", "-e7", "^L", "^L", "+e5p", "-g1", "+f3N", "^R"}, {}, moves);
    check({"^L", "-e2", "+e4P", "^R", "^L", "+e5p", "-e7", "-g1", "+f3N", "^R"},
          {0, 500, 600, 1000, 2000, 2150, 2200, 3000, 3300, 4000}, moves);
    // 1... dxe4 in a recording: the victim off, the press, the capturing pawn.
    check({"^L", "-e2", "+e4P", "^R", "-e4", "^L", "-d5", "+e4p", "-g1", "+f3N", "^R"}, {},
          {"e2e4", "d5e4", "g1f3"}, "rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2");

    Translator no_move;
    Verdict v = verdict(feel(no_move, {"^L", "-e2", "+e4P", "^R", "^L", "-g1", "+f3N"}));
    EXPECT_EQ(v.violations, std::vector<std::string>{"3"}) << v.log;
    EXPECT_EQ(v.moves, std::vector<std::string>{"e2e4"}) << v.log;
    EXPECT_LT(v.log.find("black clock"), v.log.find("white lift g1")) << v.log;

    // A press, the clock's time told twice (a second gone by), then a move:
    // the press was one without a move.
    Translator ticks;
    v = verdict(feel(ticks, {"^L", "-e2", "+e4P", "^R", "^L", "^L", "^L", "-e7", "+e5p"}));
    EXPECT_EQ(v.violations, std::vector<std::string>{"3"}) << v.log;
    EXPECT_LT(v.log.find("black clock"), v.log.find("black lift e7")) << v.log;
}

// After the illegal move's press the position is reinstated and the
// mover's clock runs: the lever put back is no press. The pawn goes back
// and the mover plays on.
TEST(BoardClock, TheLeverPutBackAfterAnIllegalMoveIsNoPress) {
    Translator t({{arbiter::Edition::Fide2023}, ""});
    Verdict v =
        verdict(feel(t, {"^L", "-e2", "+e5P", "^R", "^L", "-e5", "+e2P", "-d2", "+d4P", "^R"}));
    EXPECT_EQ(v.presses, (std::vector<std::string>{"white clock", "white clock"})) << v.log;
    EXPECT_EQ(v.moves, std::vector<std::string>{"d2d4"}) << v.log;
}

// The presses come from the lever: one typed as well is not sent twice.
TEST(BoardClock, ATypedPressIsNotSentWithADgtClock) {
    Translator t;
    Verdict v = verdict(feel(t, {"^L", "-e2", "+e4P"}));
    add(v, t.keyboard(io::parse_event_line("white clock", 1), "white clock"), {});
    add(v, feel(t, {"^R"}), {});
    EXPECT_EQ(v.presses, std::vector<std::string>{"white clock"}) << v.log;
    ASSERT_FALSE(v.notices.empty());
    EXPECT_NE(v.notices.back().text.find("not sent"), std::string::npos);
}

// A typed event can begin the game (a touch without lifting), and a line
// typed wrong before it begins nothing: White's side is the side up at the
// first event either way.
TEST(BoardClock, WhitesSideIsLearntAtATypedFirstEvent) {
    Translator t;
    Verdict v = verdict(feel(t, {"^R"}));
    add(v, t.keyboard(io::parse_event_line("whtie clock", 1), "whtie clock"), {});
    add(v, feel(t, {"^L", "^R"}), {});  // the clock being set
    add(v, t.keyboard(io::parse_event_line("white touch e2", 2), "white touch e2"), {});
    add(v, feel(t, {"-e2", "+e4P", "^L", "-e7", "+e5p", "^R", "-g1", "+f3N", "^L"}), {});
    EXPECT_EQ(v.presses, (std::vector<std::string>{"white clock", "black clock", "white clock"}))
        << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
}

// A clock first heard of during the game: its first press is the player's
// who moved last, which tells White's side.
TEST(BoardClock, AClockHeardOfDuringTheGame) {
    Translator t;
    Verdict v = verdict(feel(t, {"-e2", "+e4P", "^R", "-e7", "+e5p", "^L", "-g1", "+f3N", "^R"}));
    EXPECT_EQ(v.presses, (std::vector<std::string>{"black clock", "white clock"})) << v.log;
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "e7e5", "g1f3"})) << v.log;
}

// The same when the move before the first press ends with a removal (en
// passant, the captured pawn taken off last) or is illegal: the press is
// the player's who acted last.
TEST(BoardClock, AClockHeardOfAfterAMoveEndingInARemovalOrAnIllegalMove) {
    Translator en_passant;
    Verdict v = verdict(
        feel(en_passant, {"-e2", "+e4P", "-a7", "+a6p", "-e4", "+e5P", "-d7", "+d5p", "^L", "-e5",
                          "+d6P", "-d5", "^R", "-a6", "+a5p", "^L", "-d2", "+d4P", "^R"}));
    EXPECT_EQ(v.presses, (std::vector<std::string>{"white clock", "black clock", "white clock"}))
        << v.log;
    EXPECT_EQ(v.moves.at(4), "e5d6") << v.log;
    Translator illegal;
    v = verdict(feel(illegal, {"-e2", "+e4P", "-e7", "+e5p", "^L", "-f1", "+f3B", "^R"}));
    EXPECT_EQ(v.presses, std::vector<std::string>{"white clock"}) << v.log;
}

// From a position with Black to move, Black's clock runs first.
TEST(BoardClock, BlackToMoveFirst) {
    Translator t({{}, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"});
    Verdict v = verdict(feel(t, {"^R", "-e7", "+e5p", "^L", "-g1", "+f3N", "^R"}));
    EXPECT_EQ(v.presses, (std::vector<std::string>{"black clock", "white clock"})) << v.log;
}

// Each tip of the lever is a press by the player on the side that was up;
// the same side reported again (the times running) is none. White's side is
// the side up when the game begins.
TEST(BoardClock, ThePlayerOnTheSideUpPressed) {
    for (const bool white_on_the_left : {true, false}) {
        const char* white = white_on_the_left ? "^L" : "^R";
        const char* black = white_on_the_left ? "^R" : "^L";
        Translator t;
        Verdict v = verdict(feel(t, {white, "-e2", "+e4P", black, black, "-e7", "+e5p", white,
                                     white, "-g1", "+f3N", black}));
        EXPECT_EQ(v.presses,
                  (std::vector<std::string>{"white clock", "black clock", "white clock"}))
            << v.log;
        EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "e7e5", "g1f3"})) << v.log;
        EXPECT_TRUE(v.violations.empty()) << v.log;
    }
}

// The clock set while the pieces are set up binds nothing; White's side is
// the side up when the game's first move begins.
TEST(BoardClock, WhitesSideIsTheSideUpAtTheFirstMove) {
    auto protocol = make_protocol("dgt");
    Simulator board(*protocol, chess::Position::initial());
    board.event(test::event("white remove g1"));
    std::vector<Report> reports;
    protocol->feed(board.picture(), reports);
    Translator t;
    Verdict v = verdict(t.on_report(reports.at(0), std::nullopt));
    add(v, feel(t, {"^L", "^R", "+g1N", "-e2", "+e4P", "^L", "-e7", "+e5p", "^R"}), {});
    EXPECT_EQ(v.presses, (std::vector<std::string>{"white clock", "black clock"})) << v.log;
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "e7e5"})) << v.log;
}

// After the end of a game the players may change sides: White's side of
// the clock is learnt again for the next game.
TEST(BoardClock, TheNextGameLearnsWhitesSideAgain) {
    Translator t;
    // Fool's mate, White on the left; the last press comes after the mate.
    Verdict v = verdict(feel(t, {"^L", "-f2", "+f3P", "^R", "-e7", "+e5p", "^L", "-g2", "+g4P",
                                 "^R", "-d8", "+h4q", "^L"}));
    EXPECT_EQ(v.presses.size(), 3u) << v.log;
    // The pieces put back; White now sits on the right, and Black starts
    // White's clock: the lever up there.
    add(v,
        feel(t, {"-h4", "+d8q", "-g4", "+g2P", "-e5", "+e7p", "-f3", "+f2P", "^R", "-d2", "+d4P",
                 "^L"}),
        {});
    ASSERT_EQ(v.presses.size(), 4u) << v.log;
    EXPECT_EQ(v.presses.back(), "white clock") << v.log;
    EXPECT_EQ(v.moves.back(), "d2d4") << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
}

// A DGT board plugged back after 1... e5 and 2. Nf3 were made unseen,
// Black's press made, White's not yet: the presses are told with the
// moves, and the lever's first report after it, where it stands, is no
// press; White's own press then only brings the lever in line.
TEST(BoardClock, TheLeverAfterTheBoardIsPluggedBackIsNoPress) {
    Translator t;
    std::vector<Output> out;
    auto more = [&](const std::vector<Output>& o) { out.insert(out.end(), o.begin(), o.end()); };
    more(t.on_report(whole_picture("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
                     std::nullopt));
    more(feel(t, {"^L", "-e2", "+e4P", "^R"}));
    more(
        t.on_report(whole_picture("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"),
                    std::nullopt));
    more(feel(t, {"^L", "^R", "-b8", "+c6n", "^L"}));
    const Verdict v = verdict(out);
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "e7e5", "g1f3", "b8c6"})) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
    EXPECT_EQ(v.presses, (std::vector<std::string>{"white clock", "black clock", "white clock",
                                                   "black clock"}))
        << v.log;
}

}  // namespace
}  // namespace touchmove::eboard
