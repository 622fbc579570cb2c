// The PGN reader's insides (pgn.h's PgnReader::Impl), shared by the files
// that implement it: pgn.cpp (games and the reader's API), pgn_input.cpp
// (the input window and its lines), pgn_tags.cpp (the tag section) and
// pgn_movetext.cpp (the moves, comments and variations); pgn_write.cpp
// writes PGN. Not installed.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#ifdef __AVX2__
#include <immintrin.h>
#endif

#include "touchmove/chess/pgn.h"

namespace touchmove::chess {

namespace pgn_detail {

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

inline bool has_class(char c, std::uint8_t cls) {
    return (Classes[static_cast<unsigned char>(c)] & cls) != 0;
}
inline bool is_space(char c) {
    return has_class(c, ClassSpace);
}
inline bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

// Describes a byte for a message: "'x'" when printable, else "byte 0x1f".
std::string describe(char c);

inline bool is_result(std::string_view t) {
    return t == "1-0" || t == "0-1" || t == "1/2-1/2";
}

// The first `c` of the n bytes at p, or nullptr: memchr, with the bytes
// compared 32 at a time inline where the compiler targets AVX2. A line of
// PGN is 35 bytes on average, so that a call of memchr per line (through
// its run-time dispatch, and its set-up for long texts) cost as much as the
// search.
inline const char* find_byte(const char* p, char c, std::size_t n) {
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

}  // namespace pgn_detail

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
    void check_section_length();
    void read_tags();
    // One tag pair, in steps: its name, its quoted value (the span between
    // the quotes, `escaped` where backslashes are to be read), the closing
    // ']', and the value kept. A step that fails says why and gives nothing.
    struct RawTagValue {
        std::size_t begin, end;
        bool escaped;
    };
    bool read_tag();
    std::optional<std::string_view> read_tag_name(std::size_t& p);
    std::optional<RawTagValue> read_tag_value(std::string_view name, std::size_t& p);
    std::optional<std::size_t> quote_before_closing_bracket(std::size_t value_begin) const;
    bool read_tag_close(std::string_view name, std::size_t& p);
    std::string_view unescaped(const RawTagValue& raw);
    void keep_tag(std::string_view name, std::string_view value, std::size_t value_begin);
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
    // The first index from p on the line that is not a space.
    std::size_t skip_spaces(std::size_t p) const {
        while (p < line_end_ && pgn_detail::is_space(data_[p]))
            ++p;
        return p;
    }
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
    std::size_t pin_ = pgn_detail::NoIndex;  // the "{" of a comment that spans lines
    char line_end_char_ = 0;                 // '\n', or '\r' for CR line ends; 0 until known

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

}  // namespace touchmove::chess
