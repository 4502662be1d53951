import TagFlow

/// How much line breaking one document may ask for, all its texts together.
///
/// A text's line-breaking cost grows with the square of its length (see
/// `TagText.maximumLength`), so a document of many long texts could still hold the tool — or one
/// worker of a batch — for minutes, each text within its own limit. The squares of the lengths of
/// a document's texts (each tag's text, each of `texts`) may add up to at most `maximum`:
/// 50 000 000, two texts of the full 5 000 characters, 5 000 of 100, or 125 000 of 20. That
/// bounds one document's worst case to about 3 s of CPU (two 5 000-character words wrapped one
/// character per line); ordinary documents — a thousand tags of a few words — spend well under
/// a hundredth of it.
struct TextBudget {
    /// The most a document's texts may spend: the sum of their lengths squared.
    static let maximum = 50_000_000

    /// What the texts so far have spent.
    private(set) var spent = 0

    /// Checks `text` against its own limits (`TagText.checkLimits()`, whose paths are put under
    /// `base`: a plain text's path, or the tag's for runs) and the document's budget (refused at
    /// the text: `$.tags[3].text`, `$.tags[3].runs`, `$.texts[3]`).
    mutating func spend(_ text: TagText, at base: ValuePath) throws(TagFlowError) {
        let length: Int
        do { length = try text.checkLimits() } catch { throw error.prefixed(with: base) }
        spent += length * length
        let path = if case .runs = text { base.appending(key: "runs") } else { base }
        guard spent <= Self.maximum else {
            throw TagFlowError(
                TagFlowError.DocumentReason.invalidDocument(
                    "the document's texts are too long together: the squares of their lengths add up to \(spent) with this "
                        + "one, and may add up to at most \(Self.maximum) (two texts of \(TagText.maximumLength) characters, "
                        + "or 5000 of 100), since line breaking costs the square of a text's length"),
                at: path)
        }
    }
}
