/// What a tag shows: text (with an optional leading image), measured by the text engine, or
/// content a front end draws itself, of which the component only knows the size.
///
/// A string literal is plain text: `let content: TagContent = "Swift"`.
public enum TagContent: Hashable, Sendable, ExpressibleByStringLiteral {
    /// Text, plain or in runs, with an optional image before it (TTGTagCollectionView's
    /// `TextTagStringContent` and `TextTagAttributedStringContent`).
    case text(TagText, leadingImage: TagImage? = nil)
    /// Content drawn by the front end (an avatar chip, a colour swatch: TTGTagCollectionView's
    /// custom views), with its size, the words a screen reader says for it (an empty label
    /// falls back to "Tag N") and its first baseline below its top, for tags aligned by their
    /// baselines (`nil`: its bottom, as CSS gives a box without text; finite, ≥ 0, at most the
    /// content's height).
    case custom(CustomTagSize, label: String = "", baseline: Double? = nil)

    public init(stringLiteral value: String) {
        self = .text(.plain(value))
    }

    /// Plain text with an optional leading image.
    public static func plain(_ string: String, leadingImage: TagImage? = nil) -> TagContent {
        .text(.plain(string), leadingImage: leadingImage)
    }

    /// Content of a fixed size drawn by the front end, with its first baseline below its top
    /// (`nil`: its bottom).
    public static func custom(size: Size, label: String = "", baseline: Double? = nil) -> TagContent {
        .custom(.fixed(size), label: label, baseline: baseline)
    }

    /// The text, or `nil` for custom content.
    public var text: TagText? {
        if case .text(let text, _) = self { return text }
        return nil
    }

    /// The leading image of text content, or `nil`.
    public var leadingImage: TagImage? {
        if case .text(_, let image) = self { return image }
        return nil
    }

    /// The words the content stands for: the text's characters, or a custom content's label.
    public var string: String {
        switch self {
        case .text(let text, _): text.string
        case .custom(_, let label, _): label
        }
    }

    /// Throws when a run font, the image or a custom content's baseline is invalid; paths are
    /// relative to the content (`text.runs[0].font.size`, `leadingImage.size.width`,
    /// `baseline`).
    package func validate() throws(TagFlowError) {
        guard case .text(let text, let image) = self else {
            try Self.checkBaseline(of: self)
            return
        }
        do {
            try text.validate()
        } catch {
            throw error.prefixed(with: ["text"])
        }
        do {
            try image?.validate()
        } catch {
            throw error.prefixed(with: ["leadingImage"])
        }
    }

    /// Throws unless a custom content's baseline is `nil`, or finite, ≥ 0 and — for a fixed
    /// size — at most its height.
    private static func checkBaseline(of content: TagContent) throws(TagFlowError) {
        guard case .custom(let size, _, let baseline?) = content else { return }
        try TagFlowError.checkNonNegative(baseline, at: ["baseline"])
        if case .fixed(let fixed) = size, baseline > fixed.height {
            throw TagFlowError(.invalidNumber(baseline, allowed: "at most the content's height, \(formatted(fixed.height))"), at: ["baseline"])
        }
    }
}
