// The Translator: real games and every way of making a move on a board, and
// the violations a board's squares show, as the arbiter rules them directly.
#include <gtest/gtest.h>

#include <fstream>

#include "support/real_games.h"
#include "translator_cases.h"

namespace touchmove::eboard {
namespace {

using namespace cases;

// Every real game of the repository, on both boards, with noise, bounce and
// sliding: every move is made, and nothing is a violation. Every other game
// has its clock presses, which a DGT board with a clock plugged in reads
// (White's player on its left or right) and a Millennium board cannot see.
TEST(BoardGames, EveryMoveOfTheRealGamesAndNoViolation) {
    int games = 0;
    for (const auto& path : test::real_game_paths()) {
        std::ifstream in(path, std::ios::binary);
        ASSERT_TRUE(in) << path << ": missing (tests/data/pgn)";
        chess::PgnReader reader(in);
        while (auto game = reader.read_game()) {
            if (!game->errors.empty() || game->start != chess::Position::initial())
                continue;
            const int n = games++;
            const bool presses = n % 2 == 1;
            const std::vector<BoardEvent> evs = game_events(*game, n, presses);
            // Every other game dragged over the squares, half of those
            // drags felt on each square before the one behind lets go.
            const Noise noise{0.05, 0.1, n % 2 == 0, static_cast<std::uint64_t>(n), 0.5};
            for (const char* protocol : {"dgt", "millennium"}) {
                const bool clock = presses && std::string_view(protocol) == "dgt";
                Verdict v =
                    on_board(evs, protocol, arbiter::Edition::Fide2023, noise, n % 5 == 0, "",
                             clock ? std::optional(ClockSide(n % 4 / 2)) : std::nullopt);
                EXPECT_EQ(v.moves, uci(game->moves))
                    << protocol << " game " << n << " from " << path << "\n"
                    << v.log;
                EXPECT_EQ(v.presses, clock ? presses_read(evs, *game) : std::vector<std::string>{})
                    << protocol << " game " << n << "\n"
                    << v.log;
                EXPECT_TRUE(v.violations.empty())
                    << protocol << " game " << n << ": " << v.violations.front() << "\n"
                    << v.log;
                EXPECT_TRUE(v.errors.empty())
                    << protocol << " game " << n << ": " << v.errors.front();
                if (::testing::Test::HasFailure())
                    return;
            }
        }
    }
    EXPECT_GT(games, 300);
}

// Castling king first and rook first, en passant with the pawn removed
// before or after, and each promotion style: moves made, nothing broken.
TEST(BoardMoves, CastlingEnPassantAndPromotionsInEveryOrder) {
    expect_same({"white lift e1", "white release g1", "white lift h1", "white release f1"}, {},
                arbiter::Edition::Fide2005, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    const std::string ep = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    expect_same({"white lift e5", "white release d6", "white remove d5"}, {},
                arbiter::Edition::Fide2005, ep);
    expect_same({"white remove d5", "white lift e5", "white release d6"}, {},
                arbiter::Edition::Fide2005, ep);
    const std::string promo = "3r4/4P3/8/8/8/8/8/K6k w - - 0 1";
    expect_same({"white remove e7", "white place Q e8"}, {}, arbiter::Edition::Fide2023, promo);
    expect_same({"white place N e8", "white remove e7"}, {}, arbiter::Edition::Fide2023, promo);
    expect_same({"white lift e7", "white release e8", "white remove e8", "white place Q e8"}, {},
                arbiter::Edition::Fide2023, promo);
    expect_same({"white remove d8", "white lift e7", "white release d8", "white remove d8",
                 "white place R d8"},
                {}, arbiter::Edition::Fide2023, promo);
}

// A piece of the side not having the move knocked off its square and put
// back while the mover moves: its owner's hand, and both moves are made.
TEST(BoardMoves, APieceDisplacedAndPutBackDuringTheOpponentsMove) {
    Translator t;
    Verdict v = verdict(feel(t, {"-b8", "-e2", "+e4P", "+b8n", "-e7", "+e5p"}));
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "e7e5"})) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
    EXPECT_NE(v.log.find("black lift b8"), std::string::npos) << v.log;
}

// A whole picture with several changes (a Millennium status, a DGT board
// plugged back): the mover's first, the king before the rook.
TEST(BoardMoves, MovesInOneWholePicture) {
    auto protocol = make_protocol("millennium");
    const std::string fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    Simulator board(*protocol, *chess::Position::from_fen(fen));
    Translator t({{}, fen});
    std::vector<Report> reports;
    protocol->feed(board.picture(), reports);
    for (const char* e : {"white lift e1", "white lift a1", "white release c1 K",
                          "white release d1", "black lift e7", "black release e5"})
        board.event(test::event(e));
    protocol->feed(board.picture(), reports);  // both moves at once
    Verdict v;
    for (const Report& r : reports)
        add(v, t.on_report(r, std::nullopt), {});
    add(v, t.finish(), {});
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e1c1", "e7e5"})) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
}

// The new piece of a promotion exchanged for another once the move is made
// (a knight put down, then a queen instead): the made move changed (4.7),
// and the game goes on with the queen, on both kinds of board timing.
TEST(BoardMoves, APromotionPieceExchangedAfterTheMove) {
    const std::string fen = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    const std::vector<std::string> moves{"b7b8n", "b7b8q", "e8d7", "e1e2"};
    Translator recorded({{}, fen});
    Verdict v = verdict(feel(
        recorded, {"-b7", "+b8P", "-b8", "+b8N", "-b8", "+b8Q", "-e8", "+d7k", "-e1", "+e2K"}));
    EXPECT_EQ(v.moves, moves) << v.log;
    EXPECT_EQ(v.violations, std::vector<std::string>{"4.7"}) << v.log;
    EXPECT_TRUE(recorded.fixes().empty()) << v.log;
    Translator live({{}, fen});
    v = verdict(feel(live,
                     {"-b7", "+b8P", "-b8", "+b8N", "-b8", "+b8Q", "-e8", "+d7k", "-e1", "+e2K"},
                     {0, 200, 600, 900, 1500, 1900, 3000, 3300, 4000, 4300}));
    EXPECT_EQ(v.moves, moves) << v.log;
    EXPECT_EQ(v.violations, std::vector<std::string>{"4.7"}) << v.log;
    EXPECT_TRUE(live.fixes().empty()) << v.log;
}

// En passant with the captured pawn taken off first, before or after the
// capturing pawn is lifted, and the reply: the reply's lift comes once the
// pawn lands, and it is the reply's, not a piece displaced.
TEST(BoardMoves, EnPassantWithTheCapturedPawnTakenOffFirst) {
    const std::string fen = "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
    for (const auto& felt :
         {std::initializer_list<const char*>{"-d5", "-e5", "+d6P", "-g8", "+f6n"},
          std::initializer_list<const char*>{"-e5", "-d5", "+d6P", "-g8", "+f6n"}}) {
        Translator t({{}, fen});
        Verdict v = verdict(feel(t, felt));
        EXPECT_EQ(v.moves, (std::vector<std::string>{"e5d6", "g8f6"})) << v.log;
        EXPECT_TRUE(v.violations.empty()) << v.log;
        EXPECT_TRUE(t.fixes().empty()) << v.log;
    }
}

// A whole picture (a DGT board plugged back in, a Millennium status) after
// moves made while unplugged: read in order, the fewest moves that lead to
// it. A piece put down before it and not yet settled makes a move, so the
// reply in the picture is the other side's, read after it.
TEST(BoardMoves, AWholePictureAfterAPendingRelease) {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    struct Case {
        std::initializer_list<const char*> felt;
        const char* after;  // the picture while unplugged
        std::vector<std::string> moves;
    };
    const Case cases[] = {
        // 1. e4, then 1... e5 2. Nf3 while unplugged.
        {{"-e2", "+e4P"},
         "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
         {"e2e4", "e7e5", "g1f3"}},
        // 1. e4 d5, then 2. exd5 while unplugged.
        {{"-e2", "+e4P", "-d7", "+d5p"},
         "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
         {"e2e4", "d7d5", "e4d5"}},
        // 1. e4 e5 2. Nf3 (its knight not yet settled), then 2... Nc6 3. Bb5 a6
        // while unplugged: the fewest moves that lead to the picture.
        {{"-e2", "+e4P", "-e7", "+e5p", "-g1", "+f3N"},
         "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4",
         {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"}},
        // 1. e4 d5, then 2. exd5 Qxd5 3. Nc3 Qa5 while unplugged.
        {{"-e2", "+e4P", "-d7", "+d5p"},
         "rnb1kbnr/ppp1pppp/8/q7/8/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 4",
         {"e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5"}},
    };
    for (const Case& c : cases) {
        Translator t;
        std::vector<Output> out;
        t.on_report(whole_picture(start), std::nullopt);
        for (const char* change : c.felt) {
            auto more = feel_one(t, change);
            out.insert(out.end(), more.begin(), more.end());
        }
        auto more = t.on_report(whole_picture(c.after), std::nullopt);
        out.insert(out.end(), more.begin(), more.end());
        more = t.finish();
        out.insert(out.end(), more.begin(), more.end());
        Verdict v = verdict(out);
        EXPECT_EQ(v.moves, c.moves) << v.log;
        EXPECT_TRUE(v.violations.empty()) << v.log;
        EXPECT_TRUE(t.fixes().empty()) << v.log;
    }
}

// The captured piece laid down on an empty square for a moment and taken
// away after the capture lands: the mover's capture, that square one to put
// right meanwhile, and the reply is the opponent's.
TEST(BoardMoves, ACapturedPieceLaidAsideOnTheBoard) {
    Translator t({{}, "rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3"});
    Verdict v = verdict(feel(t, {"-f3", "-e5", "+h5p", "+e5N"}));
    EXPECT_EQ(t.fixes(), std::vector<std::string>{"take the black pawn off h5"});
    add(v, feel(t, {"-h5", "-b8", "+c6n", "-f1", "+e2B"}), {});
    EXPECT_TRUE(t.fixes().empty());
    EXPECT_EQ(v.moves, (std::vector<std::string>{"f3e5", "b8c6", "f1e2"})) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
}

// The opponent lifts the piece that will recapture before the mover has
// taken the piece captured: the mover's hand holds a pawn that cannot take
// on d8, so the queen is its owner's, not captured.
TEST(BoardMoves, ARecapturingPieceLiftedEarly) {
    Translator t({{}, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"});
    Verdict v = verdict(feel(t, {"-e4", "-d8", "-d5", "+d5P", "-d5", "+d5q", "-b1", "+c3N"}));
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e4d5", "d8d5", "b1c3"})) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
    EXPECT_TRUE(t.fixes().empty()) << v.log;
}

TEST(BoardViolations, APieceLiftedAndPutBackMustBeMoved) {
    expect_same({"white lift g1", "white release g1", "white lift b1", "white release c3"},
                {"4.3a"});
    expect_same({"white lift g1", "white release g1", "white lift b1", "white release c3"},
                {"4.3.1"}, arbiter::Edition::Fide2023);
}

// Let go on f3, the move is made and Black has the move; the knight taken
// up again and put on e5 changes the made move.
TEST(BoardViolations, AKnightLetGoOnASquareThenMovedOn) {
    expect_same({"white lift g1", "white release f3", "white lift f3", "white release e5"},
                {"4.7"});
}

TEST(BoardViolations, RookTouchedBeforeTheKing) {
    const std::string fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    expect_same({"white lift h1", "white release h1", "white lift e1", "white release g1",
                 "white lift h1", "white release f1"},
                {"4.4b"}, arbiter::Edition::Fide2005, fen);
}

// The opponent's piece lifted and put back binds the mover (4.3b): a
// bishop that could take it, moving elsewhere, breaks 4.3c.
TEST(BoardViolations, TheOpponentsPieceLiftedAndPutBackMustBeTaken) {
    expect_same({"white lift d5", "white release d5", "white lift e4", "white release f3"},
                {"4.3c"}, arbiter::Edition::Fide2005, "4k3/8/8/3p4/4B3/8/8/4K3 w - - 0 1");
}

}  // namespace
}  // namespace touchmove::eboard
