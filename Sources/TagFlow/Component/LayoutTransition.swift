/// One tag's part in a transition: where it was, where it is, and how that differs.
public struct TagTransition: Hashable, Sendable {
    /// How a tag's frame changed.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// The tag was not in the collection before.
        case inserted
        /// The tag is not in the collection after.
        case removed
        /// The tag's frame changed (position or size), or it was hidden and is shown, or the reverse.
        case moved
        /// Same frame, same visibility.
        case unchanged
    }

    /// The tag.
    public var id: TagID
    /// The frame before, or `nil` when the tag was not in the collection or was hidden.
    public var before: Rect?
    /// The frame after, or `nil` when the tag is no longer in the collection or is hidden.
    public var after: Rect?
    /// How it changed.
    public var kind: Kind

    /// Creates an entry.
    package init(id: TagID, before: Rect?, after: Rect?, kind: Kind) {
        self.id = id
        self.before = before
        self.after = after
        self.kind = kind
    }
}

/// The before and after frames of every tag around one change, so a front end can animate it.
///
/// Entries list the tags of the collection after the change, in order, then the removed tags in
/// their order before the change. Made only when something changed: a transition in which every
/// entry is `unchanged` is never produced.
public struct LayoutTransition: Hashable, Sendable {
    /// One entry per tag before or after.
    public var entries: [TagTransition]
    /// The content size before and after.
    public var contentSizeBefore: Size
    /// The content size after.
    public var contentSizeAfter: Size

    /// Creates a transition.
    package init(entries: [TagTransition], contentSizeBefore: Size, contentSizeAfter: Size) {
        self.entries = entries
        self.contentSizeBefore = contentSizeBefore
        self.contentSizeAfter = contentSizeAfter
    }

    /// The entry of the tag with `id`, or `nil`.
    public func entry(for id: TagID) -> TagTransition? { entries.first { $0.id == id } }

    /// The ids whose entries are of `kind`, in entry order.
    public func ids(_ kind: TagTransition.Kind) -> [TagID] { entries.filter { $0.kind == kind }.map(\.id) }

    /// Compares two snapshots; `nil` when nothing changed.
    ///
    /// When the ids are the same in the same order (a selection, an edit in place, a relayout)
    /// tags are paired by position, without hashing an id; otherwise by id. Without
    /// `listingEntries` (a change no one animates) the same tags in the same order give a
    /// transition with no entries, made exactly when the one with entries would be.
    static func between(_ before: FrameSnapshot, _ after: FrameSnapshot, listingEntries: Bool = true) -> LayoutTransition? {
        let oldIDs = before.collection.ids
        let newIDs = after.collection.ids
        if !listingEntries, oldIDs == newIDs {
            let contentSizeBefore = before.layout.contentSize
            let contentSizeAfter = after.layout.contentSize
            guard contentSizeBefore != contentSizeAfter || framesDiffer(before, after) else { return nil }
            return LayoutTransition(entries: [], contentSizeBefore: contentSizeBefore, contentSizeAfter: contentSizeAfter)
        }
        var entries: [TagTransition]
        var changed = false
        if oldIDs == newIDs {
            let oldFrames = before.layout.result.frames
            let newFrames = after.layout.result.frames
            // Without a view or hidden tags, frame `i` is the engine's item `i`.
            let noneHidden = before.layout.hiddenCount == 0 && after.layout.hiddenCount == 0
                && !before.layout.hasView && !after.layout.hasView
            entries = newIDs.indices.map { i in
                let old = noneHidden ? oldFrames[i] : before.layout.frame(of: i)
                let new = noneHidden ? newFrames[i] : after.layout.frame(of: i)
                let kind: TagTransition.Kind = old == new ? .unchanged : .moved
                if kind != .unchanged { changed = true }
                return TagTransition(id: newIDs[i], before: old, after: new, kind: kind)
            }
        } else {
            entries = []
            entries.reserveCapacity(newIDs.count)
            for i in newIDs.indices {
                let id = newIDs[i]
                let new = after.layout.frame(of: i)
                guard let j = before.collection.index(ofID: id) else {
                    entries.append(TagTransition(id: id, before: nil, after: new, kind: .inserted))
                    changed = true
                    continue
                }
                let old = before.layout.frame(of: j)
                let kind: TagTransition.Kind = old == new ? .unchanged : .moved
                if kind != .unchanged { changed = true }
                entries.append(TagTransition(id: id, before: old, after: new, kind: kind))
            }
            for j in oldIDs.indices where !after.collection.contains(id: oldIDs[j]) {
                entries.append(TagTransition(id: oldIDs[j], before: before.layout.frame(of: j), after: nil, kind: .removed))
                changed = true
            }
        }
        let contentSizeBefore = before.layout.contentSize
        let contentSizeAfter = after.layout.contentSize
        guard changed || contentSizeBefore != contentSizeAfter else { return nil }
        return LayoutTransition(entries: entries, contentSizeBefore: contentSizeBefore, contentSizeAfter: contentSizeAfter)
    }

    /// Whether any tag's frame (or whether it shows) differs between two snapshots of the same
    /// tags in the same order: stops at the first that does, and builds nothing.
    private static func framesDiffer(_ before: FrameSnapshot, _ after: FrameSnapshot) -> Bool {
        if before.layout.hiddenCount == 0, after.layout.hiddenCount == 0, !before.layout.hasView, !after.layout.hasView {
            return before.layout.result.frames != after.layout.result.frames
        }
        return before.collection.ids.indices.contains { before.layout.frame(of: $0) != after.layout.frame(of: $0) }
    }
}

/// The tags and their layout at one moment, for building transitions. Both are values shared
/// with the controller (copy on write), so taking a snapshot copies nothing.
struct FrameSnapshot: Sendable {
    var collection: TagCollection
    var layout: CollectionLayout
}

/// What one input event or one mutation did: the callbacks it fired, in order, the transition
/// of the frames when any changed, and the changes to the collection itself.
public struct TagCollectionUpdate: Hashable, Sendable {
    /// Every callback fired, in order.
    public var callbacks: [TagCollectionCallback]
    /// The before and after frames, or `nil` when no frame and no content size changed.
    public var transition: LayoutTransition?
    /// What changed in the collection — tags removed (with their values), moved, inserted,
    /// replaced, selected or deselected — the same whether input or the program changed it: the
    /// steps that keep an app's model in step (`TagCollectionChange`).
    public var changes: [TagCollectionChange]
    /// Whether the call used its event: `false` for a key without a command (a front end passes
    /// it on, say Tab to the next widget), a text entry's event without a field, a suggestion
    /// answer for a query no longer asked. `true` for every call that is not an event.
    public var isHandled: Bool

    /// Creates an update.
    package init(
        callbacks: [TagCollectionCallback] = [], transition: LayoutTransition? = nil, changes: [TagCollectionChange] = [],
        isHandled: Bool = true
    ) {
        self.callbacks = callbacks
        self.transition = transition
        self.changes = changes
        self.isHandled = isHandled
    }

    /// The callbacks' names, in order (handy in tests and logs).
    package var callbackNames: [String] { callbacks.map(\.name) }
}
