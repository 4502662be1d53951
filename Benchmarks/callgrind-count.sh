# What callgrind.sh and widget-callgrind.sh share (sourced, not run): a copy of a release binary
# that valgrind can read, and the instructions one run of a command takes.

# Copies the release binary `$1` to `$2` without debug info: valgrind 3.19 gives up on the DWARF
# Swift 6.3 writes ("possibly corrupted debuginfo"); the symbol table still names every function.
stripped_copy() {
    strip --strip-debug -o "$2" "$1"
}

# The instructions the command "$@" executes, start-up included.
instructions() {
    local out
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" "$@" >/dev/null 2>&1
    callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }'
    rm -f "$out"
}
