/// Where a tag field's suggestions come from: a fixed list (in groups or not), folded once when
/// the source is made; a closure asked at every change of the draft; or a source that answers
/// later — a server, a database — whose answers arrive as events.
public struct TagSuggestionSource: Sendable {
    enum Storage: Sendable {
        case list(CandidateIndex)
        case provider(@Sendable (_ query: String) -> [String])
        case answeredLater
    }

    let storage: Storage

    /// A fixed list of candidates, in the order ties are shown. Each is folded here, once, so a
    /// keystroke only searches (100 000 candidates rank within a millisecond).
    public init(_ candidates: [String]) {
        storage = .list(CandidateIndex([TagSuggestionGroup(candidates)]))
    }

    /// A fixed list in groups (recent, people, labels…): a query is ranked within each group,
    /// the groups in their order, and each row knows its group (`TagSuggestion.group`).
    public init(groups: [TagSuggestionGroup]) {
        storage = .list(CandidateIndex(groups))
    }

    /// A closure from the query (the trimmed draft) to candidates, asked at every change of the
    /// draft; what it returns is folded and ranked then, so keep it short (it costs about a
    /// microsecond a candidate).
    public init(provider: @escaping @Sendable (_ query: String) -> [String]) {
        storage = .provider(provider)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// A source that answers later: at every change of the draft the field asks for the query
    /// (`didRequestSuggestions`) and shows a loading row; the owner answers with
    /// `InputEvent.suggestions(_:query:)`. An answer for a query no longer asked (the draft
    /// changed, Escape or blur cancelled it, `didRequestSuggestions(query: nil)`) is dropped. The
    /// answer is shown in its own order (the source ranked it), its rows' matches marked.
    public static let answeredLater = TagSuggestionSource(storage: .answeredLater)

    /// The number of candidates of a list (`nil` for a closure or a source that answers later).
    public var count: Int? {
        if case .list(let index) = storage { return index.count }
        return nil
    }

    /// A list's candidates, in their order (groups one after another); `nil` for a closure or a
    /// source that answers later.
    package var listedCandidates: [String]? {
        if case .list(let index) = storage { return index.texts }
        return nil
    }

    /// Whether the source answers later, through events.
    public var answersLater: Bool {
        if case .answeredLater = storage { return true }
        return false
    }
}

/// A group of suggestions under a title — "Recent", "People", "Labels" — as a source lists them or
/// an asynchronous source answers them.
public struct TagSuggestionGroup: Hashable, Sendable {
    /// The group's header, or `nil` for candidates under none.
    public var title: String?
    /// The candidates, in the order ties are shown.
    public var candidates: [String]

    /// Creates a group.
    public init(_ candidates: [String], title: String? = nil) {
        self.title = title
        self.candidates = candidates
    }
}
