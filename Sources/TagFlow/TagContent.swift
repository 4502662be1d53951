/// A stretch of text with its own font and colour, for tags whose text mixes styles
/// (the counterpart of an attributed string).
public struct TextRun: Hashable, Sendable {
    /// The run's text.
    public var text: String
    /// The run's font; `nil` uses the style's font. Scaled by the content-size category like it.
    public var font: Font?
    /// The run's colour; `nil` uses the style's text colour.
    public var color: Color?

    /// Creates a run.
    public init(_ text: String, font: Font? = nil, color: Color? = nil) {
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
    var isEmpty: Bool {
        switch self {
        case .plain(let s): s.isEmpty
        case .runs(let runs): runs.allSatisfy { $0.text.isEmpty }
        }
    }

    /// Throws unless every run font is valid.
    func validate(name: @autoclosure () -> String) throws(TagFlowError) {
        guard case .runs(let runs) = self else { return }
        for (i, run) in runs.enumerated() {
            try run.font?.validate(name: "\(name()).runs[\(i)].font")
        }
    }
}

/// An image shown before the text of a tag (an icon-and-label tag).
///
/// The model does not hold pixels: `source` names the image for whoever draws it (a file path for
/// the Cairo renderer, an asset name for a UIKit front end). Sizing only needs `size` and
/// `spacing`.
public struct TagImage: Hashable, Sendable {
    /// What to draw: a path or an asset name, interpreted by the renderer.
    public var source: String
    /// The size the image is drawn at, in points (each finite, ≥ 0).
    public var size: Size
    /// The space between the image and the text, in points (finite, ≥ 0). It is left out when the
    /// tag has no text.
    public var spacing: Double
    /// A colour to tint a template image with; `nil` draws the image as it is.
    public var tintColor: Color?

    /// Creates a leading image.
    public init(source: String, size: Size, spacing: Double = 4, tintColor: Color? = nil) {
        self.source = source
        self.size = size
        self.spacing = spacing
        self.tintColor = tintColor
    }

    func validate(name: @autoclosure () -> String) throws(TagFlowError) {
        try TagFlowError.checkNonNegative(size.width, name() + ".size.width")
        try TagFlowError.checkNonNegative(size.height, name() + ".size.height")
        try TagFlowError.checkNonNegative(spacing, name() + ".spacing")
    }
}

/// What a tag shows: its text and an optional leading image.
public struct TagContent: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The text, plain or in runs.
    public var text: TagText
    /// An image before the text, or `nil`.
    public var leadingImage: TagImage?

    /// Creates content from text and an optional image.
    public init(text: TagText, leadingImage: TagImage? = nil) {
        self.text = text
        self.leadingImage = leadingImage
    }

    /// Creates plain-text content.
    public init(_ string: String, leadingImage: TagImage? = nil) {
        self.init(text: .plain(string), leadingImage: leadingImage)
    }

    /// Creates content from runs of styled text.
    public init(runs: [TextRun], leadingImage: TagImage? = nil) {
        self.init(text: .runs(runs), leadingImage: leadingImage)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Throws when a run font or the image is invalid; `name` prefixes the paths in errors.
    public func validate(name: @autoclosure () -> String = "content") throws(TagFlowError) {
        try text.validate(name: name() + ".text")
        try leadingImage?.validate(name: name() + ".leadingImage")
    }
}
