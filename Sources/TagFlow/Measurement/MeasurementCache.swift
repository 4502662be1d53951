import Synchronization

/// Remembers text measurements so each distinct text is measured once, not once per layout pass.
///
/// **Key.** Everything that changes the answer and nothing else: the text as spans of fonts
/// scaled by the content-size category (two tags with the same text and different fonts, or the
/// same font at different categories, never share an entry; colours are ignored), the wrap width,
/// the line limit and the line break mode. A change of category therefore never serves a stale
/// size: it simply asks for other keys.
///
/// **Wrap width only where it matters.** A width-limited request first looks up (or measures) the
/// text's natural, unlimited size. When that fits the width, it *is* the answer (nothing wraps or
/// truncates) and no width-specific entry is made, so laying a short tag out at a hundred widths
/// measures it once. Only text that does not fit gets an entry for its width.
///
/// **Bound.** At most `capacity` entries, evicted by the CLOCK policy (second chance, an
/// approximation of least-recently-used with O(1) hits): each entry has a "used" bit set on every
/// hit; when the cache is full the clock hand sweeps the entries, clearing set bits, and evicts
/// the first entry whose bit is already clear.
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
        public init() {}
    }

    fileprivate struct Slot {
        var key: MeasurementKey
        var value: TextMeasurement
        var used: Bool
    }

    fileprivate struct State {
        var slots: [Slot] = []
        var index: [MeasurementKey: Int] = [:]
        var hand = 0
        var statistics = Statistics()
    }

    /// The most entries kept (≥ 1).
    public let capacity: Int
    private let state = Mutex(State())

    /// Creates an empty cache holding at most `capacity` entries (values below 1 count as 1).
    public init(capacity: Int = MeasurementCache.defaultCapacity) {
        self.capacity = max(1, capacity)
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
        // The natural (unlimited) entry first: when it fits the width it is the answer.
        var key = request.measurementKey
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
        // The key has no width (none given, or `clip`): the entry is the natural measurement
        // whatever width the first caller had; `clip` caps it here.
        if request.lineBreakMode == .clip, let width = request.wrapWidth {
            natural.width = min(natural.width, width)
        }
        return natural
    }

    /// The number of entries held.
    public var count: Int { state.withLock { $0.slots.count } }

    /// The counters since the cache was made or last emptied.
    public var statistics: Statistics { state.withLock { $0.statistics } }

    /// Forgets every entry and resets the counters (e.g. after fonts were added to the measurer).
    public func removeAll() {
        state.withLock { $0 = State() }
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
        let value = try measurer.measure(request)
        return state.withLock { state in
            state.statistics.measurements += 1
            if let i = state.index[key] { return state.slots[i].value }
            state.insert(key, value, capacity: capacity)
            return value
        }
    }
}

extension MeasurementCache.State {
    /// The value of `key`, marked as used, or `nil`.
    @inline(__always)
    fileprivate mutating func hit(_ key: MeasurementKey) -> TextMeasurement? {
        guard let i = index[key] else { return nil }
        slots[i].used = true
        statistics.hits += 1
        return slots[i].value
    }

    fileprivate mutating func insert(_ key: MeasurementKey, _ value: TextMeasurement, capacity: Int) {
        if slots.count < capacity {
            index[key] = slots.count
            slots.append(.init(key: key, value: value, used: false))
            return
        }
        // CLOCK: give every recently used entry a second chance, evict the first one without.
        while slots[hand].used {
            slots[hand].used = false
            hand = (hand + 1) % slots.count
        }
        index.removeValue(forKey: slots[hand].key)
        statistics.evictions += 1
        slots[hand] = .init(key: key, value: value, used: false)
        index[key] = hand
        hand = (hand + 1) % slots.count
    }
}
