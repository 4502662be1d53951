// Tags as GDK content, for the clipboard and for drag and drop: a string value (GDK serializes
// it for every app) and the tags' JSON for other TagFlow processes (TagsTransfer.c), carrying
// this process's tags and the widget they came from, so a paste or a drop within the process
// keeps their styles and a collection knows its own tag coming back.
#include "CGtkShim.h"

static const char *const carried_tags_key = "tagflow-carried-tags";
static const char *const source_widget_key = "tagflow-source-widget";

static GdkContentProvider *tags_content_new(const TfsTransfer *transfer, gpointer tags, GDestroyNotify free_tags,
                                            GtkWidget *source) {
    GdkContentProvider *provider = tfs_transfer_content_new(transfer->text, transfer->mime_type, transfer->json);
    g_object_set_data_full(G_OBJECT(provider), carried_tags_key, tags, free_tags);
    // Compared, never dereferenced: a widget gone since is simply not this one.
    g_object_set_data(G_OBJECT(provider), source_widget_key, source);
    return provider;
}

// --- The clipboard ---------------------------------------------------------------------------

void tfs_clipboard_set_tags(GtkWidget *widget, const TfsTransfer *transfer, gpointer tags, GDestroyNotify free_tags) {
    GdkContentProvider *provider = tags_content_new(transfer, tags, free_tags, widget);
    gdk_clipboard_set_content(gtk_widget_get_clipboard(widget), provider);
    g_object_unref(provider);
}

gpointer tfs_clipboard_copied_tags(GtkWidget *widget) {
    GdkClipboard *clipboard = gtk_widget_get_clipboard(widget);
    if (!gdk_clipboard_is_local(clipboard)) return NULL;
    GdkContentProvider *content = gdk_clipboard_get_content(clipboard);
    return content ? g_object_get_data(G_OBJECT(content), carried_tags_key) : NULL;
}

// --- Drag and drop ---------------------------------------------------------------------------

GdkDrag *tfs_drag_begin(GtkWidget *widget, GtkGesture *gesture, double x, double y, const TfsTransfer *transfer,
                        gpointer tags, GDestroyNotify free_tags) {
    GtkNative *native = gtk_widget_get_native(widget);
    GdkDevice *device = gtk_gesture_get_device(gesture);
    if (native == NULL || device == NULL) {
        if (free_tags) free_tags(tags);
        return NULL;
    }
    GdkSurface *surface = gtk_native_get_surface(native);
    double nx = x, ny = y, px = 0, py = 0;
    gtk_widget_translate_coordinates(widget, GTK_WIDGET(native), x, y, &nx, &ny);
    gdk_surface_get_device_position(surface, device, &px, &py, NULL);
    GdkContentProvider *provider = tags_content_new(transfer, tags, free_tags, widget);
    GdkDrag *drag = gdk_drag_begin(surface, device, provider, GDK_ACTION_MOVE | GDK_ACTION_COPY, nx - px, ny - py);
    g_object_unref(provider);
    return drag;
}

void tfs_drag_set_icon(GdkDrag *drag, GtkWidget *child, int hot_x, int hot_y) {
    gtk_drag_icon_set_child(GTK_DRAG_ICON(gtk_drag_icon_get_for_drag(drag)), child);
    gdk_drag_set_hotspot(drag, hot_x, hot_y);
}

GtkDropTarget *tfs_drop_target_new_for_tags(const char *mime_type) {
    // The deserializer first: the target's formats take the MIME types its types read from.
    tfs_transfer_register(mime_type);
    GtkDropTarget *target = gtk_drop_target_new(G_TYPE_INVALID, GDK_ACTION_MOVE | GDK_ACTION_COPY);
    // In order of preference: another process's tags, else text.
    GType types[2] = {tfs_transferred_tags_get_type(), G_TYPE_STRING};
    gtk_drop_target_set_gtypes(target, types, 2);
    return target;
}

const char *tfs_drop_value_text(const GValue *value) {
    return (value && G_VALUE_HOLDS_STRING(value)) ? g_value_get_string(value) : NULL;
}

gpointer tfs_drop_carried_tags(GtkDropTarget *target, GtkWidget **source) {
    *source = NULL;
    GdkDrop *drop = gtk_drop_target_get_current_drop(target);
    GdkDrag *drag = drop ? gdk_drop_get_drag(drop) : NULL;
    GdkContentProvider *content = drag ? gdk_drag_get_content(drag) : NULL;
    if (content == NULL) return NULL;
    *source = g_object_get_data(G_OBJECT(content), source_widget_key);
    return g_object_get_data(G_OBJECT(content), carried_tags_key);
}

gboolean tfs_drop_formats_match(GtkDropTarget *target, GdkDrop *drop) {
    return gdk_content_formats_match(gtk_drop_target_get_formats(target), gdk_drop_get_formats(drop));
}

GdkDragAction tfs_drop_preferred_action(GtkDropTarget *target) {
    GdkDrop *drop = gtk_drop_target_get_current_drop(target);
    GdkDragAction offered = drop ? gdk_drop_get_actions(drop) : 0;
    // Move unless the source offers only a copy (Control held, or an app that never moves).
    return (offered & GDK_ACTION_MOVE) ? GDK_ACTION_MOVE : (offered & GDK_ACTION_COPY);
}
