#include "perft_command.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "touchmove/chess/movegen.h"
#include "touchmove/chess/perft.h"
#include "touchmove/chess/position.h"
#include "touchmove/chess/uci.h"

namespace touchmove::cli {

namespace {

constexpr const char* Usage = R"(usage: touchmove perft FEN|startpos DEPTH [--divide] [--chess960]

Counts the move sequences of exactly DEPTH plies from the position (perft),
the standard check of a move generator. The last ply is counted in bulk
(the number of legal moves), not played.

options:
  --divide     print the count below each legal move, sorted by move
  --chess960   read the FEN as Chess960 (also automatic for Shredder-FEN
               or X-FEN castling fields); castling is then written king-onto-rook
  -h, --help   show this help

Exit status: 0, or 2 on a usage error (a bad FEN or DEPTH among them) or when
the output cannot be written.

example:
  touchmove perft startpos 6
  touchmove perft "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" 5 --divide
)";

}  // namespace

int run_perft(int argc, char** argv) {
    using namespace touchmove::chess;
    bool divide = false;
    bool chess960 = false;
    std::vector<std::string_view> args;
    bool options_done = false;
    for (int i = 1; i < argc; ++i) {
        std::string_view a = argv[i];
        if (options_done) {
            args.push_back(a);
        } else if (a == "--") {
            options_done = true;  // what follows is FEN and DEPTH
        } else if (a == "-h" || a == "--help") {
            std::fputs(Usage, stdout);
            return 0;
        } else if (a == "--divide") {
            divide = true;
        } else if (a == "--chess960") {
            chess960 = true;
        } else if (a.size() > 1 && a[0] == '-' && !(a[1] >= '0' && a[1] <= '9')) {
            std::fprintf(stderr, "touchmove perft: unknown option '%s'\n%s", argv[i], Usage);
            return 2;
        } else {
            args.push_back(a);
        }
    }
    if (args.size() != 2) {
        std::fprintf(stderr, "touchmove perft: expected FEN and DEPTH\n%s", Usage);
        return 2;
    }
    std::string_view fen_text = args[0] == "startpos" ? StartFen : args[0];
    auto pos =
        Position::from_fen(fen_text, chess960 ? CastlingMode::Chess960 : CastlingMode::Standard);
    if (!pos) {
        std::fprintf(stderr, "touchmove perft: bad FEN: %s\n  %.*s\n  %*s^\n",
                     pos.error().to_string().c_str(), static_cast<int>(fen_text.size()),
                     fen_text.data(), pos.error().column - 1, "");
        return 2;
    }
    int depth = -1;
    try {
        std::size_t used = 0;
        depth = std::stoi(std::string(args[1]), &used);
        if (used != args[1].size())
            depth = -1;
    } catch (const std::exception&) {
        depth = -1;
    }
    if (depth < 0 || depth > 20) {
        std::fprintf(stderr, "touchmove perft: DEPTH must be a number from 0 to 20, not '%.*s'\n",
                     static_cast<int>(args[1].size()), args[1].data());
        return 2;
    }

    auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (depth == 0) {
        nodes = 1;
    } else {
        // Root moves one by one, so that a long run can show its progress
        // on a terminal and --divide can print each subtotal.
        MoveList moves = legal_moves(*pos);
        std::vector<std::pair<std::string, std::uint64_t>> rows;
        bool progress = !divide && depth >= 6 && isatty(STDERR_FILENO);
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (progress)
                std::fprintf(stderr, "\r[%zu/%zu] %s ", i + 1, moves.size(),
                             to_uci(*pos, moves[i]).c_str());
            std::uint64_t n = perft(pos->play(moves[i]), depth - 1);
            rows.emplace_back(to_uci(*pos, moves[i]), n);
            nodes += n;
        }
        if (progress)
            std::fputs("\r\033[K", stderr);
        if (divide) {
            std::sort(rows.begin(), rows.end());
            for (const auto& [move, n] : rows)
                std::printf("%s: %llu\n", move.c_str(), static_cast<unsigned long long>(n));
            std::printf("\n");
        }
    }
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("Nodes: %llu\nTime: %.3f s\nNPS: %.0f\n", static_cast<unsigned long long>(nodes),
                seconds, seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0);
    return 0;
}

}  // namespace touchmove::cli
