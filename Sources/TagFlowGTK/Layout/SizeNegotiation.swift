/// What GTK knows of the widget's size: whether the content changed since GTK last measured the
/// widget, and so whether an allocation was decided without the change.
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

    /// The content size may have changed: GTK must measure again.
    mutating func contentChanged() { isStale = true }

    /// GTK measured the widget: it knows the content as it is now.
    mutating func measured() { isStale = false }

    /// Whether an allocation of `allocated` points, where the content wants `wanted`, was made
    /// from a measurement that no longer holds, and must be redone.
    func needsLayoutAgain(allocated: Int32, wanted: Int32) -> Bool { isStale && allocated != wanted }
}
