// The Translator: a piece dragged, slid, bounced or read out of order is
// one move, let go only once the board has settled.
#include <gtest/gtest.h>

#include "translator_cases.h"

namespace touchmove::eboard {
namespace {

using namespace cases;

// A rook dragged from a1 to a5 over the squares between, in a recording
// (no time): one move, no change of a made move.
TEST(BoardSettling, APieceDraggedOverSquaresIsOneMove) {
    const std::string fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    const auto evs = events({"white lift a1", "white release a5"});
    for (const char* protocol : {"dgt", "millennium"}) {
        Verdict v =
            on_board(evs, protocol, arbiter::Edition::Fide2005, {0, 0, true, 1}, false, fen);
        EXPECT_EQ(v.moves, std::vector<std::string>{"a1a5"}) << protocol;
        EXPECT_TRUE(v.violations.empty()) << protocol;
    }
}

// On a live board the time tells a piece let go from one passing over.
TEST(BoardSettling, WithTimeAPieceStandingLongEnoughWasLetGo) {
    Translator t({{}, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", 300, 10});
    Verdict quick, slow;
    const auto rook = chess::Piece::WhiteRook;
    add(quick, t.on_report(field("a1", chess::Piece::None), 0), {});
    add(quick, t.on_report(field("a3", rook), 100), {});
    add(quick, t.on_report(field("a3", chess::Piece::None), 200), {});  // 100 ms on a3: passing
    add(quick, t.on_report(field("a5", rook), 300), {});
    add(quick, t.tick(1000), {});
    EXPECT_EQ(quick.moves, std::vector<std::string>{"a1a5"});
    EXPECT_TRUE(quick.violations.empty());

    Translator u({{}, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", 300, 10});
    add(slow, u.on_report(field("a1", chess::Piece::None), 0), {});
    add(slow, u.on_report(field("a3", rook), 100), {});
    add(slow, u.tick(500), {});  // let go on a3: the move is made
    add(slow, u.on_report(field("a3", chess::Piece::None), 2000), {});
    add(slow, u.on_report(field("a5", rook), 2300), {});
    add(slow, u.tick(3000), {});
    EXPECT_EQ(slow.moves, (std::vector<std::string>{"a1a3", "a1a5"}));
    EXPECT_EQ(slow.violations, std::vector<std::string>{"4.7"});
}

// A sensor that flickers on a square nobody touched binds nothing on a
// live board.
TEST(BoardSettling, ABouncingSensorIsNoTouch) {
    Translator t;
    Verdict v;
    add(v, t.on_report(field("g1", chess::Piece::None), 0), {});
    add(v, t.on_report(field("g1", chess::Piece::WhiteKnight), 20), {});
    add(v, t.tick(1000), {});
    add(v, t.on_report(field("b1", chess::Piece::None), 1100), {});
    add(v, t.on_report(field("c3", chess::Piece::WhiteKnight), 1500), {});
    add(v, t.tick(2000), {});
    EXPECT_EQ(v.moves, std::vector<std::string>{"b1c3"});
    EXPECT_TRUE(v.violations.empty());
    EXPECT_EQ(t.session().events(), 2);  // the lift of b1 and its release
}

// A rook dragged over a3, held in the air, and put down on a7 after the
// pawn there was taken off: one capture, on a live board and in a recording.
TEST(BoardSettling, ADragThenACaptureIsOneMove) {
    const std::string fen = "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1";
    Translator live({{}, fen});
    Verdict v = verdict(feel(live, {"-a1", "+a3R", "-a3", "+a6R", "-a6", "-a7", "+a7R"},
                             {0, 120, 240, 840, 960, 1000, 1100}));
    EXPECT_EQ(v.moves, std::vector<std::string>{"a1a7"}) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
    Translator recorded({{}, fen});
    v = verdict(feel(recorded, {"-a1", "+a2R", "-a2", "+a3R", "-a3", "-a7", "+a7R"}));
    EXPECT_EQ(v.moves, std::vector<std::string>{"a1a7"}) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
}

// On a live board, a piece lifted and put back for longer than a bounce is
// a touch: moving another piece then breaks 4.3a.
TEST(BoardSettling, APieceLiftedAndPutBackOnALiveBoardBinds) {
    Translator t;
    Verdict v = verdict(feel(t, {"-g1", "+g1N", "-b1", "+c3N"}, {0, 500, 1500, 1900}));
    EXPECT_EQ(v.moves, std::vector<std::string>{"b1c3"}) << v.log;
    EXPECT_EQ(v.violations, std::vector<std::string>{"4.3a"}) << v.log;
    EXPECT_NE(v.log.find("white lift g1"), std::string::npos) << v.log;
}

// What the arbiter types settles what the board felt by the typing side:
// Black's knight lifted on White's time is Black's, announced and put back.
TEST(BoardSettling, ATypedEventSettlesByItsSide) {
    Translator t({{}, "r1bqkbnr/pppppppp/2n5/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2"});
    Verdict v = verdict(feel(t, {"-c6"}, {0}));
    auto typed =
        t.keyboard(io::parse_event_line("black say \"j'adoube\"", 1), "black say \"j'adoube\"");
    add(v, typed, {});
    add(v, feel(t, {"+c6n", "-g1", "+f3N"}, {2000, 3000, 3400}), {});
    EXPECT_NE(v.log.find("black lift c6"), std::string::npos) << v.log;
    EXPECT_EQ(v.moves, std::vector<std::string>{"g1f3"}) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
    // A header typed mid-game is refused: the squares were read against the start given.
    add(v, t.keyboard(io::parse_event_line("laws 2023", 1), "laws 2023"), {});
    ASSERT_EQ(v.errors.size(), 1u);
    EXPECT_NE(v.errors[0].find("options"), std::string::npos);
    EXPECT_EQ(t.session().arbiter()->edition(), arbiter::Edition::Fide2005);
}

// A piece slid across the board is felt on its next square before its
// sensor lets go of the last (a DGT scan may report either first): still
// one move, on the first step, on the way, and onto a piece it captures.
TEST(BoardSettling, APieceFeltOnItsNextSquareBeforeItLeavesTheLast) {
    struct Case {
        std::initializer_list<const char*> felt;
        std::vector<std::string> moves;
    };
    const Case cases[] = {
        {{"-e2", "+e3P", "+e4P", "-e3", "-e7", "+e5p", "-g1", "+f3N", "-b8", "+c6n"},
         {"e2e4", "e7e5", "g1f3", "b8c6"}},
        {{"-e2", "+e4P", "-e7", "+e5p", "-d1", "+e2Q", "-e2", "+f3Q", "+g4Q", "-f3", "-g8", "+f6n"},
         {"e2e4", "e7e5", "d1g4", "g8f6"}},
        {{"-e2", "+e4P", "-e7", "+e5p", "+e2K", "-e1", "-b8", "+c6n", "-d2", "+d4P"},
         {"e2e4", "e7e5", "e1e2", "b8c6", "d2d4"}},
        {{"-e2", "+e4P", "-d7", "+d5p", "+d5P", "-e4", "-g8", "+f6n"},
         {"e2e4", "d7d5", "e4d5", "g8f6"}},
        // The landing read before the square passed over (a DGT board reads
        // a8 to h1: e4 before e3), and the square passed letting go.
        {{"-e2", "+e4P", "+e3P", "-e3", "-e7", "+e5p", "-g1", "+f3N"}, {"e2e4", "e7e5", "g1f3"}},
        {{"-e2", "+e4P", "-e7", "+e5p", "-f1", "+b5B", "+c4B", "-c4", "-g8", "+f6n"},
         {"e2e4", "e7e5", "f1b5", "g8f6"}},
        // Felt on a square passed over, then leaving the landing: it went
        // back there, and stands on the square passed.
        {{"-e2", "+e4P", "-e7", "+e5p", "-d1", "+h5Q", "+g4Q", "-h5", "-b8", "+c6n"},
         {"e2e4", "e7e5", "d1g4", "b8c6"}},
    };
    for (const Case& c : cases) {
        Translator t;
        Verdict v = verdict(feel(t, c.felt));
        EXPECT_EQ(v.moves, c.moves) << v.log;
        EXPECT_TRUE(v.violations.empty()) << v.log;
        EXPECT_TRUE(t.fixes().empty()) << v.log;
    }
    // On a live board, with the time of each report.
    Translator live;
    Verdict v = verdict(
        feel(live, {"-e2", "+e3P", "+e4P", "-e3", "-e7", "+e5p"}, {0, 100, 200, 230, 1500, 1700}));
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "e7e5"})) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
}

// A DGT board reads its squares one by one, a8 to h1, in 200 to 250 ms: a
// piece moved within one scan may be reported on its landing square first,
// however far from its own (DGT's protocol notes). The lift that follows
// puts it there.
TEST(BoardSettling, ALandingReadBeforeTheLift) {
    Translator t;
    Verdict v = verdict(feel(t, {"+e4P", "-e2", "-e7", "+e5p", "+f3N", "-g1", "-b8", "+c6n", "+c4B",
                                 "-f1", "-g8", "+f6n"}));
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"}))
        << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
    EXPECT_TRUE(t.fixes().empty()) << v.log;
}

// A DGT sensor that misreads changes back a scan later (200 to 250 ms), far
// later than a Millennium's: on a DGT board's timing that is no touch.
TEST(BoardSettling, ADgtSensorBouncesForAScan) {
    Translator t({{}, "", 300, 250});
    Verdict v = verdict(feel(t, {"-b1", "+b1N", "-e2", "+e4P"}, {0, 220, 1000, 1200}));
    EXPECT_EQ(v.moves, std::vector<std::string>{"e2e4"}) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
    EXPECT_EQ(t.session().events(), 2) << v.log;  // the lift of e2 and its release
}

// A rook sliding up the e-file to take on e8, the rook there taken off
// while the capturing rook is felt on e6 on its way: the capture, not a
// move to e6. The same rook stopping on e6 and Black's rook then moving is
// the quiet move and the reply.
TEST(BoardSettling, ACaptureOffTheBoardBeforeTheCapturingPieceArrives) {
    const std::string fen = "4r1k1/8/8/4R3/8/8/8/6K1 w - - 0 1";
    Translator t({{arbiter::Edition::Fide2005}, fen});
    Verdict v =
        verdict(feel(t, {"-e5", "+e6R", "-e8", "-e6", "+e7R", "-e7", "+e8R", "-g8", "+h7k"}));
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e5e8", "g8h7"})) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
    EXPECT_TRUE(t.fixes().empty()) << v.log;

    Translator u({{arbiter::Edition::Fide2005}, fen});
    v = verdict(feel(u, {"-e5", "+e6R", "-e8", "+d8r", "-e6", "+a6R"}));
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e5e6", "e8d8", "e6a6"})) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
    EXPECT_TRUE(u.fixes().empty()) << v.log;
}

}  // namespace
}  // namespace touchmove::eboard
