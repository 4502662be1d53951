/// How the fused pass reads an item's traits (line-break flags, the flexible bit), as a
/// compile-time choice: a layout none of whose items has any — nearly every one — is placed by
/// rules compiled for traits of 0, which ask about no flag and no flexibility.
protocol TraitRule {
    /// Why the pass stops before placing `item`, if it does.
    static func stop(before item: PlainItem) -> FusedPass.Stop?
    /// `item` as the rules read it.
    static func placed(_ item: PlainItem) -> PlainItem
}

/// Every item read so far has traits of 0: the pass stops at the first that has any
/// (`FusedPass.Stop.flagged`) and goes on reading traits (`ReadsTraits`).
enum NoTraits: TraitRule {
    @inline(__always)
    static func stop(before item: PlainItem) -> FusedPass.Stop? {
        item.traits == 0 ? nil : .flagged
    }

    /// The item with its traits made the constant they were checked to be.
    @inline(__always)
    static func placed(_ item: PlainItem) -> PlainItem {
        PlainItem(width: item.width, height: item.height, traits: 0)
    }
}

/// Items may carry line-break flags: the rules read them, and the pass gives up at a flexible
/// item (`FusedPass.Stop.declined`).
enum ReadsTraits: TraitRule {
    @inline(__always)
    static func stop(before item: PlainItem) -> FusedPass.Stop? {
        // One test tells a plain item (no line-break flag, nothing flexible) from the rest.
        _slowPath(item.traits != 0) && item.hasFlexibleTraits ? .declined : nil
    }

    @inline(__always)
    static func placed(_ item: PlainItem) -> PlainItem {
        item
    }
}
