/// TTGTagCollectionView's view, unavailable where only `TagFlow` is imported: its message sends the
/// user to `TagFlowKit`, where this name is a rename to `TagCloud` and every TTG member of the view
/// is spelled on `TagCloud` with its own fix-it (a second copy of those members here would only
/// repeat them: the first error a program gets is this type's).
@available(*, unavailable, message: "TagFlow's tag collection in one object is TagCloud: import TagFlowKit, then let tagView = TagCloud(); TTG's members (add(tag:), removeTag(at:), reload(), contentSize(for:…)…) are spelled on TagCloud")
public final class TextTagCollectionView {
    /// TTG's initializer.
    @available(*, unavailable, message: "import TagFlowKit, then let tagView = TagCloud()")
    public init() {}
    /// UIKit's initializer.
    @available(*, unavailable, message: "import TagFlowKit, then let tagView = TagCloud(width: 343), as wide as the frame")
    public init(frame: CGRect) {}
}
