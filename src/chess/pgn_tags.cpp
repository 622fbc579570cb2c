// The PGN reader's tag section: the tag pairs, and the position that the
// FEN, SetUp and Variant tags set up.
#include "pgn_reader.h"

namespace touchmove::chess {

using namespace pgn_detail;

namespace {

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

}  // namespace

void PgnReader::Impl::read_tags() {
    section_ = Section::Tags;
    section_bytes_ = line_end_ - line_begin_ + 1;
    for (;;) {
        pos_ = skip_spaces(pos_);
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
// (a game with tags and no movetext ended before it). A broken tag pair is
// reported and its line skipped.
bool PgnReader::Impl::read_tag() {
    const std::size_t open = pos_;
    std::size_t p = skip_spaces(pos_ + 1);
    const std::optional<std::string_view> name = read_tag_name(p);
    if (name && *name == "Event") {
        if (seen_event_) {
            pos_ = open;
            return false;
        }
        seen_event_ = true;
    }
    std::optional<RawTagValue> raw;
    if (name)
        raw = read_tag_value(*name, p);
    if (!raw || !read_tag_close(*name, p)) {
        pos_ = line_end_;
        return true;
    }
    pos_ = p;
    keep_tag(*name, unescaped(*raw), raw->begin);
    return true;
}

// The tag name at p, p moved past it.
std::optional<std::string_view> PgnReader::Impl::read_tag_name(std::size_t& p) {
    const std::size_t begin = p;
    while (p < line_end_ && has_class(data_[p], ClassTagName))
        ++p;
    const std::string_view name(data_ + begin, p - begin);
    if (name.empty()) {
        fail(PgnErrorKind::BadTag, line_, column(p),
             p < line_end_ ? "expected a tag name after '[', found " + describe(data_[p])
                           : "expected a tag name after '['");
        return std::nullopt;
    }
    if (name.size() > MaxPgnTokenLength) {
        fail(PgnErrorKind::TooLong, line_, column(begin),
             "tag name longer than " + std::to_string(MaxPgnTokenLength) + " characters");
        return std::nullopt;
    }
    return name;
}

// The quoted value after the name, p moved past its closing quote. A
// backslash escapes the character after it.
std::optional<PgnReader::Impl::RawTagValue> PgnReader::Impl::read_tag_value(std::string_view name,
                                                                            std::size_t& p) {
    p = skip_spaces(p);
    if (p == line_end_ || data_[p] != '"') {
        fail(PgnErrorKind::BadTag, line_, column(p),
             "expected '\"' after the tag name " + std::string(name) +
                 (p < line_end_ ? ", found " + describe(data_[p]) : ""));
        return std::nullopt;
    }
    const std::size_t quote = p++;
    RawTagValue raw{p, p, false};
    while (p < line_end_ && data_[p] != '"') {
        if (data_[p] == '\\') {
            raw.escaped = true;
            ++p;
        }
        ++p;
    }
    if (p >= line_end_ && raw.escaped) {
        if (const auto q = quote_before_closing_bracket(raw.begin)) {
            p = *q;
            raw.escaped = false;  // its backslashes as written
        }
    }
    if (p >= line_end_) {
        fail(PgnErrorKind::UnterminatedString, line_, column(quote),
             "the value of tag " + std::string(name) + " has no closing '\"' on its line");
        return std::nullopt;
    }
    raw.end = p++;
    if (raw.end - raw.begin > MaxPgnTagValueLength) {
        fail(PgnErrorKind::TooLong, line_, column(raw.begin),
             "the value of tag " + std::string(name) + " is longer than " +
                 std::to_string(MaxPgnTagValueLength) + " bytes");
        return std::nullopt;
    }
    return raw;
}

// A value that ends in a backslash ("C:\games\"): the last quote before the
// line's closing ']' ends it (as pgn-extract reads it).
std::optional<std::size_t> PgnReader::Impl::quote_before_closing_bracket(
    std::size_t value_begin) const {
    std::size_t end = line_end_;
    while (end > value_begin && is_space(data_[end - 1]))
        --end;
    if (end <= value_begin + 1 || data_[end - 1] != ']')
        return std::nullopt;
    std::size_t q = end - 1;
    while (q > value_begin && is_space(data_[q - 1]))
        --q;
    if (q > value_begin && data_[q - 1] == '"')
        return q - 1;
    return std::nullopt;
}

// The ']' that closes the tag pair, p moved past it.
bool PgnReader::Impl::read_tag_close(std::string_view name, std::size_t& p) {
    p = skip_spaces(p);
    if (p == line_end_ || data_[p] != ']') {
        fail(PgnErrorKind::BadTag, line_, column(p),
             "expected ']' after the value of tag " + std::string(name) +
                 (p < line_end_ ? ", found " + describe(data_[p]) : ""));
        return false;
    }
    ++p;
    return true;
}

// The value as meant: "\"" and "\\" stand for the character after the
// backslash; any other backslash is kept as it is.
std::string_view PgnReader::Impl::unescaped(const RawTagValue& raw) {
    const std::string_view value(data_ + raw.begin, raw.end - raw.begin);
    if (!raw.escaped)
        return value;
    value_.clear();
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (value[i] == '\\' && i + 1 < value.size() &&
            (value[i + 1] == '"' || value[i + 1] == '\\'))
            ++i;
        value_ += value[i];
    }
    return value_;
}

// The FEN and Variant tags are kept for setting up the position; every tag
// goes to the visitor.
void PgnReader::Impl::keep_tag(std::string_view name, std::string_view value,
                               std::size_t value_begin) {
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

}  // namespace touchmove::chess
