/// Answers the component's questions and hears its notifications.
///
/// Every requirement has a default: the `can…` questions answer `true` (`canSwipeSelect` asks
/// `canTap`, as TTGTagCollectionView does), and the notifications do nothing. A delegate is passed
/// `inout` to each input or mutation call, so a value type can record what it hears; the
/// requirements are `mutating` for that reason (a class conforms with ordinary methods).
///
/// Questions are asked exactly when a decision is needed: `canTap` once per tap on a tag (and per
/// space/return on the focused tag), `canSwipeSelect` once per unselected tag a swipe crosses
/// (before the limit is checked), `canMove` once per reorder step attempted (each drag event whose
/// target index differs from the lifted tag's, and each accessibility move), `canDelete` once per
/// drop in the delete zone (and per accessibility remove).
/// Every notification arrives through `receive(_:)`, whose default forwards to the method of the
/// same name; the same values come back in `TagCollectionUpdate.callbacks`.
public protocol TagCollectionDelegate {
    /// Whether the tap on `item` at `index` may toggle it (and be reported as `didTap`).
    mutating func canTap(_ item: TagItem, at index: Int) -> Bool
    /// Whether a swipe may select `item` at `index`. Default: `canTap`.
    mutating func canSwipeSelect(_ item: TagItem, at index: Int) -> Bool
    /// Whether a drag may move `item` one reorder step from `from` to `to` (live positions).
    mutating func canMove(_ item: TagItem, from: Int, to: Int) -> Bool
    /// Whether `item`, dropped on the delete zone, may be removed; `index` is its index before the
    /// drag began.
    mutating func canDelete(_ item: TagItem, at index: Int) -> Bool
    /// Hears every notification, in order. Default: forwards to the methods below.
    mutating func receive(_ callback: ComponentCallback)

    /// See `ComponentCallback.didTap`.
    mutating func didTap(index: Int, id: TagID, selected: Bool)
    /// See `ComponentCallback.didRefuseTapForLimit`.
    mutating func didRefuseTapForLimit(index: Int, id: TagID, limit: Int)
    /// See `ComponentCallback.didDeselectReplaced`.
    mutating func didDeselectReplaced(index: Int, id: TagID)
    /// See `ComponentCallback.didTapBlank`.
    mutating func didTapBlank(at point: Point)
    /// See `ComponentCallback.didTapOverflowIndicator`.
    mutating func didTapOverflowIndicator(hiddenCount: Int)
    /// See `ComponentCallback.didTapAnywhere`.
    mutating func didTapAnywhere(at point: Point)
    /// See `ComponentCallback.didSwipeSelect`.
    mutating func didSwipeSelect(index: Int, id: TagID)
    /// See `ComponentCallback.didRefuseSwipeForLimit`.
    mutating func didRefuseSwipeForLimit(index: Int, id: TagID, limit: Int)
    /// See `ComponentCallback.didBeginDrag`.
    mutating func didBeginDrag(index: Int, id: TagID)
    /// See `ComponentCallback.didChangeDeleteZoneHighlight`.
    mutating func didChangeDeleteZoneHighlight(highlighted: Bool)
    /// See `ComponentCallback.didMove`.
    mutating func didMove(id: TagID, from: Int, to: Int)
    /// See `ComponentCallback.didDelete`.
    mutating func didDelete(index: Int, id: TagID)
    /// See `ComponentCallback.didRefuseDelete`.
    mutating func didRefuseDelete(index: Int, id: TagID)
    /// See `ComponentCallback.didEndDrag`.
    mutating func didEndDrag(index: Int?, id: TagID)
    /// See `ComponentCallback.didCancelDrag`.
    mutating func didCancelDrag(index: Int, id: TagID)
    /// See `ComponentCallback.didChangeFocus`.
    mutating func didChangeFocus(index: Int?, id: TagID?)
    /// See `ComponentCallback.didScroll`.
    mutating func didScroll(to offset: Point)
}

extension TagCollectionDelegate {
    public mutating func canTap(_ item: TagItem, at index: Int) -> Bool { true }
    public mutating func canSwipeSelect(_ item: TagItem, at index: Int) -> Bool { canTap(item, at: index) }
    public mutating func canMove(_ item: TagItem, from: Int, to: Int) -> Bool { true }
    public mutating func canDelete(_ item: TagItem, at index: Int) -> Bool { true }

    public mutating func receive(_ callback: ComponentCallback) {
        switch callback {
        case let .didTap(i, id, selected): didTap(index: i, id: id, selected: selected)
        case let .didRefuseTapForLimit(i, id, limit): didRefuseTapForLimit(index: i, id: id, limit: limit)
        case let .didDeselectReplaced(i, id): didDeselectReplaced(index: i, id: id)
        case let .didTapBlank(p): didTapBlank(at: p)
        case let .didTapOverflowIndicator(count): didTapOverflowIndicator(hiddenCount: count)
        case let .didTapAnywhere(p): didTapAnywhere(at: p)
        case let .didSwipeSelect(i, id): didSwipeSelect(index: i, id: id)
        case let .didRefuseSwipeForLimit(i, id, limit): didRefuseSwipeForLimit(index: i, id: id, limit: limit)
        case let .didBeginDrag(i, id): didBeginDrag(index: i, id: id)
        case let .didChangeDeleteZoneHighlight(h): didChangeDeleteZoneHighlight(highlighted: h)
        case let .didMove(id, from, to): didMove(id: id, from: from, to: to)
        case let .didDelete(i, id): didDelete(index: i, id: id)
        case let .didRefuseDelete(i, id): didRefuseDelete(index: i, id: id)
        case let .didEndDrag(i, id): didEndDrag(index: i, id: id)
        case let .didCancelDrag(i, id): didCancelDrag(index: i, id: id)
        case let .didChangeFocus(i, id): didChangeFocus(index: i, id: id)
        case let .didScroll(p): didScroll(to: p)
        }
    }

    public mutating func didTap(index: Int, id: TagID, selected: Bool) {}
    public mutating func didRefuseTapForLimit(index: Int, id: TagID, limit: Int) {}
    public mutating func didDeselectReplaced(index: Int, id: TagID) {}
    public mutating func didTapBlank(at point: Point) {}
    public mutating func didTapOverflowIndicator(hiddenCount: Int) {}
    public mutating func didTapAnywhere(at point: Point) {}
    public mutating func didSwipeSelect(index: Int, id: TagID) {}
    public mutating func didRefuseSwipeForLimit(index: Int, id: TagID, limit: Int) {}
    public mutating func didBeginDrag(index: Int, id: TagID) {}
    public mutating func didChangeDeleteZoneHighlight(highlighted: Bool) {}
    public mutating func didMove(id: TagID, from: Int, to: Int) {}
    public mutating func didDelete(index: Int, id: TagID) {}
    public mutating func didRefuseDelete(index: Int, id: TagID) {}
    public mutating func didEndDrag(index: Int?, id: TagID) {}
    public mutating func didCancelDrag(index: Int, id: TagID) {}
    public mutating func didChangeFocus(index: Int?, id: TagID?) {}
    public mutating func didScroll(to offset: Point) {}
}

/// The delegate used when none is given: every question answered `true`, every notification
/// only returned as a value.
public struct AllowingDelegate: TagCollectionDelegate, Sendable {
    /// Creates the delegate.
    public init() {}
}
