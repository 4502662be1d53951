import CGtk
import CGtkShim
import TagFlow

/// The frame clock's ticks while a pointer is down (long press, edge auto-scroll) or tags move.
extension TagCollectionWidget {
    /// Keeps a tick callback on the frame clock while a pointer is down (long press, edge
    /// auto-scroll) or tags are moving; it removes itself when neither is true.
    func ensureTicking() {
        guard isAlive, !frameClock.isTicking, gtk_widget_get_realized(area) != 0, needsTicks else { return }
        frameClock.start(on: area, onTick, data: Unmanaged.passUnretained(self).toOpaque())
    }

    private var needsTicks: Bool { (input.isDown && controller.isTracking) || animator.isRunning }

    func tick(frameTime: Double) -> Bool {
        frameClock.ticked(at: frameTime)
        if input.isDown, controller.isTracking { send(input.tick(frameTime: frameTime)) }
        if animator.isRunning {
            animator.advance(to: monotonicSeconds())
            queueDraw()
        }
        let keepTicking = needsTicks
        if !keepTicking { frameClock.stopped() }
        return keepTicking
    }

}
