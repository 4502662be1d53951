#!/usr/bin/env bash
# Checks that raw memory stays where it is allowed (part of `make checks`): of the layout engine's
# files, only those listed here may mention `unsafe` at all (a type, a call, a comment). Every
# other file works through the typed, index-asserting views those files give.
set -euo pipefail
cd "$(dirname "$0")/.."

allowed=(
    # The result's heap block, the typed views over it, the scratch regions, temporary words.
    Sources/TagFlowLayout/Output/ResultBlock.swift
)

found="$(grep -rli 'unsafe' Sources/TagFlowLayout --include='*.swift' | sort || true)"
status=0
while IFS= read -r file; do
    [ -n "$file" ] || continue
    if ! printf '%s\n' "${allowed[@]}" | grep -qx "$file"; then
        echo "error: $file mentions unsafe; raw memory belongs in the files scripts/check-unsafe.sh lists" >&2
        grep -ni 'unsafe' "$file" | head -5 | sed 's/^/       /' >&2
        status=1
    fi
done <<< "$found"
exit $status
