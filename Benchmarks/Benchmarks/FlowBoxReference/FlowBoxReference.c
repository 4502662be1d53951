#include "FlowBoxReference.h"

#include <gtk/gtk.h>
#include <stdlib.h>

static const char *chip_css =
    "label.chip { padding: 4px 7px; background-color: #E5E5EA;"
    " color: #1C1C1E; border-radius: 4px; }"
    " flowboxchild { padding: 0; margin: 0; }";

void flowbox_reference_install_style(void) {
    static gboolean installed = FALSE;
    if (installed) return;
    installed = TRUE;
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, chip_css, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);
}

void *flowbox_reference_new(const char *const *texts, int count) {
    GtkWidget *box = gtk_flow_box_new();
    GtkFlowBox *flow = GTK_FLOW_BOX(box);
    gtk_flow_box_set_selection_mode(flow, GTK_SELECTION_NONE);
    gtk_flow_box_set_homogeneous(flow, FALSE);
    // As many chips a line as fit (the default stops at 7).
    gtk_flow_box_set_max_children_per_line(flow, 1000);
    gtk_flow_box_set_column_spacing(flow, 8);
    gtk_flow_box_set_row_spacing(flow, 8);
    gtk_widget_set_valign(box, GTK_ALIGN_START);
    for (int i = 0; i < count; i++) {
        GtkWidget *label = gtk_label_new(texts[i]);
        gtk_widget_add_css_class(label, "chip");
        gtk_flow_box_append(flow, label);
    }
    return box;
}

struct ScrolledHost {
    GtkWidget *window;
    GtkWidget *scrolled;
};

ScrolledHost *scrolled_host_new(void *child) {
    ScrolledHost *host = malloc(sizeof *host);
    host->window = gtk_window_new();
    host->scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(host->scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(host->scrolled), GTK_WIDGET(child));
    gtk_window_set_child(GTK_WINDOW(host->window), host->scrolled);
    return host;
}

void scrolled_host_allocate(ScrolledHost *host, int width, int height) {
    int minimum, natural;
    gtk_widget_measure(host->scrolled, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    gtk_widget_measure(host->scrolled, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
    GtkAllocation allocation = {0, 0, width, height};
    gtk_widget_size_allocate(host->scrolled, &allocation, -1);
}

void scrolled_host_free(ScrolledHost *host) {
    gtk_window_destroy(GTK_WINDOW(host->window));
    free(host);
}
