import CGtk
import TagFlow

/// What GTK knows of the widget's size and what the widget knows of GTK's layout: whether the
/// content changed since GTK last measured the widget (and so whether an allocation was decided
/// without the change), whether GTK is allocating now, the layout made for a width GTK asked
/// about, and the content size last shown.
///
/// A resize queued while GTK lays out an ancestor can be lost: GTK 4.8's `GtkListView` rebinds a
/// recycled row in the middle of its own allocation, after it measured the rows, and allocates
/// the row at the height of the item it showed before. The widget cannot queue a resize from
/// inside an allocation (GTK ignores it), so an allocation that does not match the content,
/// made from a stale measurement, asks for one more layout as soon as the current one is done.
/// An allocation GTK decided knowing the current size (a container that stretches the widget)
/// is left alone, so nothing loops.
struct SizeNegotiation {
    /// Whether the content changed since GTK last measured the widget.
    private(set) var isStale = false
    /// Set during the drawing area's allocation, when a resize must not be queued.
    var isAllocating = false
    /// Whether the widget has been laid out once (the first layout appears, it does not animate).
    var hasLaidOut = false
    /// The content size when the last update was shown: a change of it needs a resize even
    /// when no tag moved (an inset, say).
    private var shownContentSize: Size?
    /// The controller laid out at a width other than the current one while GTK measured, with
    /// that update: its content height answers the measure, and the allocation at that width
    /// adopts it instead of laying the tags out again.
    var heightProbe: (controller: TagCollectionController, update: TagCollectionUpdate)?
    /// The idle source that has GTK lay the widget out again after an allocation made from a
    /// stale measurement, while one is pending.
    var relayoutSourceID: guint = 0

    /// The content size may have changed: GTK must measure again.
    mutating func contentChanged() { isStale = true }

    /// GTK measured the widget: it knows the content as it is now.
    mutating func measured() { isStale = false }

    /// Whether an allocation of `allocated` points, where the content wants `wanted`, was made
    /// from a measurement that no longer holds, and must be redone.
    func needsLayoutAgain(allocated: Int32, wanted: Int32) -> Bool { isStale && allocated != wanted }

    /// The layout made for `width` while GTK measured, if that is the last width it asked about.
    func probe(atWidth width: Double) -> (controller: TagCollectionController, update: TagCollectionUpdate)? {
        guard let heightProbe, heightProbe.controller.viewport.size.width == width else { return nil }
        return heightProbe
    }

    /// The content is shown at `size` now; whether that differs from the size shown before.
    mutating func show(contentSize size: Size) -> Bool {
        defer { shownContentSize = size }
        return size != shownContentSize
    }
}
