/// One entry of a tag collection: a text tag or a custom (non-text) tag, with its accessibility
/// overrides.
///
/// `id` and `isSelected` read and write through to the wrapped tag, so the collection, the
/// selection policy and the gestures treat both kinds the same way.
public struct TagItem: Hashable, Sendable, Identifiable {
    /// What the entry is.
    ///
    /// The payloads are stored out of line (`indirect`): a tag is several hundred bytes with
    /// several references, and collections copy their items on every change (value semantics,
    /// all-or-nothing mutations); a boxed payload makes that copy one reference per item.
    public enum Kind: Hashable, Sendable {
        /// A text tag, measured by the controller's `TagSizer`.
        indirect case text(Tag)
        /// A tag a front end draws itself, with a given size or a size provider.
        indirect case custom(CustomTag)
    }

    /// The wrapped tag.
    public var kind: Kind
    /// What assistive technologies are told, beyond what is derived.
    public var accessibility: TagAccessibility
    /// How the tag takes part in line breaking (vertical scrolling): flows normally, always starts
    /// a new line, or takes a whole line.
    public var lineBreak: LineBreakBehavior

    /// Wraps a text tag.
    public init(_ tag: Tag, accessibility: TagAccessibility = .automatic, lineBreak: LineBreakBehavior = .normal) {
        self.kind = .text(tag)
        self.accessibility = accessibility
        self.lineBreak = lineBreak
    }

    /// Wraps a custom tag.
    public init(_ tag: CustomTag, accessibility: TagAccessibility = .automatic, lineBreak: LineBreakBehavior = .normal) {
        self.kind = .custom(tag)
        self.accessibility = accessibility
        self.lineBreak = lineBreak
    }

    /// A plain-text tag with a given id.
    public static func text(_ text: String, id: TagID = TagID(), style: TagStyle = TagStyle()) -> TagItem {
        TagItem(Tag(id: id, text, style: style))
    }

    /// A custom tag of a fixed size with a given id.
    public static func custom(width: Double, height: Double, id: TagID = TagID(), label: String = "") -> TagItem {
        TagItem(CustomTag(id: id, width: width, height: height, accessibilityLabel: label))
    }

    /// The wrapped tag's id.
    public var id: TagID {
        get {
            switch kind {
            case .text(let tag): tag.id
            case .custom(let tag): tag.id
            }
        }
        set {
            switch kind {
            case .text(var tag):
                tag.id = newValue
                kind = .text(tag)
            case .custom(var tag):
                tag.id = newValue
                kind = .custom(tag)
            }
        }
    }

    /// Whether the wrapped tag is selected.
    public var isSelected: Bool {
        get {
            switch kind {
            case .text(let tag): tag.isSelected
            case .custom(let tag): tag.isSelected
            }
        }
        set {
            switch kind {
            case .text(var tag):
                tag.isSelected = newValue
                kind = .text(tag)
            case .custom(var tag):
                tag.isSelected = newValue
                kind = .custom(tag)
            }
        }
    }

    /// The text tag, or `nil` for a custom tag.
    public var textTag: Tag? {
        if case .text(let tag) = kind { return tag }
        return nil
    }

    /// The custom tag, or `nil` for a text tag.
    public var customTag: CustomTag? {
        if case .custom(let tag) = kind { return tag }
        return nil
    }

    /// The caller's attached value, whichever kind the tag is.
    public var attachment: TagAttachment? {
        switch kind {
        case .text(let tag): tag.attachment
        case .custom(let tag): tag.attachment
        }
    }

    /// The words a screen reader would derive: a text tag's text as it shows now (selected
    /// content when selected), a custom tag's label.
    public var derivedLabel: String {
        switch kind {
        case .text(let tag): tag.rightfulContent.text.string
        case .custom(let tag): tag.accessibilityLabel
        }
    }
}
