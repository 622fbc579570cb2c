#include "arbitrate_command.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pretty.h"
#include "touchmove/chess/san.h"
#include "touchmove/io/json.h"
#include "touchmove/io/scenario.h"
#include "touchmove/io/session.h"

namespace touchmove::cli {

namespace {

constexpr const char* ArbitrateUsage =
    R"(usage: touchmove arbitrate [FILE|-] [--pretty] [--laws 2005|2023] [--mode observe|enforce] [--lang en|de|vi]

Reads board events (the text form or JSON Lines, detected line by line; see
docs/events.md) from FILE or standard input and answers each event line with
one JSON object on standard output, as docs/events.md, Answers describes.
Headers in the input (laws, fen, mode, lang, variant, clock) override the
options.

options:
  --pretty        for a person: a line per event, then its rulings and the
                  permitted moves in SAN, with a board where moves are restricted
  --laws EDITION  2005 (default) or 2023 (docs/events.md, Editions)
  --mode MODE     observe (default: report violations) or enforce (refuse them)
  --lang LANG     language of the messages: en, de or vi (default: from the
                  locale, LC_ALL, LC_MESSAGES or LANG; else en)
  -h, --help      show this help

exit status: 0 when every line was read, 1 when some line had an error, 2 on
a usage or I/O error.
)";

constexpr const char* CheckUsage = R"(usage: touchmove check [--strict] FILE...

Runs scenario files: cases of events with expected answers ('case ID',
headers, events, 'expect ...' lines, 'end'; docs/events.md, Scenario files).
Prints each failing case with its first mismatch and ends with the line
'N passed, N failed'.

  --strict    the expectations after an event must name every violation and
              claim its answer carries ('expect violation ART', 'expect
              claim RESULT'); an event without expectations is not checked
  -h, --help  show this help

exit status: 0 when every case passed, 1 when one failed, 2 on a usage or
I/O error.
)";

// The language of the messages when neither --lang nor a lang header says:
// from the locale (LC_ALL, then LC_MESSAGES, then LANG), as gettext would.
io::Language language_from_locale() {
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(name);
        if (!value || !*value)
            continue;
        std::string_view v(value);
        if (auto l = io::parse_language(v.substr(0, 2)))
            return *l;
        return io::Language::English;
    }
    return io::Language::English;
}

// Reads a line as std::getline does, but keeps only its first `keep`
// characters and drops the rest, so that an endless line (no newline ever)
// cannot take endless memory. `keep` exceeds the parsers' limit, so a line
// cut short is still refused as too long.
bool read_line(std::istream& in, std::string& line, std::size_t keep) {
    line.clear();
    std::streambuf* buffer = in.rdbuf();
    int c = buffer->sbumpc();
    if (c == std::char_traits<char>::eof()) {
        in.setstate(std::ios::eofbit | std::ios::failbit);
        return false;
    }
    for (; c != std::char_traits<char>::eof() && c != '\n'; c = buffer->sbumpc())
        if (line.size() < keep)
            line.push_back(static_cast<char>(c));
    return true;
}

// The command line, read.
struct Options {
    std::string file = "-";  // "-": the standard input
    bool pretty = false;
    io::SessionDefaults defaults;
};

// Reads the command line into `o`. Returns the exit code when the command
// ends here (--help: 0, a usage error: 2), nothing when it goes on.
std::optional<int> parse_options(int argc, char** argv, Options& o) {
    bool file_given = false;
    bool options_done = false;
    o.defaults.language = language_from_locale();
    for (int i = 1; i < argc; ++i) {
        std::string_view a = argv[i];
        auto value = [&](const char* option) -> std::string_view {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "touchmove arbitrate: %s needs a value\n", option);
                std::exit(2);
            }
            return argv[++i];
        };
        if (options_done || a.size() < 2 || a[0] != '-') {  // FILE, or "-"
            if (file_given) {
                std::fprintf(stderr,
                             "touchmove arbitrate: one event stream at a time ('%s', '%s')\n",
                             o.file.c_str(), argv[i]);
                return 2;
            }
            o.file = std::string(a);
            file_given = true;
        } else if (a == "--") {
            options_done = true;  // what follows is FILE, whatever its name
        } else if (a == "-h" || a == "--help") {
            std::fputs(ArbitrateUsage, stdout);
            return 0;
        } else if (a == "--pretty") {
            o.pretty = true;
        } else if (a == "--laws") {
            auto v = value("--laws");
            if (v != "2005" && v != "2023") {
                std::fprintf(stderr, "touchmove arbitrate: --laws must be 2005 or 2023\n");
                return 2;
            }
            o.defaults.edition =
                v == "2023" ? arbiter::Edition::Fide2023 : arbiter::Edition::Fide2005;
        } else if (a == "--mode") {
            auto v = value("--mode");
            if (v != "observe" && v != "enforce") {
                std::fprintf(stderr, "touchmove arbitrate: --mode must be observe or enforce\n");
                return 2;
            }
            o.defaults.mode = v == "enforce" ? arbiter::Mode::Enforce : arbiter::Mode::Observe;
        } else if (a == "--lang") {
            auto v = value("--lang");
            auto l = io::parse_language(v);
            if (!l) {
                std::fprintf(stderr, "touchmove arbitrate: --lang must be en, de or vi\n");
                return 2;
            }
            o.defaults.language = *l;
        } else {
            std::fprintf(stderr, "touchmove arbitrate: unknown option '%s'\n%s", argv[i],
                         ArbitrateUsage);
            return 2;
        }
    }
    return std::nullopt;
}

// The stream to read: the standard input for "-", else the file opened into
// `stream`. Nothing (with the reason on stderr) when the file cannot be read.
std::istream* open_input(const std::string& file, std::ifstream& stream) {
    if (file == "-")
        return &std::cin;
    if (std::error_code ec; std::filesystem::is_directory(file, ec)) {
        std::fprintf(stderr, "touchmove arbitrate: '%s' is a directory\n", file.c_str());
        return nullptr;
    }
    stream.open(file);
    if (!stream) {
        std::fprintf(stderr, "touchmove arbitrate: cannot open '%s'\n", file.c_str());
        return nullptr;
    }
    return &stream;
}

// Feeds line `n` to the session and writes its answer, if it has one, as
// JSON or for a person. Returns whether the line had an error.
bool answer_line(io::Session& session, std::string& line, int n, const Options& o) {
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    if (n == 1)
        io::drop_byte_order_mark(line);
    const bool json = io::looks_like_json(line);
    auto parsed = json ? io::parse_json_line(line, n) : io::parse_event_line(line, n);
    auto out = session.feed(parsed, n, json ? std::string_view() : std::string_view(line));
    if (!out)
        return false;
    const arbiter::Edition edition =
        session.arbiter() ? session.arbiter()->edition() : o.defaults.edition;
    if (o.pretty) {
        std::cout << pretty_answer(*out, session.arbiter(), edition, session.language(), line);
    } else {
        std::cout << io::to_json(*out, edition, session.language()) << '\n';
    }
    return out->is_error();
}

// Answers every line of `in` in turn. Returns the exit code: 0 when every
// line was read, 1 when some line had an error, 2 when reading failed.
int answer_lines(std::istream& in, const Options& o) {
    io::Session session(o.defaults);
    bool errors = false;
    std::string line;
    int n = 0;
    const std::size_t keep = std::max(io::MaxEventLineLength, io::MaxJsonLineLength) + 2;
    while (true) {
        try {
            if (!read_line(in, line, keep))
                break;
        } catch (const std::ios_base::failure&) {
            // A stream that cannot be read (a directory, a closed descriptor):
            // the lines answered so far stand.
            std::cout.flush();
            std::fprintf(stderr, "touchmove arbitrate: cannot read %s after line %d\n",
                         o.file == "-" ? "the standard input" : ("'" + o.file + "'").c_str(), n);
            return 2;
        }
        if (!std::cout)
            break;  // the output is lost (main() says so): reading on would serve nobody
        ++n;
        if (answer_line(session, line, n, o))
            errors = true;
        // Nothing more to read without waiting: a program on the other end
        // of a pipe may be waiting for these answers.
        if (in.rdbuf()->in_avail() <= 0)
            std::cout.flush();
    }
    std::cout.flush();
    return errors ? 1 : 0;
}

}  // namespace

int run_arbitrate(int argc, char** argv) {
    Options o;
    if (auto exit_code = parse_options(argc, argv, o))
        return *exit_code;
    std::ifstream stream;
    std::istream* in = open_input(o.file, stream);
    if (!in)
        return 2;
    std::ios::sync_with_stdio(false);
    return answer_lines(*in, o);
}

int run_check(int argc, char** argv) {
    std::vector<std::string> files;
    io::ScenarioOptions options;
    bool options_done = false;
    for (int i = 1; i < argc; ++i) {
        std::string_view a = argv[i];
        if (!options_done && a == "--") {
            options_done = true;  // what follows are files, whatever their names
            continue;
        }
        if (!options_done && (a == "-h" || a == "--help")) {
            std::fputs(CheckUsage, stdout);
            return 0;
        }
        if (!options_done && a == "--strict") {
            options.strict = true;
            continue;
        }
        if (!options_done && a.size() > 1 && a[0] == '-') {
            std::fprintf(stderr, "touchmove check: unknown option '%s'\n%s", argv[i], CheckUsage);
            return 2;
        }
        files.emplace_back(a);
    }
    if (files.empty()) {
        std::fprintf(stderr, "touchmove check: no scenario file given\n%s", CheckUsage);
        return 2;
    }
    int passed = 0, failed = 0;
    bool io_error = false;
    for (const std::string& f : files) {
        if (std::error_code ec; std::filesystem::is_directory(f, ec)) {
            std::fprintf(stderr, "touchmove check: '%s' is a directory\n", f.c_str());
            io_error = true;
            continue;
        }
        std::ifstream in(f);
        if (!in) {
            std::fprintf(stderr, "touchmove check: cannot open '%s'\n", f.c_str());
            io_error = true;
            continue;
        }
        io::ScenarioReport report = io::run_scenarios(in, f, options);
        for (const auto& e : report.errors)
            std::printf("%s\n", e.c_str());
        for (const auto& c : report.cases)
            if (!c.passed)
                std::printf("FAIL %s:%d: %s: %s\n", f.c_str(), c.line, c.id.c_str(),
                            c.failure.c_str());
        passed += report.passed();
        failed += report.failed() + static_cast<int>(report.errors.size());
    }
    std::printf("%d passed, %d failed\n", passed, failed);
    if (io_error)
        return 2;
    return failed ? 1 : 0;
}

}  // namespace touchmove::cli
