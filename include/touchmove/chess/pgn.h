// PGN: reading and writing Portable Game Notation.
//
// PgnReader reads games one at a time from a stream of any size. It keeps a
// bounded window of the input (the limits below cap it at a few MiB, however
// large the file) and reports each game to a PgnVisitor as it goes, SAX-style:
// tag pairs, mainline moves resolved against the position, the moves of
// variations (passed on as text, not resolved), comments, NAGs and the result.
// It accepts what real files contain: LF, CRLF or (old Mac) CR line ends, a byte order
// mark (also where files were joined), "%" escape lines, a DOS end-of-file
// mark (Ctrl-Z) between games, games without tags, empty lines anywhere, "1.",
// "1..." and "12." move numbers, glyphs such as "!?" after a move, moves
// written by their squares where SAN cannot read them (UCI "g1f3", "e1g1",
// "e7e8q"; long algebraic "Ng1-f3", "e5xd6ep" as engines and pgn-extract's
// -Wuci and -Wlalg write them), and FEN and
// SetUp tags (Chess960 from a Variant tag or a Shredder/X-FEN castling field;
// castling rights the placement cannot have and an en-passant square no pawn
// has just passed are dropped, as other PGN readers drop them).
// Comments between games (a file's opening remark, a comment on the lines
// after a result) belong to no game and are not reported.
//
// A broken game (an unreadable token, illegal or ambiguous SAN, an unterminated
// comment or tag string, a '[' in the movetext that opens no tag pair, a bad
// FEN tag, input over a limit) is reported once,
// with its line and column, through PgnVisitor::error(); the reader then skips
// the rest of that game, over blank lines, up to its result or the next tag
// section (or, in a file without tags, a blank line and then "1."), and goes
// on with the next game. Nothing is dropped
// silently: bytes_skipped() and broken_games() count what was skipped.
//
// write_pgn() writes a game in export format (Seven Tag Roster first, lines of
// at most 79 columns), which any PGN reader accepts.
//
// A PgnReader is not thread-safe; use one per stream.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "touchmove/chess/game.h"
#include "touchmove/chess/move.h"
#include "touchmove/chess/position.h"

namespace touchmove::chess {

// Limits: input beyond them is refused with PgnErrorKind::TooLong instead of
// being buffered without bound.
constexpr std::size_t MaxPgnTokenLength = 255;               // a move, number or tag name
constexpr std::size_t MaxPgnTagValueLength = 64 * 1024;      // one tag value
constexpr std::size_t MaxPgnTagSectionLength = 1024 * 1024;  // all tag lines of a game
constexpr std::size_t MaxPgnMovetextLength = 1024 * 1024;    // the movetext of a game
constexpr std::size_t MaxPgnLineLength = 1024 * 1024;        // one line of input

enum class PgnErrorKind : std::uint8_t {
    Syntax,               // an unreadable token or character
    BadTag,               // a malformed tag pair
    UnterminatedString,   // a tag value without its closing quote on the line
    UnterminatedComment,  // "{" without "}" before the next game or the end of input
    BadFen,               // a FEN tag that is not a legal position
    UnsupportedVariant,   // a Variant tag other than standard chess or Chess960
    IllegalMove,          // SAN that names no legal move
    AmbiguousMove,        // SAN that names several legal moves
    TooLong,              // input over one of the limits above
    Io,                   // the stream failed (not at its end)
};

// Returns the kind's name as messages use it ("illegal move").
std::string_view to_string(PgnErrorKind kind);

struct PgnError {
    PgnErrorKind kind;
    int line;    // 1-based line of the input
    int column;  // 1-based byte column in that line; 0 when unknown
    std::string message;

    // Returns "line 12, column 5: message".
    std::string to_string() const;
};

// What to do with a game's movetext.
enum class PgnMovetext : std::uint8_t {
    Read,  // resolve and report the moves
    Skip,  // skip to the end of the game (the moves are not resolved or reported)
};

// Receives the parts of each game in input order. Every function has an
// empty default, so a visitor overrides only what it needs. The string_views
// point into the reader's buffer and are valid only during the call.
//
// Per game the order is: begin_game, tag* , begin_movetext, then moves,
// variations, comments and NAGs as they come, result (if the game has one),
// end_game. After error() the reader reports nothing more of that game but
// its remaining tags and end_game().
class PgnVisitor {
public:
    virtual ~PgnVisitor() = default;

    // A game starts at the given 1-based line (its first tag or move).
    virtual void begin_game(int /*line*/) {}
    // One tag pair, with escapes ("\\\"", "\\\\") already resolved in the value.
    virtual void tag(std::string_view /*name*/, std::string_view /*value*/) {}
    // The tags are over and the game starts from `start` (the FEN tag or the
    // initial position). Returns whether to read or skip the movetext.
    virtual PgnMovetext begin_movetext(const Position& /*start*/) { return PgnMovetext::Read; }
    // A mainline move, resolved: `before` is the position it is played in and
    // `san` the move as written, without glyphs ("Nxe5+", "0-0").
    virtual void move(const Position& /*before*/, Move /*move*/, std::string_view /*san*/) {}
    // A move inside a variation, as written; variations are not resolved.
    virtual void variation_move(std::string_view /*san*/, int /*depth*/) {}
    // A variation opens or closes; depth is 1 for a variation of the mainline.
    virtual void begin_variation(int /*depth*/) {}
    virtual void end_variation(int /*depth*/) {}
    // A "{...}" comment (may span lines) or a ";" comment, without its delimiters.
    virtual void comment(std::string_view /*text*/) {}
    // A NAG: "$n" gives n, and glyphs give $1 "!", $2 "?", $3 "!!", $4 "??",
    // $5 "!?", $6 "?!".
    virtual void nag(int /*nag*/) {}
    // The game termination marker: "1-0", "0-1", "1/2-1/2" or "*".
    virtual void result(std::string_view /*result*/) {}
    // The game is broken; reading skips the rest of it. At most once per game.
    virtual void error(const PgnError& /*error*/) {}
    // The game is over (after its result, its error or the end of input).
    virtual void end_game() {}
};

// One game read into memory.
struct PgnGame {
    std::vector<std::pair<std::string, std::string>> tags;  // in input order
    Position start = Position::initial();
    std::vector<std::string> sans;  // the mainline as written, without glyphs
    std::vector<Move> moves;        // the mainline resolved; as long as sans
    std::string result;             // the termination marker; empty if the game had none
    int first_line = 0;
    std::vector<PgnError> errors;  // the error that broke the game, if any

    // Returns the value of the first tag with this name.
    std::optional<std::string_view> tag(std::string_view name) const;
    // Returns the game as a Game (start position and the resolved moves).
    Game to_game() const;
};

class PgnReader {
public:
    // Bytes asked of the stream per read.
    static constexpr std::size_t DefaultReadSize = 1024 * 1024;

    // Reads from a stream, `read_size` bytes at a time; the stream must
    // outlive the reader.
    explicit PgnReader(std::istream& in, std::size_t read_size = DefaultReadSize);
    // Reads from text in memory, without copying it; the text must outlive the reader.
    explicit PgnReader(std::string_view text);
    ~PgnReader();
    PgnReader(PgnReader&&) noexcept;
    PgnReader& operator=(PgnReader&&) noexcept;

    // Reads the next game and reports it to the visitor; returns false when
    // the input holds no more games.
    bool read_game(PgnVisitor& visitor);
    // Reads the next game into memory; nothing when the input holds no more games.
    std::optional<PgnGame> read_game();

    // Bytes of input consumed so far (including the skipped ones).
    std::uint64_t bytes_read() const;
    // Bytes skipped after errors, from each error to the end of its game.
    std::uint64_t bytes_skipped() const;
    // Games read so far, and how many of them were broken.
    std::uint64_t games() const;
    std::uint64_t broken_games() const;
    // True when the stream failed other than by ending (reported as PgnErrorKind::Io).
    bool io_error() const;

private:
    class Impl;
    std::unique_ptr<Impl> impl_;
};

// The tag pairs to write with a game.
using PgnTags = std::vector<std::pair<std::string, std::string>>;

// Comments to write in the movetext: each after the given number of moves
// (0: before the first), in their order.
using PgnComments = std::vector<std::pair<std::size_t, std::string>>;

// Writes a game in PGN export format: the Seven Tag Roster (Event, Site,
// Date, Round, White, Black, Result; "?" or "????.??.??" where `tags` has
// none) in that order, then SetUp and FEN when the game does not start from
// the initial position (and Variant "Chess960" for a Chess960 start), then
// the other tags in their order; then the movetext with move numbers and SAN
// in lines of at most 79 columns, ending with the result. The result is the
// Result tag if `tags` has a valid one, else the game's outcome if it has
// ended, else "*". FEN, SetUp and Variant tags in `tags` are replaced by the
// ones the start position needs. Each comment goes in braces after its
// move ("}" in its text becomes ")"), and a move after a comment gets its
// number again ("12... Nf6").
std::string write_pgn(const Game& game, const PgnTags& tags = {}, const PgnComments& comments = {});

// Writes a game read earlier (its tags, start position and mainline).
std::string write_pgn(const PgnGame& game);

}  // namespace touchmove::chess
