// GameReplay: games turned into board events in random styles, fed to the
// arbiter and checked; planted violations caught; the same seed giving the
// same events.
#include "touchmove/replay/replay.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "replay_rng.h"
#include "support/files.h"
#include "touchmove/arbiter/arbiter.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/pgn.h"
#include "touchmove/chess/san.h"
#include "touchmove/io/session.h"
#include "touchmove/replay/move_events.h"

namespace touchmove::replay {
namespace {

using arbiter::Answer;
using arbiter::BoardEvent;
using arbiter::Clause;
using arbiter::Ruling;
using arbiter::RulingType;
using io::Session;

namespace fs = std::filesystem;

// A game with both castlings, en passant, a promotion with capture and an
// underpromotion with capture.
constexpr std::string_view SpecialMoves = R"([Event "special moves"]
[FEN "r3k2r/6P1/8/3pP3/8/8/1p6/R3K2R w KQkq d6 0 1"]
[SetUp "1"]

1. exd6 O-O-O 2. O-O bxa1=Q 3. Rxa1 Rxd6 4. gxh8=N Kb8 *
)";

// Chess960 castlings of every shape: the king one step away (its castling
// square also a plain king move), the king staying put, the king landing
// where its rook stood, the rook staying put, and both moving far.
constexpr std::string_view Chess960Castlings = R"([Event "king one step"]
[Variant "Chess960"]
[SetUp "1"]
[FEN "rk6/8/8/8/8/8/8/RK6 w Aa - 0 1"]

1. O-O-O O-O-O *

[Event "king stays, rook next to it"]
[Variant "Chess960"]
[SetUp "1"]
[FEN "6kr/8/8/8/8/8/8/6KR w Hh - 0 1"]

1. O-O O-O *

[Event "king onto the rook's square"]
[Variant "Chess960"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/5KR1 w G - 0 1"]

1. O-O Kd7 *

[Event "rook stays"]
[Variant "Chess960"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/3RK3 w D - 0 1"]

1. O-O-O Kf7 *

[Event "both far"]
[Variant "Chess960"]
[SetUp "1"]
[FEN "r3k2r/8/8/8/8/8/8/1RK4R w Hha - 0 1"]

1. O-O O-O-O *
)";

// Collects the events and the starts of games.
class Recorder : public ReplayEventSink {
public:
    void begin_game(const chess::Position& start) override {
        lines.push_back("start " + start.to_fen());
    }
    void event(const BoardEvent& e) override { lines.push_back(e.to_text()); }
    std::vector<std::string> lines;
};

// A problem the replay reported, for a failure message: where, what, and
// the move's events.
std::string describe(const ReplayProblem& p) {
    std::string out = "ply " + std::to_string(p.ply) + " (" + p.move +
                      "): " + std::string(to_string(p.kind)) + ": " + p.message;
    for (const auto& e : p.events)
        out += "\n    " + e;
    return out;
}

// Replays every game of a PGN text and adds up what it found.
class Runner : public chess::PgnVisitor {
public:
    explicit Runner(ReplayOptions options, ReplayEventSink* sink = nullptr) : replay_(options) {
        replay_.set_sink(sink);
    }

    chess::PgnMovetext begin_movetext(const chess::Position& start) override {
        replay_.begin(start, game_seed(seed_, 0, games_));
        return chess::PgnMovetext::Read;
    }
    void move(const chess::Position& before, chess::Move m, std::string_view san) override {
        replay_.move(before, m, san);
    }
    void error(const chess::PgnError& e) override { ADD_FAILURE() << e.to_string(); }

    void run(std::string_view pgn, std::uint64_t seed) {
        seed_ = seed;
        chess::PgnReader reader(pgn);
        while (reader.read_game(*this)) {
            replay_.finish();
            total += replay_.stats();
            for (const ReplayProblem& p : replay_.problems())
                ADD_FAILURE() << "game " << games_ + 1 << " " << describe(p);
            ++games_;
        }
    }

    ReplayStats total;

private:
    GameReplay replay_;
    std::uint64_t seed_ = 0;
    std::uint64_t games_ = 0;
};

std::string sultan_khan() {
    return test::read_file(test::examples_dir() / "sultan_khan.pgn");
}

TEST(ReplayRng, IsSplitmix64WithAnExactMapping) {
    // The reference implementation's first outputs for the seed 0.
    ReplayRng rng(0);
    EXPECT_EQ(rng.next(), 0xE220A8397B1DCDAFULL);
    EXPECT_EQ(rng.next(), 0x6E789E6AA1B965F4ULL);
    EXPECT_EQ(rng.next(), 0x06C45D188009454FULL);

    ReplayRng a(7), b(7);
    for (int i = 0; i < 1000; ++i) {
        std::uint64_t n = 1 + static_cast<std::uint64_t>(i % 13);
        std::uint64_t v = a.below(n);
        EXPECT_LT(v, n);
        EXPECT_EQ(v, b.below(n));
    }
    EXPECT_FALSE(a.chance(0.0));
    EXPECT_TRUE(a.chance(1.0));
    EXPECT_EQ(a.below(1), 0u);
}

// Powers of two take their bits from one word in turn, lowest first; other
// ranges draw a word each; a word runs out after 64 bits.
TEST(ReplayRng, PowersOfTwoShareAWord) {
    ReplayRng a(0), reference(0);
    const std::uint64_t w = reference.next();  // 0xE220A8397B1DCDAF
    EXPECT_EQ(a.bits(3), w & 7);
    EXPECT_EQ(a.one_in(2), ((w >> 3) & 1) == 0);
    EXPECT_EQ(a.below(4), (w >> 4) & 3);
    EXPECT_EQ(a.below(1), 0u);
    EXPECT_EQ(a.one_in(8), ((w >> 6) & 7) == 0);
    // below(3) is Lemire's mapping of the next word, which the pool skips.
    const std::uint64_t x = reference.next();
    __extension__ typedef unsigned __int128 Wide;
    EXPECT_EQ(a.below(3), static_cast<std::uint64_t>((Wide{x} * 3) >> 64));
    EXPECT_EQ(a.bits(32), (w >> 9) & 0xFFFFFFFFULL);
    EXPECT_EQ(a.bits(23), w >> 41);  // the word's last 23 bits
    const std::uint64_t y = reference.next();
    EXPECT_EQ(a.bits(5), y & 31);  // a new word
}

TEST(ReplayRng, BelowIsUniform) {
    ReplayRng rng(1);
    std::vector<int> counts(6);
    for (int i = 0; i < 60000; ++i)
        ++counts[rng.below(6)];
    for (int c : counts) {
        EXPECT_GT(c, 9500);
        EXPECT_LT(c, 10500);
    }
}

TEST(ReplayRng, GameSeedsDifferByKey) {
    EXPECT_EQ(game_seed(1, 2, 3), game_seed(1, 2, 3));
    EXPECT_NE(game_seed(1, 2, 3), game_seed(1, 2, 4));
    EXPECT_NE(game_seed(1, 2, 3), game_seed(1, 3, 2));
    EXPECT_NE(game_seed(1, 2, 3), game_seed(2, 2, 3));
}

// Replays the games of `pgn` with each seed below `seeds`: every move
// completes, with no violation, false alarm or disagreement.
void expect_clean_replays(std::string_view pgn, std::uint64_t moves, std::uint64_t seeds) {
    for (std::uint64_t seed = 0; seed < seeds; ++seed) {
        Runner runner(ReplayOptions{seed, 0.0});
        runner.run(pgn, seed);
        ASSERT_EQ(runner.total.moves, moves) << "seed " << seed;
        EXPECT_EQ(runner.total.disagreements + runner.total.false_alarms, 0u) << "seed " << seed;
        for (std::uint64_t v : runner.total.violations)
            EXPECT_EQ(v, 0u) << "seed " << seed;
    }
}

TEST(GameReplay, SpecialMovesInEveryStyleCompleteWithoutViolation) {
    // Many seeds: every style of castling, en passant and promotion comes up.
    expect_clean_replays(SpecialMoves, 8, 200);
}

// A king released alone on a castling square that is also a plain king
// move completes that move (docs/laws.md): the replay castles there by the
// FIDE Chess960 procedure, and no style of any castling is a false alarm.
TEST(GameReplay, Chess960CastlingsInEveryStyleCompleteWithoutViolation) {
    expect_clean_replays(Chess960Castlings, 10, 100);
}

TEST(GameReplay, WritesTheStylesTheIssueNames) {
    Recorder recorder;
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        Runner runner(ReplayOptions{seed, 0.0}, &recorder);
        runner.run(SpecialMoves, seed);
    }
    auto any = [&](std::string_view needle) {
        for (const auto& l : recorder.lines)
            if (l.find(needle) != std::string::npos)
                return true;
        return false;
    };
    EXPECT_TRUE(any("white remove d5"));           // en passant, the pawn removed
    EXPECT_TRUE(any("black place Q a1"));          // promotion
    EXPECT_TRUE(any("white place N h8"));          // underpromotion
    EXPECT_TRUE(any("white touch e1+h1 castle"));  // king and rook together
    EXPECT_TRUE(any("black touch e8+a8 castle"));
    EXPECT_TRUE(any("say \"J'adoube\""));                     // French
    EXPECT_TRUE(any("say \"Ich korrigiere\""));               // German
    EXPECT_TRUE(any("say \"T\u00f4i s\u1eeda qu\u00e2n\""));  // Vietnamese
    EXPECT_TRUE(any("say \"I adjust\""));                     // English
    EXPECT_TRUE(any(" accidental"));
    EXPECT_TRUE(any("hand=left"));
    EXPECT_TRUE(any("white clock"));
}

TEST(GameReplay, SameSeedSameEventsOtherSeedOthers) {
    auto events = [](std::uint64_t seed, double rate) {
        Recorder recorder;
        Runner runner(ReplayOptions{seed, rate}, &recorder);
        runner.run(sultan_khan().substr(0, 20000), seed);
        return recorder.lines;
    };
    auto a = events(3, 0.2);
    EXPECT_GT(a.size(), 500u);
    EXPECT_EQ(a, events(3, 0.2));
    EXPECT_NE(a, events(4, 0.2));
    EXPECT_NE(a, events(3, 0.0));
}

TEST(GameReplay, EveryPlantedViolationIsCaughtAndNothingElse) {
    Runner runner(ReplayOptions{11, 0.25});
    runner.run(sultan_khan(), 11);
    const ReplayStats& s = runner.total;
    EXPECT_EQ(s.games, 40u);
    for (std::size_t k = 0; k < InjectionCount; ++k) {
        SCOPED_TRACE(std::string(to_string(static_cast<Injection>(k))));
        EXPECT_GT(s.planted[k], 0u);
        EXPECT_EQ(s.caught[k], s.planted[k]);
    }
    EXPECT_EQ(s.false_alarms, 0u);
    EXPECT_EQ(s.missed, 0u);
    EXPECT_EQ(s.disagreements, 0u);
    EXPECT_GT(s.claims_upheld, 0u);
    EXPECT_GT(s.claims_forfeited, 0u);
    // Each planted violation is one violation ruling of its clause.
    auto v = [&](Clause c) { return s.violations[static_cast<std::size_t>(c)]; };
    // Another piece moved is 4.3a, or 4.3c where the move captures (pieces
    // of both colours touched); an opponent's piece touched and an own
    // piece moved is always 4.3c.
    EXPECT_EQ(v(Clause::TouchOwn) + v(Clause::TouchBoth),
              s.planted[static_cast<int>(Injection::OtherPieceMoved)] +
                  s.planted[static_cast<int>(Injection::SecondOpponentPiece)]);
    EXPECT_EQ(v(Clause::TouchOpponent), 0u);
    EXPECT_EQ(v(Clause::CastleRookFirst), s.planted[static_cast<int>(Injection::RookBeforeKing)]);
    EXPECT_EQ(v(Clause::Released), s.planted[static_cast<int>(Injection::ReleasedPieceMoved)]);
    EXPECT_EQ(v(Clause::OneHand), s.planted[static_cast<int>(Injection::TwoHandedCapture)]);
    EXPECT_EQ(v(Clause::IllegalMove), s.planted[static_cast<int>(Injection::IllegalMoveClocked)]);
}

TEST(GameReplay, InjectingAtEveryMoveKeepsTheGameGoing) {
    Runner runner(ReplayOptions{5, 1.0});
    runner.run(sultan_khan(), 5);
    std::uint64_t planted = 0;
    for (std::size_t k = 0; k < InjectionCount; ++k) {
        planted += runner.total.planted[k];
        EXPECT_EQ(runner.total.caught[k], runner.total.planted[k]);
    }
    // Every move allows an illegal move at least, so every move carries one.
    EXPECT_EQ(planted, runner.total.moves);
    EXPECT_GT(runner.total.moves, 2000u);
}

TEST(GameReplay, TheEventsReadBackInTheTextFormGiveTheSameRulings) {
    // What the sink receives is what the arbiter was fed: read back through
    // a Session, no line is an error and the violations are the same.
    Recorder recorder;
    Runner runner(ReplayOptions{9, 0.3}, &recorder);
    runner.run(SpecialMoves, 9);
    Session session;
    int line = 0, violations = 0;
    ASSERT_TRUE(session.feed_line("clock yes", ++line) == std::nullopt);
    ASSERT_TRUE(session.feed_line("fen " + recorder.lines.front().substr(6), ++line) ==
                std::nullopt);
    for (std::size_t i = 1; i < recorder.lines.size(); ++i) {
        auto out = session.feed_line(recorder.lines[i], ++line);
        ASSERT_TRUE(out.has_value());
        ASSERT_FALSE(out->is_error()) << recorder.lines[i];
        for (const Ruling& r : std::get<Answer>(out->result).rulings)
            violations += r.type == RulingType::Violation ? 1 : 0;
    }
    std::uint64_t counted = 0;
    for (std::uint64_t v : runner.total.violations)
        counted += v;
    EXPECT_EQ(static_cast<std::uint64_t>(violations), counted);
    EXPECT_EQ(recorder.lines.size() - 1, runner.total.events);
}

// A whole game's events, each move's in turn in one style: an arbiter fed
// them makes every move, a capture and castling among them, and no other.
TEST(MoveEvents, AGamesEventsMakeItsMovesInTurn) {
    chess::Position pos = chess::Position::initial();
    std::vector<chess::Move> moves;
    for (const char* san : {"e4", "d5", "exd5", "Nf6", "Nf3", "Nxd5", "Be2", "e6", "O-O"}) {
        auto m = chess::parse_san_move(pos, san);
        ASSERT_TRUE(m) << san;
        moves.push_back(*m);
        pos = pos.play(*m);
    }
    MoveStyle style;
    style.remove_captured_first = false;
    const std::vector<BoardEvent> events =
        events_for_game(chess::Position::initial(), moves, style);
    arbiter::Arbiter referee(arbiter::ArbiterOptions{
        arbiter::Edition::Fide2005, arbiter::Mode::Observe, chess::Position::initial(), true});
    std::size_t made = 0;
    for (const BoardEvent& e : events) {
        auto answer = referee.handle(e);
        ASSERT_TRUE(answer) << e.to_text();
        EXPECT_TRUE(std::none_of(answer->rulings.begin(), answer->rulings.end(),
                                 [](const Ruling& r) { return r.type == RulingType::Violation; }))
            << e.to_text();
        made += answer->move.has_value();
    }
    EXPECT_EQ(made, moves.size());
    EXPECT_EQ(referee.position().to_fen(), pos.to_fen());
    EXPECT_TRUE(events_for_game(pos, {}).empty());
}

TEST(GameReplay, APositionThatIsNotTheGamesIsADisagreement) {
    GameReplay replay;
    replay.begin(chess::Position::initial(), 1);
    chess::Position pos = chess::Position::initial();
    auto e4 = chess::parse_san_move(pos, "e4");
    ASSERT_TRUE(e4);
    ASSERT_TRUE(replay.move(pos, *e4, "e4"));
    // The caller claims the game is still at the start: the arbiter's
    // position after e4 is not the game's.
    chess::Position wrong = chess::Position::initial();
    auto d4 = chess::parse_san_move(wrong, "d4");
    EXPECT_FALSE(replay.move(wrong, *d4, "d4"));
    EXPECT_TRUE(replay.stopped());
    ASSERT_EQ(replay.problems().size(), 1u);
    const ReplayProblem& p = replay.problems().front();
    EXPECT_EQ(p.kind, ReplayProblem::Kind::Disagreement);
    EXPECT_EQ(p.ply, 1);
    EXPECT_EQ(p.move, "e4");
    EXPECT_NE(p.message.find("not the game's"), std::string::npos) << p.message;
    EXPECT_FALSE(p.events.empty());
    EXPECT_EQ(replay.stats().disagreements, 1u);
    EXPECT_EQ(replay.stats().moves, 1u);
    EXPECT_FALSE(replay.move(pos.play(*e4), *e4, "e4"));  // stopped: nothing more
}

TEST(GameReplay, BeginStartsAfresh) {
    GameReplay replay;
    chess::Position pos = chess::Position::initial();
    auto e4 = chess::parse_san_move(pos, "e4");
    ASSERT_TRUE(e4);
    replay.begin(pos, 1);
    ASSERT_TRUE(replay.move(pos, *e4, "e4"));
    ASSERT_FALSE(replay.move(pos, *e4, "e4"));  // not the game's position
    EXPECT_TRUE(replay.stopped());
    // The next game: nothing of the last one is left.
    replay.begin(pos, 2);
    EXPECT_FALSE(replay.stopped());
    EXPECT_TRUE(replay.problems().empty());
    ASSERT_TRUE(replay.move(pos, *e4, "e4"));
    chess::Position after = pos.play(*e4);
    auto e5 = chess::parse_san_move(after, "e5");
    ASSERT_TRUE(replay.move(after, *e5, "e5"));
    replay.finish();
    EXPECT_TRUE(replay.problems().empty());
    EXPECT_EQ(replay.stats().games, 1u);
    EXPECT_EQ(replay.stats().moves, 2u);
}

// Random legal games, where castling, en passant and promotions come up far
// more often than in real games (half the time one is there to play, it is
// played), from positions rich in them, Chess960 among them: replayed
// with no violation planted, with some, and with one at every move, each
// game must end with every planted violation caught and nothing else.
TEST(GameReplay, RandomGamesFullOfSpecialMovesReplayCleanlyAtEveryInjectionRate) {
    struct Start {
        const char* fen;
        chess::CastlingMode mode;
    };
    using enum chess::CastlingMode;
    const Start starts[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Standard},
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", Standard},
        {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", Standard},
        {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", Standard},
        {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", Standard},
        {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", Standard},
        {"bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKRNB w KQkq - 0 1", Chess960},
        {"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", Chess960},
    };
    std::mt19937_64 rng(20261130);
    ReplayStats total;
    std::uint64_t game = 0;
    for (const Start& start : starts) {
        auto pos0 = chess::Position::from_fen(start.fen, start.mode);
        ASSERT_TRUE(pos0) << start.fen;
        for (int g = 0; g < 10; ++g) {
            // One game, then its replays at three rates.
            std::vector<chess::Move> moves;
            chess::Position pos = *pos0;
            for (int ply = 0; ply < 120; ++ply) {
                chess::MoveList legal = chess::legal_moves(pos);
                if (legal.empty() || pos.is_insufficient_material())
                    break;
                std::vector<chess::Move> special;
                for (chess::Move m : legal)
                    if (m.is_castle() || m.is_en_passant() || m.is_promotion())
                        special.push_back(m);
                const chess::Move m = !special.empty() && rng() % 2
                                          ? special[rng() % special.size()]
                                          : legal[rng() % legal.size()];
                moves.push_back(m);
                pos.apply(m);
            }
            for (double rate : {0.0, 0.35, 1.0}) {
                ++game;
                GameReplay replay(ReplayOptions{game, rate});
                replay.begin(*pos0, game_seed(game, 0, 0));
                chess::Position before = *pos0;
                for (chess::Move m : moves) {
                    ASSERT_TRUE(replay.move(before, m, chess::to_san(before, m)))
                        << start.fen << " game " << g << " rate " << rate;
                    before.apply(m);
                }
                replay.finish();
                for (const ReplayProblem& p : replay.problems())
                    ADD_FAILURE() << start.fen << " game " << g << " rate " << rate << " "
                                  << describe(p);
                if (rate == 0.0) {
                    for (std::uint64_t v : replay.stats().violations)
                        EXPECT_EQ(v, 0u) << start.fen << " game " << g;
                }
                total += replay.stats();
            }
        }
    }
    std::uint64_t planted = 0;
    for (std::size_t k = 0; k < InjectionCount; ++k) {
        EXPECT_EQ(total.caught[k], total.planted[k]);
        EXPECT_GT(total.planted[k], 0u) << to_string(static_cast<Injection>(k));
        planted += total.planted[k];
    }
    EXPECT_EQ(total.false_alarms + total.missed + total.disagreements, 0u);
    EXPECT_GT(planted, 2000u);
    EXPECT_EQ(total.games, game);
}

}  // namespace
}  // namespace touchmove::replay
