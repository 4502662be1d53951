import CPangoCairo
import TagFlow

/// Builds Pango layouts with the settings every measurement and every drawing share, so what is
/// drawn is what was measured.
///
/// Settings (on the context): no hinting of metrics (`CAIRO_HINT_METRICS_OFF`), no outline hinting
/// (`CAIRO_HINT_STYLE_NONE`), greyscale antialiasing, unrounded glyph positions
/// (`pango_context_set_round_glyph_positions(FALSE)`), 72 dpi so a point is a device unit, English
/// as the language (line breaking and shaping do not follow the process's locale).
///
/// Settings (on the layout): fonts by absolute size (points, unscaled by the resolution), no
/// hyphen inserted where a word breaks (`PANGO_ATTR_INSERT_HYPHENS` false, on every layout with a
/// wrap width — without one no line breaks inside a word), wrapping and ellipsizing by
/// `LineBreakMode` (see `makeLayout`).
///
/// World text (any text beyond Latin-1) is itemized the way a browser shapes it, so widths match
/// a browser's with the same fonts: each of a browser's words is its own Pango item (see
/// `ShapingWords`), and an emoji-presentation character the tag's font has (☕, 😀 in DejaVu)
/// is drawn with that font's monochrome glyph unless U+FE0F asks for emoji presentation, as
/// Chromium does. Both are inert attributes that only split or pin items.
///
/// Measurement and drawing share `apply(_:alignment:textColor:fonts:to:)`: the measurer runs it
/// on a layout it keeps per engine, `makeLayout` on a new one.
package enum PangoLayoutBuilder {
    /// Applies the measurement settings to a Pango context. A renderer that makes its own context
    /// must call this (and use a font map on the same `FontLibrary`) to draw what was measured.
    package static func configure(context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))
    }

    /// Builds the layout of `request` on a configured context.
    ///
    /// - `wordWrap` and the truncating modes wrap between words, falling back to characters for a
    ///   word longer than a line (`PANGO_WRAP_WORD_CHAR`); `charWrap` wraps between characters;
    ///   `clip` does not wrap (no width is set; the renderer clips at the wrap width).
    /// - Truncating modes with a line limit ellipsize at the head, middle or tail
    ///   (`pango_layout_set_height(-lines)` with the ellipsize mode).
    /// - A line limit is enforced on the text itself: when more lines result (wrap modes, or
    ///   paragraphs past the limit), the text is cut after the last allowed line (trailing white
    ///   space dropped), so the layout holds exactly what is shown and its extents are the real ones.
    ///
    /// - Parameters:
    ///   - request: the text, fonts, wrap width, line limit and line-break mode.
    ///   - alignment: where lines sit within the wrap width (does not change the measured size).
    ///   - textColor: the colour of text without a run colour; `nil` leaves it to the cairo source.
    ///   - library: the fonts to resolve families in.
    ///   - context: the `PangoContext` the layout is made in (configured by `library`).
    /// - Throws: `TagFlowError.unknownFontFamily` for a family not in `library`, or bad input.
    package static func makeLayout(
        for request: TextMeasurementRequest, alignment: TextTagStyle.TextAlignment = .natural, textColor: TagColor? = nil,
        library: FontLibrary, context: OpaquePointer
    ) throws(TagFlowError) -> PangoTextLayout {
        try makeLayout(
            for: request, alignment: alignment, textColor: textColor,
            fonts: PangoFontCache(library: library, context: context), context: context)
    }

    /// `makeLayout` with an engine's font cache.
    static func makeLayout(
        for request: TextMeasurementRequest, alignment: TextTagStyle.TextAlignment = .natural, textColor: TagColor? = nil,
        fonts: PangoFontCache, context: OpaquePointer
    ) throws(TagFlowError) -> PangoTextLayout {
        try prepare(request, fonts: fonts)
        guard let layout = pango_layout_new(context) else {
            throw TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("Pango could not create a layout"))
        }
        apply(request, alignment: alignment, textColor: textColor, fonts: fonts, to: layout)
        let lines = PangoTextLayout.lines(of: layout)
        do {
            try PangoExtentGuard.check(lines, request: request)
        } catch {
            g_object_unref(UnsafeMutableRawPointer(layout))
            throw error
        }
        let tagFontMetrics = request.lineHeight == nil ? nil : try fonts.verticalMetrics(of: request.scaledFont)
        return PangoTextLayout(
            pointer: layout, request: request, alignment: alignment, lines: lines, tagFontMetrics: tagFontMetrics)
    }

    /// Validates `request` and resolves every family it names into `fonts`; must precede `apply`.
    /// Every family must be known: an unknown one is an error, not a substitution.
    static func prepare(_ request: TextMeasurementRequest, fonts: PangoFontCache) throws(TagFlowError) {
        try request.validate()
        try resolveFamilies(of: request, fonts: fonts)
    }

    /// Resolves every family a valid `request` names into `fonts` (`prepare` without the
    /// validation, for a request known to be valid).
    static func resolveFamilies(of request: TextMeasurementRequest, fonts: PangoFontCache) throws(TagFlowError) {
        do { _ = try fonts.resolveFamily(request.font.family) } catch { throw error.prefixed(with: TextMeasurementRequest.Argument.font.path("family")) }
        if case .runs(let runs) = request.text {
            for (i, run) in runs.enumerated() {
                if let family = run.font?.family {
                    do {
                        _ = try fonts.resolveFamily(family)
                    } catch {
                        throw error.prefixed(with: TextMeasurementRequest.Argument.text.path("runs", .index(i), "font", "family"))
                    }
                }
            }
        }
    }

    /// Sets everything the layout of `request` depends on — font, attributes, text, wrapping,
    /// width, height, ellipsizing, alignment and direction — on `layout`, a layout of a configured
    /// context that may have been used for another request before (nothing carries over: every
    /// property is set or reset), and lays it out. `prepare` must have succeeded for `request` and
    /// `fonts`. The text is laid out as `engineRequest(_:)` gives it (tabs as spaces, no NUL, …).
    ///
    /// Direction: with `natural` alignment each paragraph takes the direction of its first
    /// strong character and starts on that side (Pango's automatic direction). With `left`,
    /// `center` or `right` the whole text takes the direction of its first strong character and
    /// the lines go where asked: automatic direction would flip left and right inside a
    /// right-to-left paragraph. Line breaks and widths are the same either way.
    static func apply(
        _ request: TextMeasurementRequest, alignment: TextTagStyle.TextAlignment, textColor: TagColor?, fonts: PangoFontCache,
        to layout: OpaquePointer
    ) {
        let request = engineRequest(request)
        // Pango copies the description (and keeps the layout as it is when the copy is equal).
        pango_layout_set_font_description(layout, fonts.description(of: request.scaledFont))

        // Only a width can break a line inside a word: without one, the no-hyphen attribute has
        // nothing to act on and is left out (so is the attribute list when nothing else needs it).
        let wrapWidth = request.lineBreakMode == .clip ? nil : request.wrapWidth
        let (text, attributes) = textAndAttributes(of: request, breaking: wrapWidth != nil, textColor: textColor, fonts: fonts)
        pango_layout_set_attributes(layout, attributes)
        if let attributes { pango_attr_list_unref(attributes) }
        setDirection(of: layout, text: text, alignment: alignment)
        var bytes = text
        // In place: passing the string itself would copy a short one to the heap for its
        // terminating zero, which Pango does not need with a length.
        bytes.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32(utf8.count)) }
        }
        setWrapping(of: layout, request: request, wrapWidth: wrapWidth, alignment: alignment)
        limitLines(of: layout, text: text, to: request.numberOfLines)
        trimEllipses(layout)
    }

    /// The text of `request` and its attribute list (`nil` when no attribute is needed): no
    /// hyphens where a line may `break` inside a word, fonts span by span (adjacent runs with
    /// equal fonts merged, the base font left to the layout, so equal-looking inputs give
    /// identical layouts), colours, and the world-text attributes.
    private static func textAndAttributes(
        of request: TextMeasurementRequest, breaking: Bool, textColor: TagColor?, fonts: PangoFontCache
    ) -> (text: String, attributes: OpaquePointer?) {
        let base = request.scaledFont
        let text: String
        var attributes: OpaquePointer? = nil
        func attributeList() -> OpaquePointer? {
            if attributes == nil { attributes = pango_attr_list_new() }
            return attributes
        }
        if breaking {
            let noHyphens = pango_attr_insert_hyphens_new(0)!
            noHyphens.pointee.start_index = 0
            noHyphens.pointee.end_index = UInt32.max  // PANGO_ATTR_INDEX_TO_TEXT_END
            pango_attr_list_insert(attributeList(), noHyphens)
        }
        switch request.text {
        case .plain(let string):
            text = string
        case .runs:
            let spans = request.fontSpans
            text = spans.map(\.text).joined()
            var offset = 0
            for span in spans {
                let length = span.text.utf8.count
                if span.font != base {
                    let attribute = pango_attr_font_desc_new(fonts.description(of: span.font))!
                    insert(attribute, offset, length, into: attributeList())
                }
                offset += length
            }
        }
        if let textColor, !text.isEmpty {
            insertColor(textColor, 0, text.utf8.count, into: attributeList())
        }
        if case .runs(let runs) = request.text {
            var offset = 0
            for run in runs {
                let length = run.text.utf8.count
                if let color = run.color, length > 0 { insertColor(color, offset, length, into: attributeList()) }
                offset += length
            }
        }
        insertWorldTextAttributes(text, request: request, fonts: fonts, into: attributeList)
        return (text, attributes)
    }

    /// Sets wrapping, width, truncation, height and alignment on `layout`: every property, so a
    /// reused layout keeps nothing.
    private static func setWrapping(
        of layout: OpaquePointer, request: TextMeasurementRequest, wrapWidth: Double?, alignment: TextTagStyle.TextAlignment
    ) {
        switch request.lineBreakMode {
        case .charWrap: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
        default: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        var width: Int32 = -1
        var ellipsize = PANGO_ELLIPSIZE_NONE
        var height: Int32 = -1
        if let wrapWidth {
            width = layoutWidth(wrapWidth)
            if let lines = request.numberOfLines {
                switch request.lineBreakMode {
                case .truncateHead: ellipsize = PANGO_ELLIPSIZE_START
                case .truncateMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
                case .truncateTail: ellipsize = PANGO_ELLIPSIZE_END
                case .wordWrap, .charWrap, .clip: break
                }
                if request.lineBreakMode.truncates {
                    height = -Int32(clamping: lines)
                }
            }
        }
        pango_layout_set_width(layout, width)
        pango_layout_set_ellipsize(layout, ellipsize)
        pango_layout_set_height(layout, height)
        switch alignment {
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
    }

    /// A wrap width as the layout's width in Pango units: rounded down, so text that fits in
    /// `wrapWidth` points fits in the layout.
    static func layoutWidth(_ wrapWidth: Double) -> Int32 {
        Int32(clamping: Int((wrapWidth * Double(PANGO_SCALE)).rounded(.down)))
    }

    /// The line limit, on the text itself: a layout of more than `lines` lines keeps the text of
    /// the first `lines`, without the spaces and line breaks that end it.
    private static func limitLines(of layout: OpaquePointer, text: String, to lines: Int?) {
        guard let lines, pango_layout_get_line_count(layout) > lines,
            let last = pango_layout_get_line_readonly(layout, Int32(clamping: lines - 1))
        else { return }
        var end = Int(last.pointee.start_index + last.pointee.length)
        let utf8 = Array(text.utf8)
        while end > 0, [0x20, 0x0A, 0x0D].contains(utf8[end - 1]) { end -= 1 }
        pango_layout_set_text(layout, text, Int32(end))
    }

    /// The direction of a context before anyone sets it: what `natural` alignment keeps.
    static let naturalBaseDirection = PANGO_DIRECTION_WEAK_LTR

    /// Sets the paragraph direction for `alignment` (see `apply`). The base direction belongs to
    /// the context, shared by the engine's layouts, so it is checked on every call (another
    /// layout may have changed it): nothing carries over from one request to the next.
    private static func setDirection(of layout: OpaquePointer, text: String, alignment: TextTagStyle.TextAlignment) {
        let context = pango_layout_get_context(layout)
        let direction = alignment == .natural ? naturalBaseDirection : firstStrongDirection(of: text)
        let automatic: gboolean = alignment == .natural ? 1 : 0
        guard pango_context_get_base_dir(context) != direction || pango_layout_get_auto_dir(layout) != automatic else {
            return
        }
        pango_context_set_base_dir(context, direction)
        pango_layout_set_auto_dir(layout, automatic)
        // A layout notices a changed context only when told.
        pango_layout_context_changed(layout)
    }

    /// The direction of the first character with a strong direction (a letter of a script with
    /// a direction), left to right when there is none.
    static func firstStrongDirection(of text: String) -> PangoDirection {
        for scalar in text.unicodeScalars {
            let type = fribidi_get_bidi_type(scalar.value)
            if type == FRIBIDI_TYPE_LTR { return PANGO_DIRECTION_LTR }
            if type == FRIBIDI_TYPE_RTL || type == FRIBIDI_TYPE_AL { return PANGO_DIRECTION_RTL }
        }
        return PANGO_DIRECTION_LTR
    }

    /// Itemizes text beyond Latin-1 the way Chromium shapes it (see `ShapingWords`): an inert
    /// `fallback = true` attribute (Pango's default, so it changes nothing but the items) over
    /// each space and over each CJK run of one word, `font-features: kern 0` over each CJK run
    /// of several words, and `fallback = false` on each emoji-presentation character that the
    /// font of its span has and that U+FE0F, a skin tone or a joiner does not make an emoji
    /// sequence — with fallback off, Pango keeps the span's own font for it.
    ///
    /// Latin-1 text gets nothing: a browser's words there end only at spaces, and splitting at
    /// them changes no width (and leaves existing layouts exactly as they were).
    private static func insertWorldTextAttributes(
        _ text: String, request: TextMeasurementRequest, fonts: PangoFontCache, into list: () -> OpaquePointer?
    ) {
        // UTF-8 lead bytes from 0xC4 on start the characters from U+0100 on.
        guard anyByte(of: text, { $0 >= 0xC4 }) else { return }
        let scalars = Array(text.unicodeScalars)
        var traits: [ScalarTraits] = []
        traits.reserveCapacity(scalars.count)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            traits.append(ScalarTraits(scalar))
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>, over range: Range<Int>) {
            Self.insert(attribute, offsets[range.lowerBound], offsets[range.upperBound] - offsets[range.lowerBound], into: list())
        }

        for segment in ShapingWords.segments(of: traits) {
            let attribute: UnsafeMutablePointer<PangoAttribute>
            let range: Range<Int>
            switch segment {
            case .space(let space):
                (attribute, range) = (pango_attr_fallback_new(1)!, space)
            case .cjkRun(let run, let words):
                (attribute, range) = (words == 1 ? pango_attr_fallback_new(1)! : pango_attr_font_features_new("kern 0")!, run)
            }
            insert(attribute, over: range)
        }

        let spans = request.fontSpans
        insertKeptEmoji(scalars, traits, spans: spans, fonts: fonts) { insert(pango_attr_fallback_new(0)!, over: $0) }
        if traits.contains(where: { $0.contains(.combiningMark) }) {
            insertClusterFamilies(scalars, traits, spans: spans, fonts: fonts) { insert($0, over: $1) }
        }
    }

    /// Calls `keep` with each run of emoji-presentation characters that the font of their span
    /// has and that U+FE0F, a skin tone or a joiner does not make an emoji sequence: they keep
    /// their span's font (neighbours share one range, so they share one Pango item).
    private static func insertKeptEmoji(
        _ scalars: [Unicode.Scalar], _ traits: [ScalarTraits], spans: [(text: String, font: TagFont)], fonts: PangoFontCache,
        keep: (Range<Int>) -> Void
    ) {
        // The font of each character: spans in order, as `apply` sets them.
        var span = 0
        var spanEnd = spans.first.map { $0.text.unicodeScalars.count } ?? 0
        var spanFont: UnsafeMutablePointer<PangoFont>? = nil
        var spanFontLoaded = -1
        var kept: Range<Int>? = nil
        func insertKept() {
            if let range = kept { keep(range) }
        }
        for (i, c) in traits.enumerated() where c.contains(.emojiPresentation) {
            while i >= spanEnd, span + 1 < spans.count {
                span += 1
                spanEnd += spans[span].text.unicodeScalars.count
            }
            if i > 0, traits[i - 1].contains(.zeroWidthJoiner) { continue }
            if i + 1 < scalars.count {
                let next = scalars[i + 1]
                if next == "\u{FE0F}" || traits[i + 1].contains(.zeroWidthJoiner) || (0x1F3FB...0x1F3FF).contains(next.value) {
                    continue
                }
            }
            if spanFontLoaded != span {
                spanFont = fonts.baseFont(of: spans[span].font)
                spanFontLoaded = span
            }
            guard let spanFont, fonts.font(spanFont, has: scalars[i]) else { continue }
            if let range = kept, range.upperBound == i {
                kept = range.lowerBound..<(i + 1)
            } else {
                insertKept()
                kept = i..<(i + 1)
            }
        }
        insertKept()
    }

    /// Gives each cluster — a character and the combining marks after it — whose characters
    /// Pango would draw in different fonts the family a browser draws it in whole
    /// (`FontConfiguration.family(drawing:)`). Pango chooses a font per character, and a mark
    /// drawn in another font than its base comes out beside a dotted circle (Tamil பொ: Noto
    /// Sans Grantha comes first with ப and lacks ொ, which Noto Sans Tamil has). Neighbouring clusters pinned to one
    /// family share one attribute, so they stay one item; emoji sequences are left to Pango.
    private static func insertClusterFamilies(
        _ scalars: [Unicode.Scalar], _ traits: [ScalarTraits], spans: [(text: String, font: TagFont)],
        fonts: PangoFontCache, insert: (UnsafeMutablePointer<PangoAttribute>, Range<Int>) -> Void
    ) {
        var span = 0
        var spanEnd = spans.first.map { $0.text.unicodeScalars.count } ?? 0
        var pinned: (range: Range<Int>, family: String)? = nil
        var start = 0
        while start < scalars.count {
            var end = start + 1
            while end < scalars.count, traits[end].contains(.combiningMark) { end += 1 }
            defer { start = end }
            guard end - start > 1,
                traits[start..<end].allSatisfy({ $0.isDisjoint(with: [.extendedPictographic, .emojiComponent]) })
            else { continue }
            while start >= spanEnd, span + 1 < spans.count {
                span += 1
                spanEnd += spans[span].text.unicodeScalars.count
            }
            guard let spanFont = fonts.baseFont(of: spans[span].font),
                let family = clusterFamily(scalars[start..<end], spanFont: spanFont, fonts: fonts)
            else { continue }
            if let current = pinned, current.range.upperBound == start, current.family == family {
                pinned = (current.range.lowerBound..<end, family)
                continue
            }
            if let current = pinned { insert(pango_attr_family_new(current.family)!, current.range) }
            pinned = (start..<end, family)
        }
        if let current = pinned { insert(pango_attr_family_new(current.family)!, current.range) }
    }

    /// The family a cluster must be pinned to, or `nil` when Pango draws it whole anyway: each
    /// character goes to the span's font when it has it, else to the first fallback face that
    /// has it; only where those differ from the first face that has them all is a pin needed.
    private static func clusterFamily(
        _ cluster: ArraySlice<Unicode.Scalar>, spanFont: UnsafeMutablePointer<PangoFont>, fonts: PangoFontCache
    ) -> String? {
        let inSpanFont = cluster.map { fonts.font(spanFont, has: $0) }
        if !inSpanFont.contains(false) { return nil }
        guard let whole = fonts.family(drawing: cluster) else { return nil }
        for k in cluster.indices {
            if inSpanFont[k - cluster.startIndex] || fonts.family(drawing: cluster[k...k]) != whole { return whole }
        }
        return nil
    }

    /// Gives every ellipsis its own advance width.
    ///
    /// Pango widens the ellipsis glyph so the line is exactly the goal width; the text would then
    /// be drawn with a gap after a head or middle ellipsis, and the reported width would be the
    /// goal, not the text. Resetting the glyphs to their font advances (before any extents are
    /// computed and cached) makes the line as wide as what is drawn: "Hello …" is the width of
    /// "Hello " plus one "…".
    private static func trimEllipses(_ layout: OpaquePointer) {
        guard pango_layout_get_line_count(layout) > 0, pango_layout_is_ellipsized(layout) != 0 else { return }
        for i in 0..<pango_layout_get_line_count(layout) {
            guard let line = pango_layout_get_line(layout, i) else { continue }
            var node = line.pointee.runs
            while let current = node {
                node = current.pointee.next
                guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                    let item = run.pointee.item, let glyphs = run.pointee.glyphs,
                    Int32(item.pointee.analysis.flags) & Int32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0,
                    let font = item.pointee.analysis.font
                else { continue }
                for g in 0..<Int(glyphs.pointee.num_glyphs) {
                    var logical = PangoRectangle()
                    pango_font_get_glyph_extents(font, glyphs.pointee.glyphs[g].glyph, nil, &logical)
                    glyphs.pointee.glyphs[g].geometry.width = logical.width
                }
            }
        }
    }

    /// A Pango font description for a (scaled) font: absolute size in points, CSS weight, italic.
    static func fontDescription(_ font: TagFont, family: String) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.cssWeight)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    private static func insert(
        _ attribute: UnsafeMutablePointer<PangoAttribute>, _ start: Int, _ length: Int, into list: OpaquePointer?
    ) {
        attribute.pointee.start_index = UInt32(start)
        attribute.pointee.end_index = UInt32(start + length)
        pango_attr_list_insert(list, attribute)
    }

    private static func insertColor(_ color: TagColor, _ start: Int, _ length: Int, into list: OpaquePointer?) {
        // Pango colours are 16-bit per channel: 0xAB becomes 0xABAB.
        func wide(_ byte: UInt8) -> UInt16 { UInt16(byte) * 257 }
        insert(pango_attr_foreground_new(wide(color.red), wide(color.green), wide(color.blue))!, start, length, into: list)
        if color.alpha != 255 {
            insert(pango_attr_foreground_alpha_new(wide(color.alpha))!, start, length, into: list)
        }
    }
}
