import TagFlow
import TagFlowJSON

/// How much one document may ask of the text engine, all its texts and fonts together.
///
/// **Line breaking.** A text's line-breaking cost grows with the square of its length (see
/// `TagText.maximumLength`), so a document of many long texts could still hold the tool — or one
/// worker of a batch — for minutes, each text within its own limit. The squares of the lengths of
/// a document's texts (each tag's text, each of `texts`) may add up to at most `maximum`:
/// 50 000 000, two texts of the full 5 000 characters, 5 000 of 100, or 125 000 of 20. That
/// bounds one document's worst case to about 3 s of CPU (two 5 000-character words wrapped one
/// character per line); ordinary documents — a thousand tags of a few words — spend well under
/// a hundredth of it.
///
/// **Fonts.** Each distinct font (family as written, size after Dynamic Type scaling, weight,
/// italic) costs the text engine a font set-up — a fontconfig sort over the fallback list and a
/// scaled font — about a millisecond: a document of a few thousand sizes took seconds, a batch of
/// 20 000 lines of different sizes 30 s. A document may use at most `maximumFonts` (100)
/// distinct fonts; every font object it writes counts, with the default font, and the one that
/// passes the limit is refused at its path.
struct TextBudget {
    /// The most a document's texts may spend: the sum of their lengths squared.
    static let maximum = 50_000_000
    /// The most distinct fonts a document may use.
    static let maximumFonts = 100

    /// What the texts so far have spent.
    private(set) var spent = 0
    /// The distinct fonts so far, scaled: the default font is always among them.
    private var fonts: Set<TagFont> = []

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

    /// Counts `font` (as written, before scaling for `category`), read at `path`: refused there
    /// when it is a distinct font past `maximumFonts`.
    mutating func spend(font: TagFont, scaledFor category: TextSizeCategory, at path: ValuePath) throws(TagFlowError) {
        if fonts.isEmpty { fonts.insert(TagFont.default.scaled(for: category)) }
        let scaled = font.scaled(for: category)
        guard !fonts.contains(scaled) else { return }
        guard fonts.count < Self.maximumFonts else {
            throw TagFlowError(
                TagFlowError.DocumentReason.invalidDocument(
                    "\(JSONWriter.quotedExcerpt(scaled.family)) at \(JSONWriter.format(scaled.size)) pt "
                        + "\(scaled.weight.rawValue)\(scaled.isItalic ? " italic" : "") would make \(Self.maximumFonts + 1) "
                        + "distinct fonts in the document; a document may use at most \(Self.maximumFonts) "
                        + "(family, size, weight, italic), since setting up each costs the text engine about a millisecond"),
                at: path)
        }
        fonts.insert(scaled)
    }

    /// Counts the font of `style`, read from `reader`, when the style object writes one.
    mutating func spendFont(of style: TextTagStyle, readFrom reader: JSONReader, scaledFor category: TextSizeCategory)
        throws(TagFlowError)
    {
        guard reader.value["font"] != nil else { return }
        try spend(font: style.font, scaledFor: category, at: reader.path.appending(key: "font"))
    }
}
