import CGtk
import TagFlow

/// What the widget remembers of keyboard focus between GTK's events: the stop about to take it,
/// the tag Tab enters at again, and the pending move of the controller's focus to GTK's.
struct FocusMemory {
    /// The stop about to take focus while the drawing area holds it (nobody listens).
    var pending: FocusStop?
    /// The tag that last had keyboard focus: Tab enters there again.
    var lastTagID: TagID?
    /// The idle source that makes the controller's focus follow GTK's, while one is pending.
    var syncSourceID: guint = 0
}
