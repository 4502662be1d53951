extension FewestRowsPacker {
    /// The run's packable items' weights, heaviest first, equal weights in input order: a
    /// least-significant-digit radix sort on the weights' bits (non-negative doubles order as
    /// their bit patterns do), stable, so ties keep input order with no tie-break to compare.
    /// Bytes that every weight shares are skipped: widths with few significant bits (whole or
    /// half points) sort in two or three passes.
    static func sortedByWeight<Items: ItemSource>(
        _ items: Items, _ run: Range<Int>, rules: LineRules, count: Int, scratch: Scratch
    ) -> SortedRun {
        // Short runs: a comparison sort costs less than clearing the radix counters.
        if count < 64 { return sortedByComparison(items, run, rules: rules, count: count) }
        // Two pairs of buffers in the scratch (four words an item); each pass scatters from one
        // pair into the other.
        func pair(_ first: Int) -> (keys: WordSlots<UInt64>, indices: WordSlots<Int>) {
            (scratch.words(UInt64.self, from: first * count, count: count),
             scratch.words(Int.self, from: (first + 1) * count, count: count))
        }
        var from = pair(0)
        var to = pair(2)
        var k = 0
        for i in run where !rules.isOverWide(items[i]) {
            from.keys[k] = key(items[i], rules: rules)
            from.indices[k] = i
            k += 1
        }
        // Which bytes differ between keys at all: only those need a pass.
        var differing: UInt64 = 0
        for key in from.keys { differing |= key ^ from.keys[0] }
        let passes = (0..<8).filter { (differing &>> (8 &* UInt64($0))) & 0xFF != 0 }
        // One histogram of each pass's byte, all counted in one sweep over the keys.
        withTemporaryWords(Int.self, count: passes.count * 256) { counts in
            counts.fill(with: 0)
            for key in from.keys {
                for (p, byte) in passes.enumerated() { counts[p &* 256 &+ digit(of: key, byte: byte)] &+= 1 }
            }
            for (p, byte) in passes.enumerated() {
                scatter(from: from, to: to, byte: byte, counts: counts.starting(at: p * 256))
                swap(&from, &to)
            }
        }
        return SortedRun(weights: from.keys.map { Double(bitPattern: ~$0) }, indices: Array(from.indices))
    }

    /// `sortedByWeight` for a short run, by comparison.
    private static func sortedByComparison<Items: ItemSource>(_ items: Items, _ run: Range<Int>, rules: LineRules, count: Int) -> SortedRun {
        var keys = [UInt64]()
        var indices = [Int]()
        keys.reserveCapacity(count)
        indices.reserveCapacity(count)
        for i in run where !rules.isOverWide(items[i]) {
            keys.append(key(items[i], rules: rules))
            indices.append(i)
        }
        var order = Array(0..<count)
        order.sort { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
        return SortedRun(weights: order.map { Double(bitPattern: ~keys[$0]) }, indices: order.map { indices[$0] })
    }

    /// An item's sort key: its weight's bits, complemented so that the heaviest sorts first
    /// (`+ 0` makes −0 into +0).
    @inline(__always)
    private static func key<Item: LineItem>(_ item: Item, rules: LineRules) -> UInt64 {
        ~(rules.basisWidth(item) + rules.spacing + 0).bitPattern
    }

    /// Byte `byte` of `key`, as a histogram index.
    @inline(__always)
    private static func digit(of key: UInt64, byte: Int) -> Int {
        Int(truncatingIfNeeded: (key &>> (8 &* UInt64(truncatingIfNeeded: byte))) & 0xFF)
    }

    /// One stable radix pass on byte `byte`: turns the pass's 256 counts into start positions and
    /// scatters the keys and their indices in that order.
    private static func scatter(
        from: (keys: WordSlots<UInt64>, indices: WordSlots<Int>), to: (keys: WordSlots<UInt64>, indices: WordSlots<Int>),
        byte: Int, counts: WordSlots<Int>
    ) {
        var offset = 0
        for b in 0..<256 {
            let n = counts[b]
            counts[b] = offset
            offset += n
        }
        for k in from.keys.indices {
            let b = digit(of: from.keys[k], byte: byte)
            let position = counts[b]
            counts[b] = position &+ 1
            to.keys[position] = from.keys[k]
            to.indices[position] = from.indices[k]
        }
    }
}
