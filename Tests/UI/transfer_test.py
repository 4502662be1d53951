"""Tags between processes (`application/x-tagflow-tags+json`): two `tagflow-demo --clipboard`
processes side by side under one X server. A copy offers the tags' JSON beside their text (read
with xclip: a document's `tags`, the green style in it); Control+V in the other process pastes
GTK green (its printed line and its pixels); a tag dragged from one process to the other keeps
its style too; another program's clipboard with JSON that does not read as tags is reported on
standard error and its text pasted instead, and one with good JSON gives its own colour. Run
from ui_test.py (`run`), or alone: python3 transfer_test.py path/to/tagflow-demo."""
import json
import os
import subprocess
import sys
import time

import pyatspi

from harness import (App, boxes, check, close, extents, fill_point, name_of, near, park, poll, results, screen_reader, screenshot,
                     text_point, xdo)

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MIME = "application/x-tagflow-tags+json"
GREEN = (0x26, 0xA2, 0x69)            # the demo's styled GTK tag
NAMES = ["Swift", "Linux", "GTK", "Cairo", "Wayland"]


def app_of(process, timeout=8.0):
    """The AT-SPI application of `process` (two demos share a name: told apart by process id)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and name_of(app) == "tagflow-demo" and app.get_process_id() == process.pid:
                return app
        time.sleep(0.1)
    return None


def launch(demo, name, x):
    """`tagflow-demo --clipboard` with its window moved to `x`: the process (its `app` on the bus
    and its `window`) and whether its five tags came onto the bus and the window went there."""
    park()
    process = App([demo, "--clipboard"], name=name, parse=str.rstrip)
    process.app = app_of(process.proc)
    found = poll(lambda: subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(process.proc.pid)],
                                        capture_output=True, text=True).stdout.split(), timeout=8)
    process.window = found[0] if found else None

    def moved():
        # Moved again until X reports it there: a move before GTK has mapped the window is lost.
        xdo("windowmove", process.window, x, 0)
        time.sleep(0.2)
        return [b.name for b in boxes(process.app)] == NAMES and window_position(process)[0] == x

    return process, bool(process.app and process.window and poll(moved, timeout=8))


def window_position(process):
    shell = subprocess.run(["xdotool", "getwindowgeometry", "--shell", process.window], capture_output=True, text=True).stdout
    values = dict(line.split("=", 1) for line in shell.split())
    return int(values.get("X", -1)), int(values.get("Y", -1))


def on_screen(process, point):
    """`point` from the bus on the screen: GTK 4 on X11 without a window manager reports extents
    from where it last knew its window to be, so the window's real place is added."""
    frame = [n for n in process.app if n is not None and n.getRole() == pyatspi.ROLE_FRAME][0]
    fx, fy, _, _ = extents(frame)
    wx, wy = window_position(process)
    return point[0] + wx - fx, point[1] + wy - fy


def box(process, name, lowest=False):
    """The tag named `name` in `process` (the lowest of several when `lowest`)."""
    found = sorted((b for b in boxes(process.app) if b.name == name), key=lambda b: extents(b)[1])
    return (found[-1] if lowest else found[0]) if found else None


def click(process, name, lowest=False):
    """A click on the tag `name` in `process`'s window (once the bus has its new place), given the
    keyboard focus first: with no window manager the keys go to the window X last focused."""
    xdo("windowfocus", "--sync", process.window)
    place = lambda: extents(box(process, name, lowest))
    poll(lambda: (lambda before: time.sleep(0.3) or place() == before)(place()), timeout=3)
    xdo("mousemove", *on_screen(process, text_point(box(process, name, lowest))), "click", 1)
    park()
    time.sleep(0.2)


def drag(start, end, control=False):
    xdo("mousemove", *start)
    xdo("mousedown", 1)
    time.sleep(0.6)
    if control:
        xdo("keydown", "ctrl")
    for i in range(1, 13):
        xdo("mousemove", start[0] + (end[0] - start[0]) * i // 12, start[1] + (end[1] - start[1]) * i // 12)
        time.sleep(0.06)
    time.sleep(0.3)
    xdo("mouseup", 1)
    if control:
        xdo("keyup", "ctrl")
    park()


def clipboard(target):
    return subprocess.run(["xclip", "-selection", "clipboard", "-o", "-t", target], capture_output=True, text=True, timeout=5)


def run(demo):
    first, first_placed = launch(demo, "transfer-first", 0)
    second, second_placed = launch(demo, "transfer-second", 520)
    if not check("transfer: two demo processes side by side, each with its five tags", first_placed and second_placed,
                 (first_placed, second_placed)):
        for process in (first, second):
            process.proc.kill()
        return
    copy_run(first, second)
    drag_run(first, second)
    other_program_run(second)
    check("transfer: both windows close with exit status 0", close(first.proc, first.app) == 0 and close(second.proc, second.app) == 0)


def copy_run(first, second):
    click(first, "GTK")
    xdo("key", "ctrl+c")
    targets = clipboard("TARGETS").stdout.split()
    offered = clipboard(MIME).stdout
    tags = json.loads(offered)["tags"] if offered.startswith("{") else []
    check(f"Control+C on the green GTK: the clipboard offers text and {MIME}, a document's tags with the style",
          MIME in targets and "text/plain;charset=utf-8" in targets and len(tags) == 1 and tags[0]["text"] == "GTK"
          and tags[0]["style"]["backgroundColor"] == "#26A269", (targets, offered[:200]))
    click(second, "Cairo")
    mark = second.mark()
    xdo("key", "ctrl+v")
    check("Control+V on Cairo in the other process: GTK comes after it, green (its style read from the JSON)",
          second.settle(mark) == ["basket: Cairo, GTK #26A269"], second.since(mark))
    # Pasted selected, as it was copied: a click unselects it, to see its own colour.
    click(second, "GTK", lowest=True)
    pasted = box(second, "GTK", lowest=True)
    colour = screenshot("transfer-pasted")(*on_screen(second, fill_point(pasted))) if pasted else None
    check("the pasted GTK is drawn green in the other process's window", colour is not None and near(colour, GREEN), colour)


def drag_run(first, second):
    start = on_screen(second, text_point(box(second, "GTK", lowest=True)))
    cx, cy, cw, ch = extents(box(first, "Cairo"))
    first_mark, second_mark = first.mark(), second.mark()
    drag(start, on_screen(first, (cx + cw + 30, cy + ch // 2)), control=True)
    check("the green GTK dragged with Control from the second process onto the first's basket: a copy, green there",
          first.settle(first_mark) == ["basket: Cairo, GTK #26A269"] and second.settle(second_mark) == [],
          (first.since(first_mark), second.since(second_mark)))


def other_program_run(second):
    helper = os.path.join(ROOT, "Tests", "UI", "offer_clipboard.py")
    bad = App(["/usr/bin/python3", helper, '{"tags": [{"text": 3}]}', "Zig"], name="offer-bad", parse=str.rstrip)
    bad.wait_line(lambda line: line == "offered", 0, timeout=8)
    click(second, "Cairo")
    mark = second.mark()
    xdo("key", "ctrl+v")
    lines = second.settle(mark)
    errors = open(second.stderr.name).read()
    check("another program's JSON that is not tags: refused on standard error with where and why, its text pasted instead",
          lines == ["basket: Cairo, Zig, GTK #26A269"] and "transferredTags.tags[0].text: expected a string" in errors
          and second.proc.poll() is None, (lines, errors[-300:]))
    bad.proc.kill()
    good = App(["/usr/bin/python3", helper, '{"tags": [{"text": "Rust", "style": {"backgroundColor": "#C01C28"}}]}', "Rust"],
               name="offer-good", parse=str.rstrip)
    good.wait_line(lambda line: line == "offered", 0, timeout=8)
    click(second, "Cairo")
    mark = second.mark()
    xdo("key", "ctrl+v")
    check("another program's JSON written by hand: Rust pasted after Cairo in its own red",
          second.settle(mark) == ["basket: Cairo, Rust #C01C28, Zig, GTK #26A269"], second.since(mark))
    good.proc.kill()


if __name__ == "__main__":
    screen_reader(True)
    run(os.path.abspath(sys.argv[1]))
    print(f"{results['passed']} passed, {results['failed']} failed")
    sys.exit(1 if results["failed"] else 0)
