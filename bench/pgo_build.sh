#!/usr/bin/env bash
# Builds touchmove and the benchmark programs with profile-guided
# optimisation (GCC), the way Stockfish's "make profile-build" does.
set -euo pipefail
# shellcheck source=bench/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

usage() {
    cat <<'EOF_USAGE'
usage: bench/pgo_build.sh [-h] BUILD_DIR

Three steps, in BUILD_DIR (a Release build, tests off):
  1. build touchmove, perft_bench, uci_perft (which only drives Stockfish)
     and arbiter_bench with -fprofile-generate (TOUCHMOVE_PGO=generate):
     the programs record how their branches go;
  2. train: run them on the repository's examples: the 40 games of
     examples/sultan_khan.pgn replayed with 16 seeds, and with 4 more with
     violations planted, and checked; the scenarios of
     tests/arbiter/scenarios/ arbitrated; perft from three positions (3 of
     those games are also among the benchmarks' default games, in
     tests/data/pgn/mir_khan.pgn);
  3. build them again from that record (TOUCHMOVE_PGO=use).
Takes two builds' time (about 2 minutes on 2 cores) and a few seconds of
training. Code the training does not run is optimised as without PGO.
BUILD_DIR stays configured for the profile: rebuilt by hand after a source
change, it uses the old profile (GCC warns); run this script again, or
configure with -DTOUCHMOVE_PGO= for a plain build. Needs GCC.
EOF_USAGE
}

while getopts "h" opt; do
    case $opt in
        h) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
(($# == 1)) || { usage >&2; exit 2; }
build=$1
profile=$build/pgo-profile

configure() {
    cmake -S "$bench_root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTOUCHMOVE_TESTS=OFF \
        -DTOUCHMOVE_PGO="$1" -DTOUCHMOVE_PGO_DIR="$profile" >/dev/null
}

echo "pgo: 1/3 building with -fprofile-generate in $build" >&2
configure generate
rm -rf "$profile"
cmake --build "$build" --target "${bench_targets[@]}" >/dev/null

echo "pgo: 2/3 training on examples/ and tests/arbiter/scenarios/" >&2
touchmove=$build/apps/cli/touchmove
games=$bench_root/examples/sultan_khan.pgn
for seed in $(seq 1 16); do
    "$touchmove" replay --quiet --jobs 1 --seed "$seed" "$games" >/dev/null
done
for seed in 1 2 3 4; do
    "$touchmove" replay --quiet --jobs 2 --seed "$seed" --inject 0.05 "$games" >/dev/null
done
"$touchmove" replay --quiet --jobs 1 --emit jsonl "$games" >/dev/null
"$touchmove" pgn-check --quiet "$games" >/dev/null
"$touchmove" check "$bench_root"/tests/arbiter/scenarios/*.tm >/dev/null
"$touchmove" arbitrate "$bench_root/examples/incident.events" >/dev/null
"$touchmove" perft startpos 5 >/dev/null
"$touchmove" perft "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" 4 >/dev/null
"$touchmove" perft "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" 5 >/dev/null
"$build/bench/perft_bench" startpos 5 >/dev/null
"$build/bench/arbiter_bench" -r 1 "$games" >/dev/null 2>&1

echo "pgo: 3/3 building with -fprofile-use" >&2
configure use
cmake --build "$build" --target "${bench_targets[@]}" >/dev/null
