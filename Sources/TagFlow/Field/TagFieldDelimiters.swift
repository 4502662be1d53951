/// What ends a tag while typing: TagFlow's tag field commits the draft when one is typed.
///
/// A paste is split on every delimiter in the set and on every line break, whatever the set.
/// The comma and the semicolon are the world's: the full-width comma `，`, the ideographic comma
/// `、` and the Arabic comma `،` split as `,` does, and the Arabic semicolon `؛` and the
/// full-width semicolon `；` as `;` does, so Chinese, Japanese and Arabic users need not switch
/// layouts. The space is every space separator (a no-break space, the ideographic space `　`).
public struct TagFieldDelimiters: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates a set from its bits (unknown bits are refused by `TagFieldOptions.validate()`).
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A comma: "swift, linux".
    public static let comma = TagFieldDelimiters(rawValue: 1 << 0)
    /// The Return key (and, in a paste, a line break).
    public static let `return` = TagFieldDelimiters(rawValue: 1 << 1)
    /// A semicolon.
    public static let semicolon = TagFieldDelimiters(rawValue: 1 << 2)
    /// The Tab key, and a tab character in typed or pasted text.
    public static let tab = TagFieldDelimiters(rawValue: 1 << 3)
    /// A line break in typed text (a paste always splits on line breaks).
    public static let newline = TagFieldDelimiters(rawValue: 1 << 4)
    /// A space: one-word tags.
    public static let space = TagFieldDelimiters(rawValue: 1 << 5)

    /// Comma and Return: the default.
    public static let standard: TagFieldDelimiters = [.comma, .return]
    /// Every delimiter there is.
    public static let all: TagFieldDelimiters = [.comma, .return, .semicolon, .tab, .newline, .space]

    /// Whether `character` ends a tag in typed text.
    func endsTyped(_ character: Character) -> Bool {
        switch character {
        case ",", "，", "、", "،": return contains(.comma)
        case ";", "؛", "；": return contains(.semicolon)
        case "\t": return contains(.tab)
        default:
            if character.isNewline { return contains(.newline) }
            return contains(.space) && character.unicodeScalars.count == 1
                && character.unicodeScalars.first!.properties.generalCategory == .spaceSeparator
        }
    }

    /// Whether `character` ends a piece of a paste: a typed delimiter or any line break.
    func endsPasted(_ character: Character) -> Bool {
        character.isNewline || endsTyped(character)
    }

    /// What stands between refused pieces put back in the draft: the comma or semicolon a
    /// person would type, else a space (the field remembers where pieces meet, so a space joins
    /// them without merging them).
    var joiner: String {
        if contains(.comma) { return ", " }
        if contains(.semicolon) { return "; " }
        return " "
    }
}
