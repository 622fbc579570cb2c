// PGN files in blocks, worked on by threads, with a progress line: what the
// commands that go through many games (replay) share.
//
// A file is cut into blocks of about BlockSize bytes where the PGN reader
// starts a game whatever precedes it: at the first line of a tag section
// (a line that looks like a tag pair, '[' NAME '"', after a line that does
// not; the reader ends an unclosed comment there too), or at an Event tag
// after another Event tag of the same section. So reading the blocks apart
// gives the same games as reading the file in one go, and the blocks can be
// read in parallel. A file without tag sections is cut at a blank line once
// a block reaches MaxBlockSize (games without tags), else at any line. The
// cuts depend on the file alone, never on the number of threads.
#pragma once

#include <algorithm>
#include <bit>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#ifdef __AVX2__
#include <immintrin.h>
#endif

namespace touchmove::cli {

using ProgressClock = std::chrono::steady_clock;

constexpr std::size_t PgnBlockSize = std::size_t{1} << 20;
constexpr std::size_t PgnMaxBlockSize = std::size_t{16} << 20;

struct PgnBlock {
    std::size_t file = 0;
    int first_line = 1;  // the 1-based line of the file the block starts with
    std::string text;
};

// The newlines of the text: 32 bytes to a vector compare where the compiler
// targets AVX2, the rest by std::count. (Not a memchr() per line, which
// cost the replay 1 % of its time for lines of 35 bytes on average; and
// std::count alone widens its byte compares to 64-bit sums.)
inline int count_lines(std::string_view text) {
    const char* p = text.data();
    std::size_t n = text.size();
    std::size_t lines = 0;
#ifdef __AVX2__
    const __m256i newline = _mm256_set1_epi8('\n');
    for (; n >= 32; p += 32, n -= 32) {
        const __m256i bytes = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
        lines += static_cast<std::size_t>(std::popcount(
            static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(bytes, newline)))));
    }
#endif
    return static_cast<int>(lines + static_cast<std::size_t>(std::count(p, p + n, '\n')));
}

// Whether the line starting at `at` looks like a tag pair: '[', a name,
// spaces, '"' (as the PGN reader judges a line that ends a comment).
inline bool looks_like_tag_line(std::string_view text, std::size_t at) {
    if (at >= text.size() || text[at] != '[')
        return false;
    std::size_t p = at + 1;
    auto letter = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); };
    if (p >= text.size() || !letter(text[p]))
        return false;
    while (p < text.size() &&
           (letter(text[p]) || (text[p] >= '0' && text[p] <= '9') || text[p] == '_'))
        ++p;
    while (p < text.size() && (text[p] == ' ' || text[p] == '\t' || text[p] == '\r' ||
                               text[p] == '\f' || text[p] == '\v'))
        ++p;
    return p < text.size() && text[p] == '"';
}

inline bool is_event_line(std::string_view text, std::size_t at) {
    return text.substr(at, 7) == "[Event " || text.substr(at, 7) == "[Event\"";
}

// The start of the line before the one starting at `at` (> 0).
inline std::size_t previous_line(std::string_view text, std::size_t at) {
    std::size_t nl = at >= 2 ? text.rfind('\n', at - 2) : std::string_view::npos;
    return nl == std::string_view::npos ? 0 : nl + 1;
}

inline bool is_pgn_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

// The first byte of the line starting at `at` that is not a blank (as the
// reader counts blanks), or '\n' for a blank line.
inline char first_non_blank(std::string_view text, std::size_t at) {
    for (std::size_t p = at; p < text.size() && text[p] != '\n'; ++p)
        if (!is_pgn_space(text[p]))
            return text[p];
    return '\n';
}

// Whether a tag section could start within the line at `at` (a '[' after
// the line's last '}'), as in "1-0 [Event ...]".
inline bool may_start_tags(std::string_view text, std::size_t at) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos)
        end = text.size();
    const std::string_view line = text.substr(at, end - at);
    const std::size_t brace = line.rfind('}');
    return line.find('[', brace == std::string_view::npos ? 0 : brace) != std::string_view::npos;
}

// Where the PGN reader starts the game whose tag section holds the tag
// line starting at `line`. The reader reads a tag section over blank and
// "%" lines and splits it only at a second Event tag, so the game starts at
// the section's first tag line, or at the lowest Event tag of the section
// when another one stands above it. Where that cannot be told for sure
// from the lines alone (a tag line indented or not shaped '[' NAME '"', a
// '[' that may open the section inside the line above it), the candidate
// is not used: a cut is only ever made where the reader certainly starts a
// game. `stop` is set to the line the walk stopped at.
struct GameStart {
    enum Kind : std::uint8_t { Cut, Unsure, AtTop } kind;
    std::size_t at;  // Cut: where
};

inline GameStart game_start_at(std::string_view text, std::size_t line, std::size_t& stop) {
    std::size_t start = line;
    std::size_t lowest_event = is_event_line(text, line) ? line : std::string_view::npos;
    for (std::size_t at = line; at > 0;) {
        at = previous_line(text, at);
        stop = at;
        const char first = first_non_blank(text, at);
        if (first == '\n' || text[at] == '%')
            continue;  // blank, or an escape line
        if (first == '[') {
            if (text[at] != '[' || !looks_like_tag_line(text, at))
                return {GameStart::Unsure, 0};
            if (is_event_line(text, at)) {
                if (lowest_event != std::string_view::npos)
                    return {GameStart::Cut, lowest_event};  // the reader splits there
                lowest_event = at;
            }
            start = at;
            continue;
        }
        if (may_start_tags(text, at))
            return {GameStart::Unsure, 0};
        return {GameStart::Cut, start};  // the section starts at `start`
    }
    stop = 0;
    return start > 0 ? GameStart{GameStart::Cut, start} : GameStart{GameStart::AtTop, 0};
}

// Returns where to cut a block that has grown by a read: before the last
// line where the PGN reader certainly starts a game (see above), or (past
// PgnMaxBlockSize) after the last blank line or the last line; 0 to read on.
inline std::size_t find_block_cut(const std::string& text) {
    const std::string_view view(text);
    for (std::size_t nl = view.rfind("\n["); nl != std::string_view::npos && nl > 0;) {
        std::size_t stop = nl;
        if (looks_like_tag_line(view, nl + 1)) {
            const GameStart start = game_start_at(view, nl + 1, stop);
            if (start.kind == GameStart::Cut)
                return start.at;
            if (start.kind == GameStart::AtTop)
                break;  // the text starts with this game: nothing to cut
        }
        // Look above the lines walked over (each line is walked once).
        if (stop == 0)
            break;
        nl = view.rfind("\n[", std::min(stop, nl) - 1);
    }
    if (text.size() < PgnMaxBlockSize)
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
class PgnBlockReader {
public:
    // Reads `block_size` bytes at a time, and cuts a block after each read
    // that brings an "[Event " line.
    PgnBlockReader(const std::string& path, std::size_t file, std::size_t block_size = PgnBlockSize)
        : in_(path, std::ios::binary), file_(file), block_size_(block_size) {}

    bool opened() const { return opened_; }
    bool failed() const { return failed_; }

    // Returns the next block; nothing at the end of the file or on a read error.
    std::optional<PgnBlock> next() {
        std::string text = std::exchange(spare_, std::string());
        // Room for the carry and a read, with some to spare for later carries
        // (a game's start), so that a recycled block need not grow.
        text.clear();
        if (text.capacity() < carry_.size() + block_size_)
            text.reserve(carry_.size() + block_size_ + block_size_ / 4);
        text.assign(carry_);
        carry_.clear();
        while (!end_) {
            std::size_t old = text.size();
            text.resize(old + block_size_);
            in_.read(text.data() + old, static_cast<std::streamsize>(block_size_));
            text.resize(old + static_cast<std::size_t>(in_.gcount()));
            if (!in_) {
                end_ = true;
                failed_ = in_.bad();
                break;
            }
            if (std::size_t cut = find_block_cut(text); cut > 0) {
                carry_.assign(text, cut);
                text.resize(cut);
                break;
            }
        }
        if (text.empty()) {
            spare_ = std::move(text);
            return std::nullopt;
        }
        PgnBlock block{file_, line_, std::move(text)};
        line_ += count_lines(block.text);
        return block;
    }

    // Takes back the storage of a block whose work is done, for the next
    // block: a fresh megabyte costs 256 page faults, which on a virtual
    // machine take longer than reading the megabyte.
    void recycle(std::string&& text) {
        if (text.capacity() > spare_.capacity())
            spare_ = std::move(text);
    }
    std::string take_spare() { return std::exchange(spare_, std::string()); }

private:
    std::ifstream in_;
    bool opened_ = static_cast<bool>(in_);
    std::size_t file_;
    std::size_t block_size_;
    int line_ = 1;
    std::string carry_;
    std::string spare_;  // a recycled block's storage
    bool end_ = false;
    bool failed_ = false;
};

// The progress line on a terminal: redrawn at most ten times a second and
// erased before anything else is written to stderr.
class ProgressLine {
public:
    ProgressLine(bool enabled, std::string label, std::uint64_t total_bytes,
                 ProgressClock::time_point start)
        : enabled_(enabled),
          label_(std::move(label)),
          total_bytes_(total_bytes),
          start_(start),
          last_(start) {}

    void update(std::uint64_t bytes, std::uint64_t games) {
        if (!enabled_)
            return;
        auto now = ProgressClock::now();
        if (now - last_ < std::chrono::milliseconds(100))
            return;
        last_ = now;
        double seconds = std::chrono::duration<double>(now - start_).count();
        double rate = seconds > 0 ? static_cast<double>(games) / seconds : 0.0;
        double fraction =
            total_bytes_ > 0 ? static_cast<double>(bytes) / static_cast<double>(total_bytes_) : 0.0;
        constexpr int Width = 24;
        auto filled = static_cast<int>(fraction * Width + 0.5);
        filled = filled < 0 ? 0 : filled > Width ? Width : filled;
        std::string bar(static_cast<std::size_t>(filled), '#');
        bar.append(static_cast<std::size_t>(Width - filled), '.');
        std::fprintf(stderr, "\r\033[K%s: [%s] %3.0f%%, %llu games, %.0f games/s", label_.c_str(),
                     bar.c_str(), 100.0 * fraction, static_cast<unsigned long long>(games), rate);
        shown_ = true;
    }
    void erase() {
        if (shown_)
            std::fputs("\r\033[K", stderr);
        shown_ = false;
    }
    // Says that a file cannot be read ("touchmove LABEL: WHAT 'FILE': why"),
    // the progress line erased first; for work_on_blocks' `on_error`.
    void file_error(const char* what, const std::string& file) {
        erase();
        std::fprintf(stderr, "touchmove %s: %s '%s'%s%s\n", label_.c_str(), what, file.c_str(),
                     errno != 0 ? ": " : "", errno != 0 ? std::strerror(errno) : "");
    }

private:
    bool enabled_;
    std::string label_;
    bool shown_ = false;
    std::uint64_t total_bytes_;
    ProgressClock::time_point start_;
    ProgressClock::time_point last_;
};

// Works on blocks on worker threads; results come back in submission order,
// so that what is reported does not depend on the number of threads.
template <class Result>
class OrderedBlockWorkers {
public:
    OrderedBlockWorkers(unsigned count, std::function<Result(const PgnBlock&)> work)
        : work_(std::move(work)) {
        for (unsigned i = 0; i < count; ++i)
            threads_.emplace_back([this] { run(); });
    }
    ~OrderedBlockWorkers() {
        {
            std::lock_guard lock(mutex_);
            closed_ = true;
        }
        changed_.notify_all();
        for (auto& t : threads_)
            t.join();
    }
    OrderedBlockWorkers(const OrderedBlockWorkers&) = delete;
    OrderedBlockWorkers& operator=(const OrderedBlockWorkers&) = delete;

    // Queues a block, first waiting while enough are queued to keep every thread busy.
    void submit(PgnBlock block) {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [&] { return queue_.size() < 2 * threads_.size(); });
        queue_.emplace_back(submitted_++, std::move(block));
        changed_.notify_all();
    }
    // The storage of a block whose work is done, if one is left (PgnBlockReader::recycle).
    std::string take_spare() {
        std::lock_guard lock(mutex_);
        if (spares_.empty())
            return {};
        std::string text = std::move(spares_.back());
        spares_.pop_back();
        return text;
    }
    // Hands the results that are ready, in order, to `take`; with `all`,
    // waits for every submitted block, calling `tick` now and then.
    template <class Take, class Tick>
    void collect(bool all, Take&& take, Tick&& tick) {
        std::unique_lock lock(mutex_);
        for (;;) {
            while (!done_.empty() && done_.begin()->first == collected_) {
                Result result = std::move(done_.begin()->second);
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
    void run() {
        for (;;) {
            std::unique_lock lock(mutex_);
            changed_.wait(lock, [&] { return closed_ || !queue_.empty(); });
            if (queue_.empty())
                return;
            auto [index, block] = std::move(queue_.front());
            queue_.pop_front();
            changed_.notify_all();
            lock.unlock();
            Result result = work_(block);
            lock.lock();
            done_.emplace(index, std::move(result));
            if (spares_.size() < 2 * threads_.size())
                spares_.push_back(std::move(block.text));
            changed_.notify_all();
        }
    }

    std::function<Result(const PgnBlock&)> work_;
    std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<std::pair<std::uint64_t, PgnBlock>> queue_;
    std::map<std::uint64_t, Result> done_;
    std::vector<std::string> spares_;
    std::uint64_t submitted_ = 0;
    std::uint64_t collected_ = 0;
    bool closed_ = false;
    std::vector<std::thread> threads_;
};

// The bytes of the files together (those whose size can be read), for the
// progress line.
inline std::uint64_t total_size(const std::vector<std::string>& files) {
    std::uint64_t total = 0;
    for (const std::string& file : files) {
        std::error_code ec;
        auto size = std::filesystem::file_size(file, ec);
        if (!ec)
            total += size;
    }
    return total;
}

// Cuts every file into blocks of about `block_size` bytes, works on them
// with `work` on `jobs` threads (right here, without threads, for one), and
// hands the results to `take` in file order, calling `tick` while it
// waits. A file that cannot be read is passed to `io_error` with what went
// wrong ("cannot read", "cannot open", "error reading"; errno says why) and
// the run goes on.
template <class Result, class Work, class Take, class Tick, class IoError>
void work_on_blocks(const std::vector<std::string>& files, std::size_t block_size, unsigned jobs,
                    Work work, Take take, Tick tick, IoError io_error) {
    std::optional<OrderedBlockWorkers<Result>> workers;
    if (jobs > 1)
        workers.emplace(jobs, work);
    std::string spare;  // a block's storage, kept from one file for the next
    for (std::size_t f = 0; f < files.size(); ++f) {
        if (std::filesystem::is_directory(files[f])) {
            errno = EISDIR;
            io_error("cannot read", files[f]);
            continue;
        }
        errno = 0;
        PgnBlockReader reader(files[f], f, block_size);
        if (!reader.opened()) {
            io_error("cannot open", files[f]);
            continue;
        }
        reader.recycle(std::move(spare));
        while (auto block = reader.next()) {
            if (workers) {
                workers->submit(std::move(*block));
                workers->collect(false, take, tick);
                reader.recycle(workers->take_spare());
            } else {
                Result r = work(*block);
                take(r);
                reader.recycle(std::move(block->text));
            }
        }
        spare = reader.take_spare();
        if (reader.failed())
            io_error("error reading", files[f]);
    }
    if (workers)
        workers->collect(true, take, tick);
}

}  // namespace touchmove::cli
