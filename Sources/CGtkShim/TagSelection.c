// The collection's tags as a GListModel that is a GtkSelectionModel of their selection — what
// GTK's list widgets and an app's code take (`gtk_selection_model_select_item`, the
// `selection-changed` signal). Each item is a GtkStringObject of a tag's id. The Swift side answers
// through hooks with the collection widget, which the model does not keep alive (a weak pointer:
// once the widget is gone the model is empty), and says when the tags or the selection changed.
#include "CGtkShim.h"

struct _TfsTagSelection {
    GObject parent_instance;
    GtkWidget *collection;
    TfsTagSelectionHooks hooks;
};

static void list_model_init(GListModelInterface *iface);
static void selection_model_init(GtkSelectionModelInterface *iface);

G_DEFINE_TYPE_WITH_CODE(TfsTagSelection, tfs_tag_selection, G_TYPE_OBJECT,
    G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, list_model_init)
    G_IMPLEMENT_INTERFACE(GTK_TYPE_SELECTION_MODEL, selection_model_init))

static void dispose(GObject *object) {
    TfsTagSelection *self = (TfsTagSelection *)object;
    if (self->collection) g_object_remove_weak_pointer(G_OBJECT(self->collection), (gpointer *)&self->collection);
    self->collection = NULL;
    G_OBJECT_CLASS(tfs_tag_selection_parent_class)->dispose(object);
}

static void tfs_tag_selection_class_init(TfsTagSelectionClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = dispose;
}

static void tfs_tag_selection_init(TfsTagSelection *self) {
    (void)self;
}

static GType item_type(GListModel *model) {
    (void)model;
    return GTK_TYPE_STRING_OBJECT;
}

static guint n_items(GListModel *model) {
    TfsTagSelection *self = (TfsTagSelection *)model;
    return self->collection ? self->hooks.n_items(self->collection) : 0;
}

static gpointer get_item(GListModel *model, guint position) {
    TfsTagSelection *self = (TfsTagSelection *)model;
    if (!self->collection) return NULL;
    char *id = self->hooks.item_id(self->collection, position);
    if (!id) return NULL;
    GtkStringObject *item = gtk_string_object_new(id);
    g_free(id);
    return item;
}

static void list_model_init(GListModelInterface *iface) {
    iface->get_item_type = item_type;
    iface->get_n_items = n_items;
    iface->get_item = get_item;
}

static gboolean is_selected(GtkSelectionModel *model, guint position) {
    TfsTagSelection *self = (TfsTagSelection *)model;
    return self->collection && self->hooks.is_selected(self->collection, position);
}

static gboolean select_item(GtkSelectionModel *model, guint position, gboolean unselect_rest) {
    TfsTagSelection *self = (TfsTagSelection *)model;
    return self->collection && self->hooks.set_selected(self->collection, position, TRUE, unselect_rest);
}

static gboolean unselect_item(GtkSelectionModel *model, guint position) {
    TfsTagSelection *self = (TfsTagSelection *)model;
    return self->collection && self->hooks.set_selected(self->collection, position, FALSE, FALSE);
}

static gboolean select_all(GtkSelectionModel *model) {
    TfsTagSelection *self = (TfsTagSelection *)model;
    return self->collection && self->hooks.set_all(self->collection, TRUE);
}

static gboolean unselect_all(GtkSelectionModel *model) {
    TfsTagSelection *self = (TfsTagSelection *)model;
    return self->collection && self->hooks.set_all(self->collection, FALSE);
}

static void selection_model_init(GtkSelectionModelInterface *iface) {
    iface->is_selected = is_selected;
    iface->select_item = select_item;
    iface->unselect_item = unselect_item;
    iface->select_all = select_all;
    iface->unselect_all = unselect_all;
}

GListModel *tfs_tag_selection_new(GtkWidget *collection, const TfsTagSelectionHooks *hooks) {
    TfsTagSelection *self = g_object_new(tfs_tag_selection_get_type(), NULL);
    self->hooks = *hooks;
    self->collection = collection;
    g_object_add_weak_pointer(G_OBJECT(collection), (gpointer *)&self->collection);
    return G_LIST_MODEL(self);
}

void tfs_tag_selection_items_changed(GListModel *model, guint position, guint removed, guint added) {
    g_list_model_items_changed(model, position, removed, added);
}

void tfs_tag_selection_selection_changed(GListModel *model, guint position, guint n_items) {
    gtk_selection_model_selection_changed(GTK_SELECTION_MODEL(model), position, n_items);
}
