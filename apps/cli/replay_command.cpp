#include "replay_command.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "pgn_blocks.h"
#include "touchmove/chess/pgn.h"
#include "touchmove/io/json.h"
#include "touchmove/replay/replay.h"

namespace touchmove::cli {

namespace {

using namespace touchmove::chess;
using replay::GameReplay;
using replay::Injection;
using replay::ReplayOptions;
using replay::ReplayProblem;
using replay::ReplayStats;

constexpr std::string_view Usage =
    "usage: touchmove replay [--seed N] [--inject RATE] [--emit events|jsonl [--output DIR]]\n"
    "                        [--jobs N] [--quiet] FILE...\n"
    "\n"
    "Turns every game of the PGN files into the physical events players make and\n"
    "feeds each event to the arbiter (2005 Laws, observe mode, a clock attached).\n"
    "Each move is made in a style drawn at random: lift and release; captures with\n"
    "the captured piece removed first or after; castling king first, or king and\n"
    "rook touched together; en passant with the pawn removed after or before;\n"
    "promotion with the pawn removed and the new piece placed, in any order;\n"
    "j'adoube announced in English, French, German or Vietnamese; accidental\n"
    "touches; the clock pressed after each move. Every move must complete with no\n"
    "violation, and the arbiter's position after the clock press must be the\n"
    "game's; any disagreement is reported with the game, the move and its events.\n"
    "\n"
    "  --seed N        seed of the random draws (default 1); each game draws from\n"
    "                  its own generator, seeded from N, the file's place among the\n"
    "                  FILEs and the game's first line, so the events of a game do\n"
    "                  not depend on --jobs or on the other games\n"
    "  --inject RATE   plant a touch-move violation at this fraction of the moves\n"
    "                  (0 to 1; default 0), of a kind the move allows, drawn among:\n"
    "                    other-piece-moved      4.3a  an own piece touched, another moved\n"
    "                    rook-before-king       4.4b  the rook touched, then castling\n"
    "                    released-piece-moved   4.7   the piece released on a legal\n"
    "                                                 square, then moved on\n"
    "                    second-opponent-piece  4.3b  an opponent's piece touched,\n"
    "                                                 another captured (4.3c when the\n"
    "                                                 moving piece could take the first)\n"
    "                    two-handed-capture     4.1   captured piece off with one hand,\n"
    "                                                 the capturing piece moved with the other\n"
    "                    illegal-move-clocked   3     an illegal move, the clock pressed;\n"
    "                                                 reinstated, then the game's move\n"
    "                  The game goes on with the recorded move: the opponent does not\n"
    "                  claim, or touches a piece and claims (forfeited, 4.6), or claims\n"
    "                  a two-handed move (upheld, not reinstated). The summary gives\n"
    "                  per kind how many were planted and caught; a violation where\n"
    "                  none was planted is reported as a false alarm.\n"
    "  --emit FORMAT   also write the event streams fed to the arbiter: 'events' (the\n"
    "                  text form) or 'jsonl' (JSON Lines), one game after another on\n"
    "                  standard output, each starting with its headers (the report then\n"
    "                  goes to stderr); 'touchmove arbitrate' reads one game's stream\n"
    "      --output DIR  with --emit: one file per game instead, DIR/NAME-NNNNN.events\n"
    "                  or .jsonl (NAME the PGN file's name without .pgn, NAME-2,\n"
    "                  NAME-3... for later files of the same name; NNNNN the game's\n"
    "                  number in it, 00001 for the first)\n"
    "  -j, --jobs N    replay with N threads (default: one per CPU, at most 256); the\n"
    "                  output is the same whatever N is, but for the time line\n"
    "  -q, --quiet     no progress line and no summary; only the problems\n"
    "  -h, --help      show this help\n"
    "\n"
    "Problems go to stderr: FILE:LINE: game N (\"White - Black\"), ply P (SAN): ...\n"
    "with the move's events; a game that cannot be read is reported as\n"
    "FILE:LINE:COLUMN: skipped game N ..., and the run goes on; a game whose replay\n"
    "cannot go on (a disagreement) is skipped from there. The summary (games,\n"
    "moves, events, violations by article, claims, injections, time) goes to stdout.\n"
    "\n"
    "Exit status: 0 if every game was replayed as expected (every planted violation\n"
    "caught, no false alarm), 1 otherwise or if a game was skipped, 2 for a usage or\n"
    "I/O error.\n";

constexpr std::string_view ShortUsage =
    "usage: touchmove replay [--seed N] [--inject RATE] [--emit events|jsonl [--output DIR]]\n"
    "                        [--jobs N] [--quiet] FILE... (--help for more)\n";

// Replay reads blocks of this size: each takes long enough to be worth a
// thread, and there are enough of them to keep every thread busy.
constexpr std::size_t ReplayBlockSize = std::size_t{64} << 10;

enum class EmitFormat : std::uint8_t { None, Text, Json };

struct Settings {
    ReplayOptions options;
    EmitFormat emit = EmitFormat::None;
    const std::vector<std::string>* files = nullptr;
};

// Writes the events of one game in the text form or as JSON Lines.
class StreamWriter final : public replay::ReplayEventSink {
public:
    explicit StreamWriter(EmitFormat format) : format_(format) {}

    // Starts a game's stream; `where` (FILE:LINE) goes into a comment of the text form.
    void start(std::string_view where) {
        text_.clear();
        where_ = where;
    }
    void begin_game(const Position& start) override {
        const bool json = format_ == EmitFormat::Json;
        if (!json)
            text_.append("# ").append(where_).append("\n");
        header("laws", "2005");
        if (!(start == Position::initial()))
            header("fen", start.to_fen());
        if (start.is_chess960())
            header("variant", "chess960");
        header("clock", "yes");
    }
    void event(const arbiter::BoardEvent& e) override {
        text_ += format_ == EmitFormat::Json ? io::event_to_json(e) : e.to_text();
        text_ += '\n';
    }
    std::string take() { return std::move(text_); }

private:
    void header(std::string_view name, std::string_view value) {
        if (format_ == EmitFormat::Json) {
            text_.append("{").append(io::json_quote(name)).append(":");
            text_.append(io::json_quote(value)).append("}\n");
        } else {
            text_.append(name).append(" ").append(value).append("\n");
        }
    }

    EmitFormat format_;
    std::string where_;
    std::string text_;
};

// A game with something to report.
struct GameNote {
    std::uint64_t game = 0;  // 1-based, within its block
    int line = 0;            // the game's first line, within its block
    std::optional<PgnError> error;
    std::string white;
    std::string black;
    std::vector<ReplayProblem> problems;
};

struct BlockResult {
    std::size_t file = 0;
    int first_line = 1;
    std::uint64_t bytes = 0;
    std::uint64_t games = 0;  // read, skipped ones included
    std::uint64_t skipped = 0;
    ReplayStats stats;
    std::vector<GameNote> notes;
    std::vector<std::pair<std::uint64_t, std::string>> streams;  // game in the block, its events
};

// Hands each game's moves to the replay as the reader resolves them.
class ReplayVisitor final : public PgnVisitor {
public:
    ReplayVisitor(GameReplay& replay, StreamWriter* writer, const Settings& settings,
                  const PgnBlock& block)
        : replay_(replay), writer_(writer), settings_(settings), block_(block) {}

    void begin_game(int line) override {
        line_ = line;
        white_.clear();
        black_.clear();
        error_.reset();
        started_ = false;
    }
    void tag(std::string_view name, std::string_view value) override {
        if (name == "White") {
            white_.assign(value);
        } else if (name == "Black") {
            black_.assign(value);
        }
    }
    PgnMovetext begin_movetext(const Position& start) override {
        const int file_line = block_.first_line + line_ - 1;
        if (writer_)
            writer_->start((*settings_.files)[block_.file] + ":" + std::to_string(file_line));
        replay_.begin(start, replay::game_seed(settings_.options.seed, block_.file,
                                               static_cast<std::uint64_t>(file_line)));
        started_ = true;
        return PgnMovetext::Read;
    }
    void move(const Position& before, Move m, std::string_view san) override {
        if (started_)
            replay_.move(before, m, san);
    }
    void error(const PgnError& error) override { error_ = error; }

    int line() const { return line_; }
    bool started() const { return started_; }
    const std::optional<PgnError>& game_error() const { return error_; }
    std::string& white() { return white_; }
    std::string& black() { return black_; }

private:
    GameReplay& replay_;
    StreamWriter* writer_;
    const Settings& settings_;
    const PgnBlock& block_;
    int line_ = 0;
    bool started_ = false;
    std::optional<PgnError> error_;
    std::string white_;
    std::string black_;
};

BlockResult replay_block(const PgnBlock& block, const Settings& settings) {
    BlockResult result;
    result.file = block.file;
    result.first_line = block.first_line;
    result.bytes = block.text.size();
    GameReplay replay(settings.options);
    std::optional<StreamWriter> writer;
    if (settings.emit != EmitFormat::None) {
        writer.emplace(settings.emit);
        replay.set_sink(&*writer);
    }
    ReplayVisitor visitor(replay, writer ? &*writer : nullptr, settings, block);
    PgnReader reader{std::string_view(block.text)};
    while (reader.read_game(visitor)) {
        ++result.games;
        if (visitor.game_error() || !visitor.started()) {
            // A game that cannot be read is skipped whole.
            ++result.skipped;
            GameNote note{result.games,
                          visitor.line(),
                          visitor.game_error(),
                          std::move(visitor.white()),
                          std::move(visitor.black()),
                          {}};
            if (!note.error)
                note.error = PgnError{PgnErrorKind::Syntax, visitor.line(), 0, "no movetext"};
            result.notes.push_back(std::move(note));
            continue;
        }
        replay.finish();
        ReplayStats stats = replay.stats();
        if (replay.stopped()) {
            // A game that cannot be replayed to its end is skipped too (its
            // disagreement is reported).
            stats.games = 0;
            ++result.skipped;
        }
        result.stats += stats;
        if (!replay.problems().empty())
            result.notes.push_back(GameNote{result.games, visitor.line(), std::nullopt,
                                            std::move(visitor.white()), std::move(visitor.black()),
                                            replay.problems()});
        if (writer)
            result.streams.emplace_back(result.games, writer->take());
    }
    return result;
}

// Adds up the results of the blocks and reports their games, in file order.
class Report {
public:
    Report(const std::vector<std::string>& files, ProgressLine& progress, EmitFormat emit,
           std::optional<std::filesystem::path> output)
        : files_(files),
          file_games_(files.size()),
          progress_(progress),
          emit_(emit),
          output_(std::move(output)),
          names_(stream_names(files)) {}

    void add(BlockResult& r) {
        const std::string& file = files_[r.file];
        for (const GameNote& note : r.notes) {
            progress_.erase();
            const std::uint64_t game = file_games_[r.file] + note.game;
            const std::string players = "\"" + (note.white.empty() ? "?" : note.white) + " - " +
                                        (note.black.empty() ? "?" : note.black) + "\"";
            if (note.error) {
                std::string where =
                    file + ":" + std::to_string(r.first_line + note.error->line - 1);
                if (note.error->column > 0)
                    where += ":" + std::to_string(note.error->column);
                std::fprintf(stderr, "%s: skipped game %llu (%s): %s\n", where.c_str(),
                             static_cast<unsigned long long>(game), players.c_str(),
                             note.error->message.c_str());
                continue;
            }
            for (const ReplayProblem& p : note.problems) {
                std::fprintf(stderr, "%s:%d: game %llu (%s), ply %d (%s): %s: %s\n", file.c_str(),
                             r.first_line + note.line - 1, static_cast<unsigned long long>(game),
                             players.c_str(), p.ply, p.move.c_str(),
                             std::string(to_string(p.kind)).c_str(), p.message.c_str());
                for (std::size_t i = 0; i < p.events.size(); ++i)
                    std::fprintf(stderr, "  %s %s\n", static_cast<int>(i) == p.event ? ">" : " ",
                                 p.events[i].c_str());
            }
        }
        for (auto& [game, text] : r.streams)
            write_stream(r.file, file_games_[r.file] + game, text);
        file_games_[r.file] += r.games;
        games += r.games;
        skipped += r.skipped;
        bytes += r.bytes;
        stats += r.stats;
        progress_.update(bytes, games);
    }

    bool output_failed() const { return output_failed_; }

    std::uint64_t games = 0;
    std::uint64_t skipped = 0;
    std::uint64_t bytes = 0;
    ReplayStats stats;

private:
    void write_stream(std::size_t file, std::uint64_t game, const std::string& text) {
        if (!output_) {
            std::fwrite(text.data(), 1, text.size(), stdout);
            return;
        }
        char number[32];
        std::snprintf(number, sizeof number, "-%05llu", static_cast<unsigned long long>(game));
        std::filesystem::path name =
            *output_ / (names_[file] + number + (emit_ == EmitFormat::Json ? ".jsonl" : ".events"));
        std::FILE* f = std::fopen(name.string().c_str(), "wb");
        bool ok = f && std::fwrite(text.data(), 1, text.size(), f) == text.size();
        ok = f && std::fclose(f) == 0 && ok;
        if (!ok && !output_failed_) {
            progress_.erase();
            std::fprintf(stderr, "touchmove replay: cannot write '%s': %s\n", name.string().c_str(),
                         std::strerror(errno));
            output_failed_ = true;
        }
    }

    // The NAME of each file's streams: its name without .pgn, and where two
    // files share one (a/x.pgn, b/x.pgn), the later ones NAME-2, NAME-3...
    // so that no game's stream overwrites another's.
    static std::vector<std::string> stream_names(const std::vector<std::string>& files) {
        std::vector<std::string> names;
        for (const std::string& f : files) {
            const std::string stem = std::filesystem::path(f).stem().string();
            std::string name = stem;
            for (int k = 2; std::find(names.begin(), names.end(), name) != names.end(); ++k)
                name = stem + "-" + std::to_string(k);
            names.push_back(name);
        }
        return names;
    }

    const std::vector<std::string>& files_;
    std::vector<std::uint64_t> file_games_;  // games in the blocks reported so far
    ProgressLine& progress_;
    EmitFormat emit_;
    std::optional<std::filesystem::path> output_;
    std::vector<std::string> names_;  // see stream_names()
    bool output_failed_ = false;
};

void print_summary(std::FILE* out, const Report& report, const Settings& settings, double seconds,
                   unsigned jobs) {
    const ReplayStats& s = report.stats;
    std::fprintf(
        out, "replayed %llu games (%llu skipped), %llu moves, %llu events\n",
        static_cast<unsigned long long>(s.games), static_cast<unsigned long long>(report.skipped),
        static_cast<unsigned long long>(s.moves), static_cast<unsigned long long>(s.events));
    // Violations by article (2005 numbering), in the order of the articles.
    std::vector<std::pair<std::string, std::uint64_t>> by_article;
    for (std::size_t c = 0; c < replay::ClauseCount; ++c) {
        if (s.violations[c] == 0)
            continue;
        std::string a(
            arbiter::article(static_cast<arbiter::Clause>(c), arbiter::Edition::Fide2005));
        auto it = std::find_if(by_article.begin(), by_article.end(),
                               [&](const auto& p) { return p.first == a; });
        if (it == by_article.end()) {
            by_article.emplace_back(a, s.violations[c]);
        } else {
            it->second += s.violations[c];
        }
    }
    std::sort(by_article.begin(), by_article.end());
    std::string articles;
    for (const auto& [a, n] : by_article)
        articles += (articles.empty() ? "" : ", ") + a + ": " + std::to_string(n);
    std::fprintf(out, "violations by article: %s\n", articles.empty() ? "none" : articles.c_str());
    std::fprintf(out, "claims: %llu upheld, %llu forfeited\n",
                 static_cast<unsigned long long>(s.claims_upheld),
                 static_cast<unsigned long long>(s.claims_forfeited));
    if (settings.options.inject_rate > 0) {
        std::fprintf(out, "injected at rate %g with seed %llu:\n", settings.options.inject_rate,
                     static_cast<unsigned long long>(settings.options.seed));
        std::fprintf(out, "  %-22s %-7s %9s %9s\n", "kind", "article", "planted", "caught");
        std::uint64_t planted = 0, caught = 0;
        for (std::size_t k = 0; k < replay::InjectionCount; ++k) {
            auto kind = static_cast<Injection>(k);
            std::fprintf(out, "  %-22s %-7s %9llu %9llu\n", std::string(to_string(kind)).c_str(),
                         std::string(replay::injection_article(kind)).c_str(),
                         static_cast<unsigned long long>(s.planted[k]),
                         static_cast<unsigned long long>(s.caught[k]));
            planted += s.planted[k];
            caught += s.caught[k];
        }
        std::fprintf(out, "  %-22s %-7s %9llu %9llu\n", "all", "",
                     static_cast<unsigned long long>(planted),
                     static_cast<unsigned long long>(caught));
    }
    std::fprintf(out, "false alarms: %llu, missed: %llu, disagreements: %llu\n",
                 static_cast<unsigned long long>(s.false_alarms),
                 static_cast<unsigned long long>(s.missed),
                 static_cast<unsigned long long>(s.disagreements));
    std::fprintf(out, "time: %.2f s, %.0f games/s, %.0f events/s (%u thread%s)\n", seconds,
                 seconds > 0 ? static_cast<double>(s.games) / seconds : 0.0,
                 seconds > 0 ? static_cast<double>(s.events) / seconds : 0.0, jobs,
                 jobs == 1 ? "" : "s");
}

template <class T>
std::optional<T> parse_number(std::string_view text) {
    T value{};
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return value;
}

std::optional<double> parse_rate(std::string_view text) {
    std::string s(text);
    char* end = nullptr;
    errno = 0;
    double v = std::strtod(s.c_str(), &end);
    if (s.empty() || end != s.c_str() + s.size() || errno != 0 || !(v >= 0.0 && v <= 1.0))
        return std::nullopt;
    return v;
}

int usage_error(const std::string& message) {
    std::fprintf(stderr, "touchmove replay: %s\n%s", message.c_str(), ShortUsage.data());
    return 2;
}

// The command line, read.
struct Options {
    Settings settings;
    bool quiet = false;
    unsigned jobs = std::clamp(std::thread::hardware_concurrency(), 1u, 256u);
    std::optional<std::filesystem::path> output;
    std::vector<std::string> files;
};

// An option's value: the text after '=' (or after "-j"), else the next
// argument, taken only by the options that want one.
using NextValue = std::function<std::optional<std::string_view>()>;

// Applies one option (`name`, from the argument `arg`) to `o`. Returns the
// exit code when the command ends here (--help: 0, a usage error: 2).
std::optional<int> apply_option(Options& o, std::string_view arg, std::string_view name,
                                bool has_inline_value, const NextValue& value) {
    const bool flag = name == "-h" || name == "--help" || name == "-q" || name == "--quiet";
    if (flag && has_inline_value)
        return usage_error(std::string(name) + " takes no value");
    if (name == "-h" || name == "--help") {
        std::fputs(Usage.data(), stdout);
        return 0;
    } else if (name == "-q" || name == "--quiet") {
        o.quiet = true;
    } else if (name == "-j" || name == "--jobs") {
        auto v = value();
        auto n = v ? parse_number<unsigned>(*v) : std::nullopt;
        if (!n || *n == 0 || *n > 256)
            return usage_error("--jobs wants a number from 1 to 256");
        o.jobs = *n;
    } else if (name == "--seed") {
        auto v = value();
        auto n = v ? parse_number<std::uint64_t>(*v) : std::nullopt;
        if (!n)
            return usage_error("--seed wants a number from 0 to 18446744073709551615");
        o.settings.options.seed = *n;
    } else if (name == "--inject") {
        auto v = value();
        auto rate = v ? parse_rate(*v) : std::nullopt;
        if (!rate)
            return usage_error("--inject wants a rate from 0 to 1, e.g. 0.05");
        o.settings.options.inject_rate = *rate;
    } else if (name == "--emit") {
        auto v = value();
        if (v == "events") {
            o.settings.emit = EmitFormat::Text;
        } else if (v == "jsonl") {
            o.settings.emit = EmitFormat::Json;
        } else {
            return usage_error("--emit wants 'events' or 'jsonl'");
        }
    } else if (name == "--output") {
        auto v = value();
        if (!v || v->empty())
            return usage_error("--output wants a directory");
        o.output = std::filesystem::path(*v);
    } else {
        return usage_error("unknown option '" + std::string(arg) + "'");
    }
    return std::nullopt;
}

// Reads the command line into `o`: --name=value or --name value (and -jN
// for --jobs); after "--", every argument is a file. Returns the exit code
// when the command ends here, nothing when it goes on.
std::optional<int> parse_options(int argc, char** argv, Options& o) {
    bool options_done = false;
    for (int i = 1; i < argc; ++i) {
        std::string_view arg = argv[i];
        if (options_done || arg.size() < 2 || arg[0] != '-') {
            o.files.emplace_back(arg);
            continue;
        }
        if (arg == "--") {
            options_done = true;
            continue;
        }
        std::string_view name = arg;
        std::optional<std::string_view> inline_value;
        if (auto eq = arg.find('='); arg.starts_with("--") && eq != std::string_view::npos) {
            name = arg.substr(0, eq);
            inline_value = arg.substr(eq + 1);
        } else if (arg.starts_with("-j") && arg.size() > 2) {
            name = "-j";
            inline_value = arg.substr(2);
        }
        const NextValue value = [&]() -> std::optional<std::string_view> {
            if (inline_value)
                return inline_value;
            if (i + 1 < argc)
                return std::string_view(argv[++i]);
            return std::nullopt;
        };
        if (auto exit_code = apply_option(o, arg, name, inline_value.has_value(), value))
            return exit_code;
    }
    return std::nullopt;
}

// The checks that need every option: a file to read, and --output only with
// --emit and as a directory that exists or can be made. Returns the exit
// code when one fails.
std::optional<int> check_options(const Options& o) {
    if (o.files.empty())
        return usage_error("no PGN file given");
    if (o.output && o.settings.emit == EmitFormat::None)
        return usage_error("--output goes with --emit");
    if (o.output) {
        std::error_code ec;
        std::filesystem::create_directories(*o.output, ec);
        if (ec || !std::filesystem::is_directory(*o.output)) {
            std::fprintf(stderr, "touchmove replay: cannot make the directory '%s': %s\n",
                         o.output->string().c_str(), ec.message().c_str());
            return 2;
        }
    }
    return std::nullopt;
}

// Replays every game of the files, blocks on `o.jobs` threads, into
// `report`. Returns whether a file could not be read.
bool replay_files(const Options& o, Report& report, ProgressLine& progress) {
    bool io_failed = false;
    const Settings& settings = o.settings;
    work_on_blocks<BlockResult>(
        o.files, ReplayBlockSize, o.jobs,
        [&settings](const PgnBlock& block) { return replay_block(block, settings); },
        [&](BlockResult& r) { report.add(r); },
        [&] { progress.update(report.bytes, report.games); },
        [&](const char* what, const std::string& file) {
            progress.file_error(what, file);
            io_failed = true;
        });
    progress.erase();
    std::fflush(stdout);
    return io_failed;
}

// 2 when a file could not be read or written, 1 when the replay found a
// problem or skipped a game, else 0.
int exit_status(const Report& report, bool io_failed) {
    if (io_failed || report.output_failed())
        return 2;
    const ReplayStats& s = report.stats;
    bool clean =
        s.false_alarms == 0 && s.missed == 0 && s.disagreements == 0 && report.skipped == 0;
    return clean ? 0 : 1;
}

}  // namespace

int run_replay(int argc, char** argv) {
    Options o;
    if (auto exit_code = parse_options(argc, argv, o))
        return *exit_code;
    if (auto exit_code = check_options(o))
        return *exit_code;
    o.settings.files = &o.files;

    const auto start = ProgressClock::now();
    // The report goes to stderr when the event streams take stdout.
    const bool streams_on_stdout = o.settings.emit != EmitFormat::None && !o.output;
    std::FILE* summary_out = streams_on_stdout ? stderr : stdout;
    ProgressLine progress(!o.quiet && isatty(STDERR_FILENO) != 0, "replay", total_size(o.files),
                          start);
    Report report(o.files, progress, o.settings.emit, o.output);
    const bool io_failed = replay_files(o, report, progress);

    const double seconds = std::chrono::duration<double>(ProgressClock::now() - start).count();
    if (!o.quiet)
        print_summary(summary_out, report, o.settings, seconds, o.jobs);
    return exit_status(report, io_failed);
}

}  // namespace touchmove::cli
