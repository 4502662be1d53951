"""The widget as a GTK citizen: the README's GTK example — a GtkApplication, run by
g_application_run — tried as a GTK developer would (height for width in a GtkBox as the window
narrows and widens, the text size changed at run time, the app's own model kept in step with
clicks, ×, a drag, the entry and "Clear selection", the default styles, a dark theme); a .ui
file that builds the widget with properties, a binding and a signal; and the widget in an app's
GtkScrolledWindow. Run from ui_test.py (`run`)."""
import json
import math
import os
import re
import shutil
import subprocess
import time

import pyatspi

from harness import (WORK, App, XSettingsManager, application, boxes, builder_validation, check, close, descendants, extents, fill_point, has_keys,
                     near, park, poll, python_checks, screenshot, states, text_point, xdo)

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TOPICS_UI = os.path.join(ROOT, "Tests", "UI", "topics.ui")
GREY = (0xE5, 0xE5, 0xEA)                 # TextTagStyle()'s fill
DARK_GREY = (0x3A, 0x3A, 0x3C)            # its dark appearance
SELECTION = (0x35, 0x84, 0xE4)            # the default theme's theme_selected_bg_color
DARK_SELECTION = (0x15, 0x53, 0x9E)       # its dark variant's
WINDOW, DARK_WINDOW = (0xF6, 0xF5, 0xF4), (0x35, 0x35, 0x35)
DIMMED_GREY = tuple(round(g * 127 / 255 + w * 128 / 255) for g, w in zip(GREY, WINDOW))
MARGIN, SPACING = 16, 12                  # the example's box: margins and spacing
DESKTOP = {"Xft/DPI": 96 * 1024, "Gtk/FontName": "DejaVu Sans 10.5"}  # 96 dpi; 14 px, the tool's own font


def swift_blocks(text):
    return re.findall(r"^```swift\n(.*?)^```", text, re.S | re.M)


def named(node, name, role=None):
    """The first node below `node` named `name` (of `role`), depth first."""
    return next((n for n in all_nodes(node) if n.name == name and (role is None or n.getRole() == role)), None)


def all_nodes(node):
    for child in node:
        if child is not None:
            yield child
            yield from all_nodes(child)


def status_of(app):
    label = [l for l in descendants(app, pyatspi.ROLE_LABEL) if " topics; picked: " in l.name]
    return label[0] if label else None


def window_of(process):
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)], capture_output=True, text=True)
    return found.stdout.split()[0] if found.stdout.split() else None


def content_height(tagflow, texts, width, category="large", layout=None, remove_buttons=True):
    """The height `tagflow layout` gives the tags at `width` (with remove buttons, and `layout`'s
    keys), snapped to pixels as the widget's are: the independent answer."""
    document = {"container": {"width": width}, "contentSizeCategory": category, "layout": dict(layout or {}, displayScale=1),
                "tags": [{"text": t} for t in texts], "component": {"removeButton": remove_buttons}}
    out = subprocess.run([tagflow, "layout", "-"], input=json.dumps(document), capture_output=True, text=True, check=True)
    return math.ceil(json.loads(out.stdout)["contentSize"]["height"] - 1e-9)


def launch(demo, arguments, count, name, env=None):
    """`tagflow-demo ARGUMENTS` once its `count` tags are on the bus (a function of the number:
    whether enough came), waiting up to 5 s more for its window to have the keys (the checks that
    follow see it when it never does): the process, its AT-SPI application and the tags (None when
    they never came)."""
    park()
    process = App([demo, *arguments], env=env, name=name, parse=str.rstrip)
    app = application("tagflow-demo")
    enough = count if callable(count) else lambda n: n == count
    tags = poll(lambda: app and enough(len(boxes(app))) and boxes(app), timeout=8)
    has_keys(process.proc.pid)
    return process, app, tags


def box_named(app, name):
    return next((b for b in boxes(app) if b.name == name), None)


def ui_file(name, template, words):
    """A .ui file in the work folder: `template` with its TAGS the `words` as a string list."""
    path = os.path.join(WORK, name)
    with open(path, "w") as f:
        f.write(template.replace("TAGS", "&#10;".join(words)))
    return path


def run(tagflow, demo):
    park()
    readme = open(os.path.join(ROOT, "README.md")).read()
    example = open(os.path.join(ROOT, "Sources", "TagFlowDemo", "TopicsApp.swift")).read()
    check("the README's GTK example is the demo's --topics app, word for word", example in swift_blocks(readme),
          "README.md and Sources/TagFlowDemo/TopicsApp.swift differ")
    gtk_doc = open(os.path.join(ROOT, "docs", "gtk.md")).read()
    check("docs/gtk.md shows Tests/UI/topics.ui word for word", open(TOPICS_UI).read() in gtk_doc)
    # The desktop's interface font is DejaVu Sans at 14 px (10.5 pt), the tool's default font, so
    # the apps' tags measure as `tagflow layout` measures them.
    dpi = XSettingsManager(DESKTOP)
    topics_run(tagflow, demo, dpi)
    dark_run(demo)
    builder_run(demo)
    model_run(demo)
    clipboard_run(demo)
    drag_run(demo)
    python_run(tagflow)
    css_run(tagflow)
    scrolled_run(demo)
    rows_run(tagflow, demo)


def topics_run(tagflow, demo, dpi):
    topics, app, tags = launch(demo, ["--topics"], 30, "topics")
    check("g_application_run: a main-actor task loaded the 30 tags", bool(tags), len(boxes(app)) if app else "no app")
    if not tags:
        return
    status = status_of(app)
    check("the app's model: '30 topics; picked: none'", status and status.name == "30 topics; picked: none", status and status.name)
    area = named(app, "Tags")
    window = window_of(topics.proc)
    texts = [b.name for b in tags]
    for width in (260, 800, 392):
        xdo("windowsize", window, width, 900)
        poll(lambda: extents(area)[2] == width - 2 * MARGIN, timeout=3)
        time.sleep(0.3)
        height_for_width(tagflow, app, area, texts, width)
    model_in_sync(app, area)
    text_size_at_run_time(tagflow, app, area, dpi)
    check("closing the window: g_application_run returns, exit status 0", close(topics.proc, app) == 0)


def height_for_width(tagflow, app, area, texts, width):
    ax, ay, aw, ah = extents(area)
    expected = content_height(tagflow, texts, aw)
    check(f"window {width} wide: the widget is {aw} wide and exactly as high as its tags there ({ah} = {expected})",
          ah == expected, (aw, ah, expected))
    frames = [extents(b) for b in boxes(app)]
    inside = all(ax <= x and x + w <= ax + aw and ay <= y and y + h <= ay + ah for x, y, w, h in frames)
    last_line = max(y + h for x, y, w, h in frames)
    # Frames are rounded to whole points on the bus; the height is rounded up.
    check(f"  every tag inside it, nothing hidden; the last line ends at its bottom", inside and ay + ah - 1 <= last_line <= ay + ah,
          (last_line, ay + ah))
    status = extents(status_of(app))
    check(f"  the status line follows {SPACING} points below: no blank band", status[1] == ay + ah + SPACING, (status, ay + ah))
    pixel = screenshot(f"topics-{width}")
    lx, ly, lw, lh = frames[-1]
    check(f"  screenshot: the last tag is drawn, the window's background right below the widget",
          near(pixel(lx + 6, ly + lh // 2), GREY, 6) and near(pixel(ax + aw // 2, ay + ah + 4), WINDOW, 3),
          (pixel(lx + 6, ly + lh // 2), pixel(ax + aw // 2, ay + ah + 4)))


def click(node, point=text_point):
    xdo("mousemove", *point(node), "click", 1)
    park()


def model_in_sync(app, area):
    by_name = lambda name: [b for b in boxes(app) if b.name == name][0]
    status = lambda: status_of(app).name
    clear = named(app, "Clear selection", pyatspi.ROLE_PUSH_BUTTON)
    check("'Clear selection' is insensitive with nothing picked (bound to has-selection)", "sensitive" not in states(clear))
    for name in ("Swift", "GTK", "Cairo", "Pango"):
        click(by_name(name))
    check("three clicks pick three tags; the model says so", poll(lambda: status() == "30 topics; picked: Swift, GTK, Cairo"),
          status())
    check("the fourth is refused by the limit", "checked" not in states(by_name("Pango")) and "checked" in states(by_name("GTK")))
    check("'Clear selection' is sensitive now", poll(lambda: "sensitive" in states(clear)))
    pixel = screenshot("topics-picked")
    picked, plain = pixel(*fill_point(by_name("GTK"))), pixel(*fill_point(by_name("Linux")))
    check("default styles: a picked tag is drawn in the theme's selection colour, an unpicked one grey",
          near(picked, SELECTION, 6) and near(plain, GREY, 6) and picked != plain, (picked, plain))
    for name in ("Linux", "GTK"):
        remove = named(app, "Remove " + name, pyatspi.ROLE_PUSH_BUTTON)
        x, y, w, h = extents(remove)
        xdo("mousemove", x + w // 2, y + h // 2, "click", 1)
        park()
    check("× on Linux and on the picked GTK: the model lost both, with GTK's selection",
          poll(lambda: status() == "28 topics; picked: Swift, Cairo"), status())
    (ax, ay), (dx, dy) = fill_point(by_name("Cairo")), text_point(by_name("Swift"))
    xdo("mousemove", ax, ay, "mousedown", 1, "sleep", 0.5)
    for i in range(1, 7):
        xdo("mousemove", int(ax + (dx - ax) * i / 6), int(ay + (dy - ay) * i / 6), "sleep", 0.04)
    xdo("sleep", 0.2, "mouseup", 1)
    park()
    check("a drag moves Cairo before Swift: the model's order follows", poll(lambda: status() == "28 topics; picked: Cairo, Swift"),
          status())
    entry = descendants(app, pyatspi.ROLE_TEXT) or descendants(app, pyatspi.ROLE_ENTRY)
    click(entry[0], lambda node: (extents(node)[0] + 20, extents(node)[1] + extents(node)[3] // 2))
    xdo("type", "--delay", "20", "Wayland2")
    xdo("key", "Return")
    check("Enter in the entry adds a tag at the end; the model has it",
          poll(lambda: status() == "29 topics; picked: Cairo, Swift" and boxes(app)[-1].name == "Wayland2"), status())
    click(named(app, "Clear selection", pyatspi.ROLE_PUSH_BUTTON))
    check("'Clear selection' deselects every tag (a program's change, reported like input's)",
          poll(lambda: status() == "29 topics; picked: none" and not any("checked" in states(b) for b in boxes(app))), status())


def text_size_at_run_time(tagflow, app, area, dpi):
    before = extents(area)
    button = extents(named(app, "Remove Swift", pyatspi.ROLE_PUSH_BUTTON))
    tag = extents(boxes(app)[0])
    dpi.publish(dict(DESKTOP, **{"Xft/DPI": 144 * 1024}))  # the desktop's text scaled 1.5 while the app runs
    grown = poll(lambda: extents(area)[3] > before[3] + 40, timeout=4)
    time.sleep(0.3)
    ax, ay, aw, ah = extents(area)
    expected = content_height(tagflow, [b.name for b in boxes(app)], aw, "accessibilityMedium")
    check(f"the text size changed at run time (Xft/DPI 96 → 144): the widget re-measured and resized, {before[3]} → {ah} = {expected}",
          bool(grown) and ah == expected, (before[3], ah, expected))
    scaled, factor = extents(named(app, "Remove Swift", pyatspi.ROLE_PUSH_BUTTON)), extents(boxes(app)[0])[3] / tag[3]
    check(f"the × scaled with the text (× {factor:.2f})", button[2] == 12 and abs(scaled[2] - 12 * factor) <= 1.5,
          (button, scaled, factor))
    dpi.publish(DESKTOP)
    check("and back at 96 dpi, the first height again", poll(lambda: extents(area)[3] == before[3], timeout=4), extents(area))


def dark_run(demo):
    topics, app, tags = launch(demo, ["--topics"], 30, "topics-dark", env={"GTK_THEME": "Adwaita:dark"})
    if not check("GTK_THEME=Adwaita:dark: the app runs", bool(tags)):
        return
    click(tags[1])
    poll(lambda: "checked" in states(tags[1]))
    time.sleep(0.3)
    pixel = screenshot("topics-dark")
    area = extents(named(app, "Tags"))
    chip, picked, behind = pixel(*fill_point(tags[0])), pixel(*fill_point(tags[1])), pixel(area[0] + area[2] - 2, area[1] + area[3] + 4)
    check("GTK_THEME=Adwaita:dark gives dark chips, the theme's dark selection, and no background of the widget's own",
          near(chip, DARK_GREY, 6) and near(picked, DARK_SELECTION, 6) and near(behind, DARK_WINDOW, 3), (chip, picked, behind))
    check("closing the window: exit status 0", close(topics.proc, app) == 0)


def builder_run(demo):
    built, app, tags = launch(demo, ["--ui", TOPICS_UI], 5, "topics-ui")
    check(".ui: GtkBuilder built a TagFlowTagCollection with its 'tags' property", tags and [b.name for b in tags] == [
        "Swift", "Linux", "GTK", "Cairo", "Pango"], tags and [b.name for b in tags])
    if not tags:
        return
    check(".ui: remove-buttons true", named(app, "Remove Pango", pyatspi.ROLE_PUSH_BUTTON) is not None)
    area = extents(named(app, "Tags"))
    line = [extents(b) for b in tags if extents(b)[1] == extents(tags[0])[1]]
    left, right = line[0][0] - area[0], area[0] + area[2] - (line[-1][0] + line[-1][2])
    check(".ui: alignment center: the first line's margins are equal", abs(left - right) <= 1 and left > 10, (left, right))
    gap = line[1][0] - (line[0][0] + line[0][2])
    check(".ui: horizontal-spacing 12", gap in (11, 12, 13), gap)
    clear = named(app, "Clear selection", pyatspi.ROLE_PUSH_BUTTON)
    check(".ui: a button bound to has-selection (bind-property, sync-create) starts insensitive", "sensitive" not in states(clear))
    mark = built.mark()
    click(tags[0])
    check(".ui: the handlers named in the file run: selection-changed (the change), then tag-toggled (index, id, state)",
          built.settle(mark) == ["selection-changed: Swift", "tag-toggled: 0 Swift true"], built.since(mark))
    mark = built.mark()
    xdo("key", "Return")
    check(".ui: Return on the clicked (so focused) tag: tag-activated (index, id), apart from selecting",
          built.settle(mark) == ["tag-activated: 0 Swift"], built.since(mark))
    check(".ui: the binding makes the button sensitive", poll(lambda: "sensitive" in states(clear)))
    click(tags[1])
    mark = built.mark()
    click(tags[2])
    check(".ui: selection-limit 2 refuses a third (no tag-toggled: the tap changed nothing)",
          built.settle(mark) == [] and "checked" not in states(tags[2]), built.since(mark))
    mark = built.mark()
    remove = extents(named(app, "Remove Swift", pyatspi.ROLE_PUSH_BUTTON))
    xdo("mousemove", remove[0] + remove[2] // 2, remove[1] + remove[3] // 2, "click", 1)
    park()
    check(".ui: × gives tag-removed with the index, id and text, and selection-changed (Swift was selected)",
          built.settle(mark) == ["tag-removed: 0 Swift Swift", "selection-changed: Linux"], built.since(mark))
    actions_run(built, app)
    check("closing the window: exit status 0", close(built.proc, app) == 0)


def actions_run(built, app):
    """The widget's GTK actions, reached from the .ui file's GtkShortcutController: a shortcut whose
    action names a tag removes it as its × does; the clear action removes every tag, last first."""
    mark = built.mark()
    xdo("key", "ctrl+shift+p")
    check(".ui: a shortcut bound to tags.remove with 'Pango' as its argument: tag-removed (index, id, text), as its × does",
          built.settle(mark) == ["tag-removed: 3 Pango Pango"] and box_named(app, "Pango") is None, built.since(mark))
    mark = built.mark()
    xdo("key", "ctrl+shift+Delete")
    removed = [line for line in built.settle(mark) if line.startswith("tag-removed")]
    check(".ui: a shortcut bound to tags.clear removes every tag, last first; none is left on the bus",
          removed == ["tag-removed: 2 Cairo Cairo", "tag-removed: 1 GTK GTK", "tag-removed: 0 Linux Linux"]
          and poll(lambda: not boxes(app)), built.since(mark))


def model_run(demo):
    """An app's GtkStringList bound to the tags (`bind(model:)`, `tagflow-demo --model`), both ways:
    the user's × and Alt+→ reach the app's list in one change each; the app's append is a tag."""
    labels, app, tags = launch(demo, ["--model"], 5, "model")
    check("a bound GtkStringList: its five strings are the tags, in order",
          tags and [b.name for b in tags] == ["Swift", "Linux", "GTK", "Cairo", "Pango"], tags and [b.name for b in tags])
    if not tags:
        return
    mark = labels.mark()
    remove = extents(named(app, "Remove GTK", pyatspi.ROLE_PUSH_BUTTON))
    xdo("mousemove", remove[0] + remove[2] // 2, remove[1] + remove[3] // 2, "click", 1)
    park()
    check("× on GTK: the app's list loses it, in one change",
          labels.settle(mark) == ["model: Swift, Linux, Cairo, Pango"], labels.since(mark))
    click(box_named(app, "Swift"))
    mark = labels.mark()
    xdo("key", "alt+Right")
    check("Alt+→ moves Swift after Linux: the app's list follows, in one change",
          labels.settle(mark) == ["model: Linux, Swift, Cairo, Pango"], labels.since(mark))
    click(descendants(app, pyatspi.ROLE_TEXT)[0])
    mark = labels.mark()
    xdo("type", "Wayland")
    xdo("key", "Return")
    check("the app appends Wayland to its list: a tag appears, last",
          labels.settle(mark) == ["model: Linux, Swift, Cairo, Pango, Wayland"]
          and poll(lambda: [b.name for b in boxes(app)] == ["Linux", "Swift", "Cairo", "Pango", "Wayland"]),
          (labels.since(mark), [b.name for b in boxes(app)]))
    check("closing the window: exit status 0", close(labels.proc, app) == 0)


def clipboard_run(demo):
    """Control+C, X and V between two collections and a GtkEntry (`tagflow-demo --clipboard`): a
    copied tag keeps its style in another collection of the app, the entry reads its text, a cut
    removes, a paste passes the policy (a duplicate is refused), and text copied in the entry
    becomes tags."""
    lines, app, tags = launch(demo, ["--clipboard"], 5, "clipboard")
    if not check("two collections and a field on the bus: Swift, Linux, GTK, Cairo and Wayland",
                 tags and [b.name for b in tags] == ["Swift", "Linux", "GTK", "Cairo", "Wayland"],
                 tags and [b.name for b in tags]):
        return
    entry = descendants(app, pyatspi.ROLE_TEXT)[0]
    entry_text = lambda: entry.queryText().getText(0, entry.queryText().characterCount)
    click(box_named(app, "GTK"))
    xdo("key", "ctrl+c")
    click(entry)
    xdo("key", "ctrl+v")
    check("Control+C on GTK, Control+V in the entry: the entry reads its text", poll(lambda: entry_text() == "GTK"), entry_text())
    click(box_named(app, "Cairo"))
    mark = lines.mark()
    xdo("key", "ctrl+v")
    check("Control+V on Cairo in the other collection: GTK comes after it with its green background",
          lines.settle(mark) == ["basket: Cairo, GTK #26A269"], lines.since(mark))
    click(box_named(app, "Swift"))
    mark = lines.mark()
    xdo("key", "ctrl+x")
    check("Control+X with Swift and GTK selected: both leave the shelf", lines.settle(mark)[-1:] == ["shelf: Linux"], lines.since(mark))
    click(box_named(app, "Cairo"))
    mark = lines.mark()
    xdo("key", "ctrl+v")
    check("Control+V: Swift is added, the second GTK refused as a duplicate",
          lines.settle(mark) == ["basket: Cairo, Swift, GTK #26A269"], lines.since(mark))
    click(entry)
    xdo("key", "ctrl+a", "BackSpace")
    xdo("type", "Rust, Go")
    xdo("key", "ctrl+a", "ctrl+c")
    click(box_named(app, "Linux"))
    mark = lines.mark()
    xdo("key", "ctrl+v")
    check("text the entry copied, pasted on Linux: two tags after it, cut at the comma",
          lines.settle(mark) == ["shelf: Linux, Rust, Go"], lines.since(mark))
    check("closing the window: exit status 0", close(lines.proc, app) == 0)


def drag(start, end, control=False, hold=0.6, shot=None, via=None):
    """A long press at `start` (a tag lifts), the pointer carried in steps (through `via` first)
    to `end`, with Control held when `control`, and released there; `shot` names a screenshot
    taken before the release (the pixel function, or None)."""
    xdo("mousemove", *start)
    xdo("mousedown", 1)
    time.sleep(hold)
    if control:
        xdo("keydown", "ctrl")
    position = start
    for target in [p for p in (via, end) if p]:
        for i in range(1, 9):
            xdo("mousemove", position[0] + (target[0] - position[0]) * i // 8, position[1] + (target[1] - position[1]) * i // 8)
            time.sleep(0.06)
        position = target
    time.sleep(0.3)
    pixel = screenshot(shot) if shot else None
    xdo("mouseup", 1)
    if control:
        xdo("keyup", "ctrl")
    park()
    return pixel


def drag_run(demo):
    """Drag and drop between two collections and from a label (`tagflow-demo --clipboard`): a tag
    dragged out of the shelf moves into the basket at the gap shown (a bar), Control copies it with
    its style, text dragged from a selectable label becomes a tag, and a tag dragged out and back
    onto its own collection moves there, and text dropped on a tag field's tags becomes tags."""
    lines, app, tags = launch(demo, ["--clipboard"], 5, "drag")
    if not check("drag and drop: two collections and a field on the bus",
                 tags and [b.name for b in tags] == ["Swift", "Linux", "GTK", "Cairo", "Wayland"],
                 tags and [b.name for b in tags]):
        return
    cx, cy, cw, ch = extents(box_named(app, "Cairo"))
    _, _, sw, sh = extents(box_named(app, "Swift"))
    mark = lines.mark()
    end = (cx + cw + 30, cy + ch // 2)
    pixel = drag(text_point(box_named(app, "Swift")), end, shot="drag-between")
    gap = [pixel(cx + cw + dx, cy + ch // 2) for dx in range(0, 5)]
    check("mid-drag: a bar in the gap after Cairo, in the theme's focus colour (blue)",
          any(b > r + 60 and b > 150 for r, _, b in gap), gap)
    # The icon (the tag's size, held where it was pressed) lies within a tag's size of the pointer.
    black = [(x, y) for x in range(end[0] - sw, end[0] + sw) for y in range(end[1] - sh, end[1] + sh)
             if max(pixel(x, y)) < 20]
    check("mid-drag: the drag icon has no black corners on a display without a compositor (the window's background fills them)",
          not black, black[:8])
    check("Swift dropped after Cairo: it moves, the basket has it and the shelf no longer",
          sorted(lines.settle(mark)) == ["basket: Cairo, Swift", "shelf: Linux, GTK #26A269"], lines.since(mark))
    shutil.copy(os.path.join(WORK, "drag-between.png"), os.path.join(WORK, "drag-between-full.png"))
    sx, sy, sw, sh = extents(box_named(app, "Swift"))
    mark = lines.mark()
    drag(text_point(box_named(app, "GTK")), (sx + sw + 30, sy + sh // 2), control=True)
    check("GTK dragged with Control held: a copy, green as it was, and the shelf keeps it",
          lines.settle(mark) == ["basket: Cairo, Swift, GTK #26A269"], lines.since(mark))
    label = named(app, "Rust Zig", pyatspi.ROLE_LABEL)
    lx, ly, lw, lh = extents(label)  # the whole row: a press past the centred text lands on its first or last word
    xdo("mousemove", lx + 8, ly + lh // 2, "click", "--repeat", 2, "--delay", 80, 1)
    time.sleep(0.6)
    gx, gy, gw, gh = extents(box_named(app, "GTK"))
    mark = lines.mark()
    drag((lx + 8, ly + lh // 2), (gx + gw + 30, gy + gh // 2), hold=0.1)
    check("the word Rust selected in a label and dragged onto the shelf: a tag after GTK",
          lines.settle(mark) == ["shelf: Linux, GTK #26A269, Rust"], lines.since(mark))
    linux = box_named(app, "Linux")
    rx, ry, rw, rh = extents(box_named(app, "Rust"))
    wx, wy, ww, wh = extents(descendants(app, pyatspi.ROLE_FRAME)[0])
    mark = lines.mark()
    drag(text_point(linux), (rx + rw + 20, ry + rh // 2), via=(wx + ww // 2, wy + wh - 20))
    check("Linux dragged out of the shelf and back to its end: it moves there, nothing leaves",
          lines.settle(mark) == ["shelf: GTK #26A269, Rust, Linux"], lines.since(mark))
    for name in ("Rust", "Linux"):  # a tap selects: two selected tags in the shelf
        xdo("mousemove", *text_point(box_named(app, name)), "click", 1)
        time.sleep(0.3)
    park()
    lines.settle(lines.mark())  # the taps' lines (selection changes) are in before the drag
    _, sy2, _, sh2 = extents(box_named(app, "Swift"))
    mark = lines.mark()
    drag(text_point(box_named(app, "Rust")), (wx + ww - 40, sy2 + sh2 // 2))
    check("Rust dragged with Linux selected beside it: both move to the basket's end, the shelf keeps GTK",
          set(lines.settle(mark)) == {"basket: Cairo, Swift, GTK #26A269, Rust, Linux", "shelf: GTK #26A269"}, lines.since(mark))
    wayland = box_named(app, "Wayland")
    xdo("mousemove", lx + lw - 8, ly + lh // 2, "click", "--repeat", 2, "--delay", 80, 1)
    time.sleep(0.6)  # past the double-click time: the press that drags is not a third click
    mark = lines.mark()
    drag((lx + lw - 8, ly + lh // 2), fill_point(wayland), hold=0.1)
    check("the word Zig dragged from the label onto the tag field's Wayland: a tag before it, through the field",
          lines.settle(mark) == ["field: Zig, Wayland"], lines.since(mark))
    check("closing the window: exit status 0", close(lines.proc, app) == 0)


def python_run(tagflow):
    """The PyGObject example (examples/topics.py, in docs/gtk.md word for word) through the
    typelib `make gir` built and the shared library beside `tagflow`: the tags on the bus, the
    app's `tag-toggled` handler heard, `has-selection` bound to a button's sensitivity."""
    example = os.path.join(ROOT, "examples", "topics.py")
    check("docs/gtk.md shows examples/topics.py word for word",
          open(example).read() in open(os.path.join(ROOT, "docs", "gtk.md")).read(), "they differ")
    park()
    env = {"GI_TYPELIB_PATH": os.path.join(ROOT, ".build", "gir"), "LD_LIBRARY_PATH": os.path.dirname(tagflow)}
    python_checks(os.path.join(ROOT, "Tests", "UI", "selection_model.py"), "selection-model from Python: ", 17, env)
    process = App(["/usr/bin/python3", example], env=env, name="python", parse=str.rstrip)
    app = application("python3")
    tags = poll(lambda: app and len(boxes(app)) == 5 and boxes(app), timeout=8)
    if not check("from Python: TagFlow.TagCollection's five tags on the bus, in order",
                 tags and [b.name for b in tags] == ["Swift", "GTK", "Python", "Pango", "Cairo"], tags and [b.name for b in tags]):
        process.proc.kill()
        return
    clear = named(app, "Clear selection", pyatspi.ROLE_PUSH_BUTTON)
    check("has-selection bound to the button's sensitive: insensitive while nothing is selected",
          "sensitive" not in states(clear), states(clear))
    mark = process.mark()
    click(box_named(app, "GTK"))
    check("a click on GTK: the app's tag-toggled handler prints it", process.settle(mark) == ["toggled: GTK True"],
          process.since(mark))
    check("the binding follows: the button is sensitive", poll(lambda: "sensitive" in states(clear)), states(clear))
    click(clear)
    check("the button sets selected-tags to none: GTK is not selected, the button insensitive again",
          poll(lambda: "sensitive" not in states(clear) and "selected" not in states(box_named(app, "GTK"))), states(clear))
    check("closing the window: exit status 0", close(process.proc, app) == 0)
    library = os.path.join(os.path.dirname(tagflow), "libTagFlowGTKShared.so")
    path = ui_file("validate.ui", SCROLLED_UI, ["Swift", "GTK"])
    plain, loaded = builder_validation(path, library)
    check("gtk4-builder-tool validate: a .ui file with TagFlowTagCollection is refused without the library, "
          "accepted with it loaded (GtkBuilder finds the type by its _get_type symbol)",
          plain.returncode != 0 and "TagFlowTagCollection" in plain.stderr and loaded.returncode == 0,
          (plain.returncode, plain.stderr[-200:], loaded.returncode, loaded.stderr[-200:]))


def css_run(tagflow):
    """GTK CSS restyles the chips (examples/restyled.py, its sheet in docs/gtk.md): the collection
    with the class `restyled` draws its selected tag red, every tag's border green and its tag of
    class `new` yellow; the same tags beside it keep the theme's look."""
    example = os.path.join(ROOT, "examples", "restyled.py")
    css = open(example).read()
    css = css[css.index('CSS = b"""') + 10:css.index('"""', css.index('CSS = b"""') + 10)]
    check("docs/gtk.md shows examples/restyled.py's style sheet word for word",
          css in open(os.path.join(ROOT, "docs", "gtk.md")).read(), css)
    park()
    env = {"GI_TYPELIB_PATH": os.path.join(ROOT, ".build", "gir"), "LD_LIBRARY_PATH": os.path.dirname(tagflow)}
    process = App(["/usr/bin/python3", example], env=env, name="restyled", parse=str.rstrip)
    app = application("python3")
    tags = poll(lambda: app and len(boxes(app)) == 6 and boxes(app), timeout=8)
    if not check("two collections of three tags on the bus", tags, tags and [b.name for b in tags]):
        process.proc.kill()
        return
    plain, restyled = tags[:3], tags[3:]
    pixel = screenshot("restyled")
    fill = lambda box: pixel(*fill_point(box))
    left_edge = lambda box: pixel(extents(box)[0] + 1, extents(box)[1] + extents(box)[3] // 2)
    check("tag:selected { background-color: #c01c28 }: the restyled collection's selected tag is red",
          near(fill(restyled[1]), (0xC0, 0x1C, 0x28), 12), fill(restyled[1]))
    check("tag { border: 2px solid #26a269 }: its unselected tags have a green left edge",
          near(left_edge(restyled[0]), (0x26, 0xA2, 0x69), 24) and near(left_edge(restyled[2]), (0x26, 0xA2, 0x69), 24),
          (left_edge(restyled[0]), left_edge(restyled[2])))
    check("tags.set_tag_classes('Python', ['new']) and tag.new { background-color: #f5c211 }: Python is yellow there",
          near(fill(restyled[2]), (0xF5, 0xC2, 0x11), 12), fill(restyled[2]))
    check("the collection without the class keeps the theme's selection colour (Adwaita's blue) and no green border",
          near(fill(plain[1]), (0x35, 0x84, 0xE4), 24) and not near(left_edge(plain[0]), (0x26, 0xA2, 0x69), 24),
          (fill(plain[1]), left_edge(plain[0])))
    check("closing the window: exit status 0", close(process.proc, app) == 0)


def scrolled_run(demo):
    words = [f"Tag {i}" for i in range(60)]
    scrolled, app, tags = launch(demo, ["--ui", ui_file("scrolled.ui", SCROLLED_UI, words)], lambda n: n > 0, "scrolled-ui")
    if not check("in an app's GtkScrolledWindow: 60 tags, those in and near its view on the bus, in order, '1 of 60' on",
                 tags and len(tags) < 60 and [b.name for b in tags] == words[:len(tags)]
                 and tags[0].description == "1 of 60", tags and [b.name for b in tags]):
        return
    view = extents(descendants(app, pyatspi.ROLE_SCROLL_PANE)[0])
    visible = lambda box: box and view[1] <= extents(box)[1] and extents(box)[1] + extents(box)[3] <= view[1] + view[3]
    check("the scrolled window shows 200 points of the tags: the last one out of view (no child)",
          view[3] == 200 and box_named(app, words[-1]) is None, view)
    xdo("key", "Tab")
    poll(lambda: "focused" in states(tags[0]))
    xdo("key", "End")
    last = lambda: box_named(app, words[-1])
    check("End focuses the last tag and scrolls it into view (through the scrolled window's adjustments): its child "
          "is on the bus, focused, '60 of 60'",
          poll(lambda: visible(last()) and "focused" in states(last()) and last().description == "60 of 60"),
          last() and extents(last()))
    xdo("key", "Home")
    check("Home scrolls back to the first", poll(lambda: visible(box_named(app, words[0]))))
    tags = boxes(app)
    top = extents(tags[0])[1]
    (ax, ay) = fill_point(tags[1])
    xdo("mousemove", ax, ay, "mousedown", 1, "sleep", 0.5, "mousemove", ax, ay + 60, "sleep", 0.05,
        "mousemove", ax, view[1] + view[3] - 6, "sleep", 0.8, "mouseup", 1)
    park()
    first = box_named(app, words[0])
    check("a drag resting at the bottom edge auto-scrolls the app's scrolled window (the first tag moved up, or out of "
          "the mirrored part)", first is None or extents(first)[1] < top - 40, (top, first and extents(first)))
    check("closing the window: exit status 0", close(scrolled.proc, app) == 0)


def rows_run(tagflow, demo):
    words = [f"Row tag {i}" for i in range(40)]
    rows, app, tags = launch(demo, ["--ui", ui_file("rows.ui", ROWS_UI, words)], lambda n: n > 3, "rows-ui")
    shown = [b.name for b in tags[:-3]] if tags else []
    if not check("horizontal rows and an insensitive widget in a box: the rows' tags in and near the view (of 40), then 3",
                 tags and 3 < len(shown) < 40 and set(shown) <= set(words) and tags[0].name == words[0]
                 and [b.name for b in tags[-3:]] == ["Dimmed", "Not enabled", "Insensitive"], shown):
        return
    areas = [node for node in all_nodes(app) if node.name == "Tags"]
    (rx, ry, rw, rh), below = extents(areas[0]), extents(areas[1])
    expected = content_height(tagflow, words, 360, layout={"scrollDirection": "horizontal", "numberOfLines": 2}, remove_buttons=False)
    check(f"horizontal rows ask for their height ({rh} = {expected}) and the next widget follows 12 points below",
          rh == expected and below[1] == ry + rh + 12, (rh, expected, below, ry))
    first = extents(tags[0])[0]
    xdo("mousemove", 150, ry + rh // 2, "click", "--repeat", 4, 7)
    park()
    moved = lambda box: box is None or extents(box)[0] < first - 20
    check("…and scroll sideways (the wheel's horizontal clicks)", poll(lambda: moved(box_named(app, words[0]))), first)
    dimmed = tags[-3:]
    pixel = screenshot("insensitive")
    fill = pixel(*fill_point(dimmed[0]))
    check("an insensitive widget: its tags dimmed (fill at half opacity over the window) and not enabled for screen readers",
          near(fill, DIMMED_GREY, 3) and not any("enabled" in states(b) or "sensitive" in states(b) for b in dimmed),
          (fill, [states(b) for b in dimmed]))
    check("closing the window: exit status 0", close(rows.proc, app) == 0)


def window_ui(width, child):
    """A .ui file of one window named `window`, `width` points wide, holding `child`."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<interface>
  <object class="GtkWindow" id="window">
    <property name="default-width">{width}</property>
    <child>
{child}
    </child>
  </object>
</interface>
"""


ROWS_UI = window_ui(400, """      <object class="GtkBox">
        <property name="orientation">vertical</property>
        <property name="spacing">12</property>
        <property name="margin-start">20</property>
        <property name="margin-end">20</property>
        <child>
          <object class="TagFlowTagCollection">
            <property name="tags">TAGS</property>
            <property name="scroll-direction">horizontal</property>
            <property name="line-limit">2</property>
          </object>
        </child>
        <child>
          <object class="TagFlowTagCollection">
            <property name="tags">Dimmed&#10;Not enabled&#10;Insensitive</property>
            <property name="sensitive">false</property>
          </object>
        </child>
      </object>""")

SCROLLED_UI = window_ui(360, """      <object class="GtkScrolledWindow">
        <property name="hscrollbar-policy">never</property>
        <property name="min-content-height">200</property>
        <property name="max-content-height">200</property>
        <property name="propagate-natural-height">true</property>
        <child>
          <object class="TagFlowTagCollection">
            <property name="tags">TAGS</property>
            <property name="reorderable">true</property>
          </object>
        </child>
      </object>""")
