/// The location of a value inside a JSON document, written the way error messages show it:
/// `$` is the whole document, `.name` a member of an object, `[3]` an element of an array.
///
/// Member names that are not plain identifiers are written in brackets as JSON strings, so every
/// path reads back unambiguously: `$.layout.alignment`, `$.items[3].width`, `$.layout["my key"]`.
/// A name longer than `JSONWriter.excerptLength` is shortened in brackets (`$["kkkk…"]`), and a
/// path deeper than `shownSteps` loses its middle steps (`$.a[0][0]…[0][0]`), so a message stays
/// short whatever the document holds.
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step from a value to a value inside it.
    package enum Component: Hashable, Sendable {
        /// The member of an object with this name.
        case key(String)
        /// The element of an array at this (zero-based) index.
        case index(Int)
    }

    /// The steps from the document's root, outermost first.
    package var components: [Component]

    /// Creates a path from its steps.
    package init(_ components: [Component] = []) {
        self.components = components
    }

    /// The whole document, `$`.
    package static let root = JSONPath()

    /// The path of the member `key` of the object at this path.
    package func appending(key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// The path of the element at `index` of the array at this path.
    package func appending(index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// The most steps a path shows: a deeper one (JSON may nest 512 deep) shows its first and
    /// last `shownSteps / 2` with `…` between, so a message stays short.
    package static let shownSteps = 16

    package var description: String {
        var text = "$"
        for (step, component) in components.enumerated() {
            if components.count > Self.shownSteps {
                if step == Self.shownSteps / 2 { text += "…" }
                if step >= Self.shownSteps / 2, step < components.count - Self.shownSteps / 2 { continue }
            }
            switch component {
            case .key(let key):
                if Self.isIdentifier(key), !JSONWriter.isLongerThanExcerpt(key) {
                    text += "." + key
                } else {
                    // A path in a message stays short and on one line, whatever the document's keys.
                    text += "[" + JSONWriter.quotedExcerpt(key) + "]"
                }
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    /// Whether `key` can be written after a dot: an ASCII letter or `_`, then letters, digits or `_`.
    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return key.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
