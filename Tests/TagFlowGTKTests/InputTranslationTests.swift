import CGtk
import Testing
import TagFlow
@testable import TagFlowGTK
import TagFlowTestSupport

@Suite struct EventClockTests {
    @Test func eventSpacingIsKeptAndTimesNeverLieInTheFuture() {
        var clock = EventClock()
        // Handled 5 ms after it happened (event clock 1000 ms, monotonic 50.005 s).
        #expect(clock.time(ofEventMilliseconds: 1000, now: 50.005) == 50.005)
        // An event 20 ms later, handled with 15 ms more delay: 20 ms after the first.
        #expect(abs(clock.time(ofEventMilliseconds: 1020, now: 50.040) - 50.025) < 1e-9)
        // One handled sooner pins a smaller offset: mapped to when it was handled.
        #expect(abs(clock.time(ofEventMilliseconds: 1050, now: 50.052) - 50.052) < 1e-9)
    }

    @Test func timesNeverDecrease() {
        var clock = EventClock()
        let first = clock.time(ofEventMilliseconds: 2000, now: 10)
        // An older event arriving late, and a frame time before it, both come out no earlier.
        #expect(clock.time(ofEventMilliseconds: 1990, now: 10.001) >= first)
        #expect(clock.time(now: 9.5) == clock.lastTime)
        #expect(clock.lastTime >= first)
    }

    @Test func eventsWithoutATimeTakeNow() {
        var clock = EventClock()
        #expect(clock.time(ofEventMilliseconds: 0, now: 3.25) == 3.25)
    }

    @Test func aJumpOfTheEventClockReanchorsIt() {
        var clock = EventClock()
        _ = clock.time(ofEventMilliseconds: 4_294_967_000, now: 100)
        // The 32-bit millisecond time wrapped: the event now looks 49 days old. It is taken as
        // happening now rather than freezing the time line.
        #expect(clock.time(ofEventMilliseconds: 500, now: 100.5) == 100.5)
        #expect(abs(clock.time(ofEventMilliseconds: 520, now: 100.53) - 100.52) < 1e-9)
    }
}

@Suite struct PointerTranslatorTests {
    @Test func aDragBecomesDownMovesAndUpInContentCoordinates() {
        var input = PointerTranslator()
        #expect(input.began(at: Point(x: 10, y: 20), eventMilliseconds: 1000, now: 1) == .pointerDown(Point(x: 10, y: 20), time: 1))
        #expect(input.isDown)
        #expect(input.moved(by: Point(x: 5, y: -2), eventMilliseconds: 1016, now: 1.016) == .pointerMove(Point(x: 15, y: 18), time: 1.016))
        #expect(input.ended(by: Point(x: 7, y: 0), eventMilliseconds: 1040, now: 1.04) == .pointerUp(Point(x: 17, y: 20), time: 1.04))
        #expect(!input.isDown)
    }

    @Test func theDragEndGTKSendsAfterACancelIsIgnored() {
        var input = PointerTranslator()
        _ = input.began(at: Point(x: 1, y: 1), eventMilliseconds: 1000, now: 1)
        #expect(input.cancelled(now: 1.5) == .pointerCancel(time: 1.5))
        #expect(input.ended(by: Point(x: 3, y: 3), eventMilliseconds: 0, now: 1.6) == nil)
        #expect(input.moved(by: Point(x: 3, y: 3), eventMilliseconds: 0, now: 1.6) == nil)
        #expect(input.cancelled(now: 1.7) == nil)
    }

    @Test func ticksAndKeysShareTheTimeLine() {
        var input = PointerTranslator()
        _ = input.began(at: .zero, eventMilliseconds: 2000, now: 2)
        #expect(input.tick(frameTime: 1.99) == .tick(time: 2))  // a frame stamped just before the press
        #expect(input.tick(frameTime: 2.4) == .tick(time: 2.4))
        #expect(input.key(.right, modifiers: .shift, eventMilliseconds: 2500, now: 2.5) == .key(.right, modifiers: .shift, time: 2.5))
        #expect(input.secondaryClick(at: Point(x: 1, y: 2), eventMilliseconds: 2600, now: 2.6) == .secondaryClick(Point(x: 1, y: 2), time: 2.6))
    }

    func press(_ keyval: Int32, _ modifiers: GdkModifierType = GdkModifierType(0)) -> PointerTranslator.KeyPress? {
        PointerTranslator.keyPress(forKeyval: UInt32(keyval), modifiers: modifiers)
    }

    @Test(arguments: [
        (GDK_KEY_Left, InputEvent.Key.left), (GDK_KEY_KP_Right, .right), (GDK_KEY_Up, .up), (GDK_KEY_KP_Down, .down),
        (GDK_KEY_Home, .home), (GDK_KEY_KP_End, .end), (GDK_KEY_space, .space), (GDK_KEY_Return, .return),
        (GDK_KEY_KP_Enter, .return), (GDK_KEY_Page_Up, .pageUp), (GDK_KEY_KP_Page_Down, .pageDown), (GDK_KEY_Delete, .delete),
        (GDK_KEY_KP_Delete, .delete), (GDK_KEY_BackSpace, .backspace), (GDK_KEY_a, .a), (GDK_KEY_A, .a), (GDK_KEY_Menu, .contextMenu),
    ])
    func keysOfTheComponentsTable(keyval: Int32, key: InputEvent.Key) {
        #expect(press(keyval) == .key(key, []))
        #expect(press(keyval, GDK_SHIFT_MASK) == .key(key, .shift))
        #expect(press(keyval, GdkModifierType(GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue)) == .key(key, [.control, .shift]))
        #expect(press(keyval, GDK_ALT_MASK) == .key(key, .alt))
    }

    @Test func escapeCancelsShiftF10IsTheMenuKeyAndTheRestGoesToGTK() {
        #expect(press(GDK_KEY_Escape) == .cancelGesture)
        #expect(press(GDK_KEY_F10, GDK_SHIFT_MASK) == .key(.contextMenu, []))
        #expect(press(GDK_KEY_F10) == nil)
        #expect(press(GDK_KEY_Tab) == nil)
        #expect(press(GDK_KEY_q, GDK_CONTROL_MASK) == nil)
        #expect(press(GDK_KEY_Left, GDK_SUPER_MASK) == nil)  // the desktop's shortcut
        #expect(press(GDK_KEY_Left, GDK_META_MASK) == nil)
    }

    /// Whether the widget consumes a key is the controller's say: a table key whose command
    /// does not apply (Delete without removing, Alt+← without reordering, Control+Return) goes to
    /// GTK as an app's shortcut would.
    @Test func theControllerSaysWhichKeysItTakes() throws {
        let controller = try TagCollectionController(
            tags: [TextTag("Swift")], viewport: Viewport(width: 400), sizer: TagSizer(measurer: FakeMeasurer.component()))
        func taken(_ keyval: Int32, _ modifiers: GdkModifierType = GdkModifierType(0)) -> Bool {
            guard case .key(let key, let held) = press(keyval, modifiers) else { return false }
            return controller.keyCommand(for: key, modifiers: held) != nil
        }
        #expect(taken(GDK_KEY_Left) && taken(GDK_KEY_Left, GDK_CONTROL_MASK) && taken(GDK_KEY_a, GDK_CONTROL_MASK))
        #expect(!taken(GDK_KEY_Delete) && !taken(GDK_KEY_Left, GDK_ALT_MASK) && !taken(GDK_KEY_Return, GDK_CONTROL_MASK))
        #expect(!taken(GDK_KEY_a))
    }

    /// The translator and the controller together: a long press held by frame ticks lifts the
    /// tag, the drag reorders, and Escape's cancel restores the order — what the widget does
    /// with GTK's signals.
    @Test func aHeldPressLiftsOnATickAndACancelRestoresTheOrder() throws {
        var controller = try TagCollectionController(
            tags: (0..<4).map { TextTag(id: TagID("t\($0)"), content: .custom(size: Size(width: 40, height: 20))) },
            configuration: LayoutConfiguration(horizontalSpacing: 10), options: TagCollectionOptions(allowsReordering: true),
            viewport: Viewport(width: 400), sizer: TagSizer(measurer: FakeMeasurer.component()))
        var input = PointerTranslator()
        var names: [String] = []
        func send(_ event: InputEvent?) throws {
            if let event { names += try controller.handle(event).callbackNames }
        }
        try send(input.began(at: Point(x: 20, y: 10), eventMilliseconds: 10_000, now: 10))
        try send(input.tick(frameTime: 10.2))
        #expect(names.isEmpty)
        try send(input.tick(frameTime: 10.36))
        #expect(names == ["didBeginDrag"])
        try send(input.moved(by: Point(x: 100, y: 0), eventMilliseconds: 10_500, now: 10.5))
        #expect(controller.collection.ids.map(\.rawValue) == ["t1", "t2", "t0", "t3"])
        try send(input.cancelled(now: 10.6))
        try send(input.ended(by: Point(x: 100, y: 0), eventMilliseconds: 0, now: 10.7))
        #expect(names == ["didBeginDrag", "didCancelDrag"])
        #expect(controller.collection.ids.map(\.rawValue) == ["t0", "t1", "t2", "t3"])
    }
}
