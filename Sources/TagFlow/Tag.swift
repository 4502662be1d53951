/// A value a caller attaches to a tag (a model object's key, a URL, …).
///
/// It holds any `Hashable & Sendable` value, so tags stay Hashable and can cross threads; two
/// attachments are equal when their values are of the same type and equal.
public struct TagAttachment: Hashable, Sendable {
    /// The attached value.
    public let value: any Sendable
    // Equality and hashing are captured while the value's type is known, so they need no
    // existential opening later.
    private let isEqual: @Sendable (any Sendable) -> Bool
    private let hashValue_: @Sendable (inout Hasher) -> Void

    /// Wraps a value.
    public init<T: Hashable & Sendable>(_ value: T) {
        self.value = value
        self.isEqual = { other in (other as? T) == value }
        self.hashValue_ = { hasher in
            hasher.combine(ObjectIdentifier(T.self))
            hasher.combine(value)
        }
    }

    /// The value as `T`, or `nil` when it is of another type.
    public func value<T>(as type: T.Type = T.self) -> T? { value as? T }

    public static func == (lhs: TagAttachment, rhs: TagAttachment) -> Bool {
        lhs.isEqual(rhs.value)
    }

    public func hash(into hasher: inout Hasher) {
        hashValue_(&hasher)
    }
}

/// A text tag: an identity, what it shows, how it looks, and whether it is selected.
///
/// A selected tag shows `selectedContent` in `selectedStyle`; either falls back to the normal one
/// when `nil` (`rightfulContent`, `rightfulStyle`).
public struct Tag: Hashable, Sendable, Identifiable {
    /// The tag's stable identity.
    public var id: TagID
    /// What the tag shows when not selected (and when selected without `selectedContent`).
    public var content: TagContent
    /// How the tag looks when not selected (and when selected without `selectedStyle`).
    public var style: TagStyle
    /// What the tag shows when selected; `nil` shows `content`.
    public var selectedContent: TagContent?
    /// How the tag looks when selected; `nil` uses `style`.
    public var selectedStyle: TagStyle?
    /// Whether the tag is selected.
    public var isSelected: Bool
    /// A caller's value carried with the tag, or `nil`.
    public var attachment: TagAttachment?

    /// Creates a tag.
    public init(
        id: TagID = TagID(), content: TagContent, style: TagStyle = TagStyle(),
        selectedContent: TagContent? = nil, selectedStyle: TagStyle? = nil,
        isSelected: Bool = false, attachment: TagAttachment? = nil
    ) {
        self.id = id
        self.content = content
        self.style = style
        self.selectedContent = selectedContent
        self.selectedStyle = selectedStyle
        self.isSelected = isSelected
        self.attachment = attachment
    }

    /// Creates a plain-text tag.
    public init(id: TagID = TagID(), _ text: String, style: TagStyle = TagStyle(), selectedStyle: TagStyle? = nil) {
        self.init(id: id, content: TagContent(text), style: style, selectedStyle: selectedStyle)
    }

    /// The content shown now: `selectedContent` when selected and set, else `content`.
    public var rightfulContent: TagContent {
        isSelected ? selectedContent ?? content : content
    }

    /// The style used now: `selectedStyle` when selected and set, else `style`.
    public var rightfulStyle: TagStyle {
        isSelected ? selectedStyle ?? style : style
    }

    /// Throws the first invalid value of the content, style, selected content or selected style;
    /// `name` prefixes the paths in errors (e.g. `"tags[3]"`).
    public func validate(name: @autoclosure () -> String = "tag") throws(TagFlowError) {
        try content.validate(name: name() + ".content")
        try style.validate(name: name() + ".style")
        try selectedContent?.validate(name: name() + ".selectedContent")
        try selectedStyle?.validate(name: name() + ".selectedStyle")
    }
}
