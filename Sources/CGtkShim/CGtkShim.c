#include "CGtkShim.h"
#include <glib-unix.h>
#include <stdint.h>
#include <unistd.h>

// libdispatch's run-loop hooks (exported by libdispatch.so; CoreFoundation's run loop uses them
// the same way): the main queue signals an eventfd when it has work, and the callback runs it.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static gboolean tfs_main_queue_ready(gint fd, GIOCondition condition, gpointer data) {
    (void)condition;
    (void)data;
    // Reset the eventfd first (it is non-blocking): a readable fd left unread keeps the source
    // ready forever, and GLib would run it on every iteration instead of painting.
    uint64_t count;
    while (read(fd, &count, sizeof count) == (ssize_t)sizeof count) {
    }
    _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_CONTINUE;
}

// The callback data that marks the main queue's source: GLib finds the source by it, so the
// default context holds at most one.
static const char tfs_main_queue_marker[] = "tagflow-main-queue";

guint tfs_serve_dispatch_main_queue(gint priority) {
    GSource *existing = g_main_context_find_source_by_user_data(NULL, (gpointer)tfs_main_queue_marker);
    if (existing) return g_source_get_id(existing);
    return g_unix_fd_add_full(priority, _dispatch_get_main_queue_handle_4CF(), G_IO_IN, tfs_main_queue_ready,
                              (gpointer)tfs_main_queue_marker, NULL);
}

GtkWidget *tfs_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

gboolean tfs_object_get_bool(gpointer object, const char *property) {
    gboolean value = FALSE;
    g_object_get(object, property, &value, NULL);
    return value;
}

char *tfs_object_dup_string(gpointer object, const char *property) {
    char *value = NULL;
    g_object_get(object, property, &value, NULL);
    return value;
}

gint tfs_object_get_int(gpointer object, const char *property) {
    gint value = 0;
    g_object_get(object, property, &value, NULL);
    return value;
}

void tfs_object_set_bool(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}

void tfs_object_set_int(gpointer object, const char *property, gint value) {
    g_object_set(object, property, value, NULL);
}

void tfs_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

gboolean tfs_object_has_string_property(gpointer object, const char *property, gboolean writable) {
    GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(object), property);
    if (spec == NULL || !g_type_is_a(spec->value_type, G_TYPE_STRING)) return FALSE;
    return writable ? (spec->flags & G_PARAM_WRITABLE) != 0 : (spec->flags & G_PARAM_READABLE) != 0;
}

void tfs_accessible_set_label_description(GtkAccessible *accessible, const char *label, const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                   description, -1);
}

void tfs_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void tfs_accessible_set_description(GtkAccessible *accessible, const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

void tfs_accessible_set_checked(GtkAccessible *accessible, gboolean checked) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_CHECKED,
                                checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}
