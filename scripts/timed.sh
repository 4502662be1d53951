#!/usr/bin/env bash
# Runs a command and says how long it took, for the phases of `make test` (a CI run's log then
# shows where its minutes go):   scripts/timed.sh LABEL COMMAND [ARGUMENT…]
set -uo pipefail
label="$1"
shift
start=$(date +%s)
"$@"
status=$?
echo "make test: $label took $(( $(date +%s) - start )) s (exit status $status)"
exit "$status"
