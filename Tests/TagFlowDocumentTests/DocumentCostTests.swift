import Foundation
import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

/// What a document may cost in memory and time, bounded by what it says and refused where it
/// says it: tags to keep, events to play.
@Suite("documents whose costs are bounded")
struct DocumentCostTests {
    @Test("at most 100 000 tags, and as many items with a component")
    func tagCount() {
        let tag = #"{"text":""}"#
        let many = #"{"container":{"width":300},"tags":["# + Array(repeating: tag, count: 100_001).joined(separator: ",") + "]}"
        #expect(layoutError(many)
            == "$.tags: holds 100001 tags; a document may hold at most 100000, as each takes about 1.5 KB while it is measured and laid out")
        let item = #"{"width":1,"height":1}"#
        let items = #"{"container":{"width":300},"items":["# + Array(repeating: item, count: 100_001).joined(separator: ",") + "]"
        #expect(layoutError(items + "}") == nil)
        #expect(layoutError(items + #","events":[]}"#)?.hasPrefix(#"$.items: holds 100001 items; a document with "component" or "events" may hold at most 100000"#) == true)
    }

    @Test("the events' work at most 200 000 000: a tick over 20 000 tags costs 70 units a tag, refused at the event that passes it")
    func eventWork() {
        let items = Array(repeating: #"{"width":1,"height":1}"#, count: 20_000).joined(separator: ",")
        let events = Array(repeating: #"{"type":"tick","time":0}"#, count: 10_001).joined(separator: ",")
        #expect(layoutError(#"{"container":{"width":300},"items":[\#(items)],"events":[\#(events)]}"#)
            == "$.events[142]: makes the events' work 200200000 for 20000 tags; it may be at most 200000000 (about 2 s): each "
                + "event may lay every tag out again, a standing filter costs every tag the length of its text, and a standing "
                + "sort order n log n comparisons (docs/cli.md, \"Limits\")")
        let fewer = Array(repeating: #"{"type":"tick","time":0}"#, count: 142).joined(separator: ",")
        #expect(layoutError(#"{"container":{"width":300},"items":[\#(items)],"events":[\#(fewer)]}"#) == nil)
    }
}
