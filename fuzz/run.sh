#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, AddressSanitizer and
# UndefinedBehaviorSanitizer) and runs each for a bounded time, seeded with
# the project's own test data.
#
#   fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]     default: 60 s, every target
#
# A crash stops that target, leaves the input in build-fuzz/crashes/, and
# makes the script exit 1. Corpora grow in build-fuzz/corpus/TARGET.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$root/build-fuzz
seconds=${1:-60}
shift || true
targets=("$@")
((${#targets[@]})) || targets=(fen_fuzzer san_fuzzer pgn_fuzzer events_fuzzer scenario_fuzzer)

command -v clang++ >/dev/null || { echo "fuzz/run.sh: clang++ is needed (Debian: clang)" >&2; exit 2; }
CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTOUCHMOVE_FUZZ=ON \
    -DTOUCHMOVE_SANITIZE=address,undefined -DTOUCHMOVE_TESTS=OFF -DTOUCHMOVE_BENCH=OFF >/dev/null
cmake --build "$build" --target "${targets[@]}" >/dev/null

seed() {  # copies seed files for a target into its corpus
    local dir=$build/corpus/$1
    shift
    mkdir -p "$dir"
    for f in "$@"; do [[ -f $f ]] && cp -n "$f" "$dir/" 2>/dev/null || true; done
}
mkdir -p "$build/crashes" "$build/seeds"
# FEN and SAN seeds are single lines cut from the test data.
sed -n 's/^epd //p' "$root/tests/chess/data/perft.txt" | awk '{print > sprintf("'"$build"'/seeds/fen%03d.txt", NR)}' 
i=0
for s in e4 Nf3 O-O O-O-O exd6 e8=Q+ Nbd7 Qh4# 0-0 e2e4 e7e8q Rxa1 bxc8=N; do
    printf '%s' "$s" > "$build/seeds/san$i.txt"; i=$((i + 1))
done
seed fen_fuzzer "$build"/seeds/fen*.txt
seed san_fuzzer "$build"/seeds/san*.txt
seed pgn_fuzzer "$root"/tests/chess/data/pgn/*.pgn "$root/examples/sultan_khan.pgn"
seed events_fuzzer "$root/examples/incident.events" "$root"/tests/arbiter/scenarios/*.tm
seed scenario_fuzzer "$root"/tests/arbiter/scenarios/*.tm

status=0
for t in "${targets[@]}"; do
    echo "== $t for ${seconds}s"
    if ! "$build/fuzz/$t" "$build/corpus/$t" -max_total_time="$seconds" -max_len=65536 \
        -artifact_prefix="$build/crashes/$t-" -print_final_stats=1 2>"$build/$t.log"; then
        status=1
        echo "$t: CRASH, see $build/$t.log and $build/crashes/" >&2
    fi
    grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb)' "$build/$t.log" || true
done
exit $status
