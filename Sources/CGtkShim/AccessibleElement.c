// The widget each mirrored tag's accessible child is: a GtkWidget subclass with nothing of its
// own. It draws nothing, has no children, takes focus when focusable, and its allocation does no
// more than GtkWidget's (GtkDrawingArea, used before, emits `resize` on every new size: a signal
// per child per relayout). Its role (check box or button) is given when it is made.
#include "CGtkShim.h"

typedef struct {
    GtkWidget parent_instance;
} TfsAccessibleElement;

typedef struct {
    GtkWidgetClass parent_class;
} TfsAccessibleElementClass;

G_DEFINE_TYPE(TfsAccessibleElement, tfs_accessible_element, GTK_TYPE_WIDGET)

static void tfs_accessible_element_class_init(TfsAccessibleElementClass *klass) {
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "tagelement");
}

static void tfs_accessible_element_init(TfsAccessibleElement *self) {
    (void)self;
}
