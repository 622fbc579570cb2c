// Legal move generation: pins, check evasions, double check, en passant,
// castling, promotions, and the details each Move states.
#include "touchmove/chess/movegen.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "support/positions.h"
#include "touchmove/chess/position.h"
#include "touchmove/chess/uci.h"

namespace touchmove::chess {
namespace {

using test::from_fen;

// The moves as sorted UCI strings, for comparison with a list written by hand.
std::set<std::string> uci_set(const Position& pos, const MoveList& moves) {
    std::set<std::string> out;
    for (Move m : moves)
        out.insert(to_uci(pos, m));
    return out;
}

std::set<std::string> all_moves(const Position& pos) {
    return uci_set(pos, legal_moves(pos));
}
std::set<std::string> moves_from(const Position& pos, Square s) {
    return uci_set(pos, legal_moves_from(pos, s));
}

bool has_castle(const Position& pos, Square king, Square rook) {
    return legal_moves(pos).contains(Move::castle(king, rook));
}

// ---------------------------------------------------------------------------
// legal_moves_from.

TEST(LegalMovesFrom, StartPosition) {
    Position start = Position::initial();
    EXPECT_EQ(moves_from(start, Square::E2), (std::set<std::string>{"e2e3", "e2e4"}));
    EXPECT_EQ(moves_from(start, Square::G1), (std::set<std::string>{"g1f3", "g1h3"}));
    EXPECT_TRUE(moves_from(start, Square::A1).empty());  // boxed in
    EXPECT_TRUE(moves_from(start, Square::E4).empty());  // empty square
    EXPECT_TRUE(moves_from(start, Square::E7).empty());  // Black's pawn, White to move
    EXPECT_EQ(legal_moves(start).size(), 20u);
    EXPECT_EQ(count_legal_moves(start), 20);
}

TEST(LegalMovesFrom, KingInTheOpen) {
    Position pos = from_fen("4k3/8/8/8/3K4/8/8/8 w - - 0 1");
    EXPECT_EQ(moves_from(pos, Square::D4), (std::set<std::string>{"d4c3", "d4c4", "d4c5", "d4d3",
                                                                  "d4d5", "d4e3", "d4e4", "d4e5"}));
}

// ---------------------------------------------------------------------------
// Pins.

TEST(Pins, APinnedKnightHasNoMoves) {
    Position pos = from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    EXPECT_TRUE(moves_from(pos, Square::E2).empty());
}

TEST(Pins, APinnedBishopMovesAlongThePin) {
    // The b4 bishop pins d2 against e1: c3 and the capture on b4 stay legal.
    Position pos = from_fen("4k3/8/8/8/1b6/8/3B4/4K3 w - - 0 1");
    EXPECT_EQ(moves_from(pos, Square::D2), (std::set<std::string>{"d2c3", "d2b4"}));
}

TEST(Pins, APinnedRookMovesAlongTheFile) {
    Position pos = from_fen("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1");
    EXPECT_EQ(moves_from(pos, Square::E2),
              (std::set<std::string>{"e2e3", "e2e4", "e2e5", "e2e6", "e2e7", "e2e8"}));
}

TEST(Pins, ADiagonallyPinnedRookCannotMove) {
    Position pos = from_fen("6k1/8/8/8/8/2b5/3R4/4K3 w - - 0 1");
    EXPECT_TRUE(moves_from(pos, Square::D2).empty());
}

TEST(Pins, APinnedPawnMayOnlyTakeThePinner) {
    // The c3 bishop pins the d2 pawn diagonally: dxc3 only, no pushes.
    Position pos = from_fen("6k1/8/8/8/8/2b5/3P4/4K3 w - - 0 1");
    EXPECT_EQ(moves_from(pos, Square::D2), (std::set<std::string>{"d2c3"}));
    // A pawn pinned along its file may push but not capture.
    Position file = from_fen("4r1k1/8/8/8/8/3b4/4P3/4K3 w - - 0 1");
    EXPECT_EQ(moves_from(file, Square::E2), (std::set<std::string>{"e2e3", "e2e4"}));
}

TEST(Pins, APieceBehindAnotherIsNotPinned) {
    // Two white pieces between king and rook: neither is pinned.
    Position pos = from_fen("4r1k1/8/8/8/4N3/8/4B3/4K3 w - - 0 1");
    EXPECT_EQ(moves_from(pos, Square::E4).size(), 8u);
    EXPECT_FALSE(moves_from(pos, Square::E2).empty());
}

// ---------------------------------------------------------------------------
// Check.

TEST(Check, EvasionsAreBlocksCapturesAndKingMoves) {
    // The e8 rook checks e1. Nc3 can block on e2 or e4, Bg6 can block on e4
    // or take e8, the king can step to d1, f1 or f2. The d2 pawn and h1 rook
    // cannot help, and castling out of check is not allowed.
    Position pos = from_fen("k3r3/8/6B1/8/8/2N5/3P4/4K2R w K - 0 1");
    EXPECT_TRUE(pos.is_check());
    EXPECT_EQ(pos.checkers(), Bitboard(Square::E8));
    EXPECT_EQ(all_moves(pos),
              (std::set<std::string>{"c3e2", "c3e4", "g6e4", "g6e8", "e1d1", "e1f1", "e1f2"}));
}

TEST(Check, AKnightCheckCannotBeBlocked) {
    // Only capturing the f3 knight or moving the king answers it.
    Position pos = from_fen("4k3/8/8/8/8/5n2/3PB3/4K3 w - - 0 1");
    EXPECT_EQ(all_moves(pos), (std::set<std::string>{"e2f3", "e1d1", "e1f1", "e1f2"}));
}

TEST(Check, TheKingCannotRetreatAlongTheCheckingLine) {
    // A rook checks along the first rank; f1 stays attacked through the king.
    Position pos = from_fen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    EXPECT_EQ(all_moves(pos), (std::set<std::string>{"e1d2", "e1e2", "e1f2"}));
}

TEST(Check, DoubleCheckAllowsOnlyKingMoves) {
    // The f3 knight and the e8 rook both check. The d3 queen could take the
    // knight or block the rook, but not both: only the king moves.
    Position pos = from_fen("k3r3/8/8/8/8/3Q1n2/8/4K3 w - - 0 1");
    EXPECT_EQ(pos.checkers().count(), 2);
    EXPECT_EQ(all_moves(pos), (std::set<std::string>{"e1d1", "e1f1", "e1f2"}));
    EXPECT_TRUE(moves_from(pos, Square::D3).empty());
}

TEST(Check, CheckmateHasNoMoves) {
    Position pos = from_fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    EXPECT_TRUE(pos.is_check());
    EXPECT_TRUE(legal_moves(pos).empty());
    EXPECT_EQ(count_legal_moves(pos), 0);
    EXPECT_TRUE(pos.is_checkmate());
    EXPECT_FALSE(pos.is_stalemate());
}

TEST(Check, StalemateHasNoMoves) {
    Position pos = from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    EXPECT_FALSE(pos.is_check());
    EXPECT_TRUE(legal_moves(pos).empty());
    EXPECT_TRUE(pos.is_stalemate());
    EXPECT_FALSE(pos.is_checkmate());
}

// ---------------------------------------------------------------------------
// En passant.

TEST(EnPassant, CaptureIsGeneratedWithItsDetails) {
    Position pos = from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    EXPECT_EQ(moves_from(pos, Square::E5), (std::set<std::string>{"e5e6", "e5d6"}));
    MoveList moves = legal_moves_from(pos, Square::E5);
    auto ep = std::find_if(moves.begin(), moves.end(), [](Move m) { return m.is_en_passant(); });
    ASSERT_NE(ep, moves.end());
    EXPECT_EQ(ep->kind(), MoveKind::EnPassant);
    EXPECT_EQ(ep->piece(), PieceType::Pawn);
    EXPECT_EQ(ep->captured(), PieceType::Pawn);
    EXPECT_TRUE(ep->is_capture());
    EXPECT_EQ(ep->en_passant_victim(), Square::D5);
    Position after = pos.play(*ep);
    EXPECT_EQ(after.piece_on(Square::D6), Piece::WhitePawn);
    EXPECT_EQ(after.piece_on(Square::D5), Piece::None);
    EXPECT_EQ(after.piece_on(Square::E5), Piece::None);
    EXPECT_EQ(after.halfmove_clock(), 0);
}

TEST(EnPassant, BothNeighboursMayTake) {
    Position pos = from_fen("4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1");
    MoveList moves = legal_moves(pos);
    EXPECT_TRUE(moves.contains(Move::en_passant(Square::C5, Square::D6)));
    EXPECT_TRUE(moves.contains(Move::en_passant(Square::E5, Square::D6)));
}

TEST(EnPassant, ExcludedWhenItWouldExposeTheKingAlongTheRank) {
    // bxc6 e.p. would take both pawns off the fifth rank: the h5 rook would
    // then attack the a5 king. The square is not even kept in the position.
    Position pos = from_fen("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1");
    EXPECT_FALSE(pos.en_passant_square());
    EXPECT_EQ(moves_from(pos, Square::B5), (std::set<std::string>{"b5b6"}));
    // Without the rook the capture is legal.
    Position free = from_fen("8/8/8/KPp5/8/8/8/4k3 w - c6 0 1");
    EXPECT_EQ(moves_from(free, Square::B5), (std::set<std::string>{"b5b6", "b5c6"}));
}

TEST(EnPassant, ExcludedWhenTheCapturerIsPinnedDiagonally) {
    // The h8 bishop pins the e5 pawn against the b2 king: neither e6 nor
    // exd6 e.p. stays on the diagonal.
    Position pos = from_fen("4k2b/8/8/3pP3/8/8/1K6/8 w - d6 0 1");
    EXPECT_EQ(moves_from(pos, Square::E5), (std::set<std::string>{}));
}

TEST(EnPassant, RemovesTheCheckingPawn) {
    // White's d2-d4 checks the e5 king; cxd3 e.p. removes the checker.
    Position pos = from_fen("8/8/8/4k3/2pP4/8/8/4K3 b - d3 0 1");
    EXPECT_TRUE(pos.is_check());
    EXPECT_TRUE(legal_moves(pos).contains(Move::en_passant(Square::C4, Square::D3)));
}

TEST(EnPassant, DoesNotAnswerAnUnrelatedCheck) {
    // The b4 bishop checks the e1 king; e5xd6 e.p. does not help.
    Position pos = from_fen("4k3/8/8/3pP3/1b6/8/8/4K3 w - d6 0 1");
    EXPECT_TRUE(pos.is_check());
    EXPECT_FALSE(legal_moves(pos).contains(Move::en_passant(Square::E5, Square::D6)));
}

// ---------------------------------------------------------------------------
// Castling.

constexpr std::string_view BothCastles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

TEST(Castling, BothSidesWhenFree) {
    Position pos = from_fen(BothCastles);
    EXPECT_TRUE(has_castle(pos, Square::E1, Square::H1));
    EXPECT_TRUE(has_castle(pos, Square::E1, Square::A1));
    EXPECT_EQ(legal_moves(pos).size(), 26u);
}

TEST(Castling, NotThroughCheck) {
    // The f8 rook attacks f1, which the king crosses.
    Position pos = from_fen("r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1");
    EXPECT_FALSE(has_castle(pos, Square::E1, Square::H1));
    EXPECT_TRUE(has_castle(pos, Square::E1, Square::A1));
    // The d8 rook attacks d1.
    Position queenside = from_fen("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    EXPECT_FALSE(has_castle(queenside, Square::E1, Square::A1));
    EXPECT_TRUE(has_castle(queenside, Square::E1, Square::H1));
}

TEST(Castling, NotIntoCheck) {
    Position pos = from_fen("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    EXPECT_FALSE(has_castle(pos, Square::E1, Square::H1));
    Position queenside = from_fen("2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    EXPECT_FALSE(has_castle(queenside, Square::E1, Square::A1));
    // A pawn attack counts too: the black pawn on h2 attacks g1.
    Position pawn = from_fen("4k3/8/8/8/8/8/7p/R3K2R w KQ - 0 1");
    EXPECT_FALSE(has_castle(pawn, Square::E1, Square::H1));
}

TEST(Castling, NotOutOfCheck) {
    Position pos = from_fen("4k3/8/8/4q3/8/8/8/R3K2R w KQ - 0 1");
    EXPECT_TRUE(pos.is_check());
    EXPECT_FALSE(has_castle(pos, Square::E1, Square::H1));
    EXPECT_FALSE(has_castle(pos, Square::E1, Square::A1));
}

TEST(Castling, AnAttackedRookOrB1SquareDoesNotMatter) {
    // The b8 rook attacks b1 (crossed only by the rook); the h8 rook attacks h1.
    Position pos = from_fen("1r2k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    EXPECT_TRUE(has_castle(pos, Square::E1, Square::A1));
    EXPECT_TRUE(has_castle(pos, Square::E1, Square::H1));
}

TEST(Castling, NotThroughPieces) {
    Position pos = from_fen("4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1");
    EXPECT_FALSE(has_castle(pos, Square::E1, Square::H1));
    EXPECT_FALSE(has_castle(pos, Square::E1, Square::A1));
    Position start = Position::initial();
    EXPECT_FALSE(has_castle(start, Square::E1, Square::H1));
}

TEST(Castling, NotWithoutTheRight) {
    Position pos = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1");
    EXPECT_TRUE(has_castle(pos, Square::E1, Square::H1));
    EXPECT_FALSE(has_castle(pos, Square::E1, Square::A1));
}

TEST(Castling, MoveStatesKingAndRookSquares) {
    Position pos = from_fen(BothCastles);
    Move short_castle = Move::castle(Square::E1, Square::H1);
    Move long_castle = Move::castle(Square::E1, Square::A1);
    ASSERT_TRUE(pos.is_legal(short_castle));
    ASSERT_TRUE(pos.is_legal(long_castle));
    EXPECT_EQ(short_castle.kind(), MoveKind::Castle);
    EXPECT_EQ(short_castle.piece(), PieceType::King);
    EXPECT_FALSE(short_castle.captured());
    EXPECT_FALSE(short_castle.is_capture());
    EXPECT_TRUE(short_castle.is_kingside_castle());
    EXPECT_EQ(short_castle.from(), Square::E1);
    EXPECT_EQ(short_castle.to(), Square::H1);
    EXPECT_EQ(short_castle.king_to(), Square::G1);
    EXPECT_EQ(short_castle.rook_to(), Square::F1);
    EXPECT_FALSE(long_castle.is_kingside_castle());
    EXPECT_EQ(long_castle.king_to(), Square::C1);
    EXPECT_EQ(long_castle.rook_to(), Square::D1);

    Move black = Move::castle(Square::E8, Square::A8);
    EXPECT_EQ(black.king_to(), Square::C8);
    EXPECT_EQ(black.rook_to(), Square::D8);

    Position after = pos.play(short_castle);
    EXPECT_EQ(after.piece_on(Square::G1), Piece::WhiteKing);
    EXPECT_EQ(after.piece_on(Square::F1), Piece::WhiteRook);
    EXPECT_EQ(after.piece_on(Square::E1), Piece::None);
    EXPECT_EQ(after.piece_on(Square::H1), Piece::None);
    EXPECT_EQ(after.castling_rights(), Bitboard(Square::A8) | Square::H8);
}

// ---------------------------------------------------------------------------
// Chess960 castling.

TEST(Chess960Castling, BlockedWhenTheCastlingRookShieldsTheKingsDestination) {
    // King d1, castling rook b1, black rook a1. Before castling the b1 rook
    // hides c1 from a1; after O-O-O (king c1, rook d1) the king is in check.
    Position pos = from_fen("7k/8/8/8/8/8/8/rR1K4 w B - 0 1", CastlingMode::Chess960);
    EXPECT_FALSE(has_castle(pos, Square::D1, Square::B1));
    EXPECT_EQ(all_moves(pos),
              (std::set<std::string>{"d1c1", "d1c2", "d1d2", "d1e1", "d1e2", "b1a1", "b1c1"}));
    // Without the black rook O-O-O is legal.
    Position free = from_fen("7k/8/8/8/8/8/8/1R1K4 w B - 0 1", CastlingMode::Chess960);
    EXPECT_TRUE(has_castle(free, Square::D1, Square::B1));
    Position after = free.play(Move::castle(Square::D1, Square::B1));
    EXPECT_EQ(after.piece_on(Square::C1), Piece::WhiteKing);
    EXPECT_EQ(after.piece_on(Square::D1), Piece::WhiteRook);
    EXPECT_EQ(after.piece_on(Square::B1), Piece::None);
}

TEST(Chess960Castling, KingAndRookSwapSquares) {
    Position pos = from_fen("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", CastlingMode::Chess960);
    Move castle = Move::castle(Square::F1, Square::G1);
    ASSERT_TRUE(pos.is_legal(castle));
    EXPECT_EQ(castle.king_to(), Square::G1);
    EXPECT_EQ(castle.rook_to(), Square::F1);
    Position after = pos.play(castle);
    EXPECT_EQ(after.piece_on(Square::G1), Piece::WhiteKing);
    EXPECT_EQ(after.piece_on(Square::F1), Piece::WhiteRook);
    EXPECT_EQ(after.to_fen(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
}

TEST(Chess960Castling, KingAlreadyOnItsDestination) {
    Position pos = from_fen("4k3/8/8/8/8/8/8/6KR w H - 0 1", CastlingMode::Chess960);
    Move castle = Move::castle(Square::G1, Square::H1);
    ASSERT_TRUE(pos.is_legal(castle));
    EXPECT_EQ(pos.play(castle).to_fen(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
}

TEST(Chess960Castling, TheRooksDestinationMustBeFree) {
    // King b1, rook a1: O-O-O puts the king on c1 and the rook on d1, where
    // a white knight stands.
    Position pos = from_fen("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1", CastlingMode::Chess960);
    EXPECT_FALSE(has_castle(pos, Square::B1, Square::A1));
    Position free = from_fen("4k3/8/8/8/8/8/8/RK2N3 w A - 0 1", CastlingMode::Chess960);
    EXPECT_TRUE(has_castle(free, Square::B1, Square::A1));
}

// ---------------------------------------------------------------------------
// Promotions.

TEST(Promotions, FourPiecesForEachSquareCapturesIncluded) {
    // The b7 pawn can push to b8 or take on a8 and c8.
    Position pos = from_fen("r1r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    MoveList moves = legal_moves_from(pos, Square::B7);
    EXPECT_EQ(moves.size(), 12u);
    for (Square to : {Square::A8, Square::B8, Square::C8}) {
        for (PieceType t :
             {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight}) {
            std::optional<PieceType> captured;
            if (to != Square::B8)
                captured = PieceType::Rook;
            Move m = Move::normal(Square::B7, to, PieceType::Pawn, captured, t);
            EXPECT_TRUE(moves.contains(m)) << to_uci(m);
        }
    }
    for (Move m : moves) {
        EXPECT_TRUE(m.is_promotion());
        EXPECT_EQ(m.piece(), PieceType::Pawn);
        EXPECT_EQ(m.kind(), MoveKind::Normal);
    }
}

TEST(Promotions, BlackPromotesOnTheFirstRank) {
    Position pos = from_fen("4k3/8/8/8/8/8/6p1/4K2R b K - 0 1");
    EXPECT_EQ(moves_from(pos, Square::G2),
              (std::set<std::string>{"g2g1q", "g2g1r", "g2g1b", "g2g1n", "g2h1q", "g2h1r", "g2h1b",
                                     "g2h1n"}));
    Position after = pos.play(
        Move::normal(Square::G2, Square::H1, PieceType::Pawn, PieceType::Rook, PieceType::Knight));
    EXPECT_EQ(after.piece_on(Square::H1), Piece::BlackKnight);
    EXPECT_EQ(after.castling_rights(), Bitboard());  // the h1 rook was taken
}

TEST(Promotions, APromotionCanAnswerCheck) {
    // The f8 rook checks the c8 king along the rank; e7-e8 blocks.
    Position pos = from_fen("2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1");
    EXPECT_TRUE(pos.is_check());
    std::set<std::string> promotions;
    for (Move m : legal_moves_from(pos, Square::E7))
        promotions.insert(to_uci(m));
    EXPECT_EQ(promotions, (std::set<std::string>{"e7e8q", "e7e8r", "e7e8b", "e7e8n", "e7f8q",
                                                 "e7f8r", "e7f8b", "e7f8n"}));
}

// ---------------------------------------------------------------------------
// What each Move states.

TEST(MoveFields, NormalMovesAndCaptures) {
    Position take = from_fen("4k3/8/3q4/8/4N3/8/8/4K3 w - - 0 1");
    Move nxd6 = Move::normal(Square::E4, Square::D6, PieceType::Knight, PieceType::Queen);
    ASSERT_TRUE(take.is_legal(nxd6));
    EXPECT_EQ(nxd6.captured(), PieceType::Queen);
    EXPECT_EQ(nxd6.kind(), MoveKind::Normal);
    EXPECT_FALSE(nxd6.promotion());
    EXPECT_EQ(nxd6.king_to(), Square::D6);
    // The same squares without the capture are not the legal move.
    EXPECT_FALSE(take.is_legal(Move::normal(Square::E4, Square::D6, PieceType::Knight)));
}

TEST(MoveFields, GeneratedMovesNameThePieceOnTheirSquares) {
    Position pos = from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    for (Move m : legal_moves(pos)) {
        EXPECT_EQ(type_of(pos.piece_on(m.from())), m.piece()) << to_uci(m);
        if (m.is_castle()) {
            EXPECT_EQ(pos.piece_on(m.to()), Piece::WhiteRook);
            EXPECT_FALSE(m.captured());
        } else if (m.is_en_passant()) {
            EXPECT_EQ(pos.piece_on(m.to()), Piece::None);
        } else if (pos.piece_on(m.to()) == Piece::None) {
            EXPECT_FALSE(m.captured()) << to_uci(m);
        } else {
            EXPECT_EQ(m.captured(), type_of(pos.piece_on(m.to()))) << to_uci(m);
        }
    }
}

TEST(MoveFields, RawEncodingRoundTrips) {
    Move m =
        Move::normal(Square::B7, Square::A8, PieceType::Pawn, PieceType::Rook, PieceType::Knight);
    EXPECT_EQ(m.from(), Square::B7);
    EXPECT_EQ(m.to(), Square::A8);
    EXPECT_EQ(m.piece(), PieceType::Pawn);
    EXPECT_EQ(m.captured(), PieceType::Rook);
    EXPECT_EQ(m.promotion(), PieceType::Knight);
    EXPECT_LT(m.bits(), 1u << 23);
    EXPECT_NE(m, Move::normal(Square::B7, Square::A8, PieceType::Pawn, PieceType::Rook,
                              PieceType::Queen));
    // A pawn capture (captured type Pawn) differs from a quiet move.
    EXPECT_NE(Move::normal(Square::E4, Square::D5, PieceType::Pawn, PieceType::Pawn),
              Move::normal(Square::E4, Square::D5, PieceType::Pawn));
}

// ---------------------------------------------------------------------------
// Counting agrees with listing.

TEST(CountLegalMoves, MatchesTheListInVariedPositions) {
    for (std::string_view fen :
         {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1",
          "R6r/8/8/2K5/5k2/8/8/r6R w - - 0 1", "k3r3/8/8/8/8/3Q1n2/8/4K3 w - - 0 1",
          // A position with 218 legal moves, the known maximum.
          "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1"}) {
        Position pos = from_fen(fen);
        EXPECT_EQ(count_legal_moves(pos), static_cast<int>(legal_moves(pos).size())) << fen;
    }
    EXPECT_EQ(legal_moves(from_fen("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1")).size(),
              218u);
}

// has_legal_move() answers as counting does, where the king can step aside,
// where only another piece, pinned or not, or nothing can move.
TEST(HasLegalMove, AgreesWithCounting) {
    for (std::string_view fen : {
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
             "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",     // stalemate
             "7k/5Q2/6K1/8/8/8/p7/8 b - - 0 1",    // the king boxed in, a pawn can move
             "7k/5Q2/6K1/8/8/p7/P7/8 b - - 0 1",   // ... a pawn that cannot: stalemate
             "r6k/5Q2/6K1/8/8/8/8/8 b - - 0 1",    // the king boxed in, a rook can move
             "R6k/6pp/8/8/8/8/8/6K1 b - - 0 1",    // checkmate
             "R6k/6p1/8/8/8/8/8/6K1 b - - 0 1",    // check: the king steps aside
             "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",  // mate: h8 is on the checking rank
             "4k3/4r3/8/8/8/8/8/4RK2 b - - 0 1",   // a pinned rook moves along the pin
             "k7/p1K5/8/8/8/8/8/R7 b - - 0 1",     // a pinned pawn pushes along the pin
             "k7/p1K5/P7/8/8/8/8/R7 b - - 0 1",    // ... blocked: stalemate
             "7k/5Kn1/6P1/8/8/8/8/B7 b - - 0 1",   // a pinned knight: stalemate
             "7k/5Kn1/6P1/8/8/8/8/1B6 b - - 0 1",  // the knight unpinned moves
         }) {
        Position pos = from_fen(fen);
        EXPECT_EQ(has_legal_move(pos), count_legal_moves(pos) > 0) << fen;
    }
    EXPECT_FALSE(has_legal_move(from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")));
    EXPECT_TRUE(has_legal_move(from_fen("7k/5Q2/6K1/8/8/8/p7/8 b - - 0 1")));
}

}  // namespace
}  // namespace touchmove::chess
