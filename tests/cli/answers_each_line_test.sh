#!/usr/bin/env bash
# `touchmove arbitrate -` answers each line as it comes: a program on the
# other end of a pipe that sends one event and waits for its answer gets it
# while the input stays open (an answer held in the output buffer would
# leave both sides waiting).
#
#   tests/cli/answers_each_line_test.sh PATH_TO_TOUCHMOVE
set -uo pipefail
touchmove=$1
coproc ARBITER { "$touchmove" arbitrate -; }
# bash forgets the coprocess's pid and descriptors once it ends: kept here.
pid=$ARBITER_PID
exec {to}>&"${ARBITER[1]}" {from}<&"${ARBITER[0]}"
echo "white touch e2" >&"$to"
if ! IFS= read -r -t 10 answer <&"$from"; then
    echo "no answer to the first line within 10 s while the input stayed open" >&2
    kill "$pid" 2>/dev/null
    exit 1
fi
exec {to}>&- {ARBITER[1]}>&-
wait "$pid"
if [[ $answer != '{"n": 1, "event": "white touch e2"'* ]]; then
    echo "unexpected answer: ${answer:0:200}" >&2
    exit 1
fi
echo "answered while the input was open"
