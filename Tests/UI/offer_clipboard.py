# Another process's clipboard for transfer_test.py: offers TEXT as text and JSON as
# application/x-tagflow-tags+json (as any program may, TagFlow or not), prints "offered", and keeps
# the clipboard until it is ended:  python3 offer_clipboard.py JSON TEXT
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, GObject, Gtk

Gtk.init()
json_text, text = sys.argv[1], sys.argv[2]
value = GObject.Value(GObject.TYPE_STRING, text)
content = Gdk.ContentProvider.new_union([
    Gdk.ContentProvider.new_for_value(value),
    Gdk.ContentProvider.new_for_bytes("application/x-tagflow-tags+json", GLib.Bytes.new(json_text.encode())),
])
Gdk.Display.get_default().get_clipboard().set_content(content)
print("offered", flush=True)
GLib.MainLoop().run()
