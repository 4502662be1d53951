/// The engine's raw memory, all of it: the heap block a layout result keeps its frames, line
/// frames and line starts in, the typed views the layout writes them through, and the scratch
/// views the line breakers borrow from the frames before they are written.
///
/// This is the one file of the engine that touches raw memory (`scripts/check-unsafe.sh` holds
/// the list). Every view asserts its indices in debug builds, and the block asserts the memory
/// layouts it relies on; the algorithms see only the views.
///
/// One block rather than three arrays: when a large result is freed, its memory goes back to the
/// allocator as one piece, so the allocator serves the next result of that size from the same
/// pages instead of faulting new ones in (docs/performance.md, "One block of memory per result").
@usableFromInline
final class ResultBlock: ManagedBuffer<Int, Rect> {
    /// A block of at least `units` units (one `Rect` each), uninitialised: every element type
    /// stored here is bitwise copyable, and each value is written before it is read.
    static func make(units: Int) -> ResultBlock {
        checkLayouts()
        let block = unsafe unsafeDowncast(create(minimumCapacity: units) { _ in 0 }, to: ResultBlock.self)
        // The allocator may give more than asked; the capacity, a library call, is read once.
        block.header = block.capacity
        return block
    }

    /// The layouts the views rely on: four words to a frame, so a frame's storage holds four
    /// scratch words and the line starts pack four to a unit.
    @inline(__always)
    private static func checkLayouts() {
        precondition(MemoryLayout<Rect>.size == 32 && MemoryLayout<Rect>.stride == 32, "a Rect must be four words")
        precondition(MemoryLayout<Int>.stride == 8 && MemoryLayout<Double>.stride == 8, "a word must be 8 bytes")
        precondition(MemoryLayout<Rect>.alignment == 8, "a Rect must be aligned as a word")
    }

    /// The block's capacity in units, as `make` recorded it in the header; read through the
    /// header's pointer, which skips the exclusivity check a class's stored property has.
    var unitCapacity: Int {
        unsafe withUnsafeMutablePointerToHeader { unsafe $0.pointee }
    }

    /// The units the frames of `itemCount` items and `lineRoom` lines take: a unit per frame and
    /// per line frame, and the `lineRoom + 1` line starts four to a unit.
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

    /// The frame stored at unit `index` of `block` (which holds it). For `FrameList`, whose
    /// subscript inlines into its clients.
    @inlinable @inline(__always)
    static func frame(in block: ResultBlock?, at index: Int) -> Rect {
        unsafe block.unsafelyUnwrapped.withUnsafeMutablePointerToElements { unsafe $0[index] }
    }

    /// Lends `body` the `count` frames from unit `offset` as a buffer (none without a block).
    static func withFrames<R>(
        in block: ResultBlock?, offset: Int, count: Int, _ body: (UnsafeBufferPointer<Rect>) throws -> R
    ) rethrows -> R {
        guard let block else { return try unsafe body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try unsafe block.withUnsafeMutablePointerToElements { elements in
            try unsafe body(UnsafeBufferPointer(start: elements + offset, count: count))
        }
    }
}

// MARK: - Views

/// An array read in place — the items of one layout call, a placement order — valid while the
/// call that lends it runs.
@safe
struct ArrayView<Element>: RandomAccessCollection {
    fileprivate let base: UnsafePointer<Element>?
    let count: Int

    private init(base: UnsafePointer<Element>?, count: Int) {
        unsafe self.base = base
        self.count = count
    }

    /// Lends `body` the elements of `array`.
    @inline(__always)
    static func reading<R, E: Error>(_ array: [Element], _ body: (ArrayView) throws(E) -> R) throws(E) -> R {
        try unsafe array.withUnsafeBufferPointer { (buffer) throws(E) -> R in
            try body(unsafe ArrayView(base: buffer.baseAddress, count: buffer.count))
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    subscript(i: Int) -> Element {
        assert(i >= 0 && i < count, "index out of range")
        return unsafe base.unsafelyUnwrapped[i]
    }
}

/// The items of one layout call, each read where it lies (`ItemRef`), valid while the call
/// that lends them runs.
@safe
struct ItemList: ItemSource {
    fileprivate let items: ArrayView<LayoutItem>

    /// Lends `body` the items of `array`.
    @inline(__always)
    static func reading<R, E: Error>(_ array: [LayoutItem], _ body: (ItemList) throws(E) -> R) throws(E) -> R {
        try ArrayView.reading(array) { (items) throws(E) -> R in try body(ItemList(items: items)) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { items.count }

    @inline(__always)
    subscript(i: Int) -> ItemRef {
        assert(i >= 0 && i < items.count, "index out of range")
        return unsafe ItemRef(items.base.unsafelyUnwrapped + i)
    }

    /// The same items read as plain ones (`PlainItems`): for layouts none of whose items is
    /// flexible, and for the fast path, which declines the first flexible item it meets.
    var plain: PlainItems { PlainItems(items: items) }
}

/// The items of one layout call read as plain items (`PlainItem`: the size and traits alone,
/// nothing flexible), so that every rule compiles for them without its flexible branches.
@safe
struct PlainItems: ItemSource {
    fileprivate let items: ArrayView<LayoutItem>

    var startIndex: Int { 0 }
    var endIndex: Int { items.count }

    /// Item `i`'s size and traits, each loaded in place.
    @inline(__always)
    subscript(i: Int) -> PlainItem {
        assert(i >= 0 && i < items.count, "index out of range")
        let item = unsafe items.base.unsafelyUnwrapped + i
        return unsafe PlainItem(width: item.pointee.width, height: item.pointee.height, traits: item.pointee.traits)
    }
}

/// One item of an `ItemList`, read field by field where it lies: passing it costs a pointer,
/// where a copy of a `LayoutItem` would fill the stack, and a plain item's flexible properties
/// are never loaded. Valid while its list is.
@safe
struct ItemRef: LineItem {
    private let pointer: UnsafePointer<LayoutItem>

    @inline(__always)
    fileprivate init(_ pointer: UnsafePointer<LayoutItem>) {
        unsafe self.pointer = pointer
    }

    var width: Double { @inline(__always) get { unsafe pointer.pointee.width } }
    var height: Double { @inline(__always) get { unsafe pointer.pointee.height } }
    var traits: UInt8 { @inline(__always) get { unsafe pointer.pointee.traits } }
    var lineBreak: LayoutItem.LineBreak { @inline(__always) get { unsafe pointer.pointee.lineBreak } }
    var isFlexible: Bool { @inline(__always) get { unsafe pointer.pointee.isFlexible } }
    var grow: Double { @inline(__always) get { unsafe pointer.pointee.grow } }
    var minWidth: Double { @inline(__always) get { unsafe pointer.pointee.minWidth } }
    var maxWidth: Double { @inline(__always) get { unsafe pointer.pointee.maxWidth } }
    var effectiveBaseline: Double { @inline(__always) get { unsafe pointer.pointee.effectiveBaseline } }
    var hasValidFlexibility: Bool { @inline(__always) get { unsafe pointer.pointee.hasValidFlexibility } }
    /// The whole item, copied.
    var item: LayoutItem { @inline(__always) get { unsafe pointer.pointee } }
}

/// Frames (of items or of lines) in a result's block, written in place.
@safe
struct FrameSlots {
    private let base: UnsafeMutablePointer<Rect>?
    let count: Int

    fileprivate init(base: UnsafeMutablePointer<Rect>?, count: Int) {
        unsafe self.base = base
        self.count = count
    }

    @inline(__always)
    subscript(i: Int) -> Rect {
        get {
            assert(i >= 0 && i < count, "frame index out of range")
            return unsafe base.unsafelyUnwrapped[i]
        }
        nonmutating set {
            assert(i >= 0 && i < count, "frame index out of range")
            unsafe base.unsafelyUnwrapped[i] = newValue
        }
    }

    /// The same storage as words: the scratch a line breaker works in before the frames are
    /// written (four words a frame).
    var scratch: Scratch { unsafe Scratch(base: UnsafeMutableRawPointer(base), wordCount: 4 * count) }
}

/// Words (whole numbers, sizes or bit patterns) in a result's block, read and written as raw
/// memory, so the same storage serves as frames first and as words while a breaker works.
@safe
struct WordSlots<Word: BitwiseCopyable>: RandomAccessCollection {
    private let base: UnsafeMutableRawPointer?
    let count: Int

    fileprivate init(base: UnsafeMutableRawPointer?, count: Int) {
        assert(MemoryLayout<Word>.stride == 8, "a word is 8 bytes")
        unsafe self.base = base
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    subscript(i: Int) -> Word {
        get {
            assert(i >= 0 && i < count, "word index out of range")
            return unsafe base.unsafelyUnwrapped.load(fromByteOffset: i &* 8, as: Word.self)
        }
        nonmutating set {
            assert(i >= 0 && i < count, "word index out of range")
            unsafe base.unsafelyUnwrapped.storeBytes(of: newValue, toByteOffset: i &* 8, as: Word.self)
        }
    }

    /// The words from `start` on, indexed from 0.
    @inline(__always)
    func starting(at start: Int) -> WordSlots {
        assert(start >= 0 && start <= count, "word index out of range")
        return unsafe WordSlots(base: base.map { unsafe $0 + start &* 8 }, count: count - start)
    }

    /// Sets every word to `value`.
    func fill(with value: Word) {
        for i in 0..<count { self[i] = value }
    }
}

/// The storage of a result's frames lent to a line breaker before the frames are written: four
/// words a frame, carved into typed regions.
@safe
struct Scratch {
    private let base: UnsafeMutableRawPointer?
    /// The words there are.
    let wordCount: Int

    fileprivate init(base: UnsafeMutableRawPointer?, wordCount: Int) {
        unsafe self.base = base
        self.wordCount = wordCount
    }

    /// The `count` words from word `start` on, as `Word`s.
    @inline(__always)
    func words<Word: BitwiseCopyable>(_ type: Word.Type, from start: Int, count: Int) -> WordSlots<Word> {
        assert(start >= 0 && count >= 0 && start + count <= wordCount, "scratch region out of range")
        return unsafe WordSlots(base: base.map { unsafe $0 + start &* 8 }, count: count)
    }
}

/// Lends `body` `count` words of temporary memory, uninitialised (on the stack when small).
func withTemporaryWords<Word: BitwiseCopyable, R>(_ type: Word.Type, count: Int, _ body: (WordSlots<Word>) -> R) -> R {
    unsafe withUnsafeTemporaryAllocation(of: Word.self, capacity: count) { buffer in
        body(unsafe WordSlots(base: UnsafeMutableRawPointer(buffer.baseAddress), count: count))
    }
}

// MARK: - The storage

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
    private(set) var block: ResultBlock?
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
        return ResultBlock.frame(in: block, at: index)
    }

    /// The frame of visible line `line` (in range).
    @inline(__always)
    func lineFrame(_ line: Int) -> Rect {
        precondition(line >= 0 && line < lineCount, "line index out of range")
        return ResultBlock.frame(in: block, at: itemCount + line)
    }

    /// Where visible line `line` starts in placement order; `lineStart(lineCount)` is the number
    /// of visible items.
    @inline(__always)
    func lineStart(_ line: Int) -> Int {
        precondition(line >= 0 && line <= lineCount, "line index out of range")
        guard let block else { return 0 }
        return unsafe block.withUnsafeMutablePointerToElements { elements in
            unsafe UnsafeMutableRawPointer(elements + itemCount + lineRoom).load(
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
        // Lines kept (more room asked with `itemCount` unchanged) always take a new block, so
        // the starts never move within one. Uniqueness is asked before the block is bound to a
        // name, which would hold a second reference.
        if keptLines == 0, isKnownUniquelyReferenced(&block), let capacity = block?.unitCapacity, capacity >= needed {
            self.itemCount = itemCount
            self.lineRoom = ResultBlock.lineRoom(itemCount: itemCount, units: capacity)
        } else {
            reallocate(itemCount: itemCount, units: needed, keptFrames: keptFrames, keptLines: keptLines, keptStarts: keptLines)
        }
        lineCount = 0
    }

    /// The line room to grow to when `lines` lines hold the first `itemsDone` of `itemCount`
    /// items: the rate at which lines have formed so far, applied to the items left, and a
    /// quarter more, so that one growth is the rule (docs/performance.md, "line room").
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
            let (oldItems, oldRoom) = (self.itemCount, self.lineRoom)
            assert(keptFrames <= min(oldItems, itemCount) && keptLines <= min(oldRoom, freshRoom), "kept parts out of range")
            assert(keptStarts <= min(oldRoom, freshRoom) + 1, "kept line starts out of range")
            unsafe old.withUnsafeMutablePointerToElements { from in
                unsafe fresh.withUnsafeMutablePointerToElements { to in
                    let frame = MemoryLayout<Rect>.stride
                    unsafe UnsafeMutableRawPointer(to).copyMemory(from: from, byteCount: keptFrames * frame)
                    unsafe UnsafeMutableRawPointer(to + itemCount).copyMemory(from: from + oldItems, byteCount: keptLines * frame)
                    unsafe UnsafeMutableRawPointer(to + itemCount + freshRoom).copyMemory(
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
        _ body: (_ frames: FrameSlots, _ lineFrames: FrameSlots, _ lineStarts: WordSlots<Int>) throws(E) -> R
    ) throws(E) -> R {
        if block == nil || !isKnownUniquelyReferenced(&block) {
            reallocate(
                itemCount: itemCount, units: ResultBlock.units(itemCount: itemCount, lineRoom: lineRoom),
                keptFrames: itemCount, keptLines: lineCount, keptStarts: block == nil ? 0 : lineCount + 1)
        }
        let itemCount = itemCount
        let lineRoom = lineRoom
        return try unsafe block.unsafelyUnwrapped.withUnsafeMutablePointerToElements { (elements) throws(E) -> R in
            let starts = unsafe UnsafeMutableRawPointer(elements + itemCount + lineRoom)
            return try unsafe body(
                FrameSlots(base: elements, count: itemCount), FrameSlots(base: elements + itemCount, count: lineRoom),
                WordSlots(base: starts, count: lineRoom + 1))
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

extension FrameList {
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Rect>) throws -> R) rethrows -> R? {
        try unsafe ResultBlock.withFrames(in: block, offset: offset, count: count, body)
    }
}
