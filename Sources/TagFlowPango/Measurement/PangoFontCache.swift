import CPangoCairo
import TagFlow

/// The Pango font descriptions and resolved family names one engine has needed so far, so a
/// measurement neither resolves a family name (a case-folding, trimming look-up) nor builds and
/// frees a `PangoFontDescription` per font per call.
///
/// Owned by one `PangoEngine` (or, for a one-off `PangoLayoutBuilder.makeLayout`, by that call)
/// and used only by the thread that holds it; it is not `Sendable`, and the engine that embeds it
/// proves its own confinement.
final class PangoFontCache {
    let library: FontLibrary
    /// Family as written in a `TagFont` → the library's own name of it.
    private var families: [String: String] = [:]
    /// A scaled font → its description (owned here, freed in `deinit`).
    private var descriptions: [TagFont: OpaquePointer] = [:]

    init(library: FontLibrary) {
        self.library = library
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
    }

    /// The library's own name of `family`; see `FontLibrary.resolveFamily(_:)`.
    func resolveFamily(_ family: String) throws(TagFlowError) -> String {
        if let resolved = families[family] { return resolved }
        let resolved = try library.resolveFamily(family)
        families[family] = resolved
        return resolved
    }

    /// The description of a (scaled) font whose family is known to resolve; owned by the cache,
    /// valid while it lives. Pango copies a description wherever it keeps one.
    func description(of font: TagFont) -> OpaquePointer {
        if let description = descriptions[font] { return description }
        let family = families[font.family] ?? font.family
        let description = PangoLayoutBuilder.fontDescription(font, family: family)
        descriptions[font] = description
        return description
    }
}
