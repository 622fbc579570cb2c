#!/usr/bin/env bash
# PGN validation speed of "touchmove pgn-check" against "pgn-extract -r".
set -euo pipefail
# shellcheck source=bench/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

usage() {
    cat <<'EOF'
usage: bench/pgn_vs_pgn_extract.sh [-r ROUNDS] [-b BUILD_DIR] [FILE...]

Reads the same PGN files with "touchmove pgn-check --quiet --jobs 1" and
with "pgn-extract -r -s" (report errors, extract nothing, no per-game
listing; output to /dev/null), and also with pgn-check's default of one
thread per CPU, interleaved over several rounds, and prints the games per
second of each (median wall and CPU time of the whole process) and the
ratios.
Both replay every game's moves and check their legality.

First, one untimed run of each counts the games: "touchmove pgn-check"
prints its count, pgn-extract -r prints "N games matched out of M", and
grep counts the [Event tags. The three must agree, and neither tool may
report an error, or the script stops.

FILE... defaults to the repository's 372 games, tests/data/pgn/*.pgn; give a
larger collection as FILE... for steadier figures.

options:
  -r ROUNDS     rounds (default 9; a round takes well under a second)
  -b BUILD_DIR  a Release build (default: $TOUCHMOVE_BUILD_DIR, else
                build-bench/, else build/; bench/run_all.sh makes build-bench/)
  -h            show this help
EOF
}

rounds=9
build_arg=""
while getopts "r:b:h" opt; do
    case $opt in
        r) rounds=$OPTARG ;;
        b) build_arg=$OPTARG ;;
        h) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[[ $rounds =~ ^[1-9][0-9]*$ ]] || die "ROUNDS must be a positive number"

pgn_files "$@"

touchmove_against_pgn_extract "$build_arg"
"$touchmove" pgn-check --help >/dev/null 2>&1 ||
    die "$touchmove has no pgn-check command; rebuild it from a newer tree"

bytes=$(cat "${files[@]}" | wc -c)
echo "PGN: touchmove pgn-check against pgn-extract $(pgn_extract_version), $rounds rounds, interleaved"
echo "files: ${#files[@]} ($((bytes / 1024)) KiB): ${files[*]##*/}"
machine_line

# The game counts, untimed (also warms the page cache).
tm_summary=$("$touchmove" pgn-check "${files[@]}" 2>/dev/null) ||
    die "touchmove pgn-check reported errors (run it on the files to see them)"
tm_games=$(sed -n 's/^\([0-9][0-9]*\) games, 0 errors.*/\1/p' <<<"$tm_summary")
[[ -n $tm_games ]] || die "cannot read the game count in pgn-check's summary: $tm_summary"
pgn_extract_games
event_tags=$(cat "${files[@]}" | grep -c '^\[Event ' || true)
[[ $tm_games == "$pe_games" && $tm_games == "$event_tags" ]] ||
    die "the counts differ: pgn-check $tm_games games, pgn-extract $pe_games, [Event tags $event_tags"
games=$tm_games
echo "games: $games (pgn-check, pgn-extract and the [Event tags agree)"

# The programs timed, in this order in every round. pgn-extract is
# single-threaded, so touchmove is compared with one thread first; when
# pgn-check can use several (--jobs), its default (one per CPU) comes third.
# shellcheck disable=SC2034  # cmd0..cmd2 are used through a nameref
{
    labels=("touchmove pgn-check" "pgn-extract -r -s")
    cmd0=("$touchmove" pgn-check --quiet "${files[@]}")
    cmd1=("$pgn_extract" -r -s "${files[@]}")
    if "$touchmove" pgn-check --help 2>/dev/null | grep -q -- '--jobs'; then
        labels=("touchmove pgn-check -j1" "pgn-extract -r -s" "touchmove pgn-check -j$(nproc)")
        cmd0=("$touchmove" pgn-check --quiet --jobs 1 "${files[@]}")
        cmd2=("$touchmove" pgn-check --quiet "${files[@]}")
    fi
}

time_rounds

echo
printf '%-28s %8s %9s %8s %9s\n' "median of $rounds rounds" "wall s" "games/s" "cpu s" "games/s"
for i in "${!labels[@]}"; do
    awk -v l="${labels[i]}" -v g="$games" -v w="${median_wall[i]}" -v c="${median_cpu[i]}" 'BEGIN {
        printf "%-28s %8.3f %9.0f %8.3f %9.0f\n", l, w, g / w, c, g / c }'
done
awk -v tw="${median_wall[0]}" -v tc="${median_cpu[0]}" -v pw="${median_wall[1]}" -v pc="${median_cpu[1]}" 'BEGIN {
    printf "ratio, one thread each (games/s, touchmove / pgn-extract): %.2fx by wall time, %.2fx by CPU time\n", pw / tw, pc / tc }'
if ((${#labels[@]} == 3)); then
    awk -v nw="${median_wall[2]}" -v pw="${median_wall[1]}" -v n="$(nproc)" 'BEGIN {
        printf "ratio, touchmove on all %d CPUs (games/s by wall time): %.2fx\n", n, pw / nw }'
fi
echo
echo "Whole process (start-up included), timed by bash's time (1 ms resolution), warm page cache;"
echo "CPU = user + system time."
