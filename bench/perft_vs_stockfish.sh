#!/usr/bin/env bash
# Perft speed of touchmove against Stockfish, measured side by side.
set -euo pipefail
# shellcheck source=bench/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

usage() {
    cat <<'EOF'
usage: bench/perft_vs_stockfish.sh [-r ROUNDS] [-b BUILD_DIR] [-e ENGINE] [-c CPU]

Times perft in touchmove and in Stockfish on the start position (depth 6)
and Kiwipete (depth 5), single-threaded, interleaved: each round runs
touchmove then Stockfish on each position, and the table shows the median
over the rounds. Fails if any node count differs between the two programs,
between rounds, or from the published count.

What is timed: for touchmove, the perft() call alone (bench/perft_bench);
for Stockfish, the time from sending "go perft N" to reading its
"Nodes searched" line (bench/uci_perft), after the engine has started and
answered "isready". Neither includes process start-up.

options:
  -r ROUNDS     rounds (default 5)
  -b BUILD_DIR  a Release build with bench/ (default: $TOUCHMOVE_BUILD_DIR,
                else build-bench/, else build/; bench/run_all.sh makes build-bench/)
  -e ENGINE     the UCI engine (default /usr/games/stockfish)
  -c CPU        pin both programs to this CPU with taskset
  -h            show this help
EOF
}

rounds=5
build_arg=""
engine=/usr/games/stockfish
pin=()
while getopts "r:b:e:c:h" opt; do
    case $opt in
        r) rounds=$OPTARG ;;
        b) build_arg=$OPTARG ;;
        e) engine=$OPTARG ;;
        c) pin=(taskset -c "$OPTARG") ;;
        h) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
(($# == 0)) || { usage >&2; exit 2; }
[[ $rounds =~ ^[1-9][0-9]*$ ]] || die "ROUNDS must be a positive number"

require_program "$engine" stockfish
build=$(find_build_dir "$build_arg")
perft_bench=$(find_in_build "$build" bench/perft_bench perft_bench)
uci_perft=$(find_in_build "$build" bench/uci_perft uci_perft)
warn_unless_release "$build"

# name|FEN|depth|published node count
positions=(
    "start|startpos|6|119060324"
    "kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5|193690690"
)

engine_name=$(echo uci | "$engine" 2>/dev/null | sed -n 's/^id name //p' | head -n 1)
echo "perft: touchmove ($perft_bench) against ${engine_name:-$engine}, $rounds rounds, interleaved"
machine_line

# shellcheck disable=SC2034  # used through the nameref in run_one
touchmove_cmd=("$perft_bench")
# shellcheck disable=SC2034
stockfish_cmd=("$uci_perft" --engine "$engine")
declare -A tm_wall sf_wall tm_cpu sf_cpu
# run_one COMMAND_ARRAY NAME FEN DEPTH EXPECTED: prints "WALL CPU" in seconds;
# checks the node count.
run_one() {
    local -n cmd=$1
    local name=$2 fen=$3 depth=$4 expected=$5 output nodes seconds cpu
    output=$("${pin[@]}" "${cmd[@]}" "$fen" "$depth") || die "${cmd[0]} failed on $name"
    read -r _ nodes _ seconds _ cpu <<<"$output"
    [[ $nodes == "$expected" ]] ||
        die "node count mismatch on $name depth $depth: ${cmd[0]##*/} gives $nodes, published $expected"
    echo "$seconds $cpu"
}

for ((round = 1; round <= rounds; round++)); do
    for entry in "${positions[@]}"; do
        IFS='|' read -r name fen depth expected <<<"$entry"
        read -r t tc <<<"$(run_one touchmove_cmd "$name" "$fen" "$depth" "$expected")"
        read -r s sc <<<"$(run_one stockfish_cmd "$name" "$fen" "$depth" "$expected")"
        tm_wall[$name]+="$t " tm_cpu[$name]+="$tc " sf_wall[$name]+="$s " sf_cpu[$name]+="$sc "
        printf '  round %d %-9s touchmove %7.3f s (cpu %7.3f)   stockfish %7.3f s (cpu %7.3f)\n' \
            "$round" "$name" "$t" "$tc" "$s" "$sc" >&2
    done
done

# table TM_TIMES SF_TIMES: one row per position from the medians of the named arrays.
table() {
    local -n tm_times=$1 sf_times=$2
    local entry name fen depth expected tm sf
    printf '%-9s %5s %11s %16s %16s %7s\n' position depth nodes "touchmove Mnps" "stockfish Mnps" ratio
    for entry in "${positions[@]}"; do
        IFS='|' read -r name fen depth expected <<<"$entry"
        # shellcheck disable=SC2086  # space-separated numbers
        tm=$(median ${tm_times[$name]})
        # shellcheck disable=SC2086
        sf=$(median ${sf_times[$name]})
        awk -v n="$name" -v d="$depth" -v nodes="$expected" -v tm="$tm" -v sf="$sf" 'BEGIN {
            printf "%-9s %5d %11d %16.1f %16.1f %6.2fx\n", n, d, nodes, nodes / tm / 1e6, nodes / sf / 1e6, sf / tm }'
    done
}

echo
echo "By wall time (median of $rounds rounds):"
table tm_wall sf_wall
echo
echo "By CPU time (median; Stockfish's from /proc in 10 ms ticks), which other work on the machine disturbs less:"
table tm_cpu sf_cpu
echo
echo "Mnps = nodes / median time of the perft itself; ratio = touchmove Mnps / stockfish Mnps."
echo "Both count the last ply in bulk: touchmove counts the legal moves at depth 1 (by popcount,"
echo "without listing them), and Stockfish's perft uses the size of its legal MoveList at the"
echo "leaves. Node counts agree with each other and with the published counts in every round."
