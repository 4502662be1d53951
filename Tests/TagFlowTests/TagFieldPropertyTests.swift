import PropertyBased
import Testing
import TagFlow

/// The tag field over random pastes and typing: words from a small alphabet with case and
/// accent variants, so duplicates are common.
@Suite("The tag field, over random inputs")
struct TagFieldPropertyTests {
    static let spellings = ["swift", "Swift", "SWIFT", "swi\u{301}ft", "café", "CAFE", "cafe\u{301}", "gtk", "Gtk", "pango", " pango ", ""]
    static let separators = [",", ", ", "\n", "\r\n", ";", "\t", " , "]

    /// A text of random spellings joined by random separators.
    static func text(_ picks: [Int], _ cuts: [Int]) -> String {
        zip(picks, cuts).map { spellings[$0.0 % spellings.count] + separators[$0.1 % separators.count] }.joined()
    }

    @Test func noDuplicateIsEverCommittedUnderTheDefaultPolicy() async {
        let events = zip(Gen.int(in: 0...40).array(of: 1...12), Gen.int(in: 0...40).array(of: 1...12), Gen.int(in: 0...2))
        await propertyCheck(count: 300, input: events) { picks, cuts, how in
            var field = try tagField()
            let text = Self.text(picks, cuts)
            switch how {
            case 0: try field.run([.paste(text)])
            case 1: try field.run(text.map { .text(String($0)) })
            default: try field.run([.text(text), .key(.return, time: 0)])
            }
            let keys = field.texts.map(TextFolding.fold)
            #expect(Set(keys).count == keys.count, "\(field.texts)")
        }
    }

    @Test func theCountNeverExceedsTheLimitAndAPastesAddedAndRefusedAreItsPieces() async {
        let input = zip(Gen.int(in: 0...40).array(of: 0...20), Gen.int(in: 0...40).array(of: 0...20), Gen.int(in: 0...6))
        await propertyCheck(count: 300, input: input) { picks, cuts, limit in
            var field = try tagField(["pango"], options: fieldOptions(maximumCount: limit))
            let text = Self.text(picks, cuts)
            let pieces = field.pieces(ofPaste: text)
            let callbacks = try field.run([.paste(text)])
            #expect(field.tags.count <= max(limit, 1))
            if limit >= 1 { #expect(field.tags.count <= limit) }
            if text.contains(where: { $0.isNewline || $0 == "," }) {
                #expect(callbacks.added.count + callbacks.refused.count == pieces.count, "\(text.debugDescription)")
            }
            try field.run([.text("more,"), .key(.return, time: 0)])
            if limit >= 1 { #expect(field.tags.count <= limit) }
        }
    }
}
