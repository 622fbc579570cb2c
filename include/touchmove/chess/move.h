// Move: one legal move, stating what it does.
//
// The arbiter needs to know which pieces a move lifts, removes and places, so
// a Move carries the moving piece type, the captured piece type (if any), the
// promotion (if any) and its kind, not just two squares. Castling is stored
// as the king "capturing" its own rook (from = king square, to = rook
// square): that is unambiguous in Chess960, where the king may not move at
// all; king_to() and rook_to() give the squares the physical board shows.
//
// A Move is four bytes; it is valid only together with the position it was
// generated for.
#pragma once

#include <cstdint>
#include <optional>

#include "touchmove/chess/piece.h"
#include "touchmove/chess/square.h"

namespace touchmove::chess {

enum class MoveKind : std::uint8_t { Normal, EnPassant, Castle };

class Move {
public:
    constexpr Move() = default;

    // A normal move or promotion; captured and promotion are optional.
    static constexpr Move normal(Square from, Square to, PieceType piece,
                                 std::optional<PieceType> captured = std::nullopt,
                                 std::optional<PieceType> promotion = std::nullopt) {
        return Move(from, to, piece, captured, promotion, MoveKind::Normal);
    }
    static constexpr Move en_passant(Square from, Square to) {
        return Move(from, to, PieceType::Pawn, PieceType::Pawn, std::nullopt, MoveKind::EnPassant);
    }
    // Castling, given as the king's square and the castling rook's square.
    static constexpr Move castle(Square king, Square rook) {
        return Move(king, rook, PieceType::King, std::nullopt, std::nullopt, MoveKind::Castle);
    }

    constexpr Square from() const { return square_at(bits_ & 63); }
    // The destination; for castling, the rook's square.
    constexpr Square to() const { return square_at((bits_ >> 6) & 63); }
    constexpr PieceType piece() const { return piece_type_at((bits_ >> 12) & 7); }
    constexpr std::optional<PieceType> captured() const { return field(15); }
    constexpr std::optional<PieceType> promotion() const { return field(18); }
    constexpr MoveKind kind() const { return static_cast<MoveKind>((bits_ >> 21) & 3); }

    constexpr bool is_capture() const { return ((bits_ >> 15) & 7) != 0; }
    constexpr bool is_promotion() const { return ((bits_ >> 18) & 7) != 0; }
    constexpr bool is_castle() const { return kind() == MoveKind::Castle; }
    constexpr bool is_en_passant() const { return kind() == MoveKind::EnPassant; }

    // For castling: true when the rook stands on the king's h-file side (O-O).
    constexpr bool is_kingside_castle() const {
        return is_castle() && to_index(to()) > to_index(from());
    }

    // Where the king ends: for castling the g- or c-file, else to().
    constexpr Square king_to() const {
        if (!is_castle())
            return to();
        return make_square(is_kingside_castle() ? File::G : File::C, rank_of(from()));
    }
    // Where the castling rook ends: the f- or d-file. Only for castling.
    constexpr Square rook_to() const {
        return make_square(is_kingside_castle() ? File::F : File::D, rank_of(from()));
    }
    // The square of the pawn taken en passant. Only for en passant.
    constexpr Square en_passant_victim() const {
        return make_square(file_of(to()), rank_of(from()));
    }

    // The raw 23-bit encoding, for hashing and tables.
    constexpr std::uint32_t bits() const { return bits_; }
    // Rebuilds a move from bits(); the bits must come from a Move.
    static constexpr Move from_bits(std::uint32_t bits) {
        Move m;
        m.bits_ = bits;
        return m;
    }
    constexpr bool operator==(const Move&) const = default;

private:
    // Bit layout:
    //   0- 5 from square       12-14 moving piece type   18-20 promotion type + 1 (0: none)
    //   6-11 to square         15-17 captured type + 1 (0: none)   21-22 MoveKind
    constexpr Move(Square from, Square to, PieceType piece, std::optional<PieceType> captured,
                   std::optional<PieceType> promotion, MoveKind kind)
        : bits_(static_cast<std::uint32_t>(to_index(from)) |
                static_cast<std::uint32_t>(to_index(to)) << 6 |
                static_cast<std::uint32_t>(to_index(piece)) << 12 |
                static_cast<std::uint32_t>(captured ? to_index(*captured) + 1 : 0) << 15 |
                static_cast<std::uint32_t>(promotion ? to_index(*promotion) + 1 : 0) << 18 |
                static_cast<std::uint32_t>(kind) << 21) {}

    constexpr std::optional<PieceType> field(int shift) const {
        unsigned v = (bits_ >> shift) & 7;
        if (v == 0)
            return std::nullopt;
        return piece_type_at(static_cast<int>(v) - 1);
    }

    std::uint32_t bits_ = 0;
};

}  // namespace touchmove::chess
