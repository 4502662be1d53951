"""The tag field as a GObject type (issue 43). field_model.py sets and reads its properties from
Python without a window, and tags set on its collection are the field's (one model).
Tests/UI/labels.ui declares a TagFlowTagField with properties, the handlers of its signals and a
label bound to its tag-count; a PyGObject app (labels.py) builds it through the typelib. Real
typing (xdotool) adds a tag: tag-added with its text, tag-count notified, the bound label
follows; the maximum count refuses a third with its reason; gtk4-builder-tool accepts the file
(less its handlers) with the library loaded. Run from ui_test.py (`run`)."""
import os

import pyatspi

from harness import WORK, App, application, builder_validation, check, close, descendants, extents, park, poll, python_checks, states, xdo

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LABELS_UI = os.path.join(ROOT, "Tests", "UI", "labels.ui")


def properties(env):
    """Tests/UI/field_model.py: the properties from Python without a window, and tags set on the
    field's collection counted by the field (one model)."""
    python_checks(os.path.join(ROOT, "Tests", "UI", "field_model.py"), "TagFlow.TagField from Python: ", 18, env)


def run(tagflow):
    check("docs/gtk.md shows Tests/UI/labels.ui word for word",
          open(LABELS_UI).read() in open(os.path.join(ROOT, "docs", "gtk.md")).read(), "they differ")
    env = {"GI_TYPELIB_PATH": os.path.join(ROOT, ".build", "gir"), "LD_LIBRARY_PATH": os.path.dirname(tagflow)}
    properties(env)
    park()
    labels = App(["/usr/bin/python3", os.path.join(ROOT, "Tests", "UI", "labels.py"), LABELS_UI], env=env, name="labels",
                 parse=str.rstrip)
    app = application("python3")
    entry = poll(lambda: app and descendants(app, pyatspi.ROLE_TEXT), timeout=8)
    built = labels.wait_line(lambda line: line.startswith("built: "), 0)
    check(".ui: GtkBuilder built a TagFlowTagField with placeholder, maximum-count and delimiters, its collection a "
          "TagFlowTagCollection", built == "built: TagField placeholder=Add a label maximum-count=2 delimiters=3 collection=TagCollection",
          built)
    if not check(".ui: the field's entry on the bus", bool(entry), labels.since(0)):
        labels.proc.kill()
        return
    entry = entry[0]
    check(".ui: the entry shows the placeholder the file set", "placeholder-text:Add a label" in entry.getAttributes(),
          entry.getAttributes())
    count = lambda: [l.name for l in descendants(app, pyatspi.ROLE_LABEL) if l.name.isdigit()]
    check(".ui: a label bound to tag-count (sync-create) reads 0", poll(lambda: count() == ["0"]), count())
    x, y, w, h = extents(entry)
    xdo("mousemove", x + w // 2, y + h // 2, "click", 1)
    poll(lambda: "focused" in states(entry))
    park()
    mark = labels.mark()
    xdo("type", "--delay", "40", "Wayland")
    xdo("key", "Return")
    got = labels.settle(mark)
    check("typing 'Wayland' and Return: the file's tag-added handler gets (0, Wayland), the tag-count notification "
          "(1) comes with it", "tag-added: 0 Wayland" in got and "notify::tag-count: 1" in got
          and [line for line in got if not line.startswith("draft-changed")] == ["notify::tag-count: 1", "tag-added: 0 Wayland"], got)
    check("draft-changed follows the typing, letter by letter, and is emptied by the commit",
          [line for line in got if line.startswith("draft-changed")] == [f"draft-changed: {'Wayland'[:n]}" for n in range(1, 8)]
          + ["draft-changed:"], got)
    check("the bound label reads 1", poll(lambda: count() == ["1"]), count())
    mark = labels.mark()
    xdo("type", "--delay", "40", "GTK,Rust,")
    got = [line for line in labels.settle(mark) if not line.startswith("draft-changed")]
    check("'GTK,Rust,': GTK added (tag-count 2), Rust refused by maximum-count 2 with its reason",
          got == ["notify::tag-count: 2", "tag-added: 1 GTK", "tag-refused: Rust limit(2)"], got)
    check("closing the window: exit status 0", close(labels.proc, app) == 0)
    # The tool looks handlers up in its own process, which has none: the file without its <signal> lines.
    path = os.path.join(WORK, "labels-validate.ui")
    with open(path, "w") as f:
        f.writelines(line for line in open(LABELS_UI) if "<signal " not in line)
    library = os.path.join(os.path.dirname(tagflow), "libTagFlowGTKShared.so")
    plain, loaded = builder_validation(path, library)
    check("gtk4-builder-tool validate: labels.ui (a TagFlowTagField, its properties, a binding to it; the handlers left out) "
          "refused without the library, accepted with it loaded",
          plain.returncode != 0 and "TagFlowTagField" in plain.stderr and loaded.returncode == 0,
          (plain.returncode, plain.stderr[-200:], loaded.returncode, loaded.stderr[-200:]))
