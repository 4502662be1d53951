// The GParamSpecs of a property table Swift declares (GObjectProperty): one spec per row, for
// either class, so each property is declared once, in Swift.
#include "CGtkShim.h"

static GParamSpec *param_spec_new(const TfsPropertySpec *spec) {
    // Interned strings live as long as the process, as G_PARAM_STATIC_STRINGS asks.
    const char *name = g_intern_string(spec->name), *nick = g_intern_string(spec->nick);
    const char *blurb = g_intern_string(spec->blurb);
    GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | (spec->writable ? G_PARAM_WRITABLE : 0) |
                        (spec->explicit_notify ? G_PARAM_EXPLICIT_NOTIFY : 0);
    switch (spec->kind) {
    case TFS_PROPERTY_BOOL:
        return g_param_spec_boolean(name, nick, blurb, spec->default_number != 0, flags);
    case TFS_PROPERTY_INT:
        return g_param_spec_int(name, nick, blurb, (gint)spec->minimum, (gint)spec->maximum, (gint)spec->default_number,
                                flags);
    case TFS_PROPERTY_UINT:
        return g_param_spec_uint(name, nick, blurb, (guint)spec->minimum, (guint)spec->maximum,
                                 (guint)spec->default_number, flags);
    case TFS_PROPERTY_DOUBLE:
        return g_param_spec_double(name, nick, blurb, spec->minimum, spec->maximum, spec->default_number, flags);
    case TFS_PROPERTY_STRING:
        return g_param_spec_string(name, nick, blurb, spec->default_string, flags);
    case TFS_PROPERTY_ENUM:
        return g_param_spec_enum(name, nick, blurb, spec->value_type, (gint)spec->default_number, flags);
    case TFS_PROPERTY_FLAGS:
        return g_param_spec_flags(name, nick, blurb, spec->value_type, (guint)spec->default_number, flags);
    case TFS_PROPERTY_STRV:
        return g_param_spec_boxed(name, nick, blurb, G_TYPE_STRV, flags);
    case TFS_PROPERTY_OBJECT:
        return g_param_spec_object(name, nick, blurb, spec->value_type, flags);
    }
    g_error("tagflow: the property %s has no kind GObject knows (%d)", spec->name, (int)spec->kind);
}

GParamSpec **tfs_param_specs_new(const TfsPropertySpec *specs, guint count) {
    GParamSpec **pspecs = g_new0(GParamSpec *, count + 1);
    for (guint row = 0; row < count; row++) pspecs[row + 1] = param_spec_new(&specs[row]);
    return pspecs;
}
