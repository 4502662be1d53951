/// How big a tag that is not text is: a size given up front, or a function of the container width.
///
/// This is the counterpart of TTGTagCollectionView's `TagCollectionView` (arbitrary views, sized
/// by `sizeForTagAt`): the component never looks inside such a tag, it only needs its size.
public enum CustomTagSize: Hashable, Sendable {
    /// Always this size (the width is still limited to the container width by the layout).
    case fixed(Size)
    /// The size for a container width (`.infinity` in horizontal scrolling, where lines have no
    /// width limit). `key` stands for the function in comparisons: two providers with the same key
    /// are treated as the same function, so give a new key when the function changes.
    case provider(key: String, size: @Sendable (_ containerWidth: Double) -> Size)

    /// The size at `containerWidth`.
    public func size(containerWidth: Double) -> Size {
        switch self {
        case .fixed(let size): size
        case .provider(_, let size): size(containerWidth)
        }
    }

    public static func == (lhs: CustomTagSize, rhs: CustomTagSize) -> Bool {
        switch (lhs, rhs) {
        case let (.fixed(a), .fixed(b)): a == b
        case let (.provider(a, _), .provider(b, _)): a == b
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .fixed(let size):
            hasher.combine(0)
            hasher.combine(size)
        case .provider(let key, _):
            hasher.combine(1)
            hasher.combine(key)
        }
    }
}

/// A tag whose content is not text — what a front end shows as a view of its own (an avatar
/// chip, a colour swatch). It has an identity, a selected state and a size; every gesture,
/// mutation and accessibility rule works for it exactly as for a text tag.
public struct CustomTag: Hashable, Sendable, Identifiable {
    /// The tag's stable identity.
    public var id: TagID
    /// The size when not selected (and when selected without `selectedSize`).
    public var size: CustomTagSize
    /// The size when selected; `nil` keeps `size`.
    public var selectedSize: CustomTagSize?
    /// Whether the tag is selected.
    public var isSelected: Bool
    /// What a screen reader says for the tag. A text tag's label is its text; a custom tag has no
    /// text, so the caller says what it shows (an empty label falls back to "Tag N").
    public var accessibilityLabel: String
    /// A caller's value carried with the tag, or `nil`.
    public var attachment: TagAttachment?

    /// Creates a custom tag.
    public init(
        id: TagID = TagID(), size: CustomTagSize, selectedSize: CustomTagSize? = nil,
        isSelected: Bool = false, accessibilityLabel: String = "", attachment: TagAttachment? = nil
    ) {
        self.id = id
        self.size = size
        self.selectedSize = selectedSize
        self.isSelected = isSelected
        self.accessibilityLabel = accessibilityLabel
        self.attachment = attachment
    }

    /// Creates a custom tag of a fixed size.
    public init(id: TagID = TagID(), width: Double, height: Double, accessibilityLabel: String = "") {
        self.init(id: id, size: .fixed(Size(width: width, height: height)), accessibilityLabel: accessibilityLabel)
    }

    /// The size that applies now: `selectedSize` when selected and set, else `size`.
    public var rightfulSize: CustomTagSize {
        isSelected ? selectedSize ?? size : size
    }
}
