// The raw-Pango reference for cold text measurement: what a C program that measures text with
// Pango directly does per text — `pango_layout_set_text` and `pango_layout_get_extents` on one
// reused layout — set up as TagFlow's measurer is (the same fontconfig configuration, context
// settings and font description). The header names no Pango type, so Swift code that imports
// it never sees a second copy of Pango's headers beside TagFlowPango's.
#ifndef RAW_PANGO_H
#define RAW_PANGO_H

typedef struct RawPango RawPango;

/// A font map on the fontconfig configuration of `measuring_layout` (a `PangoLayout *` of
/// TagFlow's measurer, as `PangoTextMeasurer.withLayout` lends it: its font map's `FcConfig`, not
/// changed, is the library's), a context configured like `PangoLayoutBuilder.configure(context:)`
/// and one layout in `family` at `size` points (absolute size, regular weight, upright), without
/// a width: a tag's text is measured at its natural width first (`MeasurementCache`), and only
/// text wider than its room again. NULL if Pango fails or the layout's font map is not
/// fontconfig's.
RawPango *raw_pango_new(void *measuring_layout, const char *family, double size);

/// Sets `text` (`length` bytes of UTF-8) on the layout and reads its logical extents, in Pango
/// units (1/1024 pt).
void raw_pango_measure(RawPango *raw, const char *text, int length, int *width, int *height);

/// Frees the layout, context and font map, handing the configuration reference back first
/// (Pango 1.50 keeps it otherwise). Like `PangoEngine.release`, only once no Pango helper thread
/// still holds the map; the benchmarks keep their reference for the life of the process.
void raw_pango_free(RawPango *raw);

#endif
