/// A stretch of text with its own font and colour, for tags whose text mixes styles
/// (the counterpart of an attributed string).
public struct TextRun: Hashable, Sendable {
    /// The run's text.
    public var text: String
    /// The run's font; `nil` uses the style's font. Scaled by the text size category like it.
    public var font: TagFont?
    /// The run's colour; `nil` uses the style's text colour.
    public var color: TagColor?

    /// Creates a run.
    public init(_ text: String, font: TagFont? = nil, color: TagColor? = nil) {
        self.text = text
        self.font = font
        self.color = color
    }
}

/// The text of a tag: one string in the style's font, or runs with their own fonts and colours.
public enum TagText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// Plain text in the style's font and colour.
    case plain(String)
    /// Runs of text, drawn one after another; each may set its own font and colour.
    case runs([TextRun])

    public init(stringLiteral value: String) {
        self = .plain(value)
    }

    /// The characters without styling, e.g. for an accessibility label.
    public var string: String {
        switch self {
        case .plain(let s): s
        case .runs(let runs): runs.map(\.text).joined()
        }
    }

    /// Whether there are no characters (`string.isEmpty`, without joining runs).
    public var isEmpty: Bool {
        switch self {
        case .plain(let s): s.isEmpty
        case .runs(let runs): runs.allSatisfy { $0.text.isEmpty }
        }
    }

    /// Throws unless the text is within its limits (`checkLimits()`) and every run font is valid;
    /// paths are relative to the text (`runs[2].font.size`).
    func validate() throws(TagFlowError) {
        try checkLimits()
        guard case .runs(let runs) = self else { return }
        for (i, run) in runs.enumerated() {
            do {
                try run.font?.validate()
            } catch {
                throw error.prefixed(with: ["runs", .index(i), "font"])
            }
        }
    }
}
