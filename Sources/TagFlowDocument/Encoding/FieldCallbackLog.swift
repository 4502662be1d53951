import TagFlow
import TagFlowJSON

/// A field's callbacks as `tagflow layout` keeps and prints them: each as
/// `TagCollectionCallback.fieldDocumentJSON` says, but a change of the draft as the edit that made it —
/// `{"name": "didChangeDraft", "arguments": {"from": 4, "to": 5, "text": "", "caret": 4}}`: the
/// characters `from..<to` of the draft before were replaced by `text`, and the caret is at
/// `caret` — rather than the whole draft. A keystroke costs the output what it typed, however
/// long the draft: 10 000 keystrokes had printed 50 MB, each repeating the draft so far.
package struct FieldCallbackLog: Sendable {
    /// One entry: a callback as it came, or a draft's change as its edit.
    package enum Entry: Hashable, Sendable {
        /// A callback other than `didChangeDraft`.
        case callback(TagCollectionCallback)
        /// The draft's characters `from..<to` replaced by `text`; the caret at `caret`.
        case draftEdit(from: Int, to: Int, text: String, caret: Int)
    }

    /// The entries, in order.
    package private(set) var entries: [Entry] = []
    /// The draft after the last entry, against which the next change is taken.
    private var draft: String

    /// An empty log for a field whose draft is `draft`.
    package init(draft: String) {
        self.draft = draft
    }

    /// Appends `callbacks`, in order.
    package mutating func append(contentsOf callbacks: [TagCollectionCallback]) {
        for callback in callbacks { entries.append(entry(for: callback)) }
    }

    /// The entry for `callback`, the draft following it.
    package mutating func entry(for callback: TagCollectionCallback) -> Entry {
        guard case let .didChangeDraft(text, caret) = callback else { return .callback(callback) }
        let edit = Self.edit(from: draft, to: text)
        draft = text
        return .draftEdit(from: edit.from, to: edit.to, text: edit.text, caret: caret)
    }

    /// The smallest replacement that turns `old` into `new`, in characters: what the two do not
    /// share at their start and end.
    package static func edit(from old: String, to new: String) -> (from: Int, to: Int, text: String) {
        var oldStart = old.startIndex, newStart = new.startIndex, prefix = 0
        while oldStart < old.endIndex, newStart < new.endIndex, same(old[oldStart], new[newStart]) {
            old.formIndex(after: &oldStart)
            new.formIndex(after: &newStart)
            prefix += 1
        }
        var oldEnd = old.endIndex, newEnd = new.endIndex, suffix = 0
        while oldEnd > oldStart, newEnd > newStart {
            let o = old.index(before: oldEnd), n = new.index(before: newEnd)
            guard same(old[o], new[n]) else { break }
            (oldEnd, newEnd) = (o, n)
            suffix += 1
        }
        return (prefix, old.count - suffix, String(new[newStart..<newEnd]))
    }

    /// Whether two characters are the same scalars (Swift's `==` also equates canonically
    /// equivalent spellings, which would leave a reader's draft spelled otherwise).
    private static func same(_ a: Character, _ b: Character) -> Bool {
        a.unicodeScalars.elementsEqual(b.unicodeScalars)
    }
}

extension FieldCallbackLog.Entry {
    /// The entry as the output prints it.
    package var documentJSON: JSONValue {
        switch self {
        case .callback(let callback):
            return callback.fieldDocumentJSON
        case let .draftEdit(from, to, text, caret):
            let arguments: JSONValue = [
                "from": .number(Double(from)), "to": .number(Double(to)), "text": .string(text), "caret": .number(Double(caret)),
            ]
            return ["name": "didChangeDraft", "arguments": arguments]
        }
    }
}
