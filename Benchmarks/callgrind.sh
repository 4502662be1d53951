#!/usr/bin/env bash
# Instructions per call and per item of benchmark cases, counted by valgrind's callgrind:
# each case runs twice (with C1 and C2 calls) and the difference is divided out, so start-up and
# input generation drop out. Counts are repeatable whatever else the machine is doing.
#   ./callgrind.sh "greedy n=1000 repeated" "floor loop n=1000 repeated" ...
#   C1=20 C2=120 ./callgrind.sh ...
set -euo pipefail
cd "$(dirname "$0")"
C1=${C1:-10}
C2=${C2:-60}
swift build -c release --product InstructionCounts >/dev/null
. ./callgrind-count.sh
BIN=$(mktemp)
trap 'rm -f "$BIN"' EXIT
stripped_copy "$(swift build -c release --show-bin-path)/InstructionCounts" "$BIN"
# The copy finds no fonts beside itself (the cases that measure text stop at once without them).
export TAGFLOW_FONTS="$PWD/../Sources/TagFlowPango/Fonts"
count() { instructions "$BIN" "$1" "$2"; }
printf "%-60s %14s %12s\n" "case" "instr/call" "instr/item"
for name in "$@"; do
    a=$(count "$name" "$C1")
    b=$(count "$name" "$C2")
    per_call=$(( (b - a) / (C2 - C1) ))
    n=$(echo "$name" | sed -nE 's/.*n=([0-9]+).*/\1/p')
    case "$name" in *"1000 tags"*|*"1000 cached"*) n=1000 ;; *"10000 rows × 8"*) n=80000 ;; *"64 widths × 100"*) n=6400 ;; esac
    n=${n:-1}
    printf "%-60s %14d %12.1f\n" "$name" "$per_call" "$(echo "$per_call / $n" | bc -l)"
done
