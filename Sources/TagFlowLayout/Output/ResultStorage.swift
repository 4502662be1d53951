/// The heap block a layout result keeps its frames, line frames and line starts in.
///
/// One block rather than three arrays: when a large result is freed, its memory goes back to the
/// allocator as one piece, which raises the allocator's trim threshold past the piece's size, so
/// the next result of that size is served from the same pages instead of being faulted in anew.
/// (With three arrays, glibc handed the freed 720 kB of a 10 000-line result back to the kernel
/// after every call.)
///
/// In units of `Rect` (32 bytes): the frames first, then `lineRoom` line frames, then
/// `lineRoom + 1` line starts, four to a unit. The header is the block's capacity in units.
/// (Usable from inlinable code: `FrameList`'s subscript reads it in its clients' loops.)
@usableFromInline
final class ResultBlock: ManagedBuffer<Int, Rect> {
    /// A block of at least `units` units, uninitialised (the elements are bitwise copyable).
    static func make(units: Int) -> ResultBlock {
        let block = unsafeDowncast(create(minimumCapacity: units) { _ in 0 }, to: ResultBlock.self)
        // The allocator may give more than asked; `capacity` reads what it gave (a library call,
        // so it is read once).
        block.header = block.capacity
        return block
    }

    /// The block's capacity in units, as `make` recorded it in the header. Read through the
    /// header's pointer: the `header` property is a class's stored property, and every read of it
    /// went through the runtime's exclusivity check (about 40 instructions, on every layout).
    var unitCapacity: Int {
        withUnsafeMutablePointerToHeader { $0.pointee }
    }

    /// The units the frames of `itemCount` items and `lineRoom` lines take.
    static func units(itemCount: Int, lineRoom: Int) -> Int {
        itemCount + lineRoom + (lineRoom + 4) / 4
    }

    /// The most lines that fit with `itemCount` items in `units` units.
    static func lineRoom(itemCount: Int, units: Int) -> Int {
        let free = units - itemCount
        // Lines take 5/4 of a unit each (a frame and a start), plus the end marker.
        var room = max(0, (4 * free - 4) / 5)
        while Self.units(itemCount: itemCount, lineRoom: room + 1) <= units { room += 1 }
        while room > 0, Self.units(itemCount: itemCount, lineRoom: room) > units { room -= 1 }
        return room
    }
}

/// A result's frames, line frames and line starts, in one `ResultBlock` shared copy on write.
///
/// Every layout writes all three through `prepare` and `withParts`, so a result that is laid
/// out again reuses its block whenever it holds the only reference and the block is large
/// enough.
///
/// `@unchecked Sendable`: the block is written only through a storage that holds the sole
/// reference to it (`withParts` and `prepare` check); once shared, it is only read.
struct ResultStorage: Hashable, @unchecked Sendable {
    /// `nil` for the empty result.
    private var block: ResultBlock?
    /// The number of frames (one per item).
    private(set) var itemCount = 0
    /// The number of visible lines.
    private(set) var lineCount = 0
    /// The line frames the block's layout has room for (the line starts: one more).
    private(set) var lineRoom = 0

    init() {}

    // MARK: Reading

    /// The frames, one per item, sharing the block.
    var frames: FrameList { FrameList(block: block, offset: 0, count: itemCount) }

    /// The frames of the visible lines, sharing the block.
    var lineFrames: FrameList { FrameList(block: block, offset: itemCount, count: lineCount) }

    /// The frame of item `index` (in range).
    @inline(__always)
    func frame(_ index: Int) -> Rect {
        precondition(index >= 0 && index < itemCount, "item index out of range")
        return block.unsafelyUnwrapped.withUnsafeMutablePointerToElements { $0[index] }
    }

    /// The frame of visible line `line` (in range).
    @inline(__always)
    func lineFrame(_ line: Int) -> Rect {
        precondition(line >= 0 && line < lineCount, "line index out of range")
        return block.unsafelyUnwrapped.withUnsafeMutablePointerToElements { $0[itemCount + line] }
    }

    /// Where visible line `line` starts in placement order; `lineStart(lineCount)` is the number
    /// of visible items.
    @inline(__always)
    func lineStart(_ line: Int) -> Int {
        precondition(line >= 0 && line <= lineCount, "line index out of range")
        guard let block else { return 0 }
        return block.withUnsafeMutablePointerToElements { elements in
            UnsafeMutableRawPointer(elements + itemCount + lineRoom).load(
                fromByteOffset: line * MemoryLayout<Int>.stride, as: Int.self)
        }
    }

    /// Whether the storage's block has room for `itemCount` frames and `lineRoom` lines (shared
    /// or not: a hint for how much room to ask `prepare` for).
    func holds(itemCount: Int, lineRoom: Int) -> Bool {
        guard let block else { return false }
        return block.unitCapacity >= ResultBlock.units(itemCount: itemCount, lineRoom: lineRoom)
    }

    // MARK: Writing

    /// Makes the storage hold `itemCount` frames and room for at least `lineRoom` lines, in a
    /// block this value alone references, with no visible lines yet. The first `keptFrames`
    /// frames, and the first `keptLines` line frames and line starts, keep their values (a pass
    /// that ran out of line room and resumes, with `itemCount` unchanged); every other value is
    /// unspecified until written.
    ///
    /// A block that is not shared and large enough is kept (its line room then is all that fits),
    /// so repeated layouts allocate nothing; otherwise a block of exactly the size needed is
    /// allocated.
    mutating func prepare(itemCount: Int, lineRoom: Int, keepingFrames keptFrames: Int = 0, keepingLines keptLines: Int = 0) {
        let needed = ResultBlock.units(itemCount: itemCount, lineRoom: lineRoom)
        // The room was the most that fit, so lines kept (more room asked with `itemCount`
        // unchanged) always take a new block: the starts then never move within one.
        // (Uniqueness is asked before the block is bound to a name, which would hold a second
        // reference.)
        if keptLines == 0, isKnownUniquelyReferenced(&block), block.unsafelyUnwrapped.unitCapacity >= needed {
            self.itemCount = itemCount
            self.lineRoom = ResultBlock.lineRoom(itemCount: itemCount, units: block.unsafelyUnwrapped.unitCapacity)
        } else {
            reallocate(itemCount: itemCount, units: needed, keptFrames: keptFrames, keptLines: keptLines, keptStarts: keptLines)
        }
        lineCount = 0
    }

    /// The line room to grow to when `lines` lines hold the first `itemsDone` of `itemCount`
    /// items: the rate at which lines have formed so far, applied to the items left, and a
    /// quarter more, so that one growth is the rule. (The first lines are a small sample: with
    /// a few percent more, input in sections of 20 items, each starting a line, grew twice,
    /// and the three blocks a plain call then freed made the C allocator hand memory back to the
    /// kernel after every layout — 13 µs for 1 000 items where one growth takes 3 µs.)
    static func lineRoom(forecastFrom lines: Int, itemsDone: Int, itemCount: Int) -> Int {
        let done = max(1, itemsDone)
        let left = itemCount - done
        let forecast = left * (lines + 1) / done
        return min(itemCount, lines + forecast + forecast / 4 + 8)
    }

    /// Moves the storage to a new block of at least `units` units for `itemCount` items, copying
    /// the first `keptFrames` frames, `keptLines` line frames and `keptStarts` line starts.
    private mutating func reallocate(itemCount: Int, units: Int, keptFrames: Int, keptLines: Int, keptStarts: Int) {
        let fresh = ResultBlock.make(units: units)
        let freshRoom = ResultBlock.lineRoom(itemCount: itemCount, units: fresh.unitCapacity)
        if let old = block {
            let oldItems = self.itemCount
            let oldRoom = self.lineRoom
            old.withUnsafeMutablePointerToElements { from in
                fresh.withUnsafeMutablePointerToElements { to in
                    let frame = MemoryLayout<Rect>.stride
                    UnsafeMutableRawPointer(to).copyMemory(from: from, byteCount: keptFrames * frame)
                    UnsafeMutableRawPointer(to + itemCount).copyMemory(from: from + oldItems, byteCount: keptLines * frame)
                    UnsafeMutableRawPointer(to + itemCount + freshRoom).copyMemory(
                        from: from + oldItems + oldRoom, byteCount: keptStarts * MemoryLayout<Int>.stride)
                }
            }
        }
        block = fresh
        self.itemCount = itemCount
        self.lineRoom = freshRoom
    }

    /// Sets the number of visible lines (at most the line room); their frames and starts, and
    /// the start after the last, are to be written through `withParts`.
    mutating func setLineCount(_ count: Int) {
        precondition(count >= 0 && count <= lineRoom, "more lines than the storage has room for")
        lineCount = count
    }

    /// Lends `body` the frames (`itemCount`), the line frames (`lineRoom`) and the line starts
    /// (`lineRoom + 1`) to write. The block is copied first if another value shares it.
    @inline(__always)
    mutating func withParts<R, E: Error>(
        _ body: (
            _ frames: UnsafeMutableBufferPointer<Rect>, _ lineFrames: UnsafeMutableBufferPointer<Rect>,
            _ lineStarts: UnsafeMutableBufferPointer<Int>
        ) throws(E) -> R
    ) throws(E) -> R {
        if block == nil || !isKnownUniquelyReferenced(&block) {
            reallocate(
                itemCount: itemCount, units: ResultBlock.units(itemCount: itemCount, lineRoom: lineRoom),
                keptFrames: itemCount, keptLines: lineCount, keptStarts: block == nil ? 0 : lineCount + 1)
        }
        let itemCount = itemCount
        let lineRoom = lineRoom
        return try block.unsafelyUnwrapped.withUnsafeMutablePointerToElements { (elements) throws(E) -> R in
            let starts = UnsafeMutableRawPointer(elements + itemCount + lineRoom).bindMemory(
                to: Int.self, capacity: lineRoom + 1)
            return try body(
                UnsafeMutableBufferPointer(start: elements, count: itemCount),
                UnsafeMutableBufferPointer(start: elements + itemCount, count: lineRoom),
                UnsafeMutableBufferPointer(start: starts, count: lineRoom + 1))
        }
    }

    // MARK: Equality

    static func == (a: ResultStorage, b: ResultStorage) -> Bool {
        a.itemCount == b.itemCount && a.lineCount == b.lineCount && a.frames == b.frames
            && a.lineFrames == b.lineFrames && (0...a.lineCount).allSatisfy { a.lineStart($0) == b.lineStart($0) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(frames)
        hasher.combine(lineFrames)
        for line in 0...lineCount { hasher.combine(lineStart(line)) }
    }
}
