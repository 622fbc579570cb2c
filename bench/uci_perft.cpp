// uci_perft: times a UCI engine's "go perft" over pipes, for
// bench/perft_vs_stockfish.sh.
//
//   uci_perft [--engine PATH] FEN|startpos DEPTH
//
// Starts the engine (default /usr/games/stockfish), sends "uci",
// "setoption name Threads value 1", "isready" and the position, and waits
// for each answer; only then does the clock start. It measures the wall time
// from writing "go perft DEPTH" to reading the engine's "Nodes searched: N"
// line, so the engine's start-up (loading its network, allocating its hash)
// is not counted, and the CPU time the engine used meanwhile (from
// /proc/PID/stat, in clock ticks of 10 ms; other work on the machine
// disturbs it less). Prints one line, "nodes N seconds S cpu C".
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>

namespace {

constexpr const char* Usage =
    "usage: uci_perft [--engine PATH] FEN|startpos DEPTH\n"
    "Runs 'go perft DEPTH' in a UCI engine (default /usr/games/stockfish) and prints\n"
    "'nodes N seconds S cpu C': the wall time from sending 'go perft' to reading\n"
    "'Nodes searched', without the engine's start-up, and the engine's CPU time meanwhile.\n";

[[noreturn]] void fail(const std::string& message) {
    std::fprintf(stderr, "uci_perft: %s\n", message.c_str());
    std::exit(1);
}

// Returns the CPU time (user and system) a process has used, in seconds.
double cpu_seconds(pid_t pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    // Fields are counted from 1; the 2nd, "(comm)", may hold spaces, so start
    // after its ")" with the 3rd (state). utime and stime are the 14th and 15th.
    auto close_paren = stat.rfind(')');
    if (close_paren == std::string::npos)
        fail("cannot read /proc/" + std::to_string(pid) + "/stat");
    std::istringstream fields(stat.substr(close_paren + 1));
    std::string skipped;
    for (int field = 3; field < 14; ++field)
        fields >> skipped;
    unsigned long long utime = 0;
    unsigned long long stime = 0;
    fields >> utime >> stime;
    return static_cast<double>(utime + stime) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

// The engine as a child process, with its stdin and stdout on pipes.
struct Engine {
    pid_t pid = -1;
    FILE* in = nullptr;   // the engine's stdin
    FILE* out = nullptr;  // the engine's stdout

    void start(const std::string& path) {
        int to_child[2];
        int from_child[2];
        if (pipe(to_child) != 0 || pipe(from_child) != 0)
            fail(std::string("pipe: ") + std::strerror(errno));
        pid = fork();
        if (pid < 0)
            fail(std::string("fork: ") + std::strerror(errno));
        if (pid == 0) {
            dup2(to_child[0], STDIN_FILENO);
            dup2(from_child[1], STDOUT_FILENO);
            close(to_child[0]);
            close(to_child[1]);
            close(from_child[0]);
            close(from_child[1]);
            execl(path.c_str(), path.c_str(), static_cast<char*>(nullptr));
            std::fprintf(stderr, "uci_perft: cannot run %s: %s\n", path.c_str(),
                         std::strerror(errno));
            _exit(127);
        }
        close(to_child[0]);
        close(from_child[1]);
        in = fdopen(to_child[1], "w");
        out = fdopen(from_child[0], "r");
        if (in == nullptr || out == nullptr)
            fail("fdopen failed");
    }

    void send(const std::string& line) {
        if (std::fprintf(in, "%s\n", line.c_str()) < 0 || std::fflush(in) != 0)
            fail("cannot write to the engine");
    }

    // Returns the next line without its end; fails at end of output.
    std::string read_line() {
        std::string line;
        int c;
        while ((c = std::fgetc(out)) != EOF && c != '\n')
            line += static_cast<char>(c);
        if (c == EOF && line.empty())
            fail("the engine closed its output");
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        return line;
    }

    void wait_for(std::string_view expected) {
        while (read_line() != expected) {
        }
    }

    void stop() {
        send("quit");
        std::fclose(in);
        std::fclose(out);
        waitpid(pid, nullptr, 0);
    }
};

}  // namespace

int main(int argc, char** argv) {
    std::string engine_path = "/usr/games/stockfish";
    int first = 1;
    if (argc > 1 && (std::string_view(argv[1]) == "-h" || std::string_view(argv[1]) == "--help")) {
        std::fputs(Usage, stdout);
        return 0;
    }
    if (argc > 2 && std::string_view(argv[1]) == "--engine") {
        engine_path = argv[2];
        first = 3;
    }
    if (argc - first != 2) {
        std::fputs(Usage, stderr);
        return 2;
    }
    const std::string_view fen = argv[first];
    const std::string depth = argv[first + 1];
    if (depth.empty() || depth.find_first_not_of("0123456789") != std::string::npos)
        fail("bad depth '" + depth + "'");
    if (access(engine_path.c_str(), X_OK) != 0)
        fail("no engine at " + engine_path);

    signal(SIGPIPE, SIG_IGN);
    Engine engine;
    engine.start(engine_path);
    engine.send("uci");
    engine.wait_for("uciok");
    engine.send("setoption name Threads value 1");
    engine.send(fen == "startpos" ? std::string("position startpos")
                                  : "position fen " + std::string(fen));
    engine.send("isready");
    engine.wait_for("readyok");

    const double cpu_start = cpu_seconds(engine.pid);
    const auto start = std::chrono::steady_clock::now();
    engine.send("go perft " + depth);
    std::string line;
    do {
        line = engine.read_line();
    } while (!line.starts_with("Nodes searched:"));
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    const double cpu = cpu_seconds(engine.pid) - cpu_start;
    engine.stop();

    const unsigned long long nodes = std::strtoull(line.c_str() + 15, nullptr, 10);
    std::printf("nodes %llu seconds %.6f cpu %.6f\n", nodes, elapsed.count(), cpu);
    return 0;
}
