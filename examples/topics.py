# TagFlow's widget in a PyGObject app: topics to pick, a signal heard and a property bound.
# Run with the typelib and the library `make gir` built:
#   GI_TYPELIB_PATH=.build/gir LD_LIBRARY_PATH=.build/debug python3 examples/topics.py
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("TagFlow", "1.0")
from gi.repository import GObject, Gtk, TagFlow


def activate(app):
    tags = TagFlow.TagCollection(
        tags=["Swift", "GTK", "Python", "Pango", "Cairo"], selection_mode=TagFlow.SelectionMode.MULTIPLE
    )
    tags.connect("tag-toggled", lambda _, index, tag, selected: print(f"toggled: {tag} {selected}", flush=True))
    clear = Gtk.Button(label="Clear selection")
    tags.bind_property("has-selection", clear, "sensitive", GObject.BindingFlags.SYNC_CREATE)
    clear.connect("clicked", lambda _: tags.set_property("selected-tags", []))
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12, margin_top=16, margin_start=16, margin_end=16)
    box.append(tags)
    box.append(clear)
    window = Gtk.ApplicationWindow(application=app, title="Topics", default_width=420, default_height=160)
    window.set_child(box)
    window.present()


app = Gtk.Application(application_id="org.tagflow.PythonTopics")
app.connect("activate", activate)
app.run(None)
