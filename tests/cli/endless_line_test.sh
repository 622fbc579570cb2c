#!/usr/bin/env bash
# `touchmove arbitrate -` reads an endless line (300 MB, no newline) in
# bounded memory: under a 200 MB address-space limit it answers the line
# with the error "line longer than 4096 characters" and exits 1. A reader
# that kept the whole line could not hold it under this limit.
#
#   tests/cli/endless_line_test.sh PATH_TO_TOUCHMOVE
set -uo pipefail
touchmove=$1
out=$( (ulimit -v 200000 && head -c 300000000 /dev/zero | tr -c x x | "$touchmove" arbitrate -) )
status=$?
if [[ $status -ne 1 || $out != *'"line": 1, "column": 4097, "message": "line longer than 4096 characters"'* ]]; then
    echo "expected one error for the long line and exit status 1; got status $status and: ${out:0:300}" >&2
    exit 1
fi
echo "one error answer, exit status 1"
