/// What ends a tag while typing: TagFlow's tag field commits the draft when one is typed.
///
/// A paste is split on every delimiter in the set and on every line break, whatever the set.
/// The comma and the semicolon are the world's: the full-width comma `，`, the ideographic comma
/// `、` and the Arabic comma `،` split as `,` does, and the Arabic semicolon `؛` and the
/// full-width semicolon `；` as `;` does, so Chinese, Japanese and Arabic users need not switch
/// layouts. The space is every space separator (a no-break space, the ideographic space `　`).
public struct TagFieldDelimiters: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates a set from its bits (unknown bits are refused by `TagCollectionOptions.validate()`).
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

    /// Whether `character` ends a tag in typed text: a delimiter's scalar alone (or, with
    /// `newline`, "\r\n").
    func endsTyped(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.index(after: scalars.startIndex) == scalars.endIndex else {
            return character.isNewline && contains(.newline)  // "\r\n"
        }
        return endsTyped(scalars.first!)
    }

    /// Whether `character` ends a piece of a paste: a typed delimiter or any line break.
    func endsPasted(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.index(after: scalars.startIndex) == scalars.endIndex else { return character.isNewline }
        return endsPasted(scalars.first!)
    }

    /// Whether `scalar` ends a tag in typed text. (Read by its value: comparing characters as
    /// strings would cost every character of a paste a normalising comparison per delimiter.)
    func endsTyped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2C, 0xFF0C, 0x3001, 0x060C: return contains(.comma)
        case 0x3B, 0x061B, 0xFF1B: return contains(.semicolon)
        case 0x09: return contains(.tab)
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return contains(.newline)
        case 0x20: return contains(.space)
        case 0..<0x80: return false
        default: return contains(.space) && scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// Whether `scalar` ends a piece of a paste: a typed delimiter or a line break.
    func endsPasted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return endsTyped(scalar)
        }
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
