"""The tag field (issue 30) with real input through `tagflow show --events`: typing with a
delimiter and Return, a paste through the X clipboard with a duplicate refused, Backspace twice in
the empty draft, ← into the tags and Delete, a held Backspace whose repeats stop at the empty
draft, the suggestion list opened by typing, moved with ↓ and accepted with Return; each checked
through the printed callbacks, the accessibility tree (the entry's name and text, the tags, the
suggestion list) and screenshots, light and dark; a tag edited where it stands (the entry over
it, growing with its text, Return commits, Escape reverts); then typing's key-to-paint latency.
Run from ui_test.py (`run`)."""
import json
import os
import subprocess
import time

import pyatspi

from keys_test import measured
from harness import (WORK, App, Show, XSettingsManager, application, boxes, check, close, descendants, extents, names, near, park, poll, screenshot,
                     states, xdo)

SELECTION = (0x35, 0x84, 0xE4)       # the default theme's theme_selected_bg_color
DARK_SELECTION = (0x15, 0x53, 0x9E)  # its dark variant's
SUGGESTIONS = ["Swift", "SwiftUI", "Server-side Swift", "Rust", "Pango", "Cairo", "Wayland"]


def field_document():
    return {"container": {"width": 460},
            "layout": {"contentInset": {"top": 12, "left": 12, "bottom": 12, "right": 12}},
            "tags": [{"text": "GTK"}],
            "component": {"removeButton": True},
            "field": {"maximumCount": 10, "suggestions": SUGGESTIONS, "maximumSuggestions": 4, "placeholder": "Add a tag"}}


def run(tagflow, demo):
    path = os.path.join(WORK, "field.json")
    with open(path, "w") as f:
        json.dump(field_document(), f)
    park()
    show = Show(tagflow, path)
    app = application()
    entry = poll(lambda: app and entries(app), timeout=4)
    if not check("field: a text entry named 'New tag' on the bus", bool(entry) and entry[0].name == "New tag",
                 [(e.name, e.getRoleName()) for e in entry or []]):
        return
    entry = entry[0]
    check("…with its placeholder, 'Add a tag'", "placeholder-text:Add a tag" in entry.getAttributes(), entry.getAttributes())
    typing(show, app, entry)
    pasting(show, app, entry)
    backspaces(show, app, entry)
    into_the_tags(show, app, entry)
    held_backspace(show, app, entry)
    suggestions(show, app, entry, "field-suggestions")
    check("field: closing the window exits 0", close(show.proc, app) == 0)
    dark(tagflow, path)
    input_methods(tagflow, path)
    ibus(tagflow, path)
    example_opens_with_its_list(tagflow)
    groups_and_loading(tagflow)
    editing_in_place(tagflow)
    latency(tagflow, path)
    desktop_font(tagflow, demo)


def entries(app):
    return descendants(app, pyatspi.ROLE_ENTRY) + descendants(app, pyatspi.ROLE_TEXT)


def text_of(entry):
    text = entry.queryText()
    return text.getText(0, text.characterCount)


def tag_names(app):
    return [b.name for b in boxes(app)] or [b.name for b in descendants(app, pyatspi.ROLE_PUSH_BUTTON)]


def callbacks(show, mark, wanted):
    return [(c["name"], c["arguments"]) for c in show.settle(mark) if c["name"] in wanted]


def typing(show, app, entry):
    x, y, w, h = extents(entry)
    xdo("mousemove", x + w // 2, y + h // 2, "click", 1)
    check("a click in the entry gives it focus (AT-SPI)", poll(lambda: "focused" in states(entry)), states(entry))
    park()
    mark = show.mark()
    xdo("type", "--delay", "40", "Swift,Linux")
    xdo("key", "Return")
    got = callbacks(show, mark, {"didAdd", "didRefuse"})
    check("typing 'Swift,Linux' and Return: Swift then Linux added, typed",
          got == [("didAdd", {"index": 1, "id": "Swift", "text": "Swift", "source": "typed"}),
                  ("didAdd", {"index": 2, "id": "Linux", "text": "Linux", "source": "typed"})], got)
    check("AT-SPI: the tags are GTK, Swift, Linux and the entry is empty",
          poll(lambda: tag_names(app) == ["GTK", "Swift", "Linux"] and text_of(entry) == ""), (tag_names(app), text_of(entry)))


def pasting(show, app, entry):
    clipboard = subprocess.Popen(["xclip", "-selection", "clipboard", "-quiet"], stdin=subprocess.PIPE,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True)
    clipboard.stdin.write("Rust\nPango\nswift")
    clipboard.stdin.close()
    time.sleep(0.3)
    mark = show.mark()
    xdo("key", "ctrl+v")
    got = callbacks(show, mark, {"didAdd", "didRefuse"})
    clipboard.kill()
    check("pasting 'Rust⏎Pango⏎swift' from the clipboard: Rust and Pango added, swift refused as a duplicate of Swift",
          got == [("didAdd", {"index": 3, "id": "Rust", "text": "Rust", "source": "pasted"}),
                  ("didAdd", {"index": 4, "id": "Pango", "text": "Pango", "source": "pasted"}),
                  ("didRefuse", {"text": "swift", "reason": {"kind": "duplicate", "of": "Swift"}, "source": "pasted"})], got)
    check("AT-SPI: the refused 'swift' stays in the entry", poll(lambda: text_of(entry) == "swift"), text_of(entry))
    check("…and the entry's description says why: '“swift” not added: Swift is already there.'",
          poll(lambda: entry.description == "“swift” not added: Swift is already there."), entry.description)
    mark = show.mark()
    xdo("key", "ctrl+a", "BackSpace")
    check("Control+A and Backspace clear the entry's text (GTK's own deletion): the draft is empty",
          show.wait("didChangeDraft", mark, where=lambda a: a["text"] == "" and a["from"] == 0 and a["caret"] == 0) is not None and poll(lambda: text_of(entry) == ""),
          show.since(mark))


def backspaces(show, app, entry):
    mark = show.mark()
    xdo("key", "BackSpace")
    check("Backspace in the empty draft marks the last tag, Pango", show.wait("didMark", mark) == {"id": "Pango"}, show.since(mark))
    check("…said on the entry: 'Backspace again removes Pango.'", poll(lambda: entry.description == "Backspace again removes Pango."),
          entry.description)
    rust, pango = [[b for b in boxes(app) if b.name == name][0] for name in ("Rust", "Pango")]

    def rings():
        """Bluish pixels across each tag's left edge, half-way down: the ring, once painted."""
        pixel = screenshot("field-marked")

        def bluish(box):
            x, y, w, h = extents(box)
            colors = [pixel(px, y + h // 2) for px in range(x - 4, x + 5)]
            return sum(1 for r, g, b in colors if b - r > 60)
        return bluish(rust), bluish(pango)
    seen = poll(lambda: (found := rings())[1] > 0 and found, timeout=2)
    check("the marked Pango has a ring in the theme's focus colour at its edge, Rust none", bool(seen) and seen[0] == 0,
          seen or rings())
    mark = show.mark()
    xdo("key", "BackSpace")
    check("a second Backspace removes it: didDelete(4, Pango)", show.wait("didDelete", mark) == {"index": 4, "id": "Pango"},
          show.since(mark))
    check("AT-SPI: Pango is gone", poll(lambda: tag_names(app) == ["GTK", "Swift", "Linux", "Rust"]), tag_names(app))


def into_the_tags(show, app, entry):
    mark = show.mark()
    xdo("key", "Left")
    check("← at the start of the draft focuses the last tag, Rust",
          show.wait("didChangeFocus", mark) == {"index": 3, "id": "Rust"}, show.since(mark))
    rust = [b for b in boxes(app) if b.name == "Rust"] or [b for b in descendants(app, pyatspi.ROLE_PUSH_BUTTON) if b.name == "Rust"]
    check("AT-SPI: Rust has focus", bool(rust) and poll(lambda: "focused" in states(rust[0])), rust and states(rust[0]))
    xdo("key", "Left")
    mark = show.mark()
    xdo("key", "Delete")
    got = callbacks(show, mark, {"didDelete", "didChangeFocus"})
    check("← to Linux and Delete: Linux removed, focus to its neighbour Rust",
          got == [("didDelete", {"index": 2, "id": "Linux"}), ("didChangeFocus", {"index": 2, "id": "Rust"})], got)
    mark = show.mark()
    xdo("key", "End")
    check("End on the last tag: back to the draft (AT-SPI: the entry has focus)",
          poll(lambda: "focused" in states(entry), timeout=3), (states(entry), show.since(mark)))


def held_backspace(show, app, entry):
    xdo("type", "--delay", "40", "abc")
    mark = show.mark()
    xdo("keydown", "BackSpace")
    time.sleep(1.2)
    xdo("keyup", "BackSpace")
    got = show.settle(mark)
    # Each change of the draft is its edit: the last one leaves the caret at 0, the draft empty.
    drafts = [c["arguments"] for c in got if c["name"] == "didChangeDraft"]
    check("a held Backspace deletes 'abc' and its repeats stop at the empty draft: no tag marked or removed",
          [(d["from"], d["text"], d["caret"]) for d in drafts[-1:]] == [(0, "", 0)] and not {"didMark", "didDelete"} & set(names(got)) and tag_names(app) == ["GTK", "Swift", "Rust"],
          (names(got), drafts, tag_names(app)))


def input_methods(tagflow, path):
    """GTK's simple input method (dead keys, Ctrl+Shift+U hex entry) in the field's entry: while a
    composition shows, its keys are the input method's; what it commits arrives as typed text."""
    park()
    show = Show(tagflow, path, env={"GTK_IM_MODULE": "gtk-im-context-simple"})
    app = application()
    entry = poll(lambda: app and entries(app), timeout=4)
    if not check("input methods: the field opens with GTK's simple input method", bool(entry)):
        show.proc.kill()
        return
    entry = entry[0]
    x, y, w, h = extents(entry)
    xdo("mousemove", x + w // 2, y + h // 2, "click", 1)
    poll(lambda: "focused" in states(entry))
    park()
    mark = show.mark()
    xdo("key", "--delay", "60", "dead_acute", "e")
    check("a dead key then e: 'é' arrives as typed text, no tag", poll(lambda: text_of(entry) == "é")
          and not {"didAdd", "didMark"} & set(names(show.settle(mark))), (text_of(entry), names(show.since(mark))))
    mark = show.mark()
    xdo("key", "--delay", "60", "ctrl+shift+u", "e", "9", "Return")
    got = show.settle(mark)
    check("Ctrl+Shift+U, e, 9, Return: the composition's Return commits 'é' and adds no tag",
          poll(lambda: text_of(entry) == "éé") and "didAdd" not in names(got), (text_of(entry), names(got)))
    mark = show.mark()
    xdo("key", "Return")
    check("…the next Return adds the tag 'éé'", show.wait("didAdd", mark, where=lambda a: a["text"] == "éé") is not None,
          show.since(mark))
    mark = show.mark()
    xdo("key", "--delay", "60", "ctrl+shift+u", "4", "BackSpace", "Left", "Escape")
    got = show.settle(mark)
    check("in the empty draft during a composition, Backspace, ← and Escape are the input method's: no tag marked, "
          "removed or focused", not {"didMark", "didDelete", "didChangeFocus"} & set(names(got)) and text_of(entry) == "",
          (names(got), text_of(entry)))
    xdo("type", "--delay", "40", "ab")
    mark = show.mark()
    xdo("key", "--delay", "60", "ctrl+shift+u", "2", "c", "Return")
    check("a comma committed by the input method is a delimiter: 'ab' becomes a tag",
          show.wait("didAdd", mark, where=lambda a: a["text"] == "ab") is not None, show.since(mark))
    check("input methods: closing the window exits 0", close(show.proc, app) == 0)


def ink(pixel, x, y, w, h):
    """The dark pixels of a screenshot in a box: text drawn there."""
    return sum(1 for px in range(x, x + w) for py in range(y, y + h) if max(pixel(px, py)) < 96)


def ibus(tagflow, path):
    """IBus with Anthy (Debian's ibus, ibus-anthy, ibus-gtk4): 'nihonn' in hiragana mode, Space
    converts, Return commits the conversion — and only the next Return adds the tag."""
    park()
    environment = dict(os.environ, PATH="/usr/bin:/bin")  # ibus-anthy runs the system python
    daemon = subprocess.Popen(["ibus-daemon", "--replace", "--panel=disable"], env=environment,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    ready = poll(lambda: subprocess.run(["ibus", "engine", "anthy"], capture_output=True, env=environment).returncode == 0
                 or subprocess.run(["ibus", "engine"], capture_output=True, text=True).stdout.strip() == "anthy", timeout=8)
    if not check("IBus: the daemon runs with Anthy as its engine", bool(ready)):
        daemon.kill()
        return
    show = Show(tagflow, path, env={"GTK_IM_MODULE": "ibus"})
    app = application()
    entry = poll(lambda: app and entries(app), timeout=4)
    if entry:
        x, y, w, h = extents(entry[0])
        xdo("mousemove", x + w // 2, y + h // 2, "click", 1)
        poll(lambda: "focused" in states(entry[0]))
        park()
        xdo("key", "ctrl+j")  # Anthy's hiragana mode
        time.sleep(0.3)
        before = ink(screenshot("field-ibus-empty"), x, y, w, h)
        mark = show.mark()
        xdo("type", "--delay", "80", "nihonn")
        xdo("key", "--delay", "300", "space")
        time.sleep(0.4)
        composing = ink(screenshot("field-ibus-composing"), x, y, w, h)
        check("IBus: the conversion is drawn in the field's entry while it is composed (dark pixels in the entry)",
              composing > before + 30, (before, composing))
        xdo("key", "Return")
        got = show.settle(mark, quiet=0.5)
        check("IBus and Anthy: 'nihonn', Space, Return commits '日本' as typed text and adds no tag",
              poll(lambda: text_of(entry[0]) == "日本") and "didAdd" not in names(got), (text_of(entry[0]), names(got)))
        mark = show.mark()
        xdo("key", "Return")
        check("…the next Return adds the tag '日本'", show.wait("didAdd", mark, where=lambda a: a["text"] == "日本") is not None,
              show.since(mark))
        mark = show.mark()
        xdo("type", "--delay", "80", "kak")
        xdo("key", "--delay", "200", "BackSpace", "Escape")
        got = show.settle(mark, quiet=0.5)
        check("IBus: in the empty draft, Backspace and Escape inside a composition are Anthy's: no tag marked, the draft empty",
              not {"didMark", "didDelete"} & set(names(got)) and text_of(entry[0]) == "", (names(got), text_of(entry[0])))
    check("IBus: closing the window exits 0", bool(entry) and close(show.proc, app) == 0)
    daemon.kill()


def example_opens_with_its_list(tagflow):
    """examples/field.json ends with the suggestion list open: the window opens with it (the list
    waits for the window; it once crashed GTK by opening first)."""
    park()
    show = Show(tagflow, os.path.join(os.path.dirname(__file__), "..", "..", "examples", "field.json"))
    app = application()
    listed = poll(lambda: app and suggestion_list(app), timeout=5)
    check("examples/field.json opens in a window with its suggestion list shown", bool(listed) and show.proc.poll() is None,
          show.proc.poll())
    if app:
        close(show.proc, app)


def groups_and_loading(tagflow):
    """Suggestions in groups show each group's title above its first row (a header, not a row:
    the rows stay the suggestions, each described by its group), and a source that answers later
    shows 'Loading…' in the open list until it answers."""
    grouped = field_document()
    grouped["field"] = {"suggestions": [{"group": "Recent", "suggestions": ["Swift"]},
                                        {"group": "Labels", "suggestions": ["Server-side Swift", "Rust", "Testing"]}]}
    waiting = field_document()
    waiting["field"] = {"asynchronousSuggestions": True}
    for name, document in (("groups", grouped), ("loading", waiting)):
        path = os.path.join(WORK, name + ".json")
        with open(path, "w") as f:
            json.dump(document, f)
        park()
        show = Show(tagflow, path)
        opened = clicked_in(name)
        if not opened:
            show.proc.kill()
            continue
        app, _ = opened
        mark = show.mark()
        xdo("type", "--delay", "60", "s")
        if name == "groups":
            show.wait("didChangeSuggestions", mark, where=lambda a: a["shown"] == 4)
        else:
            waited = show.wait("didChangeSuggestions", mark, where=lambda a: a.get("isLoading") is True)
        listed = poll(lambda: suggestion_list(app), timeout=3)
        time.sleep(0.3)
        labels = [n.name for n in descendants(listed, pyatspi.ROLE_LABEL)] if listed else []
        if name == "groups":
            rows = [(r.name, r.description) for r in descendants(listed, pyatspi.ROLE_LIST_ITEM)] if listed else []
            check("groups: 's' lists Swift under Recent, then three under Labels, each row described by its group",
                  rows[:1] == [("Swift", "Recent")] and sorted(rows[1:]) == [("Rust", "Labels"), ("Server-side Swift", "Labels"), ("Testing", "Labels")],
                  rows)
            check("groups: the titles Recent and Labels are headers in the list, not rows",
                  [n for n in labels if n in ("Recent", "Labels")] == ["Recent", "Labels"] and len(rows) == 4, labels)
        else:
            check("loading: typing 's' asks the source and the open list says 'Loading…' (described as Loading)",
                  waited is not None and "Loading…" in labels and listed.description == "Loading", (labels, listed and listed.description))
        check(f"{name}: closing the window exits 0", close(show.proc, app) == 0)


def editing_in_place(tagflow):
    """A double click on a tag edits it where it stands: the entry moves over the tag (whose chip
    is not drawn under it), grows with what is typed, Return commits the new text and the entry
    goes back after the tags; Escape reverts another edit."""
    path = os.path.join(WORK, "field-edit.json")
    with open(path, "w") as f:
        json.dump({"container": {"width": 460},
                   "layout": {"contentInset": {"top": 12, "left": 12, "bottom": 12, "right": 12}},
                   "tags": [{"text": "GTK"}, {"text": "Swift"}, {"text": "Linux"}],
                   "field": {"placeholder": "Add a tag"}}, f)
    park()
    show = Show(tagflow, path)
    opened = clicked_in("edit")
    if not opened:
        show.proc.kill()
        return
    app, entry = opened

    def box(name):
        found = [b for b in boxes(app) if b.name == name]
        return extents(found[0]) if found else None

    def fill(pixel, frame):
        """The chip's fill left of its text, and the field's background in the inset above it."""
        x, y, w, h = frame
        return pixel(x + 6, y + h // 2), pixel(x + 6, y - 6)

    def edit(name):
        x, y, w, h = box(name)
        mark = show.mark()
        xdo("mousemove", x + w // 2, y + h // 2, "click", "--repeat", "2", "--delay", "120", 1)
        started = show.wait("didChangeEditing", mark, where=lambda a: a == {"id": "1", "editing": True})
        park()
        return started

    swift, linux, before = box("Swift"), box("Linux"), extents(entry)
    check("edit: the entry starts after the tags", before[0] > linux[0] or before[1] > linux[1], (before, linux))
    chip, background = fill(screenshot("field-edit-before"), swift)
    started = edit("Swift")
    # The document's tags have the ids "0", "1", "2"; the entry is as high as a tag's text, centred on it.
    placed = poll(lambda: swift[0] <= extents(entry)[0] < swift[0] + swift[2] // 2
                  and abs(extents(entry)[1] + extents(entry)[3] / 2 - swift[1] - swift[3] / 2) <= 2, timeout=3)
    at = extents(entry)
    check("edit: a double click on Swift edits it (didChangeEditing) and the entry is where the tag stands, not after the tags",
          started is not None and bool(placed) and at[0] < linux[0] and at[0] + at[2] <= swift[0] + swift[2],
          (show.since(0)[-6:], at, swift, linux))
    check("edit: the entry holds the tag's text, with focus", poll(lambda: text_of(entry) == "Swift" and "focused" in states(entry)),
          (text_of(entry), states(entry)))
    time.sleep(0.3)
    under, _ = fill(screenshot("field-edit-editing"), swift)
    check(f"edit: the screenshot: the tag's chip ({chip}) is not drawn under the entry: the field's background {background} there",
          not near(chip, background, 6) and near(under, background, 6), (under, chip, background))
    mark = show.mark()
    xdo("key", "End")
    xdo("type", "--delay", "60", "Language")
    typed = show.wait("didChangeDraft", mark, where=lambda a: a["caret"] == len("SwiftLanguage"))
    grown = poll(lambda: extents(entry)[2] > at[2] + 40 and box("Linux") != linux, timeout=3)
    check("edit: typing 'Language' grows the entry with the text where the tag stands, and Linux moves on",
          typed is not None and bool(grown) and abs(extents(entry)[0] - at[0]) <= 1, (show.since(mark)[-3:], extents(entry), at, box("Linux")))
    time.sleep(0.3)
    x, y, w, h = extents(entry)
    typed_ink = text_span(screenshot("field-edit-typed"), (swift[0], y, x + w + 12 - swift[0], h), dark=True)
    mark = show.mark()
    xdo("key", "Return")
    edited = show.wait("didEdit", mark)
    check("edit: Return commits: didEdit(Swift → SwiftLanguage), the tags GTK, SwiftLanguage, Linux",
          edited == {"index": 1, "id": "1", "oldText": "Swift", "newText": "SwiftLanguage"}
          and poll(lambda: tag_names(app) == ["GTK", "SwiftLanguage", "Linux"]), (edited, tag_names(app)))
    linux = box("Linux")
    back = poll(lambda: (lambda e: (e[0] > linux[0] or e[1] > linux[1]) and text_of(entry) == "")(extents(entry)), timeout=3)
    check("edit: the entry is back after the tags, empty", bool(back), (extents(entry), linux, text_of(entry)))
    time.sleep(0.3)
    tag_ink = text_span(screenshot("field-edit-tag"), box("SwiftLanguage"))
    # The caret after the text adds its gap and width at the end.
    check(f"edit: the screenshot: the typed text was whole where the tag's text now is (ink {typed_ink} while typed, {tag_ink} as a tag)",
          bool(typed_ink) and bool(tag_ink) and abs(typed_ink[0] - tag_ink[0]) <= 2 and 0 <= typed_ink[1] - tag_ink[1] <= 5,
          (typed_ink, tag_ink))
    swift = box("SwiftLanguage")
    started = edit("SwiftLanguage")
    mark = show.mark()
    xdo("type", "--delay", "60", "XY")
    show.wait("didChangeDraft", mark, where=lambda a: a["caret"] == len("SwiftLanguageXY"))
    mark = show.mark()
    xdo("key", "Escape")
    reverted = show.wait("didChangeEditing", mark, where=lambda a: a == {"id": "1", "editing": False})
    check("edit: a second edit, 'XY' typed and Escape: reverted, the tags unchanged, the entry back after them",
          started is not None and reverted is not None and poll(lambda: tag_names(app) == ["GTK", "SwiftLanguage", "Linux"])
          and poll(lambda: extents(entry)[0] > box("Linux")[0] or extents(entry)[1] > box("Linux")[1]),
          (show.since(mark), tag_names(app), extents(entry)))
    time.sleep(0.3)
    again, _ = fill(screenshot("field-edit-reverted"), swift)
    check(f"edit: the screenshot: the chip is drawn again ({again}, not the background)", not near(again, background, 6), (again, background))
    check("edit: closing the window exits 0", close(show.proc, app) == 0)


def text_span(pixel, frame, dark=False):
    """The leftmost and rightmost x of the text's pixels in the middle band of `frame`: those far
    from the fill at its leading end (a selected tag's text is white on blue), or with `dark`
    the dark ones (a focused entry's outline is the theme's blue, its text near black); or None."""
    x, y, w, h = frame
    fill = pixel(x + 5, y + h // 2)

    def text(color):
        return sum(color) < 3 * 110 if dark else sum(abs(a - b) for a, b in zip(color, fill)) > 150
    xs = [px for px in range(x + 4, x + w - 4) for py in range(y + h // 4, y + 3 * h // 4) if text(pixel(px, py))]
    return (min(xs), max(xs)) if xs else None


def suggestion_list(app):
    lists = [n for n in descendants(app, pyatspi.ROLE_LIST) if n.name == "Suggestions"]
    return lists[0] if lists else None


def suggestions(show, app, entry, shot):
    mark = show.mark()
    xdo("type", "--delay", "60", "sw")
    shown = show.wait("didChangeSuggestions", mark, where=lambda a: a["shown"] == 2)
    check("typing 'sw': two suggestions (Swift is added, so left out)", shown is not None, show.since(mark))
    listed = poll(lambda: suggestion_list(app), timeout=3)
    rows = [r.name for r in descendants(listed, pyatspi.ROLE_LIST_ITEM)] if listed else []
    check("AT-SPI: a list 'Suggestions' with SwiftUI and Server-side Swift, described as 2 suggestions",
          rows == ["SwiftUI", "Server-side Swift"] and listed.description == "2 suggestions",
          (rows, listed and listed.description))
    mark = show.mark()
    xdo("key", "Down")
    check("↓ highlights the first row", show.wait("didChangeSuggestions", mark, where=lambda a: a["highlighted"] == 0) is not None,
          show.since(mark))
    row = listed and descendants(listed, pyatspi.ROLE_LIST_ITEM)[0]
    check("AT-SPI: the highlighted row is selected", bool(row) and poll(lambda: "selected" in states(row)), row and states(row))
    count = len(highlighted_row(screenshot(shot), entry, SELECTION))
    check("the screenshot: under the entry, the open list's highlighted row in the theme's selection colour", count > 50, count)
    mark = show.mark()
    xdo("key", "Return")
    check("Return accepts it: didAdd(SwiftUI, picked)",
          show.wait("didAdd", mark) == {"index": 3, "id": "SwiftUI", "text": "SwiftUI", "source": "picked"}, show.since(mark))
    check("AT-SPI: SwiftUI is a tag and the entry is empty",
          poll(lambda: tag_names(app)[-1:] == ["SwiftUI"] and text_of(entry) == ""), (tag_names(app), text_of(entry)))
    click_a_row(show, app, entry)


def click_a_row(show, app, entry):
    """A click on a row accepts it: the row is found in the screenshot (the popover is a surface
    of its own, whose extents AT-SPI gives in its own coordinates) by its highlight."""
    xdo("type", "--delay", "60", "se")
    xdo("key", "Down")
    time.sleep(0.3)
    blue = highlighted_row(screenshot("field-row"), entry, SELECTION)
    if not check("typing 'se' and ↓: the highlighted row is on screen", len(blue) > 50, len(blue)):
        return
    cx, cy = sum(p[0] for p in blue) // len(blue), sum(p[1] for p in blue) // len(blue)
    mark = show.mark()
    xdo("mousemove", cx, cy, "click", 1)
    check("a click on it accepts it: didAdd(Server-side Swift, picked), and the entry keeps focus",
          show.wait("didAdd", mark) == {"index": 4, "id": "Server-side Swift", "text": "Server-side Swift", "source": "picked"}
          and poll(lambda: "focused" in states(entry)), (show.since(mark), states(entry)))
    park()


def clicked_in(label):
    """The app and its field's entry, clicked into (focused), or None when it did not open."""
    app = application()
    entry = poll(lambda: app and entries(app), timeout=4)
    if not check(f"{label}: the field opens", bool(entry)):
        return None
    x, y, w, h = extents(entry[0])
    xdo("mousemove", x + w // 2, y + h // 2, "click", 1)
    park()
    return app, entry[0]


def highlighted_row(pixel, entry, color):
    """The sampled points under the entry (where the list opens) near `color`."""
    x, y, w, h = extents(entry)
    return [(px, py) for py in range(y + h, y + h + 120, 2) for px in range(max(0, x - 40), x + 320, 4)
            if near(pixel(px, py), color, 24)]


def dark(tagflow, path):
    park()
    show = Show(tagflow, path, env={"GTK_THEME": "Adwaita:dark"})
    opened = clicked_in("dark")
    if not opened:
        return
    app, entry = opened
    mark = show.mark()
    xdo("type", "--delay", "60", "s")
    check("dark: typing 's' opens the list", show.wait("didChangeSuggestions", mark, where=lambda a: a["shown"] > 0) is not None)
    xdo("key", "Down")
    time.sleep(0.4)
    count = len(highlighted_row(screenshot("field-suggestions-dark"), entry, DARK_SELECTION))
    check("dark: the highlighted row in the dark theme's selection colour", count > 50, count)
    check("dark: closing the window exits 0", close(show.proc, app) == 0)


def latency(tagflow, path):
    """Typing's key-to-paint latency: 60 letters typed 80 ms apart, the tool's --statistics."""
    park()
    show = App([tagflow, "show", "--statistics", path], name="field-latency", parse=lambda line: line)
    opened = clicked_in("latency")
    if not opened:
        return
    app, _ = opened
    xdo("type", "--delay", "80", "the quick brown fox jumps over the lazy dog again and again")
    time.sleep(0.5)
    status = close(show.proc, app)
    with open(os.path.join(WORK, "field-latency.stderr")) as f:
        lines = [json.loads(line) for line in f if line.startswith("{")]
    typed = lines[-1]["keyToPaint"] if lines else {}
    check(f"latency: key-to-paint of typing, {typed.get('count')} keys: median {typed.get('median')} ms, "
          f"p95 {typed.get('p95')} ms, max {typed.get('max')} ms (one frame is 16.7 ms)",
          status == 0 and typed.get("count", 0) >= 50 and typed["median"] < 50, (status, typed))


def desktop_font(tagflow, demo):
    """An app's field on a desktop whose interface font is Noto Serif 12: its tags are measured
    in it from the start, and typing a tag keeps them so (the field takes the controller the
    widget re-measured while it was made)."""
    desktop = XSettingsManager({"Xft/DPI": 96 * 1024, "Gtk/FontName": "Noto Serif 12"})
    park()
    process = App([demo], name="field-demo", parse=lambda line: line)
    app = application("tagflow-demo")
    topics = poll(lambda: app and [n for n in descendants(app, pyatspi.ROLE_FILLER) if n.name == "Topics"], timeout=4)
    entry = poll(lambda: app and [n for n in entries(app) if n.name == "New topic"], timeout=4)
    if not check("demo: the tag field panel's tags and entry are on the bus", bool(topics) and bool(entry)):
        return
    before = [extents(b)[2] for b in descendants(topics[0], pyatspi.ROLE_CHECK_BOX)]
    x, y, w, h = extents(entry[0])
    xdo("mousemove", x + w // 2, y + h // 2, "click", 1, "type", "--delay", "60", "Go,")
    park()
    grown = poll(lambda: len(descendants(topics[0], pyatspi.ROLE_CHECK_BOX)) == 3, timeout=3)
    after = [extents(b)[2] for b in descendants(topics[0], pyatspi.ROLE_CHECK_BOX)]
    # The panel's pill style: 20 points of padding, and the × with its spacing.
    serif = [round(w + 20 + 18) for w in measured(tagflow, ["Swift", "GTK", "Go"], "Noto Serif", 16)]
    check(f"demo: the field's tags in the desktop's font, Noto Serif at 16 px ({before} = {serif[:2]})", before == serif[:2],
          (before, serif))
    check(f"demo: typing 'Go,' adds Go in it too, the others keep their widths ({after} = {serif})", bool(grown) and after == serif,
          (after, serif))
    check("demo: closing the window exits 0", close(process.proc, app) == 0)
    desktop.publish({"Xft/DPI": 96 * 1024, "Gtk/FontName": "DejaVu Sans 10.5"})  # the tool's own font again
