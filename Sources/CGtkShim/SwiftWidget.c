// The GObject class pattern the two Swift-backed widget classes share: a GtkWidget subclass whose
// class keeps a copy of Swift's hooks and the GParamSpecs of Swift's property table (ids 1…n;
// a class's own properties follow), whose instances reach Swift only once construction is over,
// and whose dispose lets Swift go before the children are unparented. Each class's file adds
// what is its own on top, chaining to these as GObject classes chain to a parent's.
#include "CGtkShim.h"

// What registration hands the class when it is first used: Swift's hooks, the table's specs and
// the class's own initialisation with its own hooks.
typedef struct {
    TfsObjectHooks object;
    GParamSpec **properties;
    guint n_properties;
    GClassInitFunc class_init;
    gpointer hooks;
} ClassData;

static gpointer widget_class;

#define SELF(object) ((TfsSwiftWidget *)(object))
#define CLASS(object) ((TfsSwiftWidgetClass *)G_OBJECT_GET_CLASS(object))

static void set_property(GObject *object, guint property, const GValue *value, GParamSpec *pspec) {
    if (property == 0 || property > CLASS(object)->n_properties) G_OBJECT_WARN_INVALID_PROPERTY_ID(object, property, pspec);
    else if (SELF(object)->constructed) CLASS(object)->hooks.set_property(GTK_WIDGET(object), property - 1, value);
}

static void get_property(GObject *object, guint property, GValue *value, GParamSpec *pspec) {
    if (property == 0 || property > CLASS(object)->n_properties) G_OBJECT_WARN_INVALID_PROPERTY_ID(object, property, pspec);
    else CLASS(object)->hooks.get_property(GTK_WIDGET(object), property - 1, value);
}

static void constructed(GObject *object) {
    G_OBJECT_CLASS(widget_class)->constructed(object);
    SELF(object)->constructed = TRUE;
}

static void dispose(GObject *object) {
    if (SELF(object)->constructed) CLASS(object)->hooks.dispose(GTK_WIDGET(object));
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(widget_class)->dispose(object);
}

static void class_init(gpointer klass, gpointer class_data) {
    const ClassData *data = class_data;
    widget_class = g_type_class_peek_parent(klass);
    TfsSwiftWidgetClass *swift_class = klass;
    swift_class->hooks = data->object;
    swift_class->properties = data->properties;
    swift_class->n_properties = data->n_properties;
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->set_property = set_property;
    object_class->get_property = get_property;
    object_class->constructed = constructed;
    object_class->dispose = dispose;
    g_object_class_install_properties(object_class, data->n_properties + 1, data->properties);
    data->class_init(klass, data->hooks);
}

GType tfs_swift_widget_register(const char *name, const TfsSwiftWidgetInfo *info) {
    ClassData *data = g_new(ClassData, 1);
    *data = (ClassData){
        .object = info->object,
        .properties = tfs_param_specs_new(info->specs, info->count),
        .n_properties = info->count,
        .class_init = info->class_init,
        // Read when the class is first used, which may be long after registration.
        .hooks = g_memdup2(info->hooks, info->hooks_size),
    };
    const GTypeInfo type_info = {
        .class_size = info->class_size,
        .class_init = class_init,
        .class_data = data,
        .instance_size = info->instance_size,
    };
    return g_type_register_static(GTK_TYPE_WIDGET, name, &type_info, 0);
}

void tfs_swift_widget_notify(GtkWidget *widget, guint row) {
    g_object_notify_by_pspec(G_OBJECT(widget), CLASS(widget)->properties[row + 1]);
}
