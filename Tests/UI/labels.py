# A PyGObject app that builds Tests/UI/labels.ui (or the file given): a TagFlowTagField declared
# with properties, its signals' handlers named in the file, a label bound to its tag-count. It
# prints one line per event (flushed at once); fieldtype_test.py reads them.
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("TagFlow", "1.0")
from gi.repository import Gio, GObject, Gtk, TagFlow

UI = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "labels.ui")


class Handlers:
    """The handlers the .ui file names."""

    def on_tag_added(self, field, index, text):
        print(f"tag-added: {index} {text}", flush=True)

    def on_tag_refused(self, field, text, reason):
        print(f"tag-refused: {text} {reason}", flush=True)

    def on_tag_count(self, field, _):
        print(f"notify::tag-count: {field.props.tag_count}", flush=True)


def activate(app):
    # The type is registered before the builder meets its name.
    GObject.type_ensure(TagFlow.TagField.__gtype__)
    builder = Gtk.Builder(Handlers())
    builder.add_from_file(UI)
    field = builder.get_object("labels")
    print(f"built: {type(field).__name__} placeholder={field.props.placeholder} maximum-count={field.props.maximum_count} "
          f"delimiters={int(field.props.delimiters)} collection={type(field.props.collection).__name__}", flush=True)
    field.connect("draft-changed", lambda _, text: print(f"draft-changed: {text}", flush=True))
    window = builder.get_object("window")
    window.set_application(app)
    window.present()


app = Gtk.Application(application_id="org.tagflow.Labels", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", activate)
sys.exit(app.run([]))
