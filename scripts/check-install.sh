#!/usr/bin/env bash
# Installs tagflow the way a user does (make install PREFIX=… DESTDIR=…), moves the installed tree
# elsewhere, hides the fonts in the build folder, and runs every command of the installed tool
# from an unrelated folder: it must find its fonts beside itself (PREFIX/share/tagflow/fonts),
# answer exactly as the built tool, find the fonts through TAGFLOW_FONTS too, and say in one line
# what is missing when they are gone. Reuses the release build of `make checks`.
#   scripts/check-install.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
work="$(mktemp -d)"
bundle="$(cd "$root" && "$swift" build -c release --show-bin-path)/TagFlow_TagFlowPango.resources"
built="$(dirname "$bundle")/tagflow"
restore() {
    if [ -d "$bundle.hidden" ]; then mv "$bundle.hidden" "$bundle"; fi
    rm -rf "$work"
}
trap restore EXIT
fail() { echo "error: check-install: $*" >&2; exit 1; }

make -C "$root" --no-print-directory install PREFIX=/opt/tagflow DESTDIR="$work/stage" > "$work/install.log" 2>&1 \
    || { cat "$work/install.log" >&2; fail "make install failed"; }
for file in bin/tagflow bin/tagflow-demo share/tagflow/fonts/DejaVuSans.ttf share/tagflow/fonts/LICENSE-DejaVu.txt \
    lib/libTagFlowGTKShared.so include/tagflow/tagflow.h lib/girepository-1.0/TagFlow-1.0.typelib share/gir-1.0/TagFlow-1.0.gir; do
    [ -f "$work/stage/opt/tagflow/$file" ] || fail "make install did not install $file"
done
mkdir -p "$work/elsewhere" "$work/run"
mv "$work/stage/opt/tagflow" "$work/elsewhere/tagflow"
tool="$work/elsewhere/tagflow/bin/tagflow"
cp "$root"/examples/*.json "$work/run/"
cd "$work/run"

# What the built tool answers, before its fonts are hidden.
"$built" layout tags.json > expected-layout.json
"$built" measure measure.json > expected-measure.json
"$built" render tags.json -o expected.png --scale 2 > /dev/null
mv "$bundle" "$bundle.hidden"

# The widget's introspection data, moved with the tree: Python finds the type in the library.
GI_TYPELIB_PATH="$work/elsewhere/tagflow/lib/girepository-1.0" LD_LIBRARY_PATH="$work/elsewhere/tagflow/lib" /usr/bin/python3 -c \
    'import gi; gi.require_version("TagFlow", "1.0"); from gi.repository import TagFlow; print(TagFlow.TagCollection.__gtype__.name)' \
    | grep -qx TagFlowTagCollection || fail "Python cannot load TagFlow 1.0 from the installed typelib and library"
"$tool" --version | grep -qx "$("$built" --version)" || fail "--version"
"$tool" layout layout.json | cmp -s - <("$built" layout layout.json) || fail "layout of items differs from the built tool's"
"$tool" layout tags.json | cmp -s - expected-layout.json || fail "layout of tags differs from the built tool's"
"$tool" measure measure.json | cmp -s - expected-measure.json || fail "measure differs from the built tool's"
printf '%s\n%s\n' "$(tr -d '\n' < tags.json)" "$(tr -d '\n' < layout.json)" | "$tool" layout --batch - > batch.jsonl \
    || fail "layout --batch"
[ "$(wc -l < batch.jsonl)" = 2 ] || fail "layout --batch answered $(wc -l < batch.jsonl) lines for 2"
"$tool" render tags.json -o picture.png --scale 2 > /dev/null || fail "render to PNG"
cmp -s picture.png expected.png || fail "the installed tool's PNG differs from the built tool's"
"$tool" render tags.json -o picture.svg > /dev/null || fail "render to SVG"
"$tool" render component.json -o picture.pdf > /dev/null || fail "render to PDF"
"$tool" gallery -o gallery > /dev/null 2>&1 || fail "gallery"
[ -f gallery/index.html ] || fail "gallery wrote no index.html"
# No display here: show measures the document first, then says there is no display.
shown="$(env -u DISPLAY -u WAYLAND_DISPLAY "$tool" show tags.json 2>&1 || true)"
[[ "$shown" == *"display"* ]] || fail "show: $shown"
if command -v xvfb-run > /dev/null; then
    GDK_BACKEND=x11 GSK_RENDERER=cairo timeout 60 xvfb-run -a "$work/elsewhere/tagflow/bin/tagflow-demo" --screenshot demo.png \
        > /dev/null 2>&1 || fail "tagflow-demo --screenshot"
    [ -s demo.png ] || fail "tagflow-demo wrote no screenshot"
else
    echo "check-install: tagflow-demo not run (no xvfb-run)"
fi

# The fonts through TAGFLOW_FONTS, and a clear line when they are nowhere.
mv "$work/elsewhere/tagflow/share/tagflow/fonts" "$work/fonts"
TAGFLOW_FONTS="$work/fonts" "$tool" measure measure.json | cmp -s - expected-measure.json || fail "TAGFLOW_FONTS"
set +e
"$tool" measure measure.json > out.txt 2> err.txt
status=$?
set -e
[ "$status" = 1 ] || fail "without fonts, measure exited with $status, not 1"
[ "$(wc -l < err.txt)" = 1 ] || fail "without fonts, measure wrote $(wc -l < err.txt) lines on stderr, not one"
grep -q "the bundled DejaVu fonts are missing: looked in .*share/tagflow/fonts" err.txt || fail "without fonts: $(cat err.txt)"
"$tool" layout layout.json | cmp -s - <("$built" layout layout.json) || fail "layout of items needs no fonts"
echo "check-install: the installed tool ran every command"
