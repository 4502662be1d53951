/// Where a tag field's suggestions come from: a fixed list, folded once when the source is
/// made, or a closure asked at every change of the draft.
public struct TagSuggestionSource: Sendable {
    /// A candidate with its folded form.
    struct Candidate: Sendable {
        let text: String
        let folded: FoldedText
    }

    enum Storage: Sendable {
        case list([Candidate])
        case provider(@Sendable (_ query: String) -> [String])
    }

    let storage: Storage

    /// A fixed list of candidates, in the order ties are shown. Each is folded here, once, so a
    /// keystroke only searches (10 000 candidates rank well under a millisecond).
    public init(_ candidates: [String]) {
        storage = .list(candidates.map { Candidate(text: $0, folded: FoldedText($0)) })
    }

    /// A closure from the query (the trimmed draft) to candidates, asked at every change of the
    /// draft; what it returns is folded and ranked then, so keep it short (it costs about a
    /// microsecond a candidate).
    public init(provider: @escaping @Sendable (_ query: String) -> [String]) {
        storage = .provider(provider)
    }

    /// The number of candidates of a list (`nil` for a closure).
    public var count: Int? {
        if case .list(let candidates) = storage { return candidates.count }
        return nil
    }

    /// The candidates for `query`.
    func candidates(for query: String) -> [Candidate] {
        switch storage {
        case .list(let candidates): candidates
        case .provider(let provider): provider(query).map { Candidate(text: $0, folded: FoldedText($0)) }
        }
    }
}
