#!/usr/bin/env bash
# Type-checks the TTG-habit programs in Tests/TTGHabits against the package's modules: a line
# marked `// ✓` must compile, a line marked `// → words` must fail with an error whose message
# contains the words (the TagFlow spelling the compiler names), a line marked `// ⚠ words` must
# compile with a warning that contains them, and no other line may fail.
#   scripts/check-ttg-spellings.sh            (builds TagFlowKit first)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
cd "$root"

build="$("$swift" build --target TagFlowKit 2>&1)" || { echo "$build" >&2; echo "error: TagFlowKit does not build" >&2; exit 1; }
modules="$("$swift" build --show-bin-path)/Modules"
# The C module TagFlowPango imports, as SwiftPM hands it to the compiler.
cflags=(-Xcc "-fmodule-map-file=$root/Sources/CPangoCairo/module.modulemap")
for flag in $(pkg-config --cflags-only-I pangocairo); do cflags+=(-Xcc "$flag"); done
swiftc="$(dirname "$(command -v "$swift")")/swiftc"

failures=0
for program in Tests/TTGHabits/*.swift; do
    diagnostics="$("$swiftc" -typecheck -swift-version 6 -I "$modules" "${cflags[@]}" "$program" 2>&1 || true)"
    # "FILE:LINE:COLUMN: error: MESSAGE" lines only (not the source excerpts under them).
    errors="$(grep -E "^[^ ]*\.swift:[0-9]+:[0-9]+: error: " <<< "$diagnostics" | sed -E 's/^[^:]*:([0-9]+):[0-9]+: error: /\1\t/' || true)"
    warnings="$(grep -E "^[^ ]*\.swift:[0-9]+:[0-9]+: warning: " <<< "$diagnostics" | sed -E 's/^[^:]*:([0-9]+):[0-9]+: warning: /\1\t/' || true)"
    compiled=0 guided=0 warned=0
    while IFS= read -r numbered; do
        line="${numbered%%:*}" text="${numbered#*:}"
        trimmed="${text#"${text%%[![:space:]]*}"}"
        [[ "$trimmed" == //* ]] && continue  # a comment line: its markers are words, not expectations
        messages="$(awk -F'\t' -v n="$line" '$1 == n { print $2 }' <<< "$errors")"
        case "$text" in
        *"// ✓"*)
            if [ -n "$messages" ]; then
                echo "error: $program:$line should compile but: $messages" >&2; failures=$((failures + 1))
            else compiled=$((compiled + 1)); fi ;;
        *"// ⚠ "*)
            words="${text##*// ⚠ }"; words="${words%"${words##*[![:space:]]}"}"
            cautions="$(awk -F'\t' -v n="$line" '$1 == n { print $2 }' <<< "$warnings")"
            if [ -z "$messages" ] && grep -qF -- "$words" <<< "$cautions"; then warned=$((warned + 1)); else
                echo "error: $program:$line: should compile with a warning naming \"$words\"; got: ${messages:-no error}, ${cautions:-no warning}" >&2; failures=$((failures + 1))
            fi ;;
        *"// → "*)
            words="${text##*// → }"; words="${words%"${words##*[![:space:]]}"}"
            if grep -qF -- "$words" <<< "$messages"; then guided=$((guided + 1)); else
                echo "error: $program:$line: no error naming \"$words\"; got: ${messages:-nothing}" >&2; failures=$((failures + 1))
            fi ;;
        *)
            if [ -n "$messages" ]; then
                echo "error: $program:$line is not marked but fails: $messages" >&2; failures=$((failures + 1))
            fi ;;
        esac
    done < <(grep -n '' "$program")
    echo "$program: $compiled lines compile, $warned warn naming the spellings, $guided fail naming the TagFlow spelling"
done
[ "$failures" -eq 0 ] || { echo "error: $failures TTG-habit lines neither compile nor guide" >&2; exit 1; }
echo "ok: every TTG spelling in Tests/TTGHabits compiles or names its TagFlow spelling"
