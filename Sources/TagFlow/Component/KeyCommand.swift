/// What a key press asks of the component: the keys table, in one place.
///
/// | key | alone | with Shift | with Control | with Alt |
/// |---|---|---|---|---|
/// | ← → | focus the previous / next tag in reading order (→ from the last tag: the chip) | extend the selection | move focus only | move the focused tag one place earlier / later |
/// | ↑ ↓ | focus the nearest tag (or chip) on the line above / below | extend | move focus only | move the tag earlier / later |
/// | Home, End | focus the first tag / the chip, else the last tag | extend | move focus only | — |
/// | Page Up, Page Down | focus the tag (or chip) a viewport away | extend | move focus only | — |
/// | Space | toggle the focused tag; on the chip, expand or collapse | toggle | toggle | — |
/// | Return | activate the focused tag; on the chip, expand or collapse | — | — | — |
/// | Delete, Backspace | remove the focused tag | remove | — | — |
/// | A | — | — | select all (with Shift: deselect all) | — |
/// | C, X | — | — | copy the selected tags, else the focused one (X: cut, removing what may be removed) | — |
/// | V | — | — | ask for the clipboard (`didRequestPaste`; the front end answers with `InputEvent.paste`) | — |
/// | Menu | context menu at the focused tag | — | — | — |
///
/// "The chip" is the line limit's "+N" or "less" chip, a focus stop after every tag while the
/// layout shows it; a Shift move never lands on it. In right-to-left layouts ← and → swap (→ is
/// previous and earlier). Control with Shift and a focus move extends, as Shift alone does. Everything else — Tab, Escape, other shortcuts — is
/// not the component's: a front end passes it on (`TagCollectionController.keyCommand(for:modifiers:)`
/// answers `nil`). Moving a tag with Alt follows GNOME's "move line up/down" (Alt with an arrow,
/// as GNOME Text Editor and Builder do).
public enum KeyCommand: Hashable, Sendable {
    /// Where a focus move goes.
    public enum Move: Hashable, Sendable {
        /// The previous tag in reading order.
        case previous
        /// The next tag in reading order.
        case next
        /// The nearest tag on the line above (by the remembered x).
        case lineAbove
        /// The nearest tag on the line below.
        case lineBelow
        /// The first tag in reading order.
        case first
        /// The last stop in reading order: the chip, else the last tag.
        case last
        /// The tag a viewport before (up, or toward the leading end in horizontal rows).
        case pageBack
        /// The tag a viewport after.
        case pageForward
    }

    /// What a focus move does to the selection.
    public enum Selecting: Hashable, Sendable {
        /// Focus moves; with `selectionFollowsFocus` the new focus is selected.
        case plain
        /// Focus moves and the selection extends from the anchor to it (multiple selection).
        case extend
        /// Focus moves and the selection stays (Control).
        case focusOnly
    }

    /// Move keyboard focus.
    case moveFocus(Move, Selecting)
    /// Toggle the focused tag, as a tap does (on the focused chip: a tap on it).
    case toggle
    /// Activate the focused tag (`didActivate`; on the focused chip: a tap on it).
    case activate
    /// Remove the focused tag (`canDelete`); focus goes to the next tag, or the previous at the end.
    case remove
    /// Select every tag shown, up to the limit.
    case selectAll
    /// Deselect every tag shown, down to the minimum.
    case deselectAll
    /// Move the focused tag one place earlier (`true`) or later in reading order.
    case moveTag(earlier: Bool)
    /// Ask for a context menu at the focused tag.
    case contextMenu
    /// Copy the selected tags, else the focused one (`didCopy`).
    case copy
    /// Copy them, then remove each that input may remove (`didCopy`, then `didDelete` or
    /// `didRefuseDelete` each).
    case cut
    /// Ask the front end for the clipboard's text (`didRequestPaste`).
    case paste

    /// The command of `key` with `modifiers` in a layout running `direction`, or `nil` when the
    /// table has none.
    package init?(key: InputEvent.Key, modifiers: KeyModifiers, direction: LayoutConfiguration.LayoutDirection) {
        let shift = modifiers.contains(.shift), control = modifiers.contains(.control), alt = modifiers.contains(.alt)
        if let move = Self.move(of: key, direction: direction) {
            if alt {
                guard !shift, !control, let earlier = Self.earlier(move) else { return nil }
                self = .moveTag(earlier: earlier)
            } else {
                self = .moveFocus(move, shift ? .extend : control ? .focusOnly : .plain)
            }
            return
        }
        guard !alt else { return nil }
        switch key {
        case .space: self = .toggle
        case .return where !shift && !control: self = .activate
        case .delete where !control, .backspace where !control: self = .remove
        case .a where control: self = shift ? .deselectAll : .selectAll
        case .c where control && !shift: self = .copy
        case .x where control && !shift: self = .cut
        case .v where control && !shift: self = .paste
        case .contextMenu where !shift && !control: self = .contextMenu
        default: return nil
        }
    }

    /// The focus move of a navigation key; `nil` for any other key.
    private static func move(of key: InputEvent.Key, direction: LayoutConfiguration.LayoutDirection) -> Move? {
        let rightIsNext = direction == .leftToRight
        switch key {
        case .left: return rightIsNext ? .previous : .next
        case .right: return rightIsNext ? .next : .previous
        case .up: return .lineAbove
        case .down: return .lineBelow
        case .home: return .first
        case .end: return .last
        case .pageUp: return .pageBack
        case .pageDown: return .pageForward
        default: return nil
        }
    }

    /// Whether a move with Alt moves the tag earlier (`true`) or later; `nil` for the moves Alt
    /// does not take (Home, End, pages).
    private static func earlier(_ move: Move) -> Bool? {
        switch move {
        case .previous, .lineAbove: true
        case .next, .lineBelow: false
        case .first, .last, .pageBack, .pageForward: nil
        }
    }
}
