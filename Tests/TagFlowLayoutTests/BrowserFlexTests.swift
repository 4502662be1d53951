import Foundation
import Testing
import TagFlowLayout

/// Flexible lines against a browser: random cases laid out by the engine and by headless
/// Chromium as CSS — a wrapping flex container of items `flex: <grow> 1 <width>px` with their
/// `min-width` and `max-width`, aligned by `justify-content` and `align-items` (baseline and
/// stretch included), and a grid of `repeat(auto-fill, minmax(M, 1fr))` — every frame equal to
/// Chromium's layout unit, 1/64 px (for each share of free space rounded before it on its line).
@Suite("Flexible lines in Chromium", .enabled(if: chromiumPath != nil, Comment(rawValue: noChromiumText)))
struct BrowserFlexTests {
    /// One case: the engine's input, and the same as an HTML element.
    struct Case {
        var configuration: LayoutConfiguration
        var items: [LayoutItem]
        var width: Double

        /// The container: `box-sizing: border-box` with the insets as padding, so its width is the
        /// engine's container width.
        var html: String {
            let c = configuration
            let inset = c.contentInset
            var style = [
                "box-sizing:border-box", "width:\(width)px", "padding:\(inset.top)px \(inset.right)px \(inset.bottom)px \(inset.left)px",
                "column-gap:\(c.horizontalSpacing)px", "row-gap:\(c.verticalSpacing)px",
                "direction:\(c.layoutDirection == .rightToLeft ? "rtl" : "ltr")", "align-items:\(Self.css(c.lineAlignment))",
            ]
            if let columns = c.columns {
                style += ["display:grid", "grid-template-columns:repeat(auto-fill,minmax(\(columns.minimumWidth)px,1fr))"]
            } else {
                style += ["display:flex", "flex-wrap:wrap", "align-content:flex-start", "justify-content:\(Self.css(c.alignment))"]
            }
            let children = (items + (c.trailingItem.map { [$0] } ?? [])).map { item(html: $0) }.joined()
            return "<div class=\"case\" style=\"\(style.joined(separator: ";"))\">\(children)</div>"
        }

        /// An item: its height given, or (stretched) as content, so that the line can stretch it;
        /// its baseline an empty inline block of that height on a line without a strut.
        func item(html item: LayoutItem) -> String {
            var style = ["font-size:0", "line-height:0"]
            if configuration.columns == nil {
                let most = item.maxWidth < .infinity ? "\(item.maxWidth)px" : "none"
                style += ["flex:\(item.grow) 1 \(item.width)px", "min-width:\(item.minWidth)px", "max-width:\(most)"]
            }
            var content = ""
            if configuration.lineAlignment == .stretch {
                content = "<div style=\"height:\(item.height)px\"></div>"
            } else {
                style.append("height:\(item.height)px")
                if let baseline = item.baseline {
                    content = "<span style=\"display:inline-block;height:\(baseline)px\"></span>"
                }
            }
            return "<div style=\"\(style.joined(separator: ";"))\">\(content)</div>"
        }

        static func css(_ alignment: LayoutConfiguration.Alignment) -> String {
            switch alignment {
            case .leading, .left: "flex-start"
            // The engine's alignment is CSS's `safe` one: an item wider than its line starts at
            // the line's start instead of reaching past it (space-between, -around and -evenly
            // fall back to safe alignments of their own).
            case .trailing, .right: "safe flex-end"
            case .center: "safe center"
            case .spaceBetween: "space-between"
            case .spaceAround: "space-around"
            case .spaceEvenly: "space-evenly"
            case .fillWidth, .fillWidthExceptLastLine: "flex-start"
            }
        }

        static func css(_ alignment: LayoutConfiguration.LineAlignment) -> String {
            switch alignment {
            case .top: "flex-start"
            case .center: "center"
            case .bottom: "flex-end"
            case .firstBaseline: "baseline"
            case .stretch: "stretch"
            }
        }
    }

    /// A random case: flex lines (two in three) or a grid, every alignment CSS shares with the
    /// engine, either direction.
    static func randomCase(_ random: inout SeededGenerator) -> Case {
        var c = LayoutConfiguration()
        c.horizontalSpacing = Double(Int.random(in: 0...12, using: &random))
        c.verticalSpacing = Double(Int.random(in: 0...12, using: &random))
        c.contentInset = Insets(
            top: Double(Int.random(in: 0...6, using: &random)), left: Double(Int.random(in: 0...9, using: &random)),
            bottom: Double(Int.random(in: 0...6, using: &random)), right: Double(Int.random(in: 0...9, using: &random)))
        c.alignment = [.leading, .trailing, .center, .spaceBetween, .spaceAround, .spaceEvenly].randomElement(using: &random)!
        c.lineAlignment = LayoutConfiguration.LineAlignment.allCases.randomElement(using: &random)!
        c.layoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
        if Int.random(in: 0..<3, using: &random) == 0 {
            c.columns = .init(minimumWidth: Double(Int.random(in: 20...160, using: &random)))
            c.alignment = .leading
        }
        let items = (0..<Int.random(in: 1...14, using: &random)).map { _ in randomItem(&random) }
        return Case(configuration: c, items: items, width: Double(Int.random(in: 60...400, using: &random)))
    }

    /// An item: a width in quarter points, a height, and now and then a weight, a minimum, a
    /// maximum (either binding or not) and a baseline.
    static func randomItem(_ random: inout SeededGenerator) -> LayoutItem {
        let width = Double(Int.random(in: 0...600, using: &random)) / 4
        let height = Double(Int.random(in: 4...40, using: &random))
        var item = LayoutItem(width: width, height: height)
        if Bool.random(using: &random) { item.grow = [0.5, 1, 2, 3].randomElement(using: &random)! }
        if Int.random(in: 0..<3, using: &random) == 0 { item.minWidth = Double(Int.random(in: 0...Int(width * 1.5), using: &random)) }
        if Int.random(in: 0..<3, using: &random) == 0 {
            item.maxWidth = item.minWidth + Double(Int.random(in: 0...Int(width * 1.5) + 1, using: &random))
        }
        if Bool.random(using: &random) { item.baseline = Double(Int.random(in: 1...Int(height), using: &random)) }
        return item
    }

    /// A random case with a trailing item as a tag field's entry is: `flex-grow` and a
    /// `min-width` within the line (a slot is held to the line; CSS would let it overflow), now
    /// and then a maximum or none of them; the engine places it as CSS places a last flex item.
    static func randomTrailingCase(_ random: inout SeededGenerator) -> Case {
        var test = randomCase(&random)
        test.configuration.columns = nil
        if test.configuration.alignment == .leading, Bool.random(using: &random) {
            test.configuration.alignment = [.center, .spaceBetween, .spaceAround, .trailing].randomElement(using: &random)!
        }
        let line = test.width - test.configuration.contentInset.horizontal
        let least = Double(Int.random(in: 0...max(0, Int(line)), using: &random))
        var entry = LayoutItem(width: least, height: Double(Int.random(in: 4...40, using: &random)), grow: 1, minWidth: least)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: entry.maxWidth = least + Double(Int.random(in: 0...80, using: &random))
        case 1: (entry.grow, entry.minWidth) = (0, 0)
        default: break
        }
        test.configuration.trailingItem = entry
        return test
    }

    @Test("the engine's frames are Chromium's to 1/64 px")
    func framesAgree() throws {
        var random = SeededGenerator(seed: 0x5EED_F1E8)
        try expectAgreement((0..<1000).map { _ in Self.randomCase(&random) })
    }

    @Test("a trailing item is where Chromium puts a last flex item, to 1/64 px")
    func trailingItemAgrees() throws {
        var random = SeededGenerator(seed: 0x7A11_E4E5)
        try expectAgreement((0..<600).map { _ in Self.randomTrailingCase(&random) })
    }

    /// Lays every case out in Chromium and in the engine and expects every frame (the trailing
    /// item's after the items') to agree.
    func expectAgreement(_ cases: [Case]) throws {
        // Every item's box relative to its container's border box, case after case.
        let script = """
            const out = [];
            for (const c of document.querySelectorAll('.case')) {
              const o = c.getBoundingClientRect();
              out.push(o.height);
              for (const i of c.children) { const r = i.getBoundingClientRect(); out.push(r.left - o.left, r.top - o.top, r.width, r.height); }
            }
            report(out);
            """
        let numbers = try chromiumMeasurements(script: script, body: cases.map(\.html).joined())
        var cursor = numbers.makeIterator()
        var worst = 0.0
        for (k, test) in cases.enumerated() {
            let result = try FlowLayout(configuration: test.configuration)
                .layout(test.items, in: Size(width: test.width, height: 0))
            guard let height = cursor.next() else { Issue.record("Chromium reported \(numbers.count) numbers"); return }
            worst = max(worst, abs(height - result.contentSize.height))
            #expect(abs(height - result.contentSize.height) <= layoutUnit, "case \(k): height \(height), engine \(result.contentSize.height)")
            // Chromium rounds each share of a line's free space to its unit, so the k-th item of
            // a line may be k + 1 units off; the engine's shares are exact.
            var places = [Int](repeating: 0, count: test.items.count)
            for line in result.lines { for (k, i) in line.enumerated() { places[i] = k } }
            var frames = Array(result.frames)
            // The trailing item is the case's last child: after the items of the last line.
            if let trailing = result.trailingItemFrame {
                frames.append(trailing)
                places.append(result.lines.last?.count ?? 0)
            }
            for i in frames.indices {
                let frame = frames[i]
                let browser = (0..<4).map { _ in cursor.next() ?? .nan }
                let engine = [frame.minX, frame.minY, frame.width, frame.height]
                let error = zip(browser, engine).map { abs($0 - $1) }.max() ?? .nan
                worst = max(worst, error / Double(places[i] + 1))
                #expect(error <= layoutUnit * Double(places[i] + 1), "case \(k) item \(i): Chromium \(browser), engine \(engine)\n\(test.html)")
            }
        }
        #expect(cursor.next() == nil)
        print("flexible lines against Chromium: \(cases.count) cases, largest difference \(worst) px per unit allowed")
    }

    /// Chromium's layout unit: positions and sizes are multiples of 1/64 px.
    let layoutUnit = 1.0 / 64 + 1e-9
}
