#include "touchmove/chess/position.h"

#include "attacks.h"
#include "touchmove/chess/movegen.h"
#include "zobrist.h"

namespace touchmove::chess {

namespace {

Bitboard back_rank(Color c) {
    return Bitboard::rank(relative_rank(c, Rank::R1));
}

constexpr Bitboard LightSquares{0x55AA55AA55AA55AAULL};

}  // namespace

Position Position::initial() {
    static const Position start = from_fen(StartFen).value();
    return start;
}

void Position::put(Piece p, Square s) {
    Bitboard b(s);
    by_type_[type_of(p)] |= b;
    by_color_[color_of(p)] |= b;
    board_[to_index(s)] = p;
    key_ ^= zobrist::piece(p, s);
}

void Position::remove(Square s) {
    Piece p = board_[to_index(s)];
    Bitboard b(s);
    by_type_[type_of(p)] ^= b;
    by_color_[color_of(p)] ^= b;
    board_[to_index(s)] = Piece::None;
    key_ ^= zobrist::piece(p, s);
}

void Position::move_piece(Square from, Square to) {
    const Piece p = board_[to_index(from)];
    const Bitboard both = Bitboard(from) | Bitboard(to);
    by_type_[type_of(p)] ^= both;
    by_color_[color_of(p)] ^= both;
    board_[to_index(from)] = Piece::None;
    board_[to_index(to)] = p;
    key_ ^= zobrist::piece(p, from) ^ zobrist::piece(p, to);
}

void Position::compute_key() {
    key_ = 0;
    for (Square s : occupied())
        key_ ^= zobrist::piece(piece_on(s), s);
    for (Square r : castling_rights_)
        key_ ^= zobrist::castling(r);
    if (en_passant_)
        key_ ^= zobrist::en_passant(file_of(*en_passant_));
    if (side_to_move_ == Color::Black)
        key_ ^= zobrist::black_to_move();
}

Bitboard Position::attackers_to(Square s, Color by, Bitboard occ) const {
    Bitboard them = by_color_[by];
    Bitboard diagonal = by_type_[PieceType::Bishop] | by_type_[PieceType::Queen];
    Bitboard orthogonal = by_type_[PieceType::Rook] | by_type_[PieceType::Queen];
    return them & ((attacks::pawn(~by, s) & by_type_[PieceType::Pawn]) |
                   (attacks::knight(s) & by_type_[PieceType::Knight]) |
                   (attacks::king(s) & by_type_[PieceType::King]) |
                   (attacks::bishop(s, occ) & diagonal) | (attacks::rook(s, occ) & orthogonal));
}

void Position::validate_en_passant() {
    // Called with the capturing side to move; en_passant_ holds the candidate.
    Square ep = *en_passant_;
    Color us = side_to_move_;
    Square victim = offset(ep, us == Color::White ? -8 : 8);
    Square king = king_square(us);
    bool legal = false;
    for (Square from : attacks::pawn(~us, ep) & pieces(us, PieceType::Pawn)) {
        Bitboard occ = (occupied() ^ from ^ victim) | ep;
        Bitboard checkers = attackers_to(king, ~us, occ) & ~Bitboard(victim);
        if (checkers.empty()) {
            legal = true;
            break;
        }
    }
    if (legal) {
        key_ ^= zobrist::en_passant(file_of(ep));
    } else {
        en_passant_.reset();
    }
}

void Position::apply(Move m) {
    const Color us = side_to_move_;
    const Square from = m.from();
    const Square to = m.to();
    const Piece moving = board_[to_index(from)];

    if (en_passant_) {
        key_ ^= zobrist::en_passant(file_of(*en_passant_));
        en_passant_.reset();
    }
    // The clocks saturate instead of wrapping (FEN may start them anywhere).
    if (halfmove_clock_ < UINT16_MAX)
        ++halfmove_clock_;

    switch (m.kind()) {
        case MoveKind::Castle: {
            Piece rook = board_[to_index(to)];
            remove(from);
            remove(to);
            put(moving, m.king_to());
            put(rook, m.rook_to());
            break;
        }
        case MoveKind::EnPassant:
            remove(m.en_passant_victim());
            move_piece(from, to);
            halfmove_clock_ = 0;
            break;
        case MoveKind::Normal:
            if (board_[to_index(to)] != Piece::None) {
                remove(to);
                halfmove_clock_ = 0;
            }
            if (m.promotion()) {
                remove(from);
                put(make_piece(us, *m.promotion()), to);
            } else {
                move_piece(from, to);
            }
            if (type_of(moving) == PieceType::Pawn) {
                halfmove_clock_ = 0;
                if ((to_index(to) ^ to_index(from)) == 16) {
                    en_passant_ = square_at((to_index(from) + to_index(to)) / 2);
                }
            }
            break;
    }

    if (castling_rights_.any()) {
        Bitboard lost = castling_rights_ & (Bitboard(from) | Bitboard(to));
        if (type_of(moving) == PieceType::King)
            lost |= castling_rights_ & back_rank(us);
        for (Square r : lost)
            key_ ^= zobrist::castling(r);
        castling_rights_ ^= lost;
    }

    side_to_move_ = ~us;
    key_ ^= zobrist::black_to_move();
    if (us == Color::Black && fullmove_number_ < UINT16_MAX)
        ++fullmove_number_;
    if (en_passant_)
        validate_en_passant();
}

bool Position::is_legal(Move m) const {
    for (Move legal : legal_moves(*this))
        if (legal == m)
            return true;
    return false;
}

bool Position::is_checkmate() const {
    return is_check() && count_legal_moves(*this) == 0;
}
bool Position::is_stalemate() const {
    return !is_check() && count_legal_moves(*this) == 0;
}

bool Position::has_insufficient_material(Color c) const {
    Bitboard own = pieces(c);
    if ((own & (pieces(PieceType::Pawn) | pieces(PieceType::Rook) | pieces(PieceType::Queen)))
            .any())
        return false;
    if ((own & pieces(PieceType::Knight)).any()) {
        // King and one knight mate only with help from the opponent's own
        // pieces (other than a queen, which never blocks a knight mate usefully).
        return own.count() <= 2 &&
               (pieces(~c) & ~pieces(PieceType::King) & ~pieces(PieceType::Queen)).empty();
    }
    if ((own & pieces(PieceType::Bishop)).any()) {
        Bitboard bishops = pieces(PieceType::Bishop);
        bool one_colour = (bishops & LightSquares).empty() || (bishops & ~LightSquares).empty();
        return one_colour && pieces(PieceType::Pawn).empty() && pieces(PieceType::Knight).empty();
    }
    return true;
}

bool Position::is_dead_by_blocked_pawns() const {
    const Bitboard pawns = pieces(PieceType::Pawn);
    if ((occupied() & ~pawns & ~pieces(PieceType::King)).any() || en_passant_square())
        return false;            // en passant may unlock the pawns
    ByColor<Bitboard> attacked;  // by each side's pawns, forever: they never move
    for (Color c : {Color::White, Color::Black}) {
        for (Square s : pieces(c, PieceType::Pawn)) {
            const Square ahead = offset(s, c == Color::White ? 8 : -8);
            if (pieces(~c, PieceType::Pawn).contains(ahead) == false)
                return false;  // a pawn that may move
            if ((attacks::pawn(c, s) & pieces(~c, PieceType::Pawn)).any())
                return false;  // a pawn that may capture
            attacked[c] |= attacks::pawn(c, s);
        }
    }
    for (Color c : {Color::White, Color::Black}) {
        // The squares the king can ever reach; an enemy pawn next to them
        // and not defended by another is one it can take.
        const Bitboard allowed =
            ~pieces(c, PieceType::Pawn) & ~pieces(~c, PieceType::Pawn) & ~attacked[~c];
        Bitboard region(king_square(c));
        for (Bitboard grown = region;; region = grown) {
            for (Square s : region)
                grown |= attacks::king(s) & allowed;
            if (grown == region)
                break;
        }
        Bitboard reach;
        for (Square s : region)
            reach |= attacks::king(s);
        if ((reach & pieces(~c, PieceType::Pawn) & ~attacked[~c]).any())
            return false;
    }
    return true;
}

bool Position::is_insufficient_material() const {
    return has_insufficient_material(Color::White) && has_insufficient_material(Color::Black);
}

bool Position::operator==(const Position& o) const {
    return board_ == o.board_ && side_to_move_ == o.side_to_move_ &&
           castling_rights_ == o.castling_rights_ && en_passant_ == o.en_passant_ &&
           halfmove_clock_ == o.halfmove_clock_ && fullmove_number_ == o.fullmove_number_;
}

Expected<Position, PositionError> Position::from_setup(const Setup& setup, CastlingMode mode) {
    auto fail = [](PositionErrorKind kind, std::string message) {
        return Unexpected{PositionError{kind, std::move(message)}};
    };
    Position pos;
    for (int i = 0; i < 64; ++i) {
        Piece p = setup.board[i];
        if (p != Piece::None)
            pos.put(p, square_at(i));
    }
    for (Color c : {Color::White, Color::Black}) {
        int kings = pos.pieces(c, PieceType::King).count();
        if (kings == 0)
            return fail(PositionErrorKind::MissingKing,
                        "no " + std::string(to_string(c)) + " king on the board");
        if (kings > 1)
            return fail(
                PositionErrorKind::TooManyKings,
                std::to_string(kings) + " " + std::string(to_string(c)) + " kings on the board");
    }
    Bitboard edge_pawns =
        pos.pieces(PieceType::Pawn) & (back_rank(Color::White) | back_rank(Color::Black));
    if (edge_pawns.any())
        return fail(PositionErrorKind::PawnOnBackRank,
                    "pawn on " + to_string(edge_pawns.first()) + ", on the first or last rank");

    pos.side_to_move_ = setup.side_to_move;
    Color them = ~setup.side_to_move;
    if (pos.attackers_to(pos.king_square(them), setup.side_to_move, pos.occupied()).any())
        return fail(PositionErrorKind::OppositeCheck,
                    std::string(to_string(them)) + " is in check but it is " +
                        std::string(to_string(setup.side_to_move)) + " to move");

    pos.chess960_ = setup.chess960 || mode == CastlingMode::Chess960;
    for (Color c : {Color::White, Color::Black}) {
        Bitboard rooks = setup.castling_rights & back_rank(c);
        if (rooks.empty())
            continue;
        Square king = pos.king_square(c);
        std::string side(to_string(c));
        if (!back_rank(c).contains(king))
            return fail(PositionErrorKind::InvalidCastling,
                        side + " has a castling right but its king is not on its first rank");
        int kingside = 0, queenside = 0;
        for (Square r : rooks) {
            if (pos.piece_on(r) != make_piece(c, PieceType::Rook))
                return fail(PositionErrorKind::InvalidCastling,
                            side + " has a castling right for a rook on " + to_string(r) +
                                " but no " + side + " rook stands there");
            (to_index(r) > to_index(king) ? kingside : queenside) += 1;
            if (!pos.chess960_ &&
                (file_of(king) != File::E || (file_of(r) != File::A && file_of(r) != File::H)))
                return fail(PositionErrorKind::InvalidCastling,
                            side + " castling right with the king on " + to_string(king) +
                                " and the rook on " + to_string(r) +
                                " is only possible in Chess960");
        }
        if (kingside > 1 || queenside > 1)
            return fail(PositionErrorKind::InvalidCastling,
                        side + " has two castling rights on the same side of its king");
        pos.castling_rights_ |= rooks;
    }
    Bitboard stray = setup.castling_rights & ~(back_rank(Color::White) | back_rank(Color::Black));
    if (stray.any())
        return fail(
            PositionErrorKind::InvalidCastling,
            "castling right for " + to_string(stray.first()) + ", which is on no first rank");

    if (setup.en_passant) {
        Square ep = *setup.en_passant;
        Color us = setup.side_to_move;
        // The pawn that just made a double step stands in front of the
        // en-passant square, seen from the mover; the square it came from
        // and the square it passed are empty.
        bool ok = rank_of(ep) == relative_rank(us, Rank::R6);
        if (ok) {
            int forward = us == Color::White ? 8 : -8;
            Square pawn = offset(ep, -forward);
            Square origin = offset(ep, forward);
            ok = pos.piece_on(pawn) == make_piece(them, PieceType::Pawn) &&
                 pos.piece_on(ep) == Piece::None && pos.piece_on(origin) == Piece::None;
        }
        if (!ok)
            return fail(PositionErrorKind::InvalidEnPassant,
                        "en-passant square " + to_string(ep) +
                            " does not follow a double step of a " + std::string(to_string(them)) +
                            " pawn");
        pos.en_passant_ = ep;
    }
    pos.halfmove_clock_ = static_cast<std::uint16_t>(setup.halfmove_clock);
    pos.fullmove_number_ = static_cast<std::uint16_t>(setup.fullmove_number);
    pos.compute_key();
    if (pos.en_passant_) {
        // compute_key() counted the candidate square; validate_en_passant()
        // adds it again if it stays, so take it out first.
        pos.key_ ^= zobrist::en_passant(file_of(*pos.en_passant_));
        pos.validate_en_passant();
    }
    return pos;
}

Expected<Position, FenError> Position::from_fen(std::string_view fen, CastlingMode mode) {
    auto setup = parse_fen(fen);
    if (!setup)
        return Unexpected{setup.error()};
    auto pos = from_setup(*setup, mode);
    if (pos)
        return std::move(pos).value();
    FenField field = FenField::Board;
    switch (pos.error().kind) {
        case PositionErrorKind::MissingKing:
        case PositionErrorKind::TooManyKings:
        case PositionErrorKind::PawnOnBackRank:
            field = FenField::Board;
            break;
        case PositionErrorKind::OppositeCheck:
            field = FenField::SideToMove;
            break;
        case PositionErrorKind::InvalidCastling:
            field = FenField::Castling;
            break;
        case PositionErrorKind::InvalidEnPassant:
            field = FenField::EnPassant;
            break;
    }
    int column = setup->field_columns[static_cast<int>(field)];
    return Unexpected{FenError{field, column == 0 ? 1 : column, pos.error().message}};
}

Setup Position::to_setup() const {
    Setup s;
    s.board = board_;
    s.side_to_move = side_to_move_;
    s.castling_rights = castling_rights_;
    s.chess960 = chess960_;
    s.en_passant = en_passant_;
    s.halfmove_clock = halfmove_clock_;
    s.fullmove_number = fullmove_number_;
    return s;
}

std::string Position::to_fen() const {
    std::string fen = board_to_fen(board_);
    fen += side_to_move_ == Color::White ? " w " : " b ";
    std::string castling;
    for (Color c : {Color::White, Color::Black}) {
        Bitboard rooks = castling_rights_ & back_rank(c);
        if (rooks.empty())
            continue;
        Square king = king_square(c);
        Bitboard all_rooks = pieces(c, PieceType::Rook) & back_rank(c);
        auto append = [&](char standard_letter, Square rook, bool outermost) {
            char ch =
                outermost ? standard_letter : static_cast<char>('A' + to_index(file_of(rook)));
            castling += c == Color::White ? ch : static_cast<char>(ch - 'A' + 'a');
        };
        // King side first, then queen side, as in "KQkq"; a rook that is not
        // the outermost on its side is named by its file (X-FEN).
        if (rooks.last() > king)
            append('K', rooks.last(), all_rooks.last() == rooks.last());
        if (rooks.first() < king)
            append('Q', rooks.first(), all_rooks.first() == rooks.first());
    }
    fen += castling.empty() ? "-" : castling;
    fen += ' ';
    fen += en_passant_ ? to_string(*en_passant_) : "-";
    fen += ' ' + std::to_string(halfmove_clock_) + ' ' + std::to_string(fullmove_number_);
    return fen;
}

}  // namespace touchmove::chess
