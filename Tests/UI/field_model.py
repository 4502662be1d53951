# The tag field's GObject properties through the typelib, as a Python app uses them (a window only
# for the entry's width at the end): prints one line per check, "ok NAME" or "FAIL NAME -- DETAIL";
# fieldtype_test.py reads them.
import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("TagFlow", "1.0")
from gi.repository import GLib, Gtk, TagFlow

Gtk.init()
window = Gtk.Window()
window.set_child(TagFlow.TagField())
bare = window.get_child()


def check(name, ok, detail=""):
    print(("ok " if ok else "FAIL ") + name + ("" if ok else f" -- {detail}"), flush=True)


check("a TagField no property was asked of, put in a window: its collection is there",
      isinstance(bare.get_first_child(), TagFlow.TagCollection), bare.get_first_child())
field = TagFlow.TagField.new()
collection = field.props.collection
heard = []
field.connect("notify", lambda _, spec: heard.append(spec.name))

check("TagField.new(): its collection a TagFlow.TagCollection, its one child, the same each time",
      isinstance(collection, TagFlow.TagCollection) and collection.get_parent() is field and field.props.collection is collection
      and field.get_first_child() is collection and collection.get_next_sibling() is not None, collection)
check("the defaults: 'Add a tag', comma and Return, no limit, no duplicates, no draft, no tags",
      (field.props.placeholder, int(field.props.delimiters), field.props.maximum_count, field.props.allows_duplicates,
       field.props.draft, field.props.tag_count) == ("Add a tag", 3, 0, False, "", 0),
      (field.props.placeholder, field.props.delimiters, field.props.maximum_count, field.props.allows_duplicates))
collection.props.tags = ["Swift", "GTK", "Rust"]
check("tags set on the collection are the field's (one model): tag-count 3, notified",
      field.props.tag_count == 3 and "tag-count" in heard, (field.props.tag_count, heard))
heard.clear()
collection.props.tags = ["GTK"]
check("and removed there: tag-count 1, notified once", field.props.tag_count == 1 and heard == ["tag-count"], (field.props.tag_count, heard))
heard.clear()
field.props.delimiters = TagFlow.Delimiters.SEMICOLON | TagFlow.Delimiters.SPACE
field.props.maximum_count = 4
field.props.allows_duplicates = True
field.props.placeholder = "Labels"
check("settings set from Python read back and notify, each once",
      (int(field.props.delimiters), field.props.maximum_count, field.props.allows_duplicates, field.props.placeholder) == (36, 4, True, "Labels")
      and sorted(heard) == ["allows-duplicates", "delimiters", "maximum-count", "placeholder"], heard)
heard.clear()
field.props.maximum_count = 4
check("the same value again notifies nothing", heard == [], heard)
field.props.delimiters = 0
check("no delimiter at all is refused (the reason on standard error): the delimiters stay",
      int(field.props.delimiters) == 36 and heard == [], (field.props.delimiters, heard))
field.props.allows_duplicates = False
check("allows-duplicates off again", field.props.allows_duplicates is False)
heard.clear()
field.props.suggestions = ["Swift", "Linux", "GTK"]
field.props.only_known_tags = True
field.props.commits_on_blur = True
check("suggestions, only-known-tags and commits-on-blur set from Python read back and notify",
      (list(field.props.suggestions), field.props.only_known_tags, field.props.commits_on_blur) == (["Swift", "Linux", "GTK"], True, True)
      and sorted(heard) == ["commits-on-blur", "only-known-tags", "suggestions"], (list(field.props.suggestions), heard))
field.props.suggestions = []
check("no suggestions: an empty list", list(field.props.suggestions) == [] and field.props.only_known_tags, list(field.props.suggestions))


def descendants(widget):
    child = widget.get_first_child()
    while child is not None:
        yield child
        yield from descendants(child)
        child = child.get_next_sibling()


def suggestion_rows(field):
    """The texts of the suggestion list's rows (the popover is the field's child after its collection)."""
    rows = field.props.collection.get_next_sibling().get_child()
    found, index = [], 0
    while (row := rows.get_row_at_index(index)) is not None:
        found.append("".join(label.get_text() for label in descendants(row) if isinstance(label, Gtk.Label)))
        index += 1
    return found


picker = TagFlow.TagField.new()
heard.clear()
picker.connect("notify", lambda _, spec: heard.append(spec.name))
check("the new settings' defaults: the placeholder's width (-1), 8 suggestions, added ones left out, invalid texts refused",
      (picker.props.entry_minimum_width, picker.props.maximum_suggestions, picker.props.marks_added_suggestions,
       picker.props.adds_invalid_tags) == (-1.0, 8, False, False),
      (picker.props.entry_minimum_width, picker.props.maximum_suggestions))
picker.props.entry_minimum_width = 220
picker.props.maximum_suggestions = 2
picker.props.marks_added_suggestions = True
picker.props.adds_invalid_tags = True
check("entry-minimum-width, maximum-suggestions, marks-added-suggestions and adds-invalid-tags set from Python read back and "
      "notify, each once",
      (picker.props.entry_minimum_width, picker.props.maximum_suggestions, picker.props.marks_added_suggestions,
       picker.props.adds_invalid_tags) == (220.0, 2, True, True)
      and sorted(heard) == ["adds-invalid-tags", "entry-minimum-width", "marks-added-suggestions", "maximum-suggestions"], heard)
heard.clear()
picker.props.maximum_suggestions = 2_000_000
picker.props.entry_minimum_width = -5
check("a limit past a million and a width below -1 are refused (GLib's warning on standard error): both stay",
      (picker.props.maximum_suggestions, picker.props.entry_minimum_width) == (2, 220.0) and heard == [],
      (picker.props.maximum_suggestions, picker.props.entry_minimum_width, heard))
picker.props.suggestions = ["Swift", "Swing", "Swiss", "Sweden"]
picker.props.collection.props.tags = ["Swift"]
entry = next(w for w in descendants(picker) if isinstance(w, Gtk.Entry))
entry.set_text("Sw")
check("maximum-suggestions 2 and 'Sw' typed: two rows, Swift (added, marked) among them",
      picker.props.draft == "Sw" and len(suggestion_rows(picker)) == 2 and any("Swift" in r for r in suggestion_rows(picker)),
      (picker.props.draft, suggestion_rows(picker)))
picker.props.maximum_suggestions = 8
picker.props.marks_added_suggestions = False
check("maximum-suggestions 8, added ones left out: Swing, Swiss and Sweden, not Swift",
      len(suggestion_rows(picker)) == 3 and not any("Swift" in r for r in suggestion_rows(picker)), suggestion_rows(picker))
picker.props.maximum_suggestions = 0
check("maximum-suggestions 0: no rows", suggestion_rows(picker) == [], suggestion_rows(picker))
entry.set_text("")
picker.props.collection.props.tags = ["Swift", "Linux", "Pango"]
shown = Gtk.Window()
shown.set_default_size(600, 200)
shown.set_child(picker)
shown.present()
context = GLib.MainContext.default()


def entry_place(settled):
    """Where the entry sits in the field, once `settled` holds of it (or after two seconds)."""
    for _ in range(200):
        context.iteration(False)
        place = tuple(entry.translate_coordinates(picker, 0, 0))[-2:] + (entry.get_width(),)
        if settled(place):
            return place
        time.sleep(0.01)
    return place


beside = entry_place(lambda place: place[2] > 1)
picker.props.entry_minimum_width = 500
below = entry_place(lambda place: place[1] > beside[1])
check("entry-minimum-width in a window: 220 fits beside three tags (at least 220 wide), 500 does not and starts the next line",
      beside[0] > 100 and beside[2] >= 220 and below[1] > beside[1] and below[0] < beside[0] and below[2] >= 500, (beside, below))
