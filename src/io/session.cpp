#include "touchmove/io/session.h"

#include "touchmove/chess/fen.h"

namespace touchmove::io {

using arbiter::Answer;
using arbiter::BoardEvent;
using arbiter::Edition;
using arbiter::Mode;

Session::Session(SessionDefaults defaults) : language_(defaults.language) {
    options_.edition = defaults.edition;
    options_.mode = defaults.mode;
}

std::optional<SessionOutput> Session::feed_line(std::string_view line, int line_number) {
    return feed(parse_event_line(line, line_number), line_number, line);
}

std::optional<LineError> Session::apply_header(const Header& h, int line_number) {
    switch (h.kind) {
        case Header::Kind::Laws:
            options_.edition = h.value == "2023" ? Edition::Fide2023 : Edition::Fide2005;
            break;
        case Header::Kind::Mode:
            options_.mode = h.value == "enforce" ? Mode::Enforce : Mode::Observe;
            break;
        case Header::Kind::Lang:
            language_ = parse_language(h.value).value_or(Language::English);
            break;
        case Header::Kind::Clock:
            options_.clock = h.value == "yes";
            break;
        case Header::Kind::Variant: {
            const bool chess960 = h.value == "chess960";
            if (!chess960 && standard_needs_960(fen_))
                return LineError{line_number, h.value_column,
                                 "variant standard, but the FEN's castling rights need Chess960 "
                                 "(the king and the castling rooks are not on e1, a1 and h1)"};
            chess960_ = chess960;
            break;
        }
        case Header::Kind::Fen: {
            auto pos = chess::Position::from_fen(h.value);
            if (!pos)
                return LineError{line_number, h.value_column + pos.error().column - 1,
                                 "bad FEN: " + pos.error().to_string()};
            if (chess960_ == false && standard_needs_960(h.value))
                return LineError{line_number,
                                 h.value_column + chess::parse_fen(h.value)->field_columns[2] - 1,
                                 "bad FEN: castling rights that need Chess960 after 'variant "
                                 "standard' (the king and the castling rooks are not on e1, a1 "
                                 "and h1)"};
            fen_ = h.value;
            fen_column_ = h.value_column;
            break;
        }
    }
    return std::nullopt;
}

// Whether the FEN, read as standard chess, can only be Chess960: its
// castling rights are on rooks or a king that standard castling cannot use.
bool Session::standard_needs_960(const std::string& fen) const {
    if (fen.empty())
        return false;
    auto pos = start_position(fen, false);
    return pos && pos->is_chess960();
}

std::optional<chess::Position> Session::start_position(const std::string& fen,
                                                       std::optional<bool> chess960) const {
    if (fen.empty() && !chess960)
        return std::nullopt;
    const std::string text = fen.empty() ? std::string(chess::StartFen) : fen;
    auto mode =
        chess960.value_or(false) ? chess::CastlingMode::Chess960 : chess::CastlingMode::Standard;
    auto pos = chess::Position::from_fen(text, mode);
    if (pos && pos->is_chess960() && chess960 == false) {
        // "variant standard" against a castling field that names files
        // (HAha): standard chess, when its rights allow it.
        auto setup = chess::parse_fen(text);
        setup->chess960 = false;
        if (auto standard = chess::Position::from_setup(*setup, mode))
            pos = *standard;
    }
    if (!pos)
        return std::nullopt;
    return *pos;
}

arbiter::ArbiterOptions Session::options() const {
    arbiter::ArbiterOptions options = options_;
    // Validated when the headers were read.
    if (auto pos = start_position(fen_, chess960_))
        options.start = *pos;
    return options;
}

void Session::start() {
    arbiter_.emplace(options());
}

namespace {

// The 1-based column where the given argument of an event line starts
// (0: the action, 1: the first argument...), or 1 when unknown.
int argument_column(std::string_view source, int argument) {
    int token = -1;  // the side is token -1, the action token 0
    bool in_token = false;
    for (std::size_t i = 0; i < source.size(); ++i) {
        char c = source[i];
        if (c == '#')
            break;
        bool space = c == ' ' || c == '\t' || c == '\r';
        if (!space && !in_token) {
            if (token == argument)
                return static_cast<int>(i) + 1;
            ++token;
        }
        in_token = !space;
    }
    return 1;
}

// The column of the given part of the list of squares (e2+d2) that starts
// at `column`: after that many '+'.
int part_column(std::string_view source, int column, int part) {
    for (auto i = static_cast<std::size_t>(column - 1); part > 0 && i < source.size(); ++i) {
        if (source[i] == ' ' || source[i] == '\t' || source[i] == '#')
            break;
        if (source[i] == '+' && --part == 0)
            return static_cast<int>(i) + 2;
    }
    return column;
}

}  // namespace

std::optional<SessionOutput> Session::feed(const chess::Expected<EventLine, LineError>& line,
                                           int line_number, std::string_view source) {
    if (!line)
        return SessionOutput{++n_, line.error(), {}};
    const EventLine& l = *line;
    if (std::holds_alternative<Blank>(l))
        return std::nullopt;
    if (const Header* h = std::get_if<Header>(&l)) {
        if (arbiter_)
            return SessionOutput{++n_,
                                 LineError{line_number, 1,
                                           "the header '" + std::string(to_string(h->kind)) +
                                               "' must come before the first event"},
                                 {}};
        if (auto error = apply_header(*h, line_number))
            return SessionOutput{++n_, *error, {}};
        return std::nullopt;
    }
    if (!arbiter_)
        start();
    const BoardEvent& e = std::get<BoardEvent>(l);
    int n = ++n_;
    auto answer = arbiter_->handle(e);
    if (!answer) {
        // Point at the action or at the argument at fault.
        int column = part_column(source, argument_column(source, answer.error().argument),
                                 answer.error().part);
        return SessionOutput{n, LineError{line_number, column, answer.error().message}, {}};
    }
    Answer a = std::move(answer).value();
    a.n = n;
    return SessionOutput{n, std::move(a), e.to_text()};
}

}  // namespace touchmove::io
