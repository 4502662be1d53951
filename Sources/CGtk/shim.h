#ifndef TAGFLOW_CGTK_SHIM_H
#define TAGFLOW_CGTK_SHIM_H
// GTK 4 and, through it, GDK, GSK, GLib, GObject, Pango and cairo.
#include <gtk/gtk.h>
#endif
