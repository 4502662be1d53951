// What the two Swift-backed widget classes share in registering: a GtkWidget subclass whose
// class keeps a copy of Swift's hooks, read when the class is first used.
#include "CGtkShim.h"

GType tfs_widget_type_register(const char *name, gsize class_size, GClassInitFunc class_init, gconstpointer hooks,
                               gsize hooks_size, gsize instance_size) {
    const GTypeInfo info = {
        .class_size = class_size,
        .class_init = class_init,
        // Read when the class is first used, which may be long after registration.
        .class_data = g_memdup2(hooks, hooks_size),
        .instance_size = instance_size,
    };
    return g_type_register_static(GTK_TYPE_WIDGET, name, &info, 0);
}
