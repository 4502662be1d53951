# TagFlow's chips restyled by GTK CSS, from a PyGObject app: the same tags twice, the second
# collection with the style class "restyled" (selected chips red, every chip a green border, and
# the tag with the class "new" yellow).
# Run with the typelib and the library `make gir` built:
#   GI_TYPELIB_PATH=.build/gir LD_LIBRARY_PATH=.build/debug python3 examples/restyled.py
import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("TagFlow", "1.0")
from gi.repository import Gdk, Gtk, TagFlow

CSS = b"""
tagcollection.restyled tag { border: 2px solid #26a269; }
tagcollection.restyled tag:selected { background-color: #c01c28; color: white; }
tagcollection.restyled tag.new { background-color: #f5c211; }
"""


def activate(app):
    provider = Gtk.CssProvider()
    provider.load_from_data(CSS)
    Gtk.StyleContext.add_provider_for_display(Gdk.Display.get_default(), provider, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12, margin_top=16, margin_start=16, margin_end=16)
    for restyled in (False, True):
        tags = TagFlow.TagCollection(tags=["Swift", "GTK", "Python"], selected_tags=["GTK"])
        if restyled:
            tags.add_css_class("restyled")
            tags.set_tag_classes("Python", ["new"])
        box.append(tags)
    window = Gtk.ApplicationWindow(application=app, title="Restyled", default_width=420, default_height=160)
    window.set_child(box)
    window.present()


app = Gtk.Application(application_id="org.tagflow.Restyled")
app.connect("activate", activate)
app.run(None)
