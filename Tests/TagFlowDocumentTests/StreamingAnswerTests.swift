import Foundation
import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

/// Answers written as they are made are byte for byte the answers written whole: for the
/// gallery's documents, the measure seeds and a few thousand mutations of them, at every buffer
/// size; and items laid out by the engine directly are laid out as the tags they used to become.
@Suite("streamed answers are the answers, byte for byte")
struct StreamingAnswerTests {
    /// The documents compared: every seed, and mutations of them that decode.
    static func documents(count: Int) throws -> (layouts: [[UInt8]], measures: [[UInt8]], workspace: FuzzWorkspace) {
        let workspace = try FuzzWorkspace()
        var mutator = DocumentMutator(random: SeededGenerator(seed: 34), seeds: workspace.layoutSeeds + workspace.measureSeeds)
        var layouts = workspace.layoutSeeds.map { Array(((try? JSONWriter.write($0)) ?? "{}").utf8) }
        var measures = workspace.measureSeeds.map { Array(((try? JSONWriter.write($0)) ?? "{}").utf8) }
        for i in 0..<count {
            if i % 4 == 3 {
                measures.append(mutator.bytes(from: workspace.measureSeeds[i % workspace.measureSeeds.count]))
            } else {
                layouts.append(mutator.bytes(from: workspace.layoutSeeds[i % workspace.layoutSeeds.count]))
            }
        }
        return (layouts, measures, workspace)
    }

    /// The answer of `command` to `input` as one value written whole, and streamed through a
    /// buffer of `capacity` bytes; `nil` when the document is refused.
    static func texts(_ command: some DocumentCommand, _ input: [UInt8], capacity: Int) -> (whole: String, streamed: String)? {
        guard let answer = try? command.answer(.init(utf8: input)), let whole = try? JSONWriter.write(answer.value) else { return nil }
        var delivered: [UInt8] = []
        var stream = JSONByteStream(capacity: capacity) { delivered += $0 }
        guard (try? command.write(utf8: input, to: &stream)) != nil else { return (whole, "refused when streamed") }
        stream.flush()
        return (whole, String(decoding: delivered, as: UTF8.self))
    }

    /// A random document of items: every layout key at a random value, items of random sizes
    /// and line breaks, sometimes a line limit with an indicator.
    static func itemsDocument(_ random: inout SeededGenerator) -> [UInt8] {
        func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }
        let items = (0..<Int.random(in: 0..<40, using: &random)).map { _ in
            #"{"width":\#(pick([0, 12.5, 40, 80, 130, 400])),"height":\#(pick([0, 20, 28, 31.25])),"lineBreak":"\#(pick(["normal", "normal", "startsNewLine", "fillsLine"]))"}"#
        }
        let layout = [
            #""scrollDirection":"\#(pick(["vertical", "horizontal"]))""#,
            #""alignment":"\#(pick(LayoutConfiguration.Alignment.allCases).rawValue)""#,
            #""lineAlignment":"\#(pick(["top", "center", "bottom"]))""#,
            #""contentVerticalAlignment":"\#(pick(["top", "center", "bottom"]))""#,
            #""layoutDirection":"\#(pick(["leftToRight", "rightToLeft"]))""#,
            #""horizontalSpacing":\#(pick([0, 8, 3.5])),"verticalSpacing":\#(pick([0, 8, 7.25]))"#,
            #""contentInset":{"top":\#(pick([0, 4])),"left":\#(pick([0, 10])),"right":\#(pick([0, 2.5]))}"#,
            #""numberOfLines":\#(pick([0, 1, 2, 3])),"horizontalDistribution":"\#(pick(["rowMajor", "columnMajor", "balanced"]))""#,
            #""lineBreaking":"\#(pick(["greedy", "balanced", "fewestRows"]))""#,
            #""overflowIndicator":\#(pick(["null", #"{"width":40,"height":28}"#])),"displayScale":\#(pick(["null", "2", "3"]))"#,
        ]
        let width = pick([0, 100, 343, 1000])
        return Array(#"{"container":{"width":\#(width),"height":\#(pick([0, 300]))},"layout":{\#(layout.joined(separator: ","))},"items":[\#(items.joined(separator: ","))]}"#.utf8)
    }

    @Test("every answer streams to the bytes of its whole value")
    func streamedEqualsWhole() throws {
        let (layouts, measures, workspace) = try Self.documents(count: 1_500)
        defer { workspace.remove() }
        var answered = 0
        for (index, input) in layouts.enumerated() {
            guard let texts = Self.texts(pangoLayoutCommand, input, capacity: [1, 13, 1 << 16][index % 3]) else { continue }
            #expect(texts.streamed == texts.whole, "layout document \(index)")
            answered += 1
        }
        for (index, input) in measures.enumerated() {
            guard let texts = Self.texts(pangoMeasureCommand, input, capacity: [1, 13, 1 << 16][index % 3]) else { continue }
            #expect(texts.streamed == texts.whole, "measure document \(index)")
            answered += 1
        }
        // Mutations are refused more often than not; the answered ones still number in the hundreds.
        #expect(answered > 150)
    }

    @Test("items laid out by the engine give the frames of the tags they used to become")
    func itemsAsTags() throws {
        var random = SeededGenerator(seed: 35)
        let (mutated, _, workspace) = try Self.documents(count: 1_500)
        defer { workspace.remove() }
        var compared = 0
        for input in mutated + (0..<1_000).map({ _ in Self.itemsDocument(&random) }) {
            guard let document = try? LayoutDocument(utf8: input), case .items = document.content, document.component == nil,
                let answer = try? pangoLayoutCommand.run(document)
            else { continue }
            // What a document of items was laid out as before: a custom tag of each item's size.
            let tags = try TagLayout(configuration: document.configuration, sizer: TagSizer(measurer: FakeMeasurer())).layout(of: document.tags, width: document.container.width, height: document.container.height)
            #expect(answer == (try JSONWriter.write(tags.documentJSON)))
            compared += 1
        }
        #expect(compared > 1_000)
    }

    @Test("a layout document read with its items streamed is the document read whole")
    func streamedItemsDecode() throws {
        let (layouts, _, workspace) = try Self.documents(count: 1_500)
        defer { workspace.remove() }
        for input in layouts {
            let streamed = Result { () throws(TagFlowError) in try LayoutDocument(utf8: input) }
            let whole = Result { () throws(TagFlowError) in try LayoutDocument(document: JSONReader(parsing: input)) }
            switch (streamed, whole) {
            case (.success(let a), .success(let b)): #expect(a == b)
            case (.failure(let a), .failure(let b)): #expect(a.documentDescription == b.documentDescription)
            default: Issue.record("one reading refused what the other read: \(String(decoding: input.prefix(200), as: UTF8.self))")
            }
        }
    }
}
