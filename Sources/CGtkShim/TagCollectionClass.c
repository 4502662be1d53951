// The GObject class of the tag collection widget, TagFlowTagCollection: its type, CSS name,
// enumerations, actions and GtkScrollable interface; the properties of Swift's table and dispose
// are SwiftWidget.c's, chained to.
// The behaviour, the properties' values and the signals are Swift's (TagFlowGTK), reached through
// the hooks given at registration; this file only declares what GObject needs declared in C.
#include "CGtkShim.h"
#include "tagflow.h"

typedef struct {
    TfsSwiftWidget parent_instance;
    // GtkScrollable: what a scrolled window gives the widget (NULL: none).
    GtkAdjustment *adjustments[2];
    GtkScrollablePolicy policies[2];
} TfsTagCollection;

typedef struct {
    TfsSwiftWidgetClass parent_class;
    TfsTagCollectionHooks hooks;
} TfsTagCollectionClass;

// GtkScrollable's properties, which the class keeps itself: their ids follow the table's.
static const char *const scrollable_properties[] = {"hadjustment", "vadjustment", "hscroll-policy", "vscroll-policy"};
// GtkWidget's class, and SwiftWidget.c's functions this class chains to.
static gpointer parent_class;
static void (*table_set_property)(GObject *, guint, const GValue *, GParamSpec *);
static void (*table_get_property)(GObject *, guint, GValue *, GParamSpec *);
static void (*swift_dispose)(GObject *);

#define SELF(widget) ((TfsTagCollection *)(widget))
#define HOOKS(widget) (((TfsTagCollectionClass *)G_OBJECT_GET_CLASS(widget))->hooks)
#define CONSTRUCTED(widget) (((TfsSwiftWidget *)(widget))->constructed)
// The number of rows in Swift's table: GtkScrollable's ids come after.
#define N_TABLE(widget) (((TfsSwiftWidgetClass *)G_OBJECT_GET_CLASS(widget))->n_properties)

// --- Enumerations (nicks: the Swift cases' names in kebab case, in their order) --------------

static GType register_enum(gsize *type, const char *name, const GEnumValue *values) {
    if (g_once_init_enter(type)) g_once_init_leave(type, g_enum_register_static(name, values));
    return *type;
}

GType tfs_alignment_get_type(void) {
    static gsize type = 0;
    static const GEnumValue values[] = {
        {TAGFLOW_ALIGNMENT_LEADING, "TAGFLOW_ALIGNMENT_LEADING", "leading"},
        {TAGFLOW_ALIGNMENT_TRAILING, "TAGFLOW_ALIGNMENT_TRAILING", "trailing"},
        {TAGFLOW_ALIGNMENT_LEFT, "TAGFLOW_ALIGNMENT_LEFT", "left"},
        {TAGFLOW_ALIGNMENT_RIGHT, "TAGFLOW_ALIGNMENT_RIGHT", "right"},
        {TAGFLOW_ALIGNMENT_CENTER, "TAGFLOW_ALIGNMENT_CENTER", "center"},
        {TAGFLOW_ALIGNMENT_SPACE_BETWEEN, "TAGFLOW_ALIGNMENT_SPACE_BETWEEN", "space-between"},
        {TAGFLOW_ALIGNMENT_SPACE_AROUND, "TAGFLOW_ALIGNMENT_SPACE_AROUND", "space-around"},
        {TAGFLOW_ALIGNMENT_SPACE_EVENLY, "TAGFLOW_ALIGNMENT_SPACE_EVENLY", "space-evenly"},
        {TAGFLOW_ALIGNMENT_FILL_WIDTH, "TAGFLOW_ALIGNMENT_FILL_WIDTH", "fill-width"},
        {TAGFLOW_ALIGNMENT_FILL_WIDTH_EXCEPT_LAST_LINE, "TAGFLOW_ALIGNMENT_FILL_WIDTH_EXCEPT_LAST_LINE", "fill-width-except-last-line"},
        {0, NULL, NULL},
    };
    return register_enum(&type, "TagFlowAlignment", values);
}

GType tfs_selection_mode_get_type(void) {
    static gsize type = 0;
    static const GEnumValue values[] = {
        {TAGFLOW_SELECTION_MODE_NONE, "TAGFLOW_SELECTION_MODE_NONE", "none"},
        {TAGFLOW_SELECTION_MODE_SINGLE, "TAGFLOW_SELECTION_MODE_SINGLE", "single"},
        {TAGFLOW_SELECTION_MODE_MULTIPLE, "TAGFLOW_SELECTION_MODE_MULTIPLE", "multiple"},
        {0, NULL, NULL},
    };
    return register_enum(&type, "TagFlowSelectionMode", values);
}

GType tfs_scroll_direction_get_type(void) {
    static gsize type = 0;
    static const GEnumValue values[] = {
        {TAGFLOW_SCROLL_DIRECTION_VERTICAL, "TAGFLOW_SCROLL_DIRECTION_VERTICAL", "vertical"},
        {TAGFLOW_SCROLL_DIRECTION_HORIZONTAL, "TAGFLOW_SCROLL_DIRECTION_HORIZONTAL", "horizontal"},
        {0, NULL, NULL},
    };
    return register_enum(&type, "TagFlowScrollDirection", values);
}

// --- GObject and GtkWidget virtual functions -------------------------------------------------

static void set_adjustment(TfsTagCollection *self, int orientation, GtkAdjustment *adjustment) {
    if (self->adjustments[orientation] == adjustment) return;
    if (adjustment) g_object_ref_sink(adjustment);
    g_clear_object(&self->adjustments[orientation]);
    self->adjustments[orientation] = adjustment;
}

// GtkScrollable's: 0 and 1 the adjustments, 2 and 3 the policies, horizontal first.
static void set_scrollable(GObject *object, guint scrollable, const GValue *value, GParamSpec *pspec) {
    TfsTagCollection *self = SELF(object);
    int orientation = scrollable % 2;
    if (scrollable < 2) {
        set_adjustment(self, orientation, g_value_get_object(value));
    } else {
        GtkScrollablePolicy policy = g_value_get_enum(value);
        if (self->policies[orientation] == policy) return;
        self->policies[orientation] = policy;
        g_object_notify_by_pspec(object, pspec);
    }
    if (CONSTRUCTED(object)) HOOKS(object).scrolling_changed(GTK_WIDGET(object));
}

// GtkScrollable's index of a property id past the table's; for the table's ids (unsigned) a large number.
static guint scrollable_index(GObject *object, guint property) { return property - N_TABLE(object) - 1; }

static void set_property(GObject *object, guint property, const GValue *value, GParamSpec *pspec) {
    guint scrollable = scrollable_index(object, property);
    if (scrollable < G_N_ELEMENTS(scrollable_properties)) set_scrollable(object, scrollable, value, pspec);
    else table_set_property(object, property, value, pspec);
}

static void get_property(GObject *object, guint property, GValue *value, GParamSpec *pspec) {
    TfsTagCollection *self = SELF(object);
    guint scrollable = scrollable_index(object, property);
    if (scrollable >= G_N_ELEMENTS(scrollable_properties)) table_get_property(object, property, value, pspec);
    else if (scrollable < 2) g_value_set_object(value, self->adjustments[scrollable % 2]);
    else g_value_set_enum(value, self->policies[scrollable % 2]);
}

// The adjustments go with the children, after Swift has let go of them.
static void dispose(GObject *object) {
    swift_dispose(object);
    g_clear_object(&SELF(object)->adjustments[0]);
    g_clear_object(&SELF(object)->adjustments[1]);
}

static GtkSizeRequestMode request_mode(GtkWidget *widget) { return HOOKS(widget).request_mode(widget); }

static void measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                    int *minimum_baseline, int *natural_baseline) {
    (void)minimum_baseline;
    (void)natural_baseline;
    HOOKS(widget).measure(widget, orientation, for_size, minimum, natural);
}

static void size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    HOOKS(widget).size_allocate(widget, width, height);
}

static void css_changed(GtkWidget *widget, GtkCssStyleChange *change) {
    GTK_WIDGET_CLASS(parent_class)->css_changed(widget, change);
    HOOKS(widget).css_changed(widget);
}

static void system_setting_changed(GtkWidget *widget, GtkSystemSetting setting) {
    GTK_WIDGET_CLASS(parent_class)->system_setting_changed(widget, setting);
    HOOKS(widget).system_setting_changed(widget, setting);
}

static gboolean grab_focus(GtkWidget *widget) { return HOOKS(widget).grab_focus(widget); }

// Tab and the arrows move among the children only. GTK's default would, for a backward move that
// leaves from inside, grab focus on the widget itself, which hands it to a tag again: Shift+Tab
// could never leave.
static gboolean focus(GtkWidget *widget, GtkDirectionType direction) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    if (child == NULL) return FALSE;
    GtkRoot *root = gtk_widget_get_root(widget);
    GtkWidget *focused = root ? gtk_root_get_focus(root) : NULL;
    if (focused == NULL || (focused != widget && !gtk_widget_is_ancestor(focused, widget)))
        HOOKS(widget).focus_entering(widget, direction);
    return gtk_widget_child_focus(child, direction);
}

// --- Properties and actions --------------------------------------------------------------------

static void install_scrollable(GObjectClass *object_class) {
    guint n_table = ((TfsSwiftWidgetClass *)object_class)->n_properties;
    for (guint index = 0; index < G_N_ELEMENTS(scrollable_properties); index++)
        g_object_class_override_property(object_class, n_table + 1 + index, scrollable_properties[index]);
}

// The actions an app's menus and shortcuts name (`tags.remove` with a tag's id, …): declared here,
// carried out by Swift.
static void run_action(GtkWidget *widget, const char *name, GVariant *parameter) {
    const char *argument = parameter && g_variant_is_of_type(parameter, G_VARIANT_TYPE_STRING)
                               ? g_variant_get_string(parameter, NULL)
                               : NULL;
    if (CONSTRUCTED(widget)) HOOKS(widget).action(widget, name, argument);
}

static void install_actions(GtkWidgetClass *widget_class) {
    gtk_widget_class_install_action(widget_class, "tags.activate", "s", run_action);
    gtk_widget_class_install_action(widget_class, "tags.remove", "s", run_action);
    gtk_widget_class_install_action(widget_class, "tags.select-all", NULL, run_action);
    gtk_widget_class_install_action(widget_class, "tags.unselect-all", NULL, run_action);
    gtk_widget_class_install_action(widget_class, "tags.clear", NULL, run_action);
    gtk_widget_class_install_action(widget_class, "clipboard.copy", NULL, run_action);
    gtk_widget_class_install_action(widget_class, "clipboard.cut", NULL, run_action);
    gtk_widget_class_install_action(widget_class, "clipboard.paste", NULL, run_action);
}

// After SwiftWidget.c's part of the class: the collection's own.
static void class_init(gpointer klass, gpointer hooks) {
    parent_class = g_type_class_peek_parent(klass);
    ((TfsTagCollectionClass *)klass)->hooks = *(const TfsTagCollectionHooks *)hooks;
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    table_set_property = object_class->set_property;
    table_get_property = object_class->get_property;
    swift_dispose = object_class->dispose;
    object_class->set_property = set_property;
    object_class->get_property = get_property;
    object_class->dispose = dispose;
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->get_request_mode = request_mode;
    widget_class->measure = measure;
    widget_class->size_allocate = size_allocate;
    widget_class->css_changed = css_changed;
    widget_class->system_setting_changed = system_setting_changed;
    widget_class->grab_focus = grab_focus;
    widget_class->focus = focus;
    install_scrollable(object_class);
    install_actions(widget_class);
    gtk_widget_class_set_css_name(widget_class, "tagcollection");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

// --- Registration and access -------------------------------------------------------------------

GType tfs_tag_collection_register(const TfsObjectHooks *object, const TfsTagCollectionHooks *hooks, const TfsPropertySpec *specs,
                                  guint count) {
    // GType registration's once-only static: GLib's g_once makes it thread-safe.
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        const TfsSwiftWidgetInfo info = {sizeof(TfsTagCollectionClass), sizeof(TfsTagCollection), *object, specs, count,
                                          class_init, hooks, sizeof *hooks};
        GType registered = tfs_swift_widget_register("TagFlowTagCollection", &info);
        static const GInterfaceInfo scrollable = {0};
        g_type_add_interface_static(registered, GTK_TYPE_SCROLLABLE, &scrollable);
        g_once_init_leave(&type, registered);
    }
    return type;
}

GtkAdjustment *tfs_tag_collection_get_adjustment(GtkWidget *widget, GtkOrientation orientation) {
    return SELF(widget)->adjustments[orientation == GTK_ORIENTATION_HORIZONTAL ? 0 : 1];
}

GtkScrollablePolicy tfs_tag_collection_get_scroll_policy(GtkWidget *widget, GtkOrientation orientation) {
    return SELF(widget)->policies[orientation == GTK_ORIENTATION_HORIZONTAL ? 0 : 1];
}

// The enumerations' conventional C names (gir/tagflow.h), for C programs and GObject introspection.
GType tagflow_alignment_get_type(void) { return tfs_alignment_get_type(); }
GType tagflow_selection_mode_get_type(void) { return tfs_selection_mode_get_type(); }
GType tagflow_scroll_direction_get_type(void) { return tfs_scroll_direction_get_type(); }
