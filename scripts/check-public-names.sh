#!/usr/bin/env bash
# Checks that no top-level public type of the library is named like a type of SwiftUI, Swift
# Testing or Foundation, so a file importing TagFlow beside them never has to qualify a name.
# Nested types (`LayoutConfiguration.Alignment`, `TextTagStyle.Gradient`) are fine: they are
# always spelled with their parent. So are unavailable ones (the habits' `Tag`, `Color`, `CGSize`
# that name TagFlow's types): an available type of the same name wins over them, which
# Tests/TTGHabits/BesideOtherModules.swift holds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

taken=(
    # SwiftUI
    Alignment Angle Animation Axis Button Color ContentSizeCategory DynamicTypeSize Edge EdgeInsets
    Font Gradient Grid Group HorizontalAlignment Image Label Layout LayoutDirection List Path
    ScrollPosition Section Shadow Shape Spacer Text TextAlignment Toggle VerticalAlignment View
    # Swift Testing
    Attachment Comment Confirmation Event Expectation Issue SourceLocation Suite Tag Test Trait
    # Foundation
    AttributedString Calendar CharacterSet Data Date Decimal IndexSet Locale Measurement
    Notification Operation Process Progress Thread Timer UnitLength URL UUID
)

declared="$(find Sources -name '*.swift' -exec awk '
    /^public (final )?(struct|enum|class|protocol|typealias|actor) [A-Za-z_]/ && previous !~ /@available\(\*, unavailable/ {
        match($0, /(struct|enum|class|protocol|typealias|actor) [A-Za-z_][A-Za-z0-9_]*/)
        split(substr($0, RSTART, RLENGTH), words, " "); print words[2]
    }
    { previous = $0 }' {} + | sort -u)"
clashes=()
for name in "${taken[@]}"; do
    if grep -qx "$name" <<< "$declared"; then clashes+=("$name"); fi
done
if [ ${#clashes[@]} -gt 0 ]; then
    echo "error: public types named like SwiftUI, Swift Testing or Foundation types: ${clashes[*]}" >&2
    echo "       nest them in the type they configure, or give them a name that says what they are" >&2
    exit 1
fi
echo "ok: none of the $(wc -l <<< "$declared") public types is named like a SwiftUI, Swift Testing or Foundation type"
