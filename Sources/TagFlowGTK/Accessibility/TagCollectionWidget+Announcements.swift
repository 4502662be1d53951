import CGtk
import CGtkShim
import TagFlow

/// Telling screen readers what changed, as far as GTK 4.8 allows.
///
/// GTK 4.8 has no announcement call (`gtk_accessible_announce` arrived in 4.14) and no live
/// regions. What it has: the focused tag's own state (its checked state, its name), which screen
/// readers speak as it changes; focus passed on when the focused tag goes (the delete keys, ×);
/// and the collection's accessible description, which AT-SPI reports as a property change
/// (`object:property-change:accessible-description`). So each update's announcement
/// (`TagCollectionController.announcement(for:)`: "Removed Swift.", "Selected 3 tags.", "Showing
/// all 12 tags.") and a filter's count ("4 of 12 tags shown.") become the collection's
/// description — where a screen reader finds them when asked, and where one that presents
/// description changes reads them — and `lastAnnouncement`.
extension TagCollectionWidget {
    /// Tells screen readers `text` (see above).
    func announce(_ text: String) {
        guard isAlive else { return }
        lastAnnouncement = text
        tfs_accessible_set_description(OpaquePointer(area), text)
    }
}
