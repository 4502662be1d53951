import TagFlowLayout

/// One layout benchmark: a name and how to make its runner, which performs call number `call`
/// and returns a value to keep the work observable.
public struct LayoutCase: Sendable {
    public let name: String
    public let itemCount: Int
    /// Calls per benchmark iteration (a resize sweep makes 64).
    public let callsPerIteration: Int
    public let makeRunner: @Sendable () -> (_ call: Int) -> Int
}

/// A configuration changed from the default.
public func configuration(_ change: (inout LayoutConfiguration) -> Void = { _ in }) -> LayoutConfiguration {
    var configuration = LayoutConfiguration()
    change(&configuration)
    return configuration
}

extension LayoutCase {
    /// A `FlowLayout` call per iteration on `pool`, returning a new result (`reusing: false`) or
    /// filling one result owned by the benchmark (`reusing: true`).
    static func layout(
        _ name: String, count: Int, fresh: Bool, reusing: Bool, _ configuration: LayoutConfiguration,
        container: Size = Workload.container, items: (@Sendable () -> [LayoutItem])? = nil
    ) -> LayoutCase {
        LayoutCase(name: name, itemCount: count, callsPerIteration: 1) {
            let pool = items.map { InputPool(items: $0()) } ?? InputPool(count: count, fresh: fresh)
            let layout = FlowLayout(configuration: configuration)
            if reusing {
                var result = LayoutResult()
                return { call in
                    try! layout.layout(pool.items(forCall: call), in: container, into: &result)
                    return result.lineCount
                }
            }
            return { call in try! layout.layout(pool.items(forCall: call), in: container).lineCount }
        }
    }

    static func floor(count: Int, fresh: Bool) -> LayoutCase {
        LayoutCase(name: "floor loop n=\(count) \(fresh ? "fresh" : "repeated")", itemCount: count, callsPerIteration: 1) {
            let pool = InputPool(count: count, fresh: fresh)
            let loop = FloorLoop(capacity: count)
            return { call in Int(loop.run(pool.widths(forCall: call))) }
        }
    }

    static func treeFFD(count: Int, fresh: Bool) -> LayoutCase {
        LayoutCase(name: "tree FFD reference n=\(count) \(fresh ? "fresh" : "repeated")", itemCount: count, callsPerIteration: 1) {
            let pool = InputPool(count: count, fresh: fresh)
            let packer = TreeFirstFitDecreasing()
            return { call in packer.run(pool.widths(forCall: call)) }
        }
    }

    static func sweep(reusing: Bool) -> LayoutCase {
        LayoutCase(name: "resize sweep 64 widths × 100 items\(reusing ? " reusing" : "")", itemCount: 100, callsPerIteration: 64) {
            let items = Workload.items(100, seed: 9)
            let layout = FlowLayout()
            var result = LayoutResult()
            return { _ in
                var lines = 0
                for step in 0..<64 {
                    let size = Size(width: 200 + Double(step) * 5, height: 0)
                    if reusing {
                        try! layout.layout(items, in: size, into: &result)
                        lines &+= result.lineCount
                    } else {
                        lines &+= try! layout.layout(items, in: size).lineCount
                    }
                }
                return lines
            }
        }
    }

    /// Flexible lines at 1 000 items, each against "greedy reusing n=1000 repeated": growth, a
    /// grid, first baselines, stretched items, a cap on a line's items, the last line's own
    /// alignment.
    static func flexibleCases() -> [LayoutCase] {
        let flexible: [(String, LayoutConfiguration, Bool)] = [
            ("greedy growing", configuration(), true),
            ("greedy grid", configuration { $0.columns = LayoutConfiguration.Columns(minimumWidth: 100) }, false),
            ("greedy firstBaseline", configuration { $0.lineAlignment = .firstBaseline }, true),
            ("greedy stretch", configuration { $0.lineAlignment = .stretch }, false),
            ("greedy maxItemsPerLine 3", configuration { $0.maxItemsPerLine = 3 }, false),
            ("greedy spaceBetween lastLineAlignment", configuration {
                $0.alignment = .spaceBetween
                $0.lastLineAlignment = .leading
            }, false),
        ]
        var cases: [LayoutCase] = []
        for (name, settings, flexibleItems) in flexible {
            let items: @Sendable () -> [LayoutItem] = {
                flexibleItems ? Workload.flexible(1_000, seed: 42) : Workload.items(1_000, seed: 42)
            }
            cases.append(.layout("\(name) n=1000", count: 1_000, fresh: false, reusing: true, settings, items: items))
        }
        return cases
    }

    /// Every layout benchmark, by name.
    public static let all: [LayoutCase] = {
        var cases: [LayoutCase] = []
        let strategies: [(String, LayoutConfiguration)] = [
            ("greedy", configuration()),
            ("balanced", configuration { $0.lineBreaking = .balanced }),
            ("fewestRows", configuration { $0.lineBreaking = .fewestRows }),
        ]
        for n in [1_000, 10_000] {
            for fresh in [false, true] {
                let input = fresh ? "fresh" : "repeated"
                cases.append(.floor(count: n, fresh: fresh))
                for (name, configuration) in strategies {
                    cases.append(.layout("\(name) n=\(n) \(input)", count: n, fresh: fresh, reusing: false, configuration))
                    cases.append(.layout("\(name) reusing n=\(n) \(input)", count: n, fresh: fresh, reusing: true, configuration))
                }
                cases.append(.treeFFD(count: n, fresh: fresh))
            }
            for (name, configuration) in strategies {
                cases.append(.layout(
                    "\(name) over-wide n=\(n)", count: n, fresh: false, reusing: false, configuration,
                    items: { Workload.overWide(n) }))
                cases.append(.layout(
                    "\(name) over-wide reusing n=\(n)", count: n, fresh: false, reusing: true, configuration,
                    items: { Workload.overWide(n) }))
            }
        }
        for (name, configuration) in strategies {
            cases.append(.layout(
                "\(name) sections n=1000", count: 1_000, fresh: false, reusing: false, configuration,
                items: { Workload.sections(1_000) }))
            cases.append(.layout(
                "\(name) sections reusing n=1000", count: 1_000, fresh: false, reusing: true, configuration,
                items: { Workload.sections(1_000) }))
        }
        let variants: [(String, LayoutConfiguration)] = [
            ("greedy center", configuration { $0.alignment = .center }),
            ("greedy spaceBetween", configuration { $0.alignment = .spaceBetween }),
            ("greedy fillWidthExceptLastLine", configuration { $0.alignment = .fillWidthExceptLastLine }),
            ("greedy rightToLeft", configuration { $0.layoutDirection = .rightToLeft }),
            ("greedy line limit 3 + indicator", configuration {
                $0.numberOfLines = 3
                $0.overflowIndicator = Size(width: 40, height: 28)
            }),
            ("horizontal balanced 3 lines", configuration {
                $0.scrollDirection = .horizontal
                $0.numberOfLines = 3
                $0.horizontalDistribution = .balanced
            }),
        ]
        for (name, configuration) in variants {
            cases.append(.layout("\(name) n=1000", count: 1_000, fresh: false, reusing: false, configuration))
        }
        cases += flexibleCases()
        for n in [10, 50, 120] {
            cases.append(.layout(
                "fewestRows n=\(n) fresh", count: n, fresh: true, reusing: false, configuration { $0.lineBreaking = .fewestRows }))
        }
        cases += HardFewestRows.cases
        cases.append(.sweep(reusing: false))
        cases.append(.sweep(reusing: true))
        return cases
    }()
}
