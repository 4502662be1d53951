import CPangoCairo
import TagFlow

/// One private Pango setup: a fontconfig configuration with the library's fonts, a PangoCairo
/// font map on it, and a context with the measurement settings.
///
/// Pango objects are not thread-safe, so an engine is only ever used by one thread at a time:
/// `PangoTextMeasurer` keeps idle engines in a mutex-protected pool and lends each to exactly one
/// call, which returns it when done. Engines share no Pango or fontconfig object with each other.
///
/// `@unchecked Sendable` proof: the only way an engine moves between threads is through the
/// pool's `Mutex` (checked out by `PangoTextMeasurer.withEngine`, returned by the same call);
/// while checked out, only the borrowing call touches it, and nothing retains it past that call.
/// The type is internal, so no other code can share one.
final class PangoEngine: @unchecked Sendable {
    let library: FontLibrary
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer

    init(library: FontLibrary) throws(TagFlowError) {
        self.library = library
        let config = try library.makeConfig()
        // The font map takes its own reference to the configuration.
        defer { FcConfigDestroy(config) }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .measurementFailed("Pango has no FreeType font map (pango_cairo_font_map_new_for_font_type)")
        }
        // Must happen before the map is first used.
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        guard let context = pango_font_map_create_context(map) else {
            g_object_unref(map)
            throw .measurementFailed("Pango could not create a context")
        }
        PangoLayoutBuilder.configure(context: context)
        self.fontMap = map
        self.context = context
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }
}
