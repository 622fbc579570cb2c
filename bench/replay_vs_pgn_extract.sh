#!/usr/bin/env bash
# Replay speed of "touchmove replay" (every game as board events, every event
# arbitrated) against "pgn-extract -r" on the same files.
set -euo pipefail
# shellcheck source=bench/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

usage() {
    cat <<'EOF_USAGE'
usage: bench/replay_vs_pgn_extract.sh [-r ROUNDS] [-b BUILD_DIR] [-i RATE] [FILE...]

Runs "touchmove replay --quiet --jobs 1" (every game turned into the events a
player makes, every event fed to the arbiter and checked), "pgn-extract -r -s"
(replay every game's moves and check their legality, extract nothing), and
"touchmove replay --quiet --jobs 2" on the same PGN files, interleaved over
several rounds, and prints the games per second of each (median wall and CPU
time of the whole process), the events per second of replay, the ratio of
replay on one thread to pgn-extract (floor: at least 2x) and the scaling
from one thread to two (target: near 2x).

First, one untimed run of each counts the games: replay prints its summary
(games, moves, events; no false alarm, no disagreement, nothing skipped) and
pgn-extract -r prints "N games matched out of M"; the counts must agree, or
the script stops.

FILE... defaults to the repository's 372 games, tests/data/pgn/*.pgn; give a
larger collection as FILE... for steadier figures.

options:
  -r ROUNDS     rounds (default 5)
  -b BUILD_DIR  a Release build (default: $TOUCHMOVE_BUILD_DIR, else
                build-bench/, else build/; bench/run_all.sh makes build-bench/)
  -i RATE       also plant violations at this rate in the timed replays
                (--inject RATE; default 0: the games as played)
  -h            show this help
EOF_USAGE
}

rounds=5
build_arg=""
rate=0
while getopts "r:b:i:h" opt; do
    case $opt in
        r) rounds=$OPTARG ;;
        b) build_arg=$OPTARG ;;
        i) rate=$OPTARG ;;
        h) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[[ $rounds =~ ^[1-9][0-9]*$ ]] || die "ROUNDS must be a positive number"

pgn_files "$@"

touchmove_against_pgn_extract "$build_arg"
"$touchmove" replay --help >/dev/null 2>&1 ||
    die "$touchmove has no replay command; rebuild it from a newer tree"

bytes=$(cat "${files[@]}" | wc -c)
echo "replay: touchmove replay against pgn-extract $(pgn_extract_version), $rounds rounds, interleaved, inject rate $rate"
echo "files: ${#files[@]} ($((bytes / 1024)) KiB): ${files[*]##*/}"
machine_line

# The counts, untimed (also warms the page cache).
tm_summary=$("$touchmove" replay --jobs 1 --inject "$rate" "${files[@]}" 2>&1) ||
    die "touchmove replay reported problems (run it on the files to see them): $tm_summary"
read -r tm_games tm_skipped tm_moves tm_events < <(sed -n \
    's/^replayed \([0-9]*\) games (\([0-9]*\) skipped), \([0-9]*\) moves, \([0-9]*\) events$/\1 \2 \3 \4/p' \
    <<<"$tm_summary")
[[ -n ${tm_events:-} ]] || die "cannot read the counts in replay's summary: $tm_summary"
[[ $tm_skipped == 0 ]] || die "replay skipped $tm_skipped games"
pgn_extract_games
[[ $tm_games == "$pe_games" ]] || die "the counts differ: replay $tm_games games, pgn-extract $pe_games"
games=$tm_games
echo "games: $games (replay and pgn-extract agree), $tm_moves moves, $tm_events events arbitrated"

# shellcheck disable=SC2034  # cmd0..cmd2 are used through a nameref
{
    labels=("touchmove replay -j1" "pgn-extract -r -s" "touchmove replay -j2")
    cmd0=("$touchmove" replay --quiet --jobs 1 --inject "$rate" "${files[@]}")
    cmd1=("$pgn_extract" -r -s "${files[@]}")
    cmd2=("$touchmove" replay --quiet --jobs 2 --inject "$rate" "${files[@]}")
}

time_rounds

echo
printf '%-24s %8s %9s %11s %8s %9s\n' "median of $rounds rounds" "wall s" "games/s" "events/s" "cpu s" "games/s"
for i in "${!labels[@]}"; do
    events=$tm_events
    [[ $i == 1 ]] && events=0
    awk -v l="${labels[i]}" -v g="$games" -v e="$events" -v w="${median_wall[i]}" -v c="${median_cpu[i]}" 'BEGIN {
        ev = e > 0 ? sprintf("%11.0f", e / w) : sprintf("%11s", "-")
        printf "%-24s %8.3f %9.0f %s %8.3f %9.0f\n", l, w, g / w, ev, c, g / c }'
done
awk -v tw="${median_wall[0]}" -v tc="${median_cpu[0]}" -v pw="${median_wall[1]}" -v pc="${median_cpu[1]}" 'BEGIN {
    printf "ratio, one thread each (games/s, touchmove replay / pgn-extract): %.2fx by wall time, %.2fx by CPU time (floor: at least 2x)\n", pw / tw, pc / tc }'
awk -v w1="${median_wall[0]}" -v w2="${median_wall[2]}" -v n="$(nproc)" 'BEGIN {
    printf "scaling, replay --jobs 2 / --jobs 1 (games/s by wall time): %.2fx (nproc %d)\n", w1 / w2, n }'
echo
echo "Whole process (start-up included), timed by bash's time (1 ms resolution), warm page cache;"
echo "CPU = user + system time. replay arbitrates every event (2005 Laws, observe mode) and checks"
echo "every move's completion and position; pgn-extract -r checks the legality of every move."
