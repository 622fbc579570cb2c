#include "pgn_check_command.h"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "pgn_blocks.h"
#include "touchmove/chess/pgn.h"

namespace touchmove::cli {

namespace {

using namespace touchmove::chess;
using Clock = std::chrono::steady_clock;

constexpr std::string_view Usage =
    "usage: touchmove pgn-check [--quiet] [--jobs N] FILE...\n"
    "\n"
    "Validates every game of the PGN files: tags, movetext and every mainline move\n"
    "(SAN resolved against the legal moves, or a move written by its squares, as\n"
    "in g1f3 or Ng1-f3; variations are skipped). Broken games are reported to\n"
    "stderr as FILE:LINE:COLUMN: message (game N, \"White - Black\"), and a summary\n"
    "goes to stdout.\n"
    "\n"
    "  -q, --quiet   print only the errors (no progress line, no summary)\n"
    "  -j, --jobs N  check with N threads (default: one per CPU, at most 16); the\n"
    "                report is the same whatever N is\n"
    "  -h, --help    show this help\n"
    "\n"
    "Exit status: 0 if every game is valid, 1 if any game has an error,\n"
    "2 for a usage or I/O error.\n";

constexpr std::string_view ShortUsage =
    "usage: touchmove pgn-check [--quiet] [--jobs N] FILE... (--help for more)\n";

// Files are checked in blocks (pgn_blocks.h): checking them apart gives the
// same report as reading the file in one go, and blocks can be checked in
// parallel.

// Collects what the report of a game needs: the players, the error, the plies.
class CheckVisitor : public PgnVisitor {
public:
    void begin_game(int) override {
        white_.clear();
        black_.clear();
        error_.reset();
        plies_ = 0;
    }
    void tag(std::string_view name, std::string_view value) override {
        if (name == "White") {
            white_.assign(value);
        } else if (name == "Black") {
            black_.assign(value);
        }
    }
    void move(const Position&, Move, std::string_view) override { ++plies_; }
    void error(const PgnError& error) override { error_ = error; }

    const std::string& white() const { return white_; }
    const std::string& black() const { return black_; }
    const std::optional<PgnError>& game_error() const { return error_; }
    std::uint64_t plies() const { return plies_; }

private:
    std::string white_;
    std::string black_;
    std::optional<PgnError> error_;
    std::uint64_t plies_ = 0;
};

struct GameError {
    std::uint64_t game;  // 1-based, within its block
    PgnError error;
    std::string white;
    std::string black;
};

struct BlockResult {
    std::size_t file = 0;
    int lines = 0;  // line breaks in the block
    std::uint64_t bytes = 0;
    std::uint64_t games = 0;
    std::uint64_t plies = 0;
    std::uint64_t skipped = 0;
    std::vector<GameError> errors;
};

BlockResult check_block(const PgnBlock& block) {
    BlockResult result;
    result.file = block.file;
    result.lines = count_lines(block.text);
    result.bytes = block.text.size();
    PgnReader reader{std::string_view(block.text)};
    CheckVisitor visitor;
    while (reader.read_game(visitor)) {
        ++result.games;
        result.plies += visitor.plies();
        if (const auto& error = visitor.game_error())
            result.errors.push_back({result.games, *error, visitor.white(), visitor.black()});
    }
    result.skipped = reader.bytes_skipped();
    return result;
}

// Adds up the results of the blocks and reports their errors, in file order.
class Report {
public:
    Report(const std::vector<std::string>& files, ProgressLine& progress)
        : files_(files),
          file_games_(files.size()),
          file_lines_(files.size()),
          progress_(progress) {}

    void add(const BlockResult& r) {
        for (const GameError& e : r.errors) {
            progress_.erase();
            const PgnError& error = e.error;
            std::string where =
                files_[r.file] + ":" + std::to_string(file_lines_[r.file] + error.line);
            if (error.column > 0)
                where += ":" + std::to_string(error.column);
            std::fprintf(
                stderr, "%s: %s (game %llu, \"%s - %s\")\n", where.c_str(), error.message.c_str(),
                static_cast<unsigned long long>(file_games_[r.file] + e.game),
                e.white.empty() ? "?" : e.white.c_str(), e.black.empty() ? "?" : e.black.c_str());
        }
        file_games_[r.file] += r.games;
        file_lines_[r.file] += r.lines;
        games += r.games;
        plies += r.plies;
        errors += r.errors.size();
        skipped += r.skipped;
        bytes += r.bytes;
        progress_.update(bytes, games);
    }

    std::uint64_t games = 0;
    std::uint64_t plies = 0;
    std::uint64_t errors = 0;
    std::uint64_t skipped = 0;
    std::uint64_t bytes = 0;

private:
    const std::vector<std::string>& files_;
    std::vector<std::uint64_t> file_games_;  // games in the blocks reported so far
    std::vector<int> file_lines_;            // lines in the blocks reported so far
    ProgressLine& progress_;
};

std::optional<unsigned> parse_jobs(std::string_view text) {
    unsigned jobs = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), jobs);
    if (ec != std::errc() || end != text.data() + text.size() || jobs == 0 || jobs > 256)
        return std::nullopt;
    return jobs;
}

}  // namespace

int run_pgn_check(int argc, char** argv) {
    bool quiet = false;
    bool options_done = false;
    unsigned jobs = std::clamp(std::thread::hardware_concurrency(), 1u, 16u);
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        std::string_view arg = argv[i];
        if (options_done || arg.size() < 2 || arg[0] != '-') {
            files.emplace_back(arg);
        } else if (arg == "-h" || arg == "--help") {
            std::fputs(Usage.data(), stdout);
            return 0;
        } else if (arg == "-q" || arg == "--quiet") {
            quiet = true;
        } else if (arg == "-j" || arg == "--jobs" || arg.starts_with("--jobs=") ||
                   arg.starts_with("-j")) {
            std::string_view value;
            if (arg.starts_with("--jobs=")) {
                value = arg.substr(7);
            } else if (arg.size() > 2 && arg[1] == 'j') {
                value = arg.substr(2);
            } else if (i + 1 < argc) {
                value = argv[++i];
            }
            auto parsed = parse_jobs(value);
            if (!parsed) {
                std::fprintf(stderr, "touchmove pgn-check: --jobs wants a number from 1 to 256\n%s",
                             ShortUsage.data());
                return 2;
            }
            jobs = *parsed;
        } else if (arg == "--") {
            options_done = true;
        } else {
            std::fprintf(stderr, "touchmove pgn-check: unknown option '%s'\n%s", argv[i],
                         ShortUsage.data());
            return 2;
        }
    }
    if (files.empty()) {
        std::fprintf(stderr, "touchmove pgn-check: no PGN file given\n%s", ShortUsage.data());
        return 2;
    }

    const auto start = Clock::now();
    bool io_failed = false;
    ProgressLine progress(!quiet && isatty(STDERR_FILENO) != 0, "pgn-check", total_size(files),
                          start);
    Report report(files, progress);
    work_on_blocks<BlockResult>(
        files, PgnBlockSize, jobs, check_block, [&](const BlockResult& r) { report.add(r); },
        [&] { progress.update(report.bytes, report.games); },
        [&](const char* what, const std::string& file) {
            progress.file_error(what, file);
            io_failed = true;
        });
    progress.erase();

    double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (!quiet) {
        std::string skipped;
        if (report.skipped > 0)
            skipped = " (" + std::to_string(report.skipped) + " bytes skipped)";
        std::printf("%llu game%s, %llu error%s%s, %llu plies in %.2f s (%.0f games/s)\n",
                    static_cast<unsigned long long>(report.games), report.games == 1 ? "" : "s",
                    static_cast<unsigned long long>(report.errors), report.errors == 1 ? "" : "s",
                    skipped.c_str(), static_cast<unsigned long long>(report.plies), seconds,
                    seconds > 0 ? static_cast<double>(report.games) / seconds : 0.0);
    }
    if (io_failed)
        return 2;
    return report.errors > 0 ? 1 : 0;
}

}  // namespace touchmove::cli
