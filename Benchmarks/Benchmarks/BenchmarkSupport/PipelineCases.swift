import TagFlow

/// One warm-pipeline benchmark: tags already measured once (the measurement cache is warm), then
/// a call per iteration. Results read per call; `itemCount` tags per call.
public struct PipelineCase: Sendable {
    public let name: String
    public let itemCount: Int
    public let makeRunner: @Sendable () -> (_ call: Int) -> Int
}

extension PipelineCase {
    static let tagCount = 1_000

    static func makeTags() -> [TextTag] {
        let selectedStyle = TextTagStyle(font: TagFont(size: 14, weight: .bold))
        return words(tagCount).map { TextTag($0, selectedStyle: selectedStyle) }
    }

    static func makeConfiguration() -> LayoutConfiguration {
        var configuration = LayoutConfiguration()
        configuration.contentInset = Insets(all: 8)
        return configuration
    }

    /// Every pipeline benchmark.
    public static let all: [PipelineCase] = [
        // The stateless API, which keeps nothing between calls: every tag through the sizer and
        // the measurement cache's hit path, then the layout engine.
        PipelineCase(name: "warm pipeline: TagLayout.layout 1000 cached tags", itemCount: tagCount) {
            let tags = makeTags()
            let sizer = TagSizer(measurer: FakeTextMeasurer())
            let configuration = makeConfiguration()
            _ = try! TagLayout(configuration: configuration, sizer: sizer).layout(of: tags, width: 343)
            return { _ in
                try! TagLayout(configuration: configuration, sizer: sizer).layout(of: tags, width: 343).lineCount
            }
        },
        // A relayout that invalidates every remembered size: the viewport's width changes (a
        // rotation), so every tag is sized again through the measurement cache's hit path.
        PipelineCase(name: "warm pipeline: controller relayout on a width change, 1000 tags", itemCount: tagCount) {
            let sizer = TagSizer(measurer: FakeTextMeasurer())
            var controller = try! TagCollectionController(
                tags: makeTags(), configuration: makeConfiguration(), viewport: Viewport(width: 343, height: 600), sizer: sizer)
            _ = try! controller.setViewport(Viewport(width: 400, height: 600))
            return { call in
                _ = try! controller.setViewport(Viewport(width: call % 2 == 0 ? 343 : 400, height: 600))
                return controller.layout.result.lineCount
            }
        },
        // A tap-like selection toggle: the toggled tag has a bold selected style, so its size
        // changes, every tag after it moves, and the update carries the transition of all frames.
        PipelineCase(name: "controller selection toggle, 1000 tags (sizes memoised)", itemCount: tagCount) {
            let sizer = TagSizer(measurer: FakeTextMeasurer())
            var controller = try! TagCollectionController(
                tags: makeTags(), configuration: makeConfiguration(), viewport: Viewport(width: 343, height: 600), sizer: sizer)
            _ = try! controller.setSelected(true, at: 500)
            _ = try! controller.setSelected(false, at: 500)
            return { call in
                _ = try! controller.setSelected(call % 2 == 0, at: 500)
                return controller.layout.result.lineCount
            }
        },
        // The sizer called directly, as a user sizing tags without a layout would: every tag
        // from the measurement cache's hit path.
        PipelineCase(name: "TagSizer.sizes(of:) 1000 cached tags", itemCount: tagCount) {
            let tags = makeTags()
            let sizer = TagSizer(measurer: FakeTextMeasurer())
            _ = try! sizer.sizes(of: tags, containerWidth: 343)
            return { _ in try! sizer.sizes(of: tags, containerWidth: 343).count }
        },
        PipelineCase(name: "TagSizer.size(of:) 1000 cached tags", itemCount: tagCount) {
            let tags = makeTags()
            let sizer = TagSizer(measurer: FakeTextMeasurer())
            _ = try! sizer.sizes(of: tags, containerWidth: 343)
            return { _ in
                var width = 0.0
                for tag in tags { width += try! sizer.size(of: tag, containerWidth: 343).width }
                return Int(width)
            }
        },
        // Row heights for a long list: 10 000 rows of 8 tags from a warm cache.
        PipelineCase(name: "row heights 10000 rows × 8 tags (warm)", itemCount: 80_000) {
            let vocabulary = words(400).map { TextTag($0) }
            let rows = (0..<10_000).map { row in (0..<8).map { vocabulary[(row * 8 + $0 * 37) % vocabulary.count] } }
            let sizer = TagSizer(measurer: FakeTextMeasurer())
            let configuration = makeConfiguration()
            _ = try! TagLayout(configuration: configuration, sizer: sizer).sizes(ofRows: rows, width: 343)
            return { _ in
                try! TagLayout(configuration: configuration, sizer: sizer).sizes(ofRows: rows, width: 343).count
            }
        },
    ]
}
