# The tag field's GObject properties through the typelib, as a Python app uses them (no window):
# prints one line per check, "ok NAME" or "FAIL NAME -- DETAIL"; fieldtype_test.py reads them.
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("TagFlow", "1.0")
from gi.repository import Gtk, TagFlow

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
