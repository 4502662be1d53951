import CPangoCairo
import TagFlow

/// The measurement of a plain Latin text that fits on one line, from Pango's itemizing and
/// shaping alone: a checked fast path beside the reference, the measuring `PangoLayout`
/// (`PangoEngine.measure`), and held equal to it by `PlainLineMeasurementTests`.
///
/// For such a text the layout's own work beyond the items and their glyphs changes nothing: its
/// logical attributes and line breaking only decide where lines break (none does when the glyphs
/// fit in the wrap width), and its line's extents are the union of its runs' glyph extents.
/// Skipping them is most of what a new text costs beyond HarfBuzz (docs/performance.md).
///
/// The path applies only where nothing else changes the layout's items or glyphs: plain text (no
/// runs), not empty, every character printable Latin-1 (no control character or paragraph break,
/// nothing the engine rewrites, no soft hyphen, no world-text attribute: those start at U+0100),
/// items that run left to right, and glyphs that fit in the layout's width. Everything else, and
/// every size Pango cannot hold, is measured by the reference.
enum PlainLineMeasurement {
    /// The measurement of `request`, whose families `fonts` has resolved, or `nil` where the
    /// reference must measure it.
    static func measurement(
        of request: TextMeasurementRequest, fonts: PangoFontCache, context: OpaquePointer
    ) throws(TagFlowError) -> TextMeasurement? {
        guard case .plain(var text) = request.text, !text.isEmpty, isPrintableLatin1(text) else { return nil }
        let description = fonts.description(of: request.scaledFont)
        let shaped = text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { line(of: $0, font: description, context: context) }
        }
        guard let shaped, shaped.fits(request) else { return nil }
        let tagFontMetrics = request.lineHeight == nil ? nil : try fonts.verticalMetrics(of: request.scaledFont)
        let fixedLines = PangoTextLayout.fixedLines(of: request, tagFontMetrics: tagFontMetrics)
        let scale = Double(PANGO_SCALE)
        var scan = PangoTextLayout.LineScan()
        scan.width = Double(max(0, shaped.logical.width)) / scale
        scan.missingCharacters = shaped.missingCharacters
        // The layout's one line has its logical top at 0 and its baseline at -y.
        let baseline = fixedLines.map(PangoTextLayout.centredBaseline) ?? Double(-shaped.logical.y) / scale
        return PangoTextLayout.measurement(
            lines: scan, lineCount: 1, logicalHeight: Double(shaped.logical.height) / scale, firstBaseline: baseline,
            request: request)
    }

    /// Whether every character of `text` is printable Latin-1 other than the soft hyphen
    /// (U+0020–U+007E, U+00A0–U+00FF), read byte by byte: a character from U+0080 on is two bytes
    /// led by 0xC2 or 0xC3, and 0xC2 leads the C1 controls and U+00AD.
    static func isPrintableLatin1(_ text: String) -> Bool {
        var previous: UInt8 = 0
        return !PangoLayoutBuilder.anyByte(of: text) { byte in
            defer { previous = byte }
            switch byte {
            case 0x20...0x7E, 0xC2, 0xC3: return false
            case 0x80...0xBF: return previous == 0xC2 && (byte < 0xA0 || byte == 0xAD)
            default: return true
            }
        }
    }

    /// What the layout's one line would hold: its logical extents, its glyphs' advances and the
    /// characters drawn as boxes.
    struct ShapedLine {
        var logical = PangoRectangle()
        var advances: Int64 = 0
        var missingCharacters: [Unicode.Scalar] = []
        /// Where the next run starts: the runs' widths so far.
        var position: Int32 = 0

        /// Whether the layout lays this line out as it is: no size past what Pango holds (the
        /// reference refuses those), and no wider than the layout's width, where the layout
        /// accepts every item as it comes and neither breaks nor ellipsizes.
        func fits(_ request: TextMeasurementRequest) -> Bool {
            guard advances <= Int64(Int32.max), logical.width >= 0, logical.height >= 0 else { return false }
            guard request.lineBreakMode != .clip, let wrapWidth = request.wrapWidth else { return true }
            return logical.width <= PangoLayoutBuilder.layoutWidth(wrapWidth)
        }

        /// Adds a run's logical extents at the end of the line, as the layout unites its runs'.
        mutating func append(_ run: PangoRectangle) {
            let x = min(logical.x, position &+ run.x)
            let right = max(logical.x &+ logical.width, position &+ run.x &+ run.width)
            let y = min(logical.y, run.y)
            let bottom = max(logical.y &+ logical.height, run.y &+ run.height)
            (logical.x, logical.width, logical.y, logical.height) = (x, right &- x, y, bottom &- y)
            position = position &+ run.width
        }
    }

    /// Itemizes and shapes `text` as the layout does its one paragraph: the base direction of its
    /// first strong character (else the natural one), the font as an attribute over the whole
    /// text, each item shaped with the context's flags. `nil` when an item runs right to left.
    static func line(of text: UnsafeBufferPointer<CChar>, font: OpaquePointer, context: OpaquePointer) -> ShapedLine? {
        let length = Int32(text.count)
        var direction = pango_find_base_dir(text.baseAddress, length)
        if direction == PANGO_DIRECTION_NEUTRAL { direction = PangoLayoutBuilder.naturalBaseDirection }
        let attributes = pango_attr_list_new()
        let fontAttribute = pango_attr_font_desc_new(font)!
        fontAttribute.pointee.start_index = 0
        fontAttribute.pointee.end_index = UInt32.max  // PANGO_ATTR_INDEX_TO_TEXT_END
        pango_attr_list_insert(attributes, fontAttribute)
        let items = pango_itemize_with_base_dir(context, direction, text.baseAddress, 0, length, attributes, nil)
        pango_attr_list_unref(attributes)
        defer { g_list_free_full(items) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) } }
        let flags = pango_context_get_round_glyph_positions(context) != 0 ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE
        let glyphs = pango_glyph_string_new()!
        defer { pango_glyph_string_free(glyphs) }
        var line = ShapedLine()
        var node = items
        while let current = node {
            node = current.pointee.next
            guard let item = current.pointee.data?.assumingMemoryBound(to: PangoItem.self) else { continue }
            guard item.pointee.analysis.level % 2 == 0 else { return nil }
            pango_shape_item(item, text.baseAddress, length, nil, glyphs, flags)
            var run = PangoRectangle()
            pango_glyph_string_extents(glyphs, item.pointee.analysis.font, nil, &run)
            line.append(run)
            PangoTextLayout.scanGlyphs(glyphs, advances: &line.advances, missingCharacters: &line.missingCharacters)
        }
        return line
    }
}
