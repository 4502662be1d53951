/// How the widget has been painting: frame intervals while something moved, the time each draw
/// took, and how long after a pointer release (or a key press in a tag field) its effect was on
/// screen. Collected only while
/// `TagCollectionWidget.recordsStatistics` is on; every list keeps its latest `capacity` values.
package struct FrameStatistics: Hashable, Sendable {
    /// The most values each list keeps.
    package static let capacity = 100_000

    /// Seconds between consecutive frames of the frame clock while a pointer was down or tags
    /// were moving (the frame time of a 60 Hz display is 1/60 s).
    package internal(set) var frameIntervals: [Double] = []
    /// Seconds each draw took: building the scene and drawing it with cairo.
    package internal(set) var drawDurations: [Double] = []
    /// Seconds from a pointer release (its event time) to the end of the first draw after it
    /// was handled: a click's input-to-paint latency.
    package internal(set) var releaseToPaint: [Double] = []
    /// Seconds from a key press in a tag field (its event time) to the end of the first frame
    /// painted after it was handled: typing's input-to-paint latency.
    package internal(set) var keyToPaint: [Double] = []

    /// Count, mean, median, 95th percentile and maximum of a list, in milliseconds.
    package struct Summary: Hashable, Sendable {
        /// How many values.
        package var count: Int
        /// Their mean, in milliseconds (0 for none).
        package var mean: Double
        /// The median, in milliseconds.
        package var median: Double
        /// The 95th percentile (nearest rank), in milliseconds.
        package var percentile95: Double
        /// The largest, in milliseconds.
        package var maximum: Double

        /// The summary of `seconds`.
        package init(_ seconds: [Double]) {
            let sorted = seconds.sorted()
            count = sorted.count
            guard !sorted.isEmpty else {
                (mean, median, percentile95, maximum) = (0, 0, 0, 0)
                return
            }
            func ms(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1000 }
            mean = ms(sorted.reduce(0, +) / Double(sorted.count))
            median = ms(sorted[sorted.count / 2])
            let rank = Int((0.95 * Double(sorted.count)).rounded(.up)) - 1
            percentile95 = ms(sorted[min(sorted.count - 1, max(0, rank))])
            maximum = ms(sorted[sorted.count - 1])
        }
    }

    mutating func record(_ value: Double, in list: WritableKeyPath<FrameStatistics, [Double]>) {
        if self[keyPath: list].count >= Self.capacity { self[keyPath: list].removeFirst(Self.capacity / 10) }
        self[keyPath: list].append(value)
    }
}
