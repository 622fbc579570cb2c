// Game: the rules that need history (Article 9) and the automatic ends of
// a game (Article 5): repetitions, the 50- and 75-move rules, insufficient
// material, checkmate, stalemate; and playing and taking back moves.
#include "touchmove/chess/game.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "support/positions.h"
#include "touchmove/chess/position.h"
#include "touchmove/chess/san.h"

namespace touchmove::chess {
namespace {

using test::from_fen;

void play_all(Game& game, const std::vector<std::string_view>& sans) {
    for (std::string_view san : sans) {
        auto m = game.play_san(san);
        ASSERT_TRUE(m) << san << ": " << m.error().message << " in " << game.position().to_fen();
    }
}

const std::vector<std::string_view> KnightShuffle = {"Nf3", "Nf6", "Ng1", "Ng8"};

// ---------------------------------------------------------------------------
// Playing and taking back.

TEST(Game, StartsAtTheGivenPosition) {
    Game game;
    EXPECT_TRUE(game.position() == Position::initial());
    EXPECT_TRUE(game.start() == Position::initial());
    EXPECT_TRUE(game.moves().empty());
    EXPECT_EQ(game.repetitions(), 1);
    EXPECT_FALSE(game.outcome());

    Position start = from_fen("4k3/8/8/8/8/8/8/R3K3 b Q - 3 20");
    Game from_fen_game(start);
    EXPECT_TRUE(from_fen_game.position() == start);
    EXPECT_TRUE(from_fen_game.position_at(0) == start);
}

TEST(Game, PlaySanRecordsMovesAndPositions) {
    Game game;
    play_all(game, {"e4", "e5", "Nf3"});
    ASSERT_EQ(game.moves().size(), 3u);
    EXPECT_EQ(game.moves()[0], Move::normal(Square::E2, Square::E4, PieceType::Pawn));
    EXPECT_EQ(game.moves()[2], Move::normal(Square::G1, Square::F3, PieceType::Knight));
    EXPECT_TRUE(game.position_at(0) == Position::initial());
    EXPECT_EQ(game.position_at(1).to_fen(),
              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ(game.position().to_fen(),
              "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    EXPECT_TRUE(game.position_at(3) == game.position());
}

TEST(Game, PlayTakesAMove) {
    Game game;
    game.play(Move::normal(Square::D2, Square::D4, PieceType::Pawn));
    EXPECT_EQ(game.position().piece_on(Square::D4), Piece::WhitePawn);
    EXPECT_EQ(game.position().side_to_move(), Color::Black);
}

TEST(Game, ARejectedMoveChangesNothing) {
    Game game;
    play_all(game, {"e4"});
    Position before = game.position();
    auto illegal = game.play_san("e4");  // Black has no pawn that reaches e4
    ASSERT_FALSE(illegal);
    EXPECT_EQ(illegal.error().kind, SanErrorKind::Illegal);
    auto syntax = game.play_san("Zz9");
    ASSERT_FALSE(syntax);
    EXPECT_EQ(syntax.error().kind, SanErrorKind::Syntax);
    EXPECT_EQ(game.moves().size(), 1u);
    EXPECT_TRUE(game.position() == before);
}

TEST(Game, UndoTakesBackTheLastMove) {
    Game game;
    EXPECT_FALSE(game.undo());
    play_all(game, {"e4", "c5"});
    Position after_e4 = game.position_at(1);
    EXPECT_TRUE(game.undo());
    EXPECT_EQ(game.moves().size(), 1u);
    EXPECT_TRUE(game.position() == after_e4);
    EXPECT_TRUE(game.undo());
    EXPECT_TRUE(game.position() == Position::initial());
    EXPECT_TRUE(game.moves().empty());
    EXPECT_FALSE(game.undo());
    // Play on after taking back.
    play_all(game, {"d4"});
    EXPECT_EQ(game.position().piece_on(Square::D4), Piece::WhitePawn);
}

// ---------------------------------------------------------------------------
// Repetition (9.2, 9.6.1).

TEST(GameRepetition, KnightShuffleRepeatsTheStartPosition) {
    Game game;
    play_all(game, {"Nf3"});
    EXPECT_EQ(game.repetitions(), 1);
    play_all(game, {"Nf6", "Ng1", "Ng8"});
    EXPECT_EQ(game.repetitions(), 2);
    EXPECT_FALSE(game.is_threefold_repetition());
    play_all(game, {"Nf3"});
    EXPECT_EQ(game.repetitions(), 2);  // the position after 1.Nf3, seen twice
    play_all(game, {"Nf6", "Ng1", "Ng8"});
    EXPECT_EQ(game.repetitions(), 3);
    EXPECT_TRUE(game.is_threefold_repetition());
    EXPECT_FALSE(game.is_fivefold_repetition());
    // Threefold repetition must be claimed: the game goes on.
    EXPECT_FALSE(game.outcome());
}

TEST(GameRepetition, FivefoldEndsTheGame) {
    Game game;
    for (int i = 0; i < 3; ++i)
        play_all(game, KnightShuffle);
    EXPECT_EQ(game.repetitions(), 4);
    EXPECT_FALSE(game.outcome());
    play_all(game, KnightShuffle);
    EXPECT_EQ(game.repetitions(), 5);
    EXPECT_TRUE(game.is_fivefold_repetition());
    auto outcome = game.outcome();
    ASSERT_TRUE(outcome);
    EXPECT_EQ(outcome->termination, Termination::FivefoldRepetition);
    EXPECT_FALSE(outcome->winner);
}

TEST(GameRepetition, UndoForgetsARepetition) {
    Game game;
    for (int i = 0; i < 2; ++i)
        play_all(game, KnightShuffle);
    EXPECT_EQ(game.repetitions(), 3);
    ASSERT_TRUE(game.undo());
    EXPECT_EQ(game.repetitions(), 2);  // the position before ...Ng8, twice
    play_all(game, {"Ng8"});
    EXPECT_EQ(game.repetitions(), 3);
}

TEST(GameRepetition, SamePlacementWithTheOtherSideToMoveIsNotARepetition) {
    // White triangulates a1-a2-b1-a1 while Black goes h8-h7-h8: the start
    // placement comes back with Black to move, which is another position.
    Game game(from_fen("7k/8/8/8/8/8/8/K7 w - - 0 1"));
    play_all(game, {"Ka2", "Kh7", "Kb1", "Kh8", "Ka1"});
    EXPECT_EQ(board_to_fen(game.position().to_setup().board), "7k/8/8/8/8/8/8/K7");
    EXPECT_EQ(game.repetitions(), 1);
    EXPECT_NE(game.position().key(), game.start().key());
}

TEST(GameRepetition, AFirstOccurrenceWithALegalEnPassantCaptureIsADifferentPosition) {
    // After 1.e4 Black may take dxe3 e.p.; after the knights come back the
    // same placement has no such right, so it is another position (9.2.2).
    Game game(from_fen("6nk/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1"));
    play_all(game, {"e4"});
    EXPECT_EQ(game.position().en_passant_square(), Square::E3);
    play_all(game, {"Nf6", "Nf3", "Ng8", "Ng1"});
    EXPECT_EQ(board_to_fen(game.position().to_setup().board),
              board_to_fen(game.position_at(1).to_setup().board));
    EXPECT_EQ(game.repetitions(), 1);
    play_all(game, {"Nf6", "Nf3", "Ng8", "Ng1"});
    EXPECT_EQ(game.repetitions(), 2);
    EXPECT_FALSE(game.is_threefold_repetition());
    play_all(game, {"Nf6", "Nf3", "Ng8", "Ng1"});
    EXPECT_EQ(game.repetitions(), 3);
    EXPECT_TRUE(game.is_threefold_repetition());
}

TEST(GameRepetition, AFirstOccurrenceWithAnUnusableEnPassantSquareIsTheSamePosition) {
    // dxe3 e.p. would expose the a4 king to the h4 rook, so after 1.e4 there
    // is no en-passant right and the first occurrence counts.
    Game game(from_fen("6n1/8/8/8/k2p3R/8/4P3/4K1N1 w - - 0 1"));
    play_all(game, {"e4"});
    EXPECT_FALSE(game.position().en_passant_square());
    play_all(game, {"Nf6", "Nf3", "Ng8", "Ng1"});
    EXPECT_EQ(game.repetitions(), 2);
    play_all(game, {"Nf6", "Nf3", "Ng8", "Ng1"});
    EXPECT_EQ(game.repetitions(), 3);
    EXPECT_TRUE(game.is_threefold_repetition());
}

TEST(GameRepetition, LostCastlingRightsMakeADifferentPosition) {
    // The rook goes out and back: same placement, but White has lost O-O.
    Game game(from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    play_all(game, {"Rh2", "Kd8", "Rh1", "Ke8"});
    EXPECT_EQ(game.repetitions(), 1);
    play_all(game, {"Rh2", "Kd8", "Rh1", "Ke8"});
    EXPECT_EQ(game.repetitions(), 2);
}

// ---------------------------------------------------------------------------
// The 50- and 75-move rules (9.3, 9.6.2).

TEST(GameMoveRules, FiftyMovesAreClaimableNotAutomatic) {
    Game game(from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"));
    EXPECT_FALSE(game.is_fifty_moves());
    play_all(game, {"Ra2"});
    EXPECT_EQ(game.position().halfmove_clock(), 100);
    EXPECT_TRUE(game.is_fifty_moves());
    EXPECT_FALSE(game.is_seventy_five_moves());
    EXPECT_FALSE(game.outcome());
}

TEST(GameMoveRules, SeventyFiveMovesEndTheGame) {
    // Halfmove clock 148: two more quiet plies make 150.
    Game game(from_fen("6k1/5ppp/8/8/8/8/8/R5Kn b - - 148 100"));
    play_all(game, {"Ng3"});
    EXPECT_EQ(game.position().halfmove_clock(), 149);
    EXPECT_FALSE(game.is_seventy_five_moves());
    EXPECT_FALSE(game.outcome());
    play_all(game, {"Rb1"});
    EXPECT_EQ(game.position().halfmove_clock(), 150);
    EXPECT_TRUE(game.is_seventy_five_moves());
    auto outcome = game.outcome();
    ASSERT_TRUE(outcome);
    EXPECT_EQ(outcome->termination, Termination::SeventyFiveMoves);
    EXPECT_FALSE(outcome->winner);
}

TEST(GameMoveRules, CheckmateOnThe150thPlyWins) {
    // 9.6.2: the 75-move rule does not apply when the last move mates.
    Game game(from_fen("6k1/5ppp/8/8/8/8/8/R5Kn b - - 148 100"));
    play_all(game, {"Ng3", "Ra8#"});
    EXPECT_EQ(game.position().halfmove_clock(), 150);
    auto outcome = game.outcome();
    ASSERT_TRUE(outcome);
    EXPECT_EQ(outcome->termination, Termination::Checkmate);
    EXPECT_EQ(outcome->winner, Color::White);
}

TEST(GameMoveRules, CapturesAndPawnMovesResetTheClock) {
    Game game(from_fen("4k3/8/8/4p3/8/5N2/4P3/4K3 w - - 140 100"));
    play_all(game, {"Nxe5"});
    EXPECT_EQ(game.position().halfmove_clock(), 0);
    play_all(game, {"Kd8", "e4"});
    EXPECT_EQ(game.position().halfmove_clock(), 0);
    play_all(game, {"Kc7"});
    EXPECT_EQ(game.position().halfmove_clock(), 1);
}

// ---------------------------------------------------------------------------
// Insufficient material (5.2.2, in the narrow sense documented in position.h).

struct MaterialCase {
    std::string_view fen;
    bool white_cannot_mate;
    bool black_cannot_mate;
};

TEST(GameMaterial, InsufficientMaterialBySide) {
    const std::vector<MaterialCase> cases = {
        {"8/8/8/4k3/8/8/8/4K3 w - - 0 1", true, true},        // K v K
        {"8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", true, true},      // KB v K
        {"8/8/8/4k3/8/8/8/1N2K3 w - - 0 1", true, true},      // KN v K
        {"5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1", true, true},    // KB v KB, both on dark squares
        {"5b2/8/8/4k3/8/4B3/8/2B1K3 w - - 0 1", true, true},  // three bishops, all dark
        {"2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1", false, false},  // KB v KB, opposite colours
        {"8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1", false, true},    // KNN v K
        {"8/8/8/4k3/8/8/8/R3K3 w - - 0 1", false, true},      // KR v K
        {"8/8/8/4k3/8/8/8/3QK3 w - - 0 1", false, true},      // KQ v K
        {"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", false, true},     // KP v K
        {"8/8/8/4k3/3p4/8/8/1N2K3 w - - 0 1", false, false},  // KN v KP: mate with help
        {"n7/8/8/4k3/8/8/8/2B1K3 w - - 0 1", false, false},   // KB v KN
        {"8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1", false, true},    // KBB on both colours v K
    };
    for (const MaterialCase& c : cases) {
        Position pos = from_fen(c.fen);
        EXPECT_EQ(pos.has_insufficient_material(Color::White), c.white_cannot_mate) << c.fen;
        EXPECT_EQ(pos.has_insufficient_material(Color::Black), c.black_cannot_mate) << c.fen;
        EXPECT_EQ(pos.is_insufficient_material(), c.white_cannot_mate && c.black_cannot_mate)
            << c.fen;
    }
}

TEST(GameMaterial, InsufficientMaterialEndsTheGame) {
    EXPECT_FALSE(Game().outcome());
    Game bare(from_fen("8/8/8/4k3/8/8/8/4K3 w - - 0 1"));
    auto outcome = bare.outcome();
    ASSERT_TRUE(outcome);
    EXPECT_EQ(outcome->termination, Termination::InsufficientMaterial);
    EXPECT_FALSE(outcome->winner);

    // The white king takes the last black piece.
    Game game(from_fen("8/8/8/8/8/2k5/4r3/4K3 w - - 0 1"));
    EXPECT_FALSE(game.outcome());
    play_all(game, {"Kxe2"});
    outcome = game.outcome();
    ASSERT_TRUE(outcome);
    EXPECT_EQ(outcome->termination, Termination::InsufficientMaterial);
}

TEST(GameMaterial, OppositeColouredBishopsPlayOn) {
    Game game(from_fen("2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1"));
    EXPECT_FALSE(game.outcome());
}

// ---------------------------------------------------------------------------
// Checkmate and stalemate (5.1.1, 5.2.1).

TEST(GameEnd, FoolsMate) {
    Game game;
    play_all(game, {"f3", "e5", "g4", "Qh4#"});
    EXPECT_TRUE(game.position().is_checkmate());
    auto outcome = game.outcome();
    ASSERT_TRUE(outcome);
    EXPECT_EQ(outcome->termination, Termination::Checkmate);
    EXPECT_EQ(outcome->winner, Color::Black);
    // Taking the mate back reopens the game.
    ASSERT_TRUE(game.undo());
    EXPECT_FALSE(game.outcome());
}

TEST(GameEnd, ScholarsMateWinsForWhite) {
    Game game;
    play_all(game, {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"});
    auto outcome = game.outcome();
    ASSERT_TRUE(outcome);
    EXPECT_EQ(outcome->termination, Termination::Checkmate);
    EXPECT_EQ(outcome->winner, Color::White);
}

TEST(GameEnd, Stalemate) {
    // Qf7 leaves the h8 king no move and no check.
    Game game(from_fen("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1"));
    play_all(game, {"Qf7"});
    EXPECT_TRUE(game.position().is_stalemate());
    EXPECT_FALSE(game.position().is_checkmate());
    auto outcome = game.outcome();
    ASSERT_TRUE(outcome);
    EXPECT_EQ(outcome->termination, Termination::Stalemate);
    EXPECT_FALSE(outcome->winner);
}

TEST(GameEnd, TerminationNames) {
    EXPECT_EQ(to_string(Termination::Checkmate), "checkmate");
    EXPECT_EQ(to_string(Termination::Stalemate), "stalemate");
    EXPECT_EQ(to_string(Termination::InsufficientMaterial), "insufficient material");
    EXPECT_EQ(to_string(Termination::FivefoldRepetition), "fivefold repetition");
    EXPECT_EQ(to_string(Termination::SeventyFiveMoves), "75-move rule");
}

}  // namespace
}  // namespace touchmove::chess
