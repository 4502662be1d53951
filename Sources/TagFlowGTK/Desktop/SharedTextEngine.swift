import CGtk
import TagFlow
import TagFlowPango

/// The text engine the widgets of a process share: one Pango measurer (its engines and the fonts
/// they set up) and one measurement cache per font library, so a widget costs what its tags cost
/// and a text measured for one widget is measured for all.
///
/// Widgets that follow the desktop's interface font measure with the machine's own fonts
/// (`FontLibrary.system(interfaceFont:)`), as every `GtkLabel` does: no private font set-up, and
/// fallback fonts chosen by the machine's rules (docs/gtk.md, "One text engine"). A widget whose
/// controller brought fonts of its own keeps them, with the interface font added.
///
/// This is the GTK layer's one piece of process-wide state, confined to the main actor where GTK
/// runs: the table keeps weak references, so an engine lives as long as some sizer measures with
/// it — and the desktop font's engine for the whole process, as GTK keeps its font map, so a
/// widget made after the last one went does not set up fonts again; the interface fonts found
/// are remembered by their description, since each look-up asks fontconfig for the family's files.
public struct SharedTextEngine: Sendable {
    /// The measurer every widget on this library measures and draws with.
    public let measurer: PangoTextMeasurer
    /// The cache their sizers share.
    public let cache: MeasurementCache

    /// The fonts it measures with.
    package var library: FontLibrary { measurer.library }

    /// A sizer on this engine, with its cache, at `textSizeCategory`.
    public func sizer(textSizeCategory: TextSizeCategory = .large) -> TagSizer {
        TagSizer(measurer: measurer, cache: cache, textSizeCategory: textSizeCategory)
    }

    /// Whether `sizer` measures with this engine and its cache.
    func isUsed(by sizer: TagSizer) -> Bool {
        (sizer.measurer as? PangoTextMeasurer) === measurer && sizer.cache === cache
    }

    // MARK: The process's engines

    /// The measurer and cache of one library, while sizers hold them.
    @MainActor
    private final class Entry {
        weak var measurer: PangoTextMeasurer?
        weak var cache: MeasurementCache?
        init(_ engine: SharedTextEngine) {
            measurer = engine.measurer
            cache = engine.cache
        }
    }

    @MainActor private static var engines: [FontLibrary: Entry] = [:]
    /// The engine of the desktop's font as last followed, and the font's description: kept while
    /// no widget uses it, and the answer for that description without a look-up.
    @MainActor private static var desktopEngine: (fontName: String?, engine: SharedTextEngine)?
    @MainActor private static var interfaceFonts: [String: InterfaceFont] = [:]

    /// The engine for `library`: the one widgets already measure with, else a new one.
    /// - Throws: `TagFlowError` when the library's fonts cannot be loaded.
    @MainActor
    public static func engine(for library: FontLibrary) throws(TagFlowError) -> SharedTextEngine {
        if let entry = engines[library], let measurer = entry.measurer {
            let cache = entry.cache ?? MeasurementCache()
            entry.cache = cache
            return SharedTextEngine(measurer: measurer, cache: cache)
        }
        let engine = SharedTextEngine(measurer: try PangoTextMeasurer(library: library), cache: MeasurementCache())
        engines = engines.filter { $0.value.measurer != nil }
        engines[library] = Entry(engine)
        return engine
    }

    /// The engine of the desktop's interface font now (the default `GtkSettings`' `gtk-font-name`),
    /// on the machine's own fonts.
    /// - Throws: `TagFlowError` when fontconfig finds no font for it.
    @MainActor
    public static func desktop() throws(TagFlowError) -> SharedTextEngine {
        let fontName = DesktopSettings.readDefault().fontName
        if let known = desktopEngine(forFontName: fontName) { return known }
        return try following(library(following: fontName, from: nil), fontName: fontName)
    }

    /// The desktop engine last followed for `fontName`, if that is the one.
    @MainActor
    static func desktopEngine(forFontName fontName: String?) -> SharedTextEngine? {
        guard let (name, engine) = desktopEngine, name == fontName, fontName != nil else { return nil }
        return engine
    }

    /// `engine(for:)` for the library a widget follows the desktop font `fontName` with: kept
    /// for the process.
    @MainActor
    static func following(_ library: FontLibrary, fontName: String?) throws(TagFlowError) -> SharedTextEngine {
        let engine = try engine(for: library)
        if library.usesSystemFonts, library.interfaceFont != nil { desktopEngine = (fontName, engine) }
        return engine
    }

    /// A sizer on the desktop's engine (`desktop()`) at the desktop's text size: what a
    /// controller meant for a widget measures with, so the widget measures nothing again.
    ///
    /// ```swift
    /// let controller = try TagCollectionController(tags: tags, viewport: Viewport(width: 360), sizer: SharedTextEngine.desktopSizer())
    /// let widget = try TagCollectionWidget(controller: controller)
    /// ```
    /// - Throws: `TagFlowError` when fontconfig finds no font for the desktop's.
    @MainActor
    public static func desktopSizer() throws(TagFlowError) -> TagSizer {
        try desktop().sizer(textSizeCategory: DesktopSettings.readDefault().textSizeCategory)
    }

    /// The library a widget measures with when it follows the desktop font `fontName` (`nil`:
    /// it does not, or the desktop names none), given the library its controller measures with
    /// now (`nil`: none yet). Fonts the app added stay; otherwise the machine's fonts serve when a
    /// desktop font is followed, and the bundled fonts when none is.
    @MainActor
    static func library(following fontName: String?, from current: FontLibrary?) throws(TagFlowError) -> FontLibrary {
        let addsFonts = current.map { !$0.usesSystemFonts && (!$0.fontDirectories.isEmpty || !$0.fontFiles.isEmpty) } ?? false
        guard let fontName else {
            if let current, addsFonts || !current.usesSystemFonts { return try current.withInterfaceFont(nil) }
            return try FontLibrary.standard()
        }
        let font = try interfaceFont(named: fontName)
        if let current, addsFonts { return try current.withInterfaceFont(font) }
        return try FontLibrary.system(interfaceFont: font)
    }

    /// The interface font a Pango description names, found once.
    @MainActor
    private static func interfaceFont(named name: String) throws(TagFlowError) -> InterfaceFont {
        if let known = interfaceFonts[name] { return known }
        let found = try InterfaceFont.find(description: name)
        interfaceFonts[name] = found
        return found
    }

    /// Whether `engine` is the one widgets get for its library now.
    @MainActor
    static func isCurrent(_ engine: SharedTextEngine) -> Bool { engines[engine.library]?.measurer === engine.measurer }

    /// The machine's fonts changed: engines made from now on start afresh (a widget measures its
    /// tags again with the engine it gets next).
    @MainActor
    static func fontsChanged() {
        engines.removeAll()
        desktopEngine = nil
        interfaceFonts.removeAll()
    }
}
