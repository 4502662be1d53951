/// A tag field — the tags, then a text entry where new ones are typed — without a view: a
/// `TagCollectionController` for the tags (their selection, focus, remove buttons, `canDelete`
/// and callbacks are its own) plus a draft with a caret. It speaks the collection's vocabulary:
/// its settings are the controller's `TagCollectionOptions`, its questions the controller's
/// `TagCollectionPolicy`, its input `InputEvent`s (a text entry's among them: typed and pasted
/// text, deletions, the caret), and every call returns a `TagCollectionUpdate` whose callbacks are
/// the collection's and the field's own (`didAdd`, `didRefuse`, …), in order.
///
/// ```swift
/// var options = TagCollectionOptions()
/// options.maximumCount = 5
/// let controller = try TagCollectionController(tags: [], options: options, viewport: Viewport(width: 320), sizer: sizer)
/// var field = try TagField(controller: controller)
/// try field.handle(.text("swift, linux"))   // adds swift; "linux" is the draft
/// try field.handle(.key(.return, time: 0))  // adds linux
/// field.tags.map(\.content.text?.string)    // ["swift", "linux"]
/// ```
///
/// The entry is the layout engine's trailing item (`LayoutConfiguration.trailingItem`): laid out
/// with the tags, after the "+N" chip, never hidden; `entryFrame` is where it went. A value: a call
/// that throws changes nothing.
public struct TagField: Sendable {
    /// A tag being edited in place: the tag is the editor, where it stands.
    struct Edit: Hashable, Sendable {
        let id: TagID
        /// Its text before the edit (Escape keeps it).
        let originalText: String
        /// The entry's draft, caret and breaks before the edit began, given back when it ends.
        var draft: String
        var caret: Int
        var breaks: [Int]
    }

    /// A removal Control+Z can undo.
    struct Removal: Sendable {
        let tag: TextTag
        let index: Int
    }

    /// The tags: the controller owns them and everything input does to them. Its options and
    /// policy are the field's. (`package(set)`: the GTK field's tags widget changes it in place,
    /// then hands the field the update through `updateController(_:)`.)
    public package(set) var controller: TagCollectionController
    /// Where suggestions come from (`nil`: none).
    public internal(set) var suggestionSource: TagSuggestionSource?
    /// The text being typed — or, while a tag is edited in place (`editing`), that tag's text.
    public internal(set) var draft: String = ""
    /// The caret's offset in the draft, in `Character`s.
    public internal(set) var caret: Int = 0
    /// Whether the field has keyboard focus (the draft's, or a tag's through the controller).
    public internal(set) var hasFocus = false
    /// The last tag, marked by Backspace in the empty draft: the next Backspace removes it.
    public internal(set) var markedID: TagID?
    /// The suggestion rows shown (empty: the list shows none; see `isLoadingSuggestions`).
    public internal(set) var suggestions: [TagSuggestion] = []
    /// How many candidates matched the draft (the rows shown are the first of them).
    public internal(set) var suggestionMatchCount = 0
    /// The highlighted row, or `nil`.
    public internal(set) var highlightedSuggestion: Int?
    /// Whether the field awaits an asynchronous answer for the draft: the list shows a loading
    /// row.
    public internal(set) var isLoadingSuggestions = false
    /// The reasons of the invalid tags, by id (`TagCollectionOptions.addsInvalidTags`).
    public internal(set) var invalidReasons: [TagID: String] = [:]

    /// The edit in place under way.
    var edit: Edit?
    /// Where refused pieces put back in the draft meet: character offsets of the joiners
    /// between them, so committing the draft again gives the same pieces whatever the delimiters.
    var draftBreaks: [Int] = []
    /// Removals Control+Z undoes, the last at the end (at most `undoDepth`).
    var removals: [Removal] = []
    /// The time of the last key, to refuse time going backwards.
    var lastKeyTime: Double?
    /// Whether Escape closed the list (until the draft changes or ↓ opens it).
    var listDismissed = false
    /// Whether ↓ opened the list: it shows with an empty draft too (every suggestion).
    var listRequested = false
    /// The query an asynchronous source was asked and has not answered.
    var pendingQuery: String?
    /// The last answer of an asynchronous source, for the query it answered.
    var answer: (query: String, candidates: CandidateIndex)?
    /// Every candidate an asynchronous source has answered, folded: the known tags of
    /// `onlyKnownTags` for such a source.
    var answeredTexts: [String: String] = [:]
    /// The matches of recent queries of a list source, to search only those when a query grows.
    var rankingMemo = RankingMemo()

    /// How many removals Control+Z can undo, the oldest forgotten first.
    public static let undoDepth = 100

    /// Creates a field over `controller`'s tags, with its options and policy; its entry joins the
    /// controller's layout as the trailing item.
    /// - Throws: `TagFlowError` for the entry's placeholder that cannot be measured
    ///   (`options.placeholder`, `options.tagStyle.font.family`).
    public init(controller: TagCollectionController, suggestions: TagSuggestionSource? = nil) throws(TagFlowError) {
        self.controller = controller
        // The field's keys run between its tags and its entry: its "+N" chip stays the pointer's.
        self.controller.indicatorsTakeFocus = false
        self.controller.takesEveryDrop = true
        self.controller.indicatorHasFocus = false
        self.suggestionSource = suggestions
        try syncEntryItem()
    }

    /// The tags, in order.
    public var tags: [TextTag] { controller.tags }

    /// The field's settings: the controller's options (change them through
    /// `updateController(_:)` with `setOptions(_:)`).
    package var options: TagCollectionOptions { controller.options }

    /// The questions asked before a piece becomes a tag, and the collection's own.
    package var policy: TagCollectionPolicy {
        get { controller.policy }
        set { controller.policy = newValue }
    }

    /// The tag edited in place, or `nil`: it is the editor (`editorFrame`), its text the draft.
    public var editing: TagID? { edit?.id }

    /// The entry's draft while a tag is edited in place (its text before the edit), else the
    /// draft: what the trailing entry shows.
    public var entryText: String { edit?.draft ?? draft }

    /// Whether the draft has keyboard focus (the field has it and no tag does).
    package var draftHasFocus: Bool { hasFocus && controller.focusedID == nil }

    /// The text of a tag the field compares and suggests against (a custom tag's label).
    static func text(of tag: TextTag) -> String {
        tag.content.text?.string ?? ""
    }

    /// Changes where suggestions come from; the list is ranked again.
    @discardableResult
    public mutating func setSuggestionSource(_ source: TagSuggestionSource?) -> TagCollectionUpdate {
        (try? recording { (field, out) throws(TagFlowError) in
            field.suggestionSource = source
            field.rankingMemo = RankingMemo()
            field.answer = nil
            field.answeredTexts = [:]
            field.refreshSuggestions(&out)
        }) ?? TagCollectionUpdate()
    }
}

extension TagField {
    /// Changes the tags or the controller's settings (viewport, text size category, options,
    /// policy, mutations) through `body`, as one update; the entry follows the new settings and
    /// the suggestions are ranked again.
    ///
    /// ```swift
    /// try field.updateController { try $0.setTextSizeCategory(.extraLarge) }
    /// ```
    /// - Throws: what `body` throws, or the entry's measurement; nothing changes then.
    @discardableResult
    public mutating func updateController(
        _ body: (inout TagCollectionController) throws(TagFlowError) -> TagCollectionUpdate
    ) throws(TagFlowError) -> TagCollectionUpdate {
        try recording { (field, out) throws(TagFlowError) in
            try field.runController(&out, body)
            try field.syncEntryItem()
            if let id = field.markedID, field.controller.index(ofID: id) == nil { field.markedID = nil }
            if let id = field.editing, field.controller.index(ofID: id) == nil { field.endEditing(reverted: true, &out) }
            field.refreshSuggestions(&out)
        }
    }
}
