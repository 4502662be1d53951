#include "RawPango.h"

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stdlib.h>

struct RawPango {
    PangoFontMap *font_map;
    PangoContext *context;
    PangoLayout *layout;
};

RawPango *raw_pango_new(void *measuring_layout, const char *family, double size) {
    // The measurer's configuration, reached through its layout's font map (public Pango API).
    PangoFontMap *measuring_map = pango_context_get_font_map(pango_layout_get_context((PangoLayout *)measuring_layout));
    if (!PANGO_IS_FC_FONT_MAP(measuring_map)) return NULL;
    FcConfig *fcconfig = pango_fc_font_map_get_config(PANGO_FC_FONT_MAP(measuring_map));
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map == NULL) return NULL;
    // Before the map is first used (PangoEngine.init); the map holds its own reference.
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), fcconfig);
    PangoContext *context = pango_font_map_create_context(map);

    // The measurer's context settings (PangoLayoutBuilder.configure).
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_cairo_context_set_resolution(context, 72);
    pango_context_set_round_glyph_positions(context, FALSE);
    pango_context_set_language(context, pango_language_from_string("en"));

    // The measurer's font description (PangoLayoutBuilder.fontDescription), set once.
    PangoLayout *layout = pango_layout_new(context);
    PangoFontDescription *description = pango_font_description_new();
    pango_font_description_set_family(description, family);
    pango_font_description_set_absolute_size(description, size * PANGO_SCALE);
    pango_font_description_set_weight(description, PANGO_WEIGHT_NORMAL);
    pango_font_description_set_style(description, PANGO_STYLE_NORMAL);
    pango_layout_set_font_description(layout, description);
    pango_font_description_free(description);

    RawPango *raw = malloc(sizeof *raw);
    raw->font_map = map;
    raw->context = context;
    raw->layout = layout;
    return raw;
}

void raw_pango_measure(RawPango *raw, const char *text, int length, int *width, int *height) {
    PangoRectangle logical;
    pango_layout_set_text(raw->layout, text, length);
    pango_layout_get_extents(raw->layout, NULL, &logical);
    *width = logical.width;
    *height = logical.height;
}

void raw_pango_free(RawPango *raw) {
    g_object_unref(raw->layout);
    g_object_unref(raw->context);
    // Pango 1.50 keeps the configuration reference otherwise (see PangoEngine.release).
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(raw->font_map), NULL);
    g_object_unref(raw->font_map);
    free(raw);
}
