#include "pgn_check_command.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "touchmove/chess/pgn.h"

namespace touchmove::cli {

namespace {

using namespace touchmove::chess;
using Clock = std::chrono::steady_clock;

constexpr std::string_view Usage =
    "usage: touchmove pgn-check [--quiet] [--jobs N] FILE...\n"
    "\n"
    "Validates every game of the PGN files: tags, movetext and every mainline move\n"
    "(SAN resolved against the legal moves; variations are skipped). Broken games\n"
    "are reported to stderr as FILE:LINE:COLUMN: message (game N, \"White - Black\"),\n"
    "and a summary goes to stdout.\n"
    "\n"
    "  -q, --quiet   print only the errors (no progress line, no summary)\n"
    "  -j, --jobs N  check with N threads (default: one per CPU); the report is\n"
    "                the same whatever N is\n"
    "  -h, --help    show this help\n"
    "\n"
    "Exit status: 0 if every game is valid, 1 if any game has an error,\n"
    "2 for a usage or I/O error.\n";

constexpr std::string_view ShortUsage =
    "usage: touchmove pgn-check [--quiet] [--jobs N] FILE... (--help for more)\n";

// Files are checked in blocks of about BlockSize bytes, cut just before a
// line that starts "[Event ": the reader ends the game before such a line
// whatever precedes it, so checking the blocks apart gives the same report
// as reading the file in one go, and blocks can be checked in parallel. A
// file without such lines is cut at a blank line once a block reaches
// MaxBlockSize (games without tags), else at any line.
constexpr std::size_t BlockSize = std::size_t{1} << 20;
constexpr std::size_t MaxBlockSize = std::size_t{16} << 20;

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

struct Block {
    std::size_t file = 0;
    std::string text;
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

int count_lines(std::string_view text) {
    int lines = 0;
    const char* end = text.data() + text.size();
    for (const char* p = text.data();
         (p = static_cast<const char*>(std::memchr(p, '\n', end - p))) != nullptr; ++p)
        ++lines;
    return lines;
}

BlockResult check_block(const Block& block) {
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

// Returns where to cut a block that has grown past BlockSize: after the last
// line break that a "[Event " line follows, or (past MaxBlockSize) after the
// last blank line or the last line; 0 to read on.
std::size_t find_cut(const std::string& text) {
    std::size_t event = text.rfind("\n[Event ");
    if (event != std::string::npos)
        return event + 1;
    if (text.size() < MaxBlockSize)
        return 0;
    for (std::string_view blank : {"\n\n", "\n\r\n"}) {
        std::size_t at = text.rfind(blank);
        if (at != std::string::npos)
            return at + blank.size();
    }
    std::size_t newline = text.rfind('\n');
    return newline == std::string::npos ? text.size() : newline + 1;
}

// Reads a file block by block.
class BlockReader {
public:
    BlockReader(const std::string& path, std::size_t file)
        : in_(path, std::ios::binary), file_(file) {}

    bool opened() const { return opened_; }
    bool failed() const { return failed_; }

    // Returns the next block; nothing at the end of the file or on a read error.
    std::optional<Block> next() {
        std::string text = std::move(carry_);
        carry_.clear();
        while (!end_) {
            std::size_t old = text.size();
            text.resize(old + BlockSize);
            in_.read(text.data() + old, static_cast<std::streamsize>(BlockSize));
            text.resize(old + static_cast<std::size_t>(in_.gcount()));
            if (!in_) {
                end_ = true;
                failed_ = in_.bad();
                break;
            }
            if (std::size_t cut = find_cut(text); cut > 0) {
                carry_.assign(text, cut);
                text.resize(cut);
                break;
            }
        }
        if (text.empty())
            return std::nullopt;
        return Block{file_, std::move(text)};
    }

private:
    std::ifstream in_;
    bool opened_ = static_cast<bool>(in_);
    std::size_t file_;
    std::string carry_;
    bool end_ = false;
    bool failed_ = false;
};

// The progress line on a terminal: redrawn at most ten times a second and
// erased before anything else is written to stderr.
class Progress {
public:
    Progress(bool enabled, std::uint64_t total_bytes, Clock::time_point start)
        : enabled_(enabled), total_bytes_(total_bytes), start_(start), last_(start) {}

    void update(std::uint64_t bytes, std::uint64_t games) {
        if (!enabled_)
            return;
        auto now = Clock::now();
        if (now - last_ < std::chrono::milliseconds(100))
            return;
        last_ = now;
        double seconds = std::chrono::duration<double>(now - start_).count();
        double rate = seconds > 0 ? static_cast<double>(games) / seconds : 0.0;
        double percent = total_bytes_ > 0 ? 100.0 * static_cast<double>(bytes) /
                                                static_cast<double>(total_bytes_)
                                          : 0.0;
        std::fprintf(stderr, "\r\033[Kpgn-check: %.1f / %.1f MB (%.0f%%), %llu games, %.0f games/s",
                     static_cast<double>(bytes) / 1e6, static_cast<double>(total_bytes_) / 1e6,
                     percent, static_cast<unsigned long long>(games), rate);
        shown_ = true;
    }
    void erase() {
        if (shown_)
            std::fputs("\r\033[K", stderr);
        shown_ = false;
    }

private:
    bool enabled_;
    bool shown_ = false;
    std::uint64_t total_bytes_;
    Clock::time_point start_;
    Clock::time_point last_;
};

// Adds up the results of the blocks and reports their errors, in file order.
class Report {
public:
    Report(const std::vector<std::string>& files, Progress& progress)
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
    Progress& progress_;
};

// Checks blocks on worker threads; results come back in submission order.
class Workers {
public:
    explicit Workers(unsigned count) {
        for (unsigned i = 0; i < count; ++i)
            threads_.emplace_back([this] { work(); });
    }
    ~Workers() {
        {
            std::lock_guard lock(mutex_);
            closed_ = true;
        }
        changed_.notify_all();
        for (auto& t : threads_)
            t.join();
    }
    Workers(const Workers&) = delete;
    Workers& operator=(const Workers&) = delete;

    // Queues a block, first waiting while enough are queued to keep every thread busy.
    void submit(Block block) {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [&] { return queue_.size() < 2 * threads_.size(); });
        queue_.emplace_back(submitted_++, std::move(block));
        changed_.notify_all();
    }
    // Hands the results that are ready, in order, to `take`; with `all`,
    // waits for every submitted block, calling `tick` now and then.
    template <class Take, class Tick>
    void collect(bool all, Take&& take, Tick&& tick) {
        std::unique_lock lock(mutex_);
        for (;;) {
            while (!done_.empty() && done_.begin()->first == collected_) {
                BlockResult result = std::move(done_.begin()->second);
                done_.erase(done_.begin());
                ++collected_;
                lock.unlock();
                take(result);
                lock.lock();
            }
            if (!all || collected_ == submitted_)
                return;
            changed_.wait_for(lock, std::chrono::milliseconds(100));
            lock.unlock();
            tick();
            lock.lock();
        }
    }

private:
    void work() {
        for (;;) {
            std::unique_lock lock(mutex_);
            changed_.wait(lock, [&] { return closed_ || !queue_.empty(); });
            if (queue_.empty())
                return;
            auto [index, block] = std::move(queue_.front());
            queue_.pop_front();
            changed_.notify_all();
            lock.unlock();
            BlockResult result = check_block(block);
            lock.lock();
            done_.emplace(index, std::move(result));
            changed_.notify_all();
        }
    }

    std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<std::pair<std::uint64_t, Block>> queue_;
    std::map<std::uint64_t, BlockResult> done_;
    std::uint64_t submitted_ = 0;
    std::uint64_t collected_ = 0;
    bool closed_ = false;
    std::vector<std::thread> threads_;
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
    std::uint64_t total_bytes = 0;
    for (const std::string& file : files) {
        std::error_code ec;
        auto size = std::filesystem::file_size(file, ec);
        if (!ec)
            total_bytes += size;
    }
    Progress progress(!quiet && isatty(STDERR_FILENO) != 0, total_bytes, start);
    Report report(files, progress);
    auto tick = [&] { progress.update(report.bytes, report.games); };
    auto report_io = [&](const char* what, const std::string& file) {
        progress.erase();
        std::fprintf(stderr, "touchmove pgn-check: %s '%s'%s%s\n", what, file.c_str(),
                     errno != 0 ? ": " : "", errno != 0 ? std::strerror(errno) : "");
        io_failed = true;
    };

    // With one job the blocks are checked right here, without threads.
    std::optional<Workers> workers;
    if (jobs > 1)
        workers.emplace(jobs);
    for (std::size_t f = 0; f < files.size(); ++f) {
        if (std::filesystem::is_directory(files[f])) {
            errno = EISDIR;
            report_io("cannot read", files[f]);
            continue;
        }
        errno = 0;
        BlockReader reader(files[f], f);
        if (!reader.opened()) {
            report_io("cannot open", files[f]);
            continue;
        }
        while (auto block = reader.next()) {
            if (workers) {
                workers->submit(std::move(*block));
                workers->collect(
                    false, [&](const BlockResult& r) { report.add(r); }, tick);
            } else {
                report.add(check_block(*block));
            }
        }
        if (reader.failed())
            report_io("error reading", files[f]);
    }
    if (workers)
        workers->collect(
            true, [&](const BlockResult& r) { report.add(r); }, tick);
    progress.erase();

    double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (!quiet) {
        std::string skipped;
        if (report.skipped > 0)
            skipped = " (" + std::to_string(report.skipped) + " bytes skipped)";
        std::printf("%llu games, %llu errors%s, %llu plies in %.2f s (%.0f games/s)\n",
                    static_cast<unsigned long long>(report.games),
                    static_cast<unsigned long long>(report.errors), skipped.c_str(),
                    static_cast<unsigned long long>(report.plies), seconds,
                    seconds > 0 ? static_cast<double>(report.games) / seconds : 0.0);
    }
    if (io_failed)
        return 2;
    return report.errors > 0 ? 1 : 0;
}

}  // namespace touchmove::cli
