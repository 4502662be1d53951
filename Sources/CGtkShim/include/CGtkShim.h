// What Swift cannot call directly: variadic functions (g_object_new, g_object_get/set,
// gtk_accessible_update_*), and libdispatch's main-queue hooks. Everything here is typed and
// non-variadic; each function is a few lines in CGtkShim.c.
#ifndef TAGFLOW_CGTKSHIM_H
#define TAGFLOW_CGTKSHIM_H
#include <gtk/gtk.h>

// --- Swift's main queue inside GLib's main loop ------------------------------------------------
/// Adds libdispatch's main-queue eventfd to the default GMainContext as a source of `priority`;
/// when the fd is readable the source resets it and drains the main queue (so `Task { @MainActor
/// in … }`, `DispatchQueue.main.async` and main-actor continuations run while `g_main_loop_run`
/// blocks the main thread). Returns the source id (remove it with `g_source_remove`).
guint tfs_attach_dispatch_main_queue(gint priority);

// --- GObject construction and properties -------------------------------------------------------
/// `g_object_new(type, "accessible-role", role, NULL)`: the role is construct-only.
GtkWidget *tfs_widget_new_with_role(GType type, GtkAccessibleRole role);
/// `g_object_get` of a boolean property.
gboolean tfs_object_get_bool(gpointer object, const char *property);
/// `g_object_get` of an int property.
gint tfs_object_get_int(gpointer object, const char *property);
/// `g_object_get` of a string property: a new copy to `g_free`, or NULL.
char *tfs_object_dup_string(gpointer object, const char *property);
/// `g_object_set` of a boolean property.
void tfs_object_set_bool(gpointer object, const char *property, gboolean value);
/// `g_object_set` of an int property.
void tfs_object_set_int(gpointer object, const char *property, gint value);

// --- Accessibility (gtk_accessible_update_property / _state are variadic) ----------------------
/// GTK_ACCESSIBLE_PROPERTY_LABEL and GTK_ACCESSIBLE_PROPERTY_DESCRIPTION together.
void tfs_accessible_set_label_description(GtkAccessible *accessible, const char *label, const char *description);
/// GTK_ACCESSIBLE_PROPERTY_LABEL alone.
void tfs_accessible_set_label(GtkAccessible *accessible, const char *label);
/// GTK_ACCESSIBLE_STATE_CHECKED: GTK_ACCESSIBLE_TRISTATE_TRUE or _FALSE.
void tfs_accessible_set_checked(GtkAccessible *accessible, gboolean checked);

#endif
