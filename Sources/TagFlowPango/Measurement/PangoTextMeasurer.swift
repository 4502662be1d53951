import CPangoCairo
import Synchronization
import TagFlow

/// Measures text with Pango, exactly as the Cairo renderer draws it.
///
/// Widths agree with a browser's text measurement of the same fonts to 1/64 px, for Latin and for
/// the world's scripts and emoji (HarfBuzz shaping with kerning, unhinted advances, unrounded
/// positions, fallback fonts chosen and itemized as Chromium does; see `docs/world-text.md`).
/// Fonts come only from `library`, so results do not depend on the machine; an unknown family is
/// an error; characters no font has are reported in `TextMeasurement.missingCharacters`.
///
/// **Threads.** Pango objects are not thread-safe. The measurer keeps a pool of engines (each
/// with its own font map and context, all on the library's one shared fontconfig configuration)
/// behind a `Mutex`; a call borrows one engine for its duration, so no Pango object is ever used
/// by two threads at once. Cairo's font caches below Pango are shared by all engines and not
/// safe to use from two threads in cairo 1.16, so measuring and drawing text take one
/// process-wide lock (`TextEngineLock`): calls from many threads are safe and give the same
/// answers, one at a time. The answer never depends on which engine served a call, or on what it
/// measured before. The pool keeps at most `maximumIdleEngines` idle engines; dropping a
/// measurer frees its engines completely.
///
/// **Fonts.** An engine keeps every font it has set up (Pango's font set, cairo's scaled font,
/// the description: about 16 KB each) for as long as it lives, so a batch of lines in ever new
/// sizes grew without bound (20 000 sizes: 350 MB, and slower with every size). An engine that
/// has set up more than `maximumFontsPerEngine` fonts is retired when it comes back to the pool;
/// the next call makes a fresh one.
///
/// Measurement itself is uncached: wrap it in a `MeasurementCache` (a `TagSizer` does).
public final class PangoTextMeasurer: TextMeasuring {
    /// The fonts available to the measurer.
    public let library: FontLibrary
    /// The most idle engines kept for reuse.
    public let maximumIdleEngines: Int
    /// The most fonts an engine sets up before it is retired.
    package static let maximumFontsPerEngine = 256
    private let idleEngines: Mutex<[PangoEngine]>

    /// Creates a measurer on a font library (by default `FontLibrary.standard()`: the DejaVu
    /// fonts shipped with this module and the standard fallback fonts).
    /// - Throws: `TagFlowError` (`.fontLoadingFailed`) when the library's fonts cannot be loaded.
    public init(library: FontLibrary? = nil, maximumIdleEngines: Int = 8) throws(TagFlowError) {
        let library = if let library { library } else { try FontLibrary.standard() }
        self.library = library
        self.maximumIdleEngines = max(1, maximumIdleEngines)
        // One engine up front, so a broken setup fails here rather than on the first measurement.
        idleEngines = Mutex([try TextEngineLock.withLock { () throws(TagFlowError) in try PangoEngine(library: library) }])
    }

    /// Measures `request`: the logical extents of what Pango lays out (after wrapping, the line
    /// limit and any ellipsis), unrounded.
    public func measure(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
        try withEngine { (engine) throws(TagFlowError) -> TextMeasurement in
            try engine.measure(request, validating: true)
        }
    }

    /// Measures a request TagFlow has validated already (a sizer's or a cache's miss), without
    /// validating it again; font families are still resolved (an unknown one is an error).
    public func measure(_ validated: ValidatedMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
        try withEngine { (engine) throws(TagFlowError) -> TextMeasurement in
            try engine.measure(validated.request, validating: false)
        }
    }

    /// The fast path's measurement of `request` alone (`PlainLineMeasurement`), `nil` where the
    /// reference layout measures it: for the test that holds the two equal.
    package func plainLineMeasurement(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement? {
        try request.validate()
        return try withEngine { (engine) throws(TagFlowError) -> TextMeasurement? in try engine.plainLineMeasurement(request) }
    }

    /// Throws `.unknownFontFamily` unless the library has `family` (or a generic name for one).
    public func checkFontFamily(_ family: String) throws(TagFlowError) {
        _ = try library.resolveFamily(family)
    }

    /// Builds the layout of `request` exactly as it is measured and lends it to `body`: the way a
    /// renderer draws text (`pango_cairo_show_layout(cr, layout.pointer)`). The layout must not
    /// escape `body`.
    public func withLayout<R>(
        for request: TextMeasurementRequest, alignment: TextTagStyle.TextAlignment = .natural, textColor: TagColor? = nil,
        _ body: (PangoTextLayout) throws -> R
    ) throws -> R {
        try TextEngineLock.withLock { () throws -> R in
            let engine = try checkOut()
            defer { checkIn(engine) }
            let layout = try engine.makeLayout(for: request, alignment: alignment, textColor: textColor)
            return try body(layout)
        }
    }

    /// The text of each line laid out for `request`, an ellipsis shown as "…".
    package func lineTexts(for request: TextMeasurementRequest) throws(TagFlowError) -> [String] {
        try withEngine { (engine) throws(TagFlowError) -> [String] in
            try engine.makeLayout(for: request).lineTexts
        }
    }

    /// `lineTexts(for:)`: what a truncated tag shows.
    public func shownLines(for request: TextMeasurementRequest) throws(TagFlowError) -> [String]? {
        try lineTexts(for: request)
    }

    private func withEngine<R>(_ body: (PangoEngine) throws(TagFlowError) -> R) throws(TagFlowError) -> R {
        try TextEngineLock.withLock { () throws(TagFlowError) -> R in
            let engine = try checkOut()
            defer { checkIn(engine) }
            return try body(engine)
        }
    }

    /// How many fonts each idle engine has set up (for tests of the retirement).
    var idleEngineFontCounts: [Int] {
        idleEngines.withLock { $0.map(\.fonts.fontCount) }
    }

    private func checkOut() throws(TagFlowError) -> PangoEngine {
        if let engine = idleEngines.withLock({ $0.popLast() }) { return engine }
        return try PangoEngine(library: library)
    }

    private func checkIn(_ engine: PangoEngine) {
        // Dropped here, under the text engine's lock, its font map and fonts go with it.
        guard engine.fonts.fontCount <= Self.maximumFontsPerEngine else { return }
        idleEngines.withLock { engines in
            if engines.count < maximumIdleEngines { engines.append(engine) }
        }
    }
}
