// TTGTagCollectionView 3.3's tag members that TagFlow spells otherwise.
extension TextTag {
    /// TTG's initializer from string content.
    @available(*, unavailable, message: "a tag is made from its text: TextTag(\"Swift\", style: style)")
    public init(content: TextTagStringContent, style: TextTagStyle) { self.init("") }

    /// TTG's auto-incremented id.
    @available(*, unavailable, renamed: "id", message: "a TagID you give, or the text")
    public var tagId: TagID { id }

    /// TTG's selection flag.
    @available(*, unavailable, renamed: "isSelected")
    public var selected: Bool { get { false } nonmutating set {} }

    /// TTG's selection callback.
    @available(*, unavailable, message: "the didTap(index:id:selected:) callback in the update each call returns")
    public var onSelectStateChanged: Any? { get { nil } nonmutating set {} }
}

extension LayoutConfiguration.Alignment {
    /// TTG's fill by spacing.
    @available(*, unavailable, renamed: "spaceBetween")
    public static var fillByExpandingSpace: Self { .spaceBetween }
    /// TTG's fill by widening tags.
    @available(*, unavailable, renamed: "fillWidth")
    public static var fillByExpandingWidth: Self { .fillWidth }
    /// TTG's fill except the last line.
    @available(*, unavailable, renamed: "fillWidthExceptLastLine")
    public static var fillByExpandingWidthExceptLastLine: Self { .fillWidthExceptLastLine }
}

extension TagColor {
    /// UIKit's system blue.
    @available(*, unavailable, message: "TagColor(hex: 0x007AFF)")
    public static var systemBlue: TagColor { .black }
    /// UIKit's system purple.
    @available(*, unavailable, message: "TagColor(hex: 0xAF52DE)")
    public static var systemPurple: TagColor { .black }
    /// UIKit's system orange.
    @available(*, unavailable, message: "TagColor(hex: 0xFF9500)")
    public static var systemOrange: TagColor { .black }
    /// UIKit's system red.
    @available(*, unavailable, message: "TagColor(hex: 0xFF3B30)")
    public static var systemRed: TagColor { .black }
    /// UIKit's system green.
    @available(*, unavailable, message: "TagColor(hex: 0x34C759)")
    public static var systemGreen: TagColor { .black }
    /// UIKit's system gray.
    @available(*, unavailable, message: "TagColor(hex: 0x8E8E93)")
    public static var systemGray: TagColor { .black }
    /// UIKit's dark text.
    @available(*, unavailable, message: "TagColor.black")
    public static var darkText: TagColor { .black }
}
