import Synchronization

/// Remembers text measurements so each distinct text is measured once, not once per layout pass.
///
/// **Key.** Everything that changes the answer and nothing else (`MeasurementKey`): the text as
/// spans of fonts, the content-size category that scales them (two tags with the same text and
/// different fonts, or the same font at different categories, never share an entry; colours are
/// ignored), the wrap width, the line limit and the line break mode. A change of category
/// therefore never serves a stale size: it simply asks for other keys.
///
/// **Look-ups** hash nothing: a key carries the hash of its text, made once (a tag keeps its
/// key), and the entries are found through an open-addressing table over those hashes. A batch
/// of look-ups (`TagSizer`'s) takes the lock once.
///
/// **Wrap width only where it matters.** A width-limited request first looks up (or measures) the
/// text's natural, unlimited size. When that fits the width, it *is* the answer (nothing wraps or
/// truncates) and no width-specific entry is made, so laying a short tag out at a hundred widths
/// measures it once. Only text that does not fit gets an entry for its width.
///
/// **Bound.** At most `capacity` entries, evicted by the CLOCK policy (second chance, an
/// approximation of least-recently-used with O(1) hits): each entry has a "used" bit set on every
/// hit; when the cache is full the clock hand sweeps the entries, clearing set bits, and evicts
/// the first entry whose bit is already clear. `reserveCapacity(_:)` raises the bound, so that a
/// collection's controller can keep every tag it lays out (`TagCollectionController` does).
///
/// **Threads.** All state is behind one `Mutex`; a measurement itself runs outside the lock, so
/// threads measuring different texts do not wait for one another. Two threads that miss the same
/// key at the same moment may both measure it (the answers are equal, the first stored is kept);
/// every later request for that key is a hit.
///
/// Use one cache per measurer: entries hold that measurer's answers.
public final class MeasurementCache: Sendable {
    /// The capacity a cache gets by default: enough for the distinct tags of several screens of
    /// a long list, a few hundred kilobytes.
    public static let defaultCapacity = 4096

    /// Counters for observing the cache (tests, benchmarks, diagnostics).
    public struct Statistics: Hashable, Sendable {
        /// Requests answered from memory.
        public var hits = 0
        /// Requests that called the measurer (one per stored entry, plus concurrent duplicates).
        public var measurements = 0
        /// Entries dropped to make room.
        public var evictions = 0

        /// All counters zero.
        package init() {}
    }

    /// The entries and the table that finds them; only ever touched under the lock. Entry `i` is
    /// `keys[i]`, `hashes[i]`, `values[i]`, `used[i]`: separate arrays, so a probe reads a hash
    /// and a look-up a value without copying a key.
    struct State {
        var keys: [MeasurementKey] = []
        var hashes: [UInt64] = []
        var values: [TextMeasurement] = []
        var used: [Bool] = []
        /// Open addressing with linear probing: each bucket holds a slot number + 1, or 0 for
        /// empty. A power of two, at least twice the capacity, so probes stay short.
        var buckets: [Int32]
        var hand = 0
        var statistics = Statistics()
        /// The most entries kept (≥ 1).
        var capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            buckets = [Int32](repeating: 0, count: Self.bucketCount(for: capacity))
        }

        /// The table size for `capacity` entries: a power of two, at least twice the capacity.
        static func bucketCount(for capacity: Int) -> Int {
            var size = 8
            while size < 2 * capacity { size <<= 1 }
            return size
        }
    }

    /// The largest capacity a cache takes (the table's entries are 32-bit).
    static let maximumCapacity = Int(Int32.max / 4)

    private let state: Mutex<State>

    /// Creates an empty cache holding at most `capacity` entries (values below 1 count as 1).
    public init(capacity: Int = MeasurementCache.defaultCapacity) {
        state = Mutex(State(capacity: max(1, min(capacity, Self.maximumCapacity))))
    }

    /// The most entries kept (≥ 1).
    public var capacity: Int { state.withLock { $0.capacity } }

    /// Raises the capacity to at least `minimumCapacity` (never lowers it), keeping every entry.
    public func reserveCapacity(_ minimumCapacity: Int) {
        let wanted = min(minimumCapacity, Self.maximumCapacity)
        state.withLock { state in
            guard wanted > state.capacity else { return }
            state.capacity = wanted
            state.rebuildTable()
        }
    }

    /// The measurement of `request`, from memory or from `measurer` (and then remembered).
    /// - Throws: what `request.validate()` or the measurer throws; failures are not cached.
    public func measurement(
        for request: TextMeasurementRequest, using measurer: some TextMeasuring
    ) throws(TagFlowError) -> TextMeasurement {
        try request.validate()
        return try measurement(forValid: request, using: measurer)
    }

    /// `measurement(for:using:)` for a request the caller has already validated (a `TagSizer`
    /// validates the style and content a request is made of): the hit path without a second
    /// validation. A key for plain text makes no allocation; a hit takes the lock once.
    func measurement(
        forValid request: TextMeasurementRequest, using measurer: some TextMeasuring
    ) throws(TagFlowError) -> TextMeasurement {
        try measurement(forValid: request, key: request.measurementKey, using: measurer)
    }

    /// `measurement(forValid:using:)` with the request's key made already (`key` must be
    /// `request.measurementKey`).
    func measurement(
        forValid request: TextMeasurementRequest, key requestKey: MeasurementKey, using measurer: some TextMeasuring
    ) throws(TagFlowError) -> TextMeasurement {
        // The natural (unlimited) entry first: when it fits the width it is the answer.
        var key = requestKey
        let width = key.maxWidth
        key.maxWidth = nil
        var natural: TextMeasurement
        if let hit = lookUp(key) {
            natural = hit
        } else {
            var unlimitedRequest = request
            unlimitedRequest.maxWidth = nil
            natural = try measureAndStore(key, unlimitedRequest, measurer)
        }
        if let width {
            if natural.width <= width { return natural }
            key.maxWidth = width
            if let hit = lookUp(key) { return hit }
            return try measureAndStore(key, request, measurer)
        }
        return Self.clipped(natural, request.lineBreakMode, request.wrapWidth)
    }

    /// The measurement for a key without a width (none given, or `clip`): the natural
    /// measurement, whatever width the first caller had; `clip` caps it here.
    @inline(__always)
    static func clipped(
        _ natural: TextMeasurement, _ lineBreakMode: TextTagStyle.LineBreakMode, _ wrapWidth: Double?
    ) -> TextMeasurement {
        guard lineBreakMode == .clip, let wrapWidth else { return natural }
        var clipped = natural
        clipped.width = min(natural.width, wrapWidth)
        return clipped
    }

    /// Runs `body` with the lock held and the entries in hand: for a batch of look-ups under one
    /// acquisition (see `State.find` and `State.markHit`). `body` must not call the cache.
    func withLockedState<R>(_ body: (inout State) -> R) -> R {
        state.withLock { body(&$0) }
    }

    /// The number of entries held.
    public var count: Int { state.withLock { $0.keys.count } }

    /// The counters since the cache was made or last emptied.
    public var statistics: Statistics { state.withLock { $0.statistics } }

    /// Forgets every entry and resets the counters (e.g. after fonts were added to the measurer).
    public func removeAll() {
        state.withLock { $0 = State(capacity: $0.capacity) }
    }

    /// The remembered value of `key` (counted as a hit), or `nil`.
    private func lookUp(_ key: MeasurementKey) -> TextMeasurement? {
        state.withLock { state in state.hit(key) }
    }

    /// Measures `request` (outside the lock) and remembers the answer under `key`; when another
    /// thread stored one first, that one is kept and returned.
    private func measureAndStore(
        _ key: MeasurementKey, _ request: TextMeasurementRequest, _ measurer: some TextMeasuring
    ) throws(TagFlowError) -> TextMeasurement {
        // Every request reaching here was validated (`measurement(for:using:)`, or a sizer).
        let value = try measurer.measure(ValidatedMeasurementRequest(validated: request))
        return state.withLock { state in
            state.statistics.measurements += 1
            if let i = state.find(key) { return state.values[i] }
            state.insert(key, value)
            return value
        }
    }
}

extension MeasurementCache.State {
    /// The slot of `key`, or `nil`.
    @inline(__always)
    func find(_ key: borrowing MeasurementKey) -> Int? {
        find(key, textSizeCategory: key.textSizeCategory, maxWidth: key.maxWidth)
    }

    /// The slot of `base` at another category and wrap width (no key is made for the look-up).
    @inline(__always)
    func find(
        _ base: borrowing MeasurementKey, textSizeCategory: TextSizeCategory, maxWidth: Double?
    ) -> Int? {
        probe(base.lookUpHash(textSizeCategory: textSizeCategory, maxWidth: maxWidth)) { slot in
            keys[slot].equals(base, textSizeCategory: textSizeCategory, maxWidth: maxWidth)
        }
    }

    /// The slot of `basis`'s text at `textSizeCategory` and `maxWidth`. The key is read where
    /// the basis holds it, field by field, never copied: this is the batch's hot path.
    @inline(__always)
    func find(_ basis: SizingBasis, textSizeCategory: TextSizeCategory, maxWidth: Double?) -> Int? {
        probe(basis.naturalKey.lookUpHash(textSizeCategory: textSizeCategory, maxWidth: maxWidth)) { slot in
            keys[slot].textSizeCategory == textSizeCategory && keys[slot].maxWidth == maxWidth
                && keys[slot].fixedHash == basis.naturalKey.fixedHash
                && keys[slot].numberOfLines == basis.naturalKey.numberOfLines
                && keys[slot].lineBreakMode == basis.naturalKey.lineBreakMode
                && keys[slot].string == basis.naturalKey.string && keys[slot].font == basis.naturalKey.font
                && keys[slot].spans == basis.naturalKey.spans
        }
    }

    /// The first slot along `hash`'s probe run whose key `matches`, or `nil` at an empty bucket.
    @inline(__always)
    private func probe(_ hash: UInt64, matches: (Int) -> Bool) -> Int? {
        let mask = buckets.count - 1
        var b = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(buckets[b])
            if entry == 0 { return nil }
            let slot = entry - 1
            if hashes[slot] == hash, matches(slot) { return slot }
            b = (b + 1) & mask
        }
    }

    /// The value of `key`, marked as used, or `nil`.
    @inline(__always)
    mutating func hit(_ key: MeasurementKey) -> TextMeasurement? {
        guard let i = find(key) else { return nil }
        return markHit(i)
    }

    /// The value in slot `i`, marked as used and counted as a hit.
    @inline(__always)
    mutating func markHit(_ i: Int) -> TextMeasurement {
        countHit(i)
        return values[i]
    }

    /// Marks slot `i` as used and counts a hit (for a caller that reads the value in place).
    @inline(__always)
    mutating func countHit(_ i: Int) {
        used[i] = true
        statistics.hits += 1
    }

    mutating func insert(_ key: MeasurementKey, _ value: TextMeasurement) {
        let hash = key.lookUpHash(textSizeCategory: key.textSizeCategory, maxWidth: key.maxWidth)
        let slot: Int
        if keys.count < capacity {
            slot = keys.count
            keys.append(key)
            hashes.append(hash)
            values.append(value)
            used.append(false)
        } else {
            // CLOCK: give every recently used entry a second chance, evict the first one without.
            while used[hand] {
                used[hand] = false
                hand = (hand + 1) % keys.count
            }
            slot = hand
            removeFromTable(slot)
            statistics.evictions += 1
            keys[slot] = key
            hashes[slot] = hash
            values[slot] = value
            used[slot] = false
            hand = (hand + 1) % keys.count
        }
        enterInTable(slot)
    }

    /// Puts slot `slot` in the first free bucket of its hash's probe run.
    private mutating func enterInTable(_ slot: Int) {
        let mask = buckets.count - 1
        var b = Int(truncatingIfNeeded: hashes[slot]) & mask
        while buckets[b] != 0 { b = (b + 1) & mask }
        buckets[b] = Int32(slot + 1)
    }

    /// Sizes the table for the capacity and enters every slot again.
    mutating func rebuildTable() {
        buckets = [Int32](repeating: 0, count: Self.bucketCount(for: capacity))
        for slot in hashes.indices { enterInTable(slot) }
    }

    /// Takes slot `slot` out of the table, moving later entries of its probe run back so every
    /// entry stays reachable from its home bucket (deletion without tombstones).
    private mutating func removeFromTable(_ slot: Int) {
        let mask = buckets.count - 1
        var b = Int(truncatingIfNeeded: hashes[slot]) & mask
        while Int(buckets[b]) != slot + 1 { b = (b + 1) & mask }
        var hole = b
        var next = (hole + 1) & mask
        while buckets[next] != 0 {
            let home = Int(truncatingIfNeeded: hashes[Int(buckets[next]) - 1]) & mask
            // The entry at `next` may move into the hole unless its home lies cyclically in
            // (hole, next]: then the hole is not on its probe path.
            let homeInRange = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
            if !homeInRange {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        buckets[hole] = 0
    }
}
