/// A tag field — the tags, then a text entry where new ones are typed — without a view: a
/// `TagCollectionController` for the tags (their selection, focus, remove buttons, `canDelete`
/// and callbacks are its own) plus a draft with a caret, turned by plain events
/// (`TagFieldEvent`) into tags, refusals and suggestions.
///
/// ```swift
/// var field = try TagField(controller: controller, options: TagFieldOptions(maximumCount: 5))
/// try field.handle(.text("swift, linux"))   // adds swift; "linux" is the draft
/// try field.handle(.key(.return, time: 0))  // adds linux
/// field.tags.map(\.content.text?.string)    // ["swift", "linux"]
/// ```
///
/// A value: every call returns a `TagFieldUpdate`; a call that throws changes nothing.
public struct TagField: Sendable {
    /// A tag being edited in place: it keeps its place while its text is the draft.
    public struct Editing: Hashable, Sendable {
        /// The tag's id.
        public var id: TagID
        /// Its text before the edit (Escape keeps it).
        public var originalText: String
        /// The draft before the edit began, given back when it ends.
        public var savedDraft: String
    }

    /// A removal Control+Z can undo.
    struct Removal: Sendable {
        let tag: TextTag
        let index: Int
    }

    /// The tags: the controller owns them and everything input does to them.
    public internal(set) var controller: TagCollectionController
    /// How text becomes tags.
    public internal(set) var options: TagFieldOptions
    /// The transform and validator asked before a piece is added.
    public var policy: TagFieldPolicy
    /// Where suggestions come from (`nil`: none).
    public internal(set) var suggestionSource: TagSuggestionSource?
    /// The text being typed.
    public internal(set) var draft: String = ""
    /// The caret's offset in the draft, in `Character`s.
    public internal(set) var caret: Int = 0
    /// Whether the field has keyboard focus (the draft's, or a tag's through the controller).
    public internal(set) var hasFocus = false
    /// The last tag, marked by Backspace in the empty draft: the next Backspace removes it.
    public internal(set) var markedID: TagID?
    /// The tag being edited in place, or `nil`.
    public internal(set) var editing: Editing?
    /// The suggestion rows shown (empty: the list is closed).
    public internal(set) var suggestions: [TagSuggestion] = []
    /// How many candidates matched the draft (the rows shown are the first of them).
    public internal(set) var suggestionMatchCount = 0
    /// The highlighted row, or `nil`.
    public internal(set) var highlightedSuggestion: Int?
    /// The reasons of the invalid tags, by id (`TagFieldOptions.addsInvalidTags`).
    public internal(set) var invalidReasons: [TagID: String] = [:]

    /// Removals Control+Z undoes, the last at the end (at most `undoDepth`).
    var removals: [Removal] = []
    /// Whether the Backspace press a held key's repeats continue deleted text: its repeats then
    /// stop at the empty draft instead of going on into the tags.
    var backspaceDeletedText = false
    /// The time of the last key, to refuse time going backwards.
    var lastKeyTime: Double?

    /// How many removals Control+Z can undo, the oldest forgotten first.
    public static let undoDepth = 100

    /// Creates a field over `controller`'s tags.
    /// - Throws: `TagFlowError` at `options.…` for options no field can have.
    public init(
        controller: TagCollectionController, options: TagFieldOptions = TagFieldOptions(),
        policy: TagFieldPolicy = .acceptingEverything, suggestions: TagSuggestionSource? = nil
    ) throws(TagFlowError) {
        do { try options.validate() } catch { throw error.prefixed(with: ["options"]) }
        self.controller = controller
        // The field's keys run between its tags and its entry: its "+N" chip stays the pointer's.
        self.controller.indicatorsTakeFocus = false
        self.controller.indicatorHasFocus = false
        self.options = options
        self.policy = policy
        self.suggestionSource = suggestions
    }

    /// The tags, in order.
    public var tags: [TextTag] { controller.tags }

    /// Whether the draft has keyboard focus (the field has it and no tag does).
    public var draftHasFocus: Bool { hasFocus && controller.focusedID == nil }

    /// The text of a tag the field compares and suggests against (a custom tag's label).
    static func text(of tag: TextTag) -> String {
        tag.content.text?.string ?? ""
    }

    /// Changes the options; an open suggestion list is ranked again.
    /// - Throws: `TagFlowError` at `options.…`; nothing changes then.
    @discardableResult
    public mutating func setOptions(_ options: TagFieldOptions) throws(TagFlowError) -> TagFieldUpdate {
        do { try options.validate() } catch { throw error.prefixed(with: ["options"]) }
        return try recording { (field, out) throws(TagFlowError) in
            field.options = options
            field.refreshSuggestions(&out)
        }
    }

    /// Changes where suggestions come from; the list is ranked again.
    @discardableResult
    public mutating func setSuggestionSource(_ source: TagSuggestionSource?) -> TagFieldUpdate {
        (try? recording { (field, out) throws(TagFlowError) in
            field.suggestionSource = source
            field.refreshSuggestions(&out)
        }) ?? TagFieldUpdate()
    }
}

extension TagField {
    /// Changes the tags or the controller's settings (viewport, text size category, options,
    /// mutations) through `body`, as one update; the suggestions are ranked again.
    ///
    /// ```swift
    /// try field.updateController { try $0.setTextSizeCategory(.extraLarge) }
    /// ```
    /// - Throws: what `body` throws; nothing changes then.
    @discardableResult
    public mutating func updateController(
        _ body: (inout TagCollectionController) throws(TagFlowError) -> TagCollectionUpdate
    ) throws(TagFlowError) -> TagFieldUpdate {
        try recording { (field, out) throws(TagFlowError) in
            try field.runController(&out, body)
            if let id = field.markedID, field.controller.index(ofID: id) == nil { field.markedID = nil }
            if let id = field.editing?.id, field.controller.index(ofID: id) == nil { field.endEditing(reverted: true, &out) }
            field.refreshSuggestions(&out)
        }
    }
}
