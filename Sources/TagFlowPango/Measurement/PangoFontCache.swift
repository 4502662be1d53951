import CPangoCairo
import TagFlow

/// The Pango font descriptions, resolved family names and loaded base fonts one engine has
/// needed so far, so a measurement neither resolves a family name (a case-folding, trimming
/// look-up) nor builds and frees a `PangoFontDescription` or loads a font per call.
///
/// Owned by one `PangoEngine` (or, for a one-off `PangoLayoutBuilder.makeLayout`, by that call)
/// and used only by the thread that holds it; it is not `Sendable`, and the engine that embeds it
/// proves its own confinement.
final class PangoFontCache {
    let library: FontLibrary
    /// The context fonts are loaded for (the engine's; not owned).
    let context: OpaquePointer
    /// Family as written in a `TagFont` → the library's own name of it.
    private var families: [String: String] = [:]
    /// A scaled font → its description (owned here, freed in `deinit`).
    private var descriptions: [TagFont: OpaquePointer] = [:]
    /// The last family and font asked for: a run of tags in one font (the usual case) compares
    /// them instead of hashing them into the tables.
    private var lastFamily: (family: String, resolved: String)?
    private var lastDescription: (font: TagFont, description: OpaquePointer)?
    /// A scaled font → the font Pango uses for it before any fallback (a reference owned here).
    private var baseFonts: [TagFont: UnsafeMutablePointer<PangoFont>] = [:]
    /// Whether a loaded base font has a character: Pango answers through fontconfig's
    /// coverage, which is slow for a question asked of every character.
    private var coverage: [FontCharacter: Bool] = [:]
    /// A cluster's text → the family of the first fallback face that draws it whole ("" for none).
    private var clusterFamilies: [String: String] = [:]

    private struct FontCharacter: Hashable {
        let font: UnsafeMutablePointer<PangoFont>
        let character: UInt32
    }

    init(library: FontLibrary, context: OpaquePointer) {
        self.library = library
        self.context = context
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        releaseFonts()
    }

    /// Drops the loaded base fonts (they are loaded again when needed). An engine calls this
    /// before it drops its font map, so no font outlives the map it came from.
    func releaseFonts() {
        for font in baseFonts.values { g_object_unref(font) }
        baseFonts.removeAll()
        coverage.removeAll()
    }

    /// How many fonts the cache has set up (descriptions made): what an engine's fonts cost.
    var fontCount: Int { descriptions.count }

    /// The library's own name of `family`; see `FontLibrary.resolveFamily(_:)`.
    func resolveFamily(_ family: String) throws(TagFlowError) -> String {
        if let last = lastFamily, last.family == family { return last.resolved }
        let resolved: String
        if let known = families[family] {
            resolved = known
        } else {
            resolved = try library.resolveFamily(family)
            families[family] = resolved
        }
        lastFamily = (family, resolved)
        return resolved
    }

    /// The description of a (scaled) font whose family is known to resolve; owned by the cache,
    /// valid while it lives. Pango copies a description wherever it keeps one.
    func description(of font: TagFont) -> OpaquePointer {
        if let last = lastDescription, last.font == font { return last.description }
        let description: OpaquePointer
        if let known = descriptions[font] {
            description = known
        } else {
            // The library's interface font stands in for the default family here, the one place
            // a font becomes Pango's, so text is measured and drawn in it alike.
            let face = library.face(of: font, resolvedFamily: families[font.family] ?? font.family)
            var sized = font
            sized.size = face.size
            description = PangoLayoutBuilder.fontDescription(sized, family: face.family)
            descriptions[font] = description
        }
        lastDescription = (font, description)
        return description
    }

    /// The font Pango draws a (scaled) font's text in where no fallback is needed — the one it
    /// uses when fallback is turned off for a character — or `nil` if Pango loads none.
    func baseFont(of font: TagFont) -> UnsafeMutablePointer<PangoFont>? {
        if let loaded = baseFonts[font] { return loaded }
        guard let loaded = pango_context_load_font(context, description(of: font)) else { return nil }
        baseFonts[font] = loaded
        return loaded
    }

    /// Whether `font`, a base font of this cache, has a glyph for `character`.
    func font(_ font: UnsafeMutablePointer<PangoFont>, has character: Unicode.Scalar) -> Bool {
        let key = FontCharacter(font: font, character: character.value)
        if let known = coverage[key] { return known }
        let has = pango_font_has_char(font, character.value) != 0
        coverage[key] = has
        return has
    }

    /// The family a browser draws a cluster in when the tag's font cannot
    /// (`FontConfiguration.family(drawing:)`); a single character's is the first fallback face
    /// that has it. `nil` when no face can.
    func family(drawing cluster: ArraySlice<Unicode.Scalar>) -> String? {
        var key = String.UnicodeScalarView()
        key.append(contentsOf: cluster)
        let text = String(key)
        if let known = clusterFamilies[text] { return known.isEmpty ? nil : known }
        let configuration = library.configuration
        let found = cluster.count == 1 ? configuration.family(of: cluster.first!) : configuration.family(drawing: cluster)
        clusterFamilies[text] = found ?? ""
        return found
    }

    /// The ascent and descent of the base font of `font`, in points.
    /// - Throws: `.textEngineFailed` when Pango loads no font for it (a library always has one).
    func verticalMetrics(of font: TagFont) throws(TagFlowError) -> (ascent: Double, descent: Double) {
        guard let loaded = baseFont(of: font), let metrics = pango_font_get_metrics(loaded, nil) else {
            throw TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("Pango loaded no font for \(quoted(font.family)) at \(formatted(font.size)) pt"))
        }
        defer { pango_font_metrics_unref(metrics) }
        let scale = Double(PANGO_SCALE)
        return (Double(pango_font_metrics_get_ascent(metrics)) / scale, Double(pango_font_metrics_get_descent(metrics)) / scale)
    }
}
