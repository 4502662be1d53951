import CGtk
import CGtkShim
import TagFlow

/// The frame clock's ticks while a pointer is down (long press, edge auto-scroll) or tags move.
extension TagCollectionWidget {
    /// Keeps a tick callback on the frame clock while a pointer is down (long press, edge
    /// auto-scroll) or tags are moving; it removes itself when neither is true.
    func ensureTicking() {
        guard isAlive, tickCallbackID == 0, gtk_widget_get_realized(area) != 0,
            (input.isDown && controller.isTracking) || animator.isRunning
        else { return }
        tickCallbackID = gtk_widget_add_tick_callback(area, onTick, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    func tick(frameTime: Double) -> Bool {
        if recordsStatistics, let last = lastFrameTime { statistics.record(frameTime - last, in: \.frameIntervals) }
        lastFrameTime = frameTime
        if input.isDown, controller.isTracking { send(input.tick(frameTime: frameTime)) }
        if animator.isRunning {
            animator.advance(to: monotonicSeconds())
            queueDraw()
        }
        let keepTicking = (input.isDown && controller.isTracking) || animator.isRunning
        if !keepTicking {
            tickCallbackID = 0
            lastFrameTime = nil
        }
        return keepTicking
    }
}
