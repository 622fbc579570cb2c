#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, AddressSanitizer and
# UndefinedBehaviorSanitizer), replays the committed regression inputs, then
# runs each target for a bounded time, seeded with the project's own test
# data. Installs clang and the rest it needs on Debian when missing.
#
#   fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]     default: 60 s, every target
#
# Environment:
#   TOUCHMOVE_FUZZ_BUILD  build directory (default: build-fuzz/ in the repository)
#   TOUCHMOVE_FUZZ_SEED   libFuzzer's -seed (default: a new one each run); it is
#                         printed with the command that repeats the run
#
# The targets are those declared in fuzz/CMakeLists.txt. Every run first
# replays fuzz/regressions/TARGET/* (inputs that once crashed, kept so that
# they stay fixed), then fuzzes with those and the seeds below as corpus.
# A crash stops that target, leaves the input in BUILD/crashes/, and makes
# the script exit 1; copy the input into fuzz/regressions/TARGET/ once fixed.
# Corpora grow in BUILD/corpus/TARGET.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TOUCHMOVE_FUZZ_BUILD:-$root/build-fuzz}
seconds=${1:-60}
shift || true
targets=("$@")
if ((${#targets[@]} == 0)); then
    mapfile -t targets < <(sed -n 's/^touchmove_fuzzer(\([A-Za-z0-9_]*\).*/\1/p' "$root/fuzz/CMakeLists.txt")
fi

# clang with its libFuzzer runtime, and what the libraries need to build.
packages=(clang libclang-rt-dev cmake ninja-build nlohmann-json3-dev libsqlite3-dev libboost-dev)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$' || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "fuzz/run.sh: installing ${missing[*]}" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
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
# Replay seeds are games behind the byte that draws the seed and the rate
# of planted violations (replay_fuzzer.cpp): one in three, and always.
i=0
for f in "$root"/tests/chess/data/pgn/*.pgn "$root/examples/sultan_khan.pgn"; do
    for b in '\005' '\007'; do
        { printf "$b"; cat "$f"; } > "$build/seeds/replay$i.pgn"; i=$((i + 1))
    done
done
# Board seeds: the example recordings behind the byte that picks the
# protocol (1: Millennium) and whether time passes.
{ printf '\000'; cat "$root/examples/board/khan.dgt"; } > "$build/seeds/board0.bin"
{ printf '\001'; cat "$root/examples/board/khan.millennium"; } > "$build/seeds/board1.bin"
{ printf '\002'; cat "$root/examples/board/khan.dgt"; } > "$build/seeds/board2.bin"
# Hub seeds: a game's body, then a player's messages ($W: White's token).
printf '%s\n' '{"mode": "observe", "clock": {"initial": 5}}' '{"type": "hello", "token": "$W"}' \
    '{"type": "event", "id": 1, "event": {"action": "lift", "square": "e2"}}' \
    '{"type": "event", "id": 2, "event": {"action": "release", "square": "e4"}}' \
    '{"type": "draw"}' '{"type": "resign"}' > "$build/seeds/hub0.txt"
printf '%s\n' '{}' '{"type": "hello", "lang": "de", "since": 3}' '{"type": "event"}' 'no json' \
    > "$build/seeds/hub1.txt"
# Seeds from the test data, by target; a target not named here starts from
# its regression inputs alone.
for t in "${targets[@]}"; do
    case $t in
        fen_fuzzer) seed "$t" "$build"/seeds/fen*.txt ;;
        san_fuzzer) seed "$t" "$build"/seeds/san*.txt ;;
        pgn_fuzzer) seed "$t" "$root"/tests/chess/data/pgn/*.pgn "$root/examples/sultan_khan.pgn" ;;
        events_fuzzer) seed "$t" "$root/examples/incident.events" "$root"/tests/arbiter/scenarios/*.tm ;;
        scenario_fuzzer) seed "$t" "$root"/tests/arbiter/scenarios/*.tm ;;
        replay_fuzzer) seed "$t" "$build"/seeds/replay*.pgn ;;
        hub_fuzzer) seed "$t" "$build"/seeds/hub*.txt ;;
        dgt_fuzzer) seed "$t" "$root/examples/board/khan.dgt" ;;
        millennium_fuzzer) seed "$t" "$root/examples/board/khan.millennium" ;;
        board_fuzzer) seed "$t" "$build"/seeds/board*.bin ;;
        *) seed "$t" ;;
    esac
done

fuzz_seed=${TOUCHMOVE_FUZZ_SEED:-$(( ($(date +%s) ^ $$) % 2147483647 + 1 ))}
echo "== libFuzzer seed $fuzz_seed (repeat: TOUCHMOVE_FUZZ_SEED=$fuzz_seed fuzz/run.sh $seconds TARGET)"
status=0
for t in "${targets[@]}"; do
    bin=$build/fuzz/$t
    regressions=$root/fuzz/regressions/$t
    mkdir -p "$build/regressions"
    shopt -s nullglob
    inputs=("$regressions"/*)
    shopt -u nullglob
    if ((${#inputs[@]})); then
        if ! "$bin" "${inputs[@]}" >"$build/regressions/$t.log" 2>&1; then
            status=1
            echo "$t: a regression input crashes again, see $build/regressions/$t.log" >&2
            continue
        fi
        echo "== $t: ${#inputs[@]} regression inputs replayed"
    fi
    dirs=("$build/corpus/$t")
    [[ -d $regressions ]] && dirs+=("$regressions")
    echo "== $t for ${seconds}s"
    if ! "$bin" "${dirs[@]}" -seed="$fuzz_seed" -max_total_time="$seconds" -max_len=65536 \
        -artifact_prefix="$build/crashes/$t-" -print_final_stats=1 2>"$build/$t.log"; then
        status=1
        echo "$t: CRASH, see $build/$t.log and $build/crashes/" >&2
        grep -E '^(==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)' "$build/$t.log" >&2 || true
    fi
    grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb)' "$build/$t.log" || true
done
exit $status
