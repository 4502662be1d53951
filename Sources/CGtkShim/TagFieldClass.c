// The GObject class of the tag field widget, TagFlowTagField: its type, CSS name, and its one
// child, the TagFlowTagCollection the entry sits in, laid out by a GtkBinLayout; its properties
// and dispose are SwiftWidget.c's. The behaviour is Swift's (TagFieldWidget), reached through the
// hooks given at registration; this file only declares what GObject needs declared.
#include "CGtkShim.h"
#include "tagflow.h"

typedef struct {
    TfsSwiftWidgetClass parent_class;
    TfsTagFieldHooks hooks;
} TfsTagFieldClass;

static gpointer parent_class;

#define HOOKS(widget) (((TfsTagFieldClass *)G_OBJECT_GET_CLASS(widget))->hooks)

GType tfs_delimiters_get_type(void) {
    static gsize type = 0;
    static const GFlagsValue values[] = {
        {TAGFLOW_DELIMITERS_COMMA, "TAGFLOW_DELIMITERS_COMMA", "comma"},
        {TAGFLOW_DELIMITERS_RETURN, "TAGFLOW_DELIMITERS_RETURN", "return"},
        {TAGFLOW_DELIMITERS_SEMICOLON, "TAGFLOW_DELIMITERS_SEMICOLON", "semicolon"},
        {TAGFLOW_DELIMITERS_TAB, "TAGFLOW_DELIMITERS_TAB", "tab"},
        {TAGFLOW_DELIMITERS_NEWLINE, "TAGFLOW_DELIMITERS_NEWLINE", "newline"},
        {TAGFLOW_DELIMITERS_SPACE, "TAGFLOW_DELIMITERS_SPACE", "space"},
        {0, NULL, NULL},
    };
    if (g_once_init_enter(&type)) g_once_init_leave(&type, g_flags_register_static("TagFlowDelimiters", values));
    return type;
}

// An instance GObject made alone (a .ui file with no property set, Python) gets its Swift side,
// and with it its child, by the time it is in a window at the latest.
static void root(GtkWidget *widget) {
    GTK_WIDGET_CLASS(parent_class)->root(widget);
    HOOKS(widget).rooted(widget);
}

// The collection takes focus when the field is asked to (a mnemonic label, an app's grab): it
// hands it to the entry.
static gboolean grab_focus(GtkWidget *widget) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    return child != NULL && gtk_widget_grab_focus(child);
}

// Tab and the arrows move inside the collection only. GTK's default would, for a backward move
// that leaves from inside, grab focus on the field itself, which hands it to the entry again:
// Shift+Tab could never leave.
static gboolean focus(GtkWidget *widget, GtkDirectionType direction) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    return child != NULL && gtk_widget_child_focus(child, direction);
}

// After SwiftWidget.c's part of the class: the field's own.
static void class_init(gpointer klass, gpointer hooks) {
    parent_class = g_type_class_peek_parent(klass);
    ((TfsTagFieldClass *)klass)->hooks = *(const TfsTagFieldHooks *)hooks;
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->root = root;
    widget_class->grab_focus = grab_focus;
    widget_class->focus = focus;
    // One child, the collection, as large as the field: its size, focus and Tab are the field's.
    gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BIN_LAYOUT);
    gtk_widget_class_set_css_name(widget_class, "tagfield");
    // A container screen readers pass through, as a GtkBox: the entry and the tags speak for themselves.
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

GType tfs_tag_field_register(const TfsObjectHooks *object, const TfsTagFieldHooks *hooks, const TfsPropertySpec *specs,
                             guint count) {
    // GType registration's once-only static: GLib's g_once makes it thread-safe.
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        const TfsSwiftWidgetInfo info = {sizeof(TfsTagFieldClass), sizeof(TfsSwiftWidget), *object, specs, count,
                                          class_init, hooks, sizeof *hooks};
        g_once_init_leave(&type, tfs_swift_widget_register("TagFlowTagField", &info));
    }
    return type;
}

// The flags type's conventional C name (tagflow.h), for C programs and GObject introspection.
GType tagflow_delimiters_get_type(void) { return tfs_delimiters_get_type(); }
