#!/usr/bin/python3
"""Measures the GTK widget under Xvfb (see `make gtk-measurements`):
  1. frame intervals and draw times while a tag is dragged, with live reflow and edge
     auto-scroll, through a collection of 1 000 tags;
  2. a click's input-to-paint latency (pointer release → end of the draw that shows it);
  3. the resident memory of the demo app and of `tagflow show` with 1 000 tags.
Usage: measure.py TAGFLOW TAGFLOW_DEMO (run inside xvfb-run and dbus-run-session)."""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi

TAGFLOW, DEMO = map(os.path.abspath, sys.argv[1:3])
WORK = tempfile.mkdtemp(prefix="tagflow-measure-")
ENV = dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER="cairo")
WORDS = ["Swift", "Linux", "GTK", "Cairo", "Pango", "Layout", "Tags", "Flow", "Debian", "Focus"]


def xdo(*args):
    subprocess.run(["xdotool", *map(str, args)], check=True)


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return None


def application(name):
    end = time.monotonic() + 10
    while time.monotonic() < end:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name:
                return app
        time.sleep(0.1)
    raise SystemExit(f"{name} did not appear on the accessibility bus")


def first_boxes(app, count):
    boxes = []

    def walk(node):
        for child in node:
            if len(boxes) >= count:
                return
            if child is None:
                continue
            if child.getRole() == pyatspi.ROLE_CHECK_BOX:
                boxes.append(child)
            else:
                walk(child)
    walk(app)
    return boxes


def extents(node):
    e = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return e.x, e.y, e.width, e.height


def show(tags, **component):
    doc = {"container": {"width": 480, "height": 400}, "tags": [{"text": t} for t in tags], "component": component}
    path = os.path.join(WORK, f"doc-{len(tags)}.json")
    with open(path, "w") as f:
        json.dump(doc, f)
    return subprocess.Popen([TAGFLOW, "show", "--statistics", path], env=ENV, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)


def close(proc, app):
    frame = [c for c in app if c is not None and c.getRole() == pyatspi.ROLE_FRAME][0]
    action = frame.queryAction()
    action.doAction([action.getName(i) for i in range(action.nActions)].index("window.close"))
    _, err = proc.communicate(timeout=10)
    return json.loads(err.strip().splitlines()[-1])


report = {}
xdo("mousemove", 1000, 740)

# 1. Dragging through 1 000 tags: reflow on every step, then auto-scroll at the bottom edge.
proc = show([f"{WORDS[i % 10]} {i}" for i in range(1000)], reordering=True)
app = application("tagflow")
time.sleep(0.5)
report["rss_show_1000_tags_kib"] = rss_kib(proc.pid)
x, y, w, h = extents(first_boxes(app, 2)[1])
xdo("mousemove", x + 6, y + h // 2, "mousedown", 1, "sleep", 0.5)
for i in range(60):  # 2 s of motion across the first rows
    xdo("mousemove", 20 + (i * 37) % 440, y + h // 2 + (i * 5) % 300, "sleep", 0.033)
xdo("mousemove", 240, 395, "sleep", 1.5, "mouseup", 1)  # resting at the bottom edge: auto-scroll
time.sleep(0.3)
report["drag_1000_tags"] = close(proc, app)

# 2. Clicks: release → painted.
xdo("mousemove", 1000, 740)
proc = show(WORDS * 2)
app = application("tagflow")
boxes = first_boxes(app, 20)
for i in range(20):
    bx, by, bw, bh = extents(boxes[i])
    xdo("mousemove", bx + 8, by + bh // 2, "click", 1, "sleep", 0.12)
report["clicks"] = close(proc, app)

# 3. The demo app's memory, at rest after it has painted.
demo = subprocess.Popen([DEMO], env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
application("tagflow-demo")
time.sleep(1.0)
report["rss_demo_kib"] = rss_kib(demo.pid)
demo.terminate()
demo.wait(timeout=5)

shutil.rmtree(WORK)
print(json.dumps(report, indent=1))
