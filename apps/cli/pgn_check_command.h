// The "pgn-check" subcommand: validates every game of PGN files.
//
// `touchmove pgn-check [--quiet] FILE...` reads each file with PgnReader,
// resolves every mainline SAN against the legal moves and reports each broken
// game to stderr as `FILE:LINE:COLUMN: message (game N, "White - Black")`. At
// the end it prints a summary (games, errors, plies, time, games per second)
// to stdout. On a terminal it shows a progress line on stderr, at most about
// ten times a second, and erases it at the end.
#pragma once

namespace touchmove::cli {

// Runs the subcommand; argv[0] is "pgn-check". Returns 0 when every game is
// valid, 1 when a game had an error, and 2 for a usage or I/O error.
int run_pgn_check(int argc, char** argv);

}  // namespace touchmove::cli
