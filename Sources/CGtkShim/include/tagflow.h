/* TagFlow's GTK 4 widgets for C, Python (PyGObject) and JavaScript (GJS) apps: the
 * TagFlowTagCollection and TagFlowTagField types of libTagFlowGTKShared.so; `make gir` makes
 * their introspection data (docs/gtk.md, "From Python, JavaScript and C"). */
#ifndef TAGFLOW_H
#define TAGFLOW_H
#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * TagFlowAlignment:
 * @TAGFLOW_ALIGNMENT_LEADING: lines start at the reading direction's start.
 * @TAGFLOW_ALIGNMENT_TRAILING: lines end at the reading direction's end.
 * @TAGFLOW_ALIGNMENT_LEFT: lines start at the left, whatever the direction.
 * @TAGFLOW_ALIGNMENT_RIGHT: lines end at the right, whatever the direction.
 * @TAGFLOW_ALIGNMENT_CENTER: lines are centred.
 * @TAGFLOW_ALIGNMENT_SPACE_BETWEEN: the space left goes between the tags.
 * @TAGFLOW_ALIGNMENT_SPACE_AROUND: half a share at each end, a share between.
 * @TAGFLOW_ALIGNMENT_SPACE_EVENLY: equal shares at the ends and between.
 * @TAGFLOW_ALIGNMENT_FILL_WIDTH: the tags grow to fill every line.
 * @TAGFLOW_ALIGNMENT_FILL_WIDTH_EXCEPT_LAST_LINE: the tags grow to fill every line but the last.
 *
 * Where the tags of a line go along it (the `alignment` property).
 */
typedef enum {
    TAGFLOW_ALIGNMENT_LEADING,
    TAGFLOW_ALIGNMENT_TRAILING,
    TAGFLOW_ALIGNMENT_LEFT,
    TAGFLOW_ALIGNMENT_RIGHT,
    TAGFLOW_ALIGNMENT_CENTER,
    TAGFLOW_ALIGNMENT_SPACE_BETWEEN,
    TAGFLOW_ALIGNMENT_SPACE_AROUND,
    TAGFLOW_ALIGNMENT_SPACE_EVENLY,
    TAGFLOW_ALIGNMENT_FILL_WIDTH,
    TAGFLOW_ALIGNMENT_FILL_WIDTH_EXCEPT_LAST_LINE,
} TagFlowAlignment;

/**
 * TagFlowSelectionMode:
 * @TAGFLOW_SELECTION_MODE_NONE: taps select nothing.
 * @TAGFLOW_SELECTION_MODE_SINGLE: one tag at a time.
 * @TAGFLOW_SELECTION_MODE_MULTIPLE: any number, up to the selection limit.
 *
 * How many tags may be selected (the `selection-mode` property).
 */
typedef enum {
    TAGFLOW_SELECTION_MODE_NONE,
    TAGFLOW_SELECTION_MODE_SINGLE,
    TAGFLOW_SELECTION_MODE_MULTIPLE,
} TagFlowSelectionMode;

/**
 * TagFlowScrollDirection:
 * @TAGFLOW_SCROLL_DIRECTION_VERTICAL: lines wrap and the collection grows downwards.
 * @TAGFLOW_SCROLL_DIRECTION_HORIZONTAL: rows scroll sideways.
 *
 * Which way the tags flow (the `scroll-direction` property).
 */
typedef enum {
    TAGFLOW_SCROLL_DIRECTION_VERTICAL,
    TAGFLOW_SCROLL_DIRECTION_HORIZONTAL,
} TagFlowScrollDirection;

/**
 * TagFlowDelimiters:
 * @TAGFLOW_DELIMITERS_COMMA: a comma (and the full-width, ideographic and Arabic commas).
 * @TAGFLOW_DELIMITERS_RETURN: the Return key (and, in a paste, a line break).
 * @TAGFLOW_DELIMITERS_SEMICOLON: a semicolon (and the Arabic and full-width semicolons).
 * @TAGFLOW_DELIMITERS_TAB: the Tab key, and a tab character in typed or pasted text.
 * @TAGFLOW_DELIMITERS_NEWLINE: a line break in typed text.
 * @TAGFLOW_DELIMITERS_SPACE: any space: one-word tags.
 *
 * What ends a tag while typing in a tag field (the `delimiters` property; at least one).
 */
typedef enum {
    TAGFLOW_DELIMITERS_COMMA = 1 << 0,
    TAGFLOW_DELIMITERS_RETURN = 1 << 1,
    TAGFLOW_DELIMITERS_SEMICOLON = 1 << 2,
    TAGFLOW_DELIMITERS_TAB = 1 << 3,
    TAGFLOW_DELIMITERS_NEWLINE = 1 << 4,
    TAGFLOW_DELIMITERS_SPACE = 1 << 5,
} TagFlowDelimiters;

GType tagflow_alignment_get_type (void);
GType tagflow_selection_mode_get_type (void);
GType tagflow_scroll_direction_get_type (void);
GType tagflow_delimiters_get_type (void);

#define TAGFLOW_TYPE_TAG_COLLECTION (tagflow_tag_collection_get_type ())

/**
 * TagFlowTagCollection:
 *
 * Tags in lines that wrap (or one row that scrolls sideways): selection, activation, remove
 * buttons, drag reorder, keys, accessibility and the clipboard, as the Swift
 * `TagCollectionWidget` has them. Its properties and signals are listed in docs/gtk.md.
 */
typedef struct _TagFlowTagCollection TagFlowTagCollection;
typedef struct _TagFlowTagCollectionClass TagFlowTagCollectionClass;

/**
 * tagflow_tag_collection_get_type:
 *
 * Returns: the `TagFlowTagCollection` type, registered on the first call.
 */
GType tagflow_tag_collection_get_type (void);

/**
 * tagflow_tag_collection_new:
 *
 * Returns: (transfer floating): a new collection without tags.
 */
GtkWidget *tagflow_tag_collection_new (void);

/**
 * tagflow_tag_collection_set_tag_classes:
 * @collection: a collection
 * @id: the id of one of its tags
 * @classes: (array zero-terminated=1): the style classes of the tag's chip (none: an empty array)
 * @error: the refusal: an id no tag has, or a class name that is empty, starts with a dot or
 *   holds white space
 *
 * Gives a tag style classes an app's style sheet restyles (`tagcollection tag.new { … }`),
 * replacing those it had.
 *
 * Returns: whether the classes were set
 */
gboolean tagflow_tag_collection_set_tag_classes (TagFlowTagCollection *collection, const char *id, const char *const *classes,
                                                 GError **error);

#define TAGFLOW_TYPE_TAG_FIELD (tagflow_tag_field_get_type ())

/**
 * TagFlowTagField:
 *
 * A tag field: a TagFlowTagCollection of the tags with a text entry where new ones are typed,
 * pasted or picked from suggestions, as the Swift `TagFieldWidget` has it. Its properties and
 * signals are listed in docs/gtk.md.
 */
typedef struct _TagFlowTagField TagFlowTagField;
typedef struct _TagFlowTagFieldClass TagFlowTagFieldClass;

/**
 * tagflow_tag_field_get_type:
 *
 * Returns: the `TagFlowTagField` type, registered on the first call.
 */
GType tagflow_tag_field_get_type (void);

/**
 * tagflow_tag_field_new:
 *
 * Returns: (transfer floating): a new field without tags.
 */
GtkWidget *tagflow_tag_field_new (void);

G_END_DECLS

#endif
