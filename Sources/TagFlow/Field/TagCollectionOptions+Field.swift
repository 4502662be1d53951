/// A tag field's settings among the collection's options: how duplicates are told, and the
/// checks a field's settings pass.
extension TagCollectionOptions {
    /// How two tags' texts are compared to refuse a duplicate.
    public enum DuplicateRule: Hashable, Sendable {
        /// Folded (`TextFolding`): "Café" duplicates "cafe", "CAFE" and "ｃａｆｅ". The default.
        case folded
        /// Exactly, up to Unicode's canonical equivalence: "Café" and "cafe" are two tags.
        case exact
        /// Duplicates are added.
        case allowed
    }

    /// The largest `maximumCount` and `maximumSuggestions` allowed: a million, far past any
    /// field a person edits, so an absurd number is named instead of taken.
    public static let largestFieldLimit = 1_000_000

    /// Throws for field settings no field can have (`delimiters`, `maximumCount`,
    /// `maximumSuggestions`, `entryMinimumWidth`).
    func validateFieldSettings() throws(TagFlowError) {
        if delimiters.rawValue & ~TagFieldDelimiters.all.rawValue != 0 {
            throw TagFlowError(TagFlowError.CollectionReason.refused(
                "bits \(delimiters.rawValue & ~TagFieldDelimiters.all.rawValue) name no delimiter; "
                    + "the delimiters are comma, return, semicolon, tab, newline and space"), at: Setting.delimiters.path())
        }
        if delimiters.isEmpty {
            throw TagFlowError(TagFlowError.CollectionReason.refused(
                "an empty set of delimiters leaves nothing to end a tag with; give at least one (.return for Return only)"),
                at: Setting.delimiters.path())
        }
        if let maximumCount { try Self.checkFieldLimit(maximumCount, at: "maximumCount") }
        try Self.checkFieldLimit(maximumSuggestions, at: "maximumSuggestions")
        do { try tagStyle.validate() } catch { throw error.prefixed(with: Setting.tagStyle) }
        do { try invalidStyle?.validate() } catch { throw error.prefixed(with: Setting.invalidStyle) }
        if let entryMinimumWidth {
            try TagFlowError.checkFinite(entryMinimumWidth, at: Setting.entryMinimumWidth.path())
            if entryMinimumWidth < 0 {
                throw TagFlowError(TagFlowError.CollectionReason.refused(
                    "\(entryMinimumWidth) is negative; the entry's minimum width is 0 or more points"), at: Setting.entryMinimumWidth.path())
            }
        }
    }

    private static func checkFieldLimit(_ value: Int, at key: String) throws(TagFlowError) {
        guard value < 0 || value > largestFieldLimit else { return }
        throw TagFlowError(TagFlowError.CollectionReason.refused(
            "\(value) is not allowed: the limit must be 0…\(largestFieldLimit)" + (key == "maximumCount" ? ", or nil for no limit" : "")),
            at: [.key(key)])
    }
}
