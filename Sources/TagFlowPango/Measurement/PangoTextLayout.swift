import CPangoCairo
import TagFlow

/// A Pango layout configured exactly as the measurer measures: what a renderer draws.
///
/// It is lent to a closure by `PangoTextMeasurer.withLayout(for:alignment:textColor:_:)` and must
/// not be used after that closure returns (the engine it belongs to goes back to the pool and
/// may then be used by another thread). It is not `Sendable`, so the compiler keeps it on the
/// borrowing thread.
public final class PangoTextLayout {
    /// The `PangoLayout *`: draw it with `pango_cairo_show_layout(cr, layout.pointer)` after moving
    /// the current point to `origin(inTextBox:)`. Do not call `pango_cairo_update_layout`: it would
    /// replace the measurement's font options with the surface's.
    public let pointer: OpaquePointer
    /// The request it was built from.
    public let request: TextMeasurementRequest
    /// The logical extents of what is laid out, in points, relative to the layout's origin. With
    /// centred or right-aligned text and a wrap width, `x` may be > 0.
    package let logicalRect: Rect
    /// The text's size as the measurer reports it (for `clip`, the width is capped at the wrap width).
    public let measurement: TextMeasurement
    /// Whether an ellipsis replaced some text.
    package let isEllipsized: Bool
    /// For `clip`, the width to clip the drawing to; `nil` otherwise.
    package let clipWidth: Double?
    /// Where the lines sit in the text's box.
    package let alignment: TextTagStyle.TextAlignment
    /// Whether the text must be drawn line by line at `lineOrigins(inTextBox:)` instead of in one
    /// piece at `origin(inTextBox:)`: with a fixed line height (Pango's own lines have natural
    /// heights), and with `natural` alignment when paragraphs run in different directions (Pango
    /// places each on its side of the wrap width, not of the measured box).
    package let drawsLineByLine: Bool
    /// With a fixed line height: the height (scaled) and the tag font's ascent and descent,
    /// which place each baseline; `nil` for natural heights.
    private let fixedLines: FixedLines?

    /// A fixed line height (scaled) with the tag font's ascent and descent.
    typealias FixedLines = (height: Double, ascent: Double, descent: Double)

    /// The fixed lines of `request` (`nil` for natural heights), from the ascent and descent of
    /// its scaled font when it has a line height.
    static func fixedLines(of request: TextMeasurementRequest, tagFontMetrics: (ascent: Double, descent: Double)?) -> FixedLines? {
        guard let height = request.scaledLineHeight, let metrics = tagFontMetrics else { return nil }
        return (height, metrics.ascent, metrics.descent)
    }

    /// Wraps a laid-out layout; `tagFontMetrics` are the ascent and descent of the request's
    /// scaled font, needed when the request has a line height.
    init(
        pointer: OpaquePointer, request: TextMeasurementRequest, alignment: TextTagStyle.TextAlignment,
        lines: LineScan, tagFontMetrics: (ascent: Double, descent: Double)?
    ) {
        self.pointer = pointer
        self.request = request
        self.alignment = alignment
        fixedLines = Self.fixedLines(of: request, tagFontMetrics: tagFontMetrics)
        logicalRect = Self.logicalRect(of: pointer)
        isEllipsized = pango_layout_is_ellipsized(pointer) != 0
        clipWidth = request.lineBreakMode == .clip ? request.wrapWidth : nil
        measurement = Self.measurement(
            of: pointer, lines: lines, logicalRect: logicalRect, request: request, fixedLines: fixedLines)
        drawsLineByLine = fixedLines != nil || (alignment == .natural && lines.hasMixedDirections)
    }

    /// The logical extents of a laid-out layout, in points (ink extents are not computed).
    static func logicalRect(of layout: OpaquePointer) -> Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return Rect(
            x: Double(logical.x) / scale, y: Double(logical.y) / scale,
            width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }

    /// What one pass over a layout's lines finds.
    struct LineScan {
        /// The widest line's logical width, in points.
        var width: Double = 0
        /// The characters drawn as boxes (no font has them), in drawing order.
        var missingCharacters: [Unicode.Scalar] = []
        /// Whether some lines run left to right and others right to left.
        var hasMixedDirections = false
        /// The first size past what Pango holds, in line order (`PangoExtentGuard`), or `nil`.
        var overflow: PangoExtentGuard.Overflow? = nil
    }

    /// Scans the lines of a laid-out layout once: widths, missing glyphs, directions, and sizes
    /// past what Pango holds.
    static func lines(of layout: OpaquePointer) -> LineScan {
        var scan = LineScan()
        var widest: Int32 = 0
        var height: Int64 = 0
        var firstDirection: PangoDirection? = nil
        for i in 0..<pango_layout_get_line_count(layout) {
            guard let line = pango_layout_get_line_readonly(layout, i) else { continue }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            widest = max(widest, logical.width)
            var advances: Int64 = 0
            let direction = pango_layout_line_get_resolved_direction(line)
            if let firstDirection, firstDirection != direction { scan.hasMixedDirections = true }
            if firstDirection == nil { firstDirection = direction }
            var node = line.pointee.runs
            while let current = node {
                node = current.pointee.next
                guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                    let glyphs = run.pointee.glyphs
                else { continue }
                scanGlyphs(glyphs, advances: &advances, missingCharacters: &scan.missingCharacters)
            }
            if scan.overflow == nil {
                height += Int64(max(0, logical.height))
                if advances > Int64(Int32.max) || logical.width < 0 {
                    scan.overflow = .width(advances)
                } else if logical.height < 0 || height > Int64(Int32.max) {
                    scan.overflow = .height(height)
                }
            }
        }
        scan.width = Double(widest) / Double(PANGO_SCALE)
        return scan
    }

    /// Adds the advances of a run's glyphs to `advances` and appends the characters drawn as
    /// boxes to `missingCharacters`, in the run's order.
    static func scanGlyphs(
        _ glyphs: UnsafeMutablePointer<PangoGlyphString>, advances: inout Int64, missingCharacters: inout [Unicode.Scalar]
    ) {
        for g in 0..<Int(glyphs.pointee.num_glyphs) {
            advances += Int64(glyphs.pointee.glyphs[g].geometry.width)
            // A box is the character itself with the "unknown" flag (invalid input, all bits
            // set, cannot come from a Swift string).
            let glyph = glyphs.pointee.glyphs[g].glyph
            guard glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0, glyph != PANGO_GLYPH_INVALID_INPUT,
                let scalar = Unicode.Scalar(glyph & ~PANGO_GLYPH_UNKNOWN_FLAG)
            else { continue }
            missingCharacters.append(scalar)
        }
    }

    /// What the measurer reports for a layout built from `request`: the widest line (for `clip`,
    /// capped at the wrap width), the height of the lines (`lines × lineHeight` with a fixed line
    /// height), the number of lines, the first baseline where it is drawn
    /// (`firstBaseline(of:logicalRect:fixedLines:)`) and the characters no font has.
    ///
    /// The width is the widest line's, not the layout's extents: when paragraphs of different
    /// directions each start on their own side, the extents span the whole wrap width.
    static func measurement(
        of layout: OpaquePointer, lines: LineScan, logicalRect: Rect, request: TextMeasurementRequest,
        fixedLines: FixedLines?
    ) -> TextMeasurement {
        measurement(
            lines: lines, lineCount: Int(pango_layout_get_line_count(layout)), logicalHeight: logicalRect.height,
            firstBaseline: firstBaseline(of: layout, logicalRect: logicalRect, fixedLines: fixedLines), request: request)
    }

    /// `measurement(of:lines:logicalRect:request:fixedLines:)` from what it reads of a layout: the
    /// line scan, the number of lines, the logical height and the first baseline. One rule for
    /// the layout and for a line measured without one (`PlainLineMeasurement`).
    static func measurement(
        lines: LineScan, lineCount: Int, logicalHeight: Double, firstBaseline: Double, request: TextMeasurementRequest
    ) -> TextMeasurement {
        var width = lines.width
        if request.lineBreakMode == .clip, let limit = request.wrapWidth { width = min(width, limit) }
        let height = request.scaledLineHeight.map { $0 * Double(lineCount) } ?? logicalHeight
        return TextMeasurement(
            width: width, height: height, lineCount: lineCount, firstBaseline: firstBaseline,
            missingCharacters: lines.missingCharacters)
    }

    /// The first line's baseline below the top of the text's box, where the drawing puts it:
    /// centred in a fixed line height as `lineOrigins(inTextBox:)` places it, else Pango's own
    /// (`origin(inTextBox:)` moves the logical rectangle's top to the box's).
    static func firstBaseline(
        of layout: OpaquePointer, logicalRect: Rect, fixedLines: FixedLines?
    ) -> Double {
        if let fixed = fixedLines { return centredBaseline(fixed) }
        return Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE) - logicalRect.y
    }

    /// A line's baseline below its top in a fixed line height: the tag font's ascent and descent
    /// centred in the line.
    static func centredBaseline(_ fixed: FixedLines) -> Double {
        (fixed.height - fixed.ascent - fixed.descent) / 2 + fixed.ascent
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Where to put the layout's origin so its logical rectangle's top-left corner lands on
    /// `textBox`'s top-left corner.
    package func origin(inTextBox textBox: Rect) -> Point {
        Point(x: textBox.x - logicalRect.x, y: textBox.y - logicalRect.y)
    }

    /// Where to put each line's baseline start (`pango_cairo_show_layout_line` draws from the
    /// current point on the baseline) so the lines fill `textBox` (the measured size) as
    /// `alignment` asks, for a text that `drawsLineByLine`.
    ///
    /// Across: `left`, `right` and `center` place each line against that side of the box or in
    /// its middle; `natural` puts a left-to-right line on the left and a right-to-left one on the
    /// right. Down: with a fixed line height `L`, line `i`'s baseline is `i·L + (L − (a + d))/2 + a`
    /// below the box's top (`a`, `d`: the tag font's ascent and descent, centred in the line);
    /// otherwise Pango's own baselines.
    package func lineOrigins(inTextBox textBox: Rect) -> [Point] {
        let scale = Double(PANGO_SCALE)
        var origins: [Point] = []
        guard let iterator = pango_layout_get_iter(pointer) else { return origins }
        defer { pango_layout_iter_free(iterator) }
        var index = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let width = Double(logical.width) / scale
            let rightToLeft =
                pango_layout_iter_get_line_readonly(iterator).map {
                    pango_layout_line_get_resolved_direction($0) == PANGO_DIRECTION_RTL
                } ?? false
            let factor: Double
            switch alignment {
            case .left: factor = 0
            case .center: factor = 0.5
            case .right: factor = 1
            case .natural: factor = rightToLeft ? 1 : 0
            }
            let baseline: Double
            if let fixed = fixedLines {
                baseline = Double(index) * fixed.height + Self.centredBaseline(fixed)
            } else {
                baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale - logicalRect.y
            }
            origins.append(Point(x: textBox.x + (textBox.width - width) * factor, y: textBox.y + baseline))
            index += 1
        } while pango_layout_iter_next_line(iterator) != 0
        return origins
    }

    /// The text of each line as shown, an ellipsis included (as "…"), in visual run order.
    package var lineTexts: [String] {
        guard let base = pango_layout_get_text(pointer) else { return [] }
        let bytes = UnsafeRawPointer(base).assumingMemoryBound(to: UInt8.self)
        var result: [String] = []
        for i in 0..<pango_layout_get_line_count(pointer) {
            guard let line = pango_layout_get_line_readonly(pointer, i) else { continue }
            var text = ""
            var node = line.pointee.runs
            while let current = node {
                if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                    let item = run.pointee.item
                {
                    if Int32(item.pointee.analysis.flags) & Int32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                        text += "…"
                    } else {
                        let start = bytes + Int(item.pointee.offset)
                        text += String(decoding: UnsafeBufferPointer(start: start, count: Int(item.pointee.length)), as: UTF8.self)
                    }
                }
                node = current.pointee.next
            }
            result.append(text)
        }
        return result
    }

    /// The logical width of each line, in points.
    package var lineWidths: [Double] {
        (0..<pango_layout_get_line_count(pointer)).map { i in
            var logical = PangoRectangle()
            pango_layout_line_get_extents(pango_layout_get_line_readonly(pointer, i), nil, &logical)
            return Double(logical.width) / Double(PANGO_SCALE)
        }
    }
}

