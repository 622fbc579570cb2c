#!/usr/bin/env bash
# Builds touchmove for benchmarking (Release) and runs every benchmark.
set -euo pipefail
# shellcheck source=bench/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

usage() {
    cat <<'EOF'
usage: bench/run_all.sh [-r ROUNDS] [-b BUILD_DIR] [-n] [FILE...]

Configures and builds a Release build (default build-bench/, tests off)
with the benchmark helpers, profile-guided with GCC (bench/pgo_build.sh:
trained on the repository's examples and scenario files), then runs with
it bench/perft_vs_stockfish.sh, bench/pgn_vs_pgn_extract.sh,
bench/replay_vs_pgn_extract.sh and bench/arbiter_bench on the PGN files
FILE... (default: the repository's 372 games, tests/data/pgn/*.pgn), and
bench/board_bench on the repository's games. Needs /usr/games/stockfish
and /usr/games/pgn-extract (scripts/setup installs them). Takes a few
minutes.

options:
  -r ROUNDS     rounds for each benchmark (default: each script's default)
  -b BUILD_DIR  where to build (default build-bench/ in the repository)
  -n            a plain Release build, without profile-guided optimisation
  -h            show this help
EOF
}

build=$bench_root/build-bench
round_args=()
pgo=1
while getopts "r:b:nh" opt; do
    case $opt in
        r) round_args=(-r "$OPTARG") ;;
        b) build=$OPTARG ;;
        n) pgo=0 ;;
        h) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
pgn_files "$@"

require_program /usr/games/stockfish stockfish
require_program /usr/games/pgn-extract pgn-extract
command -v cmake >/dev/null || die "cmake not found; run scripts/setup"
command -v ninja >/dev/null || die "ninja not found; run scripts/setup"

# Until the root CMakeLists.txt adds bench/, configure bench/ on its own
# (it pulls in the project from the folder above).
source_dir=$bench_root
grep -q '^[[:space:]]*add_subdirectory(bench)' "$bench_root/CMakeLists.txt" || source_dir=$bench_root/bench
# A build configured from the other source folder must be configured afresh.
home=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$build/CMakeCache.txt" 2>/dev/null || true)
if [[ -n $home && $home != "$source_dir" ]]; then
    [[ $build == "$bench_root/build-bench" ]] ||
        die "$build was configured from $home, not $source_dir; pass another -b"
    rm -rf "$build/CMakeCache.txt" "$build/CMakeFiles"
fi
# Profile-guided optimisation is GCC's here (bench/pgo_build.sh).
if ((pgo)) && ! "${CXX:-c++}" -v 2>&1 | grep -q '^gcc version'; then
    echo "run_all.sh: ${CXX:-c++} is not GCC: a plain Release build, without profile-guided optimisation" >&2
    pgo=0
fi
if ((pgo)) && [[ $source_dir == "$bench_root" ]]; then
    echo "== building $build (Release, profile-guided: bench/pgo_build.sh)"
    "$bench_root/bench/pgo_build.sh" "$build"
else
    echo "== building $build (Release, from $source_dir)"
    cmake -S "$source_dir" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTOUCHMOVE_TESTS=OFF \
        -DTOUCHMOVE_PGO= >/dev/null
    cmake --build "$build" --target "${bench_targets[@]}" >/dev/null
fi
echo

echo "== bench/perft_vs_stockfish.sh ${round_args[*]} -b $build"
"$bench_root/bench/perft_vs_stockfish.sh" "${round_args[@]}" -b "$build"
echo
echo "== bench/pgn_vs_pgn_extract.sh ${round_args[*]} -b $build FILE..."
"$bench_root/bench/pgn_vs_pgn_extract.sh" "${round_args[@]}" -b "$build" "${files[@]}"
echo
echo "== bench/replay_vs_pgn_extract.sh ${round_args[*]} -b $build FILE..."
"$bench_root/bench/replay_vs_pgn_extract.sh" "${round_args[@]}" -b "$build" "${files[@]}"
echo
echo "== $build/bench/arbiter_bench: arbitrating games as board events against the rules-only replay"
"$build/bench/arbiter_bench" "${round_args[@]}" "${files[@]}"
echo
echo "== $build/bench/board_bench: a board's recorded bytes decoded and arbitrated, against the line's speed"
for protocol in dgt millennium; do
    "$build/bench/board_bench" "${round_args[@]}" --protocol $protocol "$bench_root"/tests/data/pgn/*.pgn
done
