# Helpers shared by the bench/*.sh scripts; sourced, not run.
# shellcheck shell=bash

bench_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The programs a benchmark build makes (bench/run_all.sh, bench/pgo_build.sh).
# shellcheck disable=SC2034
bench_targets=(touchmove perft_bench uci_perft arbiter_bench board_bench)

die() {
    echo "${0##*/}: $*" >&2
    exit 1
}

# require_program PATH PACKAGE: fails with a clear message when PATH is not executable.
require_program() {
    [[ -x $1 ]] || die "$1 not found; install the Debian package '$2' (scripts/setup does)"
}

# find_build_dir [DIR]: prints DIR, or the first of $TOUCHMOVE_BUILD_DIR,
# build-bench/ and build/ that holds the benchmark helpers.
find_build_dir() {
    local dir
    for dir in "${1:-}" "${TOUCHMOVE_BUILD_DIR:-}" "$bench_root/build-bench" "$bench_root/build"; do
        [[ -n $dir ]] || continue
        if [[ -x $dir/bench/perft_bench || -x $dir/perft_bench ]]; then
            echo "$dir"
            return
        fi
        [[ -z ${1:-} ]] || die "no benchmark helpers in $dir; run bench/run_all.sh, which builds them"
    done
    die "no build with the benchmark helpers found; run bench/run_all.sh, which builds them, or pass -b BUILD_DIR"
}

# find_in_build BUILD_DIR NAME...: prints the first BUILD_DIR/NAME that is executable.
find_in_build() {
    local build=$1 name
    shift
    for name in "$@"; do
        if [[ -x $build/$name ]]; then
            echo "$build/$name"
            return
        fi
    done
    die "none of $* in $build; run bench/run_all.sh to build them"
}

# warn_unless_release BUILD_DIR: benchmarks of a Debug build mean little.
warn_unless_release() {
    local type
    type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$1/CMakeCache.txt" 2>/dev/null || true)
    [[ $type == Release ]] || echo "warning: $1 is a '${type:-unknown}' build, not Release" >&2
}

# median NUMBER...: prints the median.
median() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 }
        END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# machine_line: the CPU model, the number of CPUs and the load when the run starts
# (other work on the machine makes the figures slower and noisier).
machine_line() {
    local model load
    model=$(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -n 1)
    read -r load _ </proc/loadavg || load=unknown
    echo "machine: ${model:-unknown CPU}, nproc $(nproc), load average $load"
}

# Sets the array `files` to the arguments, or to the repository's games
# (tests/data/pgn/*.pgn) when there are none, and checks that each can be read.
pgn_files() {
    files=("$@")
    if ((${#files[@]} == 0)); then
        shopt -s nullglob
        files=("$bench_root"/tests/data/pgn/*.pgn)
        shopt -u nullglob
        ((${#files[@]})) || die "no files given and none in $bench_root/tests/data/pgn/"
    fi
    local f
    for f in "${files[@]}"; do
        [[ -r $f ]] || die "cannot read $f"
    done
}

# For the benchmarks against pgn-extract: sets pgn_extract (the program,
# which must be installed), build (the build directory, from BUILD_ARG or
# the default) and touchmove (the CLI in it), and warns unless it is a
# Release build.
# shellcheck disable=SC2034  # the caller's variables, set
touchmove_against_pgn_extract() {
    pgn_extract=/usr/games/pgn-extract
    require_program "$pgn_extract" pgn-extract
    build=$(find_build_dir "$1")
    touchmove=$(find_in_build "$build" apps/cli/touchmove touchmove/apps/cli/touchmove)
    warn_unless_release "$build"
}

# pgn_extract_version: pgn-extract's version, for the heading.
pgn_extract_version() {
    "$pgn_extract" --version 2>&1 | head -n 1 | sed 's/^pgn-extract //'
}

# pgn_extract_games: sets pe_games to the number of games pgn-extract -r
# reads in `files`, and stops unless it accepts every one of them.
pgn_extract_games() {
    local summary matched
    summary=$("$pgn_extract" -r "${files[@]}" 2>&1 >/dev/null | grep 'games matched out of' || true)
    read -r matched _ _ _ _ pe_games <<<"${summary%.}"
    [[ -n ${pe_games:-} ]] || die "cannot read pgn-extract's summary"
    [[ $matched == "$pe_games" ]] || die "pgn-extract rejected games: $summary"
}

# measure COMMAND...: prints "WALL CPU" in seconds for one run, output discarded.
measure() {
    local TIMEFORMAT='%R %U %S' times real user sys
    times=$({ time "$@" >/dev/null 2>&1; } 2>&1) || die "$* failed"
    read -r real user sys <<<"$times"
    awk -v r="$real" -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f %.3f", r, u + s }'
}

# time_rounds: runs the commands cmd0, cmd1, ... (arrays, one per entry of
# `labels`) in this order in each of `rounds` rounds, prints each round on
# standard error, and sets median_wall[i] and median_cpu[i] to the medians
# of command i's wall and CPU times.
# shellcheck disable=SC2034,SC2154  # the caller's variables, read and set
time_rounds() {
    local round i w c line
    local -A wall cpu
    for ((round = 1; round <= rounds; round++)); do
        line="  round $round"
        for i in "${!labels[@]}"; do
            local -n cmd="cmd$i"
            read -r w c <<<"$(measure "${cmd[@]}")"
            unset -n cmd
            wall[$i]+="$w " cpu[$i]+="$c "
            line+=$(printf '   %s: %.3f s (cpu %.3f)' "${labels[i]}" "$w" "$c")
        done
        echo "$line" >&2
    done
    median_wall=() median_cpu=()
    for i in "${!labels[@]}"; do
        # shellcheck disable=SC2086  # space-separated numbers
        median_wall[i]=$(median ${wall[$i]})
        # shellcheck disable=SC2086
        median_cpu[i]=$(median ${cpu[$i]})
    done
}
