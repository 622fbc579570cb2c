// perft_bench: times touchmove's perft() on one position, for
// bench/perft_vs_stockfish.sh.
//
//   perft_bench FEN|startpos DEPTH
//
// Prints one line, "nodes N seconds S cpu C": S is the wall time of the
// perft() call alone (steady clock), without process start-up or FEN parsing,
// and C the CPU time the process spent in it (which other work on the machine
// disturbs less). Single-threaded, like the library.
#include <time.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "touchmove/chess/fen.h"
#include "touchmove/chess/perft.h"
#include "touchmove/chess/position.h"

namespace {

constexpr const char* Usage =
    "usage: perft_bench FEN|startpos DEPTH\n"
    "Prints 'nodes N seconds S cpu C': the wall and CPU time of touchmove's perft() alone.\n";

// Returns the CPU time this process has used, in seconds.
double cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace touchmove::chess;
    const bool help =
        argc > 1 && (std::string_view(argv[1]) == "-h" || std::string_view(argv[1]) == "--help");
    if (help || argc != 3) {
        std::fputs(Usage, help ? stdout : stderr);
        return help ? 0 : 2;
    }
    std::string_view fen = std::string_view(argv[1]) == "startpos" ? StartFen : argv[1];
    auto pos = Position::from_fen(fen);
    if (!pos) {
        std::fprintf(stderr, "perft_bench: bad FEN: %s\n", pos.error().to_string().c_str());
        return 2;
    }
    char* end = nullptr;
    long depth = std::strtol(argv[2], &end, 10);
    if (*end != '\0' || depth < 0 || depth > 20) {
        std::fprintf(stderr, "perft_bench: bad depth '%s'\n", argv[2]);
        return 2;
    }

    const double cpu_start = cpu_seconds();
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t nodes = perft(*pos, static_cast<int>(depth));
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    const double cpu = cpu_seconds() - cpu_start;
    std::printf("nodes %llu seconds %.6f cpu %.6f\n", static_cast<unsigned long long>(nodes),
                elapsed.count(), cpu);
    return 0;
}
