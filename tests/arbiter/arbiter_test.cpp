// The arbiter's library API, apart from the command line: each test is
// named after the article (or part of the contract) it covers.
#include "touchmove/arbiter/arbiter.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "support/events.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/uci.h"
#include "touchmove/io/messages.h"

namespace touchmove::arbiter {
namespace {

using io::Language;
using io::render;
using test::event;

constexpr std::string_view Italian =
    "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

Arbiter make(std::string_view fen = chess::StartFen, Mode mode = Mode::Observe,
             Edition edition = Edition::Fide2005) {
    return Arbiter(ArbiterOptions{edition, mode, chess::Position::from_fen(fen).value(), false});
}

Answer play(Arbiter& a, std::string_view text) {
    auto answer = a.handle(event(text));
    EXPECT_TRUE(answer) << text << ": " << (answer ? "" : answer.error().message);
    return answer ? *answer : Answer{};
}

std::vector<std::string> uci(const Answer& a) {
    std::vector<std::string> out;
    for (const auto& m : a.permitted)
        out.push_back(chess::to_uci(m));
    std::sort(out.begin(), out.end());
    return out;
}

bool has_violation(const Answer& a, Clause c) {
    return std::any_of(a.rulings.begin(), a.rulings.end(), [&](const Ruling& r) {
        return r.type == RulingType::Violation && r.clause == c;
    });
}

TEST(Arbiter, NothingTouchedEveryLegalMoveIsPermitted) {
    Arbiter a = make();
    Answer now = a.current();
    EXPECT_EQ(now.permitted.size(), 20u);
    EXPECT_FALSE(now.restricted_by);
    EXPECT_EQ(now.to_move, Color::White);
}

TEST(Arbiter, Art4_3a_TheTouchedPieceMustMove) {
    Arbiter a = make(Italian);
    Answer r = play(a, "white touch f3");
    EXPECT_EQ(uci(r), (std::vector<std::string>{"f3d4", "f3e5", "f3g1", "f3g5", "f3h4"}));
    EXPECT_EQ(r.restricted_by, Clause::TouchOwn);
    ASSERT_EQ(r.rulings.size(), 1u);
    EXPECT_EQ(r.rulings[0].type, RulingType::Obligation);
}

TEST(Arbiter, Art4_3a_MovingAnotherPieceIsAViolationOnTheRelease) {
    Arbiter a = make();
    play(a, "white touch g1");
    Answer lift = play(a, "white lift b1");
    EXPECT_FALSE(has_violation(lift, Clause::TouchOwn));  // touching a second piece is no breach
    Answer release = play(a, "white release c3");
    EXPECT_TRUE(has_violation(release, Clause::TouchOwn));
    ASSERT_TRUE(release.move);
    EXPECT_EQ(release.move->uci, "b1c3");
    EXPECT_EQ(release.move->san, "Nc3");
    // Made all the same (Article 1.1): Black has the move, and every legal move.
    EXPECT_EQ(release.to_move, Color::Black);
    EXPECT_FALSE(release.restricted_by);
    EXPECT_EQ(release.permitted.size(), 20u);
}

TEST(Arbiter, Art4_7_AMadeMoveStaysFixed) {
    Arbiter a = make();
    play(a, "white lift b1");
    Answer done = play(a, "white release c3");
    ASSERT_TRUE(done.move);
    EXPECT_EQ(done.to_move, Color::Black);
    play(a, "white lift c3");
    Answer moved = play(a, "white release a3");
    EXPECT_TRUE(has_violation(moved, Clause::Released));
    ASSERT_TRUE(moved.move);
    EXPECT_EQ(moved.move->uci, "b1a3");  // the changed move is the one played
    EXPECT_EQ(a.position().to_fen(), "rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/R1BQKBNR b KQkq - 1 1");
}

TEST(Arbiter, Art4_6_UpheldClaimReinstatesThePositionWithItsObligation) {
    Arbiter a = make();
    play(a, "white touch g1");
    play(a, "white lift b1");
    play(a, "white release c3");
    Answer clock = play(a, "white clock");
    EXPECT_EQ(clock.to_move, Color::Black);
    Answer claim = play(a, "black claim");
    ASSERT_FALSE(claim.rulings.empty());
    EXPECT_EQ(claim.rulings[0].result, ClaimResult::Upheld);
    EXPECT_EQ(claim.to_move, Color::White);
    EXPECT_EQ(uci(claim), (std::vector<std::string>{"g1f3", "g1h3"}));
    EXPECT_EQ(a.position(), chess::Position::initial());
    EXPECT_EQ(a.board_piece(Square::B1), chess::Piece::WhiteKnight);
    EXPECT_EQ(a.board_piece(Square::C3), chess::Piece::None);
}

TEST(Arbiter, Art3_TheClockPressAfterAnIllegalMoveReinstatesThePosition) {
    Arbiter a = make(Italian);
    play(a, "white lift c4");
    play(a, "white release c3");
    Answer clock = play(a, "white clock");
    EXPECT_TRUE(has_violation(clock, Clause::IllegalMove));
    EXPECT_EQ(clock.to_move, Color::White);
    EXPECT_EQ(a.board_piece(Square::C4), chess::Piece::WhiteBishop);
    EXPECT_EQ(a.board_piece(Square::C3), chess::Piece::None);
    // The bishop was touched, and it still binds.
    EXPECT_EQ(clock.restricted_by, Clause::TouchOwn);
}

TEST(Arbiter, ImpossibleEventsAreErrorsAndChangeNothing) {
    Arbiter a = make();
    play(a, "white touch g1");
    Answer before = a.current();
    auto lift = a.handle(event("white lift e4"));
    ASSERT_FALSE(lift);
    EXPECT_NE(lift.error().message.find("no piece on e4"), std::string::npos);
    auto release = a.handle(event("white release e4"));
    ASSERT_FALSE(release);
    EXPECT_NE(release.error().message.find("holds no piece"), std::string::npos);
    play(a, "white lift e2");
    auto occupied = a.handle(event("white release e7"));
    ASSERT_FALSE(occupied);
    Answer after = a.current();
    EXPECT_EQ(uci(after), uci(before));
    EXPECT_EQ(a.held(Color::White), (std::vector<chess::Piece>{chess::Piece::WhitePawn}));
}

TEST(Arbiter, EnforceModeRefusesAForbiddenReleaseAndKeepsThePieceInHand) {
    Arbiter a = make(chess::StartFen, Mode::Enforce);
    play(a, "white touch g1");
    play(a, "white lift b1");
    Answer refused = play(a, "white release c3");
    EXPECT_TRUE(refused.refused);
    EXPECT_TRUE(has_violation(refused, Clause::TouchOwn));
    EXPECT_FALSE(refused.move);
    EXPECT_EQ(a.board_piece(Square::C3), chess::Piece::None);
    EXPECT_EQ(a.held(Color::White), (std::vector<chess::Piece>{chess::Piece::WhiteKnight}));
    // The piece can still go back.
    Answer back = play(a, "white release b1");
    EXPECT_FALSE(back.refused);
}

TEST(Arbiter, SameEventsGiveTheSameAnswersAndCopiesAreIndependent) {
    const char* events[] = {"white touch e1",   "white touch h1", "white lift e1",
                            "white release g1", "white lift h1",  "white release f1",
                            "white clock"};
    Arbiter a = make(Italian);
    Arbiter b = make(Italian);
    for (const char* e : events) {
        Answer x = play(a, e);
        Answer y = play(b, e);
        EXPECT_EQ(uci(x), uci(y)) << e;
        EXPECT_EQ(x.rulings.size(), y.rulings.size()) << e;
    }
    Arbiter copy = a;
    play(copy, "black lift g8");
    EXPECT_TRUE(a.held(Color::Black).empty());
    EXPECT_FALSE(copy.held(Color::Black).empty());
    EXPECT_EQ(a.position().to_fen(),
              "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4");
}

// apply() is handle() without the Answer: the same rulings and completed
// move, and current() gives the rest; both modes, refusals included.
TEST(Arbiter, ApplySaysWhatHandleAnswers) {
    const char* events[] = {"white touch g1",   "white lift b1",    "white release c3",
                            "white lift c3",    "white release b1", "white lift g1",
                            "white release f3", "white clock",      "black lift e7",
                            "black release e5", "black clock",      "white claim"};
    for (Mode mode : {Mode::Observe, Mode::Enforce}) {
        Arbiter by_handle = make(chess::StartFen, mode);
        Arbiter by_apply = make(chess::StartFen, mode);
        int refusals = 0, violations = 0;
        for (std::string_view text : events) {
            if (mode == Mode::Enforce && text == "white lift c3")
                continue;  // refused, the knight never left the hand
            Answer answer = play(by_handle, text);
            auto outcome = by_apply.apply(event(text));
            ASSERT_TRUE(outcome) << text;
            EXPECT_EQ(outcome->refused, answer.refused) << text;
            EXPECT_EQ(outcome->move, answer.move ? std::optional(answer.move->move) : std::nullopt)
                << text;
            ASSERT_EQ(outcome->rulings.size(), answer.rulings.size()) << text;
            for (std::size_t i = 0; i < answer.rulings.size(); ++i) {
                EXPECT_EQ(outcome->rulings[i].type, answer.rulings[i].type) << text;
                EXPECT_EQ(outcome->rulings[i].clause, answer.rulings[i].clause) << text;
                EXPECT_EQ(outcome->rulings[i].message.id, answer.rulings[i].message.id) << text;
                violations += outcome->rulings[i].type == RulingType::Violation;
            }
            refusals += outcome->refused;
            Answer now = by_apply.current();
            EXPECT_EQ(uci(now), uci(answer)) << text;
            EXPECT_EQ(now.restricted_by, answer.restricted_by) << text;
            EXPECT_EQ(now.position.to_fen(), answer.position.to_fen()) << text;
        }
        // The release on c3 breaks 4.3a: reported in observe mode, refused in enforce mode.
        EXPECT_GT(violations, 0);
        EXPECT_EQ(refusals > 0, mode == Mode::Enforce);
    }
    Arbiter a = make();
    EXPECT_FALSE(a.apply(event("white lift e4")));  // nothing there: an error, as handle() says
}

TEST(Arbiter, Art4_4a_KingThenRookMustCastle) {
    Arbiter a = make(Italian);
    play(a, "white touch e1");
    Answer r = play(a, "white touch h1");
    EXPECT_EQ(uci(r), (std::vector<std::string>{"e1g1"}));
    EXPECT_EQ(r.restricted_by, Clause::CastleKingRook);
}

// Reading 7: two own pieces touched at one moment may either be moved; the
// obligation names both (not one of them as "first"), and a note says why.
TEST(Arbiter, Art4_3a_TwoPiecesTouchedAtOnceBindToEither) {
    Arbiter a = make();
    Answer r = play(a, "white touch d2+g1");
    EXPECT_EQ(uci(r), (std::vector<std::string>{"d2d3", "d2d4", "g1f3", "g1h3"}));
    ASSERT_EQ(r.rulings.size(), 2u);
    EXPECT_EQ(r.rulings[0].type, RulingType::Obligation);
    EXPECT_EQ(r.rulings[0].message.id, MessageId::MustMoveOneOf);
    EXPECT_EQ(r.rulings[0].message.text, "d2, g1");
    EXPECT_EQ(r.rulings[1].type, RulingType::Note);
    EXPECT_EQ(r.rulings[1].message.id, MessageId::SeveralAtOnce);
    // One touched piece alone is the one that must move.
    Arbiter b = make();
    EXPECT_EQ(play(b, "white touch d2").rulings.at(0).message.id, MessageId::MustMoveTouched);
}

// 4.3c with several own pieces touched at the first moment: any of them may
// make the capture (docs/events.md, Details, What touches bind), and the obligation names one
// that can; where several can, the note of reading 7 says so.
TEST(Arbiter, Art4_3c_TheCaptureIsNamedWithAPieceThatCanMakeIt) {
    constexpr std::string_view fen =
        "rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3";
    Arbiter a = make(fen);
    Answer r = play(a, "white touch a2+c3+d5");
    EXPECT_EQ(uci(r), std::vector<std::string>{"c3d5"});
    ASSERT_EQ(r.rulings.size(), 1u);
    EXPECT_EQ(r.rulings[0].message.id, MessageId::MustCaptureWith);
    EXPECT_EQ(r.rulings[0].message.square, chess::Square::C3);
    EXPECT_EQ(r.rulings[0].message.other_square, chess::Square::D5);

    Arbiter b = make(fen);
    r = play(b, "white touch c3+e4+d5");
    EXPECT_EQ(uci(r), (std::vector<std::string>{"c3d5", "e4d5"}));
    ASSERT_EQ(r.rulings.size(), 2u);
    EXPECT_EQ(r.rulings[0].message.square, chess::Square::C3);
    EXPECT_EQ(r.rulings[1].type, RulingType::Note);
    EXPECT_EQ(r.rulings[1].message.id, MessageId::SeveralAtOnce);
    EXPECT_EQ(r.rulings[1].message.text, "c3, e4");
}

// docs/events.md, Editions: where the text is silent and a reading (Readings) decides,
// the ruling's message says so. Reading 7 (pieces touched at one moment),
// reading 10 in 2005 (the text has no "only"; 2023's 4.2.1 has), and
// reading 5 in 2005 (4.3c speaks of one piece of each colour).
TEST(Arbiter, Art4_ReadingsSaySoInTheirMessages) {
    Arbiter at_once = make();
    Answer r = play(at_once, "white touch d2+g1");
    ASSERT_EQ(r.rulings.size(), 2u);
    EXPECT_FALSE(r.rulings[0].message.reading);
    EXPECT_TRUE(r.rulings[1].message.reading);
    EXPECT_NE(render(r.rulings[1].message).find("Arbiters' Manual"), std::string::npos);

    for (Edition edition : {Edition::Fide2005, Edition::Fide2023}) {
        Arbiter a = make(chess::StartFen, Mode::Observe, edition);
        Answer adjust = play(a, "black adjust e7");
        ASSERT_EQ(adjust.rulings.size(), 1u);
        EXPECT_EQ(adjust.rulings[0].message.id, MessageId::AdjustOutOfTurn);
        EXPECT_EQ(adjust.rulings[0].message.reading, edition == Edition::Fide2005);
    }

    for (Edition edition : {Edition::Fide2005, Edition::Fide2023}) {
        Arbiter a = make("4k3/8/8/3p1p2/4P3/8/8/4K3 w - - 0 1", Mode::Observe, edition);
        // One of each: the text itself (4.3c).
        Answer one_each = play(a, "white touch d5+e4");
        ASSERT_FALSE(one_each.rulings.empty());
        EXPECT_FALSE(one_each.rulings[0].message.reading);
        Arbiter b = make("4k3/8/8/3p1p2/4P3/8/8/4K3 w - - 0 1", Mode::Observe, edition);
        Answer several = play(b, "white touch d5+f5+e4");
        ASSERT_FALSE(several.rulings.empty());
        EXPECT_EQ(several.restricted_by, Clause::TouchBoth);
        EXPECT_EQ(several.rulings[0].message.reading, edition == Edition::Fide2005);
    }
}

// The list of reading 7 is carried in full however long it is: 32 knights,
// every one able to move, touched at one moment.
TEST(Arbiter, Art4_3a_ThirtyTwoPiecesTouchedAtOnceAreAllNamed) {
    Arbiter a = make("7k/8/8/NNNNNNNN/NNNNNNNN/NNNNNNNN/NNNNNNNN/K7 w - - 0 1");
    std::string squares, list;
    for (int rank = 1; rank <= 4; ++rank)
        for (int file = 0; file < 8; ++file) {
            const std::string s = chess::to_string(chess::square_at(rank * 8 + file));
            squares += (squares.empty() ? "" : "+") + s;
            list += (list.empty() ? "" : ", ") + s;
        }
    Answer r = play(a, "white touch " + squares);
    ASSERT_EQ(r.rulings.size(), 2u);
    EXPECT_EQ(r.rulings[0].message.id, MessageId::MustMoveOneOf);
    EXPECT_EQ(r.rulings[0].message.text, list);
    EXPECT_EQ(r.rulings[1].message.text, list);
    EXPECT_EQ(list.size(), 32u * 2 + 31 * 2);
}

// A press after an illegal move in enforce mode is refused: nothing is
// reinstated, and the message must not say it is; in observe mode it is.
TEST(Arbiter, ARefusedPressAfterAnIllegalMoveDoesNotSayThePositionIsReinstated) {
    for (Edition edition : {Edition::Fide2005, Edition::Fide2023})
        for (Mode mode : {Mode::Observe, Mode::Enforce}) {
            Arbiter a = make(chess::StartFen, mode, edition);
            play(a, "white lift d2");
            Answer r = play(a, "white clock");
            ASSERT_FALSE(r.rulings.empty());
            EXPECT_EQ(r.rulings[0].clause, Clause::IllegalMove);
            EXPECT_EQ(r.refused, mode == Mode::Enforce);
            for (auto [l, reinstated] : {std::pair{Language::English, "reinstated"},
                                         std::pair{Language::German, "wiederhergestellt"},
                                         std::pair{Language::Vietnamese, "khôi phục"}}) {
                const std::string text = render(r.rulings[0].message, l);
                EXPECT_EQ(text.find(reinstated) != std::string::npos, mode == Mode::Observe)
                    << text;
            }
        }
}

// 2023 7.5.2 in enforce mode: the press is refused, so the message must
// not say that the pawn becomes a queen and the move stands; in observe
// mode the press completes the queen's promotion, and the answer says so.
TEST(Arbiter, Art7_5_2_ARefusedPressDoesNotSayTheMoveStands) {
    for (Mode mode : {Mode::Observe, Mode::Enforce}) {
        Arbiter a = make("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", mode, Edition::Fide2023);
        play(a, "white lift e7");
        play(a, "white release e8");
        Answer r = play(a, "white clock");
        ASSERT_EQ(r.rulings.size(), 1u);
        EXPECT_EQ(r.rulings[0].clause, Clause::UnreplacedPawn);
        EXPECT_EQ(r.refused, mode == Mode::Enforce);
        const std::string text = render(r.rulings[0].message, Language::English);
        EXPECT_EQ(text.find("stands") != std::string::npos, mode == Mode::Observe) << text;
        EXPECT_EQ(r.to_move, mode == Mode::Enforce ? chess::Color::White : chess::Color::Black);
        if (mode == Mode::Observe) {
            ASSERT_TRUE(r.move);
            EXPECT_EQ(r.move->uci, "e7e8q");
            EXPECT_EQ(r.move->san, "e8=Q");
        } else {
            EXPECT_FALSE(r.move);
        }
    }
}

// A breach of 4.4.4 (2023) says which move broke it, not what a touch asked.
TEST(Arbiter, Art4_4_4_TheViolationNamesTheMoveNotATouch) {
    Arbiter a = make("7k/4P3/8/8/8/8/8/4K3 w - - 0 1", Mode::Observe, Edition::Fide2023);
    for (const char* e : {"white place Q e8", "white remove e8", "white place N e8"})
        play(a, e);
    Answer r = play(a, "white remove e7");
    auto v = std::find_if(r.rulings.begin(), r.rulings.end(),
                          [](const Ruling& x) { return x.type == RulingType::Violation; });
    ASSERT_NE(v, r.rulings.end());
    EXPECT_EQ(v->clause, Clause::PromotionChoice);
    EXPECT_EQ(v->message.id, MessageId::MoveNotPermitted);
    EXPECT_EQ(v->message.text, "e8=N");
}

TEST(Arbiter, Art4_2_AnnouncedAdjustmentBindsNothing) {
    Arbiter a = make(Italian);
    play(a, "white say \"J’ADOUBE!\"");
    Answer r = play(a, "white adjust d2+c1");
    EXPECT_FALSE(r.restricted_by);
    EXPECT_FALSE(play(a, "white adjust b1").restricted_by);  // still covered
    play(a, "white say \"hm\"");                             // anything else ends the announcement
    Answer unannounced = play(a, "white adjust d2");
    EXPECT_EQ(unannounced.restricted_by, Clause::TouchOwn);
}

// "A piece is named by the square it stood on when its side got the
// move", in the messages too, wherever it stands now.
TEST(Arbiter, Art4_7_MessagesNameAMovedPieceByItsSquareAtTheTurnsStart) {
    {
        Arbiter a;
        play(a, "white lift g1");
        play(a, "white release g4");  // not a legal move: fixes nothing, makes nothing
        Answer accidental = play(a, "white touch g4 accidental");
        ASSERT_EQ(accidental.rulings.size(), 1u);
        EXPECT_EQ(accidental.rulings[0].message.id, MessageId::AccidentalTouch);
        EXPECT_EQ(accidental.rulings[0].message.square, chess::Square::G1);
        play(a, "black lift e7");
        play(a, "black release e6");  // displaced on White's time
        Answer out_of_turn = play(a, "black touch e6");
        ASSERT_EQ(out_of_turn.rulings.size(), 1u);
        EXPECT_EQ(out_of_turn.rulings[0].message.id, MessageId::TouchOutOfTurn);
        EXPECT_EQ(out_of_turn.rulings[0].message.square, chess::Square::E7);
    }
    {
        Arbiter a = make(Italian);
        play(a, "white lift e1");
        play(a, "white release g1");  // part of castling: fixed there
        play(a, "white lift g1");
        Answer moved = play(a, "white release f1");
        ASSERT_TRUE(has_violation(moved, Clause::Released));
        const auto fixed = std::find_if(moved.rulings.begin(), moved.rulings.end(), [](auto& r) {
            return r.message.id == MessageId::FixedPieceMoved;
        });
        ASSERT_NE(fixed, moved.rulings.end());
        EXPECT_EQ(fixed->message.square, chess::Square::E1);
        EXPECT_EQ(fixed->message.other_square, chess::Square::G1);
        EXPECT_EQ(fixed->message.piece, chess::PieceType::King);
    }
}

// apply() names pieces as handle() does: a piece that moved this turn and
// is then touched by accident by the square it started from.
TEST(Arbiter, Art4_3_AnAccidentalTouchOfAPieceMovedThisTurnNamesItsStartSquare) {
    ArbiterOptions options;
    options.clock = true;
    Arbiter a(options);
    for (const char* e : {"white lift e2", "white release e4", "white clock", "black lift e7",
                          "black release e5", "black clock"})
        ASSERT_TRUE(a.apply(event(e))) << e;
    ASSERT_TRUE(a.apply(event("white lift g1")));
    ASSERT_TRUE(a.apply(event("white release g4")));  // no legal move: still White's turn
    auto outcome = a.apply(event("white touch g4 accidental"));
    ASSERT_TRUE(outcome);
    ASSERT_EQ(outcome->rulings.size(), 1u);
    EXPECT_EQ(outcome->rulings[0].message.square, chess::Square::G1);
}

}  // namespace
}  // namespace touchmove::arbiter
