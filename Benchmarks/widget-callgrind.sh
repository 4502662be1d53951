#!/usr/bin/env bash
# Instructions of the widget, GtkFlowBox and headless TagFlow per build (with the first
# allocation) and per relayout, counted by valgrind's callgrind under Xvfb: each phase runs with
# C1 and C2 calls and the difference is divided out, so start-up drops out.
#   ./widget-callgrind.sh [N...]          (default: 100 1000 10000)
#   C1=1 C2=3 ./widget-callgrind.sh 1000
set -euo pipefail
cd "$(dirname "$0")"
C1=${C1:-1}
C2=${C2:-3}
swift build -c release --product WidgetSideBySide >/dev/null
. ./callgrind-count.sh
BIN=$(mktemp)
trap 'rm -f "$BIN"' EXIT
stripped_copy "$(swift build -c release --show-bin-path)/WidgetSideBySide" "$BIN"
# The copy finds no fonts beside itself.
export TAGFLOW_FONTS="$PWD/../Sources/TagFlowPango/Fonts" GDK_BACKEND=x11
count() { xvfb-run -a -s '-screen 0 1024x768x24' bash -c '. ./callgrind-count.sh; instructions "$@"' _ "$BIN" --repeat "$@"; }
printf "%-12s %7s %-9s %14s\n" "contender" "tags" "phase" "instr/call"
[ $# -gt 0 ] || set -- 100 1000 10000
for n in "$@"; do
    for contender in widget GtkFlowBox headless; do
        for phase in build relayout; do
            a=$(count "$contender" "$n" "$phase" "$C1")
            b=$(count "$contender" "$n" "$phase" "$C2")
            printf "%-12s %7d %-9s %14d\n" "$contender" "$n" "$phase" $(( (b - a) / (C2 - C1) ))
        done
    done
done
