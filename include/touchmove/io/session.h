// Session: a stream of lines in the event language, answered one by one.
//
// It reads headers until the first event, then builds the Arbiter, numbers
// the events (docs/events.md, Details, Numbering and errors: blank lines,
// comments and headers before the first event are not counted) and turns
// every line that cannot be read, and every event that cannot happen, into
// an error that changes nothing. Lines come as text or as already parsed
// EventLines (JSON Lines are parsed by parse_json_line(), json.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "touchmove/arbiter/arbiter.h"
#include "touchmove/io/event_text.h"
#include "touchmove/io/messages.h"

namespace touchmove::io {

struct SessionOutput {
    int n = 0;
    std::variant<arbiter::Answer, LineError> result;
    std::string event;  // the event in the text form (empty for errors)

    bool is_error() const { return result.index() == 1; }
};

struct SessionDefaults {
    arbiter::Edition edition = arbiter::Edition::Fide2005;
    arbiter::Mode mode = arbiter::Mode::Observe;
    Language language = Language::English;
};

class Session {
public:
    explicit Session(SessionDefaults defaults = {});

    // Reads one line of the text form.
    std::optional<SessionOutput> feed_line(std::string_view line, int line_number);
    // Takes one parsed line (or the error of parsing it). `source`, when
    // given, is the line's text in the text form: errors of impossible
    // events then point at the argument at fault.
    std::optional<SessionOutput> feed(const chess::Expected<EventLine, LineError>& line,
                                      int line_number, std::string_view source = {});

    Language language() const { return language_; }
    // The arbiter's options by the headers read so far (the start position
    // included): what the first event will build the arbiter with.
    arbiter::ArbiterOptions options() const;

    // The arbiter, once the first event has been read.
    const arbiter::Arbiter* arbiter() const { return arbiter_ ? &*arbiter_ : nullptr; }
    int events() const { return n_; }

private:
    std::optional<LineError> apply_header(const Header& h, int line_number);
    // The position the game starts from, by the headers read so far (the
    // FEN, read in the variant), or nullopt for the initial position.
    std::optional<chess::Position> start_position(const std::string& fen,
                                                  std::optional<bool> chess960) const;
    bool standard_needs_960(const std::string& fen) const;
    void start();

    arbiter::ArbiterOptions options_;
    Language language_;
    std::string fen_;
    int fen_column_ = 1;
    std::optional<bool> chess960_;
    std::optional<arbiter::Arbiter> arbiter_;
    int n_ = 0;
};

}  // namespace touchmove::io
