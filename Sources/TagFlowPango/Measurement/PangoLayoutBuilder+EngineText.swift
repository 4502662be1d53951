import TagFlow

extension PangoLayoutBuilder {
    /// `request` with its text as the text engine is given it, in measuring and drawing alike,
    /// so what is drawn is what was measured; the request itself when nothing changes.
    ///
    /// What a browser's canvas (`measureText`, the reference for every width) does, and Pango
    /// does not, is done here (Chromium's widths, measured):
    /// - a tab is a space: Pango jumps to the next tab stop (every 8 spaces), which a line cannot
    ///   break inside (`"a\t\t\t\t\t\t\t\tb"` at a 40 pt width measured 227 pt wide, and the
    ///   drawn tag lost its first line);
    /// - U+0000 is nothing: Pango copies a text up to its first NUL, so everything after one was
    ///   lost, measured and drawn alike; a browser gives it no width and draws nothing;
    /// - U+000B and U+000C are spaces and U+0085 is nothing (Pango drew each as a box);
    /// - U+2028 and U+2029 are spaces in a one-line tag, and with more lines they end a line as
    ///   a line feed does: Pango limits the lines of each paragraph and joins what is past the
    ///   limit to the last line when it truncates, and U+2028 does not end a paragraph, so a
    ///   tag measured as its first lines was drawn with the rest run into the last one.
    /// A line feed or carriage return still ends a paragraph (a one-line tag shows the first).
    static func engineRequest(_ request: TextMeasurementRequest) -> TextMeasurementRequest {
        let oneLine = request.numberOfLines == 1
        var given = request
        switch request.text {
        case .plain(let string):
            guard needsChange(string) else { return request }
            given.text = .plain(engineText(string, oneLine: oneLine))
        case .runs(let runs):
            guard runs.contains(where: { needsChange($0.text) }) else { return request }
            given.text = .runs(runs.map { run in
                var run = run
                run.text = engineText(run.text, oneLine: oneLine)
                return run
            })
        }
        return given
    }

    /// `text` as `engineRequest` gives it to the engine.
    static func engineText(_ text: String, oneLine: Bool) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\0", "\u{85}": continue
            case "\t", "\u{0B}", "\u{0C}": scalars.append(" ")
            case "\u{2028}", "\u{2029}": scalars.append(oneLine ? " " : "\n")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether `engineText` may change `text`: a byte scan, since this runs on every
    /// measurement (0xC2 leads U+0085, 0xE2 U+2028 and U+2029).
    private static func needsChange(_ text: String) -> Bool {
        anyByte(of: text) { byte in byte == 0x00 || byte == 0x09 || byte == 0x0B || byte == 0x0C || byte == 0xC2 || byte == 0xE2 }
    }

    /// Whether a UTF-8 byte of `text` passes `test`, read in place (a scan through the string's
    /// index is several times slower, and this runs on every measurement).
    static func anyByte(of text: String, _ test: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: test) } ?? text.utf8.contains(where: test)
    }
}
