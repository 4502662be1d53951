#!/usr/bin/env bash
# Checks that the folder tree in docs/architecture.md (its ```tree block) names exactly the
# folders under Sources/ and Tests/: a folder added, moved or removed without the document is an
# error that names it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
page="$root/docs/architecture.md"
cd "$root"

# The tree: two spaces of indentation per level, a folder name ending in "/", then a comment.
documented="$(awk '
    /^```tree[[:space:]]*$/ { inside = 1; next }
    /^```/ { inside = 0 }
    inside && NF {
        match($0, /^ */); level = RLENGTH / 2
        name = $1; sub(/\/$/, "", name)
        path[level] = name
        line = path[0]; for (i = 1; i <= level; i++) line = line "/" path[i]
        print line
    }' "$page" | sort)"
[ -n "$documented" ] || { echo "error: docs/architecture.md has no \`\`\`tree block" >&2; exit 1; }
actual="$(find Sources Tests -type d | sort)"

missing="$(comm -13 <(echo "$documented") <(echo "$actual"))"
stale="$(comm -23 <(echo "$documented") <(echo "$actual"))"
[ -z "$missing" ] || { echo "error: folders missing from docs/architecture.md's tree:" >&2; echo "$missing" >&2; }
[ -z "$stale" ] || { echo "error: folders in docs/architecture.md's tree that do not exist:" >&2; echo "$stale" >&2; }
[ -z "$missing$stale" ] || exit 1
echo "ok: docs/architecture.md names all $(echo "$actual" | wc -l) folders of Sources/ and Tests/"
