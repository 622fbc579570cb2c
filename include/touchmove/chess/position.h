// Position: a legal chess position, as a value.
//
// A Position can only be made from a Setup that passed validation (or as the
// initial position), so code holding one can trust it: each side has one
// king, no pawn stands on the first or last rank, the side not to move is
// not in check, every castling right has its king and rook in place, and an
// en-passant square is kept only where a legal en-passant capture exists.
//
// play() returns the position after a move and leaves this one unchanged
// (copy-make); a Position is about 150 bytes and copying it is cheap. It
// keeps no history: repetitions and the game record live in Game.
// Positions are immutable values and may be shared between threads.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "touchmove/chess/bitboard.h"
#include "touchmove/chess/expected.h"
#include "touchmove/chess/fen.h"
#include "touchmove/chess/move.h"
#include "touchmove/chess/piece.h"

namespace touchmove::chess {

enum class PositionErrorKind : std::uint8_t {
    MissingKing,       // a side has no king
    TooManyKings,      // a side has more than one king
    PawnOnBackRank,    // a pawn on the first or last rank
    OppositeCheck,     // the side not to move is in check
    InvalidCastling,   // a castling right without its king or rook in place
    InvalidEnPassant,  // an en-passant square where no double step just happened
};

struct PositionError {
    PositionErrorKind kind;
    std::string message;
};

// Whether castling is written the standard way or as in Chess960.
enum class CastlingMode : std::uint8_t { Standard, Chess960 };

class Position {
public:
    // The initial position of standard chess.
    static Position initial();

    // Validates a Setup. With mode Standard, castling rights must have the
    // king on the e-file and the rooks on the a- and h-files; a Setup whose
    // castling field made it Chess960 is validated as Chess960.
    static Expected<Position, PositionError> from_setup(const Setup& setup,
                                                        CastlingMode mode = CastlingMode::Standard);

    // Parses and validates FEN text; validation errors are reported as
    // FenErrors naming the field concerned (a missing king: board; the side
    // not to move in check: side to move; and so on).
    static Expected<Position, FenError> from_fen(std::string_view fen,
                                                 CastlingMode mode = CastlingMode::Standard);

    Setup to_setup() const;
    // Writes FEN; castling as KQkq where that is unambiguous, else with files (X-FEN).
    std::string to_fen() const;

    Color side_to_move() const { return side_to_move_; }
    Piece piece_on(Square s) const { return board_[to_index(s)]; }
    Bitboard occupied() const { return by_color_[Color::White] | by_color_[Color::Black]; }
    Bitboard pieces(Color c) const { return by_color_[c]; }
    Bitboard pieces(PieceType t) const { return by_type_[t]; }
    Bitboard pieces(Color c, PieceType t) const { return by_color_[c] & by_type_[t]; }
    Square king_square(Color c) const { return pieces(c, PieceType::King).first(); }

    // The rooks that keep a castling right, by square.
    Bitboard castling_rights() const { return castling_rights_; }
    // The en-passant target square, present only when the capture is legal.
    std::optional<Square> en_passant_square() const { return en_passant_; }
    int halfmove_clock() const { return halfmove_clock_; }
    int fullmove_number() const { return fullmove_number_; }
    bool is_chess960() const { return chess960_; }

    // A Zobrist hash of placement, side to move, castling rights and
    // en-passant square: equal positions in the sense of the repetition rule
    // have equal keys.
    std::uint64_t key() const { return key_; }

    // Returns the pieces of colour `by` that attack s, with the given occupancy.
    Bitboard attackers_to(Square s, Color by, Bitboard occupied) const;
    // Returns the opponent's pieces that give check to the side to move.
    Bitboard checkers() const {
        return attackers_to(king_square(side_to_move_), ~side_to_move_, occupied());
    }
    bool is_check() const { return checkers().any(); }
    bool is_checkmate() const;
    bool is_stalemate() const;
    // True when neither side can ever mate (FIDE 5.2.2 in the narrow sense
    // used by most software: only kings, or king and one minor piece
    // against a bare king, or bishops of one colour complex only).
    bool is_insufficient_material() const;
    // True when the given side has no way to mate by any series of legal moves,
    // by the same material test (used for "loses unless the opponent cannot mate").
    bool has_insufficient_material(Color c) const;
    // True when only kings and pawns remain, every pawn is blocked by an
    // enemy pawn and can never capture, and neither king can ever reach an
    // enemy pawn to take it: only the kings will ever move, so neither side
    // can mate (a dead position, FIDE 5.2.2). A sufficient test, not a
    // complete one: other dead positions answer false.
    bool is_dead_by_blocked_pawns() const;

    // True when the move is one of this position's legal moves.
    bool is_legal(Move m) const;

    // Returns the position after a legal move; the move must be legal here.
    Position play(Move m) const {
        Position next = *this;
        next.apply(m);
        return next;
    }
    // Plays a legal move on this position in place.
    void apply(Move m);

    bool operator==(const Position& o) const;

private:
    friend struct PositionAccess;

    void put(Piece p, Square s);
    void remove(Square s);
    // Moves the piece on `from` to the empty square `to` (remove() then
    // put(), with each bitboard changed once).
    void move_piece(Square from, Square to);
    void compute_key();
    // Keeps the en-passant square only when a legal capture onto it exists.
    void validate_en_passant();

    ByPieceType<Bitboard> by_type_;
    ByColor<Bitboard> by_color_;
    std::array<Piece, 64> board_ = Setup::make_empty_board();
    std::uint64_t key_ = 0;
    Bitboard castling_rights_;
    std::optional<Square> en_passant_;
    Color side_to_move_ = Color::White;
    bool chess960_ = false;
    std::uint16_t halfmove_clock_ = 0;
    std::uint16_t fullmove_number_ = 1;
};

// Returns the position's FEN (same as Position::to_fen()).
inline std::string to_fen(const Position& p) {
    return p.to_fen();
}

}  // namespace touchmove::chess
