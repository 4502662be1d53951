// The GtkFlowBox reference for the widget benchmarks: what a C program does to show N tags with
// GTK's own flow container — a GtkFlowBox of GtkLabel chips styled as TagFlow's default tag
// (the desktop's font, as TagFlow's widget draws it; padding 7 × 4, #E5E5EA, 4 px corners, 8 px
// apart) — and the host both
// collections are measured in: a GtkScrolledWindow (no horizontal scrolling) in a GtkWindow that
// is never shown, measured and allocated directly. The header names no GTK type, so Swift code
// that imports it never sees a second copy of GTK's headers beside TagFlowGTK's.
#ifndef FLOWBOX_REFERENCE_H
#define FLOWBOX_REFERENCE_H

/// Installs the chips' CSS on the default display (once; gtk_init must have run).
void flowbox_reference_install_style(void);

/// A GtkFlowBox (a `GtkWidget *`, floating) holding one styled GtkLabel per text of `texts`.
void *flowbox_reference_new(const char *const *texts, int count);

typedef struct ScrolledHost ScrolledHost;

/// `child` (a `GtkWidget *`) in a GtkScrolledWindow that scrolls vertically only (a GtkViewport
/// comes between for a child that is not GtkScrollable, as GTK does), in a GtkWindow never shown.
ScrolledHost *scrolled_host_new(void *child);

/// Measures and allocates the scrolled window at `width` × `height`, as a window does when it
/// is shown or resized.
void scrolled_host_allocate(ScrolledHost *host, int width, int height);

/// Destroys the window and everything in it.
void scrolled_host_free(ScrolledHost *host);

#endif
