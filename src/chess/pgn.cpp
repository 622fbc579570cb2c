#include "touchmove/chess/pgn.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <istream>

#ifdef __AVX2__
#include <immintrin.h>
#endif

#include "touchmove/chess/san.h"
#include "touchmove/chess/uci.h"

namespace touchmove::chess {

std::string_view to_string(PgnErrorKind kind) {
    switch (kind) {
        case PgnErrorKind::Syntax:
            return "syntax error";
        case PgnErrorKind::BadTag:
            return "bad tag";
        case PgnErrorKind::UnterminatedString:
            return "unterminated string";
        case PgnErrorKind::UnterminatedComment:
            return "unterminated comment";
        case PgnErrorKind::BadFen:
            return "bad FEN tag";
        case PgnErrorKind::UnsupportedVariant:
            return "unsupported variant";
        case PgnErrorKind::IllegalMove:
            return "illegal move";
        case PgnErrorKind::AmbiguousMove:
            return "ambiguous move";
        case PgnErrorKind::TooLong:
            return "input too long";
        case PgnErrorKind::Io:
            return "read error";
    }
    return "?";
}

std::string PgnError::to_string() const {
    std::string out = "line " + std::to_string(line);
    if (column > 0)
        out += ", column " + std::to_string(column);
    return out + ": " + message;
}

std::optional<std::string_view> PgnGame::tag(std::string_view name) const {
    for (const auto& [key, value] : tags)
        if (key == name)
            return value;
    return std::nullopt;
}

Game PgnGame::to_game() const {
    Game game(start);
    for (Move m : moves)
        game.play(m);
    return game;
}

namespace {

constexpr std::size_t NoIndex = static_cast<std::size_t>(-1);

// Byte classes, looked up once per byte in the hot loops.
enum : std::uint8_t {
    ClassSpace = 1,    // blank: space, tab, CR, FF, VT
    ClassSymbol = 2,   // may continue a SAN, move number or result token
    ClassTagName = 4,  // may appear in a tag name
};

constexpr std::array<std::uint8_t, 256> make_classes() {
    std::array<std::uint8_t, 256> t{};
    for (unsigned char c : {' ', '\t', '\r', '\f', '\v'})
        t[c] = ClassSpace;
    for (int c = 0; c < 256; ++c) {
        bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (alnum || c == '_')
            t[c] |= ClassSymbol | ClassTagName;
    }
    for (unsigned char c : {'+', '#', '=', ':', '-', '/'})
        t[c] |= ClassSymbol;
    return t;
}

constexpr std::array<std::uint8_t, 256> Classes = make_classes();

bool has_class(char c, std::uint8_t cls) {
    return (Classes[static_cast<unsigned char>(c)] & cls) != 0;
}
bool is_space(char c) {
    return has_class(c, ClassSpace);
}
bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

// Describes a byte for a message: "'x'" when printable, else "byte 0x1f".
std::string describe(char c) {
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f)
        return std::string("'") + c + "'";
    constexpr std::string_view hex = "0123456789abcdef";
    return std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
}

bool is_result(std::string_view t) {
    return t == "1-0" || t == "0-1" || t == "1/2-1/2";
}

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

// The names of Variant tag values that mean standard chess or Chess960.
enum class VariantKind : std::uint8_t { Standard, Chess960, Unsupported };

VariantKind classify_variant(std::string_view value) {
    std::string lower;
    for (char c : value)
        if (!is_space(c) && c != '-' && c != '_')
            lower += static_cast<char>(c | 0x20);
    if (lower.empty() || lower == "standard" || lower == "chess" || lower == "normal" ||
        lower == "fromposition")
        return VariantKind::Standard;
    // "Chess960", "chess 960", "Fischerandom", "Fischer Random"; FICS's
    // "wild/fr" and "FRC".
    if (lower.find("960") != std::string::npos || lower.find("fischer") != std::string::npos ||
        lower == "wild/fr" || lower == "frc")
        return VariantKind::Chess960;
    return VariantKind::Unsupported;
}

// Collects a game into a PgnGame.
class GameCollector : public PgnVisitor {
public:
    explicit GameCollector(PgnGame& game) : game_(game) {}

    void begin_game(int line) override { game_.first_line = line; }
    void tag(std::string_view name, std::string_view value) override {
        game_.tags.emplace_back(std::string(name), std::string(value));
    }
    PgnMovetext begin_movetext(const Position& start) override {
        game_.start = start;
        return PgnMovetext::Read;
    }
    void move(const Position&, Move move, std::string_view san) override {
        game_.sans.emplace_back(san);
        game_.moves.push_back(move);
    }
    void result(std::string_view result) override { game_.result = result; }
    void error(const PgnError& error) override { game_.errors.push_back(error); }

private:
    PgnGame& game_;
};

// A FEN tag's position when its only faults are castling rights that the
// placement cannot have (the rook or the king has left its square) or an
// en-passant square no pawn has just passed: read as pgn-extract,
// python-chess and chessops read it, without them. Anything else wrong
// stays wrong (nothing).
std::optional<Position> without_stale_rights(std::string_view fen, CastlingMode mode) {
    auto parsed = parse_fen(fen);
    if (!parsed)
        return std::nullopt;
    Setup s = *parsed;
    // The castling field as written: files named (Shredder-FEN, X-FEN) keep
    // the game Chess960 whatever rights remain.
    std::string_view field = fen.substr(
        std::min(static_cast<std::size_t>(std::max(s.field_columns[2], 1) - 1), fen.size()));
    field = field.substr(0, field.find(' '));
    const bool named_files = field.find_first_not_of("KQkq-") != std::string_view::npos;
    Bitboard kept;
    for (Square r : s.castling_rights) {
        const Color c = rank_of(r) == Rank::R1 ? Color::White : Color::Black;
        const Bitboard home = Bitboard::rank(relative_rank(c, Rank::R1));
        if (!home.contains(r) || s.piece_on(r) != make_piece(c, PieceType::Rook))
            continue;
        for (Square k : home)
            if (s.piece_on(k) == make_piece(c, PieceType::King))
                kept |= r;  // the king on its first rank
    }
    s.castling_rights = kept;
    s.chess960 = named_files || s.has_chess960_rights();
    auto pos = Position::from_setup(s, mode);
    if (!pos && pos.error().kind == PositionErrorKind::InvalidEnPassant) {
        s.en_passant.reset();
        pos = Position::from_setup(s, mode);
    }
    if (!pos)
        return std::nullopt;
    return *pos;
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

// The first `c` of the n bytes at p, or nullptr: memchr, with the bytes
// compared 32 at a time inline where the compiler targets AVX2. A line of
// PGN is 35 bytes on average, so that a call of memchr per line (through
// its run-time dispatch, and its set-up for long texts) cost as much as the
// search.
const char* find_byte(const char* p, char c, std::size_t n) {
#ifdef __AVX2__
    const __m256i wanted = _mm256_set1_epi8(c);
    for (; n >= 32; p += 32, n -= 32) {
        const __m256i bytes = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
        const auto found =
            static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(bytes, wanted)));
        if (found != 0)
            return p + std::countr_zero(found);
    }
#endif
    return static_cast<const char*>(std::memchr(p, c, n));
}

}  // namespace

// The reader works on a window of the input, one line at a time: a line is
// found with find_byte() and its tokens are views into the window, so reading
// allocates nothing per token. Only a "{...}" comment that spans lines pins
// the window from its start (so that it can be reported as one view); the
// limits bound how much that can be.
class PgnReader::Impl {
public:
    Impl(std::istream* in, std::size_t read_size)
        : in_(in), read_size_(std::max<std::size_t>(read_size, 1)) {}
    explicit Impl(std::string_view text)
        : data_(text.data()), size_(text.size()), end_of_input_(true) {}

    bool read_game(PgnVisitor& visitor);

    std::uint64_t bytes_read() const { return window_offset_ + pos_; }
    std::uint64_t bytes_skipped() const { return bytes_skipped_; }
    std::uint64_t games() const { return games_; }
    std::uint64_t broken_games() const { return broken_games_; }
    bool io_error() const { return io_error_; }

private:
    enum class Section : std::uint8_t { Tags, Movetext };

    // Input window.
    std::size_t fill(std::size_t keep);
    bool next_line();
    std::size_t detect_line_ends(std::size_t from);

    // Games.
    bool find_game_start();
    bool skip_comment_between_games();
    bool advance();
    void read_tags();
    bool read_tag();
    void set_up_position();
    // The movetext, one step at a time: a line, the rest of a comment, a
    // move number, punctuation (comments, variations, NAGs, results), a
    // symbol (a move or a result). A step answers Next (go on), End (the
    // game's movetext is over) or, from read_punctuation(), Symbol (the
    // token is a symbol). The steps of nearly every token are inlined.
    enum class Step : std::uint8_t { Next, Symbol, End };
    void read_movetext();
    bool next_movetext_line();
    void read_comment_rest();
    [[gnu::always_inline]] bool skip_move_number();
    Step read_punctuation();
    void read_comment();
    void read_nag();
    void read_glyph();
    Step end_with_result(std::string_view result);
    [[gnu::always_inline]] Step read_symbol();
    void read_trailing_comments();
    // Out of line: inlined into read_movetext(), it would compete with
    // the tokenizer for registers (more instructions per move, measured).
    [[gnu::noinline]] void play_san(std::string_view text, std::size_t begin);
    // The rarer cases of play_san(), out of line so that the common one
    // stays small (no room for their messages on its stack, no registers
    // saved for them).
    [[gnu::noinline]] void play_other_move(std::string_view text, std::size_t begin);
    bool play_by_squares(std::string_view text);
    std::string move_label(std::string_view text) const;
    void play(Move move, std::string_view text);
    void fail(PgnErrorKind kind, int line, int column, std::string message);
    bool delivering() const { return !broken_ && !skip_moves_; }
    int column(std::size_t index) const { return static_cast<int>(index - line_begin_) + 1; }
    bool looks_like_tag_line() const;
    bool looks_like_tag_at(std::size_t p) const;
    // A UTF-8 byte order mark at `p` in the current line.
    bool bom_at(std::size_t p) const {
        return line_end_ - p >= 3 && std::memcmp(data_ + p, "\xEF\xBB\xBF", 3) == 0;
    }
    bool is_blank_line() const;

    // The input window: bytes [0, size_) of data_ hold the input from
    // window_offset_ on.
    std::istream* in_ = nullptr;
    std::unique_ptr<char[]> storage_;  // not zeroed: only [0, size_) is ever read
    std::size_t capacity_ = 0;
    const char* data_ = nullptr;
    std::size_t size_ = 0;
    std::size_t read_size_ = 0;
    bool end_of_input_ = false;
    bool io_error_ = false;
    bool io_error_reported_ = false;
    std::uint64_t window_offset_ = 0;

    // The current line is [line_begin_, line_end_), without its "\n" or "\r\n";
    // pos_ is the next byte to read in it.
    std::size_t line_begin_ = 0;
    std::size_t line_end_ = 0;
    std::size_t next_line_ = 0;
    std::size_t pos_ = 0;
    int line_ = 0;
    bool overlong_line_ = false;
    std::size_t pin_ = NoIndex;  // the "{" of a comment that spans lines
    char line_end_char_ = 0;     // '\n', or '\r' for CR line ends; 0 until known

    // The game being read.
    PgnVisitor* visitor_ = nullptr;
    const Position initial_ = Position::initial();
    Position position_ = initial_;
    Section section_ = Section::Tags;
    std::size_t section_bytes_ = 0;
    bool broken_ = false;
    bool skip_moves_ = false;
    bool token_seen_ = false;  // a move, number or result in the movetext
    bool gap_ = false;         // a blank line in the movetext of a broken game
    bool seen_event_ = false;
    bool in_comment_ = false;
    int comment_line_ = 0;
    int comment_column_ = 0;
    // A comment between games never closed: its line and column.
    std::optional<std::pair<int, int>> open_comment_;
    int depth_ = 0;
    int variation_line_ = 0;  // where the outermost open variation starts
    int variation_column_ = 0;
    std::uint64_t error_offset_ = 0;
    std::string value_;  // a tag value with escapes resolved
    std::string fen_;
    bool has_fen_ = false;
    int fen_line_ = 0;
    int fen_column_ = 0;
    std::string variant_;
    int variant_line_ = 0;
    int variant_column_ = 0;

    std::uint64_t bytes_skipped_ = 0;
    std::uint64_t games_ = 0;
    std::uint64_t broken_games_ = 0;
};

// Reads more input, first dropping the bytes before `keep` if the window
// has no room; returns how far the kept bytes moved towards the start.
std::size_t PgnReader::Impl::fill(std::size_t keep) {
    if (in_ == nullptr || end_of_input_) {
        end_of_input_ = true;
        return 0;
    }
    std::size_t shift = 0;
    if (capacity_ - size_ < read_size_) {
        if (keep > 0) {
            std::memmove(storage_.get(), storage_.get() + keep, size_ - keep);
            size_ -= keep;
            window_offset_ += keep;
            shift = keep;
        }
        if (capacity_ - size_ < read_size_) {
            capacity_ = std::max(capacity_ * 2, size_ + read_size_);
            auto grown = std::make_unique_for_overwrite<char[]>(capacity_);
            if (size_ > 0)
                std::memcpy(grown.get(), storage_.get(), size_);
            storage_ = std::move(grown);
        }
    }
    in_->read(storage_.get() + size_, static_cast<std::streamsize>(read_size_));
    size_ += static_cast<std::size_t>(in_->gcount());
    if (!*in_) {
        end_of_input_ = true;
        io_error_ = in_->bad();
    }
    data_ = storage_.get();
    return shift;
}

// Moves to the next line; false at the end of the input. A line longer
// than MaxPgnLineLength is dropped unread and comes back empty, with
// overlong_line_ set.
bool PgnReader::Impl::next_line() {
    std::size_t start = next_line_;
    std::size_t scan = start;
    bool dropping = false;
    for (;;) {
        // Where the next read goes on looking: a CR not judged yet is looked at again.
        std::size_t resume = size_;
        if (line_end_char_ == 0)
            resume = detect_line_ends(scan);
        const char eol = line_end_char_ == '\r' ? '\r' : '\n';
        const char* newline = scan < size_ ? find_byte(data_ + scan, eol, size_ - scan) : nullptr;
        if (newline != nullptr) {
            line_end_ = static_cast<std::size_t>(static_cast<const char*>(newline) - data_);
            next_line_ = line_end_ + 1;
            if (dropping)
                start = line_end_;
            break;
        }
        if (end_of_input_) {
            if (start == size_ && !dropping) {
                line_begin_ = line_end_ = pos_ = next_line_ = size_;
                return false;
            }
            line_end_ = next_line_ = size_;
            if (dropping)
                start = size_;
            break;
        }
        if (!dropping && size_ - start > MaxPgnLineLength) {
            dropping = true;
            pin_ = NoIndex;
        }
        if (dropping)
            start = size_;
        scan = std::max(resume, start);
        std::size_t shift = fill(pin_ != NoIndex ? std::min(pin_, start) : start);
        start -= shift;
        scan -= shift;
        if (pin_ != NoIndex)
            pin_ -= shift;
    }
    ++line_;
    overlong_line_ = dropping;
    if (line_end_char_ == '\r' && start < line_end_ && data_[start] == '\n')
        ++start;  // the LF of a CR LF, in a file whose lines end in CR
    line_begin_ = pos_ = start;
    if (line_end_ > line_begin_ && data_[line_end_ - 1] == '\r')
        --line_end_;
    if (line_ == 1 && window_offset_ + line_begin_ == 0 && bom_at(line_begin_))
        line_begin_ = pos_ = line_begin_ + 3;
    return true;
}

// Sets line_end_char_ from the first line end at or after `from`: '\r' where
// it is a CR alone (a file from classic Mac OS, whose lines all end so),
// else '\n' (LF, CR LF, and CR CR LF, which doubled conversions leave).
// Leaves it unset while the input read so far holds no line end to judge,
// and returns where to look again once more is read (the CR that the next
// bytes will judge), else size_.
std::size_t PgnReader::Impl::detect_line_ends(std::size_t from) {
    for (std::size_t i = from; i < size_; ++i) {
        if (data_[i] == '\n') {
            line_end_char_ = '\n';
            return size_;
        }
        if (data_[i] != '\r')
            continue;
        // CR LF or CR CR LF, or a CR alone: the bytes after it tell.
        const std::size_t lf = i + 1 < size_ && data_[i + 1] == '\r' ? i + 2 : i + 1;
        if (lf >= size_ && !end_of_input_)
            return i;  // judged once the next bytes are read
        line_end_char_ = lf < size_ && data_[lf] == '\n' ? '\n' : '\r';
        return size_;
    }
    if (end_of_input_)
        line_end_char_ = '\n';
    return size_;
}

void PgnReader::Impl::fail(PgnErrorKind kind, int line, int column, std::string message) {
    if (broken_)
        return;
    broken_ = true;
    ++broken_games_;
    pin_ = NoIndex;
    error_offset_ = window_offset_ + pos_;
    visitor_->error(PgnError{kind, line, column, std::move(message)});
}

// Skips blank and "%" lines, and the comments between games (a file's
// opening remark, a comment on the lines after a result), up to the first
// byte of a game; false at the end. Such comments belong to no game and are
// not reported; one never closed before the next tag section or the end of
// the input is reported as a game of its own, at its "{".
bool PgnReader::Impl::find_game_start() {
    for (;;) {
        // Blanks, and the end-of-file mark (Ctrl-Z) of DOS-era files.
        while (pos_ < line_end_ && (is_space(data_[pos_]) || data_[pos_] == '\x1a'))
            ++pos_;
        if (pos_ < line_end_ && !overlong_line_ && data_[pos_] == ';') {
            pos_ = line_end_;
            continue;
        }
        // The byte order mark of a file joined to the one before it; the
        // line then starts after it (an escape line, "%...", too).
        if (bom_at(pos_)) {
            pos_ += 3;
            if (pos_ == line_begin_ + 3 && pos_ < line_end_ && data_[pos_] == '%')
                pos_ = line_end_;
            continue;
        }
        if (pos_ < line_end_ && !overlong_line_ && data_[pos_] == '{') {
            if (!skip_comment_between_games())
                return true;
            continue;
        }
        if (pos_ < line_end_)
            return true;
        if (!next_line())
            return false;
        if (overlong_line_)
            return true;
        if (line_begin_ < line_end_ && data_[line_begin_] == '%')
            pos_ = line_end_;
    }
}

// At a "{" between games: moves past its "}" and returns true, or, when the
// comment is not closed before a line that looks like a tag pair or the end
// of the input, records it (open_comment_) and returns false there.
bool PgnReader::Impl::skip_comment_between_games() {
    const int line = line_;
    const int col = column(pos_);
    for (;;) {
        const void* close = std::memchr(data_ + pos_, '}', line_end_ - pos_);
        if (close != nullptr) {
            pos_ = static_cast<std::size_t>(static_cast<const char*>(close) - data_) + 1;
            return true;
        }
        pos_ = line_end_;
        if (!next_line() || overlong_line_ || looks_like_tag_line()) {
            open_comment_ = std::pair{line, col};
            return false;
        }
    }
}

// Moves to the next line of the game, skipping "%" escape lines and
// enforcing the size limits; false at the end of the input.
bool PgnReader::Impl::advance() {
    for (;;) {
        if (!next_line()) {
            if (io_error_ && !io_error_reported_) {
                io_error_reported_ = true;
                fail(PgnErrorKind::Io, line_, 0, "the input could not be read to its end");
            }
            return false;
        }
        if (overlong_line_) {
            fail(PgnErrorKind::TooLong, line_, 1,
                 "line longer than " + std::to_string(MaxPgnLineLength) + " bytes");
            return true;
        }
        section_bytes_ += line_end_ - line_begin_ + 1;
        std::size_t limit =
            section_ == Section::Tags ? MaxPgnTagSectionLength : MaxPgnMovetextLength;
        if (section_bytes_ > limit && !broken_)
            fail(PgnErrorKind::TooLong, line_, 1,
                 std::string(section_ == Section::Tags ? "tag section" : "movetext") +
                     " of the game is longer than " + std::to_string(limit) + " bytes");
        if (!in_comment_ && line_begin_ < line_end_ && data_[line_begin_] == '%') {
            pos_ = line_end_;
            continue;
        }
        return true;
    }
}

bool PgnReader::Impl::is_blank_line() const {
    for (std::size_t i = line_begin_; i < line_end_; ++i)
        if (!is_space(data_[i]))
            return false;
    return true;
}

// True when the current line opens with a tag pair ("[Event "), which a
// comment never closed before the next game would swallow.
bool PgnReader::Impl::looks_like_tag_line() const {
    return looks_like_tag_at(line_begin_);
}

// True when a tag pair opens at p: '[', a name, blanks, '"'.
bool PgnReader::Impl::looks_like_tag_at(std::size_t p) const {
    if (p + 3 > line_end_ || data_[p] != '[')
        return false;
    ++p;
    char first = data_[p];
    if (!((first >= 'A' && first <= 'Z') || (first >= 'a' && first <= 'z')))
        return false;
    while (p < line_end_ && has_class(data_[p], ClassTagName))
        ++p;
    while (p < line_end_ && is_space(data_[p]))
        ++p;
    return p < line_end_ && data_[p] == '"';
}

bool PgnReader::Impl::read_game(PgnVisitor& visitor) {
    visitor_ = &visitor;
    if (!find_game_start())
        return false;
    broken_ = false;
    skip_moves_ = false;
    token_seen_ = false;
    gap_ = false;
    seen_event_ = false;
    in_comment_ = false;
    depth_ = 0;
    has_fen_ = false;
    variant_.clear();
    ++games_;
    if (open_comment_) {
        const auto [line, col] = *open_comment_;
        open_comment_.reset();
        visitor.begin_game(line);
        fail(PgnErrorKind::UnterminatedComment, line, col, "'{' without '}'");
        visitor.end_game();
        visitor_ = nullptr;
        return true;
    }
    visitor.begin_game(line_);
    if (overlong_line_)
        fail(PgnErrorKind::TooLong, line_, 1,
             "line longer than " + std::to_string(MaxPgnLineLength) + " bytes");
    read_tags();
    if (!broken_)
        set_up_position();
    if (!broken_)
        skip_moves_ = visitor.begin_movetext(position_) == PgnMovetext::Skip;
    read_movetext();
    if (broken_)
        bytes_skipped_ += window_offset_ + pos_ - error_offset_;
    visitor.end_game();
    visitor_ = nullptr;
    return true;
}

void PgnReader::Impl::read_tags() {
    section_ = Section::Tags;
    section_bytes_ = line_end_ - line_begin_ + 1;
    for (;;) {
        while (pos_ < line_end_ && is_space(data_[pos_]))
            ++pos_;
        if (pos_ == line_end_) {
            if (!advance())
                return;
            continue;
        }
        if (data_[pos_] != '[')
            return;
        if (!read_tag())
            return;
    }
}

// Reads one tag pair at "["; false when it is the Event tag of the next game
// (a game with tags and no movetext ended before it).
bool PgnReader::Impl::read_tag() {
    const std::size_t open = pos_;
    std::size_t p = pos_ + 1;
    auto skip_line = [&] { pos_ = line_end_; };
    while (p < line_end_ && is_space(data_[p]))
        ++p;
    const std::size_t name_begin = p;
    while (p < line_end_ && has_class(data_[p], ClassTagName))
        ++p;
    std::string_view name(data_ + name_begin, p - name_begin);
    if (name.empty()) {
        fail(PgnErrorKind::BadTag, line_, column(p),
             p < line_end_ ? "expected a tag name after '[', found " + describe(data_[p])
                           : "expected a tag name after '['");
        skip_line();
        return true;
    }
    if (name.size() > MaxPgnTokenLength) {
        fail(PgnErrorKind::TooLong, line_, column(name_begin),
             "tag name longer than " + std::to_string(MaxPgnTokenLength) + " characters");
        skip_line();
        return true;
    }
    if (name == "Event") {
        if (seen_event_) {
            pos_ = open;
            return false;
        }
        seen_event_ = true;
    }
    while (p < line_end_ && is_space(data_[p]))
        ++p;
    if (p == line_end_ || data_[p] != '"') {
        fail(PgnErrorKind::BadTag, line_, column(p),
             "expected '\"' after the tag name " + std::string(name) +
                 (p < line_end_ ? ", found " + describe(data_[p]) : ""));
        skip_line();
        return true;
    }
    const std::size_t quote = p++;
    const std::size_t value_begin = p;
    bool escaped = false;
    while (p < line_end_ && data_[p] != '"') {
        if (data_[p] == '\\') {
            escaped = true;
            ++p;
        }
        ++p;
    }
    if (p >= line_end_ && escaped) {
        // A value that ends in a backslash ("C:\games\"): the last quote
        // before the closing ']' ends it, its backslashes as written (as
        // pgn-extract reads it).
        std::size_t end = line_end_;
        while (end > value_begin && is_space(data_[end - 1]))
            --end;
        if (end > value_begin + 1 && data_[end - 1] == ']') {
            std::size_t q = end - 1;
            while (q > value_begin && is_space(data_[q - 1]))
                --q;
            if (q > value_begin && data_[q - 1] == '"') {
                p = q - 1;
                escaped = false;
            }
        }
    }
    if (p >= line_end_) {
        fail(PgnErrorKind::UnterminatedString, line_, column(quote),
             "the value of tag " + std::string(name) + " has no closing '\"' on its line");
        skip_line();
        return true;
    }
    const std::size_t value_end = p++;
    if (value_end - value_begin > MaxPgnTagValueLength) {
        fail(PgnErrorKind::TooLong, line_, column(value_begin),
             "the value of tag " + std::string(name) + " is longer than " +
                 std::to_string(MaxPgnTagValueLength) + " bytes");
        skip_line();
        return true;
    }
    while (p < line_end_ && is_space(data_[p]))
        ++p;
    if (p == line_end_ || data_[p] != ']') {
        fail(PgnErrorKind::BadTag, line_, column(p),
             "expected ']' after the value of tag " + std::string(name) +
                 (p < line_end_ ? ", found " + describe(data_[p]) : ""));
        skip_line();
        return true;
    }
    pos_ = p + 1;
    std::string_view value(data_ + value_begin, value_end - value_begin);
    if (escaped) {
        // "\"" and "\\" stand for the character after the backslash; any
        // other backslash is kept as it is.
        value_.clear();
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (value[i] == '\\' && i + 1 < value.size() &&
                (value[i + 1] == '"' || value[i + 1] == '\\'))
                ++i;
            value_ += value[i];
        }
        value = value_;
    }
    if (name == "FEN") {
        fen_.assign(value);
        has_fen_ = true;
        fen_line_ = line_;
        fen_column_ = column(value_begin);
    } else if (name == "Variant") {
        variant_.assign(value);
        variant_line_ = line_;
        variant_column_ = column(value_begin);
    }
    visitor_->tag(name, value);
    return true;
}

void PgnReader::Impl::set_up_position() {
    VariantKind variant = classify_variant(variant_);
    if (variant == VariantKind::Unsupported) {
        fail(PgnErrorKind::UnsupportedVariant, variant_line_, variant_column_,
             "variant '" + variant_ + "' is not supported (only standard chess and Chess960)");
        return;
    }
    if (!has_fen_) {
        position_ = initial_;
        return;
    }
    auto mode = variant == VariantKind::Chess960 ? CastlingMode::Chess960 : CastlingMode::Standard;
    auto pos = Position::from_fen(fen_, mode);
    if (!pos &&
        (pos.error().field == FenField::Castling || pos.error().field == FenField::EnPassant))
        if (auto cleaned = without_stale_rights(fen_, mode)) {
            position_ = *cleaned;
            return;
        }
    if (!pos) {
        fail(PgnErrorKind::BadFen, fen_line_, fen_column_ + pos.error().column - 1,
             "bad FEN tag: " + pos.error().to_string());
        return;
    }
    position_ = *pos;
}

void PgnReader::Impl::read_movetext() {
    section_ = Section::Movetext;
    section_bytes_ = line_end_ - pos_;
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
        while (pos_ < line_end_ && is_space(data_[pos_]))
            ++pos_;
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

PgnReader::PgnReader(std::istream& in, std::size_t read_size)
    : impl_(std::make_unique<Impl>(&in, read_size)) {}
PgnReader::PgnReader(std::string_view text) : impl_(std::make_unique<Impl>(text)) {}
PgnReader::~PgnReader() = default;
PgnReader::PgnReader(PgnReader&&) noexcept = default;
PgnReader& PgnReader::operator=(PgnReader&&) noexcept = default;

bool PgnReader::read_game(PgnVisitor& visitor) {
    return impl_->read_game(visitor);
}

std::optional<PgnGame> PgnReader::read_game() {
    PgnGame game;
    GameCollector collector(game);
    if (!impl_->read_game(collector))
        return std::nullopt;
    return game;
}

std::uint64_t PgnReader::bytes_read() const {
    return impl_->bytes_read();
}
std::uint64_t PgnReader::bytes_skipped() const {
    return impl_->bytes_skipped();
}
std::uint64_t PgnReader::games() const {
    return impl_->games();
}
std::uint64_t PgnReader::broken_games() const {
    return impl_->broken_games();
}
bool PgnReader::io_error() const {
    return impl_->io_error();
}

// ---------------------------------------------------------------- writing

namespace {

constexpr std::size_t MaxPgnLineWidth = 79;

void append_tag(std::string& out, std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    out += "\"]\n";
}

// Appends tokens to movetext, breaking lines before they pass 79 columns.
class LineWrapper {
public:
    explicit LineWrapper(std::string& out) : out_(out) {}

    void add(std::string_view token) {
        if (width_ > 0 && width_ + 1 + token.size() > MaxPgnLineWidth) {
            out_ += '\n';
            width_ = 0;
        }
        if (width_ > 0) {
            out_ += ' ';
            ++width_;
        }
        out_ += token;
        width_ += token.size();
    }
    void finish() { out_ += '\n'; }

private:
    std::string& out_;
    std::size_t width_ = 0;
};

}  // namespace

std::string write_pgn(const Game& game, const PgnTags& tags, const PgnComments& comments) {
    auto find = [&](std::string_view name) -> const std::string* {
        for (const auto& [key, value] : tags)
            if (key == name)
                return &value;
        return nullptr;
    };
    std::string result = "*";
    if (const std::string* r = find("Result"); r != nullptr && (is_result(*r) || *r == "*")) {
        result = *r;
    } else if (auto outcome = game.outcome()) {
        if (!outcome->winner) {
            result = "1/2-1/2";
        } else {
            result = *outcome->winner == Color::White ? "1-0" : "0-1";
        }
    }

    std::string out;
    constexpr std::array<std::string_view, 7> roster{"Event", "Site",  "Date",  "Round",
                                                     "White", "Black", "Result"};
    for (std::string_view name : roster) {
        const std::string* value = find(name);
        if (name == "Result") {
            append_tag(out, name, result);
        } else if (value != nullptr) {
            append_tag(out, name, *value);
        } else {
            append_tag(out, name, name == "Date" ? "????.??.??" : "?");
        }
    }
    const Position& start = game.start();
    const bool set_up = start.is_chess960() || !(start == Position::initial());
    if (start.is_chess960())
        append_tag(out, "Variant", "Chess960");
    if (set_up) {
        append_tag(out, "SetUp", "1");
        append_tag(out, "FEN", start.to_fen());
    }
    for (const auto& [name, value] : tags) {
        bool skip = std::find(roster.begin(), roster.end(), name) != roster.end() ||
                    name == "FEN" || name == "SetUp" || name == "Variant";
        if (!skip)
            append_tag(out, name, value);
    }
    out += '\n';

    LineWrapper movetext(out);
    auto comment = comments.begin();
    // The comments after `ply` moves, a word at a time, so that lines wrap.
    auto add_comments = [&](std::size_t ply) {
        bool any = false;
        for (; comment != comments.end() && comment->first <= ply; ++comment) {
            std::vector<std::string> words{"{"};
            for (char c : comment->second) {
                if (c == ' ' || c == '\n' || c == '\r') {
                    if (words.back().size() > (words.size() == 1 ? 1u : 0u))
                        words.emplace_back();
                } else {
                    words.back() += c == '}' ? ')' : c;
                }
            }
            if (words.back().empty())
                words.pop_back();
            words.back() += '}';
            for (const std::string& w : words)
                movetext.add(w);
            any = true;
        }
        return any;
    };
    const auto& moves = game.moves();
    bool number_again = add_comments(0);
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        const Position& pos = game.position_at(ply);
        if (pos.side_to_move() == Color::White) {
            movetext.add(std::to_string(pos.fullmove_number()) + ".");
        } else if (ply == 0 || number_again) {
            movetext.add(std::to_string(pos.fullmove_number()) + "...");
        }
        movetext.add(to_san(pos, moves[ply]));
        number_again = add_comments(ply + 1);
    }
    movetext.add(result);
    movetext.finish();
    return out;
}

std::string write_pgn(const PgnGame& game) {
    return write_pgn(game.to_game(), game.tags);
}

}  // namespace touchmove::chess
