// FEN: reading (every error kind, with its field and column), validation of
// the position it describes, and writing.
#include "touchmove/chess/fen.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "touchmove/chess/movegen.h"
#include "touchmove/chess/position.h"
#include "touchmove/chess/uci.h"

namespace touchmove::chess {
namespace {

// Returns the 1-based column where the index-th space-separated field starts.
int field_column(std::string_view fen, int index) {
    int field = -1;
    for (std::size_t i = 0; i < fen.size(); ++i) {
        if (fen[i] != ' ' && (i == 0 || fen[i - 1] == ' '))
            ++field;
        if (field == index)
            return static_cast<int>(i) + 1;
    }
    return -1;
}

// Returns the 1-based column of the first occurrence of `needle`.
int column_of(std::string_view fen, std::string_view needle) {
    return static_cast<int>(fen.find(needle)) + 1;
}

// Reads a FEN that must fail, and returns the error.
FenError fen_error(std::string_view fen, CastlingMode mode = CastlingMode::Standard) {
    auto pos = Position::from_fen(fen, mode);
    EXPECT_FALSE(pos) << fen << " was accepted as " << (pos ? pos->to_fen() : "");
    if (pos)
        return FenError{FenField::Board, -1, "accepted"};
    return pos.error();
}

std::string fen_after(std::string_view fen, std::string_view uci) {
    auto pos = Position::from_fen(fen);
    EXPECT_TRUE(pos) << fen;
    auto move = parse_uci_move(*pos, uci);
    EXPECT_TRUE(move) << uci;
    return pos->play(*move).to_fen();
}

#define EXPECT_FEN_ERROR(fen_text, expected_field, expected_column, message_part)  \
    do {                                                                           \
        FenError e_ = fen_error(fen_text);                                         \
        EXPECT_EQ(e_.field, expected_field) << e_.to_string();                     \
        EXPECT_EQ(e_.column, expected_column) << e_.to_string();                   \
        EXPECT_NE(e_.message.find(message_part), std::string::npos) << e_.message; \
    } while (0)

// ---------------------------------------------------------------------------
// Reading valid FEN.

TEST(FenRead, StartFenIsTheInitialPosition) {
    auto pos = Position::from_fen(StartFen);
    ASSERT_TRUE(pos);
    EXPECT_TRUE(*pos == Position::initial());
    EXPECT_EQ(pos->side_to_move(), Color::White);
    EXPECT_EQ(pos->piece_on(Square::E1), Piece::WhiteKing);
    EXPECT_EQ(pos->piece_on(Square::D8), Piece::BlackQueen);
    EXPECT_EQ(pos->piece_on(Square::E4), Piece::None);
    EXPECT_EQ(pos->castling_rights(), Bitboard(Square::A1) | Square::H1 | Square::A8 | Square::H8);
    EXPECT_FALSE(pos->en_passant_square());
    EXPECT_EQ(pos->halfmove_clock(), 0);
    EXPECT_EQ(pos->fullmove_number(), 1);
    EXPECT_FALSE(pos->is_chess960());
}

TEST(FenRead, ParseFenKeepsEveryFieldOfTheSetup) {
    auto setup = parse_fen("4k3/8/8/3pP3/8/8/8/4K2R w K d6 7 42");
    ASSERT_TRUE(setup);
    EXPECT_EQ(setup->piece_on(Square::D5), Piece::BlackPawn);
    EXPECT_EQ(setup->piece_on(Square::E5), Piece::WhitePawn);
    EXPECT_EQ(setup->side_to_move, Color::White);
    EXPECT_EQ(setup->castling_rights, Bitboard(Square::H1));
    EXPECT_FALSE(setup->chess960);
    EXPECT_EQ(setup->en_passant, Square::D6);
    EXPECT_EQ(setup->halfmove_clock, 7);
    EXPECT_EQ(setup->fullmove_number, 42);
    EXPECT_EQ(setup->field_columns, (std::array<int, 6>{1, 25, 27, 29, 32, 34}));
}

TEST(FenRead, TheLastFourFieldsMayBeLeftOut) {
    auto pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b");
    ASSERT_TRUE(pos);
    EXPECT_EQ(pos->to_fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    auto epd = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - -");
    ASSERT_TRUE(epd);
    EXPECT_EQ(epd->to_fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

TEST(FenRead, ExtraSpacesAndTabsBetweenFieldsAreIgnored) {
    auto pos = Position::from_fen("  4k3/8/8/8/8/8/8/4K3   w\t-  -  3   9  ");
    ASSERT_TRUE(pos);
    EXPECT_EQ(pos->to_fen(), "4k3/8/8/8/8/8/8/4K3 w - - 3 9");
}

TEST(FenRead, FullmoveNumberZeroIsReadAsOne) {
    auto pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 0");
    ASSERT_TRUE(pos);
    EXPECT_EQ(pos->fullmove_number(), 1);
}

TEST(FenRead, ClocksAtTheTopOfTheirRange) {
    auto pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 65535 65535");
    ASSERT_TRUE(pos);
    EXPECT_EQ(pos->halfmove_clock(), 65535);
    EXPECT_EQ(pos->fullmove_number(), 65535);
}

TEST(FenRead, ShredderCastlingMakesTheSetupChess960) {
    auto setup = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    ASSERT_TRUE(setup);
    EXPECT_TRUE(setup->chess960);
    EXPECT_EQ(setup->castling_rights, Bitboard(Square::A1) | Square::H1 | Square::A8 | Square::H8);
    auto pos = Position::from_setup(*setup);
    ASSERT_TRUE(pos);
    EXPECT_TRUE(pos->is_chess960());
}

TEST(FenRead, KingsideLetterNamesTheOutermostRook) {
    // Rooks on f1 and h1: K is the h1 rook; F names the inner one.
    auto outer = parse_fen("4k3/8/8/8/8/8/8/4KR1R w K - 0 1");
    ASSERT_TRUE(outer);
    EXPECT_EQ(outer->castling_rights, Bitboard(Square::H1));
    auto inner = parse_fen("4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
    ASSERT_TRUE(inner);
    EXPECT_EQ(inner->castling_rights, Bitboard(Square::F1));
    EXPECT_TRUE(inner->chess960);
}

TEST(FenRead, StandardLettersWithTheKingOffTheEFileMakeTheSetupChess960) {
    // Documented in fen.h: a right that standard chess cannot have (here the
    // king on d1) makes the setup Chess960, even in CastlingMode::Standard.
    auto pos = Position::from_fen("4k3/8/8/8/8/8/8/R2K3R w KQ - 0 1");
    ASSERT_TRUE(pos) << pos.error().to_string();
    EXPECT_TRUE(pos->is_chess960());
    EXPECT_EQ(pos->castling_rights(), Bitboard(Square::A1) | Square::H1);
}

TEST(FenRead, Chess960ModeIsKeptForAStandardLookingFen) {
    auto pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", CastlingMode::Chess960);
    ASSERT_TRUE(pos);
    EXPECT_TRUE(pos->is_chess960());
    auto standard = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    ASSERT_TRUE(standard);
    EXPECT_FALSE(standard->is_chess960());
}

// ---------------------------------------------------------------------------
// Board field errors.

TEST(FenBoardError, UnknownPieceLetter) {
    const std::string fen = "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    EXPECT_FEN_ERROR(fen, FenField::Board, column_of(fen, "X"), "'X'");
}

TEST(FenBoardError, DigitsOutsideOneToEight) {
    const std::string nine = "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    EXPECT_FEN_ERROR(nine, FenField::Board, column_of(nine, "9"), "'9'");
    const std::string zero = "rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    EXPECT_FEN_ERROR(zero, FenField::Board, column_of(zero, "0"), "'0'");
}

TEST(FenBoardError, RankTooLongByAPiece) {
    const std::string fen = "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    // The ninth pawn of rank 7 is at column 18.
    EXPECT_FEN_ERROR(fen, FenField::Board, 18, "rank 7 has more than 8 squares");
}

TEST(FenBoardError, RankTooLongByADigit) {
    const std::string fen = "rnbqkbnr/pppppppp/8/8/8/5P3/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    // "5P3" makes 9 squares; the 3 is at column 27.
    EXPECT_FEN_ERROR(fen, FenField::Board, 27, "rank 3 has more than 8 squares");
}

TEST(FenBoardError, RankTooShort) {
    const std::string fen = "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    // The '/' after seven pawns, column 17, ends a rank of 7 squares.
    EXPECT_FEN_ERROR(fen, FenField::Board, 17, "rank 7 has 7 squares, not 8");
}

TEST(FenBoardError, LastRankTooShort) {
    const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1";
    // The board field ends after column 42.
    EXPECT_FEN_ERROR(fen, FenField::Board, 43, "rank 1 has 7 squares, not 8");
}

TEST(FenBoardError, TooManyRanks) {
    const std::string fen = "8/8/8/8/8/8/8/8/8 w - - 0 1";
    // The eighth '/' (column 16) would start a ninth rank.
    EXPECT_FEN_ERROR(fen, FenField::Board, 16, "more than 8 ranks");
}

TEST(FenBoardError, TooFewRanks) {
    const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1";
    // 34 characters of board; the error points just past them.
    EXPECT_FEN_ERROR(fen, FenField::Board, 35, "only 7 ranks, not 8");
}

TEST(FenBoardError, EmptyText) {
    EXPECT_FEN_ERROR("", FenField::Board, 1, "empty");
    EXPECT_FEN_ERROR("    ", FenField::Board, 1, "empty");
}

TEST(FenBoardError, OverLongFenIsRefusedWithoutBeingRead) {
    std::string fen(StartFen);
    fen.resize(MaxFenLength, ' ');
    EXPECT_TRUE(Position::from_fen(fen)) << "256 characters (trailing spaces) are accepted";
    fen += ' ';
    EXPECT_FEN_ERROR(fen, FenField::Board, 257, "longer than 256");
}

TEST(FenBoardError, MissingKing) {
    EXPECT_FEN_ERROR("8/8/8/8/8/8/8/4K3 w - - 0 1", FenField::Board, 1, "no black king");
    EXPECT_FEN_ERROR("4k3/8/8/8/8/8/8/8 b - - 0 1", FenField::Board, 1, "no white king");
}

TEST(FenBoardError, TwoKings) {
    EXPECT_FEN_ERROR("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", FenField::Board, 1, "2 white kings");
    EXPECT_FEN_ERROR("k3k3/8/8/8/8/8/8/4K3 w - - 0 1", FenField::Board, 1, "2 black kings");
}

TEST(FenBoardError, PawnOnABackRank) {
    EXPECT_FEN_ERROR("4k2P/8/8/8/8/8/8/4K3 w - - 0 1", FenField::Board, 1, "h8");
    EXPECT_FEN_ERROR("4k3/8/8/8/8/8/8/p3K3 w - - 0 1", FenField::Board, 1, "a1");
}

TEST(FenBoardError, PositionErrorKindsFromSetup) {
    auto kind = [](std::string_view fen) {
        auto setup = parse_fen(fen);
        EXPECT_TRUE(setup) << fen;
        auto pos = Position::from_setup(*setup);
        EXPECT_FALSE(pos) << fen;
        return pos ? PositionErrorKind::MissingKing : pos.error().kind;
    };
    EXPECT_EQ(kind("8/8/8/8/8/8/8/4K3 w - - 0 1"), PositionErrorKind::MissingKing);
    EXPECT_EQ(kind("4k3/8/8/8/8/8/8/3KK3 w - - 0 1"), PositionErrorKind::TooManyKings);
    EXPECT_EQ(kind("4k2P/8/8/8/8/8/8/4K3 w - - 0 1"), PositionErrorKind::PawnOnBackRank);
    EXPECT_EQ(kind("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"), PositionErrorKind::OppositeCheck);
    EXPECT_EQ(kind("4k3/8/8/8/8/8/8/4K3 w K - 0 1"), PositionErrorKind::InvalidCastling);
    EXPECT_EQ(kind("4k3/8/8/8/8/8/8/4K3 b - e3 0 1"), PositionErrorKind::InvalidEnPassant);
}

// ---------------------------------------------------------------------------
// Side to move.

TEST(FenSideToMoveError, NeitherWNorB) {
    const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1";
    EXPECT_FEN_ERROR(fen, FenField::SideToMove, 45, "'x'");
    const std::string upper = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1";
    EXPECT_FEN_ERROR(upper, FenField::SideToMove, 45, "'W'");
    const std::string word = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1";
    EXPECT_FEN_ERROR(word, FenField::SideToMove, 45, "'white'");
}

TEST(FenSideToMoveError, Missing) {
    const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    EXPECT_FEN_ERROR(fen, FenField::SideToMove, 44, "missing side to move");
}

TEST(FenSideToMoveError, TheSideNotToMoveIsInCheck) {
    // The e1 rook checks the black king, but it is White's turn.
    const std::string fen = "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1";
    EXPECT_FEN_ERROR(fen, FenField::SideToMove, field_column(fen, 1), "black is in check");
    const std::string black = "4k3/8/8/8/8/8/4q3/4K3 b - - 0 1";
    EXPECT_FEN_ERROR(black, FenField::SideToMove, field_column(black, 1), "white is in check");
}

// ---------------------------------------------------------------------------
// Castling.

TEST(FenCastlingError, UnexpectedLetter) {
    const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1";
    EXPECT_FEN_ERROR(fen, FenField::Castling, 50, "'x'");
    const std::string digit = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w K1 - 0 1";
    EXPECT_FEN_ERROR(digit, FenField::Castling, 48, "'1'");
}

TEST(FenCastlingError, DuplicateRight) {
    const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkk - 0 1";
    EXPECT_FEN_ERROR(fen, FenField::Castling, 50, "given twice");
    // H and K name the same rook.
    const std::string same_rook = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KH - 0 1";
    EXPECT_FEN_ERROR(same_rook, FenField::Castling, 48, "given twice");
}

TEST(FenCastlingError, RightWithoutItsRook) {
    // No white rook on the king side: K cannot be kept.
    const std::string fen = "r3k3/8/8/8/8/8/8/R3K3 w KQq - 0 1";
    EXPECT_FEN_ERROR(fen, FenField::Castling, field_column(fen, 2), "h1");
    const std::string black = "4k3/8/8/8/8/8/8/R3K2R w KQk - 0 1";
    EXPECT_FEN_ERROR(black, FenField::Castling, field_column(black, 2), "h8");
    // A Shredder letter for a file without a rook.
    const std::string shredder = "4k3/8/8/8/8/8/8/4K2R w G - 0 1";
    EXPECT_FEN_ERROR(shredder, FenField::Castling, field_column(shredder, 2), "g1");
}

TEST(FenCastlingError, RightWithoutItsKing) {
    // The white king has left the first rank.
    const std::string fen = "4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1";
    EXPECT_FEN_ERROR(fen, FenField::Castling, field_column(fen, 2), "king");
}

TEST(FenCastlingError, TwoRightsOnTheSameSideOfTheKing) {
    const std::string fen = "4k3/8/8/8/8/8/8/RR2K3 w AB - 0 1";
    EXPECT_FEN_ERROR(fen, FenField::Castling, field_column(fen, 2), "same side");
}

TEST(FenCastlingError, StandardModeRightWithTheKingOffTheEFile) {
    // from_fen() turns such a right into Chess960 (see FenRead above), so the
    // standard-mode check is reached through a Setup that claims standard chess.
    auto setup = parse_fen("4k3/8/8/8/8/8/8/R2K3R w KQ - 0 1");
    ASSERT_TRUE(setup);
    setup->chess960 = false;
    auto pos = Position::from_setup(*setup, CastlingMode::Standard);
    ASSERT_FALSE(pos);
    EXPECT_EQ(pos.error().kind, PositionErrorKind::InvalidCastling);
    EXPECT_NE(pos.error().message.find("Chess960"), std::string::npos) << pos.error().message;
    EXPECT_NE(pos.error().message.find("d1"), std::string::npos) << pos.error().message;
    // The same Setup is a valid Chess960 position.
    EXPECT_TRUE(Position::from_setup(*setup, CastlingMode::Chess960));
}

TEST(FenCastlingError, StandardModeRightWithTheRookOffTheCorner) {
    auto setup = parse_fen("4k3/8/8/8/8/8/8/4K1R1 w G - 0 1");
    ASSERT_TRUE(setup);
    setup->chess960 = false;
    auto pos = Position::from_setup(*setup, CastlingMode::Standard);
    ASSERT_FALSE(pos);
    EXPECT_EQ(pos.error().kind, PositionErrorKind::InvalidCastling);
}

// ---------------------------------------------------------------------------
// En passant.

TEST(FenEnPassantError, NotASquare) {
    const std::string fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e9 0 1";
    EXPECT_FEN_ERROR(fen, FenField::EnPassant, field_column(fen, 3), "'e9'");
    const std::string word = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e34 0 1";
    EXPECT_FEN_ERROR(word, FenField::EnPassant, field_column(word, 3), "'e34'");
}

TEST(FenEnPassantError, WrongRank) {
    // After 1.e4 the square is e3, not e4.
    const std::string fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1";
    EXPECT_FEN_ERROR(fen, FenField::EnPassant, field_column(fen, 3), "e4");
    // With White to move the square must be on the sixth rank.
    const std::string white = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1";
    EXPECT_FEN_ERROR(white, FenField::EnPassant, field_column(white, 3), "double step");
}

TEST(FenEnPassantError, NoDoubleStepHappened) {
    // No pawn on e4.
    const std::string empty = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1";
    EXPECT_FEN_ERROR(empty, FenField::EnPassant, field_column(empty, 3), "double step");
    // The pawn's origin e2 is occupied.
    const std::string origin = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1";
    EXPECT_FEN_ERROR(origin, FenField::EnPassant, field_column(origin, 3), "double step");
    // A black pawn on d5 cannot have made a double step "for" White.
    const std::string own = "4k3/8/8/3p4/8/8/8/4K3 b - d6 0 1";
    EXPECT_FEN_ERROR(own, FenField::EnPassant, field_column(own, 3), "double step");
}

// ---------------------------------------------------------------------------
// Clocks and extra fields.

TEST(FenHalfmoveError, NotANumber) {
    const std::string fen = "4k3/8/8/8/8/8/8/4K3 w - - x 1";
    EXPECT_FEN_ERROR(fen, FenField::HalfmoveClock, field_column(fen, 4), "expected a number");
    const std::string plus = "4k3/8/8/8/8/8/8/4K3 w - - +5 1";
    EXPECT_FEN_ERROR(plus, FenField::HalfmoveClock, field_column(plus, 4), "'+5'");
    const std::string trailing = "4k3/8/8/8/8/8/8/4K3 w - - 5x 1";
    EXPECT_FEN_ERROR(trailing, FenField::HalfmoveClock, field_column(trailing, 4), "'5x'");
}

TEST(FenHalfmoveError, OutOfRange) {
    const std::string fen = "4k3/8/8/8/8/8/8/4K3 w - - 65536 1";
    EXPECT_FEN_ERROR(fen, FenField::HalfmoveClock, field_column(fen, 4), "out of range");
    const std::string huge = "4k3/8/8/8/8/8/8/4K3 w - - 99999999999999999999 1";
    EXPECT_FEN_ERROR(huge, FenField::HalfmoveClock, field_column(huge, 4), "out of range");
    const std::string negative = "4k3/8/8/8/8/8/8/4K3 w - - -1 1";
    EXPECT_FEN_ERROR(negative, FenField::HalfmoveClock, field_column(negative, 4), "'-1'");
}

TEST(FenFullmoveError, NotANumber) {
    const std::string fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 abc";
    EXPECT_FEN_ERROR(fen, FenField::FullmoveNumber, field_column(fen, 5), "expected a number");
    const std::string decimal = "4k3/8/8/8/8/8/8/4K3 w - - 0 1.5";
    EXPECT_FEN_ERROR(decimal, FenField::FullmoveNumber, field_column(decimal, 5), "'1.5'");
}

TEST(FenFullmoveError, OutOfRange) {
    const std::string fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 65536";
    EXPECT_FEN_ERROR(fen, FenField::FullmoveNumber, field_column(fen, 5), "out of range");
}

TEST(FenError, TooManyFields) {
    const std::string fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra";
    EXPECT_FEN_ERROR(fen, FenField::FullmoveNumber, field_column(fen, 6), "'extra'");
}

TEST(FenError, ToStringNamesFieldColumnAndProblem) {
    FenError e{FenField::Castling, 31, "unexpected 'X'"};
    EXPECT_EQ(e.to_string(), "castling field, column 31: unexpected 'X'");
    EXPECT_EQ(to_string(FenField::Board), "board");
    EXPECT_EQ(to_string(FenField::SideToMove), "side to move");
    EXPECT_EQ(to_string(FenField::EnPassant), "en passant");
    EXPECT_EQ(to_string(FenField::HalfmoveClock), "halfmove clock");
    EXPECT_EQ(to_string(FenField::FullmoveNumber), "fullmove number");
}

// ---------------------------------------------------------------------------
// Writing.

TEST(FenWrite, RoundTripsExactly) {
    const std::vector<std::string> fens = {
        std::string(StartFen),
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "4k3/8/8/8/8/8/8/4K3 b - - 99 250",
        "r3k3/8/8/8/8/8/8/4K2R b Kq - 5 30",
        "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1",
    };
    for (const std::string& fen : fens) {
        auto pos = Position::from_fen(fen);
        ASSERT_TRUE(pos) << fen << ": " << pos.error().to_string();
        EXPECT_EQ(pos->to_fen(), fen);
        EXPECT_EQ(to_fen(*pos), fen);
    }
}

TEST(FenWrite, NoEnPassantSquareAfterADoubleStepWithoutACapture) {
    EXPECT_EQ(fen_after(StartFen, "e2e4"),
              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

TEST(FenWrite, EnPassantSquareWhenACaptureIsLegal) {
    // A black pawn on d4 can take e4 en passant.
    EXPECT_EQ(fen_after("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", "e2e4"),
              "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    EXPECT_EQ(fen_after("rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3", "e2e4"),
              "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
}

TEST(FenWrite, NoEnPassantSquareWhenTheCaptureIsPinnedHorizontally) {
    // dxe3 would take both pawns off the fourth rank and expose the a4 king
    // to the h4 rook.
    EXPECT_EQ(fen_after("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1", "e2e4"),
              "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1");
}

TEST(FenWrite, NoEnPassantSquareWhenTheCapturerIsPinnedDiagonally) {
    // The a1 bishop pins the d4 pawn against the g7 king; taking on e3
    // would leave the diagonal.
    EXPECT_EQ(fen_after("8/6k1/8/8/3p4/8/4P3/B3K3 w - - 0 1", "e2e4"),
              "8/6k1/8/8/3pP3/8/8/B3K3 b - - 0 1");
}

TEST(FenWrite, EnPassantSquareReadButUnusableIsDropped) {
    // The FEN names e3, but no black pawn can take: the square is not kept.
    auto pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    ASSERT_TRUE(pos);
    EXPECT_FALSE(pos->en_passant_square());
    EXPECT_EQ(pos->to_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

TEST(FenWrite, EnPassantSquareKeptWhenOnlyTheCaptureAnswersACheck) {
    // White's d2-d4 gave check to the e5 king; cxd3 removes the checker.
    auto pos = Position::from_fen("8/8/8/4k3/2pP4/8/8/4K3 b - d3 0 1");
    ASSERT_TRUE(pos) << pos.error().to_string();
    EXPECT_TRUE(pos->is_check());
    EXPECT_EQ(pos->en_passant_square(), Square::D3);
    EXPECT_EQ(pos->to_fen(), "8/8/8/4k3/2pP4/8/8/4K3 b - d3 0 1");
}

TEST(FenWrite, Chess960OutermostRooksAreWrittenKQkq) {
    auto pos =
        Position::from_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                           CastlingMode::Chess960);
    ASSERT_TRUE(pos);
    EXPECT_EQ(pos->to_fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
}

TEST(FenWrite, XFenFileLetterForAnInnerRook) {
    for (const std::string fen :
         {"4k3/8/8/8/8/8/8/4KR1R w F - 0 1", "rr2k3/8/8/8/8/8/8/4K3 w b - 0 1",
          "1r2k1rr/8/8/8/8/8/8/RR2K2R w KBgq - 0 1"}) {
        auto pos = Position::from_fen(fen, CastlingMode::Chess960);
        ASSERT_TRUE(pos) << fen << ": " << pos.error().to_string();
        EXPECT_EQ(pos->to_fen(), fen);
    }
}

TEST(FenWrite, BoardToFenOfAnEmptyBoard) {
    EXPECT_EQ(board_to_fen(chess::Setup::make_empty_board()), "8/8/8/8/8/8/8/8");
}

TEST(FenWrite, SetupRoundTrip) {
    auto pos = Position::from_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    ASSERT_TRUE(pos);
    chess::Setup setup = pos->to_setup();  // qualified: gtest::Test has a Setup() member
    EXPECT_EQ(setup.en_passant, Square::F6);
    EXPECT_EQ(setup.halfmove_clock, 0);
    EXPECT_EQ(setup.fullmove_number, 3);
    auto again = Position::from_setup(setup);
    ASSERT_TRUE(again);
    EXPECT_TRUE(*again == *pos);
    EXPECT_EQ(again->key(), pos->key());
}

}  // namespace
}  // namespace touchmove::chess
