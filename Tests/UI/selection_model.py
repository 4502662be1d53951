# The collection's GtkSelectionModel, accepts-paste and per-tag style classes through the typelib, as a
# Python app uses them (no window):
# prints one line per check, "ok NAME" or "FAIL NAME -- DETAIL"; the UI test reads them.
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("TagFlow", "1.0")
from gi.repository import Gtk, TagFlow

tags = TagFlow.TagCollection(tags=["Swift", "GTK", "Python", "Pango"], selection_mode=TagFlow.SelectionMode.MULTIPLE)
model = tags.props.selection_model
heard = []
model.connect("items-changed", lambda _, position, removed, added: heard.append(("items", position, removed, added)))
model.connect("selection-changed", lambda _, position, n: heard.append(("selection", position, n)))


def check(name, ok, detail=""):
    print(("ok " if ok else "FAIL ") + name + ("" if ok else f" -- {detail}"), flush=True)


ids = [model.get_item(i).get_string() for i in range(model.get_n_items())]
check("a GListModel of the tags' ids, a GtkSelectionModel", isinstance(model, Gtk.SelectionModel) and ids == ["Swift", "GTK", "Python", "Pango"], ids)
check("the same model each time, the property's", tags.props.selection_model is model)
taken = model.select_item(1, False) and model.select_item(3, False)
check("select_item selects: selected-tags follows, selection-changed heard over each selected tag",
      taken and list(tags.props.selected_tags) == ["GTK", "Pango"] and model.is_selected(1) and not model.is_selected(0)
      and heard == [("selection", 1, 1), ("selection", 3, 1)], (list(tags.props.selected_tags), heard))
model.select_item(0, True)
check("select_item with unselect_rest selects that tag alone", list(tags.props.selected_tags) == ["Swift"], list(tags.props.selected_tags))
model.select_all()
check("select_all selects every tag", list(tags.props.selected_tags) == ["Swift", "GTK", "Python", "Pango"], list(tags.props.selected_tags))
model.unselect_item(2)
model.unselect_all()
check("unselect_item and unselect_all", list(tags.props.selected_tags) == [] and not model.is_selected(2), list(tags.props.selected_tags))
heard.clear()
seen = []  # what the model answered at each items-changed: its items then
model.connect("items-changed", lambda m, *_: seen.append([m.get_item(i).get_string() for i in range(m.get_n_items())]))
tags.props.tags = ["Swift", "Rust"]
check("new tags: items-changed step by step (removals from the end, then the insertion), the model as it stands at each",
      heard == [("items", 3, 1, 0), ("items", 2, 1, 0), ("items", 1, 1, 0), ("items", 1, 0, 1)]
      and seen == [["Swift", "GTK", "Python"], ["Swift", "GTK"], ["Swift"], ["Swift", "Rust"]], (heard, seen))
heard.clear()
tags.props.tags = ["Rust", "Swift"]
check("a move: removed where it was, inserted where it lands", heard == [("items", 0, 1, 0), ("items", 1, 0, 1)], heard)
heard.clear()
many = [f"tag{i}" for i in range(40)]
tags.props.tags = many
check("a new set of 40 tags (more steps than a list gains from): one items-changed over the whole list",
      heard == [("items", 0, 2, 40)] and [model.get_item(i).get_string() for i in range(model.get_n_items())] == many, heard)
tags.props.tags = ["Swift", "Rust"]
check("past the end: no item, not selected", model.get_item(5) is None and not model.is_selected(5))
tags.props.selection_mode = TagFlow.SelectionMode.NONE
check("selection mode none: select_item is refused", not model.select_item(0, False) and list(tags.props.selected_tags) == [])
tags.props.selection_mode = TagFlow.SelectionMode.SINGLE
model.select_item(0, False)
model.select_item(1, False)
check("single selection: select_item selects one tag", list(tags.props.selected_tags) == ["Rust"], list(tags.props.selected_tags))
check("accepts-paste: the collection's allowsPasting", tags.props.accepts_paste is False)
tags.props.accepts_paste = True
check("accepts-paste set from Python", tags.props.accepts_paste is True)


def refusal(*arguments):
    try:
        tags.set_tag_classes(*arguments)
        return None
    except gi.repository.GLib.Error as error:
        return error.message


check("set_tag_classes on a tag, and [] for none: accepted", tags.set_tag_classes("Rust", ["new", "hot"]) and tags.set_tag_classes("Rust", []))
check("set_tag_classes refuses an id no tag has, with the reason", refusal("Go", ["new"]) == 'id: "Go" is not allowed; no tag in the collection has this id',
      refusal("Go", ["new"]))
check("set_tag_classes refuses a class with a dot, naming it", refusal("Swift", ["new", ".hot"]) == 'classes[1]: ".hot" is not allowed; a style class name is one word without a leading dot',
      refusal("Swift", ["new", ".hot"]))
