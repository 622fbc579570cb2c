// The Translator: a board set up, turned round, put right, or set up again
// for a new game.
#include <gtest/gtest.h>

#include "translator_cases.h"

namespace touchmove::eboard {
namespace {

using namespace cases;

// A board set up with Black nearest to it is read turned.
TEST(BoardSetup, ABoardTurnedRoundIsRecognised) {
    const auto evs =
        events({"white lift e2", "white release e4", "black lift c7", "black release c5"});
    for (const char* protocol : {"dgt", "millennium"}) {
        Verdict v = on_board(evs, protocol, arbiter::Edition::Fide2005, {}, true);
        EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "c7c5"})) << protocol;
        // Recognised from the first picture: no square to put right first.
        ASSERT_FALSE(v.notices.empty()) << protocol;
        EXPECT_EQ(v.notices[0].text, "the board is set up with Black nearest to it; read turned")
            << protocol;
        EXPECT_TRUE(v.notices[0].fixes.empty()) << protocol;
    }
}

// A board that shows no position of the game says which squares to put
// right, and says so again when they are.
TEST(BoardSetup, SquaresToPutRight) {
    auto protocol = make_protocol("dgt");
    Simulator board(*protocol, chess::Position::initial());
    board.event(test::event("white remove g1"));  // the knight is missing from the start
    std::vector<std::uint8_t> bytes = board.picture();
    Translator t;
    std::vector<Report> reports;
    protocol->feed(bytes, reports);
    ASSERT_EQ(reports.size(), 1u);
    Verdict v;
    add(v, t.on_report(reports[0], std::nullopt), {});
    ASSERT_EQ(v.notices.size(), 1u);
    EXPECT_EQ(v.notices[0].fixes, std::vector<std::string>{"put the white knight back on g1"});
    // The knight put back: no event, the board matches.
    reports.clear();
    protocol->feed(
        protocol->encode_change(Simulator(*protocol, chess::Position::initial()).squares(),
                                chess::Square::G1),
        reports);
    add(v, t.on_report(reports.at(0), std::nullopt), {});
    EXPECT_TRUE(t.fixes().empty());
    EXPECT_EQ(t.session().events(), 0);
    EXPECT_EQ(v.notices.back().text, "the board shows the start position: the game begins");
}

// Without a clock, an illegal move is ruled on at the opponent's touch and
// the position before it reinstated: the squares must be put back, and the
// game goes on once they are.
TEST(BoardSetup, AReinstatedPositionIsPutBackByHand) {
    auto protocol = make_protocol("dgt");
    Simulator board(*protocol, chess::Position::initial());
    Translator t;
    Verdict v;
    auto play = [&](const char* line) {
        std::vector<Report> reports;
        protocol->feed(board.event(test::event(line)), reports);
        for (const Report& r : reports)
            add(v, t.on_report(r, std::nullopt), {});
    };
    play("white lift e2");
    play("white release e5");  // no legal move
    play("black lift e7");     // rules on it: the position before is reinstated
    add(v, t.finish(), {});
    EXPECT_EQ(v.violations, std::vector<std::string>{"3"});
    // White's pawn stands where the arbiter's board does not have it; Black
    // still holds the pawn it lifted.
    EXPECT_EQ(t.fixes(), (std::vector<std::string>{"put the white pawn back on e2",
                                                   "take the white pawn off e5"}));
    const int events = t.session().events();
    play("white remove e5");  // the hands put the squares right: no events
    play("white place P e2");
    EXPECT_TRUE(t.fixes().empty());
    EXPECT_EQ(t.session().events(), events);
    play("black release e7");
    play("white lift e2");
    play("white release e4");
    add(v, t.finish(), {});
    EXPECT_EQ(v.moves, std::vector<std::string>{"e2e4"});
    EXPECT_TRUE(v.errors.empty());
}

// A piece from nowhere is no event: it is to be taken off, and then the
// game goes on.
TEST(BoardSetup, APieceFromNowhereIsToBeTakenOff) {
    Translator t;
    Verdict v = verdict(feel(t, {"+d4N"}));
    EXPECT_EQ(t.session().events(), 0);
    EXPECT_EQ(t.fixes(), std::vector<std::string>{"take the white knight off d4"});
    v = verdict(feel(t, {"-d4", "-e2", "+e4P"}));
    EXPECT_TRUE(t.fixes().empty());
    EXPECT_EQ(v.moves, std::vector<std::string>{"e2e4"}) << v.log;
}

// A board connected empty and set up with Black nearest to it is
// recognised once its squares show the start position turned round.
TEST(BoardSetup, ABoardSetUpTurnedAfterConnectingIsRecognised) {
    Translator t;
    Report empty;
    empty.kind = Report::Kind::Board;
    std::vector<Output> out = t.on_report(empty, std::nullopt);
    const chess::Position start = chess::Position::initial();
    for (int i = 0; i < 64; ++i) {
        if (start.piece_on(chess::square_at(i)) == chess::Piece::None)
            continue;
        Report r;
        r.kind = Report::Kind::Field;
        r.square = chess::square_at(63 - i);  // turned round
        r.piece = start.piece_on(chess::square_at(i));
        auto more = t.on_report(r, std::nullopt);
        out.insert(out.end(), more.begin(), more.end());
    }
    EXPECT_TRUE(t.flipped());
    EXPECT_TRUE(t.fixes().empty());
    // 1. e4 e5, as the turned board feels them: d7 to d5, then d2 to d4.
    auto more = feel(t, {"-d7", "+d5P", "-d2", "+d4p"});
    out.insert(out.end(), more.begin(), more.end());
    Verdict v = verdict(out);
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "e7e5"})) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
}

// A board connected half set up: the pieces handled until it shows the
// start position are no events (a knight straightened, a pawn put on the
// wrong square and moved), and the game begins once it does.
TEST(BoardSetup, PiecesHandledWhileSettingUpAreNoEvents) {
    auto protocol = make_protocol("dgt");
    Simulator board(*protocol, chess::Position::initial());
    for (const char* e :
         {"black remove a8", "black remove b8", "black remove e7", "white remove d2"})
        board.event(test::event(e));
    std::vector<Report> reports;
    protocol->feed(board.picture(), reports);
    Translator t;
    Verdict v;
    add(v, t.on_report(reports.at(0), std::nullopt), {});
    EXPECT_EQ(v.notices.back().text, "set up the start position");
    add(v, feel(t, {"-g1", "+g1N", "+d3P", "-d3", "+d2P", "+a8r", "+b8n", "+e7p"}), {});
    EXPECT_EQ(t.session().events(), 0) << v.log;
    EXPECT_EQ(v.notices.back().text, "the board shows the start position: the game begins");
    add(v, feel(t, {"-e2", "+e4P", "-e7", "+e5p"}), {});
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "e7e5"})) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
}

// After a mate the hands put the pieces back: no events for the finished
// game, and once the board shows the start position a new game begins.
TEST(BoardSetup, ANewGameSetUpAfterTheEnd) {
    Translator t;
    Verdict v = verdict(feel(t, {"-e2", "+e4P", "-e7", "+e5p", "-f1", "+c4B", "-b8", "+c6n", "-d1",
                                 "+h5Q", "-g8", "+f6n", "-f7", "-h5", "+f7Q"}));
    const int events = t.session().events();
    add(v,
        feel(t, {"-f7", "+d1Q", "+f7p", "-c4", "+f1B", "-e4", "+e2P", "-f6", "+g8n", "-c6", "+b8n",
                 "-e5"}),
        {});
    EXPECT_EQ(t.session().events(), events) << v.log;  // the game is over
    EXPECT_TRUE(t.fixes().empty()) << v.log;
    add(v, feel(t, {"+e7p", "-d2", "+d4P", "-d7", "+d5p"}), {});
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6",
                                                 "h5f7", "d2d4", "d7d5"}))
        << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
    EXPECT_EQ(t.session().events(), 4) << v.log;  // the new game's
    EXPECT_EQ(std::count_if(v.notices.begin(), v.notices.end(),
                            [](const Notice& n) { return n.new_game; }),
              1)
        << v.log;
}

// A game that ends without a mate (resigned after 3. Bc4) has no event that
// ends it: the pieces set up again, the squares showing the start position
// while the game's position is not it, a new game begins. Its moves count
// from the start again.
TEST(BoardSetup, ANewGameSetUpAfterAResignation) {
    Translator t;
    Verdict v = verdict(
        feel(t, {"-e2", "+e4P", "-e7", "+e5p", "-g1", "+f3N", "-b8", "+c6n", "-f1", "+c4B"}));
    add(v, feel(t, {"-c4", "+f1B", "-c6", "+b8n", "-f3", "+g1N", "-e5", "+e7p", "-e4", "+e2P"}),
        {});
    EXPECT_EQ(std::count_if(v.notices.begin(), v.notices.end(),
                            [](const Notice& n) { return n.new_game; }),
              1)
        << v.log;
    EXPECT_TRUE(t.fixes().empty()) << v.log;
    add(v, feel(t, {"-d2", "+d4P", "-g8", "+f6n"}), {});
    EXPECT_EQ(t.session().events(), 4) << v.log;  // the new game's
    EXPECT_EQ(t.session().arbiter()->position().to_fen(),
              "rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2")
        << v.log;

    // The moved pieces all taken off first, then put back, White's pawn
    // last: the squares show the start with its release still pending.
    Translator w;
    v = verdict(
        feel(w, {"-e2", "+e4P", "-e7",  "+e5p", "-g1",  "+f3N", "-b8", "+c6n", "-f3", "-e4",
                 "-c6", "-e5",  "+b8n", "+e7p", "+g1N", "+e2P", "-d2", "+d4P", "-d7", "+d5p"}));
    EXPECT_EQ(std::count_if(v.notices.begin(), v.notices.end(),
                            [](const Notice& n) { return n.new_game; }),
              1)
        << v.log;
    EXPECT_EQ(w.session().arbiter()->position().to_fen(),
              "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2")
        << v.log;

    // A game that comes back to the start position by its moves goes on.
    Translator u;
    v = verdict(
        feel(u, {"-g1", "+f3N", "-g8", "+f6n", "-f3", "+g1N", "-f6", "+g8n", "-e2", "+e4P"}));
    EXPECT_EQ(v.moves, (std::vector<std::string>{"g1f3", "g8f6", "f3g1", "f6g8", "e2e4"})) << v.log;
    EXPECT_TRUE(std::none_of(v.notices.begin(), v.notices.end(), [](const Notice& n) {
        return n.new_game;
    })) << v.log;
}

}  // namespace
}  // namespace touchmove::eboard
