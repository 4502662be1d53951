import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

/// Documents and the exact output `tagflow layout` gives for them, shared with the end-to-end tests.
enum LayoutSamples {
    static let wrapping = #"{"container":{"width":200},"items":[{"width":80,"height":28},{"width":80,"height":28},{"width":80,"height":20}]}"#
    static let wrappingOutput = #"{"contentSize":{"width":200,"height":56},"fittingSize":{"width":168,"height":56},"lineCount":2,"lines":[[0,1],[2]],"frames":[{"x":0,"y":0,"width":80,"height":28,"hidden":false},{"x":88,"y":0,"width":80,"height":28,"hidden":false},{"x":0,"y":36,"width":80,"height":20,"hidden":false}]}"#

    static let overflow = #"{"container":{"width":100},"layout":{"numberOfLines":1,"overflowIndicator":{"width":20,"height":10}},"items":[{"width":30,"height":10},{"width":30,"height":10},{"width":30,"height":10}]}"#
    static let overflowOutput = #"{"contentSize":{"width":100,"height":10},"fittingSize":{"width":96,"height":10},"lineCount":2,"lines":[[0,1]],"frames":[{"x":0,"y":0,"width":30,"height":10,"hidden":false},{"x":38,"y":0,"width":30,"height":10,"hidden":false},{"x":0,"y":0,"width":0,"height":0,"hidden":true}],"overflow":{"hiddenCount":1,"frame":{"x":76,"y":0,"width":20,"height":10}}}"#
}

@Suite("tagflow layout, in process")
struct LayoutCommandTests {
    private let command = LayoutCommand(measurers: pangoMeasurers)

    private func output(_ json: String) throws(TagFlowError) -> String {
        try command.run(json)
    }

    @Test("wraps items and prints members in the contract's order")
    func wrapping() throws {
        #expect(try output(LayoutSamples.wrapping) == LayoutSamples.wrappingOutput)
    }

    @Test("places the overflow indicator and reports hidden items with zero frames")
    func overflow() throws {
        #expect(try output(LayoutSamples.overflow) == LayoutSamples.overflowOutput)
    }

    @Test("fewestRows reorders, lists lines in the new order and says whether it is proven optimal")
    func fewestRows() throws {
        let json = #"{"container":{"width":100},"layout":{"horizontalSpacing":0,"lineBreaking":"fewestRows"},"items":[{"width":60,"height":10},{"width":50,"height":10},{"width":40,"height":10},{"width":50,"height":10}]}"#
        #expect(try output(json) == #"{"contentSize":{"width":100,"height":28},"fittingSize":{"width":100,"height":28},"lineCount":2,"lines":[[0,2],[1,3]],"frames":[{"x":0,"y":0,"width":60,"height":10,"hidden":false},{"x":0,"y":18,"width":50,"height":10,"hidden":false},{"x":60,"y":0,"width":40,"height":10,"hidden":false},{"x":50,"y":18,"width":50,"height":10,"hidden":false}],"provenOptimal":true}"#)
        // provenOptimal appears only with fewestRows.
        #expect(!(try output(LayoutSamples.wrapping)).contains("provenOptimal"))
    }

    @Test("mirrors right-to-left layouts")
    func rightToLeft() throws {
        let json = #"{"container":{"width":100},"layout":{"layoutDirection":"rightToLeft"},"items":[{"width":30,"height":10},{"width":30,"height":10}]}"#
        #expect(try output(json) == #"{"contentSize":{"width":100,"height":10},"fittingSize":{"width":68,"height":10},"lineCount":1,"lines":[[0,1]],"frames":[{"x":70,"y":0,"width":30,"height":10,"hidden":false},{"x":32,"y":0,"width":30,"height":10,"hidden":false}]}"#)
    }

    @Test("horizontal scrolling with insets, a fixed height and bottom alignment")
    func horizontal() throws {
        let json = #"{"container":{"width":100,"height":50},"layout":{"contentVerticalAlignment":"bottom","scrollDirection":"horizontal","numberOfLines":2,"contentInset":{"top":1,"left":2,"bottom":3,"right":4}},"items":[{"width":30,"height":10},{"width":30,"height":10},{"width":30.5,"height":10}]}"#
        #expect(try output(json) == #"{"contentSize":{"width":74,"height":50},"fittingSize":{"width":74,"height":32},"lineCount":2,"lines":[[0,1],[2]],"frames":[{"x":2,"y":19,"width":30,"height":10,"hidden":false},{"x":40,"y":19,"width":30,"height":10,"hidden":false},{"x":2,"y":37,"width":30.5,"height":10,"hidden":false}]}"#)
    }

    @Test("no items: the insets alone")
    func empty() throws {
        #expect(try output(#"{"container":{"width":100},"layout":{"contentInset":{"top":3,"bottom":4}},"items":[]}"#)
            == #"{"contentSize":{"width":100,"height":7},"fittingSize":{"width":0,"height":7},"lineCount":0,"lines":[],"frames":[]}"#)
    }

    @Test("lineBreak and displayScale reach the engine")
    func extensions() throws {
        let json = #"{"container":{"width":100},"layout":{"displayScale":2},"items":[{"width":10.3,"height":10},{"width":10,"height":10,"lineBreak":"startsNewLine"},{"width":10,"height":10,"lineBreak":"fillsLine"}]}"#
        let result = try JSONParser.parse(output(json))
        #expect(result["lines"] == [[0], [1], [2]])
        #expect(result["frames"] == [
            ["x": 0, "y": 0, "width": 10.5, "height": 10, "hidden": false],
            ["x": 0, "y": 18, "width": 10, "height": 10, "hidden": false],
            ["x": 0, "y": 36, "width": 100, "height": 10, "hidden": false],
        ])
    }

    @Test("output is one line and reads back as the result")
    func roundTrip() throws {
        let text = try output(LayoutSamples.overflow)
        #expect(!text.contains("\n"))
        let value = try JSONParser.parse(text)
        #expect(value["lineCount"] == 2)
        #expect(value["overflow"]?["hiddenCount"] == 1)
    }

    @Test("document errors come out of the command unchanged")
    func documentErrors() {
        do {
            _ = try output(#"{"container":{"width":1},"layout":{"aligment":"center"},"items":[]}"#)
            Issue.record("accepted an unknown key")
        } catch {
            #expect(JSONPath(error.path).description == "$.layout.aligment")
        }
    }

    @Test("engine errors come out at the document key of the engine's argument")
    func engineErrors() {
        // Values JSON text cannot carry, through documents built in code.
        var document = LayoutDocument(
            container: Size(width: 10, height: 0),
            items: [LayoutItem(width: 1, height: 1), LayoutItem(width: .nan, height: 1)])
        #expect(documentError { () throws(TagFlowError) in try command.run(document) }
            == "$.items[1].width: nan is not allowed; it must be finite and ≥ 0")
        document = LayoutDocument(container: Size(width: 10, height: 0), items: [])
        document.configuration.contentInset.left = -2
        #expect(documentError { () throws(TagFlowError) in try command.run(document) }
            == "$.layout.contentInset.left: -2 is not allowed; it must be finite and ≥ 0")
        document.configuration = LayoutConfiguration()
        document.container.width = .nan
        #expect(documentError { () throws(TagFlowError) in try command.run(document) }
            == "$.container.width: nan is not allowed; it must be finite and ≥ 0")
        document.container.width = 10
        document.configuration.numberOfLines = 0
        #expect(documentError { () throws(TagFlowError) in try command.run(document) }
            == "$.layout.numberOfLines: 0 is not allowed; it must be ≥ 1, or nil for no limit (write nil where TTGTagCollectionView and the JSON documents write 0)")
        document.configuration = LayoutConfiguration(scrollDirection: .horizontal)
        document.configuration.columns = LayoutConfiguration.Columns(minimumWidth: 40)
        #expect(documentError { () throws(TagFlowError) in try command.run(document) }
            == #"$.layout.scrollDirection: "horizontal" is not allowed; columns lay out an equal-width grid of wrapping rows; use vertical scrolling"#)
        document.configuration = LayoutConfiguration()
        document.configuration.maxItemsPerLine = -1
        #expect(documentError { () throws(TagFlowError) in try command.run(document) }?.hasPrefix("$.layout.maxItemsPerLine: -1 is not allowed") == true)
    }
}
