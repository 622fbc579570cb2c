// The electronic board end to end: events turned into the bytes a board
// sends (the simulator, with noise, bounce and sliding), decoded, turned back
// into events by the Translator and arbitrated; side by side with the same
// events given to the arbiter directly.
#include "touchmove/eboard/translator.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "support/events.h"
#include "support/real_games.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/pgn.h"
#include "touchmove/chess/uci.h"
#include "touchmove/eboard/protocol.h"
#include "touchmove/eboard/simulator.h"
#include "touchmove/replay/move_events.h"

namespace touchmove::eboard {
namespace {

using arbiter::BoardEvent;
using arbiter::RulingType;

// What a stream of answers came to: the moves made and the rulings given.
struct Verdict {
    std::vector<std::string> moves;       // UCI
    std::vector<std::string> violations;  // "4.3a", one per violation ruling
    std::vector<std::string> errors;      // events the arbiter could not apply
    std::vector<Notice> notices;
    std::vector<std::string> presses;  // "white clock", one a clock press
    std::string log;                   // the events, one a line, for a failure's message
};

void add(Verdict& v, const io::SessionOutput& out, arbiter::Edition edition) {
    if (out.is_error()) {
        v.errors.push_back(out.event + ": " + std::get<io::LineError>(out.result).message);
        return;
    }
    const auto& a = std::get<arbiter::Answer>(out.result);
    v.log += out.event + '\n';
    if (out.event.ends_with(" clock"))
        v.presses.push_back(out.event);
    if (a.move)
        v.moves.push_back(chess::to_uci(a.move->move));
    for (const auto& r : a.rulings)
        if (r.type == RulingType::Violation) {
            v.violations.emplace_back(arbiter::article(r.clause, edition));
            v.log += "  violation " + v.violations.back() + "\n";
        }
}

void add(Verdict& v, const std::vector<Output>& outputs, arbiter::Edition edition) {
    for (const Output& o : outputs) {
        if (const auto* n = std::get_if<Notice>(&o))
            v.notices.push_back(*n);
        else
            add(v, std::get<io::SessionOutput>(o), edition);
    }
}

// The events given to the arbiter directly; `clock`: a clock is attached.
Verdict arbitrate(const std::vector<BoardEvent>& events, arbiter::Edition edition,
                  const std::string& fen = "", bool clock = false) {
    io::Session session({edition});
    if (!fen.empty())
        session.feed(io::EventLine{io::Header{io::Header::Kind::Fen, fen}}, 0);
    if (clock)
        session.feed(io::EventLine{io::Header{io::Header::Kind::Clock, "yes"}}, 0);
    Verdict v;
    int n = 0;
    for (const BoardEvent& e : events)
        if (auto out = session.feed(io::EventLine{e}, ++n, e.to_text()))
            add(v, *out, edition);
    return v;
}

// The same events played on a board of type `protocol`, its bytes decoded
// in pieces of `chunk` bytes and translated; `clock`: a clock plugged into
// the board, White's player on that side of it.
Verdict on_board(const std::vector<BoardEvent>& events, const std::string& protocol_name,
                 arbiter::Edition edition, Noise noise = {}, bool turned = false,
                 const std::string& fen = "", std::optional<ClockSide> clock = std::nullopt,
                 std::size_t chunk = 7) {
    auto protocol = make_protocol(protocol_name);
    const chess::Position start =
        fen.empty() ? chess::Position::initial() : *chess::Position::from_fen(fen);
    Simulator board(*protocol, start, noise, turned, clock);
    std::vector<std::uint8_t> bytes = board.picture();
    for (const BoardEvent& e : events) {
        auto more = board.event(e);
        bytes.insert(bytes.end(), more.begin(), more.end());
    }
    Translator translator({{edition}, fen});
    Verdict v;
    std::vector<Report> reports;
    for (std::size_t i = 0; i < bytes.size(); i += chunk) {
        reports.clear();
        protocol->feed({bytes.data() + i, std::min(chunk, bytes.size() - i)}, reports);
        for (const Report& r : reports)
            add(v, translator.on_report(r, std::nullopt), edition);
    }
    reports.clear();
    protocol->finish(reports);
    for (const Report& r : reports)
        add(v, translator.on_report(r, std::nullopt), edition);
    add(v, translator.finish(), edition);
    return v;
}

std::vector<BoardEvent> events(std::initializer_list<const char*> lines) {
    std::vector<BoardEvent> out;
    for (const char* l : lines)
        out.push_back(test::event(l));
    return out;
}

// The events of a game's moves, by a style that changes from move to move;
// `press`: each move ends with a clock press.
std::vector<BoardEvent> game_events(const chess::PgnGame& game, int variant, bool press = false) {
    std::vector<BoardEvent> out;
    chess::Position pos = game.start;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        replay::MoveStyle style;
        style.press_clock = press;
        const auto k = static_cast<int>(i) + variant;
        style.remove_captured_first = k % 2 == 0;
        style.promote_on_square = k % 3 == 0;
        style.place_before_removing = k % 3 == 1;
        auto more = replay::events_for_move(pos, game.moves[i], style);
        out.insert(out.end(), more.begin(), more.end());
        pos = pos.play(game.moves[i]);
    }
    return out;
}

// The presses among a game's events, as a board with a clock reads them:
// none after a mate or stalemate, the game being over.
std::vector<std::string> presses_read(const std::vector<BoardEvent>& events,
                                      const chess::PgnGame& game) {
    std::vector<std::string> out;
    for (const BoardEvent& e : events)
        if (e.action == arbiter::Action::Clock)
            out.push_back(e.to_text());
    chess::Position pos = game.start;
    for (const chess::Move m : game.moves)
        pos = pos.play(m);
    if (chess::legal_moves(pos).empty() && !out.empty())
        out.pop_back();
    return out;
}

std::vector<std::string> uci(const std::vector<chess::Move>& moves) {
    std::vector<std::string> out;
    for (const chess::Move m : moves)
        out.push_back(chess::to_uci(m));
    return out;
}

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

// A board's events and the same events given to the arbiter directly give
// the same moves and the same violations.
void expect_same(std::initializer_list<const char*> lines, std::vector<std::string> violations,
                 arbiter::Edition edition = arbiter::Edition::Fide2005,
                 const std::string& fen = "") {
    const auto evs = events(lines);
    const Verdict direct = arbitrate(evs, edition, fen);
    ASSERT_EQ(direct.violations, violations) << "the case itself";
    for (const char* protocol : {"dgt", "millennium"}) {
        const Verdict board = on_board(evs, protocol, edition, {}, false, fen);
        EXPECT_EQ(board.moves, direct.moves) << protocol;
        EXPECT_EQ(board.violations, direct.violations) << protocol;
        EXPECT_TRUE(board.errors.empty()) << protocol << ": " << board.errors.front();
    }
}

// The same on a DGT board with a clock plugged in, the presses read from
// its lever (White's player on its right), and given to the arbiter with a
// clock attached.
void expect_same_with_a_clock(std::initializer_list<const char*> lines,
                              std::vector<std::string> violations, arbiter::Edition edition) {
    const auto evs = events(lines);
    const Verdict direct = arbitrate(evs, edition, "", true);
    ASSERT_EQ(direct.violations, violations) << "the case itself";
    const Verdict board = on_board(evs, "dgt", edition, {}, false, "", ClockSide::Right);
    EXPECT_EQ(board.moves, direct.moves) << board.log;
    EXPECT_EQ(board.violations, direct.violations) << board.log;
    EXPECT_EQ(board.presses, direct.presses) << board.log;
    EXPECT_TRUE(board.errors.empty()) << board.errors.front();
}

// An illegal move is ruled on when its player presses the clock, a press
// read from the lever.
TEST(BoardClock, AnIllegalMoveIsRuledOnAtThePress) {
    expect_same_with_a_clock({"white lift e2", "white release e5", "white clock"}, {"3"},
                             arbiter::Edition::Fide2005);
    expect_same_with_a_clock({"white lift e2", "white release e5", "white clock"}, {"7.5.1"},
                             arbiter::Edition::Fide2023);
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
    auto square = [](const char* sq, chess::Piece p) {
        Report r;
        r.kind = Report::Kind::Field;
        r.square = *chess::parse_square(sq);
        r.piece = p;
        return r;
    };
    Verdict quick, slow;
    const auto rook = chess::Piece::WhiteRook;
    add(quick, t.on_report(square("a1", chess::Piece::None), 0), {});
    add(quick, t.on_report(square("a3", rook), 100), {});
    add(quick, t.on_report(square("a3", chess::Piece::None), 200), {});  // 100 ms on a3: passing
    add(quick, t.on_report(square("a5", rook), 300), {});
    add(quick, t.tick(1000), {});
    EXPECT_EQ(quick.moves, std::vector<std::string>{"a1a5"});
    EXPECT_TRUE(quick.violations.empty());

    Translator u({{}, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", 300, 10});
    add(slow, u.on_report(square("a1", chess::Piece::None), 0), {});
    add(slow, u.on_report(square("a3", rook), 100), {});
    add(slow, u.tick(500), {});  // let go on a3: the move is made
    add(slow, u.on_report(square("a3", chess::Piece::None), 2000), {});
    add(slow, u.on_report(square("a5", rook), 2300), {});
    add(slow, u.tick(3000), {});
    EXPECT_EQ(slow.moves, (std::vector<std::string>{"a1a3", "a1a5"}));
    EXPECT_EQ(slow.violations, std::vector<std::string>{"4.7"});
}

// A sensor that flickers on a square nobody touched binds nothing on a
// live board.
TEST(BoardSettling, ABouncingSensorIsNoTouch) {
    auto square = [](const char* sq, chess::Piece p) {
        Report r;
        r.kind = Report::Kind::Field;
        r.square = *chess::parse_square(sq);
        r.piece = p;
        return r;
    };
    Translator t;
    Verdict v;
    add(v, t.on_report(square("g1", chess::Piece::None), 0), {});
    add(v, t.on_report(square("g1", chess::Piece::WhiteKnight), 20), {});
    add(v, t.tick(1000), {});
    add(v, t.on_report(square("b1", chess::Piece::None), 1100), {});
    add(v, t.on_report(square("c3", chess::Piece::WhiteKnight), 1500), {});
    add(v, t.tick(2000), {});
    EXPECT_EQ(v.moves, std::vector<std::string>{"b1c3"});
    EXPECT_TRUE(v.violations.empty());
    EXPECT_EQ(t.session().events(), 2);  // the lift of b1 and its release
}

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

// One report of a single square, in a recording: "-a1" empties a1, "+a3R"
// puts a white rook on a3.
std::vector<Output> feel_one(Translator& t, const char* change) {
    Report r;
    r.kind = Report::Kind::Field;
    r.square = *chess::parse_square(std::string_view(change + 1, 2));
    r.piece = change[0] == '+' ? *chess::parse_piece(change[3]) : chess::Piece::None;
    return t.on_report(r, std::nullopt);
}

// Reports of single squares, for the cases below: "-a1" empties a1, "+a3R"
// puts a white rook on a3; and of a clock: "^L" its lever's left side up;
// `ms` gives each its time (none: a recording).
std::vector<Output> feel(Translator& t, std::initializer_list<const char*> changes,
                         std::initializer_list<std::int64_t> ms = {}) {
    std::vector<Output> out;
    auto time = ms.begin();
    for (const char* c : changes) {
        Report r;
        if (c[0] == '^') {
            r.kind = Report::Kind::Clock;
            r.lever_up = c[1] == 'L' ? ClockSide::Left : ClockSide::Right;
        } else {
            r.kind = Report::Kind::Field;
            r.square = *chess::parse_square(std::string_view(c + 1, 2));
            r.piece = c[0] == '+' ? *chess::parse_piece(c[3]) : chess::Piece::None;
        }
        std::optional<std::int64_t> at;
        if (time != ms.end())
            at = *time++;
        auto more = t.on_report(r, at);
        if (at) {
            auto later = t.tick(*at + 10);
            more.insert(more.end(), later.begin(), later.end());
        }
        out.insert(out.end(), more.begin(), more.end());
    }
    auto rest = ms.size() ? t.tick(*(ms.end() - 1) + 1000) : t.finish();
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

Verdict verdict(const std::vector<Output>& outputs) {
    Verdict v;
    add(v, outputs, arbiter::Edition::Fide2005);
    return v;
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

// The opponent's piece lifted and put back binds the mover (4.3b): a
// bishop that could take it, moving elsewhere, breaks 4.3c.
TEST(BoardViolations, TheOpponentsPieceLiftedAndPutBackMustBeTaken) {
    expect_same({"white lift d5", "white release d5", "white lift e4", "white release f3"},
                {"4.3c"}, arbiter::Edition::Fide2005, "4k3/8/8/3p4/4B3/8/8/4K3 w - - 0 1");
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

// A piece of the side not having the move knocked off its square and put
// back while the mover moves: its owner's hand, and both moves are made.
TEST(BoardMoves, APieceDisplacedAndPutBackDuringTheOpponentsMove) {
    Translator t;
    Verdict v = verdict(feel(t, {"-b8", "-e2", "+e4P", "+b8n", "-e7", "+e5p"}));
    EXPECT_EQ(v.moves, (std::vector<std::string>{"e2e4", "e7e5"})) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
    EXPECT_NE(v.log.find("black lift b8"), std::string::npos) << v.log;
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

// A DGT sensor that misreads changes back a scan later (200 to 250 ms), far
// later than a Millennium's: on a DGT board's timing that is no touch.
TEST(BoardSettling, ADgtSensorBouncesForAScan) {
    Translator t({{}, "", 300, 250});
    Verdict v = verdict(feel(t, {"-b1", "+b1N", "-e2", "+e4P"}, {0, 220, 1000, 1200}));
    EXPECT_EQ(v.moves, std::vector<std::string>{"e2e4"}) << v.log;
    EXPECT_TRUE(v.violations.empty()) << v.log;
    EXPECT_EQ(t.session().events(), 2) << v.log;  // the lift of e2 and its release
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

// A whole picture (a DGT board plugged back in, a Millennium status) after
// moves made while unplugged: read in order, the fewest moves that lead to
// it. A piece put down before it and not yet settled makes a move, so the
// reply in the picture is the other side's, read after it.
TEST(BoardMoves, AWholePictureAfterAPendingRelease) {
    auto picture_of = [](const char* fen) {
        const chess::Position pos = *chess::Position::from_fen(fen);
        Report r;
        r.kind = Report::Kind::Board;
        for (int i = 0; i < 64; ++i)
            r.picture[static_cast<std::size_t>(i)] = pos.piece_on(chess::square_at(i));
        return r;
    };
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
        t.on_report(picture_of(start), std::nullopt);
        for (const char* change : c.felt) {
            auto more = feel_one(t, change);
            out.insert(out.end(), more.begin(), more.end());
        }
        auto more = t.on_report(picture_of(c.after), std::nullopt);
        out.insert(out.end(), more.begin(), more.end());
        more = t.finish();
        out.insert(out.end(), more.begin(), more.end());
        Verdict v = verdict(out);
        EXPECT_EQ(v.moves, c.moves) << v.log;
        EXPECT_TRUE(v.violations.empty()) << v.log;
        EXPECT_TRUE(t.fixes().empty()) << v.log;
    }
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

    // A game that comes back to the start position by its moves goes on.
    Translator u;
    v = verdict(
        feel(u, {"-g1", "+f3N", "-g8", "+f6n", "-f3", "+g1N", "-f6", "+g8n", "-e2", "+e4P"}));
    EXPECT_EQ(v.moves, (std::vector<std::string>{"g1f3", "g8f6", "f3g1", "f6g8", "e2e4"})) << v.log;
    EXPECT_TRUE(std::none_of(v.notices.begin(), v.notices.end(), [](const Notice& n) {
        return n.new_game;
    })) << v.log;
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

}  // namespace
}  // namespace touchmove::eboard
