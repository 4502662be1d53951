import Foundation
import TagFlow
import TagFlowDocument
import TagFlowGallery
import TagFlowJSON

/// The seed documents and the directory their images are read from: the gallery's documents
/// (every feature: styles, runs, images, lines limits, component scripts), a few measure
/// documents, and a directory holding the gallery's icons, a FIFO (`fifo.png`) and a PNG header
/// declaring 16 000 × 16 000 pixels (`bomb.png`).
struct FuzzWorkspace {
    /// The directory relative image sources are read from.
    let directory: String
    /// Documents for `tagflow layout` (and `render`).
    let layoutSeeds: [JSONValue]
    /// Tag-field documents whose events type what joins its neighbours a piece at a time, as
    /// input methods and dead keys send it: combining marks, ZWJ, U+FE0F, halves of a flag,
    /// Hangul jamo, CR then LF; among `layoutSeeds` too.
    let joiningSeeds: [JSONValue]
    /// Documents for `tagflow measure`.
    let measureSeeds: [JSONValue]
    /// `fifo.png`.
    let fifo: ReleasedFIFO

    init() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-fuzz-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/icons", withIntermediateDirectories: true)
        for file in try Gallery.iconFiles() {
            try Data(file.bytes).write(to: URL(fileURLWithPath: directory + "/" + file.path))
        }
        fifo = try ReleasedFIFO(path: directory + "/fifo.png")
        try Data(PNGSamples.header(width: 16_000, height: 16_000)).write(to: URL(fileURLWithPath: directory + "/bomb.png"))
        self.directory = directory

        var layouts: [JSONValue] = []
        for demo in try Gallery(outputDirectory: directory).demos() {
            switch demo.picture {
            case .document(let document): layouts.append(document)
            case .panels(let panels, _): layouts += panels.map(\.document)
            case .list(let rows): layouts += Array(rows.prefix(3))
            }
        }
        layouts += [
            .init(parsing: #"{"container":{"width":200},"items":[{"width":80,"height":28},{"width":80,"height":28,"lineBreak":"fillsLine"}]}"#),
            .init(parsing: #"{"container":{"width":120,"height":60},"layout":{"scrollDirection":"horizontal","numberOfLines":2,"horizontalDistribution":"balanced"},"items":[{"width":50,"height":20},{"width":30,"height":20},{"width":70,"height":20}]}"#),
            .init(parsing: ##"{"container":{"width":150},"layout":{"lineBreaking":"fewestRows","alignment":"fillWidthExceptLastLine","displayScale":3},"tags":[{"text":"Swift"},{"runs":[{"text":"Bold ","font":{"weight":"bold","size":20}},{"text":"red","color":"#DC2626"}]},{"text":"a\tb","style":{"maxWidth":40,"numberOfLines":0,"lineBreakMode":"wordWrap","lineHeight":20}}]}"##),
            .init(parsing: #"{"container":{"width":200,"height":120},"component":{"selection":{"mode":"multiple","limit":2},"reordering":true,"dragToDelete":true,"swipeSelection":true,"viewport":{"offsetY":10}},"items":[{"width":40,"height":20},{"width":40,"height":20},{"width":40,"height":20}],"events":[{"type":"tap","x":20,"y":10,"time":0},{"type":"down","x":70,"y":10,"time":1},{"type":"tick","time":1.4},{"type":"move","x":125,"y":100,"time":1.5},{"type":"key","key":"right","time":2},{"type":"cancel","time":3}]}"#),
            // Items, and a drag that ends over the delete zone, still under way.
            .init(parsing: #"{"container":{"width":200,"height":120},"component":{"reordering":true,"dragToDelete":true,"deleteZone":{"x":0,"y":90,"width":200,"height":30}},"items":[{"width":40,"height":20},{"width":40,"height":20}],"events":[{"type":"down","x":20,"y":10,"time":0},{"type":"tick","time":0.5},{"type":"move","x":100,"y":100,"time":0.6}]}"#),
            // A tag field: typing, a paste, keys across the tags, suggestions, a click, an edit.
            .init(parsing: ##"{"container":{"width":220},"tags":[{"text":"Linux"},{"text":"Go"}],"component":{"removeButton":true},"field":{"delimiters":["comma","return","space"],"duplicates":"folded","maximumCount":6,"maximumLength":10,"addsInvalidTags":true,"invalidStyle":{"textColor":"#DC2626"},"suggestions":["Swift","SwiftUI","Café","Le café"],"maximumSuggestions":3,"marksAddedSuggestions":true,"commitsOnBlur":true,"placeholder":"Add","entryMinimumWidth":50},"events":[{"type":"focus"},{"type":"text","text":"swift, caf"},{"type":"key","key":"down","time":0},{"type":"key","key":"return","time":0.1},{"type":"paste","text":"a\nlinux\nextraordinarily"},{"type":"key","key":"backspace","repeat":true,"time":1},{"type":"key","key":"left","time":2},{"type":"key","key":"return","time":3},{"type":"key","key":"escape","time":4},{"type":"key","key":"z","modifiers":["control"],"time":5},{"type":"text","text":"sw"},{"type":"moveCaret","offset":1},{"type":"tap","x":10,"y":10,"time":6},{"type":"blur"}]}"##),
            // A field's suggestions, picked by a click and by Tab.
            .init(parsing: #"{"container":{"width":200},"tags":[],"field":{"suggestions":["Swift","SwiftUI","Server-side Swift"]},"events":[{"type":"focus"},{"type":"text","text":"sw"},{"type":"pickSuggestion","index":1},{"type":"text","text":"s"},{"type":"key","key":"down","time":0},{"type":"key","key":"tab","time":1}]}"#),
        ]
        joiningSeeds = Self.joiningSeeds
        layoutSeeds = layouts + joiningSeeds
        measureSeeds = [
            .init(parsing: #"{"font":{"family":"DejaVu Sans","size":14},"texts":["Swift","Hello, world"],"maxWidth":0,"numberOfLines":1,"lineBreakMode":"truncateTail","contentSizeCategory":"large"}"#),
            .init(parsing: #"{"font":{"family":"DejaVu Serif","size":60,"weight":700,"italic":true},"texts":["東京 🍕","नमस्ते"],"maxWidth":80,"numberOfLines":0,"lineBreakMode":"wordWrap","lineHeight":30}"#),
            .init(parsing: #"{"texts":["a\tb c","WWWW"],"maxWidth":40,"numberOfLines":2,"lineBreakMode":"truncateMiddle","contentSizeCategory":"accessibilityExtraExtraExtraLarge"}"#),
        ]
    }

    /// Field documents of joining text typed a piece at a time, with the edits that follow it.
    static let joiningSeeds: [JSONValue] = {
        let pieces = [
            ["e", "\u{301}", "x"], ["👩", "\u{200D}", "👧", "\u{200D}", "👦"], ["❤", "\u{FE0F}"], ["🇺", "🇸", "🇫", "🇷"],
            ["\u{1100}", "\u{1161}", "\u{11A8}"], ["a\r", "\n", "b"], ["\u{E01}", "\u{E31}", "\u{E48}"], ["a", "\u{308}", "\u{301}", "\u{323}"],
        ]
        let edits: [JSONValue] = [
            ["type": "key", "key": "backspace", "time": 1], ["type": "key", "key": "left", "time": 2],
            ["type": "text", "text": "\u{301}"], ["type": "key", "key": "delete", "time": 3], ["type": "paste", "text": "\u{200D}z"],
            ["type": "moveCaret", "offset": 1], ["type": "deleteText", "from": 0, "to": 1], ["type": "text", "text": "\r"],
            ["type": "paste", "text": "\n,q"], ["type": "key", "key": "end", "time": 4], ["type": "key", "key": "return", "time": 5],
        ]
        return pieces.enumerated().map { number, typed in
            let events: [JSONValue] = [["type": "focus"]] + typed.map { ["type": "text", "text": .string($0)] }
                + Array(edits[(number % edits.count)...] + edits[..<(number % edits.count)])
            return [
                "container": ["width": 240], "tags": [["text": "Café"]],
                "field": ["suggestions": ["e\u{301}x", "👩\u{200D}👧", "한"], "delimiters": number % 2 == 0 ? ["comma", "return"] : ["newline", "space"]],
                "events": .array(events),
            ]
        }
    }()

    /// Removes the directory.
    func remove() {
        fifo.remove()
        try? FileManager.default.removeItem(atPath: directory)
    }
}
