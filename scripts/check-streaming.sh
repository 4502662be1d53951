#!/usr/bin/env bash
# The release build of tagflow within the memory docs/cli.md states, under an address-space limit
# (prlimit --as): a document of a million items, a batch of a million items in ten lines, a batch
# line longer than the largest document and endless standard input. Answers stream out as they
# are made, the input of a batch is read a line at a time, and nothing is read past 64 MiB.
#   scripts/check-streaming.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
tool="$(cd "$root" && "$swift" build -c release --show-bin-path)/tagflow"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "error: check-streaming: $*" >&2; exit 1; }
mb=$((1024 * 1024))
# The bytes per laid-out item beyond the input that docs/cli.md promises ("Limits").
per_item=200

# The address space the tool needs for a document of nothing: the runtime and the libraries.
tiny='{"container":{"width":343},"items":[{"width":1,"height":1}]}'
base=0
for limit in 64 80 96 112 128 144 160 176 192 224 256; do
    if echo "$tiny" | prlimit --as=$((limit * mb)) "$tool" layout - > /dev/null 2>&1; then base=$((limit * mb)); break; fi
done
[ "$base" -gt 0 ] || fail "the tool does not start within 256 MiB of address space"
base=$((base + 16 * mb))  # room for the stacks and arenas a larger run touches

items() {  # items N: a document of N items, on one line
    python3 -c "import sys; n=int(sys.argv[1]); sys.stdout.write('{\"container\":{\"width\":343},\"items\":[' + ','.join('{\"width\":%d,\"height\":28}' % (40 + i % 90) for i in range(n)) + ']}')" "$1"
}

# One document of a million items: its bytes, then at most per_item bytes an item.
items 1000000 > "$work/million.json"
size=$(stat -c %s "$work/million.json")
limit=$((base + size + 1000000 * per_item))
prlimit --as=$limit "$tool" layout "$work/million.json" > "$work/million.out" \
    || fail "a document of 1 000 000 items did not finish within $((limit / mb)) MiB of address space"
[ "$(grep -o '"hidden":false' "$work/million.out" | wc -l)" = 1000000 ] || fail "the million-item answer lacks frames"

# A batch of ten lines of 100 000 items, from a pipe: a line at a time, answers streamed.
limit=$((base + 100000 * (per_item + 26)))
for _ in $(seq 10); do items 100000; echo; done | prlimit --as=$limit "$tool" layout --batch - > "$work/batch.out" \
    || fail "a batch of ten lines of 100 000 items did not finish within $((limit / mb)) MiB of address space"
[ "$(wc -l < "$work/batch.out")" = 10 ] || fail "the batch answered $(wc -l < "$work/batch.out") lines for 10"

# A line longer than a document may be is passed over once 64 MiB of it are read, not kept
# further; the next line is answered.
limit=$((base + 112 * mb))
{ head -c $((70 * mb)) /dev/zero | tr '\0' ' '; echo; echo "$tiny"; } \
    | prlimit --as=$limit "$tool" layout --batch - > "$work/long.out" 2> "$work/long.err" && fail "an over-long line was accepted"
[ "$(head -1 "$work/long.out")" = '{"error":"$: the line is longer than 64 MiB (67108864 bytes), the most a document may be; it was not read"}' ] \
    || fail "the over-long line was answered: $(head -c 200 "$work/long.out")"
[ "$(sed -n 2p "$work/long.out" | head -c 14)" = '{"contentSize"' ] || fail "the line after the over-long one was not answered"

# A batch file, all there at once (one read), still being answered when the tool is killed: the
# answers to the first two lines are out already, as each is written before the next line is
# answered. (Each long line wraps two 5 000-character words one character per line, 1.4-1.8 s
# of work on this machine; the three are of different letters, so no measurement is reused and
# the batch takes over 4 s. The kill comes at 1.5 s, the quick lines take a tenth of that.)
slow() {  # slow LETTER: a line wrapping two words of 5 000 LETTERs
    local word
    word="$(head -c 5000 /dev/zero | tr '\0' "$1")"
    echo "{\"font\":{\"family\":\"DejaVu Sans\",\"size\":60,\"weight\":700,\"italic\":true},\"texts\":[\"$word\",\"$word\"],\"maxWidth\":40,\"numberOfLines\":0,\"lineBreakMode\":\"wordWrap\"}"
}
quick='{"texts":["Swift"]}'
{ echo "$quick"; echo "$quick"; slow W; slow X; slow Y; } > "$work/killed.jsonl"
set +e
timeout -s KILL 1.5 "$tool" measure --batch "$work/killed.jsonl" > "$work/killed.out" 2> /dev/null
status=$?
set -e
[ "$status" = 137 ] || fail "the slow batch ended with status $status before it was killed; the check needs a line still being answered at 1.5 s"
[ "$(grep -c '^{"sizes"' "$work/killed.out")" -ge 2 ] \
    || fail "a batch killed on its third line lost the answers before it: $(head -c 200 "$work/killed.out")"

# Endless standard input: refused once 64 MiB are read, with the limit in plain words.
limit=$((base + 112 * mb))
set +e
timeout 60 prlimit --as=$limit "$tool" layout - < /dev/zero > /dev/null 2> "$work/endless.err"
status=$?
set -e
[ "$status" = 1 ] || fail "endless input ended with status $status"
grep -qx 'error: standard input: the document is larger than 64 MiB (67108864 bytes), the most a document may be; reading stopped there' \
    "$work/endless.err" || fail "endless input: $(head -c 300 "$work/endless.err")"
echo "check-streaming: a million items in $(((base + size + 1000000 * per_item) / mb)) MiB of address space, batches a line at a time"
