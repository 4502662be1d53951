extension TagCollectionChange {
    /// The steps that turn `old` into `new`, in the order the type documents. `new` must descend
    /// from `old` (revision stamps then say which tags are unchanged without comparing them).
    static func steps(from old: TagCollection, to new: TagCollection) -> [TagCollectionChange] {
        // The same tags in the same order (a selection, a restyle): nothing was removed, moved or
        // inserted, so a tag's old index is its new one and no id needs looking up.
        if old.ids == new.ids { return updates(from: old, to: new) { $0 } }
        var steps: [TagCollectionChange] = []
        for j in old.indices.reversed() where !new.contains(id: old.ids[j]) {
            steps.append(.removed(index: j, tag: old[j]))
        }
        let kept = old.ids.filter { new.contains(id: $0) }
        let target = new.ids.filter { old.contains(id: $0) }
        if kept != target { steps += moves(from: kept, to: target) }
        for k in new.indices where !old.contains(id: new.ids[k]) {
            steps.append(.inserted(index: k, tag: new[k]))
        }
        return steps + updates(from: old, to: new) { old.index(ofID: new.ids[$0]) }
    }

    /// The replacements and selection changes of the tags `new` kept from `old`, in new order;
    /// `oldIndex` gives a new index's tag's index in `old` (`nil` for an inserted tag).
    private static func updates(
        from old: TagCollection, to new: TagCollection, oldIndex: (Int) -> Int?
    ) -> [TagCollectionChange] {
        var steps: [TagCollectionChange] = []
        for k in new.indices {
            guard let j = oldIndex(k), old.revision(at: j) != new.revision(at: k) else { continue }
            let before = old[j], after = new[k]
            var unselected = before
            unselected.isSelected = after.isSelected
            if unselected != after { steps.append(.replaced(index: k, old: before, new: after)) }
            if before.isSelected != after.isSelected {
                steps.append(.selectionChanged(index: k, id: after.id, selected: after.isSelected))
            }
        }
        return steps
    }

    /// The moves that put `current` in the order of `target` (the same ids): the tags of a
    /// longest run already in target order stay; each other tag, taken in target order, moves
    /// to just after the tag that precedes it in `target`.
    static func moves(from current: [TagID], to target: [TagID]) -> [TagCollectionChange] {
        var targetIndex: [TagID: Int] = [:]
        targetIndex.reserveCapacity(target.count)
        for (k, id) in target.enumerated() { targetIndex[id] = k }
        let staying = longestIncreasingRun(current.map { targetIndex[$0]! })
        var stays = Set<TagID>()
        for i in staying { stays.insert(current[i]) }
        var order = current
        var moves: [TagCollectionChange] = []
        for (k, id) in target.enumerated() where !stays.contains(id) {
            let from = order.firstIndex(of: id)!
            order.remove(at: from)
            let to = k == 0 ? 0 : order.firstIndex(of: target[k - 1])! + 1
            order.insert(id, at: to)
            moves.append(.moved(id: id, from: from, to: to))
        }
        return moves
    }

    /// The positions of a longest strictly increasing subsequence of `values`, ascending
    /// (patience sorting, O(n log n)).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        // tails[l]: the position of the smallest value ending a run of length l + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var run: [Int] = []
        var i = tails.last ?? -1
        while i >= 0 {
            run.append(i)
            i = previous[i]
        }
        return run.reversed()
    }
}

/// The tags as an app's model sees them at one moment: during a drag, the order the drag began
/// with (its live order is a preview until the drop). Only the ids are taken, so recording one
/// per event costs nothing; the collection is put in that order only when something changed.
struct SettledTags: Sendable {
    var collection: TagCollection
    var ids: [TagID]
    /// The collection's latest revision stamp: unchanged while no tag was added, replaced or
    /// had its selection set.
    var latestRevision: UInt64

    init(_ controller: TagCollectionController) {
        collection = controller.collection
        if case .dragging(let drag) = controller.gesture {
            ids = drag.originalIDs
        } else {
            ids = collection.ids
        }
        latestRevision = collection.latestRevision
    }

    /// The collection in the settled order.
    var orderedCollection: TagCollection {
        guard ids != collection.ids else { return collection }
        var ordered = collection
        ordered.reorder(to: ids)
        return ordered
    }

    /// The steps from `self` to `later`; none, at the cost of two comparisons, when the same
    /// tags are in the same settled order with no tag added, replaced or reselected.
    func changes(to later: SettledTags) -> [TagCollectionChange] {
        if ids == later.ids, latestRevision == later.latestRevision { return [] }
        return TagCollectionChange.steps(from: orderedCollection, to: later.orderedCollection)
    }
}
