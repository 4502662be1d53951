import CGtk
import TagFlow

/// Key-to-paint latency, while `collection.frameClock.recordsStatistics` is on: from a key press (its event
/// time) to the end of the first frame painted after it was handled — a typed letter in the
/// entry, a tag committed, a tag removed — recorded in `FrameStatistics.keyToPaint`.
extension TagFieldWidget {
    /// Watches the frame clock the widget paints with now for the end of each paint.
    func watchPaints() {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return }
        if let watch = paintWatch {
            if watch.clock == clock { return }
            stopWatchingPaints()
        }
        let handler = connectSignal(untyped(clock), "after-paint", onAfterPaint, Unmanaged.passUnretained(self).toOpaque())
        // Held while watched: the window's clock goes with its surface, before the field is disposed.
        g_object_ref(untyped(clock))
        paintWatch = (clock, handler)
    }

    func stopWatchingPaints() {
        guard let watch = paintWatch else { return }
        // A clock its surface disposed of has dropped its handlers already.
        if g_signal_handler_is_connected(untyped(watch.clock), watch.handler) != 0 {
            g_signal_handler_disconnect(untyped(watch.clock), watch.handler)
        }
        g_object_unref(untyped(watch.clock))
        paintWatch = nil
    }

    /// A frame was painted: the pending key press, if any, is on screen.
    func painted() {
        guard isAlive, let pressed = pendingKeyTime else { return }
        pendingKeyTime = nil
        collection.frameClock.statistics.record(monotonicSeconds() - pressed, in: \.keyToPaint)
    }
}
