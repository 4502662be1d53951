// Tags between processes: the JSON of a MIME type Swift names (TagTransfer), offered beside the
// text on the clipboard and in drags, and read back as a boxed GBytes (TfsTransferredTags) that
// GDK's deserializer fills from another process's stream, capped so a huge offer is refused.
#include "CGtkShim.h"

#include <string.h>

// A GBytes under a type of its own, so the MIME type's deserializer is the only way to one.
typedef GBytes TfsTransferredTags;
G_DEFINE_BOXED_TYPE(TfsTransferredTags, tfs_transferred_tags, g_bytes_ref, g_bytes_unref)

// Past this (the largest document tagflow reads) a stream is refused while it is read.
static const gsize transfer_limit = 64 << 20;

static void stream_read(GObject *source, GAsyncResult *result, gpointer data) {
    GdkContentDeserializer *deserializer = data;
    GError *error = NULL;
    g_output_stream_splice_finish(G_OUTPUT_STREAM(source), result, &error);
    if (error) {
        gdk_content_deserializer_return_error(deserializer, error);
        return;
    }
    GBytes *bytes = g_memory_output_stream_steal_as_bytes(G_MEMORY_OUTPUT_STREAM(source));
    g_value_take_boxed(gdk_content_deserializer_get_value(deserializer), bytes);
    gdk_content_deserializer_return_success(deserializer);
}

static void deserialize_tags(GdkContentDeserializer *deserializer) {
    // A fixed buffer without realloc: a write past it fails (G_IO_ERROR_NO_SPACE), ending the read.
    GOutputStream *buffer = g_memory_output_stream_new(g_malloc(transfer_limit), transfer_limit, NULL, g_free);
    g_output_stream_splice_async(buffer, gdk_content_deserializer_get_input_stream(deserializer),
                                 G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                                 gdk_content_deserializer_get_priority(deserializer),
                                 gdk_content_deserializer_get_cancellable(deserializer), stream_read, deserializer);
    g_object_unref(buffer);
}

void tfs_transfer_register(const char *mime_type) {
    static gsize registered = 0;
    if (g_once_init_enter(&registered)) {
        gdk_content_register_deserializer(g_intern_string(mime_type), tfs_transferred_tags_get_type(), deserialize_tags,
                                          NULL, NULL);
        g_once_init_leave(&registered, 1);
    }
}

GdkContentProvider *tfs_transfer_content_new(const char *text, const char *mime_type, const char *json) {
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_STRING);
    g_value_set_string(&value, text);
    GBytes *bytes = g_bytes_new(json, strlen(json));
    GdkContentProvider *providers[2] = {gdk_content_provider_new_for_value(&value),
                                        gdk_content_provider_new_for_bytes(mime_type, bytes)};
    g_bytes_unref(bytes);
    g_value_unset(&value);
    // The text first: apps that take the first format they know see text as before.
    return gdk_content_provider_new_union(providers, 2);
}

const guint8 *tfs_transfer_value_json(const GValue *value, gsize *length) {
    *length = 0;
    if (value == NULL || !G_VALUE_HOLDS(value, tfs_transferred_tags_get_type())) return NULL;
    GBytes *bytes = g_value_get_boxed(value);
    return bytes ? g_bytes_get_data(bytes, length) : NULL;
}

gboolean tfs_clipboard_offers(GtkWidget *widget, const char *mime_type) {
    GdkContentFormats *formats = gdk_clipboard_get_formats(gtk_widget_get_clipboard(widget));
    return formats && gdk_content_formats_contain_mime_type(formats, mime_type);
}

void tfs_clipboard_read_transfer_async(GtkWidget *widget, GAsyncReadyCallback callback, gpointer data) {
    gdk_clipboard_read_value_async(gtk_widget_get_clipboard(widget), tfs_transferred_tags_get_type(), G_PRIORITY_DEFAULT,
                                   NULL, callback, data);
}
