import PropertyBased
import TagFlowLayout
import TagFlowTestSupport

/// A random layout input — a configuration, items and a container — from small to pathological,
/// with a generator that shrinks a failing case towards the fewest, smallest items.
struct LayoutCase: CustomStringConvertible, Sendable {
    var configuration: LayoutConfiguration
    var items: [LayoutItem]
    var container: Size

    var description: String {
        let items = self.items.map { item in
            let plain = item.grow == 0 && item.minWidth == 0 && item.maxWidth == .infinity && item.baseline == nil
            return plain ? "\(item.size)\(item.lineBreak == .normal ? "" : " \(item.lineBreak)")" : "\(item)"
        }
        return "\(configuration) \(items) in \(container)"
    }

    /// Every input a layout can get, in the given scroll directions.
    static func generator(
        _ directions: [LayoutConfiguration.ScrollDirection] = LayoutConfiguration.ScrollDirection.allCases
    ) -> Generator<LayoutCase, some SendableSequenceType> {
        let configurations = configurationGenerator(directions)
        let widths = Gen.int(in: 0...400)
        return zip(configurations, itemsGenerator(), widths).map { (parts: (LayoutConfiguration, [LayoutItem], Int)) -> LayoutCase in
            LayoutCase(configuration: parts.0, items: parts.1, container: Size(width: Double(parts.2), height: 0))
        }
    }

    /// One of `values` (shrinking towards the first).
    static func choose<T: Sendable>(_ values: [T]) -> Generator<T, some SendableSequenceType> {
        Gen.int(in: 0...(values.count - 1)).map { values[$0] }
    }

    /// One raw item: a width in thousandths of the case's scale, a height, and a kind (0 starts a
    /// new line, 1 fills a line, anything else flows).
    private static let rawItem = zip(Gen.int(in: 0...1000), Gen.int(in: 0...30), Gen.int(in: 0...23))

    /// Items of widths up to one of a few scales (so some layouts are all one line and some all
    /// over-wide), heights up to 30, and now and then a forced break.
    static func itemsGenerator() -> Generator<[LayoutItem], some SendableSequenceType> {
        zip(choose([5.0, 40, 120, 400]), rawItem.array(of: 0...40)).map {
        (parts: (Double, [(Int, Int, Int)])) -> [LayoutItem] in
        parts.1.map { raw -> LayoutItem in
            let lineBreak: LayoutItem.LineBreak = raw.2 == 0 ? .startsNewLine : raw.2 == 1 ? .fillsLine : .normal
            return LayoutItem(
                width: (Double(raw.0) / 1000 * parts.0).rounded(), height: Double(raw.1), lineBreak: lineBreak)
        }
        }
    }

    private static func configurationGenerator(
        _ directions: [LayoutConfiguration.ScrollDirection]
    ) -> Generator<LayoutConfiguration, some SendableSequenceType> {
        let choices = zip(
            choose(directions), choose(LayoutConfiguration.Alignment.allCases),
            choose(LayoutConfiguration.LineAlignment.allCases), choose(LayoutConfiguration.LayoutDirection.allCases),
            choose(LayoutConfiguration.HorizontalDistribution.allCases))
        let spacings = zip(Gen.int(in: 0...12), Gen.int(in: 0...12))
        let insets = zip(Gen.int(in: 0...5), Gen.int(in: 0...9), Gen.int(in: 0...5), Gen.int(in: 0...9))
        let limits = zip(Gen.int(in: 0...4), Gen.int(in: -1...60))
        return zip(choices, spacings, insets, limits).map {
            (parts: (
                (LayoutConfiguration.ScrollDirection, LayoutConfiguration.Alignment, LayoutConfiguration.LineAlignment,
                 LayoutConfiguration.LayoutDirection, LayoutConfiguration.HorizontalDistribution),
                (Int, Int), (Int, Int, Int, Int), (Int, Int)
            )) -> LayoutConfiguration in
            var c = LayoutConfiguration()
            (c.scrollDirection, c.alignment, c.lineAlignment, c.layoutDirection, c.horizontalDistribution) = parts.0
            c.horizontalSpacing = Double(parts.1.0)
            c.verticalSpacing = Double(parts.1.1)
            c.contentInset = Insets(
                top: Double(parts.2.0), left: Double(parts.2.1), bottom: Double(parts.2.2), right: Double(parts.2.3))
            c.numberOfLines = parts.3.0 == 0 ? nil : parts.3.0
            c.overflowIndicator = parts.3.1 < 0 ? nil : Size(width: Double(parts.3.1), height: 12)
            return c
        }
    }
}

extension LayoutCase {
    /// Every input a layout can get, every option set at random besides those of `generator`:
    /// greedy or balanced line breaking, pixel snapping, a taller container with the block
    /// centred or at the bottom, an expanded line limit with a collapse slot.
    static func everyOptionGenerator(
        _ directions: [LayoutConfiguration.ScrollDirection] = LayoutConfiguration.ScrollDirection.allCases
    ) -> Generator<LayoutCase, some SendableSequenceType> {
        let options = zip(
            choose([LayoutConfiguration.LineBreaking.greedy, .balanced]), choose([nil, nil, 1.0, 2, 3]),
            choose(LayoutConfiguration.ContentVerticalAlignment.allCases), Gen.int(in: 0...30),
            zip(Gen.bool(), Gen.int(in: -1...50)))
        return zip(generator(directions), options).map {
            (parts: (LayoutCase, (LayoutConfiguration.LineBreaking, Double?, LayoutConfiguration.ContentVerticalAlignment, Int, (Bool, Int)))) -> LayoutCase in
            var test = parts.0
            let (lineBreaking, scale, block, height, (expanded, collapse)) = parts.1
            test.configuration.lineBreaking = lineBreaking
            test.configuration.displayScale = scale
            test.configuration.contentVerticalAlignment = block
            test.container.height = Double(height * 10)
            test.configuration.isLineLimitExpanded = expanded
            test.configuration.collapseIndicator = collapse < 0 ? nil : Size(width: Double(collapse), height: 14)
            return test
        }
    }

    /// `everyOptionGenerator` with flexible lines besides: items that grow (weights below and
    /// above 1), minimum and maximum widths, baselines; a cap on the items of a line; the last
    /// line's own alignment.
    static func flexibleGenerator(
        _ directions: [LayoutConfiguration.ScrollDirection] = LayoutConfiguration.ScrollDirection.allCases
    ) -> Generator<LayoutCase, some SendableSequenceType> {
        let flex = zip(choose([0.0, 0, 0, 1, 2, 0.5]), choose([0.0, 0, 0.5, 1.5]), choose([0.0, 0, 0.5, 2]), Gen.int(in: 0...3))
        let options = zip(
            flex.array(of: 0...40), choose([nil, nil, 1, 2, 3] as [Int?]),
            choose([nil, nil] + LayoutConfiguration.Alignment.allCases.map(Optional.some)))
        return zip(everyOptionGenerator(directions), options).map {
            (parts: (LayoutCase, ([(Double, Double, Double, Int)], Int?, LayoutConfiguration.Alignment?))) -> LayoutCase in
            var test = parts.0
            let (flexes, maxItems, lastLine) = parts.1
            for (i, (grow, least, most, baseline)) in zip(test.items.indices, flexes) {
                let width = test.items[i].width
                test.items[i].grow = grow
                // Minimum and maximum as parts of the item's own width, so that both bind.
                if least > 0 { test.items[i].minWidth = (width * least).rounded() }
                if most > 0 { test.items[i].maxWidth = max(test.items[i].minWidth, (width * most).rounded()) }
                if baseline > 0 { test.items[i].baseline = (test.items[i].height * Double(baseline) / 3).rounded() }
            }
            test.configuration.maxItemsPerLine = maxItems
            test.configuration.lastLineAlignment = lastLine
            return test
        }
    }

    /// `flexibleGenerator` with a trailing item: an entry that takes the rest of its line
    /// within a minimum (the common one), a plain item, one with a maximum, one wider than any
    /// line, one that must start or fill a line, with a baseline now and then.
    static func trailingGenerator(
        _ directions: [LayoutConfiguration.ScrollDirection] = LayoutConfiguration.ScrollDirection.allCases
    ) -> Generator<LayoutCase, some SendableSequenceType> {
        let shapes = zip(Gen.int(in: 0...5), Gen.int(in: 0...200), Gen.int(in: 0...40), Gen.int(in: 0...2))
        return zip(flexibleGenerator(directions), shapes).map {
            (parts: (LayoutCase, (Int, Int, Int, Int))) -> LayoutCase in
            var test = parts.0
            let (shape, width, height, lineBreak) = parts.1
            var item = LayoutItem(width: Double(width), height: Double(height))
            switch shape {
            case 0: (item.grow, item.minWidth) = (1, Double(width))
            case 1: break
            case 2: (item.grow, item.minWidth, item.maxWidth) = (1, Double(width) / 2, Double(width) * 2)
            case 3: (item.grow, item.minWidth, item.width) = (1, 450, 450)
            default: (item.grow, item.minWidth) = (2, Double(width) / 3)
            }
            if lineBreak > 0, shape == 5 { item.lineBreak = lineBreak == 1 ? .startsNewLine : .fillsLine }
            if height > 30 { item.baseline = Double(height - 30) }
            test.configuration.trailingItem = item
            return test
        }
    }

    /// One case drawn from `generator(directions)` with `random`, for tests that walk many cases
    /// in a loop of their own (no shrinking there: they print the case that failed).
    static func random(
        using random: inout SeededGenerator, vertical: Bool = true
    ) -> LayoutCase {
        generator(vertical ? [.vertical] : [.horizontal]).run(using: &random)
    }
}

/// The tests' generator, usable wherever PropertyBased takes a seeded generator.
extension SeededGenerator: SeededRandomNumberGenerator {}
