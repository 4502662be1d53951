// What Swift cannot call directly: variadic functions (g_object_new, g_object_get/set,
// gtk_accessible_update_*), GValue's type macros (the clipboard's and drag and drop's string), libdispatch's main-queue hooks, and the GObject class of the widget
// (GObject's type, property and signal macros). Everything here is typed and non-variadic; the
// functions are a few lines each in CGtkShim.c, PropertySpecs.c and the class files.
#ifndef TAGFLOW_CGTKSHIM_H
#define TAGFLOW_CGTKSHIM_H
#include <gtk/gtk.h>

// --- Swift's main queue inside GLib's main loop ------------------------------------------------
/// Adds libdispatch's main-queue eventfd to the default GMainContext as a source of `priority`,
/// unless it is there already; when the fd is readable the source resets it and drains the main
/// queue (so `Task { @MainActor in … }`, `DispatchQueue.main.async` and main-actor continuations
/// run while any loop — `g_application_run`, `g_main_loop_run` — iterates the default context).
/// Returns the source's id.
guint tfs_serve_dispatch_main_queue(gint priority);

// --- GObject construction and properties -------------------------------------------------------
/// The type of the mirrored tags' accessible children: a GtkWidget subclass that adds nothing
/// (no drawing, no children, no signals of its own); see AccessibleElement.c.
GType tfs_accessible_element_get_type(void);
/// `g_object_new(type, "accessible-role", role, NULL)`: the role is construct-only.
GtkWidget *tfs_widget_new_with_role(GType type, GtkAccessibleRole role);
/// `g_object_get` of a boolean property.
gboolean tfs_object_get_bool(gpointer object, const char *property);
/// `g_object_get` of a string property: a copy to free with `g_free`, or NULL.
char *tfs_object_dup_string(gpointer object, const char *property);
/// `g_object_get` of an int property.
gint tfs_object_get_int(gpointer object, const char *property);
/// `g_object_set` of a boolean property.
void tfs_object_set_bool(gpointer object, const char *property, gboolean value);
/// `g_object_set` of an int property.
void tfs_object_set_int(gpointer object, const char *property, gint value);
/// g_object_set of one string property.
void tfs_object_set_string(gpointer object, const char *property, const char *value);
/// Whether `object` has a string property `property` that can be read (or, with `writable`, written).
gboolean tfs_object_has_string_property(gpointer object, const char *property, gboolean writable);

// --- Tags between processes (TagsTransfer.c) ----------------------------------------------------
/// What a copy or a drag offers: the tags' text, for every app, and their JSON as `mime_type`,
/// for other TagFlow processes.
typedef struct {
    const char *text;
    const char *mime_type;
    const char *json;
} TfsTransfer;
/// The boxed type (a GBytes) another process's JSON is read as.
GType tfs_transferred_tags_get_type(void);
/// Registers GDK's deserializer from `mime_type` to `tfs_transferred_tags_get_type()` (once; the
/// first call's MIME type).
void tfs_transfer_register(const char *mime_type);
/// The content of a copy or a drag: `text` as a string, `json` as `mime_type`'s bytes.
GdkContentProvider *tfs_transfer_content_new(const char *text, const char *mime_type, const char *json);
/// The JSON's bytes in `value` (`*length` of them) when it holds the transferred tags, else NULL.
const guint8 *tfs_transfer_value_json(const GValue *value, gsize *length);
/// Whether `widget`'s clipboard offers `mime_type` now.
gboolean tfs_clipboard_offers(GtkWidget *widget, const char *mime_type);
/// Reads `widget`'s clipboard as the transferred tags (`gdk_clipboard_read_value_finish`).
void tfs_clipboard_read_transfer_async(GtkWidget *widget, GAsyncReadyCallback callback, gpointer data);

// --- The clipboard ---------------------------------------------------------------------------
/// Puts `transfer` on `widget`'s clipboard (every app reads its text, TagFlow apps its JSON) with
/// `tags` attached for this process (`free_tags` releases them when the content is replaced).
void tfs_clipboard_set_tags(GtkWidget *widget, const TfsTransfer *transfer, gpointer tags, GDestroyNotify free_tags);
/// The `tags` attached by `tfs_clipboard_set_tags` while `widget`'s clipboard still holds that
/// content in this process, else NULL.
gpointer tfs_clipboard_copied_tags(GtkWidget *widget);

// --- Drag and drop (TagsContent.c) -------------------------------------------------------------
/// Starts GDK's drag (move or copy) of `transfer` carrying `tags` (released by `free_tags` with
/// the content, or at once when no drag can start: NULL then), from the device of `gesture`, at
/// `widget`'s point (x, y). The caller owns the returned drag.
GdkDrag *tfs_drag_begin(GtkWidget *widget, GtkGesture *gesture, double x, double y, const TfsTransfer *transfer,
                        gpointer tags, GDestroyNotify free_tags);
/// Shows `child` under the pointer during `drag`, the pointer at (hot_x, hot_y) in it.
void tfs_drag_set_icon(GdkDrag *drag, GtkWidget *child, int hot_x, int hot_y);
/// A drop target for another TagFlow process's tags (`mime_type`), else text (GDK converts what
/// other apps offer), moving or copying.
GtkDropTarget *tfs_drop_target_new_for_tags(const char *mime_type);
/// The text of a dropped value, or NULL when it holds none.
const char *tfs_drop_value_text(const GValue *value);
/// The tags a drag of this process carries over `target` now, and the widget it started from
/// (`*source`), else NULL.
gpointer tfs_drop_carried_tags(GtkDropTarget *target, GtkWidget **source);
/// Whether `drop` offers a format `target` reads (what GtkDropTarget's own `accept` asks).
gboolean tfs_drop_formats_match(GtkDropTarget *target, GdkDrop *drop);
/// The action a drop over `target` takes: a move unless the source offers only a copy.
GdkDragAction tfs_drop_preferred_action(GtkDropTarget *target);

// --- The chips' CSS (TagStyleNode.c) ------------------------------------------------------------
/// What an app's style sheet gives the `tag` node in a state: colours as red, green, blue, alpha
/// (0…1), the left border's width in pixels (0: none) and colour.
typedef struct {
    double color[4];
    double background[4];
    double border[4];
    double border_width;
} TfsTagStyle;

/// A `tag` CSS node for `parent`'s style sheet: a child that is never shown.
GtkWidget *tfs_tag_style_node_new(GtkWidget *parent);
/// Puts `node` in `state` and reads what its style gives it.
void tfs_tag_style_read(GtkWidget *node, GtkStateFlags state, TfsTagStyle *style);

// --- The tags as a GtkSelectionModel (TagSelection.c) --------------------------------------------
/// What the Swift side answers for the model, each with the collection widget.
typedef struct {
    guint (*n_items)(GtkWidget *collection);
    /// The id of the tag at `position`, newly allocated (g_free), or NULL past the end.
    char *(*item_id)(GtkWidget *collection, guint position);
    gboolean (*is_selected)(GtkWidget *collection, guint position);
    /// Selects or deselects the tag at `position` (selecting it alone with `unselect_rest`);
    /// whether the request was taken.
    gboolean (*set_selected)(GtkWidget *collection, guint position, gboolean selected, gboolean unselect_rest);
    /// Selects every tag (up to the limit) or none (down to the minimum).
    gboolean (*set_all)(GtkWidget *collection, gboolean selected);
} TfsTagSelectionHooks;

G_DECLARE_FINAL_TYPE(TfsTagSelection, tfs_tag_selection, TFS, TAG_SELECTION, GObject)

/// A new model of `collection`'s tags and selection (the model holds the widget weakly).
GListModel *tfs_tag_selection_new(GtkWidget *collection, const TfsTagSelectionHooks *hooks);
/// Emits `items-changed`.
void tfs_tag_selection_items_changed(GListModel *model, guint position, guint removed, guint added);
/// Emits `selection-changed`.
void tfs_tag_selection_selection_changed(GListModel *model, guint position, guint n_items);

// --- Accessibility (gtk_accessible_update_property / _state are variadic) ----------------------
/// GTK_ACCESSIBLE_PROPERTY_LABEL and GTK_ACCESSIBLE_PROPERTY_DESCRIPTION together.
void tfs_accessible_set_label_description(GtkAccessible *accessible, const char *label, const char *description);
/// GTK_ACCESSIBLE_PROPERTY_LABEL alone.
void tfs_accessible_set_label(GtkAccessible *accessible, const char *label);
/// GTK_ACCESSIBLE_PROPERTY_DESCRIPTION alone.
void tfs_accessible_set_description(GtkAccessible *accessible, const char *description);
/// GTK_ACCESSIBLE_STATE_CHECKED: GTK_ACCESSIBLE_TRISTATE_TRUE or _FALSE.
void tfs_accessible_set_checked(GtkAccessible *accessible, gboolean checked);

// --- GObject properties declared in Swift (PropertySpecs.c) -----------------------------------
/// The kind of a property's value, and so of its GParamSpec.
typedef enum {
    TFS_PROPERTY_BOOL,
    TFS_PROPERTY_INT,
    TFS_PROPERTY_UINT,
    TFS_PROPERTY_DOUBLE,
    TFS_PROPERTY_STRING,
    TFS_PROPERTY_ENUM,
    TFS_PROPERTY_FLAGS,
    /// A NULL-terminated array of strings (G_TYPE_STRV).
    TFS_PROPERTY_STRV,
    TFS_PROPERTY_OBJECT,
} TfsPropertyKind;

/// One row of a class's property table (GObjectProperty in Swift): what its GParamSpec declares.
typedef struct {
    const char *name;
    const char *nick;
    const char *blurb;
    TfsPropertyKind kind;
    /// The enum, flags or object type; 0 for the other kinds.
    GType value_type;
    /// A number's range, and the default of a number, a boolean (0 or 1), an enum or flags.
    double minimum;
    double maximum;
    double default_number;
    /// A string's default (NULL: none).
    const char *default_string;
    gboolean writable;
    /// Notified only when its value changes (G_PARAM_EXPLICIT_NOTIFY).
    gboolean explicit_notify;
} TfsPropertySpec;

/// The GParamSpecs of `count` rows, at [1…count] with [0] NULL, as
/// `g_object_class_install_properties` takes them (so property id n is row n - 1). The strings
/// are copied: `specs` may go once this returns.
GParamSpec **tfs_param_specs_new(const TfsPropertySpec *specs, guint count);

// --- What the Swift-backed widget classes share (SwiftWidget.c) --------------------------------
/// What the Swift side of every Swift-backed widget class does; each hook gets the instance.
typedef struct {
    void (*dispose)(GtkWidget *self);
    /// Sets or gets the property in row `row` of the table given at registration.
    void (*set_property)(GtkWidget *self, guint row, const GValue *value);
    void (*get_property)(GtkWidget *self, guint row, GValue *value);
} TfsObjectHooks;

/// The start of such a class's instance: whether construction is over (hooks run only from then).
typedef struct {
    GtkWidget parent_instance;
    gboolean constructed;
} TfsSwiftWidget;

/// The start of such a class's class: Swift's hooks and the table's GParamSpecs ([0] NULL).
typedef struct {
    GtkWidgetClass parent_class;
    TfsObjectHooks hooks;
    GParamSpec **properties;
    guint n_properties;
} TfsSwiftWidgetClass;

/// How to register such a class: its sizes, Swift's hooks and property table (`count` rows, ids
/// 1…count), and its own class_init, called after the shared one with a copy of `hooks`.
typedef struct {
    gsize class_size;
    gsize instance_size;
    TfsObjectHooks object;
    const TfsPropertySpec *specs;
    guint count;
    GClassInitFunc class_init;
    gconstpointer hooks;
    gsize hooks_size;
} TfsSwiftWidgetInfo;

/// Registers `name`, a GtkWidget subclass of that pattern.
GType tfs_swift_widget_register(const char *name, const TfsSwiftWidgetInfo *info);
/// `g_object_notify_by_pspec` for the property in row `row` of the widget's table.
void tfs_swift_widget_notify(GtkWidget *widget, guint row);

// --- The TagFlowTagCollection class (TagCollectionClass.c) -------------------------------------
/// What the Swift side does for the class; each hook gets the instance.
typedef struct {
    GtkSizeRequestMode (*request_mode)(GtkWidget *self);
    void (*measure)(GtkWidget *self, GtkOrientation orientation, int for_size, int *minimum, int *natural);
    void (*size_allocate)(GtkWidget *self, int width, int height);
    void (*css_changed)(GtkWidget *self);
    void (*system_setting_changed)(GtkWidget *self, GtkSystemSetting setting);
    /// GtkScrollable's adjustments or policies changed (a scrolled window took or left the widget).
    void (*scrolling_changed)(GtkWidget *self);
    gboolean (*grab_focus)(GtkWidget *self);
    /// Keyboard focus is about to move in from outside, forwards or backwards (Tab, Shift+Tab).
    void (*focus_entering)(GtkWidget *self, GtkDirectionType direction);
    /// One of the class's actions (`tags.*`) was activated, with its string parameter or NULL.
    void (*action)(GtkWidget *self, const char *name, const char *parameter);
} TfsTagCollectionHooks;

/// Registers the class once with its property table, `count` rows (later calls return the same
/// type; their arguments are ignored). GtkScrollable's four properties follow the table's.
GType tfs_tag_collection_register(const TfsObjectHooks *object, const TfsTagCollectionHooks *hooks, const TfsPropertySpec *properties,
                                  guint count);
/// The GEnum types of the enumerated properties ("TagFlowAlignment", …).
GType tfs_alignment_get_type(void);
GType tfs_selection_mode_get_type(void);
GType tfs_scroll_direction_get_type(void);
/// The adjustment a scrolled window gave the widget along `orientation`, or NULL.
GtkAdjustment *tfs_tag_collection_get_adjustment(GtkWidget *widget, GtkOrientation orientation);
/// The GtkScrollable policy along `orientation`.
GtkScrollablePolicy tfs_tag_collection_get_scroll_policy(GtkWidget *widget, GtkOrientation orientation);

// --- The TagFlowTagField class (TagFieldClass.c) -------------------------------------------------
/// What the Swift side does for the field's class; each hook gets the instance.
typedef struct {
    /// The field joined a window's widget tree.
    void (*rooted)(GtkWidget *self);
} TfsTagFieldHooks;

/// Registers the class once with its property table, `count` rows (later calls return the same
/// type; their arguments are ignored).
GType tfs_tag_field_register(const TfsObjectHooks *object, const TfsTagFieldHooks *hooks, const TfsPropertySpec *properties,
                             guint count);
/// The GFlags type of the `delimiters` property ("TagFlowDelimiters").
GType tfs_delimiters_get_type(void);

#endif
