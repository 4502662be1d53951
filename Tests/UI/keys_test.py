"""Keys, selection and access (issue 29) with real input: the keys table through `tagflow show
--events` (Delete on a focused tag, Shift+→, Control+A, a disabled tag skipped, Alt+→, Return,
the menu key, a secondary click), what a screen reader sees (whole names of truncated tags,
enabled states, positions, the announcement of a removal) and a truncated tag's tooltip; a
filter typed into the demo; and the desktop's interface font, set through the test's XSETTINGS
manager, measured and drawn. Run from ui_test.py (`run`)."""
import json
import os
import subprocess
import time

import pyatspi

from harness import (WORK, App, Show, XSettingsManager, application, boxes, check, close, descendants, extents, names, park,
                     poll, screenshot, states, text_point, xdo)

WORDS = ["Swift", "Linux", "GTK", "Cairo", "Pango", "Wayland", "Accessibility for everyone on every desktop", "Keys"]
LONG = 6
NOTO_SERIF = "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf"


def run(tagflow, demo):
    keys_run(tagflow)
    filter_run(demo)
    font_run(tagflow, demo)


def all_named(node, name):
    found = [node] if node.name == name else []
    for child in node:
        if child is not None:
            found += all_named(child, name)
    return found


def keys_document():
    tags = [{"text": w} for w in WORDS]
    tags[1]["disabled"] = True
    tags[LONG]["style"] = {"maxWidth": 160}
    return {"container": {"width": 480, "height": 300},
            "layout": {"contentInset": {"top": 12, "left": 12, "bottom": 12, "right": 12}},
            "tags": tags,
            "component": {"selection": {"mode": "multiple", "limit": 4, "minimum": 1}, "reordering": True, "removeButton": True}}


def keys_run(tagflow):
    path = os.path.join(WORK, "keys.json")
    with open(path, "w") as f:
        json.dump(keys_document(), f)
    park()
    show = Show(tagflow, path)
    app = application()
    tags = poll(lambda: app and len(boxes(app)) == 8 and boxes(app))
    if not check("keys: eight check boxes", bool(tags), len(boxes(app)) if app else "no app"):
        return
    check("a truncated tag's accessible name is its whole text", tags[LONG].name == WORDS[LONG], tags[LONG].name)
    check("…though it shows part of it (at most 160 points wide, its maxWidth)", 150 <= extents(tags[LONG])[2] <= 160, extents(tags[LONG]))
    check("positions: '2 of 8' …", [t.description for t in tags] == [f"{i + 1} of 8" for i in range(8)], [t.description for t in tags])
    check("the disabled tag is not enabled, not sensitive, not focusable on the bus",
          not {"enabled", "sensitive", "focusable"} & states(tags[1]) and "sensitive" in states(tags[2]), (states(tags[1]), states(tags[2])))
    tooltip_check(app, tags[LONG])
    selection_keys(show, app, tags)
    editing_keys(show, app)
    check("closing the window: exit status 0", close(show.proc, app) == 0)


def tooltip_check(app, long_tag):
    park()
    x, y = text_point(long_tag)
    xdo("mousemove", x, y)
    tip = poll(lambda: [n for n in all_named(app, WORDS[LONG]) if n.getRole() != pyatspi.ROLE_CHECK_BOX], timeout=3)
    check("hovering the truncated tag: a tooltip with its whole text", bool(tip), [n.getRoleName() for n in all_named(app, WORDS[LONG])])
    if tip:
        screenshot("tooltip")
    xdo("mousemove", 12 + 3, 300 - 4)  # blank space: the tooltip leaves with the tag
    park()


def selection_keys(show, app, tags):
    mark = show.mark()
    xdo("mousemove", *text_point(tags[0]), "click", 1)
    check("click on Swift: focus there (AT-SPI) and didTap(0, selected)",
          show.wait("didTap", mark) == {"index": 0, "input": 0, "selected": True} and poll(lambda: "focused" in states(tags[0])),
          show.since(mark))
    park()
    mark = show.mark()
    xdo("key", "Right")
    check("→ skips the disabled Linux: didChangeFocus(2)",
          show.wait("didChangeFocus", mark) == {"index": 2, "input": 2} and poll(lambda: "focused" in states(tags[2])), show.since(mark))
    mark = show.mark()
    xdo("key", "shift+Right")
    check("Shift+→ extends the selection from GTK to Cairo: didChangeSelection([2, 3], [])",
          show.wait("didChangeSelection", mark) == {"selected": [2, 3], "deselected": []}, show.since(mark))
    check("AT-SPI: GTK and Cairo are checked", poll(lambda: "checked" in states(tags[2]) and "checked" in states(tags[3])))
    mark = show.mark()
    xdo("key", "ctrl+a")
    got = show.settle(mark)
    check("Control+A: Pango selected up to the limit of 4, the rest refused",
          [c["arguments"] for c in got] == [{"selected": [4], "deselected": []}, {"inputs": [5, 6, 7], "limit": 4}], got)
    pixel = screenshot("keys-selected")
    fill = pixel(extents(tags[4])[0] + 4, extents(tags[4])[1] + extents(tags[4])[3] // 2)
    check("the theme's selection colour on the selected default-style tags", abs(fill[2] - 0xE4) <= 12 and fill[0] < 0x60, fill)
    disabled = pixel(extents(tags[1])[0] + 4, extents(tags[1])[1] + extents(tags[1])[3] // 2)
    check("the disabled tag is drawn dimmed (its grey at half opacity over the window)", all(c >= 0xEC for c in disabled), disabled)


def editing_keys(show, app):
    area = [n for n in all_named(app, "Tags") if n.getRole() != pyatspi.ROLE_CHECK_BOX][0]
    mark = show.mark()
    xdo("key", "Delete")
    got = show.settle(mark)
    check("Delete on the focused Cairo: didDelete(3) and focus to the next tag, Pango",
          [(c["name"], c["arguments"]) for c in got] == [("didDelete", {"index": 3, "input": 3}),
                                                        ("didChangeFocus", {"index": 3, "input": 4})], got)
    check("AT-SPI: Cairo is gone, Pango has focus", poll(lambda: len(boxes(app)) == 7 and "focused" in states(boxes(app)[3])))
    check("the removal is announced as the collection's description", poll(lambda: area.description == "Removed Cairo."),
          area.description)
    mark = show.mark()
    xdo("key", "alt+Right")
    check("Alt+→ moves Pango one place later: didMove(input 4, 3 → 4)", show.wait("didMove", mark) == {"input": 4, "from": 3, "to": 4},
          show.since(mark))
    mark = show.mark()
    xdo("key", "Return")
    check("Return activates the focused tag: didActivate(4)", show.wait("didActivate", mark) == {"index": 4, "input": 4}, show.since(mark))
    mark = show.mark()
    xdo("key", "Menu")
    menu = show.wait("didRequestContextMenu", mark)
    check("the menu key: a context menu at Pango", menu is not None and menu["input"] == 4, show.since(mark))
    keys = [t for t in boxes(app) if t.name == "Keys"][0]
    mark = show.mark()
    xdo("mousemove", *text_point(keys), "click", 3)
    menu = show.wait("didRequestContextMenu", mark)
    check("a secondary click on Keys: a context menu there", menu is not None and menu["input"] == 7 and names(show.settle(mark)) == [
        "didRequestContextMenu"], show.since(mark))
    park()
    mark = show.mark()
    xdo("key", "ctrl+shift+a")
    got = show.settle(mark)
    check("Control+Shift+A deselects all but the minimum of 1: the focused Pango stays",
          [c["name"] for c in got] == ["didChangeSelection", "didRefuseDeselectForMinimum"]
          and got[1]["arguments"] == {"inputs": [4], "minimum": 1}, got)


def filter_run(demo):
    park()
    process = subprocess.Popen([demo], env=dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER="cairo"),
                               stdout=subprocess.DEVNULL, stderr=open(os.path.join(WORK, "demo-filter.stderr"), "w"))
    app = application("tagflow-demo")
    entry = poll(lambda: app and [n for n in all_named(app, "Filter tags")], timeout=4)
    if not check("demo: the keys panel's filter field is on the bus", bool(entry)):
        return
    area = [n for n in all_named(app, "Tags") if n.getRole() != pyatspi.ROLE_CHECK_BOX][-1]
    ex, ey, ew, eh = extents(entry[0])
    xdo("mousemove", ex + ew // 2, ey + eh // 2, "click", 1, "type", "--delay", "60", "an")
    shown = poll(lambda: [b.name for b in descendants(area, pyatspi.ROLE_CHECK_BOX)] == ["Pango", "Wayland"], timeout=3)
    tags = descendants(area, pyatspi.ROLE_CHECK_BOX)
    check("typing 'an': only Pango and Wayland show", bool(shown), [b.name for b in tags])
    check("…at positions 1 and 2 of 2", [b.description for b in tags] == ["1 of 2", "2 of 2"], [b.description for b in tags])
    check("…Wayland still disabled", len(tags) == 2 and "sensitive" not in states(tags[1]) and "sensitive" in states(tags[0]))
    check("the count is announced: '2 of 8 tags shown.'", poll(lambda: area.description == "2 of 8 tags shown."), area.description)
    screenshot("demo-filtered")
    xdo("key", "ctrl+a", "BackSpace")
    check("clearing the filter: all eight are back", poll(lambda: len(descendants(area, pyatspi.ROLE_CHECK_BOX)) == 8, timeout=3))
    check("demo: closing the window exits 0", close(process, app) == 0)


def font_run(tagflow, demo):
    """The desktop's interface font: Noto Serif 12 (16 px) published while no app runs, then
    DejaVu Sans 10.5 published while the app runs."""
    desktop = XSettingsManager({"Xft/DPI": 96 * 1024, "Gtk/FontName": "Noto Serif 12"})
    ui = os.path.join(os.path.dirname(__file__), "topics.ui")
    park()
    built = App([demo, "--ui", ui], name="font-ui", parse=lambda line: line.rstrip("\n"))
    app = application("tagflow-demo")
    tags = poll(lambda: app and len(boxes(app)) == 5 and boxes(app), timeout=4)
    if not check("font: the .ui window's five tags", bool(tags)):
        return
    words = [t.name for t in tags]
    serif, sans = measured(tagflow, words, "Noto Serif", 16), measured(tagflow, words, "DejaVu Sans", 14)
    widths = [extents(t)[2] for t in tags]
    expected = [round(w + 14 + 18) for w in serif]  # padding, and the × with its spacing
    check(f"gtk-font-name 'Noto Serif 12': every chip as wide as its text in Noto Serif at 16 px ({widths} = {expected})",
          all(abs(a - b) <= 1 for a, b in zip(widths, expected)) and any(abs(a - round(b + 32)) > 2 for a, b in zip(widths, sans)),
          (widths, expected, [round(w + 32) for w in sans]))
    screenshot("font-noto-serif")
    desktop.publish({"Xft/DPI": 96 * 1024, "Gtk/FontName": "DejaVu Sans 10.5"})
    expected = [round(w + 32) for w in sans]
    check("the font changed while running (DejaVu Sans 10.5): the chips measured again",
          poll(lambda: all(abs(extents(t)[2] - e) <= 1 for t, e in zip(boxes(app), expected)), timeout=3),
          ([extents(t)[2] for t in boxes(app)], expected))
    check("closing the window: exit status 0", close(built.proc, app) == 0)


def measured(tagflow, texts, family, size):
    """The widths `tagflow measure` gives `texts` in `family` at `size` points (Noto Serif added)."""
    document = json.dumps({"font": {"family": family, "size": size}, "texts": texts})
    out = subprocess.run([tagflow, "measure", "--font", NOTO_SERIF, "-"], input=document, capture_output=True, text=True,
                         check=True).stdout
    return [s["width"] for s in json.loads(out)["sizes"]]
