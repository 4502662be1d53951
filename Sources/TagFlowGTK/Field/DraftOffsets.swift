/// Offsets in a draft two ways: GTK counts Unicode scalars (its "characters"), the field counts
/// `Character`s (what a person sees as one letter). A scalar offset inside a cluster — a
/// combining accent typed after its letter — counts the whole cluster.
enum DraftOffsets {
    /// The field's offset of GTK's `scalarOffset` in `text` (at most `text.count`).
    static func characterOffset(ofScalar scalarOffset: Int, in text: String) -> Int {
        var scalars = 0, characters = 0
        for character in text {
            guard scalars < scalarOffset else { break }
            scalars += character.unicodeScalars.count
            characters += 1
        }
        return characters
    }

    /// GTK's offset of the field's `characterOffset` in `text` (at most its scalar count).
    static func scalarOffset(ofCharacter characterOffset: Int, in text: String) -> Int {
        text.prefix(max(0, characterOffset)).unicodeScalars.count
    }

    /// `text` with `inserted` put at `scalarOffset` (clamped), as GTK inserts it.
    static func inserting(_ inserted: String, at scalarOffset: Int, in text: String) -> String {
        let scalars = text.unicodeScalars
        let index = scalars.index(scalars.startIndex, offsetBy: min(max(0, scalarOffset), scalars.count))
        return String(scalars[..<index]) + inserted + String(scalars[index...])
    }

    /// `text` without the scalars `start..<end` (`end` < 0: to the end), as GTK deletes them.
    static func deleting(from start: Int, to end: Int, in text: String) -> String {
        let scalars = text.unicodeScalars
        let upper = end < 0 ? scalars.count : min(end, scalars.count)
        let lower = min(max(0, start), upper)
        return String(scalars[..<scalars.index(scalars.startIndex, offsetBy: lower)])
            + String(scalars[scalars.index(scalars.startIndex, offsetBy: upper)...])
    }

    /// The smallest edit from `old` to `new`, in scalars: the range of `old` replaced and what
    /// replaces it — so writing the model's draft into the entry keeps GTK's undo steps small.
    static func edit(from old: String, to new: String) -> (start: Int, end: Int, replacement: String) {
        let a = Array(old.unicodeScalars), b = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var replacement = String.UnicodeScalarView()
        replacement.append(contentsOf: b[prefix..<(b.count - suffix)])
        return (prefix, a.count - suffix, String(replacement))
    }
}
