import CGtk

/// The tags' widget as the body of a tag field: an overlay takes the drawing area's place in the
/// viewport, so the entry sits over the content, in content coordinates, and scrolls with it.
extension TagCollectionWidget {
    /// Puts `entry` over the drawing area in `overlay`, which takes the area's place.
    func hostEntry(_ entry: UnsafeMutablePointer<GtkWidget>, in overlay: UnsafeMutablePointer<GtkWidget>) {
        // Held while it changes parents: the viewport lets go of it first.
        g_object_ref(gobject(area))
        gtk_viewport_set_child(OpaquePointer(scroller.viewport), nil)
        gtk_overlay_set_child(OpaquePointer(overlay), area)
        g_object_unref(gobject(area))
        gtk_overlay_add_overlay(OpaquePointer(overlay), entry)
        gtk_viewport_set_child(OpaquePointer(scroller.viewport), overlay)
    }
}
