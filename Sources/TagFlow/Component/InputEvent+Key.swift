extension InputEvent {
    /// A key the component responds to; what it does with which modifiers is `KeyCommand`'s table.
    public enum Key: String, CaseIterable, Hashable, Sendable {
        /// The left arrow.
        case left
        /// The right arrow.
        case right
        /// The up arrow.
        case up
        /// The down arrow.
        case down
        /// The space bar.
        case space
        /// Return (enter).
        case `return`
        /// Home.
        case home
        /// End.
        case end
        /// Page up.
        case pageUp
        /// Page down.
        case pageDown
        /// Delete (forward delete).
        case delete
        /// Backspace.
        case backspace
        /// The A key (Control+A selects all, Control+Shift+A none).
        case a
        /// The menu key (a front end sends Shift+F10 as this too).
        case contextMenu
        /// Tab: a field accepts the highlighted suggestion with it; a collection passes it on.
        case tab
        /// Escape: a field closes its suggestions, reverts an edit or drops its mark.
        case escape
        /// The Z key: with Control, a field undoes its last removal.
        case z
        /// The C key: with Control, copy the selected tags (else the focused one).
        case c
        /// The X key: with Control, cut them (copy, then remove what may be removed).
        case x
        /// The V key: with Control, ask for the clipboard to paste (`didRequestPaste`).
        case v
    }
}

/// The modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift: extends the selection with a focus move.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control (a Mac front end sends Command as this, as GTK's `<Primary>` does): moves focus
    /// without selecting, toggles with space, selects all with A.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt (Option): with an arrow, moves the focused tag one place.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
}
