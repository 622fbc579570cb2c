#include <chrono>
#include <cstdio>
#include <string>

#include "touchmove/chess/perft.h"
#include "touchmove/chess/position.h"
#include "touchmove/chess/uci.h"

int main(int argc, char** argv) {
    using namespace touchmove::chess;
    auto pos = Position::from_fen(argv[1]);
    if (!pos) { std::printf("%s\n", pos.error().to_string().c_str()); return 2; }
    int depth = std::stoi(argv[2]);
    auto t0 = std::chrono::steady_clock::now();
    auto n = perft(*pos, depth);
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%llu nodes %.3fs %.1f Mnps\n", (unsigned long long)n, s, n / s / 1e6);
}
