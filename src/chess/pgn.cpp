// Reading PGN: the reader's API, and each game from its start to its end
// (pgn_reader.h names the files that read its parts).
#include "pgn_reader.h"

namespace touchmove::chess {

using namespace pgn_detail;

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

namespace pgn_detail {

// Describes a byte for a message: "'x'" when printable, else "byte 0x1f".
std::string describe(char c) {
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f)
        return std::string("'") + c + "'";
    constexpr std::string_view hex = "0123456789abcdef";
    return std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
}

}  // namespace pgn_detail

namespace {

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

}  // namespace

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
    const int first_line = line_;
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
    // Not even the result the standard requires: a tag section followed by
    // the next game's tags or the end of the input.
    if (!token_seen_)
        fail(PgnErrorKind::Syntax, first_line, 0,
             "the game has no movetext (no move and no result)");
    if (broken_)
        bytes_skipped_ += window_offset_ + pos_ - error_offset_;
    visitor.end_game();
    visitor_ = nullptr;
    return true;
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

}  // namespace touchmove::chess
