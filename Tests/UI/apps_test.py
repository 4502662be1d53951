"""The widget in real GTK apps (issue 39): an issue tracker's GtkListView of 2 000 recycled rows
whose every row in view is as high as its tags after far scrolls (`tagflow-demo --list
--report`), with accessible children only while a screen reader listens (turned off and on
live); and a form (`tagflow-demo --form`) tabbed through forwards and backwards, with and
without a screen reader: one stop a widget, the tag field's stop its entry, no trap; and a
line limit's chip reached, expanded and left from the keys alone (`tagflow show --events`).
Run from ui_test.py (`run`)."""
import json
import os
import subprocess
import time

import pyatspi

from harness import (WORK, App, Show, XSettingsManager, application, check, close, descendants, has_keys, park, poll,
                     screen_reader, screenshot, xdo)

DESKTOP = {"Xft/DPI": 96 * 1024, "Gtk/FontName": "DejaVu Sans 10.5"}  # 14 px: the tool's own font


def run(tagflow, demo):
    settings = XSettingsManager(DESKTOP)
    park()
    list_run(tagflow, demo)
    form_run(demo)
    chip_run(tagflow)
    del settings


# --- The list ---------------------------------------------------------------------------------
def expected_heights(tagflow, rows):
    """What `tagflow layout` gives each row's tags at its width, pixel-snapped as the widget's are:
    the independent answer, one batch for all."""
    lines = [json.dumps({"container": {"width": r["width"]}, "layout": {"displayScale": 1},
                         "tags": [{"text": t} for t in r["tags"]]}) for r in rows]
    out = subprocess.run([tagflow, "layout", "--batch", "-"], input="\n".join(lines) + "\n", capture_output=True, text=True,
                         timeout=20)
    return [json.loads(line)["contentSize"]["height"] for line in out.stdout.splitlines()]


def stale_rows(tagflow, report):
    rows = report["rows"]
    heights = expected_heights(tagflow, rows)
    return [(r["title"], r["height"], h) for r, h in zip(rows, heights) if r["height"] != round(h)], len(rows)


def list_run(tagflow, demo):
    root = os.path.join(os.path.dirname(__file__), "..", "..")
    recipe = open(os.path.join(root, "docs", "gtk.md")).read().split("### In a list", 1)[-1].split("```swift\n", 1)[-1].split("```", 1)[0]
    source = open(os.path.join(root, "Sources", "TagFlowDemo", "ListApp.swift")).read()
    check("docs/gtk.md's list recipe is tagflow-demo --list's setup and bind, word for word",
          len(recipe) > 200 and all(part.strip() in source for part in recipe.split("\n\n")), recipe[:80])
    screen_reader(False)
    issues = App([demo, "--list", "2000", "--report"], name="list")
    first = issues.wait_line(lambda line: "rows" in line, 0, timeout=20)
    app = application("tagflow-demo", timeout=10)
    if not check("list: 2 000 issues in a GtkListView report their rows in view", bool(first and first["rows"]) and app is not None,
                 first):
        issues.proc.kill()
        return
    check("list: no screen reader, no accessible children (no check box on the bus)",
          len(descendants(app, pyatspi.ROLE_CHECK_BOX)) == 0, len(descendants(app, pyatspi.ROLE_CHECK_BOX)))
    xdo("mousemove", 240, 320)
    total, stale = 0, []
    # Far scrolls by the wheel both ways, then the list's own keys: End, Home, Page Down.
    moves = [["click", "--repeat", "120", "--delay", "2", "5"], ["click", "--repeat", "60", "--delay", "2", "4"],
             ["click", "--repeat", "200", "--delay", "2", "5"], ["key", "End"], ["key", "Home"], ["key", "Page_Down"],
             ["key", "Page_Down"], ["key", "End"], ["key", "Page_Up"]]
    for move in moves:
        mark = issues.mark()
        xdo(*move)
        report = issues.wait_line(lambda line: "rows" in line, mark, timeout=8)
        time.sleep(0.5)
        report = issues.lines[-1] if issues.lines else report
        if report:
            wrong, count = stale_rows(tagflow, report)
            total += count
            stale += wrong
    check(f"list: after far scrolls every row the list made is as high as `tagflow layout` says ({total} rows, 0 stale)",
          total > 50 and not stale, stale[:5])
    shot = screenshot("list-after-far-scroll")
    check("list: the screenshot after the scrolls shows the rows", shot(100, 100) is not None)
    screen_reader(True)
    boxes = poll(lambda: descendants(app, pyatspi.ROLE_CHECK_BOX), timeout=4)
    rows = issues.lines[-1]["rows"] if issues.lines else []
    in_view = [t for r in rows if r["inView"] for t in r["tags"]]
    named = [b.name for b in boxes]
    missing = [t for t in set(in_view) if named.count(t) < in_view.count(t)]
    check("list: a screen reader starts: every tag in view gets its check box, named by the tag",
          bool(in_view) and not missing, (missing, named[:8]))
    described = [b.description for b in boxes if b.description]
    check("…each saying its place, 'N of M'", bool(described) and all(" of " in d for d in described), described[:4])
    screen_reader(False)
    gone = poll(lambda: len(descendants(app, pyatspi.ROLE_CHECK_BOX)) == 0, timeout=4)
    check("list: the screen reader stops: the children go", gone, len(descendants(app, pyatspi.ROLE_CHECK_BOX)))
    issues.proc.kill()
    issues.proc.wait(timeout=5)


# --- The form ---------------------------------------------------------------------------------
FORWARD = [("text", "New label"), ("filler", "Assignees"), ("text", "Notes"), ("push button", "Cancel"),
           ("push button", "Save"), ("text", "Title")]


def labels_area(app):
    return next(n for n in descendants(app, pyatspi.ROLE_FILLER) if n.name == "Labels")


def focused(app):
    def walk(node):
        for child in node:
            if child is not None:
                yield child
                yield from walk(child)
    return [(n.getRoleName(), n.name) for n in walk(app) if n.getState().contains(pyatspi.STATE_FOCUSED)]


def tab_through(app, key, count):
    stops = []
    for _ in range(count):
        before = focused(app)
        xdo("key", key)
        poll(lambda: focused(app) != before, timeout=1.5)
        stops.append(tuple(focused(app)[0]) if focused(app) else None)
    return stops


def form_run(demo):
    for listening in (False, True):
        screen_reader(listening)
        form = App([demo, "--form"], name=f"form-{listening}", parse=lambda line: line)
        app = application("tagflow-demo", timeout=15)
        start = poll(lambda: app and focused(app), timeout=6)
        who = "with a screen reader" if listening else "without a screen reader"
        if not check(f"form {who}: opens with the title entry focused, the window with the keys",
                     start == [("text", "Title")] and has_keys(form.proc.pid), start):
            form.proc.kill()
            continue
        # The collection's stop: the drawing area holding focus for the tags, or the focused
        # tag's check box while a screen reader listens.
        collection = ("check box", "Ana") if listening else ("filler", "Assignees")
        forward = [collection if stop[1] == "Assignees" else stop for stop in FORWARD]
        got = tab_through(app, "Tab", 6)
        check(f"form {who}: Tab stops once at each widget — the tag field's entry, the collection, the rest — and wraps",
              got == forward, got)
        back = tab_through(app, "shift+Tab", 6)
        expected_back = list(reversed(forward[:-1])) + [("text", "Title")]
        check(f"form {who}: Shift+Tab goes back through the same stops, none skipped, none twice", back == expected_back, back)
        xdo("key", "Tab")
        poll(lambda: focused(app) == [("text", "New label")], timeout=2)
        xdo("key", "Left")
        if listening:
            field_tags = [b.name for b in descendants(labels_area(app), pyatspi.ROLE_CHECK_BOX)]
            last_tag = ("check box", field_tags[-1]) if field_tags else None
        else:
            last_tag = ("filler", "Labels")
        on_tag = poll(lambda: focused(app) == [last_tag], timeout=2)
        check(f"form {who}: ← at the start of the entry goes to the field's last tag", on_tag, (focused(app), last_tag))
        xdo("key", "shift+Tab")
        check(f"form {who}: Shift+Tab from a tag leaves the field to the title", poll(
            lambda: focused(app) == [("text", "Title")], timeout=2), focused(app))
        form.proc.kill()
        form.proc.wait(timeout=5)
    screen_reader(True)


# --- The chip from the keys -------------------------------------------------------------------
CHIP_KEYS = [
    ("Tab", "from the first tag, Tab goes to the '+4 more' chip", [("didFocusOverflowIndicator", {"hiddenCount": 4})]),
    ("Return", "Return on the chip expands the line limit and focuses the first tag it stood for",
     [("didTapOverflowIndicator", {"hiddenCount": 4}), ("didExpand", {}), ("didChangeFocus", {"index": 3, "input": 3})]),
    ("End", "End goes to the 'less' chip after the last tag", [("didFocusCollapseIndicator", {})]),
    ("space", "Space on it folds the lines again; focus stays on the chip, '+4 more' again",
     [("didTapCollapseIndicator", {}), ("didCollapse", {}), ("didFocusOverflowIndicator", {"hiddenCount": 4})]),
    ("Home", "Home goes back to the first tag", [("didChangeFocus", {"index": 0, "input": 0})]),
    ("Tab", "Tab goes to the chip again", [("didFocusOverflowIndicator", {"hiddenCount": 4})]),
    ("Tab", "the next Tab leaves the widget (the window's only one: focus comes back in on the last tag focused)",
     [("didChangeFocus", {"index": 0, "input": 0})]),
    ("shift+Tab", "Shift+Tab leaves backwards and comes back in on the chip, the last stop",
     [("didFocusOverflowIndicator", {"hiddenCount": 4})]),
]


def chip_run(tagflow):
    document = {"container": {"width": 300}, "layout": {"numberOfLines": 1, "horizontalSpacing": 8},
                "overflowChip": {"format": "+{count} more"},
                "tags": [{"text": t} for t in ["Swift", "Pango", "Cairo", "Wayland", "Kotlin", "Dart", "Rust"]]}
    path = os.path.join(WORK, "chip.json")
    with open(path, "w") as f:
        json.dump(document, f)
    for listening in (False, True):
        screen_reader(listening)
        who = "with a screen reader" if listening else "without a screen reader"
        park()
        show = Show(tagflow, path)
        app = application()
        focused = show.wait("didChangeFocus", 0, timeout=5)
        if not check(f"chip keys {who}: the window opens with focus on the first tag, and has the keys",
                     focused == {"index": 0, "input": 0} and has_keys(show.proc.pid), focused):
            show.proc.kill()
            continue
        for key, what, expected in CHIP_KEYS:
            mark = show.mark()
            xdo("key", key)
            got = [(c["name"], c["arguments"]) for c in show.settle(mark) if c["name"] != "didScroll"]
            check(f"chip keys {who}: {what}", got == expected, got)
        check(f"chip keys {who}: closing the window exits 0", close(show.proc, app) == 0)
    screen_reader(True)
