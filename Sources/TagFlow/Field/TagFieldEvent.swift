/// One piece of input to a tag field, as a front end hands it over.
public enum TagFieldEvent: Hashable, Sendable {
    /// A key of the field's table (`TagField` says what each does), with the modifiers held,
    /// whether it is the key's auto-repeat, and the time in seconds (times must not decrease).
    case key(TagFieldKey, modifiers: KeyModifiers = [], isRepeat: Bool = false, time: Double)
    /// Text typed (or committed by an input method) at the caret. A delimiter in it commits.
    case text(String)
    /// Text pasted at the caret: split on every delimiter and line break, every piece committed.
    case paste(String)
    /// The field took keyboard focus.
    case focus
    /// The field lost keyboard focus: an edit commits, and with `commitsOnBlur` the draft too.
    case blur
    /// The caret was put at a character offset of the draft (a click in the text).
    case moveCaret(to: Int)
    /// The draft's characters in a range were deleted by the text entry's own editing (a
    /// selection cut or deleted, a word deleted): the caret goes to the range's start. A range
    /// past the draft's end is cut at it; it never reaches the tags.
    case deleteText(Range<Int>)
    /// A row of the suggestion list was clicked (its index in `TagField.suggestions`).
    case pickSuggestion(Int)
    /// A pointer event on the tags, handed to the controller (taps, remove buttons, a double
    /// tap that edits a tag).
    case pointer(InputEvent)
}

/// The keys a tag field answers; the text keys a text entry has besides the collection's.
public enum TagFieldKey: String, CaseIterable, Hashable, Sendable {
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Home.
    case home
    /// End.
    case end
    /// Return (enter).
    case `return`
    /// Tab.
    case tab
    /// Escape.
    case escape
    /// Backspace.
    case backspace
    /// Delete (forward delete).
    case delete
    /// The space bar (on a focused tag; in the draft it is text).
    case space
    /// The Z key: with Control, undo the last removal.
    case z

    /// The collection's key of the same name (`nil` for Tab, Escape and Z, which only a field
    /// has): what a front end reads as either.
    public var collectionKey: InputEvent.Key? {
        switch self {
        case .left: .left
        case .right: .right
        case .up: .up
        case .down: .down
        case .home: .home
        case .end: .end
        case .return: .return
        case .backspace: .backspace
        case .delete: .delete
        case .space: .space
        case .tab, .escape, .z: nil
        }
    }
}
