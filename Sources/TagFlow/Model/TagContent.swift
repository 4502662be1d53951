/// What a tag shows: text (with an optional leading image), measured by the text engine, or
/// content a front end draws itself, of which the component only knows the size.
///
/// A string literal is plain text: `let content: TagContent = "Swift"`.
public enum TagContent: Hashable, Sendable, ExpressibleByStringLiteral {
    /// Text, plain or in runs, with an optional image before it (TTGTagCollectionView's
    /// `TextTagStringContent` and `TextTagAttributedStringContent`).
    case text(TagText, leadingImage: TagImage? = nil)
    /// Content drawn by the front end (an avatar chip, a colour swatch: TTGTagCollectionView's
    /// custom views), with its size and the words a screen reader says for it (an empty label
    /// falls back to "Tag N").
    case custom(CustomTagSize, label: String = "")

    public init(stringLiteral value: String) {
        self = .text(.plain(value))
    }

    /// Plain text with an optional leading image.
    public static func plain(_ string: String, leadingImage: TagImage? = nil) -> TagContent {
        .text(.plain(string), leadingImage: leadingImage)
    }

    /// Content of a fixed size drawn by the front end.
    public static func custom(size: Size, label: String = "") -> TagContent {
        .custom(.fixed(size), label: label)
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
        case .custom(_, let label): label
        }
    }

    /// Throws when a run font or the image is invalid; paths are relative to the content
    /// (`text.runs[0].font.size`, `leadingImage.size.width`).
    public func validate() throws(TagFlowError) {
        guard case .text(let text, let image) = self else { return }
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
}
