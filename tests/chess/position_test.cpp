// Position: playing moves (pieces, clocks, castling rights, en passant),
// the Zobrist key, attacks and checks, legality of a given move.
#include "touchmove/chess/position.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <string_view>

#include "support/positions.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/uci.h"

namespace touchmove::chess {
namespace {

using test::from_fen;

Position play(const Position& pos, std::string_view uci) {
    auto m = parse_uci_move(pos, uci);
    EXPECT_TRUE(m) << uci << " in " << pos.to_fen() << ": " << (m ? "" : m.error().message);
    return m ? pos.play(*m) : pos;
}

Position play_all(Position pos, std::initializer_list<std::string_view> ucis) {
    for (std::string_view uci : ucis)
        pos = play(pos, uci);
    return pos;
}

// ---------------------------------------------------------------------------
// The initial position.

// A dead position by locked pawns: only the kings can ever move.
TEST(Position, DeadByBlockedPawns) {
    for (const char* fen :
         {"4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1",
          "8/8/4k3/p1p1p1p1/P1P1P1P1/8/8/4K3 b - - 0 1",
          "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"})
        EXPECT_TRUE(Position::from_fen(fen)->is_dead_by_blocked_pawns()) << fen;
    for (const char* fen : {
             "4k3/8/8/1p1p1p2/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1",    // h4 may advance
             "4k3/8/8/p1p1p3/P1P1P3/8/8/4K3 w - - 0 1",              // a king walks round to e5
             "4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/3BK3 w - - 0 1",  // a bishop
             "4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1",                    // a king reaches d5
             "4k3/8/8/2pp4/3P4/8/8/4K3 w - - 0 1",                   // dxc5 possible
             "4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - c6 0 2",  // bxc6 e.p. possible
         })
        EXPECT_FALSE(Position::from_fen(fen)->is_dead_by_blocked_pawns()) << fen;
}

TEST(Position, InitialPosition) {
    Position pos = Position::initial();
    EXPECT_EQ(pos.occupied().count(), 32);
    EXPECT_EQ(pos.pieces(Color::White).count(), 16);
    EXPECT_EQ(pos.pieces(PieceType::Pawn), Bitboard::rank(Rank::R2) | Bitboard::rank(Rank::R7));
    EXPECT_EQ(pos.pieces(Color::Black, PieceType::Knight), Bitboard(Square::B8) | Square::G8);
    EXPECT_EQ(pos.king_square(Color::White), Square::E1);
    EXPECT_EQ(pos.king_square(Color::Black), Square::E8);
    EXPECT_FALSE(pos.is_check());
    EXPECT_FALSE(pos.is_checkmate());
    EXPECT_FALSE(pos.is_stalemate());
    EXPECT_FALSE(pos.is_insufficient_material());
    EXPECT_EQ(pos.to_fen(), StartFen);
}

// ---------------------------------------------------------------------------
// Playing moves.

TEST(PositionPlay, ReturnsANewPositionAndLeavesThisOne) {
    Position start = Position::initial();
    Position after = play(start, "e2e4");
    EXPECT_TRUE(start == Position::initial());
    EXPECT_EQ(start.piece_on(Square::E2), Piece::WhitePawn);
    EXPECT_EQ(after.piece_on(Square::E2), Piece::None);
    EXPECT_EQ(after.piece_on(Square::E4), Piece::WhitePawn);
    EXPECT_EQ(after.side_to_move(), Color::Black);
    EXPECT_FALSE(after == start);
}

TEST(PositionPlay, ApplyInPlaceMatchesPlay) {
    Position pos = Position::initial();
    Move m = Move::normal(Square::G1, Square::F3, PieceType::Knight);
    Position copy = pos.play(m);
    pos.apply(m);
    EXPECT_TRUE(pos == copy);
    EXPECT_EQ(pos.key(), copy.key());
}

TEST(PositionPlay, ClocksCount) {
    Position pos = play_all(Position::initial(), {"g1f3", "g8f6"});
    EXPECT_EQ(pos.halfmove_clock(), 2);
    EXPECT_EQ(pos.fullmove_number(), 2);  // after Black's move
    pos = play(pos, "e2e4");              // a pawn move resets
    EXPECT_EQ(pos.halfmove_clock(), 0);
    EXPECT_EQ(pos.fullmove_number(), 2);
    pos = play(pos, "f6e4");  // a capture resets
    EXPECT_EQ(pos.halfmove_clock(), 0);
    EXPECT_EQ(pos.fullmove_number(), 3);
    pos = play(pos, "b1c3");
    EXPECT_EQ(pos.halfmove_clock(), 1);
}

// A quiet move adds a ply to the halfmove clock, and Black's move adds one to
// the fullmove number; neither may fall back to 0 at the top of the range the
// FEN reader accepts (65535), or a 75-move draw would stop being one and the
// written FEN would have fullmove number 0.
TEST(PositionPlay, ClocksDoNotWrapAroundAtTheTopOfTheirRange) {
    Position pos = from_fen("4k3/8/8/8/8/8/8/R3K3 b - - 65535 65535");
    Position after = play(pos, "e8d8");
    EXPECT_GE(after.halfmove_clock(), 150) << after.to_fen();
    EXPECT_GE(after.fullmove_number(), 65535) << after.to_fen();
}

TEST(PositionPlay, CaptureRemovesThePiece) {
    Position pos = play_all(Position::initial(), {"e2e4", "d7d5", "e4d5"});
    EXPECT_EQ(pos.piece_on(Square::D5), Piece::WhitePawn);
    EXPECT_EQ(pos.pieces(Color::Black).count(), 15);
    EXPECT_EQ(pos.pieces(PieceType::Pawn).count(), 15);
}

TEST(PositionPlay, PromotionPlacesTheNewPiece) {
    Position pos = from_fen("3r3k/4P3/8/8/8/8/8/4K3 w - - 7 40");
    Position queen = play(pos, "e7e8q");
    EXPECT_EQ(queen.piece_on(Square::E8), Piece::WhiteQueen);
    EXPECT_EQ(queen.piece_on(Square::E7), Piece::None);
    EXPECT_TRUE(queen.pieces(PieceType::Pawn).empty());
    EXPECT_EQ(queen.halfmove_clock(), 0);
    Position knight = play(pos, "e7d8n");
    EXPECT_EQ(knight.piece_on(Square::D8), Piece::WhiteKnight);
    EXPECT_TRUE(knight.pieces(Color::Black, PieceType::Rook).empty());
}

TEST(PositionPlay, EnPassantSquareLastsOneMove) {
    Position pos = from_fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    pos = play(pos, "e2e4");
    EXPECT_EQ(pos.en_passant_square(), Square::E3);
    Position taken = play(pos, "d4e3");
    EXPECT_EQ(taken.piece_on(Square::E3), Piece::BlackPawn);
    EXPECT_EQ(taken.piece_on(Square::E4), Piece::None);
    EXPECT_FALSE(taken.en_passant_square());
    Position declined = play(pos, "e8d7");
    EXPECT_FALSE(declined.en_passant_square());
    EXPECT_FALSE(legal_moves(declined).contains(Move::en_passant(Square::D4, Square::E3)));
}

// ---------------------------------------------------------------------------
// Castling rights.

constexpr std::string_view BothCastles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const Bitboard AllCorners = Bitboard(Square::A1) | Square::H1 | Square::A8 | Square::H8;

TEST(CastlingRights, KingMoveLosesBoth) {
    Position pos = play(from_fen(BothCastles), "e1f1");
    EXPECT_EQ(pos.castling_rights(), Bitboard(Square::A8) | Square::H8);
    EXPECT_EQ(pos.to_fen(), "r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1");
}

TEST(CastlingRights, RookMoveLosesThatSide) {
    Position pos = play(from_fen(BothCastles), "h1h5");
    EXPECT_EQ(pos.castling_rights(), AllCorners ^ Bitboard(Square::H1));
    pos = play(pos, "a8a5");
    EXPECT_EQ(pos.castling_rights(), Bitboard(Square::A1) | Square::H8);
}

TEST(CastlingRights, CapturedRookLosesTheOpponentsRight) {
    Position pos = play(from_fen(BothCastles), "a1a8");
    EXPECT_EQ(pos.castling_rights(), Bitboard(Square::H1) | Square::H8);
    EXPECT_EQ(pos.to_fen(), "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
}

TEST(CastlingRights, CastlingLosesBoth) {
    Position pos = play(from_fen(BothCastles), "e1c1");
    EXPECT_EQ(pos.piece_on(Square::C1), Piece::WhiteKing);
    EXPECT_EQ(pos.piece_on(Square::D1), Piece::WhiteRook);
    EXPECT_EQ(pos.castling_rights(), Bitboard(Square::A8) | Square::H8);
    EXPECT_EQ(pos.halfmove_clock(), 1);
    pos = play(pos, "e8g8");
    EXPECT_EQ(pos.piece_on(Square::G8), Piece::BlackKing);
    EXPECT_EQ(pos.piece_on(Square::F8), Piece::BlackRook);
    EXPECT_EQ(pos.castling_rights(), Bitboard());
    EXPECT_EQ(pos.to_fen(), "r4rk1/8/8/8/8/8/8/2KR3R w - - 2 2");
}

TEST(CastlingRights, Chess960RookMoveLosesOnlyItsRight) {
    Position pos = from_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                            CastlingMode::Chess960);
    EXPECT_EQ(pos.castling_rights(), Bitboard(Square::F1) | Square::H1 | Square::F8 | Square::H8);
    pos = play(pos, "f1f2");
    EXPECT_EQ(pos.castling_rights(), Bitboard(Square::H1) | Square::F8 | Square::H8);
    EXPECT_TRUE(pos.is_chess960());
}

// ---------------------------------------------------------------------------
// The Zobrist key.

TEST(PositionKey, TranspositionsHaveEqualKeys) {
    Position a = play_all(Position::initial(), {"g1f3", "g8f6", "b1c3"});
    Position b = play_all(Position::initial(), {"b1c3", "g8f6", "g1f3"});
    EXPECT_EQ(a.key(), b.key());
    EXPECT_TRUE(a == b);
}

TEST(PositionKey, SideToMoveCastlingAndEnPassantChangeTheKey) {
    Position white = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    Position black = from_fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    Position fewer = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1");
    EXPECT_NE(white.key(), black.key());
    EXPECT_NE(white.key(), fewer.key());
    Position ep = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    Position no_ep = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    EXPECT_NE(ep.key(), no_ep.key());
    // Clocks are not part of the key.
    EXPECT_EQ(from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").key(),
              from_fen("4k3/8/8/8/8/8/8/4K3 w - - 37 90").key());
}

TEST(PositionKey, AnUnusableEnPassantSquareDoesNotChangeTheKey) {
    // No black pawn can take on e3: the position is the same as without it.
    Position named = from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    Position plain = from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ(named.key(), plain.key());
    EXPECT_TRUE(named == plain);
}

// Random games: the key updated move by move equals the key computed from
// scratch, the FEN round trips, and no move leaves the mover in check.
TEST(PositionKey, IncrementalKeyMatchesRecomputedKeyInRandomGames) {
    std::mt19937 rng(20240611);
    const std::pair<std::string_view, CastlingMode> starts[] = {
        {StartFen, CastlingMode::Standard},
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
         CastlingMode::Standard},
        {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", CastlingMode::Standard},
        {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
         CastlingMode::Chess960},
        {"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1", CastlingMode::Chess960},
    };
    for (const auto& [fen, mode] : starts) {
        for (int game = 0; game < 20; ++game) {
            Position pos = from_fen(fen, mode);
            for (int ply = 0; ply < 200; ++ply) {
                MoveList moves = legal_moves(pos);
                if (moves.empty())
                    break;
                Move m = moves[rng() % moves.size()];
                Color us = pos.side_to_move();
                pos = pos.play(m);
                ASSERT_TRUE(pos.attackers_to(pos.king_square(us), ~us, pos.occupied()).empty())
                    << to_uci(m) << " leaves the king in check: " << pos.to_fen();
                auto again = Position::from_fen(pos.to_fen(), mode);
                ASSERT_TRUE(again) << pos.to_fen() << ": " << again.error().to_string();
                ASSERT_EQ(again->key(), pos.key()) << "after " << to_uci(m) << ": " << pos.to_fen();
                ASSERT_TRUE(*again == pos) << pos.to_fen();
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Attacks and checks.

TEST(PositionAttacks, AttackersToASquare) {
    // The f3 pawn and the f2 knight attack e4; the b1 queen's diagonal is
    // blocked by the c2 pawn.
    Position pos = from_fen("4k3/8/8/8/8/5P2/2P2N2/1Q2K3 w - - 0 1");
    EXPECT_EQ(pos.attackers_to(Square::E4, Color::White, pos.occupied()),
              Bitboard(Square::F3) | Square::F2);
    // With c2 lifted, the queen joins.
    Bitboard without_c2 = pos.occupied() ^ Bitboard(Square::C2);
    EXPECT_EQ(pos.attackers_to(Square::E4, Color::White, without_c2),
              Bitboard(Square::F3) | Square::F2 | Square::B1);
    EXPECT_TRUE(pos.attackers_to(Square::E4, Color::Black, pos.occupied()).empty());
}

TEST(PositionAttacks, CheckersListsEveryChecker) {
    Position single = from_fen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    EXPECT_EQ(single.checkers(), Bitboard(Square::A1));
    Position two = from_fen("k3r3/8/8/8/8/3Q1n2/8/4K3 w - - 0 1");
    EXPECT_EQ(two.checkers(), Bitboard(Square::E8) | Square::F3);
    Position pawn = from_fen("4k3/3P4/8/8/8/8/8/4K3 b - - 0 1");
    EXPECT_EQ(pawn.checkers(), Bitboard(Square::D7));
}

// ---------------------------------------------------------------------------
// Legality of a given move.

TEST(PositionIsLegal, AcceptsOnlyGeneratedMoves) {
    Position start = Position::initial();
    EXPECT_TRUE(start.is_legal(Move::normal(Square::E2, Square::E4, PieceType::Pawn)));
    EXPECT_FALSE(start.is_legal(Move::normal(Square::E2, Square::E5, PieceType::Pawn)));
    // Right squares, wrong piece.
    EXPECT_FALSE(start.is_legal(Move::normal(Square::E2, Square::E4, PieceType::Knight)));
    // A knight pinned to its king.
    Position pinned = from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    EXPECT_FALSE(pinned.is_legal(Move::normal(Square::E2, Square::C3, PieceType::Knight)));
    // Castling without the right.
    Position no_rights = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    EXPECT_FALSE(no_rights.is_legal(Move::castle(Square::E1, Square::H1)));
}

TEST(PositionIsLegal, Chess960FlagSurvivesMoves) {
    Position pos = from_fen(BothCastles, CastlingMode::Chess960);
    EXPECT_TRUE(pos.is_chess960());
    EXPECT_TRUE(play(pos, "e1h1").is_chess960());
    EXPECT_FALSE(play(from_fen(BothCastles), "e1g1").is_chess960());
}

}  // namespace
}  // namespace touchmove::chess
