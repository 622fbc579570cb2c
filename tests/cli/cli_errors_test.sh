#!/usr/bin/env bash
# Input and output that cannot be used end with a message and exit status 2,
# never with a crash, a silent success or lost work:
#
# - `arbitrate` given a directory, or a standard input that cannot be read;
# - `arbitrate` given two event streams (it reads one);
# - `check` given a directory;
# - any command whose output cannot be written (/dev/full);
# - `replay --emit --output` with two PGN files of the same name: every
#   game's stream is kept (NAME-2 for the second file);
# - `simulate --overlap` without `--slide` (only a dragged piece overlaps);
# - `simulate` given an event that cannot happen on the board (status 1: the
#   recording would not show the game);
# - `serve --web` with a folder that holds no web board: a note says the API
#   is served alone (an address it cannot use then stops it, with status 2).
#
#   tests/cli/cli_errors_test.sh PATH_TO_TOUCHMOVE SOURCE_DIR
set -uo pipefail
touchmove=$1
source_dir=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# expect STATUS STDERR_PATTERN DESCRIPTION -- COMMAND...
expect() {
    local want=$1 pattern=$2 what=$3
    shift 4
    local err status
    err=$("$@" 2>&1 >/dev/null)
    status=$?
    if [[ $status -ne $want || $err != *$pattern* ]]; then
        echo "FAIL $what: status $status (want $want), stderr: ${err:0:300}" >&2
        failures=$((failures + 1))
    else
        echo "ok   $what"
    fi
}

printf 'white lift e2\nwhite release e4\n' > "$work/game.events"
expect 2 "is a directory" "arbitrate a directory" -- "$touchmove" arbitrate "$work"
expect 2 "cannot read the standard input" "arbitrate a directory as stdin" -- \
    bash -c '"$0" arbitrate < "$1"' "$touchmove" "$work"
expect 2 "one event stream at a time" "arbitrate two files" -- \
    "$touchmove" arbitrate "$work/game.events" "$work/game.events"
expect 2 "is a directory" "check a directory" -- "$touchmove" check "$work"
expect 2 "cannot write the output" "arbitrate to a full disk" -- \
    bash -c '"$0" arbitrate "$1" > /dev/full' "$touchmove" "$work/game.events"
expect 2 "cannot write the output" "perft to a full disk" -- \
    bash -c '"$0" perft startpos 2 > /dev/full' "$touchmove"
expect 2 "--overlap goes with --slide" "simulate --overlap without --slide" -- \
    "$touchmove" simulate --dgt --overlap 0.5 "$work/game.events"
printf 'white lift e5\nwhite release e4\n' > "$work/impossible.events"
expect 1 "impossible.events:1:12: there is no piece on e5 to lift" "simulate an impossible event" -- \
    "$touchmove" simulate --dgt "$work/impossible.events"
mkdir -p "$work/web"
expect 2 "no web board in '$work/web' (no index.html): serving the API alone" \
    "serve --web without index.html" -- \
    "$touchmove" serve --web "$work/web" --db "$work/games.db" --host not-an-address

mkdir -p "$work/a" "$work/b" "$work/out"
cp "$source_dir/examples/sultan_khan.pgn" "$work/a/x.pgn"
cp "$source_dir/examples/sultan_khan.pgn" "$work/b/x.pgn"
games=$(grep -c '^\[Event ' "$work/a/x.pgn")
"$touchmove" replay --quiet --emit events --output "$work/out" "$work/a/x.pgn" "$work/b/x.pgn"
kept=$(find "$work/out" -name '*.events' | wc -l)
if [[ $kept -ne $((2 * games)) || ! -f "$work/out/x-2-00001.events" ]]; then
    echo "FAIL replay --output, two files named x.pgn: $kept streams for $((2 * games)) games" >&2
    failures=$((failures + 1))
else
    echo "ok   replay --output keeps the streams of two files of one name ($kept)"
fi

exit $((failures > 0))
