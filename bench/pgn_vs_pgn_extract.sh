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

FILE... defaults to ../shared/data/pgn/*.pgn (relative to the repository).

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
echo "PGN: touchmove pgn-check against pgn-extract $("$pgn_extract" --version 2>&1 | head -n 1 | sed 's/^pgn-extract //'), $rounds rounds, interleaved"
echo "files: ${#files[@]} ($((bytes / 1024)) KiB): ${files[*]##*/}"
machine_line

# The game counts, untimed (also warms the page cache).
tm_summary=$("$touchmove" pgn-check "${files[@]}" 2>/dev/null) ||
    die "touchmove pgn-check reported errors (run it on the files to see them)"
tm_games=$(sed -n 's/^\([0-9][0-9]*\) games, 0 errors.*/\1/p' <<<"$tm_summary")
[[ -n $tm_games ]] || die "cannot read the game count in pgn-check's summary: $tm_summary"
pe_summary=$("$pgn_extract" -r "${files[@]}" 2>&1 >/dev/null | grep 'games matched out of' || true)
read -r pe_matched _ _ _ _ pe_games <<<"${pe_summary%.}"
[[ -n ${pe_games:-} ]] || die "cannot read pgn-extract's summary"
[[ $pe_matched == "$pe_games" ]] || die "pgn-extract rejected games: $pe_summary"
event_tags=$(cat "${files[@]}" | grep -c '^\[Event ' || true)
[[ $tm_games == "$pe_games" && $tm_games == "$event_tags" ]] ||
    die "the counts differ: pgn-check $tm_games games, pgn-extract $pe_games, [Event tags $event_tags"
games=$tm_games
echo "games: $games (pgn-check, pgn-extract and the [Event tags agree)"

# measure COMMAND...: prints "WALL CPU" in seconds for one run, output discarded.
measure() {
    local TIMEFORMAT='%R %U %S' times real user sys
    times=$({ time "$@" >/dev/null 2>&1; } 2>&1) || die "$* failed"
    read -r real user sys <<<"$times"
    awk -v r="$real" -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f %.3f", r, u + s }'
}

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

declare -A wall cpu
for ((round = 1; round <= rounds; round++)); do
    line="  round $round"
    for i in "${!labels[@]}"; do
        declare -n cmd="cmd$i"
        read -r w c <<<"$(measure "${cmd[@]}")"
        unset -n cmd
        wall[$i]+="$w " cpu[$i]+="$c "
        line+=$(printf '   %s: %.3f s (cpu %.3f)' "${labels[i]}" "$w" "$c")
    done
    echo "$line" >&2
done

echo
printf '%-28s %8s %9s %8s %9s\n' "median of $rounds rounds" "wall s" "games/s" "cpu s" "games/s"
for i in "${!labels[@]}"; do
    # shellcheck disable=SC2086  # space-separated numbers
    median_wall[i]=$(median ${wall[$i]})
    # shellcheck disable=SC2086
    median_cpu[i]=$(median ${cpu[$i]})
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
