#!/usr/bin/env bash
# `touchmove simulate` and `touchmove board` from the command line: games of
# the repository emitted as events, played on a simulated DGT and Millennium
# board with noise, bounce and sliding, read back by `board --*-replay`:
# every move that `touchmove arbitrate` makes of the same events, no
# violation, and a PGN that `pgn-check` reads; planted violations get the
# same rulings as from `arbitrate`; a DGT clock's presses are read. Bad input ends with a message
# and exit status 2, never a crash.
#
#   tests/cli/board_cli_test.sh PATH_TO_TOUCHMOVE GAMES.pgn
set -uo pipefail
touchmove=$1
games=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
    echo "FAIL $*" >&2
    failures=$((failures + 1))
}
moves() { grep -o '"move": {"uci": "[a-h1-8qrbn]*"' "$1" | cut -d'"' -f6; }
violations() { grep -o '"type": "violation", "article": "[^"]*"' "$1" | cut -d'"' -f8 | tr '\n' ' '; }

"$touchmove" replay --seed 7 --emit events --output "$work/events" "$games" > /dev/null 2>&1 ||
    fail "replay --emit"
streams=("$work"/events/*.events)
((${#streams[@]} >= 5)) || fail "expected the games' event streams, found ${#streams[@]}"
for stream in "${streams[@]:0:5}"; do
    name=$(basename "$stream" .events)
    "$touchmove" arbitrate "$stream" > "$work/$name.direct" || fail "$name: arbitrate"
    moves "$work/$name.direct" > "$work/$name.direct.moves"
    [[ -s "$work/$name.direct.moves" ]] || fail "$name: arbitrate made no move"
    for board in dgt millennium; do
        out=$work/$name.$board
        "$touchmove" simulate --$board --slide --overlap 0.5 --bounce 0.1 --garbage 0.05 --seed 3 \
            --output "$out.bin" "$stream" ||
            fail "$name: simulate --$board"
        "$touchmove" board --$board-replay "$out.bin" --json --pgn "$out.pgn" > "$out.json" 2> "$out.err" ||
            fail "$name: board --$board-replay"
        moves "$out.json" > "$out.moves"
        cmp -s "$work/$name.direct.moves" "$out.moves" ||
            fail "$name on $board: moves differ from arbitrate's ($(wc -l < "$out.moves") against $(wc -l < "$work/$name.direct.moves"))"
        ! grep -q '"type": "violation"' "$out.json" || fail "$name on $board: a violation where none was"
        "$touchmove" pgn-check "$out.pgn" > /dev/null || fail "$name on $board: pgn-check of the PGN kept"
        grep -q "skipped" "$out.err" || fail "$name on $board: the noise was not reported"
    done
done

# Violations the board can feel, planted: the same moves and rulings as
# arbitrate gives for the same events.
cat > "$work/planted.events" <<'EOF'
laws 2005
white lift g1
white release g1
white lift b1
white release c3
black lift e7
black release e5
white lift g1
white release f3
white lift f3
white release g5
black lift d8
black release d8
black lift g8
black release f6
white lift e2
white release e4
EOF
"$touchmove" arbitrate "$work/planted.events" > "$work/planted.direct" || fail "planted: arbitrate"
want=$(violations "$work/planted.direct")
[[ $want == "4.3a 4.7 4.3a " ]] || fail "planted: arbitrate's violations: $want"
for board in dgt millennium; do
    out=$work/planted.$board
    "$touchmove" simulate --$board --slide --bounce 0.1 --seed 5 --output "$out.bin" "$work/planted.events" ||
        fail "planted: simulate --$board"
    "$touchmove" board --$board-replay "$out.bin" --json > "$out.json" 2> /dev/null ||
        fail "planted: board --$board-replay"
    cmp -s <(moves "$work/planted.direct") <(moves "$out.json") || fail "planted on $board: the moves differ"
    [[ $(violations "$out.json") == "$want" ]] || fail "planted on $board: violations $(violations "$out.json")"
done

# A board set up the other way round.
"$touchmove" simulate --dgt --turned --output "$work/turned.bin" "${streams[0]}"
"$touchmove" board --dgt-replay "$work/turned.bin" --json > "$work/turned.json" 2> "$work/turned.err"
grep -q "Black nearest" "$work/turned.err" || fail "a turned board was not recognised"
cmp -s <(moves "$work/turned.json") "$work/$(basename "${streams[0]}" .events).direct.moves" ||
    fail "a turned board's moves"

# A DGT clock plugged in, White's player on its right: each press is read
# from its lever, the same presses as arbitrate answers, and the same moves.
first=$(basename "${streams[0]}" .events)
presses() { grep -o '"event": "[a-z]* clock"' "$1"; }
"$touchmove" simulate --dgt --clock right --slide --seed 3 --output "$work/clock.bin" "${streams[0]}" ||
    fail "clock: simulate"
"$touchmove" board --dgt-replay "$work/clock.bin" --json > "$work/clock.json" 2> /dev/null ||
    fail "clock: board --dgt-replay"
cmp -s <(presses "$work/clock.json") <(presses "$work/$first.direct") ||
    fail "clock: $(presses "$work/clock.json" | wc -l) presses read, $(presses "$work/$first.direct" | wc -l) given"
(($(presses "$work/clock.json" | wc -l) > 0)) || fail "clock: no press read"
cmp -s <(moves "$work/clock.json") "$work/$first.direct.moves" || fail "clock: the moves"

# Two games on one board: after the mate the pieces go back to the start,
# and the next game is read as a new one, kept after the first in the PGN.
examples=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../examples" && pwd)
"$touchmove" simulate --dgt --slide --overlap 0.5 --bounce 0.1 --seed 3 --output "$work/two.bin" \
    "$examples/board/two_games.events" || fail "two games: simulate"
"$touchmove" board --dgt-replay "$work/two.bin" --json --pgn "$work/two.pgn" > "$work/two.json" 2> "$work/two.err" ||
    fail "two games: board --dgt-replay"
grep -q "a new game begins" "$work/two.err" || fail "two games: no new game"
[[ $(moves "$work/two.json" | tr '\n' ' ') == "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7 d2d4 d7d5 " ]] ||
    fail "two games: moves $(moves "$work/two.json" | tr '\n' ' ')"
! grep -q '"type": "violation"' "$work/two.json" || fail "two games: a violation where none was"
[[ $("$touchmove" pgn-check "$work/two.pgn") == "2 games, 0 errors"* ]] || fail "two games: the PGN kept"
grep -q '^\[Result "1-0"\]' "$work/two.pgn" || fail "two games: the first game's result"

# Bad input: a message and exit status 2; noise alone: no crash, no move.
expect() {
    local want=$1 pattern=$2 what=$3
    shift 3
    local err status
    err=$("$@" 2>&1 > /dev/null)
    status=$?
    [[ $status -eq $want && $err == *$pattern* ]] || fail "$what: status $status (want $want): ${err:0:200}"
}
expect 2 "cannot open" "a missing recording" "$touchmove" board --dgt-replay "$work/none.bin"
expect 2 "no board given" "no source" "$touchmove" board --json
expect 2 "one board source" "two sources" "$touchmove" board --dgt-replay a --millennium-replay b
expect 2 "--laws takes" "a bad edition" "$touchmove" board --dgt-replay a --laws 1999
expect 2 "bad FEN" "a bad FEN" "$touchmove" board --dgt-replay a --fen "8/8 w"
expect 2 "cannot open" "missing events" "$touchmove" simulate --dgt "$work/none.events"
expect 1 "unknown action" "an unreadable event" "$touchmove" simulate --dgt <(echo "white fly e2")
expect 2 "has no clock" "a clock on a Millennium board" "$touchmove" simulate --millennium --clock left "$work/planted.events"
expect 2 "left or right" "a clock on no side" "$touchmove" simulate --dgt --clock "$work/planted.events"
head -c 20000 /dev/urandom > "$work/noise.bin"
for board in dgt millennium; do
    "$touchmove" board --$board-replay "$work/noise.bin" --json > "$work/noise.json" 2> /dev/null ||
        fail "noise on $board: status $?"
done

((failures == 0)) && echo "all passed"
exit $((failures > 0))
