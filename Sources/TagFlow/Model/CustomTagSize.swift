/// How big a tag that is not text is: a size given up front, or a function of the container width.
///
/// This is the counterpart of TTGTagCollectionView's `TagCollectionView` (arbitrary views, sized
/// by `sizeForTagAt`): the component never looks inside such a tag (`TagContent.custom`), it
/// only needs its size.
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
