// GTK 4 for the GtkFlowBox reference (`FlowBoxReference`), which needs its compiler flags; no
// Swift code imports this module (the widget's own `CGtk` comes with TagFlowGTK).
#include <gtk/gtk.h>
