import TagFlow

/// The input of `tagflow layout` (design §6): a container, a layout configuration, and what to
/// place — items of given sizes, or tags to be measured first.
///
/// ```json
/// { "container": { "width": 343, "height": 0 },
///   "layout": { "alignment": "center", "numberOfLines": 2 },
///   "items": [ { "width": 80, "height": 28 }, { "width": 120, "height": 28, "lineBreak": "startsNewLine" } ] }
/// ```
public struct LayoutDocument: Hashable, Sendable {
    /// What a document places.
    public enum Content: Hashable, Sendable {
        /// Items of given sizes (`items`).
        case items([LayoutItem])
        /// Tags, measured with the text engine before they are placed (`tags`).
        case tags([TagEntry])
    }

    /// The container's size: `container.width` (required) and `container.height` (0: no fixed
    /// height).
    public var container: Size
    /// The `layout` object; every key defaults to `LayoutConfiguration()`.
    public var configuration: LayoutConfiguration
    /// The items or tags, in order.
    public var content: Content
    /// The reader's text size that scales every tag's fonts (`contentSizeCategory`, tags only).
    public var contentSizeCategory: ContentSizeCategory
    /// The component settings and input events (`component`, `events`), or `nil` when the
    /// document has neither key: then the output is the plain layout of design §6.
    public var component: ComponentScript?

    /// Creates a document.
    public init(
        container: Size, configuration: LayoutConfiguration = LayoutConfiguration(), content: Content,
        contentSizeCategory: ContentSizeCategory = .large, component: ComponentScript? = nil
    ) {
        self.container = container
        self.configuration = configuration
        self.content = content
        self.contentSizeCategory = contentSizeCategory
        self.component = component
    }

    /// Creates a document of items.
    public init(container: Size, configuration: LayoutConfiguration = LayoutConfiguration(), items: [LayoutItem]) {
        self.init(container: container, configuration: configuration, content: .items(items))
    }
}
