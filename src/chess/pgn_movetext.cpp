// The PGN reader's movetext: move numbers, moves (in SAN, or by their
// squares), comments, NAGs, variations and the result.
#include "pgn_reader.h"
#include "touchmove/chess/san.h"
#include "touchmove/chess/uci.h"

namespace touchmove::chess {

using namespace pgn_detail;

namespace {

// Returns the NAG a glyph stands for, or 0 for none.
int glyph_nag(std::string_view g) {
    constexpr std::array<std::string_view, 6> glyphs{"!", "?", "!!", "??", "!?", "?!"};
    for (std::size_t i = 0; i < glyphs.size(); ++i)
        if (g == glyphs[i])
            return static_cast<int>(i) + 1;
    return 0;
}

// A move written by its squares rather than in SAN, as engines and some
// exports write it: UCI ("g1f3", "e1g1" for castling, "c7c8q") or long
// algebraic ("g1-f3", "Ng1-f3", "e4xd5", "Ke1-g1", "c7-c8=Q"), with a check
// mark or not. Returns the legal move it names, of the piece on the first
// square (the one a piece letter names, if given); nullopt when `text` is
// not written so or names no legal move. Where SAN could read the same
// text (a pawn's or a piece's move disambiguated by its whole square,
// "e2e4", "Ng1f3"), it names the same move.
std::optional<Move> resolve_by_squares(const Position& pos, std::string_view text) {
    while (!text.empty() && (text.back() == '+' || text.back() == '#'))
        text.remove_suffix(1);
    std::optional<PieceType> letter;
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z') {
        letter = parse_piece_type(text[0]);
        if (!letter || *letter == PieceType::Pawn)
            return std::nullopt;
        text.remove_prefix(1);
    }
    if (text.size() < 4)
        return std::nullopt;
    auto from = parse_square(text.substr(0, 2));
    text.remove_prefix(2);
    if (text[0] == '-' || text[0] == 'x' || text[0] == ':')
        text.remove_prefix(1);
    if (!from || text.size() < 2)
        return std::nullopt;
    auto to = parse_square(text.substr(0, 2));
    text.remove_prefix(2);
    std::optional<PieceType> promotion;
    if (!text.empty() && text[0] == '=')
        text.remove_prefix(1);
    if (text.size() == 1) {
        const char c = text[0] >= 'a' ? static_cast<char>(text[0] - 'a' + 'A') : text[0];
        promotion = parse_piece_type(c);
        if (!promotion)
            return std::nullopt;
    } else if (!text.empty()) {
        return std::nullopt;
    }
    const Piece moving = pos.piece_on(*from);
    if (!to || moving == Piece::None || (letter && type_of(moving) != *letter))
        return std::nullopt;
    auto move = UciMove{*from, *to, promotion}.resolve(pos);
    return move ? std::optional<Move>(*move) : std::nullopt;
}

// "exd6ep", "e5d6ep+": the en passant remark written against a pawn's
// capture (before its check mark, if any), taken off. Looked for only in a
// token that has a 'p' (no SAN move has one), as this runs for every move.
std::string_view without_en_passant_remark(std::string_view text) {
    if (text.size() > 4 && text.find('p') != std::string_view::npos)
        if (std::string_view bare = text.substr(0, text.find_first_of("+#"));
            bare.size() > 4 && bare.ends_with("ep") && is_digit(bare[bare.size() - 3]) &&
            text[0] >= 'a' && text[0] <= 'h')
            return bare.substr(0, bare.size() - 2);
    return text;
}

}  // namespace

void PgnReader::Impl::read_movetext() {
    section_ = Section::Movetext;
    section_bytes_ = line_end_ - pos_;
    check_section_length();
    for (;;) {
        if (pos_ >= line_end_) {
            if (!next_movetext_line())
                return;
            continue;
        }
        if (in_comment_) {
            read_comment_rest();
            continue;
        }
        // Blanks and the dots after move numbers, then symbols (moves, move
        // numbers, results) first: they are nearly all of the movetext.
        while (pos_ < line_end_ && (data_[pos_] == ' ' || data_[pos_] == '.'))
            ++pos_;
        if (pos_ == line_end_ || skip_move_number())
            continue;
        Step step = has_class(data_[pos_], ClassSymbol) ? Step::Symbol : read_punctuation();
        if (step == Step::Symbol)
            step = read_symbol();
        if (step == Step::End)
            return;
    }
}

bool PgnReader::Impl::next_movetext_line() {
    if (!advance()) {
        if (in_comment_)
            fail(PgnErrorKind::UnterminatedComment, comment_line_, comment_column_,
                 "'{' without '}'");
        if (depth_ > 0)
            fail(PgnErrorKind::Syntax, variation_line_, variation_column_, "'(' without ')'");
        in_comment_ = false;
        pin_ = NoIndex;
        return false;
    }
    if (in_comment_) {
        if (looks_like_tag_line()) {
            // The same error as at the end of the input, so that a file
            // read in parts gives the same report.
            fail(PgnErrorKind::UnterminatedComment, comment_line_, comment_column_,
                 "'{' without '}'");
            in_comment_ = false;
            pin_ = NoIndex;
            return false;
        }
    } else if (broken_ && token_seen_ && is_blank_line()) {
        gap_ = true;
    }
    return true;
}

void PgnReader::Impl::read_comment_rest() {
    const void* close = std::memchr(data_ + pos_, '}', line_end_ - pos_);
    if (close == nullptr) {
        pos_ = line_end_;
        return;
    }
    std::size_t end = static_cast<std::size_t>(static_cast<const char*>(close) - data_);
    if (pin_ != NoIndex && delivering())
        visitor_->comment(std::string_view(data_ + pin_ + 1, end - pin_ - 1));
    in_comment_ = false;
    pin_ = NoIndex;
    pos_ = end + 1;
}

inline bool PgnReader::Impl::skip_move_number() {
    // A move number and its dot ("12."), a third of the tokens, taken at
    // once: it ends at the dot, so it is no result and no move, and after a
    // blank line of a broken game ("1.") read_symbol() decides.
    if (!is_digit(data_[pos_]) || gap_)
        return false;
    std::size_t p = pos_ + 1;
    while (p < line_end_ && is_digit(data_[p]))
        ++p;
    if (p == line_end_ || data_[p] != '.' || p - pos_ > MaxPgnTokenLength)
        return false;
    token_seen_ = true;
    pos_ = p + 1;
    return true;
}

PgnReader::Impl::Step PgnReader::Impl::read_punctuation() {
    switch (data_[pos_]) {
        case '\t':
        case '\r':
        case '\f':
        case '\v':
            ++pos_;
            return Step::Next;
        case '{':
            read_comment();
            return Step::Next;
        case ';':
            if (delivering())
                visitor_->comment(std::string_view(data_ + pos_ + 1, line_end_ - pos_ - 1));
            pos_ = line_end_;
            return Step::Next;
        case '(':
            if (depth_++ == 0) {
                variation_line_ = line_;
                variation_column_ = column(pos_);
            }
            if (delivering())
                visitor_->begin_variation(depth_);
            ++pos_;
            return Step::Next;
        case ')':
            if (depth_ == 0) {
                fail(PgnErrorKind::Syntax, line_, column(pos_), "')' without '('");
            } else {
                if (delivering())
                    visitor_->end_variation(depth_);
                --depth_;
            }
            ++pos_;
            return Step::Next;
        case '$':
            read_nag();
            return Step::Next;
        case '!':
        case '?':
            read_glyph();
            return Step::Next;
        case '*':
            ++pos_;
            return end_with_result("*");
        case '\xEF':
            // The byte order mark of a file joined to this one.
            if (!bom_at(pos_))
                return Step::Symbol;
            pos_ += 3;
            return Step::Next;
        case '[':
            if (!looks_like_tag_at(pos_)) {
                // No tag pair: a remark outside braces, an error of this
                // game (the next game's tags end it, below).
                fail(PgnErrorKind::Syntax, line_, column(pos_),
                     "unexpected '[' in the movetext (a tag pair is [Name \"value\"]; a remark "
                     "goes in braces)");
                ++pos_;
                return Step::Next;
            }
            // The next game's tags: this game ends here, without a result.
            if (depth_ > 0)
                fail(PgnErrorKind::Syntax, variation_line_, variation_column_, "'(' without ')'");
            return Step::End;
        default:
            return Step::Symbol;
    }
}

void PgnReader::Impl::read_comment() {
    const void* close = std::memchr(data_ + pos_ + 1, '}', line_end_ - pos_ - 1);
    if (close != nullptr) {
        std::size_t end = static_cast<std::size_t>(static_cast<const char*>(close) - data_);
        if (delivering())
            visitor_->comment(std::string_view(data_ + pos_ + 1, end - pos_ - 1));
        pos_ = end + 1;
        return;
    }
    // It goes on over the next lines (read_comment_rest()).
    in_comment_ = true;
    comment_line_ = line_;
    comment_column_ = column(pos_);
    if (delivering())
        pin_ = pos_;
    pos_ = line_end_;
}

void PgnReader::Impl::read_nag() {
    std::size_t p = pos_ + 1;
    int nag = 0;
    while (p < line_end_ && is_digit(data_[p]) && nag <= 255)
        nag = nag * 10 + (data_[p++] - '0');
    if (p == pos_ + 1) {
        fail(PgnErrorKind::Syntax, line_, column(pos_), "'$' without a number");
    } else if (nag > 255) {
        fail(PgnErrorKind::Syntax, line_, column(pos_), "NAG over $255");
    } else if (delivering()) {
        visitor_->nag(nag);
    }
    while (p < line_end_ && is_digit(data_[p]))
        ++p;
    pos_ = p;
}

void PgnReader::Impl::read_glyph() {
    std::size_t p = pos_;
    while (p < line_end_ && (data_[p] == '!' || data_[p] == '?'))
        ++p;
    std::string_view glyph(data_ + pos_, p - pos_);
    int nag = glyph_nag(glyph);
    if (nag == 0) {
        fail(PgnErrorKind::Syntax, line_, column(pos_),
             "unknown glyph '" + std::string(glyph) + "'");
    } else if (delivering()) {
        visitor_->nag(nag);
    }
    pos_ = p;
}

PgnReader::Impl::Step PgnReader::Impl::end_with_result(std::string_view result) {
    token_seen_ = true;
    if (depth_ > 0)
        return Step::Next;  // a variation's result ends nothing
    if (!broken_)
        visitor_->result(result);
    read_trailing_comments();
    return Step::End;
}

inline PgnReader::Impl::Step PgnReader::Impl::read_symbol() {
    const std::size_t begin = pos_;
    const char c = data_[pos_];
    std::size_t p = pos_;
    while (p < line_end_ && has_class(data_[p], ClassSymbol))
        ++p;
    if (p == pos_) {
        fail(PgnErrorKind::Syntax, line_, column(pos_), "unexpected " + describe(c));
        ++pos_;
        return Step::Next;
    }
    token_seen_ = true;
    // "e.p." or "ep" after an en passant capture: a remark, not a move.
    if (c == 'e' && ((p - begin == 1 && line_end_ - p >= 3 && data_[p] == '.' &&
                      data_[p + 1] == 'p' && data_[p + 2] == '.') ||
                     std::string_view(data_ + begin, p - begin) == "ep")) {
        pos_ = p - begin == 1 ? p + 3 : p;
        return Step::Next;
    }
    // A result written against the last move ("Qh4#0-1"): the move, then
    // the result (no move ends so).
    if (!is_digit(c) && p - begin > 3 && (data_[p - 2] == '-' || data_[p - 2] == '/'))
        for (std::string_view r : {"1-0", "0-1", "1/2-1/2"})
            if (p - begin > r.size() && std::string_view(data_ + p - r.size(), r.size()) == r) {
                p -= r.size();
                break;
            }
    pos_ = p;
    std::string_view token(data_ + begin, p - begin);
    if (gap_) {
        // A broken game goes on over blank lines, up to its result or the
        // next tags; a blank line and then "1." start a game without tags.
        gap_ = false;
        if (token == "1" && p < line_end_ && data_[p] == '.') {
            pos_ = begin;
            return Step::End;
        }
    }
    if (token.size() > MaxPgnTokenLength) {
        fail(PgnErrorKind::TooLong, line_, column(begin),
             "token longer than " + std::to_string(MaxPgnTokenLength) + " characters");
        return Step::Next;
    }
    if (is_digit(c)) {
        if (std::all_of(token.begin(), token.end(), is_digit))
            return Step::Next;  // a move number
        if (is_result(token) || token == "1/2")
            return end_with_result(token == "1/2" ? "1/2-1/2" : token);
        if (!token.starts_with("0-0")) {
            fail(PgnErrorKind::Syntax, line_, column(begin),
                 "unreadable token '" + std::string(token) + "'");
            return Step::Next;
        }
    }
    if (depth_ > 0) {
        if (delivering())
            visitor_->variation_move(token, depth_);
        return Step::Next;
    }
    if (delivering())
        play_san(token, begin);
    return Step::Next;
}

// Reads the comments after the result on its line, which belong to this game
// (else they would start a game of their own).
void PgnReader::Impl::read_trailing_comments() {
    for (;;) {
        pos_ = skip_spaces(pos_);
        if (pos_ == line_end_)
            return;
        if (data_[pos_] == ';') {
            if (delivering())
                visitor_->comment(std::string_view(data_ + pos_ + 1, line_end_ - pos_ - 1));
            pos_ = line_end_;
            return;
        }
        if (data_[pos_] != '{')
            return;
        const void* close = std::memchr(data_ + pos_ + 1, '}', line_end_ - pos_ - 1);
        if (close == nullptr)
            return;
        std::size_t end = static_cast<std::size_t>(static_cast<const char*>(close) - data_);
        if (delivering())
            visitor_->comment(std::string_view(data_ + pos_ + 1, end - pos_ - 1));
        pos_ = end + 1;
    }
}

// Plays the move that `text` names, or fails the game. Nearly every move
// is SAN that names one legal move: that case is handled here, the others
// by play_other_move().
void PgnReader::Impl::play_san(std::string_view written, std::size_t begin) {
    // (A view set once: one assigned again is kept on the stack by GCC and
    // read back whole over the two stores that wrote it, which stalls.)
    const std::string_view text = without_en_passant_remark(written);
    Move move;
    if (count_san_moves(position_, text, move) != 1) {
        play_other_move(text, begin);
        return;
    }
    play(move, text);
}

// Text that names no single legal move as SAN: a move by its squares
// ("c7c8q", "e1g1"), played; else a null move, or SAN that is unreadable,
// illegal or ambiguous, failing the game with parse_san_move()'s words.
void PgnReader::Impl::play_other_move(std::string_view text, std::size_t begin) {
    if (play_by_squares(text))
        return;
    if (text == "--" || text == "Z0") {
        fail(PgnErrorKind::Syntax, line_, column(begin),
             move_label(text) + "null moves are not supported");
        return;
    }
    const auto move = parse_san_move(position_, text);
    if (move) {
        play(*move, text);
        return;
    }
    const SanError& e = move.error();
    if (e.kind == SanErrorKind::Syntax) {
        fail(PgnErrorKind::Syntax, line_, column(begin) + e.column - 1,
             "unreadable move " + move_label(text) + e.message);
        return;
    }
    const PgnErrorKind kind =
        e.kind == SanErrorKind::Ambiguous ? PgnErrorKind::AmbiguousMove : PgnErrorKind::IllegalMove;
    fail(kind, line_, column(begin),
         std::string(to_string(kind)) + " " + move_label(text) + e.message);
}

// Plays the move that `text` names by its squares, if it is one (see
// resolve_by_squares()); false, playing nothing, when it is not.
bool PgnReader::Impl::play_by_squares(std::string_view text) {
    const auto by_squares = resolve_by_squares(position_, text);
    if (by_squares)
        play(*by_squares, text);
    return by_squares.has_value();
}

// How a message names a move: "12. Nf3: ", "12... Nf6: ".
std::string PgnReader::Impl::move_label(std::string_view text) const {
    return std::to_string(position_.fullmove_number()) +
           (position_.side_to_move() == Color::White ? ". " : "... ") + std::string(text) + ": ";
}

void PgnReader::Impl::play(Move move, std::string_view text) {
    visitor_->move(position_, move, text);
    position_.apply(move);
}

}  // namespace touchmove::chess
