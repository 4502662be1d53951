/// Per-tag changes to what assistive technologies are told. Every field left `nil` (the default)
/// means "derive it": the label from the text (or a custom tag's label), the hint from the
/// selection mode. TTGTagCollectionView's `enableAutoDetectAccessibility` is this default.
public struct TagAccessibility: Hashable, Sendable {
    /// Whether the tag is an accessibility element (default `true`). Hidden tags never are.
    public var isElement: Bool
    /// The label to read instead of the derived one.
    public var label: String?
    /// The hint to read instead of the derived one; an empty string means no hint.
    public var hint: String?

    /// Creates overrides; the defaults derive everything.
    public init(isElement: Bool = true, label: String? = nil, hint: String? = nil) {
        self.isElement = isElement
        self.label = label
        self.hint = hint
    }

    /// Everything derived.
    public static let automatic = TagAccessibility()
}
