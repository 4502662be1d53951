extension FewestRowsPacker {
    /// The run as packed: `bins[k]` is the line of `packable[k]`, over-wide items a line each.
    /// Lines are ordered by their first input index and keep input order inside, which one scan
    /// in input order gives directly: a line's rank is the order in which the scan first meets it.
    /// Its working memory (three words an item at most) is `scratch`.
    static func appendPacked(
        _ run: Range<Int>, packable: [Int], bins: [Int], overWide: [Int], scratch: Scratch,
        to result: inout LinePartition
    ) {
        let packedLines = (bins.max() ?? -1) + 1
        let lineSlots = packedLines + overWide.count
        let lineOf = scratch.words(Int.self, from: 0, count: run.count)
        let rank = scratch.words(Int.self, from: run.count, count: lineSlots)
        let sizes = scratch.words(Int.self, from: run.count + lineSlots, count: lineSlots)
        for (k, bin) in bins.enumerated() { lineOf[packable[k] - run.lowerBound] = bin }
        for (j, i) in overWide.enumerated() { lineOf[i - run.lowerBound] = packedLines + j }
        rank.fill(with: -1)
        sizes.fill(with: 0)
        var lines = 0
        for offset in 0..<run.count {
            let line = lineOf[offset]
            if rank[line] < 0 {
                rank[line] = lines
                lines += 1
            }
            sizes[rank[line]] += 1
        }
        // Reuse `sizes` as each line's next free position in `placement`.
        var position = result.placement.count
        for r in 0..<lines {
            result.lineStarts.append(position)
            let size = sizes[r]
            sizes[r] = position
            position += size
        }
        result.placement.append(contentsOf: repeatElement(0, count: run.count))
        for offset in 0..<run.count {
            let r = rank[lineOf[offset]]
            result.placement[sizes[r]] = run.lowerBound + offset
            sizes[r] += 1
        }
    }
}
