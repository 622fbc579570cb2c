// arbiter_bench: the cost of arbitrating whole games, against replaying the
// same games with the rules alone, in one run.
//
//   arbiter_bench [-r ROUNDS] [--no-answers] FILE.pgn...
//
// Every game is turned into the board events a player makes (lift, release,
// remove, place, clock: replay::events_for_move) just before it is
// arbitrated, untimed; each game is timed on its own. In interleaved
// rounds:
//   rules    every SAN of every game parsed, resolved and played (Game-less
//            replay with the rules core: what a PGN replayer does);
//   arbiter  every event fed to an Arbiter (2005 Laws, observe mode) with
//            Arbiter::apply(): every rule applied, the permitted moves and
//            the rulings computed, what a replay or an audit reads;
//   answers  the same with Arbiter::handle(), a whole Answer built for
//            every event (the permitted moves shared, the rulings copied,
//            the completed move written in UCI and SAN).
// Prints the medians: moves per second of each, events per second of the
// arbiter, and the ratio of their times to the rules' (floor: at most 2),
// as the median of the rounds' ratios (each round times the three one after
// the other, so a ratio compares runs under the same load). --no-answers
// leaves out `answers`, for a profile of Arbiter::apply() alone.
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "touchmove/arbiter/arbiter.h"
#include "touchmove/chess/pgn.h"
#include "touchmove/chess/san.h"
#include "touchmove/replay/move_events.h"

namespace {

using namespace touchmove;

struct Prepared {
    chess::Position start;
    std::vector<std::string> sans;
    std::vector<chess::Move> moves;
};

double now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    int rounds = 5;
    bool answers_timed = true;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        std::string_view a = argv[i];
        if (a == "-h" || a == "--help") {
            std::puts(
                "usage: arbiter_bench [-r ROUNDS] [--no-answers] FILE.pgn...\n"
                "Times arbitrating whole games as board events against replaying their SAN;\n"
                "--no-answers leaves out the run that builds an Answer per event.");
            return 0;
        }
        if (a == "--no-answers") {
            answers_timed = false;
            continue;
        }
        if (a == "-r" && i + 1 < argc) {
            rounds = std::max(1, std::atoi(argv[++i]));
            continue;
        }
        files.emplace_back(a);
    }
    if (files.empty()) {
        std::fputs("arbiter_bench: no PGN file given (try -h)\n", stderr);
        return 2;
    }

    std::vector<Prepared> games;
    std::size_t moves = 0, events = 0;
    for (const std::string& f : files) {
        std::ifstream in(f, std::ios::binary);
        if (!in) {
            std::fprintf(stderr, "arbiter_bench: cannot open %s\n", f.c_str());
            return 2;
        }
        chess::PgnReader reader(in);
        while (auto g = reader.read_game()) {
            if (!g->errors.empty())
                continue;
            Prepared p{g->start, g->sans, g->moves};
            moves += g->moves.size();
            events += replay::events_for_game(g->start, g->moves).size();
            games.push_back(std::move(p));
        }
    }

    std::vector<double> rules_times, arbiter_times, answer_times;
    std::size_t sink = 0;
    bool failed = false;
    std::vector<arbiter::BoardEvent> buffer;
    // Times `feed` over every game's events, each game's written just before
    // (untimed), as events reach an arbiter one by one in real use: hot in
    // the cache, not read back from hundreds of megabytes prepared ahead.
    auto arbitrate = [&](auto feed) {
        double total = 0;
        for (const Prepared& g : games) {
            buffer = replay::events_for_game(g.start, g.moves);
            const double t = now();
            arbiter::Arbiter referee(arbiter::ArbiterOptions{
                arbiter::Edition::Fide2005, arbiter::Mode::Observe, g.start, true});
            for (const arbiter::BoardEvent& e : buffer)
                failed = !feed(referee, e) || failed;
            total += now() - t;
        }
        return total;
    };
    for (int r = 0; r < rounds; ++r) {
        double rules = 0;
        for (const Prepared& g : games) {
            const double t = now();
            chess::Position pos = g.start;
            for (const std::string& san : g.sans) {
                auto m = chess::parse_san_move(pos, san);
                if (!m)
                    return 1;
                pos = pos.play(*m);
            }
            rules += now() - t;
            sink += pos.key() & 1;
        }
        const double answers =
            !answers_timed ? 0.0
                           : arbitrate([&](arbiter::Arbiter& a, const arbiter::BoardEvent& e) {
                                 auto answer = a.handle(e);
                                 sink += answer ? answer->permitted.size() : 0;
                                 return answer.has_value();
                             });
        const double arb = arbitrate([&](arbiter::Arbiter& a, const arbiter::BoardEvent& e) {
            auto outcome = a.apply(e);
            sink += outcome ? outcome->rulings.size() + outcome->move.has_value() : 0;
            return outcome.has_value();
        });
        if (failed) {
            std::fputs("arbiter_bench: an event could not be applied\n", stderr);
            return 1;
        }
        rules_times.push_back(rules);
        answer_times.push_back(answers);
        arbiter_times.push_back(arb);
        std::fprintf(stderr, "  round %d  rules %.3f s  arbiter %.3f s", r + 1, rules, arb);
        if (answers_timed)
            std::fprintf(stderr, "  answers %.3f s", answers);
        std::fputc('\n', stderr);
    }
    double rules = median(rules_times), arb = median(arbiter_times), answers = median(answer_times);
    std::vector<double> arbiter_ratios, answer_ratios;
    for (std::size_t i = 0; i < rules_times.size(); ++i) {
        arbiter_ratios.push_back(arbiter_times[i] / rules_times[i]);
        answer_ratios.push_back(answer_times[i] / rules_times[i]);
    }
    std::printf("%zu games, %zu moves, %zu events, median of %d rounds (checksum %zu)\n",
                games.size(), moves, events, rounds, sink);
    std::printf("rules-only replay  %10.0f moves/s\n", static_cast<double>(moves) / rules);
    std::printf("arbiter            %10.0f moves/s  %10.0f events/s\n",
                static_cast<double>(moves) / arb, static_cast<double>(events) / arb);
    if (answers_timed)
        std::printf("with answers       %10.0f moves/s  %10.0f events/s\n",
                    static_cast<double>(moves) / answers, static_cast<double>(events) / answers);
    std::printf("arbiter / rules    %10.2fx the time (floor: at most 2x)\n",
                median(arbiter_ratios));
    if (answers_timed)
        std::printf("answers / rules    %10.2fx the time\n", median(answer_ratios));
    return 0;
}
