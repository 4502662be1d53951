import CPangoCairo
import TagFlow

/// One Pango setup: a PangoCairo font map on the library's shared fontconfig configuration, and
/// a context with the measurement settings.
///
/// Pango objects are not thread-safe, so an engine is only ever used by one thread at a time:
/// `PangoTextMeasurer` keeps idle engines in a mutex-protected pool and lends each to exactly one
/// call, which returns it when done. Engines share no Pango object with each other; they share
/// the library's fontconfig configuration, which is immutable and safe to read from several
/// threads (see `FontConfiguration`).
///
/// Besides the Pango objects, an engine keeps what measurements can share: the font cache
/// (resolved family names, `PangoFontDescription`s) and one `PangoLayout` that every measurement
/// reuses (`PangoLayoutBuilder.apply` sets or resets each property it depends on), so a
/// measurement costs Pango's itemizing, shaping and line breaking and little else.
///
/// `@unchecked Sendable` proof: the only way an engine moves between threads is through the
/// pool's `Mutex` (checked out by `PangoTextMeasurer.withEngine`, returned by the same call);
/// while checked out, only the borrowing call touches it — its Pango objects, its font cache and
/// its measuring layout alike — and nothing retains it or any of them past that call (the
/// measuring layout never leaves `measure`; layouts lent to renderers are new ones). The type is
/// internal, so no other code can share one.
final class PangoEngine: @unchecked Sendable {
    let library: FontLibrary
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// Family names and font descriptions resolved so far.
    let fonts: PangoFontCache
    /// The layout every measurement reuses.
    private let measuringLayout: OpaquePointer

    init(library: FontLibrary) throws(TagFlowError) {
        self.library = library
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("Pango has no FreeType font map (pango_cairo_font_map_new_for_font_type)"))
        }
        // Must happen before the map is first used; the map takes its own reference.
        pango_fc_font_map_set_config(OpaquePointer(map), library.configuration.pointer)
        guard let context = pango_font_map_create_context(map) else {
            Self.release(map)
            throw TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("Pango could not create a context"))
        }
        PangoLayoutBuilder.configure(context: context)
        guard let layout = pango_layout_new(context) else {
            g_object_unref(UnsafeMutableRawPointer(context))
            Self.release(map)
            throw TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("Pango could not create a layout"))
        }
        self.fontMap = map
        self.context = context
        self.fonts = PangoFontCache(library: library, context: context)
        self.measuringLayout = layout
    }

    deinit {
        // Releasing the fonts releases cairo's shared scaled fonts and faces (`TextEngineLock`).
        TextEngineLock.withLock {
            fonts.releaseFonts()
            g_object_unref(UnsafeMutableRawPointer(measuringLayout))
            g_object_unref(UnsafeMutableRawPointer(context))
            Self.release(fontMap)
        }
    }

    /// Drops a font map, handing its configuration reference back first: Pango 1.50 never
    /// releases the reference `pango_fc_font_map_set_config` took (fixed in later Pango), so
    /// without this every dropped engine would keep its configuration alive forever.
    ///
    /// Pango 1.50 resolves font patterns in helper threads (`FcFontSetMatch`, `FcFontSetSort`);
    /// each holds a reference to the map and, when it ends, touches the map's pattern table
    /// without a lock. Handing the configuration back clears those tables, so it must wait until
    /// no helper is left: then the map's only reference is this engine's. Helpers end within
    /// milliseconds; should one not end within `helperWait`, the map is left to Pango's own
    /// teardown (which keeps the configuration alive) rather than risk the race.
    private static func release(_ map: UnsafeMutablePointer<PangoFontMap>) {
        let object = UnsafeMutableRawPointer(map).assumingMemoryBound(to: GObject.self)
        var waited: Duration = .zero
        let step = Duration.microseconds(200)
        while object.pointee.ref_count > 1, waited < helperWait {
            g_usleep(200)
            waited += step
        }
        if object.pointee.ref_count == 1 { pango_fc_font_map_set_config(OpaquePointer(map), nil) }
        g_object_unref(map)
    }

    /// The longest an engine waits for Pango's helper threads when it is dropped.
    private static let helperWait = Duration.seconds(5)

    /// Measures `request` on the reused layout, exactly as `PangoLayoutBuilder.makeLayout` lays
    /// it out for drawing (a plain Latin line by `PlainLineMeasurement`, its checked fast path);
    /// `validating: false` for a request known to be valid.
    func measure(_ request: TextMeasurementRequest, validating: Bool) throws(TagFlowError) -> TextMeasurement {
        if validating { try request.validate() }
        try PangoLayoutBuilder.resolveFamilies(of: request, fonts: fonts)
        if let line = try PlainLineMeasurement.measurement(of: request, fonts: fonts, context: context) { return line }
        PangoLayoutBuilder.apply(request, alignment: .natural, textColor: nil, fonts: fonts, to: measuringLayout)
        let lines = PangoTextLayout.lines(of: measuringLayout)
        try PangoExtentGuard.check(lines, request: request)
        let tagFontMetrics = request.lineHeight == nil ? nil : try fonts.verticalMetrics(of: request.scaledFont)
        return PangoTextLayout.measurement(
            of: measuringLayout, lines: lines, logicalRect: PangoTextLayout.logicalRect(of: measuringLayout), request: request,
            fixedLines: PangoTextLayout.fixedLines(of: request, tagFontMetrics: tagFontMetrics))
    }

    /// `PlainLineMeasurement`'s answer for a valid `request` alone (`nil` where the reference
    /// measures it), for the test that holds it equal to the reference.
    func plainLineMeasurement(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement? {
        try PangoLayoutBuilder.resolveFamilies(of: request, fonts: fonts)
        return try PlainLineMeasurement.measurement(of: request, fonts: fonts, context: context)
    }

    /// A new layout of `request` for drawing or inspection, built with this engine's fonts.
    func makeLayout(
        for request: TextMeasurementRequest, alignment: TextTagStyle.TextAlignment = .natural, textColor: TagColor? = nil
    ) throws(TagFlowError) -> PangoTextLayout {
        try PangoLayoutBuilder.makeLayout(
            for: request, alignment: alignment, textColor: textColor, fonts: fonts, context: context)
    }
}
