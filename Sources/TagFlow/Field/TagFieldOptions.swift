/// How a tag field turns text into tags: its delimiters, its limits and its suggestion list.
///
/// Every setting has a default that makes a working field: comma and Return commit, duplicates
/// (compared folded: case, accents and Unicode spelling ignored) are refused, there is no limit.
public struct TagFieldOptions: Hashable, Sendable {
    /// How two tags' texts are compared to refuse a duplicate.
    public enum DuplicateRule: Hashable, Sendable {
        /// Folded (`TextFolding`): "Café" duplicates "cafe" and "CAFE". The default.
        case folded
        /// Exactly, up to Unicode's canonical equivalence: "Café" and "cafe" are two tags.
        case exact
        /// Duplicates are added.
        case allowed
    }

    /// What commits the draft while typing (a paste also splits on line breaks).
    public var delimiters: TagFieldDelimiters
    /// Whether leaving the field (blur) commits the draft, as a delimiter would.
    public var commitsOnBlur: Bool
    /// How duplicates are told; refused ones stay in the draft.
    public var duplicates: DuplicateRule
    /// The most tags the field holds (`nil`: no limit); a paste adds the first that fit.
    public var maximumCount: Int?
    /// Whether a piece the validator refuses is added anyway as an invalid tag (drawn in
    /// `invalidStyle`, its reason its accessible hint) instead of staying in the draft.
    public var addsInvalidTags: Bool
    /// The style of invalid tags (`nil`: their ordinary style with a red border and text).
    public var invalidStyle: TextTagStyle?
    /// The style new tags are made in.
    public var tagStyle: TextTagStyle
    /// The most suggestions shown at once.
    public var maximumSuggestions: Int
    /// Whether suggestions that are already tags are shown, marked (`TagSuggestion.isAdded`),
    /// instead of left out.
    public var marksAddedSuggestions: Bool
    /// The entry's placeholder, drawn while the draft is empty; its width is the entry's
    /// smallest unless `entryMinimumWidth` is set.
    public var placeholder: String
    /// The entry's smallest width in points at the default text size, or `nil` for the
    /// placeholder's measured width (at least 40 pt).
    public var entryMinimumWidth: Double?

    /// The largest `maximumCount` and `maximumSuggestions` allowed: a million, far past any
    /// field a person edits, so an absurd number is named instead of taken.
    public static let largestLimit = 1_000_000

    /// Creates options; see each property.
    public init(
        delimiters: TagFieldDelimiters = .standard, commitsOnBlur: Bool = false, duplicates: DuplicateRule = .folded,
        maximumCount: Int? = nil, addsInvalidTags: Bool = false, invalidStyle: TextTagStyle? = nil,
        tagStyle: TextTagStyle = TextTagStyle(), maximumSuggestions: Int = 8, marksAddedSuggestions: Bool = false,
        placeholder: String = "Add a tag", entryMinimumWidth: Double? = nil
    ) {
        self.delimiters = delimiters
        self.commitsOnBlur = commitsOnBlur
        self.duplicates = duplicates
        self.maximumCount = maximumCount
        self.addsInvalidTags = addsInvalidTags
        self.invalidStyle = invalidStyle
        self.tagStyle = tagStyle
        self.maximumSuggestions = maximumSuggestions
        self.marksAddedSuggestions = marksAddedSuggestions
        self.placeholder = placeholder
        self.entryMinimumWidth = entryMinimumWidth
    }

    /// Throws for settings no field can have; paths are relative to the options
    /// (`delimiters`, `maximumCount`, `maximumSuggestions`, `entryMinimumWidth`).
    public func validate() throws(TagFlowError) {
        if delimiters.rawValue & ~TagFieldDelimiters.all.rawValue != 0 {
            throw TagFlowError(TagFlowError.CollectionReason.refused(
                "bits \(delimiters.rawValue & ~TagFieldDelimiters.all.rawValue) name no delimiter; "
                    + "the delimiters are comma, return, semicolon, tab, newline and space"), at: ["delimiters"])
        }
        if delimiters.isEmpty {
            throw TagFlowError(TagFlowError.CollectionReason.refused(
                "an empty set of delimiters leaves nothing to end a tag with; give at least one (.return for Return only)"),
                at: ["delimiters"])
        }
        if let maximumCount { try Self.checkLimit(maximumCount, at: "maximumCount", allowsZero: true) }
        try Self.checkLimit(maximumSuggestions, at: "maximumSuggestions", allowsZero: true)
        if let entryMinimumWidth {
            try TagFlowError.checkFinite(entryMinimumWidth, at: ["entryMinimumWidth"])
            if entryMinimumWidth < 0 {
                throw TagFlowError(TagFlowError.CollectionReason.refused(
                    "\(entryMinimumWidth) is negative; the entry's minimum width is 0 or more points"), at: ["entryMinimumWidth"])
            }
        }
    }

    private static func checkLimit(_ value: Int, at key: String, allowsZero: Bool) throws(TagFlowError) {
        guard value < 0 || value > largestLimit else { return }
        throw TagFlowError(TagFlowError.CollectionReason.refused(
            "\(value) is not allowed: the limit must be 0…\(largestLimit)" + (key == "maximumCount" ? ", or nil for no limit" : "")),
            at: [.key(key)])
    }
}
