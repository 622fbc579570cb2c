// Differential test: touchmove's perft divide against Stockfish's.
//
// Positions come from the real games in tests/data/pgn/*.pgn (and the files
// of TOUCHMOVE_EXTRA_PGN_DIR when the build names one), read with PgnReader
// (all of them are clean, so a broken game fails the test):
// every N-th ply of every game (N = DefaultSampleEvery; the offset shifts
// with the game, so both colours and all phases are sampled), plus every
// position with a legal en-passant capture or a legal promotion, which
// plain sampling finds too rarely.
// Positions shared between games (openings) are tested once. In each, the
// count below every root move at SampleDepth must equal what Stockfish
// prints for "go perft", keyed by the move in UCI (castling as the king's
// two-square move, as Stockfish writes it).
//
// The default sample (about 3,200 positions, 119 million nodes) takes a few
// seconds in a Release build and under a minute under ASan+UBSan.
// TOUCHMOVE_DIFF_SAMPLE_EVERY=N samples every N-th ply instead (N=1: every
// position of every game).
//
// Stockfish runs as a child process over pipes; its path is
// /usr/games/stockfish unless TOUCHMOVE_STOCKFISH names another. The test
// fails, saying what to install, when Stockfish is missing.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "support/real_games.h"
#include "touchmove/chess/fen.h"
#include "touchmove/chess/game.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/perft.h"
#include "touchmove/chess/pgn.h"
#include "touchmove/chess/position.h"
#include "touchmove/chess/uci.h"

namespace touchmove::chess {
namespace {

constexpr int SampleDepth = 3;
constexpr int DefaultSampleEvery = 10;
// The default sample of tests/data/pgn has 3,216 distinct positions: 45 with
// a legal en-passant capture and 171 with a legal promotion (all of the
// games'), 227 with castling. A sample with fewer fails: the games were not
// read as they are, or the sampling lost a kind of position.
constexpr std::size_t MinPositions = 3200;
constexpr int MinPerCategory = 40;
// How long to wait for one line from Stockfish before giving up.
constexpr int ReadTimeoutMs = 60'000;
// Mismatches reported in full; the rest are only counted.
constexpr int MaxReported = 20;

using Divide = std::map<std::string, std::uint64_t>;

// Returns N, the sampling interval: TOUCHMOVE_DIFF_SAMPLE_EVERY if positive, else the default.
std::size_t sample_every() {
    const char* env = std::getenv("TOUCHMOVE_DIFF_SAMPLE_EVERY");
    long n = env != nullptr ? std::strtol(env, nullptr, 10) : 0;
    return n > 0 ? static_cast<std::size_t>(n) : DefaultSampleEvery;
}

std::string stockfish_path() {
    const char* env = std::getenv("TOUCHMOVE_STOCKFISH");
    return env != nullptr && *env != '\0' ? env : "/usr/games/stockfish";
}

// A UCI engine run as a child process, with its stdin and stdout on pipes.
class UciEngine {
public:
    UciEngine() = default;
    UciEngine(const UciEngine&) = delete;
    UciEngine& operator=(const UciEngine&) = delete;
    ~UciEngine() { stop(); }

    // Starts the engine and waits until it is ready; returns an error message on failure.
    std::optional<std::string> start(const std::string& path) {
        // A dead engine must show up as a failed write, not kill the test.
        std::signal(SIGPIPE, SIG_IGN);
        int to_child[2];
        int from_child[2];
        if (pipe2(to_child, O_CLOEXEC) != 0)
            return std::string("pipe: ") + std::strerror(errno);
        if (pipe2(from_child, O_CLOEXEC) != 0) {
            close(to_child[0]);
            close(to_child[1]);
            return std::string("pipe: ") + std::strerror(errno);
        }
        pid_ = fork();
        if (pid_ < 0)
            return std::string("fork: ") + std::strerror(errno);
        if (pid_ == 0) {
            dup2(to_child[0], STDIN_FILENO);
            dup2(from_child[1], STDOUT_FILENO);
            execl(path.c_str(), path.c_str(), static_cast<char*>(nullptr));
            _exit(127);
        }
        close(to_child[0]);
        close(from_child[1]);
        to_engine_ = to_child[1];
        from_engine_ = from_child[0];

        if (!send("uci") || !wait_for("uciok"))
            return path + " did not answer 'uci' with 'uciok'";
        if (!send("setoption name Threads value 1") || !send("isready") || !wait_for("readyok"))
            return path + " did not answer 'isready'";
        return std::nullopt;
    }

    // Runs "go perft depth" on a FEN and returns the count below each root
    // move, or an error message.
    Expected<Divide, std::string> divide(const std::string& fen, int depth) {
        if (!send("position fen " + fen) || !send("go perft " + std::to_string(depth)))
            return Unexpected{std::string("cannot write to Stockfish")};
        Divide result;
        for (;;) {
            auto line = read_line();
            if (!line)
                return Unexpected{std::string("no 'Nodes searched' line from Stockfish")};
            if (line->starts_with("Nodes searched:")) {
                std::uint64_t total = std::strtoull(line->c_str() + 15, nullptr, 10);
                std::uint64_t sum = 0;
                for (const auto& [move, count] : result)
                    sum += count;
                if (sum != total)
                    return Unexpected{"Stockfish's divide sums to " + std::to_string(sum) +
                                      ", its total is " + std::to_string(total)};
                return result;
            }
            // Per-move lines look like "e2e4: 20" or "a7a8q: 5".
            auto colon = line->find(": ");
            if (colon == 4 || colon == 5) {
                result[line->substr(0, colon)] =
                    std::strtoull(line->c_str() + colon + 2, nullptr, 10);
            }
        }
    }

private:
    bool send(const std::string& command) {
        std::string text = command + "\n";
        std::size_t done = 0;
        while (done < text.size()) {
            ssize_t n = write(to_engine_, text.data() + done, text.size() - done);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return false;
            done += static_cast<std::size_t>(n);
        }
        return true;
    }

    // Returns the next line without its end, or nothing at end of file or timeout.
    std::optional<std::string> read_line() {
        for (;;) {
            auto newline = buffer_.find('\n');
            if (newline != std::string::npos) {
                std::string line = buffer_.substr(0, newline);
                buffer_.erase(0, newline + 1);
                if (!line.empty() && line.back() == '\r')
                    line.pop_back();
                return line;
            }
            pollfd p{from_engine_, POLLIN, 0};
            int ready = poll(&p, 1, ReadTimeoutMs);
            if (ready < 0 && errno == EINTR)
                continue;
            if (ready <= 0)
                return std::nullopt;
            char chunk[4096];
            ssize_t n = read(from_engine_, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return std::nullopt;
            buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }

    bool wait_for(std::string_view expected) {
        for (;;) {
            auto line = read_line();
            if (!line)
                return false;
            if (*line == expected)
                return true;
        }
    }

    void stop() {
        if (pid_ <= 0)
            return;
        send("quit");
        close(to_engine_);
        close(from_engine_);
        // Give the engine a second to quit by itself, then end it.
        for (int i = 0; i < 100; ++i) {
            if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
                pid_ = -1;
                return;
            }
            usleep(10'000);
        }
        kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
        pid_ = -1;
    }

    pid_t pid_ = -1;
    int to_engine_ = -1;
    int from_engine_ = -1;
    std::string buffer_;
};

// What kinds of special move a position allows at its root.
struct Categories {
    bool en_passant = false;
    bool promotion = false;
    bool castling = false;
    bool check = false;
};

Categories categorize(const Position& pos) {
    Categories c;
    for (Move m : legal_moves(pos)) {
        c.en_passant |= m.is_en_passant();
        c.promotion |= m.is_promotion();
        c.castling |= m.is_castle();
    }
    c.check = pos.is_check();
    return c;
}

// The first four FEN fields: what perft depends on.
std::string perft_key(const Position& pos) {
    std::string fen = pos.to_fen();
    std::size_t end = 0;
    for (int field = 0; field < 4 && end != std::string::npos; ++field)
        end = fen.find(' ', end + 1);
    return fen.substr(0, end);
}

struct Sample {
    std::string fen;
    std::string source;  // game and ply
};

std::string describe_difference(const Divide& ours, const Divide& theirs) {
    std::ostringstream out;
    for (const auto& [move, count] : ours) {
        auto it = theirs.find(move);
        if (it == theirs.end())
            out << "  " << move << ": touchmove " << count << ", not a Stockfish move\n";
        else if (it->second != count)
            out << "  " << move << ": touchmove " << count << ", Stockfish " << it->second << "\n";
    }
    for (const auto& [move, count] : theirs) {
        if (!ours.contains(move))
            out << "  " << move << ": Stockfish " << count << ", not a touchmove move\n";
    }
    return out.str();
}

TEST(StockfishDiff, PerftDivideAgreesOnPositionsFromRealGames) {
    std::vector<std::filesystem::path> files = test::real_game_paths();
    int expected_games = test::RealGames;
#ifdef TOUCHMOVE_EXTRA_PGN_DIR
    const auto extra = test::pgn_files_in(TOUCHMOVE_EXTRA_PGN_DIR);
    ASSERT_FALSE(extra.empty()) << "no .pgn files in " TOUCHMOVE_EXTRA_PGN_DIR
                                   " (TOUCHMOVE_EXTRA_PGN_DIR)";
    for (const auto& file : extra) {
        files.push_back(file);
        expected_games += test::count_event_tags(file);
    }
#endif

    const std::string engine_path = stockfish_path();
    ASSERT_EQ(access(engine_path.c_str(), X_OK), 0)
        << "Stockfish not found at " << engine_path
        << ": install stockfish (apt-get install stockfish; scripts/setup does) or set "
           "TOUCHMOVE_STOCKFISH to its path";
    UciEngine engine;
    if (auto error = engine.start(engine_path))
        FAIL() << "cannot start Stockfish (" << engine_path << "): " << *error;

    // Replay the games and pick the positions.
    const std::size_t every = sample_every();
    std::vector<Sample> samples;
    std::set<std::string> seen;
    int games = 0;
    int broken_games = 0;
    int en_passant = 0;
    int promotion = 0;
    int castling = 0;
    int check = 0;
    for (const auto& file : files) {
        std::ifstream in(file, std::ios::binary);
        ASSERT_TRUE(in) << "cannot open " << file;
        PgnReader reader(in);
        while (auto record = reader.read_game()) {
            const int game_index = games++;
            const std::string source = file.filename().string() + ", game " +
                                       std::to_string(reader.games()) + " (" +
                                       std::string(record->tag("White").value_or("?")) + " - " +
                                       std::string(record->tag("Black").value_or("?")) + ")";
            if (!record->errors.empty() && ++broken_games <= MaxReported)
                ADD_FAILURE() << source << ": " << record->errors.front().to_string();
            const Game game = record->to_game();
            for (std::size_t ply = 0; ply <= game.moves().size(); ++ply) {
                const Position& pos = game.position_at(ply);
                Categories c = categorize(pos);
                const std::size_t phase = ply + static_cast<std::size_t>(game_index);
                bool sampled = phase % every == 0 || c.en_passant || c.promotion;
                if (!sampled)
                    continue;
                if (!seen.insert(perft_key(pos)).second)
                    continue;
                samples.push_back(
                    {pos.to_fen(), source + ", before ply " + std::to_string(ply + 1)});
                en_passant += c.en_passant;
                promotion += c.promotion;
                castling += c.castling;
                check += c.check;
            }
        }
    }
    std::cout << "[  sample  ] " << games << " games, 1 ply in " << every << ": " << samples.size()
              << " distinct positions at depth " << SampleDepth
              << "; with a legal en-passant capture " << en_passant << ", promotion " << promotion
              << ", castling " << castling << ", in check " << check << "\n";
    EXPECT_EQ(broken_games, 0) << "games the PGN reader could not read to the end";
    EXPECT_EQ(games, expected_games);
    ASSERT_GE(samples.size(), MinPositions);
    EXPECT_GE(en_passant, MinPerCategory);
    EXPECT_GE(promotion, MinPerCategory);
    EXPECT_GE(castling, MinPerCategory);

    // Compare each divide with Stockfish's.
    int mismatches = 0;
    std::uint64_t nodes = 0;
    for (const Sample& sample : samples) {
        auto pos = Position::from_fen(sample.fen);
        ASSERT_TRUE(pos) << sample.fen;
        Divide ours;
        for (const auto& [move, count] : perft_divide(*pos, SampleDepth)) {
            ours[to_uci(move)] = count;
            nodes += count;
        }

        auto theirs = engine.divide(sample.fen, SampleDepth);
        ASSERT_TRUE(theirs) << theirs.error() << " (position " << sample.fen << ")";
        if (ours != *theirs && ++mismatches <= MaxReported) {
            ADD_FAILURE() << "perft " << SampleDepth << " divide differs from Stockfish's\n"
                          << "  FEN: " << sample.fen << "\n  from " << sample.source << "\n"
                          << describe_difference(ours, *theirs);
        }
    }
    std::cout << "[  result  ] " << samples.size() << " positions, " << nodes << " nodes, "
              << mismatches << " mismatches\n";
    EXPECT_EQ(mismatches, 0);
}

}  // namespace
}  // namespace touchmove::chess
