/// A tag: an identity, what it shows, how it looks, whether it is selected, how it takes part in
/// line breaking, and what screen readers are told — TTGTagCollectionView's `TextTag`, for text
/// and for custom content alike.
///
/// A selected tag shows `selectedContent` in `selectedStyle`; either falls back to the normal one
/// when `nil` (`rightfulContent`, `rightfulStyle`). A disabled tag (`isDisabled`) shows its
/// content in `disabledStyle` when it has one; input never taps, selects, removes, drags or
/// focuses it.
///
/// ```swift
/// let swift = TextTag("Swift")                                  // id "Swift"
/// let avatar = TextTag(id: "me", content: .custom(size: Size(width: 28, height: 28), label: "Me"))
/// ```
///
/// A tag is a value; its content and styles live in one shared box, so copying a tag (which
/// collections do on every change) copies a reference, not every field.
public struct TextTag: Hashable, Sendable, Identifiable {
    /// The tag's stable identity.
    public var id: TagID
    /// Whether the tag is selected.
    public var isSelected: Bool
    /// Whether the tag is disabled: shown (in `disabledStyle`, or dimmed by the renderer), but
    /// never tapped, selected, removed, dragged or focused by input, and not enabled for
    /// assistive technologies — as GTK treats an insensitive widget.
    public var isDisabled: Bool
    /// How the tag takes part in line breaking (vertical scrolling): flows normally, always starts
    /// a new line, or takes a whole line.
    public var lineBreak: LayoutItem.LineBreak
    /// Everything else, boxed.
    private var details: Boxed<Details>

    /// The fields that make a tag large, kept out of line, with what sizing needs of them. The
    /// style is a box of its own, one box for every tag in the default style; what few tags
    /// have (a selected or disabled look, an attachment) is a further box, absent when unset:
    /// each style is hundreds of bytes, and a collection holds thousands of tags.
    private struct Details: BoxedValue {
        var content: TagContent
        private var styleBox: Boxed<TextTagStyle>
        var accessibility: TagAccessibility
        /// `nil` when every field of `Variants` is unset, so equal tags store equal details.
        private var variants: Boxed<Variants>?

        /// The fields few tags set.
        struct Variants: BoxedValue {
            var selectedContent: TagContent?
            var selectedStyle: TextTagStyle?
            var disabledStyle: TextTagStyle?
            var attachment: TagAttachment?
            var isEmpty: Bool { selectedContent == nil && selectedStyle == nil && disabledStyle == nil && attachment == nil }
            func makeCache() {}
        }

        /// The box every tag in the default style shares.
        private static let defaultStyle = Boxed(TextTagStyle())

        init(
            content: TagContent, style: TextTagStyle, accessibility: TagAccessibility, selectedContent: TagContent?,
            selectedStyle: TextTagStyle?, attachment: TagAttachment?
        ) {
            self.content = content
            styleBox = style == Self.defaultStyle.value ? Self.defaultStyle : Boxed(style)
            self.accessibility = accessibility
            // Tested field by field: a `Variants` of nothing is hundreds of bytes to make and read.
            let none = selectedContent == nil && selectedStyle == nil && attachment == nil
            variants = none ? nil : Boxed(Variants(selectedContent: selectedContent, selectedStyle: selectedStyle, attachment: attachment))
        }

        var style: TextTagStyle {
            get { styleBox.value }
            set { styleBox = newValue == Self.defaultStyle.value ? Self.defaultStyle : Boxed(newValue) }
        }
        var selectedContent: TagContent? { get { self[rare: \.selectedContent] } set { self[rare: \.selectedContent] = newValue } }
        var selectedStyle: TextTagStyle? { get { self[rare: \.selectedStyle] } set { self[rare: \.selectedStyle] = newValue } }
        var disabledStyle: TextTagStyle? { get { self[rare: \.disabledStyle] } set { self[rare: \.disabledStyle] = newValue } }
        var attachment: TagAttachment? { get { self[rare: \.attachment] } set { self[rare: \.attachment] = newValue } }

        /// A rare field: read through the box when there is one; written into a new box, none
        /// when every rare field is unset (so equal tags store equal details).
        private subscript<Value>(rare field: WritableKeyPath<Variants, Value?>) -> Value? {
            get { variants?.value[keyPath: field] }
            set {
                var changed = variants?.value ?? Variants()
                changed[keyPath: field] = newValue
                variants = changed.isEmpty ? nil : Boxed(changed)
            }
        }

        /// Worked out once per change of the tag, so sizing a tag again costs no validation and
        /// no hashing of its text.
        func makeCache() -> SizingBases {
            let normal = SizingBasis(content: content, style: style)
            guard let rare = variants?.value else { return SizingBases(normal: normal, selected: nil) }
            let selectedContent = rare.selectedContent
            let selected =
                selectedContent != nil || rare.selectedStyle != nil
                ? SizingBasis(content: selectedContent ?? content, style: rare.selectedStyle ?? style) : nil
            guard let disabledStyle = rare.disabledStyle else { return SizingBases(normal: normal, selected: selected) }
            return SizingBases(
                normal: normal, selected: selected, disabled: SizingBasis(content: content, style: disabledStyle),
                disabledSelected: selectedContent.map { SizingBasis(content: $0, style: disabledStyle) })
        }
    }

    /// What sizing needs of the tag as it shows unselected, as it shows selected when that
    /// differs, and, with a disabled style, as it shows disabled (with its selected content when
    /// selected and that differs).
    struct SizingBases: Sendable {
        let normal: SizingBasis
        let selected: SizingBasis?
        var disabled: SizingBasis? = nil
        var disabledSelected: SizingBasis? = nil
    }

    /// What sizing needs of the tag as it shows now (`rightfulContent` in `rightfulStyle`). (The
    /// one basis used is read out of the box, not all: the warm sizing path reads it per tag.)
    var rightfulSizingBasis: SizingBasis {
        if isDisabled, let disabled = details.cache.disabled {
            return isSelected ? details.cache.disabledSelected ?? disabled : disabled
        }
        return isSelected ? details.cache.selected ?? details.cache.normal : details.cache.normal
    }

    /// Creates a tag (disabled ones through `isDisabled` and `disabledStyle`).
    public init(
        id: TagID, content: TagContent, style: TextTagStyle = TextTagStyle(),
        selectedContent: TagContent? = nil, selectedStyle: TextTagStyle? = nil, isSelected: Bool = false,
        lineBreak: LayoutItem.LineBreak = .normal, accessibility: TagAccessibility = .automatic,
        attachment: TagAttachment? = nil
    ) {
        self.id = id
        self.isSelected = isSelected
        self.isDisabled = false
        self.lineBreak = lineBreak
        details = Boxed(
            Details(
                content: content, style: style, accessibility: accessibility, selectedContent: selectedContent,
                selectedStyle: selectedStyle, attachment: attachment))
    }

    /// Creates a tag whose id is its content's words (its text, or a custom content's label), as
    /// TTGTagCollectionView's `TextTag(content:style:)`.
    public init(content: TagContent, style: TextTagStyle = TextTagStyle(), selectedStyle: TextTagStyle? = nil) {
        self.init(id: TagID(content.string), content: content, style: style, selectedStyle: selectedStyle)
    }

    /// Creates a plain-text tag; its id is the text unless one is given.
    public init(_ text: String, id: TagID? = nil, style: TextTagStyle = TextTagStyle(), selectedStyle: TextTagStyle? = nil) {
        self.init(id: id ?? TagID(text), content: .plain(text), style: style, selectedStyle: selectedStyle)
    }

    /// What the tag shows when not selected (and when selected without `selectedContent`).
    public var content: TagContent {
        get { details.value.content }
        set { details.value.content = newValue }
    }

    /// How the tag looks when not selected (and when selected without `selectedStyle`).
    public var style: TextTagStyle {
        get { details.value.style }
        set { details.value.style = newValue }
    }

    /// What the tag shows when selected; `nil` shows `content`.
    public var selectedContent: TagContent? {
        get { details.value.selectedContent }
        set { details.value.selectedContent = newValue }
    }

    /// How the tag looks when selected; `nil` uses `style`.
    public var selectedStyle: TextTagStyle? {
        get { details.value.selectedStyle }
        set { details.value.selectedStyle = newValue }
    }

    /// How the tag looks while disabled (with the content it shows: `selectedContent` when
    /// selected and set); `nil` draws its `rightfulStyle` dimmed, as the renderer's appearance
    /// dims disabled tags. A style of other padding or font resizes the tag when it is disabled.
    public var disabledStyle: TextTagStyle? {
        get { details.value.disabledStyle }
        set { details.value.disabledStyle = newValue }
    }

    /// What assistive technologies are told, beyond what is derived.
    public var accessibility: TagAccessibility {
        get { details.value.accessibility }
        set { details.value.accessibility = newValue }
    }

    /// A caller's value carried with the tag, or `nil`.
    public var attachment: TagAttachment? {
        get { details.value.attachment }
        set { details.value.attachment = newValue }
    }

    /// The content shown now: `selectedContent` when selected and set, else `content`.
    public var rightfulContent: TagContent {
        isSelected ? details.value.selectedContent ?? details.value.content : details.value.content
    }

    /// The style used now: `disabledStyle` when disabled and set, else `selectedStyle` when
    /// selected and set, else `style`.
    public var rightfulStyle: TextTagStyle {
        if isDisabled, let disabled = details.value.disabledStyle { return disabled }
        return isSelected ? details.value.selectedStyle ?? details.value.style : details.value.style
    }

    /// Throws the first invalid value of the content, style, selected content, selected style or
    /// disabled style;
    /// paths are relative to the tag (`style.font.size`, `selectedContent.leadingImage.spacing`).
    package func validate() throws(TagFlowError) {
        let d = details.value
        do { try d.content.validate() } catch { throw error.prefixed(with: ["content"]) }
        do { try d.style.validate() } catch { throw error.prefixed(with: ["style"]) }
        do { try d.selectedContent?.validate() } catch { throw error.prefixed(with: ["selectedContent"]) }
        do { try d.selectedStyle?.validate() } catch { throw error.prefixed(with: ["selectedStyle"]) }
        do { try d.disabledStyle?.validate() } catch { throw error.prefixed(with: ["disabledStyle"]) }
    }
}

/// A style kept in a box of its own (a tag's details): nothing derived is kept beside it.
extension TextTagStyle: BoxedValue {
    func makeCache() {}
}
