// The CSS node `tag` inside a `tagcollection`: never shown (not child-visible), it is there so that
// an app's style sheet restyles the chips the GTK way. The widget reads, per state, what the sheet
// gives the node — the text colour, the background and the border — and draws its tags in it.
// (GTK 4.8 lets a widget read only these through its style context; what a node's background is
// comes from drawing it on a few pixels.)
#include "CGtkShim.h"

typedef struct {
    GtkWidget parent_instance;
} TfsTagStyleNode;

typedef struct {
    GtkWidgetClass parent_class;
} TfsTagStyleNodeClass;

G_DEFINE_TYPE(TfsTagStyleNode, tfs_tag_style_node, GTK_TYPE_WIDGET)

static void tfs_tag_style_node_class_init(TfsTagStyleNodeClass *klass) {
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "tag");
}

static void tfs_tag_style_node_init(TfsTagStyleNode *self) {
    (void)self;
}

GtkWidget *tfs_tag_style_node_new(GtkWidget *parent) {
    GtkWidget *node = g_object_new(tfs_tag_style_node_get_type(), NULL);
    // Never shown, never focused, never under the pointer: a style to read, nothing else.
    gtk_widget_set_child_visible(node, FALSE);
    gtk_widget_set_can_focus(node, FALSE);
    gtk_widget_set_can_target(node, FALSE);
    gtk_widget_set_parent(node, parent);
    return node;
}

enum { SAMPLE_SIZE = 8 };

// The colour of one pixel of the node's background (or, `frame`, of its border's left side)
// drawn on a small surface, unpremultiplied.
static void sample(GtkStyleContext *context, gboolean frame, double rgba[4]) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, SAMPLE_SIZE, SAMPLE_SIZE);
    cairo_t *cr = cairo_create(surface);
    if (frame) {
        gtk_render_frame(context, cr, 0, 0, SAMPLE_SIZE, SAMPLE_SIZE);
    } else {
        gtk_render_background(context, cr, 0, 0, SAMPLE_SIZE, SAMPLE_SIZE);
    }
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    const unsigned char *row = cairo_image_surface_get_data(surface) + cairo_image_surface_get_stride(surface) * (SAMPLE_SIZE / 2);
    guint32 pixel = *(const guint32 *)(row + (frame ? 0 : 4 * (SAMPLE_SIZE / 2)));
    double alpha = (pixel >> 24) / 255.0;
    for (int k = 0; k < 3; k++) {
        double premultiplied = ((pixel >> (16 - 8 * k)) & 0xff) / 255.0;
        rgba[k] = alpha > 0 ? MIN(1.0, premultiplied / alpha) : 0;
    }
    rgba[3] = alpha;
    cairo_surface_destroy(surface);
}

void tfs_tag_style_read(GtkWidget *node, GtkStateFlags state, TfsTagStyle *style) {
    gtk_widget_set_state_flags(node, state, TRUE);
    GtkStyleContext *context = gtk_widget_get_style_context(node);
    GdkRGBA color;
    gtk_style_context_get_color(context, &color);
    style->color[0] = color.red, style->color[1] = color.green, style->color[2] = color.blue, style->color[3] = color.alpha;
    sample(context, FALSE, style->background);
    GtkBorder border;
    gtk_style_context_get_border(context, &border);
    style->border_width = border.left;
    if (border.left > 0) {
        sample(context, TRUE, style->border);
    } else {
        for (int k = 0; k < 4; k++) style->border[k] = 0;
    }
}
