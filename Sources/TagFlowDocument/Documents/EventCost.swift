import TagFlow

/// What a component script's events cost, each by what it does, in units of about 10 ns: the
/// measure `LayoutDocument.maximumEventWork` bounds (2 × 10⁸ units, about 2 s).
///
/// Every event may lay every tag out again and record the change: `layoutUnitsPerTag` a tag.
/// While a filter stands, every layout asks it of every tag — lowercasing the tag's words and
/// searching them for the filter's text — `filterUnitsPerTag` plus `filterUnitsPerCharacter` for
/// each character of its text, per tag; while a sort order stands, every layout sorts the tags
/// again, *n* ⌈log₂ *n*⌉ comparisons that each lowercase two tags' words,
/// `sortUnitsPerComparison` each. The weights are measured on the release build
/// (docs/performance.md, "Event costs"); counting every event as one unit a tag had let 100 000
/// sorts of 2 000 tags take 400 s.
struct EventCost {
    /// A layout's cost per tag: a tap's relayout and recorded change, the dearest plain event.
    static let layoutUnitsPerTag = 70
    /// A standing filter's cost per tag per layout, besides its text's characters.
    static let filterUnitsPerTag = 40
    /// A standing filter's cost per tag per character of its text, per layout.
    static let filterUnitsPerCharacter = 5
    /// A standing sort order's cost per comparison, per layout.
    static let sortUnitsPerComparison = 30
    /// A tag field's event's cost per character of the draft: the caret's place, the draft's
    /// limits and its edit for the output are each a walk over the draft's characters.
    static let draftUnitsPerCharacter = 4

    /// The tags the events act on.
    let tagCount: Int
    /// The filter's text's length in characters, while one stands.
    private var filterLength: Int?
    /// Whether a sort order stands.
    private var sorts: Bool

    /// The cost model for `tagCount` tags that start with `filter` and `sort`.
    init(tagCount: Int, filter: FilterSetting?, sort: SortSetting?) {
        self.tagCount = max(1, tagCount)
        filterLength = filter.map { $0.text.count }
        sorts = sort != nil
    }

    /// The cost of `event`, which it leaves standing (a filter or sort order it sets).
    mutating func cost(of event: ScriptEvent) -> Int {
        switch event {
        case .filter(let setting): filterLength = setting.map { $0.text.count }
        case .sort(let setting): sorts = setting != nil
        case .input, .tap: break
        }
        return layoutCost
    }

    /// One layout's cost with what stands now.
    var layoutCost: Int {
        let n = tagCount
        var cost = n * Self.layoutUnitsPerTag
        if let filterLength {
            cost += n * (Self.filterUnitsPerTag + Self.filterUnitsPerCharacter * min(filterLength, Int(Int32.max)))
        }
        if sorts { cost += n * (Int.bitWidth - n.leadingZeroBitCount) * Self.sortUnitsPerComparison }
        return cost
    }
}
