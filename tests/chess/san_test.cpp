// SAN: exact writing (disambiguation, suffixes, promotions, castling, en
// passant), tolerant reading, and the three error kinds kept apart.
#include "touchmove/chess/san.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "support/positions.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/position.h"

namespace touchmove::chess {
namespace {

using test::from_fen;

// The one legal move from `from` to `to` (with the given promotion).
Move find_move(const Position& pos, Square from, Square to,
               std::optional<PieceType> promotion = std::nullopt) {
    std::vector<Move> found;
    for (Move m : legal_moves(pos))
        if (m.from() == from && m.to() == to && m.promotion() == promotion)
            found.push_back(m);
    EXPECT_EQ(found.size(), 1u) << to_string(from) << to_string(to) << " in " << pos.to_fen();
    return found.empty() ? Move() : found[0];
}

std::string san_of(const Position& pos, Square from, Square to,
                   std::optional<PieceType> promotion = std::nullopt) {
    return to_san(pos, find_move(pos, from, to, promotion));
}

SanError san_error(const Position& pos, std::string_view text) {
    auto m = parse_san_move(pos, text);
    EXPECT_FALSE(m) << "'" << text << "' was read as " << (m ? to_san(pos, *m) : "");
    return m ? SanError{SanErrorKind::Syntax, -1, "accepted"} : m.error();
}

SanError syntax_error(std::string_view text) {
    auto san = parse_san(text);
    EXPECT_FALSE(san) << "'" << text << "' parsed";
    return san ? SanError{SanErrorKind::Illegal, -1, "parsed"} : san.error();
}

// Knights on b1 and f3 can both go to d2.
constexpr std::string_view TwoKnights = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
// Rooks on a1 and a5 can both go to a3.
constexpr std::string_view TwoRooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
// Queens on a1, a5 and e1 can all go to c3.
constexpr std::string_view ThreeQueens = "8/7k/8/Q7/8/8/8/Q3Q1K1 w - - 0 1";

// ---------------------------------------------------------------------------
// Writing.

TEST(SanWrite, PawnPushesAndPieceMoves) {
    Position start = Position::initial();
    EXPECT_EQ(san_of(start, Square::E2, Square::E4), "e4");
    EXPECT_EQ(san_of(start, Square::E2, Square::E3), "e3");
    EXPECT_EQ(san_of(start, Square::G1, Square::F3), "Nf3");
    EXPECT_EQ(san_of(start, Square::B1, Square::C3), "Nc3");
}

TEST(SanWrite, Captures) {
    // 1.e4 d5 2.exd5; a knight takes on e5.
    Position pos = from_fen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    EXPECT_EQ(san_of(pos, Square::E4, Square::D5), "exd5");
    Position knight = from_fen("4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1");
    EXPECT_EQ(san_of(knight, Square::F3, Square::E5), "Nxe5");
}

TEST(SanWrite, DisambiguatesByFileWhenThatSuffices) {
    Position pos = from_fen(TwoKnights);
    EXPECT_EQ(san_of(pos, Square::B1, Square::D2), "Nbd2");
    EXPECT_EQ(san_of(pos, Square::F3, Square::D2), "Nfd2");
    // Only one knight reaches d4 or c3: no disambiguation.
    EXPECT_EQ(san_of(pos, Square::F3, Square::D4), "Nd4");
    EXPECT_EQ(san_of(pos, Square::B1, Square::C3), "Nc3");
}

TEST(SanWrite, DisambiguatesByRankWhenTheFileIsShared) {
    Position pos = from_fen(TwoRooks);
    EXPECT_EQ(san_of(pos, Square::A1, Square::A3), "R1a3");
    EXPECT_EQ(san_of(pos, Square::A5, Square::A3), "R5a3");
    EXPECT_EQ(san_of(pos, Square::A1, Square::B1), "Rb1");
    EXPECT_EQ(san_of(pos, Square::A5, Square::A8), "Ra8+");
}

TEST(SanWrite, DisambiguatesByFileAndRankWithThreeQueens) {
    Position pos = from_fen(ThreeQueens);
    // a1 shares its file with a5 and its rank with e1: both are needed.
    EXPECT_EQ(san_of(pos, Square::A1, Square::C3), "Qa1c3");
    // a5 shares only its file with another queen that reaches c3.
    EXPECT_EQ(san_of(pos, Square::A5, Square::C3), "Q5c3");
    // e1 is alone on its file.
    EXPECT_EQ(san_of(pos, Square::E1, Square::C3), "Qec3");
    // Two queens only: a1 and a5 reach a3, a1 and e1 reach d1.
    EXPECT_EQ(san_of(pos, Square::A1, Square::A3), "Q1a3");
    EXPECT_EQ(san_of(pos, Square::A5, Square::A3), "Q5a3");
    EXPECT_EQ(san_of(pos, Square::A1, Square::D1), "Qad1");
    EXPECT_EQ(san_of(pos, Square::E1, Square::D1), "Qed1");
}

TEST(SanWrite, APinnedPieceDoesNotCauseDisambiguation) {
    // The c3 knight is pinned by the b4 bishop; only the g1 knight reaches e2.
    Position pos = from_fen("4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1");
    EXPECT_EQ(san_of(pos, Square::G1, Square::E2), "Ne2");
}

TEST(SanWrite, CheckAndMateSuffixes) {
    Position pos = from_fen("6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1");
    EXPECT_EQ(san_of(pos, Square::A1, Square::A8), "Ra8#");
    EXPECT_EQ(to_san_without_suffix(pos, find_move(pos, Square::A1, Square::A8)), "Ra8");
    EXPECT_EQ(san_of(pos, Square::A1, Square::A7), "Ra7");
    Position check = from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    EXPECT_EQ(san_of(check, Square::A1, Square::A8), "Ra8+");
    // Fool's mate.
    Position fools = from_fen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    EXPECT_EQ(san_of(fools, Square::D8, Square::H4), "Qh4#");
}

TEST(SanWrite, DiscoveredCheckGetsASuffix) {
    // The bishop leaves the e-file and uncovers the e1 rook.
    Position pos = from_fen("4k3/8/8/8/8/4B3/8/4R1K1 w - - 0 1");
    EXPECT_EQ(san_of(pos, Square::E3, Square::C5), "Bc5+");
}

TEST(SanWrite, Promotions) {
    // The queen and rook on e8 check the h8 king along the eighth rank.
    Position pos = from_fen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(san_of(pos, Square::E7, Square::E8, PieceType::Queen), "e8=Q+");
    EXPECT_EQ(san_of(pos, Square::E7, Square::E8, PieceType::Rook), "e8=R+");
    EXPECT_EQ(san_of(pos, Square::E7, Square::E8, PieceType::Bishop), "e8=B");
    EXPECT_EQ(san_of(pos, Square::E7, Square::E8, PieceType::Knight), "e8=N");
    EXPECT_EQ(san_of(pos, Square::E7, Square::D8, PieceType::Queen), "exd8=Q+");
    EXPECT_EQ(san_of(pos, Square::E7, Square::D8, PieceType::Knight), "exd8=N");
}

TEST(SanWrite, Castling) {
    Position pos = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(san_of(pos, Square::E1, Square::H1), "O-O");
    EXPECT_EQ(san_of(pos, Square::E1, Square::A1), "O-O-O");
    Position black = from_fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    EXPECT_EQ(san_of(black, Square::E8, Square::H8), "O-O");
    EXPECT_EQ(san_of(black, Square::E8, Square::A8), "O-O-O");
}

TEST(SanWrite, CastlingWithCheck) {
    EXPECT_EQ(san_of(from_fen("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1"), Square::E1, Square::A1), "O-O-O+");
    EXPECT_EQ(san_of(from_fen("5k2/8/8/8/8/8/8/4K2R w K - 0 1"), Square::E1, Square::H1), "O-O+");
}

TEST(SanWrite, Chess960CastlingWhereKingAndRookSwap) {
    Position pos = from_fen("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", CastlingMode::Chess960);
    Move castle = Move::castle(Square::F1, Square::G1);
    ASSERT_TRUE(pos.is_legal(castle));
    EXPECT_EQ(to_san(pos, castle), "O-O");
    // The rook's own move to h1 is a rook move, not castling.
    EXPECT_EQ(san_of(pos, Square::G1, Square::H1), "Rh1");
}

TEST(SanWrite, EnPassant) {
    Position pos = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    EXPECT_EQ(san_of(pos, Square::E5, Square::D6), "exd6");
    Position check = from_fen("8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 1");
    EXPECT_EQ(san_of(check, Square::E5, Square::D6), "exd6+");
}

TEST(SanWrite, PawnCaptureAndBishopCaptureOnTheSameSquare) {
    // Both the b2 pawn and the e5 bishop can take on c3.
    Position pos = from_fen("4k3/8/8/4B3/8/2n5/1P6/4K3 w - - 0 1");
    EXPECT_EQ(san_of(pos, Square::B2, Square::C3), "bxc3");
    EXPECT_EQ(san_of(pos, Square::E5, Square::C3), "Bxc3");
}

// ---------------------------------------------------------------------------
// Reading: what real files contain.

TEST(SanRead, ParseSanFillsTheFields) {
    auto san = parse_san("Nbxd2+");
    ASSERT_TRUE(san);
    EXPECT_EQ(san->kind, San::Kind::Normal);
    EXPECT_EQ(san->piece, PieceType::Knight);
    EXPECT_EQ(san->from_file, File::B);
    EXPECT_FALSE(san->from_rank);
    EXPECT_TRUE(san->capture);
    EXPECT_EQ(san->to, Square::D2);
    EXPECT_FALSE(san->promotion);

    auto promo = parse_san("exd8=N");
    ASSERT_TRUE(promo);
    EXPECT_EQ(promo->piece, PieceType::Pawn);
    EXPECT_EQ(promo->from_file, File::E);
    EXPECT_EQ(promo->promotion, PieceType::Knight);

    auto full = parse_san("Qa1c3");
    ASSERT_TRUE(full);
    EXPECT_EQ(full->from_file, File::A);
    EXPECT_EQ(full->from_rank, Rank::R1);

    auto long_castle = parse_san("O-O-O#");
    ASSERT_TRUE(long_castle);
    EXPECT_EQ(long_castle->kind, San::Kind::CastleQueenside);
}

TEST(SanRead, MissingOrWrongCheckSuffix) {
    Position pos = from_fen("6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1");
    Move mate = find_move(pos, Square::A1, Square::A8);
    for (std::string_view text : {"Ra8#", "Ra8", "Ra8+", "Ra8++"}) {
        auto m = parse_san_move(pos, text);
        ASSERT_TRUE(m) << text << ": " << m.error().message;
        EXPECT_EQ(*m, mate) << text;
    }
    auto quiet = parse_san_move(Position::initial(), "Nf3#");
    ASSERT_TRUE(quiet);
    EXPECT_EQ(*quiet, find_move(Position::initial(), Square::G1, Square::F3));
}

TEST(SanRead, CastlingWithZeros) {
    Position pos = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for (auto [text, rook] : {std::pair{"O-O", Square::H1}, std::pair{"0-0", Square::H1},
                              std::pair{"O-O-O", Square::A1}, std::pair{"0-0-0", Square::A1},
                              std::pair{"0-0+", Square::H1}, std::pair{"o-o", Square::H1},
                              std::pair{"o-o-o", Square::A1}}) {
        auto m = parse_san_move(pos, text);
        ASSERT_TRUE(m) << text << ": " << m.error().message;
        EXPECT_EQ(*m, Move::castle(Square::E1, rook)) << text;
    }
}

TEST(SanRead, PromotionSpellings) {
    Position pos = from_fen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    Move queen = find_move(pos, Square::E7, Square::E8, PieceType::Queen);
    for (std::string_view text : {"e8=Q", "e8Q", "e8/Q", "e8(Q)", "e8=Q+", "e8Q+"}) {
        auto m = parse_san_move(pos, text);
        ASSERT_TRUE(m) << text << ": " << m.error().message;
        EXPECT_EQ(*m, queen) << text;
    }
    Move knight_capture = find_move(pos, Square::E7, Square::D8, PieceType::Knight);
    for (std::string_view text : {"exd8=N", "exd8N", "ed8N", "exd8(N)", "exd8=n", "exd8/n"}) {
        auto m = parse_san_move(pos, text);
        ASSERT_TRUE(m) << text << ": " << m.error().message;
        EXPECT_EQ(*m, knight_capture) << text;
    }
}

TEST(SanRead, LongAlgebraicForms) {
    Position start = Position::initial();
    Move nf3 = find_move(start, Square::G1, Square::F3);
    Move e4 = find_move(start, Square::E2, Square::E4);
    for (std::string_view text : {"Ng1f3", "Ng1-f3", "Nf3", "Ngf3", "N1f3"}) {
        auto m = parse_san_move(start, text);
        ASSERT_TRUE(m) << text << ": " << m.error().message;
        EXPECT_EQ(*m, nf3) << text;
    }
    for (std::string_view text : {"e2-e4", "e2e4", "e4"}) {
        auto m = parse_san_move(start, text);
        ASSERT_TRUE(m) << text << ": " << m.error().message;
        EXPECT_EQ(*m, e4) << text;
    }
}

TEST(SanRead, SuperfluousOrMissingCaptureMark) {
    Position start = Position::initial();
    auto m = parse_san_move(start, "Nxf3");
    ASSERT_TRUE(m) << m.error().message;
    EXPECT_EQ(*m, find_move(start, Square::G1, Square::F3));
    EXPECT_FALSE(m->is_capture());

    Position pos = from_fen("4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1");
    auto missing = parse_san_move(pos, "Ne5");
    ASSERT_TRUE(missing) << missing.error().message;
    EXPECT_EQ(*missing, find_move(pos, Square::F3, Square::E5));
}

// A pawn's capture names the file it comes from: "d5" is a push, even
// where only a capture reaches d5 (pgn-extract rejects it as well).
TEST(SanRead, APawnCaptureWithoutItsFileIsNoMove) {
    Position pos = from_fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    for (std::string_view text : {"d5", "xd5"}) {
        auto m = parse_san_move(pos, text);
        ASSERT_FALSE(m) << text;
        EXPECT_EQ(m.error().kind, SanErrorKind::Illegal) << text;
    }
    EXPECT_TRUE(parse_san_move(pos, "exd5"));
    Position ep = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    EXPECT_FALSE(parse_san_move(ep, "d6"));
    EXPECT_FALSE(parse_san_move(ep, "xd6"));
}

TEST(SanRead, AnnotationGlyphs) {
    Position start = Position::initial();
    Move e4 = find_move(start, Square::E2, Square::E4);
    for (std::string_view text : {"e4!", "e4?", "e4!?", "e4?!", "e4!!", "e4??"}) {
        auto m = parse_san_move(start, text);
        ASSERT_TRUE(m) << text << ": " << m.error().message;
        EXPECT_EQ(*m, e4) << text;
    }
    Position mate = from_fen("6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1");
    auto m = parse_san_move(mate, "Ra8#!");
    ASSERT_TRUE(m) << m.error().message;
    EXPECT_EQ(*m, find_move(mate, Square::A1, Square::A8));
}

TEST(SanRead, EnPassant) {
    Position pos = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    for (std::string_view text : {"exd6", "ed6", "e5xd6"}) {
        auto m = parse_san_move(pos, text);
        ASSERT_TRUE(m) << text << ": " << m.error().message;
        EXPECT_EQ(*m, Move::en_passant(Square::E5, Square::D6)) << text;
    }
}

TEST(SanRead, LowerCaseBIsAPawnFileUpperCaseBABishop) {
    Position pos = from_fen("4k3/8/8/4B3/8/2n5/1P6/4K3 w - - 0 1");
    auto pawn = parse_san_move(pos, "bxc3");
    ASSERT_TRUE(pawn) << pawn.error().message;
    EXPECT_EQ(pawn->piece(), PieceType::Pawn);
    auto bishop = parse_san_move(pos, "Bxc3");
    ASSERT_TRUE(bishop) << bishop.error().message;
    EXPECT_EQ(bishop->piece(), PieceType::Bishop);
}

TEST(SanRead, DisambiguatedFormsResolve) {
    Position pos = from_fen(ThreeQueens);
    auto a1 = parse_san_move(pos, "Qa1c3");
    ASSERT_TRUE(a1);
    EXPECT_EQ(a1->from(), Square::A1);
    auto a5 = parse_san_move(pos, "Q5c3");
    ASSERT_TRUE(a5);
    EXPECT_EQ(a5->from(), Square::A5);
    auto e1 = parse_san_move(pos, "Qec3");
    ASSERT_TRUE(e1);
    EXPECT_EQ(e1->from(), Square::E1);
}

TEST(SanRead, EveryWrittenMoveReadsBack) {
    for (std::string_view fen :
         {TwoKnights, TwoRooks, ThreeQueens, std::string_view("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1"),
          std::string_view("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1")}) {
        Position pos = from_fen(fen);
        for (Move m : legal_moves(pos)) {
            std::string san = to_san(pos, m);
            auto back = parse_san_move(pos, san);
            ASSERT_TRUE(back) << fen << " " << san << ": " << back.error().message;
            EXPECT_EQ(*back, m) << fen << " " << san;
        }
    }
}

// ---------------------------------------------------------------------------
// Errors: syntax (with a column), illegal, ambiguous.

TEST(SanSyntaxError, UnknownPieceLetter) {
    SanError e = syntax_error("Zf3");
    EXPECT_EQ(e.kind, SanErrorKind::Syntax);
    EXPECT_EQ(e.column, 1);
    EXPECT_NE(e.message.find("'Z'"), std::string::npos) << e.message;
}

TEST(SanSyntaxError, NotASquare) {
    SanError e = syntax_error("e9");
    EXPECT_EQ(e.kind, SanErrorKind::Syntax);
    EXPECT_EQ(e.column, 1);
    EXPECT_NE(e.message.find("'e9'"), std::string::npos) << e.message;
    SanError knight = syntax_error("Ni3");
    EXPECT_EQ(knight.column, 2);
    EXPECT_NE(knight.message.find("'i3'"), std::string::npos) << knight.message;
}

TEST(SanSyntaxError, MissingDestination) {
    SanError e = syntax_error("Ke");
    EXPECT_EQ(e.kind, SanErrorKind::Syntax);
    EXPECT_EQ(e.column, 1);
    SanError single = syntax_error("N");
    EXPECT_EQ(single.kind, SanErrorKind::Syntax);
    EXPECT_EQ(single.column, 1);
}

TEST(SanSyntaxError, KingOrPawnAsPromotionPiece) {
    SanError king = syntax_error("e8=K");
    EXPECT_EQ(king.kind, SanErrorKind::Syntax);
    EXPECT_EQ(king.column, 4);
    EXPECT_NE(king.message.find("'K'"), std::string::npos) << king.message;
    SanError pawn = syntax_error("e8=P");
    EXPECT_EQ(pawn.column, 4);
    SanError bracket = syntax_error("e8(K)");
    EXPECT_EQ(bracket.column, 4);
}

TEST(SanSyntaxError, OnlyAPawnCanPromote) {
    SanError e = syntax_error("Ne8=Q");
    EXPECT_EQ(e.kind, SanErrorKind::Syntax);
    EXPECT_NE(e.message.find("pawn"), std::string::npos) << e.message;
}

TEST(SanSyntaxError, StrayCharacters) {
    SanError paren = syntax_error("e8)");
    EXPECT_EQ(paren.column, 3);
    SanError trailing = syntax_error("Nf3x");
    EXPECT_EQ(trailing.column, 3);
    SanError leading = syntax_error("zNf3");
    EXPECT_EQ(leading.column, 1);
    EXPECT_NE(leading.message.find("'z'"), std::string::npos) << leading.message;
}

TEST(SanSyntaxError, EmptyAndOnlySuffix) {
    SanError empty = syntax_error("");
    EXPECT_EQ(empty.kind, SanErrorKind::Syntax);
    EXPECT_EQ(empty.column, 1);
    EXPECT_NE(empty.message.find("empty"), std::string::npos) << empty.message;
    SanError plus = syntax_error("+");
    EXPECT_EQ(plus.kind, SanErrorKind::Syntax);
    EXPECT_EQ(plus.column, 1);
}

TEST(SanSyntaxError, TooLong) {
    std::string text = "Nf3";
    text.resize(MaxSanLength, '!');
    EXPECT_TRUE(parse_san(text)) << "16 characters are read";
    text += '!';
    SanError e = syntax_error(text);
    EXPECT_EQ(e.kind, SanErrorKind::Syntax);
    EXPECT_EQ(e.column, 17);
    EXPECT_NE(e.message.find("16"), std::string::npos) << e.message;
}

TEST(SanSyntaxError, MalformedCastling) {
    EXPECT_EQ(syntax_error("O-O-O-O").kind, SanErrorKind::Syntax);
    EXPECT_EQ(syntax_error("0-O").kind, SanErrorKind::Syntax);
}

TEST(SanIllegal, BlockedKing) {
    SanError e = san_error(Position::initial(), "Ke2");
    EXPECT_EQ(e.kind, SanErrorKind::Illegal);
    EXPECT_EQ(e.column, 1);
    EXPECT_NE(e.message.find("Ke2"), std::string::npos) << e.message;
    EXPECT_NE(e.message.find("white"), std::string::npos) << e.message;
}

TEST(SanIllegal, PromotionPieceMissing) {
    Position pos = from_fen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    SanError e = san_error(pos, "e8");
    EXPECT_EQ(e.kind, SanErrorKind::Illegal);
    EXPECT_NE(e.message.find("promotion piece is missing"), std::string::npos) << e.message;
    // A promotion where no pawn promotes.
    EXPECT_EQ(san_error(Position::initial(), "e4=Q").kind, SanErrorKind::Illegal);
}

TEST(SanIllegal, OtherMovesThatDoNotExist) {
    Position start = Position::initial();
    EXPECT_EQ(san_error(start, "O-O").kind, SanErrorKind::Illegal);
    EXPECT_EQ(san_error(start, "O-O-O").kind, SanErrorKind::Illegal);
    EXPECT_EQ(san_error(start, "Nf6").kind, SanErrorKind::Illegal);  // Black's move
    EXPECT_EQ(san_error(start, "e5").kind, SanErrorKind::Illegal);
    EXPECT_EQ(san_error(start, "Nbf3").kind, SanErrorKind::Illegal);  // wrong knight
    // No en passant without the right to it.
    Position no_ep = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(san_error(no_ep, "exd6").kind, SanErrorKind::Illegal);
    // The pinned knight may not move.
    Position pinned = from_fen("4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1");
    EXPECT_EQ(san_error(pinned, "Nce2").kind, SanErrorKind::Illegal);
}

TEST(SanAmbiguous, TwoKnightsReachTheSquare) {
    Position pos = from_fen(TwoKnights);
    SanError e = san_error(pos, "Nd2");
    EXPECT_EQ(e.kind, SanErrorKind::Ambiguous);
    EXPECT_EQ(e.column, 1);
    EXPECT_NE(e.message.find("2"), std::string::npos) << e.message;
}

TEST(SanAmbiguous, ThreeQueensNeedFileAndRank) {
    Position pos = from_fen(ThreeQueens);
    EXPECT_EQ(san_error(pos, "Qc3").kind, SanErrorKind::Ambiguous);
    // The a-file still holds two of them, the first rank too.
    EXPECT_EQ(san_error(pos, "Qac3").kind, SanErrorKind::Ambiguous);
    EXPECT_EQ(san_error(pos, "Q1c3").kind, SanErrorKind::Ambiguous);
}

TEST(SanAmbiguous, ResolvingAgainLeavesThePositionUnchanged) {
    Position pos = from_fen(TwoKnights);
    Position before = pos;
    (void)parse_san_move(pos, "Nd2");
    EXPECT_TRUE(pos == before);
    EXPECT_EQ(pos.key(), before.key());
}

// ---------------------------------------------------------------------------
// Resolving: the cases where a resolver that takes the pieces of the kind
// named that reach the destination and tests each for its king's safety
// (rather than listing the legal moves) could go wrong.

// The move that `text` names, which must be legal.
Move resolved(const Position& pos, std::string_view text) {
    auto m = parse_san_move(pos, text);
    EXPECT_TRUE(m) << text << " in " << pos.to_fen() << ": " << (m ? "" : m.error().message);
    return m ? *m : Move();
}

TEST(SanResolve, APinnedPieceIsNoCandidate) {
    // Knights on c3 (pinned by the b4 bishop) and g1 reach e2.
    Position pos = from_fen("4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1");
    EXPECT_EQ(resolved(pos, "Ne2"), Move::normal(Square::G1, Square::E2, PieceType::Knight));
    EXPECT_EQ(resolved(pos, "Nge2"), Move::normal(Square::G1, Square::E2, PieceType::Knight));
    EXPECT_EQ(san_error(pos, "Nce2").kind, SanErrorKind::Illegal);
    // A third knight, on c1, makes "Ne2" fit two legal moves, not three.
    Position three = from_fen("4k3/8/8/8/1b6/2N5/8/2N1K1N1 w - - 0 1");
    SanError e = san_error(three, "Ne2");
    EXPECT_EQ(e.kind, SanErrorKind::Ambiguous);
    EXPECT_NE(e.message.find("fits 2 legal moves"), std::string::npos) << e.message;
    EXPECT_EQ(resolved(three, "Nce2").from(), Square::C1);  // c1, as c3 may not move
    EXPECT_EQ(resolved(three, "Nge2").from(), Square::G1);
    EXPECT_EQ(san_error(three, "N1e2").kind, SanErrorKind::Ambiguous);  // c1 and g1
}

TEST(SanResolve, APinnedPieceMayMoveAlongThePin) {
    // The e2 rook is pinned by the e8 rook; the a5 rook is free.
    Position pos = from_fen("4r1k1/8/8/R7/8/8/4R3/4K3 w - - 0 1");
    SanError e = san_error(pos, "Re5");
    EXPECT_EQ(e.kind, SanErrorKind::Ambiguous);
    EXPECT_NE(e.message.find("fits 2 legal moves"), std::string::npos) << e.message;
    EXPECT_EQ(resolved(pos, "R2e5").from(), Square::E2);
    EXPECT_EQ(resolved(pos, "Rae5").from(), Square::A5);
    EXPECT_EQ(resolved(pos, "Rxe8+").from(), Square::E2);          // the pinner taken
    EXPECT_EQ(san_error(pos, "Rd2").kind, SanErrorKind::Illegal);  // off the line
}

TEST(SanResolve, DisambiguationByFileRankOrSquare) {
    Position rooks = from_fen(TwoRooks);
    EXPECT_EQ(resolved(rooks, "R1a3").from(), Square::A1);
    EXPECT_EQ(resolved(rooks, "R5a3").from(), Square::A5);
    EXPECT_EQ(resolved(rooks, "Ra1a3").from(), Square::A1);
    EXPECT_EQ(san_error(rooks, "Raa3").kind, SanErrorKind::Ambiguous);  // both on the a-file
    EXPECT_EQ(san_error(rooks, "R2a3").kind, SanErrorKind::Illegal);    // no rook on the 2nd rank
    EXPECT_EQ(san_error(rooks, "Rba3").kind, SanErrorKind::Illegal);
    Position queens = from_fen(ThreeQueens);
    EXPECT_EQ(resolved(queens, "Qa5c3").from(), Square::A5);
    EXPECT_EQ(resolved(queens, "Qe1c3").from(), Square::E1);
    EXPECT_EQ(san_error(queens, "Qe5c3").kind, SanErrorKind::Illegal);  // no queen on e5
    // A disambiguation that names more than needed still resolves.
    EXPECT_EQ(resolved(Position::initial(), "Ngf3").from(), Square::G1);
    EXPECT_EQ(resolved(Position::initial(), "Ng1f3").from(), Square::G1);
}

TEST(SanResolve, Chess960Castling) {
    // King f1, rook g1: the king moves one square, the rook to f1.
    Position swap = from_fen("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", CastlingMode::Chess960);
    EXPECT_EQ(resolved(swap, "O-O"), Move::castle(Square::F1, Square::G1));
    EXPECT_EQ(san_error(swap, "O-O-O").kind, SanErrorKind::Illegal);
    // King b1, rook a1: the king moves to c1, the rook to d1.
    Position corner = from_fen("rk6/8/8/8/8/8/8/RK6 w Qq - 0 1", CastlingMode::Chess960);
    EXPECT_EQ(resolved(corner, "O-O-O"), Move::castle(Square::B1, Square::A1));
    EXPECT_EQ(resolved(corner, "0-0-0"), Move::castle(Square::B1, Square::A1));
    // King f1, rook b1: legal, but not with a queen on a1 that the rook
    // shields c1 from until it leaves.
    Position open = from_fen("4k3/8/8/8/8/8/8/1R3K2 w B - 0 1", CastlingMode::Chess960);
    EXPECT_EQ(resolved(open, "O-O-O"), Move::castle(Square::F1, Square::B1));
    Position shielded = from_fen("4k3/8/8/8/8/8/8/qR3K2 w B - 0 1", CastlingMode::Chess960);
    EXPECT_EQ(san_error(shielded, "O-O-O").kind, SanErrorKind::Illegal);
    // Rooks on b1 and g1: the c8 rook attacks c1, where the king would go
    // on the long side; a knight on f1 stands where the rook would go on
    // the short side.
    Position both = from_fen("1r2k3/8/8/8/8/8/8/1R2K1R1 w BG - 0 1", CastlingMode::Chess960);
    EXPECT_EQ(resolved(both, "O-O"), Move::castle(Square::E1, Square::G1));
    EXPECT_EQ(resolved(both, "O-O-O"), Move::castle(Square::E1, Square::B1));
    Position attacked = from_fen("2r1k3/8/8/8/8/8/8/1R2KNR1 w BG - 0 1", CastlingMode::Chess960);
    EXPECT_EQ(san_error(attacked, "O-O-O").kind, SanErrorKind::Illegal);
    EXPECT_EQ(san_error(attacked, "O-O").kind, SanErrorKind::Illegal);
}

TEST(SanResolve, StandardCastlingRules) {
    // The f8 rook attacks f1: no short castling; the long one is fine.
    Position through = from_fen("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    EXPECT_EQ(san_error(through, "O-O").kind, SanErrorKind::Illegal);
    EXPECT_EQ(resolved(through, "O-O-O"), Move::castle(Square::E1, Square::A1));
    // In check: neither.
    Position check = from_fen("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    EXPECT_EQ(san_error(check, "O-O").kind, SanErrorKind::Illegal);
    EXPECT_EQ(san_error(check, "O-O-O").kind, SanErrorKind::Illegal);
    // The b1 knight blocks the long castling only.
    Position blocked = from_fen("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1");
    EXPECT_EQ(san_error(blocked, "O-O-O").kind, SanErrorKind::Illegal);
    EXPECT_EQ(resolved(blocked, "O-O"), Move::castle(Square::E1, Square::H1));
    // Black castles on its own rank.
    Position black = from_fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    EXPECT_EQ(resolved(black, "O-O-O"), Move::castle(Square::E8, Square::A8));
}

TEST(SanResolve, PromotionWithoutEqualsSign) {
    // Pawns on c7 and e7 can both take on d8; the e7 pawn can also push.
    Position pos = from_fen("3r3k/2P1P3/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(resolved(pos, "e8Q"), Move::normal(Square::E7, Square::E8, PieceType::Pawn,
                                                 std::nullopt, PieceType::Queen));
    EXPECT_EQ(resolved(pos, "exd8N"), Move::normal(Square::E7, Square::D8, PieceType::Pawn,
                                                   PieceType::Rook, PieceType::Knight));
    EXPECT_EQ(resolved(pos, "cxd8R+").from(), Square::C7);
    EXPECT_EQ(resolved(pos, "cd8B").promotion(), PieceType::Bishop);
    EXPECT_EQ(resolved(pos, "c8Q").from(), Square::C7);
    // A capture without its file, a push without its piece, a promotion
    // short of the last rank.
    EXPECT_EQ(san_error(pos, "xd8Q").kind, SanErrorKind::Illegal);
    SanError missing = san_error(pos, "exd8");
    EXPECT_EQ(missing.kind, SanErrorKind::Illegal);
    EXPECT_NE(missing.message.find("promotion piece is missing"), std::string::npos)
        << missing.message;
    EXPECT_EQ(san_error(pos, "d8Q").kind, SanErrorKind::Illegal);  // no pawn on d7
    EXPECT_EQ(san_error(from_fen("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1"), "e4Q").kind,
              SanErrorKind::Illegal);
    // Black promotes on the first rank.
    Position black = from_fen("4k3/8/8/8/8/8/p7/4K3 b - - 0 1");
    EXPECT_EQ(resolved(black, "a1Q").to(), Square::A1);
    EXPECT_EQ(resolved(black, "a1Q").promotion(), PieceType::Queen);
}

TEST(SanResolve, PawnCaptures) {
    Position pos = from_fen("4k3/8/8/3p1p2/4P3/8/8/4K3 w - - 0 1");
    EXPECT_EQ(resolved(pos, "exd5"),
              Move::normal(Square::E4, Square::D5, PieceType::Pawn, PieceType::Pawn));
    EXPECT_EQ(resolved(pos, "exf5").to(), Square::F5);
    EXPECT_EQ(resolved(pos, "ef5").to(), Square::F5);
    EXPECT_EQ(resolved(pos, "e4xf5").to(), Square::F5);
    EXPECT_EQ(resolved(pos, "e5").to(), Square::E5);
    EXPECT_EQ(san_error(pos, "dxe5").kind, SanErrorKind::Illegal);  // no pawn on d4
    // A superfluous 'x' is let pass, on a pawn's push as on a piece's move.
    EXPECT_EQ(resolved(pos, "exe5").to(), Square::E5);
    EXPECT_EQ(san_error(pos, "gxf5").kind, SanErrorKind::Illegal);
    EXPECT_EQ(san_error(pos, "exd6").kind, SanErrorKind::Illegal);  // nothing on d6
    // A pinned pawn takes its pinner, but does not push.
    Position pinned = from_fen("4k3/8/8/8/8/2b5/1P6/K7 w - - 0 1");
    EXPECT_EQ(resolved(pinned, "bxc3").from(), Square::B2);
    EXPECT_EQ(san_error(pinned, "b3").kind, SanErrorKind::Illegal);
    EXPECT_EQ(san_error(pinned, "b4").kind, SanErrorKind::Illegal);
}

TEST(SanResolve, EnPassantAndItsPins) {
    // The d5 pawn, just arrived, checks the e4 king: taking it en passant
    // answers the check, pushing the e5 pawn does not.
    Position check = from_fen("4k3/8/8/3pP3/4K3/8/8/8 w - d6 0 1");
    EXPECT_EQ(resolved(check, "exd6"), Move::en_passant(Square::E5, Square::D6));
    EXPECT_EQ(san_error(check, "e6").kind, SanErrorKind::Illegal);
    // Both pawns beside d5 may take it.
    Position two = from_fen("4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1");
    EXPECT_EQ(resolved(two, "cxd6"), Move::en_passant(Square::C5, Square::D6));
    EXPECT_EQ(resolved(two, "exd6"), Move::en_passant(Square::E5, Square::D6));
    EXPECT_EQ(san_error(two, "xd6").kind, SanErrorKind::Illegal);
    // Taking en passant would open the fifth rank to the h5 rook.
    Position rank_pin = from_fen("4k3/8/8/KPp4r/8/8/8/8 w - c6 0 1");
    EXPECT_EQ(san_error(rank_pin, "bxc6").kind, SanErrorKind::Illegal);
    // A pawn pinned on a diagonal may take en passant along it only: the
    // e5 pawn, pinned by the b8 bishop, onto d6; the c5 pawn, pinned by the
    // a7 bishop, not.
    Position along = from_fen("1b2k3/8/8/3pP3/5K2/8/8/8 w - d6 0 1");
    EXPECT_EQ(resolved(along, "exd6"), Move::en_passant(Square::E5, Square::D6));
    EXPECT_EQ(san_error(along, "e6").kind, SanErrorKind::Illegal);
    Position across = from_fen("4k3/b7/8/2Pp4/8/8/8/6K1 w - d6 0 1");
    EXPECT_EQ(san_error(across, "cxd6").kind, SanErrorKind::Illegal);
}

TEST(SanResolve, IllegalDestinations) {
    Position start = Position::initial();
    EXPECT_EQ(san_error(start, "Qd2").kind, SanErrorKind::Illegal);  // its own pawn
    EXPECT_EQ(san_error(start, "Nd2").kind, SanErrorKind::Illegal);
    EXPECT_EQ(san_error(start, "Nd4").kind, SanErrorKind::Illegal);  // out of reach
    EXPECT_EQ(san_error(start, "Bc4").kind, SanErrorKind::Illegal);  // blocked
    EXPECT_EQ(san_error(start, "e5").kind, SanErrorKind::Illegal);   // too far
    // The king neither into the rook's file and rank, nor along the
    // line of its check, away from the rook.
    Position rook = from_fen("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    EXPECT_EQ(san_error(rook, "Kd1").kind, SanErrorKind::Illegal);
    EXPECT_EQ(san_error(rook, "Ke2").kind, SanErrorKind::Illegal);
    EXPECT_EQ(resolved(rook, "Kxd2").to(), Square::D2);
    EXPECT_EQ(resolved(rook, "Kf1").to(), Square::F1);
    // In check from the e8 rook, the e2 king may not step back along the
    // e-file (it no longer shields e1 once it has left).
    Position checked = from_fen("4r1k1/8/8/8/8/8/4K3/8 w - - 0 1");
    EXPECT_EQ(san_error(checked, "Ke1").kind, SanErrorKind::Illegal);
    EXPECT_EQ(san_error(checked, "Ke3").kind, SanErrorKind::Illegal);
    EXPECT_EQ(resolved(checked, "Kd2").to(), Square::D2);
    // The king may not take a protected piece.
    Position guarded = from_fen("4k3/8/8/8/8/8/3r4/3rK3 w - - 0 1");
    EXPECT_EQ(san_error(guarded, "Kxd2").kind, SanErrorKind::Illegal);
    EXPECT_EQ(san_error(guarded, "Kxd1").kind, SanErrorKind::Illegal);
}

// San::resolve() as the legal moves define it: those that fit the SAN's
// fields. The resolver finds them without listing the moves; this lists
// them, to check it.
std::vector<Move> fitting(std::span<const Move> legal, const San& san) {
    std::vector<Move> out;
    for (Move m : legal) {
        if (san.kind != San::Kind::Normal) {
            if (m.is_castle() && m.is_kingside_castle() == (san.kind == San::Kind::CastleKingside))
                out.push_back(m);
            continue;
        }
        if (m.is_castle() || m.piece() != san.piece || m.to() != san.to)
            continue;
        if ((san.from_file && file_of(m.from()) != *san.from_file) ||
            (san.from_rank && rank_of(m.from()) != *san.from_rank))
            continue;
        // A pawn's capture names the file it comes from.
        if (san.piece == PieceType::Pawn && m.is_capture() && !san.from_file)
            continue;
        if (m.promotion() == san.promotion)
            out.push_back(m);
    }
    return out;
}

// Every SAN worth asking in `pos`: each kind of piece to each square, from
// nowhere named, and from each file, rank and square where the side has
// such a piece (for pawns, each file); each promotion on the last ranks;
// both castlings.
std::vector<San> sans_to_try(const Position& pos) {
    std::vector<San> out;
    San castle;
    castle.piece = PieceType::King;
    castle.kind = San::Kind::CastleKingside;
    out.push_back(castle);
    castle.kind = San::Kind::CastleQueenside;
    out.push_back(castle);
    for (int t = 0; t < NumPieceTypes; ++t) {
        const PieceType piece = piece_type_at(t);
        for (int i = 0; i < 64; ++i) {
            San san;
            san.piece = piece;
            san.to = square_at(i);
            std::vector<std::optional<PieceType>> promotions{std::nullopt};
            if (piece == PieceType::Pawn &&
                (rank_of(san.to) == Rank::R8 || rank_of(san.to) == Rank::R1))
                promotions = {std::nullopt, PieceType::Queen, PieceType::Knight};
            for (auto promotion : promotions) {
                san.promotion = promotion;
                san.from_file.reset();
                san.from_rank.reset();
                out.push_back(san);
                if (piece == PieceType::Pawn) {
                    for (int f = 0; f < 8; ++f) {
                        san.from_file = file_at(f);
                        out.push_back(san);
                    }
                    continue;
                }
                for (Square from : pos.pieces(pos.side_to_move(), piece)) {
                    San named = san;
                    named.from_file = file_of(from);
                    out.push_back(named);
                    named.from_rank = rank_of(from);
                    out.push_back(named);
                    named.from_file.reset();
                    out.push_back(named);
                }
            }
        }
    }
    return out;
}

// How `san` is written: piece, origin, capture mark (for a pawn's capture),
// destination, promotion.
std::string spelled(const San& san) {
    if (san.kind != San::Kind::Normal)
        return san.kind == San::Kind::CastleKingside ? "O-O" : "O-O-O";
    std::string out;
    if (san.piece != PieceType::Pawn)
        out += to_char(san.piece);
    if (san.from_file)
        out += to_char(*san.from_file);
    if (san.from_rank)
        out += to_char(*san.from_rank);
    if (san.piece == PieceType::Pawn && san.from_file && *san.from_file != file_of(san.to))
        out += 'x';
    out += to_string(san.to);
    if (san.promotion)
        out += std::string("=") + to_char(*san.promotion);
    return out;
}

TEST(SanResolve, FindsWhatTheLegalMovesFitInRandomGames) {
    std::mt19937 rng(20250117);
    int positions = 0;
    int resolved_once = 0;
    int ambiguous = 0;
    for (auto [fen, mode] :
         {std::pair{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                    CastlingMode::Standard},
          std::pair{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                    CastlingMode::Standard},
          std::pair{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", CastlingMode::Standard},
          std::pair{"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                    CastlingMode::Standard},
          std::pair{"bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKRNB w KQkq - 0 1",
                    CastlingMode::Chess960},
          std::pair{"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
                    CastlingMode::Chess960}}) {
        for (int game = 0; game < 3; ++game) {
            Position pos = from_fen(fen, mode);
            for (int ply = 0; ply < 80; ++ply) {
                const MoveList legal = legal_moves(pos);
                if (legal.empty())
                    break;
                for (const San& san : sans_to_try(pos)) {
                    const std::string text = spelled(san);
                    const std::vector<Move> expected = fitting(legal, san);
                    Move found;
                    const int count = count_san_moves(pos, text, found);
                    ASSERT_EQ(count, static_cast<int>(expected.size()))
                        << pos.to_fen() << " " << text;
                    if (count == 1) {
                        ASSERT_EQ(found, expected[0]) << pos.to_fen() << " " << text;
                        ++resolved_once;
                    }
                    // The error, where there is one, only for some: building
                    // its message is the slow part of this test.
                    if (count == 1 || rng() % 16 == 0) {
                        auto m = parse_san_move(pos, text);
                        ASSERT_EQ(m.has_value(), count == 1) << pos.to_fen() << " " << text;
                        if (m)
                            ASSERT_EQ(*m, expected[0]);
                        else
                            ASSERT_EQ(m.error().kind,
                                      count == 0 ? SanErrorKind::Illegal : SanErrorKind::Ambiguous);
                    }
                    ambiguous += count > 1;
                }
                ++positions;
                pos.apply(legal[rng() % legal.size()]);
            }
        }
    }
    EXPECT_GT(positions, 1000);
    EXPECT_GT(resolved_once, 50000);
    EXPECT_GT(ambiguous, 1000);
}

TEST(SanResolve, CountSanMovesIsParseSanMoveWithoutTheError) {
    Move found;
    EXPECT_EQ(count_san_moves(Position::initial(), "Nf3", found), 1);
    EXPECT_EQ(found, resolved(Position::initial(), "Nf3"));
    EXPECT_EQ(count_san_moves(Position::initial(), "Ke2", found), 0);
    EXPECT_EQ(count_san_moves(from_fen(TwoKnights), "Nd2", found), 2);
    EXPECT_EQ(count_san_moves(from_fen(ThreeQueens), "Qc3", found), 3);
    for (std::string_view text : {"", "+", "Zf3", "e9", "Ne8=Q", "e8=K", "O-O-O-O", "e2e4e5"})
        EXPECT_EQ(count_san_moves(Position::initial(), text, found), -1) << text;
}

}  // namespace
}  // namespace touchmove::chess
