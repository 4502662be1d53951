import CGtk
import CGtkShim

/// The widget's frame-clock ticks and what is timed by them: a tick callback on the drawing
/// area while something moves (a pointer held down, an animation), and, while statistics are
/// recorded, the intervals between frames, the draws and the time from a release to its paint.
@MainActor
package final class FrameClock {
    /// Whether frame timings are collected into `statistics`.
    package var recordsStatistics = false
    /// Frame timings, while `recordsStatistics` is on.
    package internal(set) var statistics = FrameStatistics()
    /// The tick callback on the drawing area, while one is installed.
    private var callbackID: guint = 0
    private var lastFrameTime: Double?
    /// The time of the last pointer release, until the draw that shows it.
    private var pendingReleaseTime: Double?

    var isTicking: Bool { callbackID != 0 }

    /// Calls `tick` with `data` at every frame of `area`'s clock until it returns false.
    func start(on area: UnsafeMutablePointer<GtkWidget>, _ tick: GtkTickCallback, data: UnsafeMutableRawPointer) {
        guard callbackID == 0 else { return }
        callbackID = gtk_widget_add_tick_callback(area, tick, data, nil)
    }

    /// Removes the tick callback (the area left its window).
    func stop(on area: UnsafeMutablePointer<GtkWidget>) {
        if callbackID != 0 { gtk_widget_remove_tick_callback(area, callbackID) }
        stopped()
    }

    /// A frame at `frameTime` (seconds) ticked.
    func ticked(at frameTime: Double) {
        if recordsStatistics, let last = lastFrameTime { statistics.record(frameTime - last, in: \.frameIntervals) }
        lastFrameTime = frameTime
    }

    /// The tick callback returned false: GTK removed it.
    func stopped() {
        callbackID = 0
        lastFrameTime = nil
    }

    /// A pointer was released at `time`: its paint is timed.
    func released(at time: Double?) {
        if recordsStatistics { pendingReleaseTime = time }
    }

    /// A draw from `start` to `end` (seconds) finished.
    func drew(from start: Double, to end: Double) {
        guard recordsStatistics else { return }
        statistics.record(end - start, in: \.drawDurations)
        if let release = pendingReleaseTime {
            statistics.record(end - release, in: \.releaseToPaint)
            pendingReleaseTime = nil
        }
    }
}
