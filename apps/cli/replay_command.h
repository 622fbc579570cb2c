// The "replay" subcommand: games of PGN files turned into the physical
// events players make, every event arbitrated and checked, touch-move
// violations planted on request and counted as caught or missed.
//
// `touchmove replay [--seed N] [--inject RATE] [--emit events|jsonl
// [--output DIR]] [--jobs N] [--quiet] FILE...` (see its --help). The
// replay itself is replay::GameReplay (include/touchmove/replay/replay.h);
// this file reads the files in blocks on threads, reports what the replay
// found in file order, writes the event streams and the summary.
#pragma once

namespace touchmove::cli {

// Runs the subcommand; argv[0] is "replay". Returns 0 when every game was
// replayed as expected, 1 when a game disagreed, a planted violation was
// missed, a violation was a false alarm or a game was skipped, and 2 for a
// usage or I/O error.
int run_replay(int argc, char** argv);

}  // namespace touchmove::cli
