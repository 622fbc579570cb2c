// UCI move notation: writing (standard and Chess960 castling, promotions),
// parse errors with their columns, and resolving against a position.
#include "touchmove/chess/uci.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "support/positions.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/position.h"

namespace touchmove::chess {
namespace {

using test::from_fen;

UciError syntax_error(std::string_view text) {
    auto parsed = parse_uci(text);
    EXPECT_FALSE(parsed) << "'" << text << "' parsed";
    return parsed ? UciError{UciErrorKind::Illegal, -1, "parsed"} : parsed.error();
}

UciError resolve_error(const Position& pos, std::string_view text) {
    auto m = parse_uci_move(pos, text);
    EXPECT_FALSE(m) << "'" << text << "' resolved to " << (m ? to_uci(pos, *m) : "");
    return m ? UciError{UciErrorKind::Syntax, -1, "resolved"} : m.error();
}

constexpr std::string_view BothCastles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

// ---------------------------------------------------------------------------
// Writing.

TEST(UciWrite, NormalMovesAndCaptures) {
    EXPECT_EQ(to_uci(Move::normal(Square::E2, Square::E4, PieceType::Pawn)), "e2e4");
    EXPECT_EQ(to_uci(Move::normal(Square::G1, Square::F3, PieceType::Knight)), "g1f3");
    EXPECT_EQ(to_uci(Move::normal(Square::F3, Square::E5, PieceType::Knight, PieceType::Pawn)),
              "f3e5");
    EXPECT_EQ(to_uci(Move::en_passant(Square::E5, Square::D6)), "e5d6");
}

TEST(UciWrite, PromotionsInLowerCase) {
    EXPECT_EQ(to_uci(Move::normal(Square::E7, Square::E8, PieceType::Pawn, std::nullopt,
                                  PieceType::Queen)),
              "e7e8q");
    EXPECT_EQ(to_uci(Move::normal(Square::E7, Square::D8, PieceType::Pawn, PieceType::Rook,
                                  PieceType::Knight)),
              "e7d8n");
    EXPECT_EQ(to_uci(Move::normal(Square::B2, Square::B1, PieceType::Pawn, std::nullopt,
                                  PieceType::Rook)),
              "b2b1r");
    EXPECT_EQ(to_uci(Move::normal(Square::B2, Square::A1, PieceType::Pawn, PieceType::Rook,
                                  PieceType::Bishop)),
              "b2a1b");
}

TEST(UciWrite, StandardCastlingIsTheKingsTwoSquareMove) {
    Position pos = from_fen(BothCastles);
    EXPECT_EQ(to_uci(pos, Move::castle(Square::E1, Square::H1)), "e1g1");
    EXPECT_EQ(to_uci(pos, Move::castle(Square::E1, Square::A1)), "e1c1");
    Position black = from_fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    EXPECT_EQ(to_uci(black, Move::castle(Square::E8, Square::H8)), "e8g8");
    EXPECT_EQ(to_uci(black, Move::castle(Square::E8, Square::A8)), "e8c8");
}

TEST(UciWrite, Chess960CastlingIsKingOntoRook) {
    Position pos = from_fen(BothCastles, CastlingMode::Chess960);
    EXPECT_EQ(to_uci(pos, Move::castle(Square::E1, Square::H1)), "e1h1");
    EXPECT_EQ(to_uci(pos, Move::castle(Square::E1, Square::A1)), "e1a1");
    EXPECT_EQ(to_uci(Move::castle(Square::E1, Square::H1), true), "e1h1");
    EXPECT_EQ(to_uci(Move::castle(Square::E1, Square::H1), false), "e1g1");
    // King and rook swap squares: the rook's square is written.
    Position swap = from_fen("4k3/8/8/8/8/8/8/5KR1 w G - 0 1");
    EXPECT_EQ(to_uci(swap, Move::castle(Square::F1, Square::G1)), "f1g1");
    Position stays = from_fen("4k3/8/8/8/8/8/8/6KR w H - 0 1");
    EXPECT_EQ(to_uci(stays, Move::castle(Square::G1, Square::H1)), "g1h1");
}

// ---------------------------------------------------------------------------
// Parsing.

TEST(UciParse, FillsTheFields) {
    auto m = parse_uci("e7e8q");
    ASSERT_TRUE(m);
    EXPECT_EQ(m->from, Square::E7);
    EXPECT_EQ(m->to, Square::E8);
    EXPECT_EQ(m->promotion, PieceType::Queen);
    auto plain = parse_uci("a1h8");
    ASSERT_TRUE(plain);
    EXPECT_EQ(plain->from, Square::A1);
    EXPECT_EQ(plain->to, Square::H8);
    EXPECT_FALSE(plain->promotion);
}

TEST(UciParseError, WrongLength) {
    for (std::string_view text : {"", "e2", "e2e", "e2e4qq", "e2e4e5"}) {
        UciError e = syntax_error(text);
        EXPECT_EQ(e.kind, UciErrorKind::Syntax) << text;
        EXPECT_EQ(e.column, 1) << text;
    }
    // The message echoes what was found, cut short.
    UciError e = syntax_error("e2e4e5e6e7e8e9f1f2f3");
    EXPECT_NE(e.message.find("'e2e4e5e6e7e8e9f1'"), std::string::npos) << e.message;
}

TEST(UciParseError, BadFromSquare) {
    UciError e = syntax_error("z2e4");
    EXPECT_EQ(e.kind, UciErrorKind::Syntax);
    EXPECT_EQ(e.column, 1);
    EXPECT_NE(e.message.find("'z2'"), std::string::npos) << e.message;
    EXPECT_EQ(syntax_error("E2E4").column, 1);
    EXPECT_EQ(syntax_error("e0e4").column, 1);
}

TEST(UciParseError, BadToSquare) {
    UciError e = syntax_error("e2e9");
    EXPECT_EQ(e.kind, UciErrorKind::Syntax);
    EXPECT_EQ(e.column, 3);
    EXPECT_NE(e.message.find("'e9'"), std::string::npos) << e.message;
    EXPECT_EQ(syntax_error("e2-4").column, 3);
}

TEST(UciParseError, BadPromotionPiece) {
    for (std::string_view text : {"e7e8k", "e7e8p", "e7e8Q", "e7e8x", "e7e8="}) {
        UciError e = syntax_error(text);
        EXPECT_EQ(e.kind, UciErrorKind::Syntax) << text;
        EXPECT_EQ(e.column, 5) << text;
        EXPECT_NE(e.message.find("promotion"), std::string::npos) << e.message;
    }
}

// ---------------------------------------------------------------------------
// Resolving.

TEST(UciResolve, FindsTheMoveWithItsDetails) {
    auto m = parse_uci_move(Position::initial(), "g1f3");
    ASSERT_TRUE(m) << m.error().message;
    EXPECT_EQ(*m, Move::normal(Square::G1, Square::F3, PieceType::Knight));
    Position ep = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    auto capture = parse_uci_move(ep, "e5d6");
    ASSERT_TRUE(capture) << capture.error().message;
    EXPECT_EQ(*capture, Move::en_passant(Square::E5, Square::D6));
}

TEST(UciResolve, Promotions) {
    Position pos = from_fen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    auto queen = parse_uci_move(pos, "e7e8q");
    ASSERT_TRUE(queen);
    EXPECT_EQ(*queen, Move::normal(Square::E7, Square::E8, PieceType::Pawn, std::nullopt,
                                   PieceType::Queen));
    auto knight = parse_uci_move(pos, "e7d8n");
    ASSERT_TRUE(knight);
    EXPECT_EQ(*knight, Move::normal(Square::E7, Square::D8, PieceType::Pawn, PieceType::Rook,
                                    PieceType::Knight));
    // Without the promotion piece there is no such move.
    UciError e = resolve_error(pos, "e7e8");
    EXPECT_EQ(e.kind, UciErrorKind::Illegal);
    // A promotion letter on a move that does not promote.
    EXPECT_EQ(resolve_error(Position::initial(), "e2e4q").kind, UciErrorKind::Illegal);
}

TEST(UciResolve, IllegalMoves) {
    Position start = Position::initial();
    UciError e = resolve_error(start, "e2e5");
    EXPECT_EQ(e.kind, UciErrorKind::Illegal);
    EXPECT_EQ(e.column, 1);
    EXPECT_NE(e.message.find("'e2e5'"), std::string::npos) << e.message;
    EXPECT_EQ(resolve_error(start, "e7e5").kind, UciErrorKind::Illegal);  // Black's pawn
    EXPECT_EQ(resolve_error(start, "e3e4").kind, UciErrorKind::Illegal);  // empty square
    EXPECT_EQ(resolve_error(start, "e1g1").kind, UciErrorKind::Illegal);  // no castling yet
    EXPECT_EQ(resolve_error(start, "e1e2").kind, UciErrorKind::Illegal);  // own pawn
}

TEST(UciResolve, StandardCastlingAcceptedBothWays) {
    Position pos = from_fen(BothCastles);
    for (auto [text, rook] : {std::pair{"e1g1", Square::H1}, std::pair{"e1h1", Square::H1},
                              std::pair{"e1c1", Square::A1}, std::pair{"e1a1", Square::A1}}) {
        auto m = parse_uci_move(pos, text);
        ASSERT_TRUE(m) << text << ": " << m.error().message;
        EXPECT_EQ(*m, Move::castle(Square::E1, rook)) << text;
    }
    // e1f1 and e1d1 stay ordinary king moves.
    auto king = parse_uci_move(pos, "e1f1");
    ASSERT_TRUE(king);
    EXPECT_EQ(*king, Move::normal(Square::E1, Square::F1, PieceType::King));
}

TEST(UciResolve, Chess960CastlingOnlyKingOntoRook) {
    Position pos = from_fen(BothCastles, CastlingMode::Chess960);
    auto m = parse_uci_move(pos, "e1h1");
    ASSERT_TRUE(m) << m.error().message;
    EXPECT_EQ(*m, Move::castle(Square::E1, Square::H1));
    // The two-square king move is not castling in Chess960 notation.
    EXPECT_EQ(resolve_error(pos, "e1g1").kind, UciErrorKind::Illegal);
    // King and rook swap: "f1g1" is castling; g1 holds the white rook.
    Position swap = from_fen("4k3/8/8/8/8/8/8/5KR1 w G - 0 1");
    auto castle = parse_uci_move(swap, "f1g1");
    ASSERT_TRUE(castle) << castle.error().message;
    EXPECT_EQ(*castle, Move::castle(Square::F1, Square::G1));
}

TEST(UciResolve, EveryLegalMoveRoundTrips) {
    for (auto [fen, mode] :
         {std::pair{std::string_view(BothCastles), CastlingMode::Standard},
          std::pair{std::string_view(BothCastles), CastlingMode::Chess960},
          std::pair{std::string_view(
                        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
                    CastlingMode::Standard},
          std::pair{std::string_view("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"),
                    CastlingMode::Standard},
          std::pair{
              std::string_view("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"),
              CastlingMode::Chess960}}) {
        Position pos = from_fen(fen, mode);
        for (Move m : legal_moves(pos)) {
            std::string text = to_uci(pos, m);
            auto back = parse_uci_move(pos, text);
            ASSERT_TRUE(back) << fen << " " << text << ": " << back.error().message;
            EXPECT_EQ(*back, m) << fen << " " << text;
        }
    }
}

}  // namespace
}  // namespace touchmove::chess
