import CGtk
import CGtkShim
import TagFlow

/// Puts the times of GDK events on the controller's time line: seconds on GLib's monotonic
/// clock (the frame clock's), never decreasing (the controller refuses time going backwards).
///
/// A GDK event carries a 32-bit millisecond time from the windowing system. On X11 it is the
/// monotonic clock already, elsewhere some other epoch; the clock keeps the smallest seen
/// difference `now − event time` as the offset between the two (the event with the least delay
/// pins it), so event spacing is kept exactly and no mapped time lies in the future. Events
/// without a time (0: signals emitted from timers and cancels) take `now`. When an event appears
/// more than `reanchoringDelay` older than the offset says, the event clock has jumped (the
/// 32-bit time wraps after 49.7 days) and the offset is taken afresh.
struct EventClock: Sendable {
    /// How much older than expected an event may look before the offset is taken afresh.
    static let reanchoringDelay = 10.0

    /// `now − event time` of the event that arrived with the least delay.
    private var offset: Double?
    /// The latest time handed out.
    private(set) var lastTime = -Double.infinity

    /// The controller time of an event stamped `milliseconds` (0: no time), handled at `now`.
    mutating func time(ofEventMilliseconds milliseconds: UInt32, now: Double) -> Double {
        guard milliseconds != 0 else { return time(now: now) }
        let event = Double(milliseconds) / 1000
        let difference = now - event
        if let current = offset, difference >= current, difference - current <= Self.reanchoringDelay {
            // The usual case: a little more delay than the best seen; keep the offset.
        } else {
            offset = difference
        }
        return clamped(event + (offset ?? difference))
    }

    /// The controller time of something happening at `now` (a frame, a cancel).
    mutating func time(now: Double) -> Double { clamped(now) }

    private mutating func clamped(_ time: Double) -> Double {
        lastTime = max(lastTime, time)
        return lastTime
    }
}

/// Turns the signals of one GtkGestureDrag, the frame clock and key presses into the
/// controller's `InputEvent`s — the part of the widget's input handling that needs no window.
///
/// The drag gesture reports where the pointer went down (`drag-begin`) and, after that, offsets
/// from there (`drag-update`, `drag-end`); its `cancel` means GTK took the pointer away (a grab,
/// `gtk_event_controller_reset` on Escape). GTK still emits `drag-end` after a cancel: it is
/// ignored, as is anything else that arrives while no pointer is down. Pointer locations are the
/// drawing area's coordinates, which are content coordinates: the viewport moves the whole area.
struct PointerTranslator: Sendable {
    /// What a key press asks of the widget.
    enum KeyPress: Hashable, Sendable {
        /// A key of the component's table, with the modifiers held (the controller says whether
        /// it does anything with them: `keyCommand(for:modifiers:)`).
        case key(InputEvent.Key, KeyModifiers)
        /// Cancel the pointer gesture under way (Escape).
        case cancelGesture
    }

    /// The time line.
    var clock = EventClock()
    /// Where the pointer went down, while it is down.
    private(set) var start: Point?

    /// Whether a pointer is down (between a `drag-begin` and its end or cancel).
    var isDown: Bool { start != nil }

    /// `drag-begin` at `point`.
    mutating func began(at point: Point, eventMilliseconds: UInt32, now: Double) -> InputEvent {
        start = point
        return .pointerDown(point, time: clock.time(ofEventMilliseconds: eventMilliseconds, now: now))
    }

    /// `drag-update` by `offset` from the start, or `nil` when no pointer is down.
    mutating func moved(by offset: Point, eventMilliseconds: UInt32, now: Double) -> InputEvent? {
        guard let start else { return nil }
        return .pointerMove(
            Point(x: start.x + offset.x, y: start.y + offset.y), time: clock.time(ofEventMilliseconds: eventMilliseconds, now: now))
    }

    /// `drag-end` at `offset` from the start, or `nil` when no pointer is down (after a cancel).
    mutating func ended(by offset: Point, eventMilliseconds: UInt32, now: Double) -> InputEvent? {
        guard let start else { return nil }
        self.start = nil
        return .pointerUp(
            Point(x: start.x + offset.x, y: start.y + offset.y), time: clock.time(ofEventMilliseconds: eventMilliseconds, now: now))
    }

    /// The gesture's `cancel`, or `nil` when no pointer is down.
    mutating func cancelled(now: Double) -> InputEvent? {
        guard start != nil else { return nil }
        start = nil
        return .pointerCancel(time: clock.time(now: now))
    }

    /// A frame of the frame clock at `frameTime` (seconds, monotonic): lets a held press become
    /// a long press and a resting drag auto-scroll.
    mutating func tick(frameTime: Double) -> InputEvent {
        .tick(time: clock.time(now: frameTime))
    }

    /// A secondary-button press at `point`: a context-menu request.
    mutating func secondaryClick(at point: Point, eventMilliseconds: UInt32, now: Double) -> InputEvent {
        .secondaryClick(point, time: clock.time(ofEventMilliseconds: eventMilliseconds, now: now))
    }

    /// A key press for the controller.
    mutating func key(_ key: InputEvent.Key, modifiers: KeyModifiers, eventMilliseconds: UInt32, now: Double) -> InputEvent {
        .key(key, modifiers: modifiers, time: clock.time(ofEventMilliseconds: eventMilliseconds, now: now))
    }

    /// What the key `keyval` pressed with `modifiers` is, or `nil` for a key the widget leaves
    /// to GTK: keys outside the component's table (Tab moves focus on), and any key with Super,
    /// Meta or Hyper held (a desktop shortcut). Keypad keys count as theirs; Shift+F10 is the
    /// menu key, as GTK's convention has it; Escape cancels a gesture (the caller passes it on
    /// when no pointer is down).
    static func keyPress(forKeyval keyval: UInt32, modifiers: GdkModifierType) -> KeyPress? {
        guard let held = held(modifiers) else { return nil }
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Escape: return .cancelGesture
        case GDK_KEY_F10 where held == .shift: return .key(.contextMenu, [])
        default: return key(forKeyval: keyval).map { .key($0, held) }
        }
    }

    /// Shift, Control and Alt of GDK's `modifiers`; `nil` with Super, Meta or Hyper held (a
    /// desktop shortcut, never the widget's).
    static func held(_ modifiers: GdkModifierType) -> KeyModifiers? {
        let desktopModifiers = GDK_SUPER_MASK.rawValue | GDK_META_MASK.rawValue | GDK_HYPER_MASK.rawValue
        guard modifiers.rawValue & desktopModifiers == 0 else { return nil }
        var held: KeyModifiers = []
        if modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0 { held.insert(.shift) }
        if modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0 { held.insert(.control) }
        if modifiers.rawValue & GDK_ALT_MASK.rawValue != 0 { held.insert(.alt) }
        return held
    }

    /// The component's key for `keyval`, or `nil`.
    static func key(forKeyval keyval: UInt32) -> InputEvent.Key? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        case GDK_KEY_Home, GDK_KEY_KP_Home: .home
        case GDK_KEY_End, GDK_KEY_KP_End: .end
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: .pageDown
        case GDK_KEY_space, GDK_KEY_KP_Space: .space
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: .return
        case GDK_KEY_Delete, GDK_KEY_KP_Delete: .delete
        case GDK_KEY_BackSpace: .backspace
        case GDK_KEY_a, GDK_KEY_A: .a
        case GDK_KEY_c, GDK_KEY_C: .c
        case GDK_KEY_x, GDK_KEY_X: .x
        case GDK_KEY_v, GDK_KEY_V: .v
        case GDK_KEY_Menu: .contextMenu
        default: nil
        }
    }
}
