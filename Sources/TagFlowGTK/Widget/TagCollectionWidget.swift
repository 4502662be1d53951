#if canImport(Glibc)
import Glibc
#endif
import CGtk
import CGtkShim
import TagFlow
import TagFlowPango
import TagFlowRendering

/// A tag collection as a GTK 4 widget: TTGTagCollectionView for Linux desktops. It draws the
/// controller's scene with the Cairo renderer, turns pointer and keyboard input into the
/// controller's events, animates the changes, mirrors the tags for screen readers and follows
/// the desktop's colours, text size, scale and reading direction.
///
/// ```swift
/// try GTKApplicationSetup.start(programName: "my-app")
/// let tags = try TagCollectionWidget(tags: ["Swift", "Linux", "GTK"].map { TextTag($0) })
/// tags.onCallback = { callback in print(callback) }
/// gtk_window_set_child(window, tags.widget)
/// ```
///
/// **Widget tree.** `widget` is a `GtkScrolledWindow` (what an app packs) holding a `GtkViewport`
/// that holds the drawing area. The drawing area's layout manager reports the content height
/// for a width (height-for-width) and hands the allocated width to the controller as its
/// viewport, so the layout the widget draws and hit-tests is the one the controller computed at
/// that width. Pointer coordinates on the drawing area are content coordinates. The drawing
/// area's children are the invisible accessible elements (`AccessibilityMirror`).
///
/// **What is drawn is what is measured.** The controller's sizer measures with a
/// `PangoTextMeasurer`, and the widget draws with a `CairoRenderer` on that very measurer, from
/// the metrics each tag was sized with, into the widget's cairo context at the monitor's scale;
/// the layout snaps frames to those device pixels.
///
/// **Confinement.** Everything here runs on the main thread, where GTK calls back: the class is
/// main-actor isolated and each C callback asserts it. GTK owns the Swift object: the scrolled
/// window holds a strong reference (object data released when GTK finalizes it), and the object
/// holds no reference back — only pointers to widgets that live exactly as long as the scrolled
/// window. Signal handlers on objects that outlive it (the display's `GtkSettings`, the window)
/// are connected on realize and disconnected on unrealize; frame-clock and idle callbacks are
/// removed when the drawing area goes. After GTK has finalized the widget, methods do nothing.
@MainActor
public final class TagCollectionWidget {
    /// The widget to put in a window or container: a `GtkScrolledWindow`.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The component: tags, layout, options, selection, focus. Change it with `update(_:)`.
    public private(set) var controller: TagCollectionController
    /// Draws the scenes (on the measurer of `controller.sizer`).
    public let renderer: CairoRenderer
    /// The images of the tags, decoded once.
    private let images: CairoRenderer.ImageCache

    /// Called with every callback the component fires, in order, after the widget has caught up
    /// with the change (the handler may call `update(_:)` again). Besides the controller's own,
    /// the widget reports focus it moved itself (Tab into or out of the widget, a press on a
    /// tag) as `didChangeFocus`, with `didScroll` when that brought the tag into view.
    public var onCallback: ((TagCollectionCallback) -> Void)?
    /// Called when input or a desktop change could not be applied (a tag that cannot be measured
    /// at a new text size, say); by default the error goes to standard error.
    public var onError: ((TagFlowError) -> Void)?

    /// How the widget looks on a light desktop.
    public var lightAppearance = SceneAppearance() {
        didSet { queueDraw() }
    }
    /// How the widget looks when the desktop prefers dark colours.
    public var darkAppearance = SceneAppearance.dark {
        didSet { queueDraw() }
    }
    /// Whether the tags' text size follows the desktop's text scaling (as a `TextSizeCategory`:
    /// GNOME's "Large Text", 1.25, is `extraExtraLarge`). Off: the controller's sizer keeps its
    /// category.
    public var followsDesktopTextSize = true {
        didSet { conformToDesktop() }
    }
    /// Whether the layout direction follows the widget's text direction (right to left under a
    /// right-to-left locale). Off: the controller's configuration keeps its direction.
    public var followsTextDirection = true {
        didSet { conformToDesktop() }
    }
    /// The width the widget asks for, in points; the tags reflow to whatever width it gets.
    public var naturalWidth: Int {
        didSet {
            applyScrolling()
            if isAlive { gtk_widget_queue_resize(area) }
        }
    }
    /// The height of the visible area, in points: the content scrolls inside it. `nil` lets the
    /// widget ask for the whole content's height (it still scrolls when given less).
    public var viewportHeight: Int? {
        didSet { applyScrolling() }
    }
    /// What screen readers call the whole collection.
    public var accessibleLabel = "Tags" {
        didSet { if isAlive { tfs_accessible_set_label(OpaquePointer(area), accessibleLabel) } }
    }
    /// Whether frame timings are collected into `statistics`.
    public var recordsStatistics = false
    /// Frame timings, while `recordsStatistics` is on.
    public private(set) var statistics = FrameStatistics()

    /// The appearance in use now (light or dark, as the desktop asks).
    public var appearance: SceneAppearance { desktop.prefersDark ? darkAppearance : lightAppearance }

    // MARK: State

    private let viewport: UnsafeMutablePointer<GtkWidget>
    /// The drawing area: paints, takes input, parents the accessible children.
    let area: UnsafeMutablePointer<GtkWidget>
    private let dragGesture: OpaquePointer
    /// The accessible children (implicitly unwrapped: it needs `self`, so it is made last in
    /// `init`, and is there from then on).
    private var mirror: AccessibilityMirror!
    private var input = PointerTranslator()
    private var animator = TransitionAnimator()
    private var hover: PointerHover?
    private var desktop = DesktopSettings()
    /// Whether the widget has been laid out once (the first layout appears, it does not animate).
    private var hasLaidOut = false
    /// Set during the drawing area's allocation, when a resize must not be queued.
    private var isAllocating = false
    /// Set while the widget moves the scroll bars itself.
    private var isSettingAdjustments = false
    /// The content height at a width other than the current one, from the last measure.
    private var heightCache: (width: Double, height: Double)?
    private var tickCallbackID: guint = 0
    private var lastFrameTime: Double?
    private var focusSyncSourceID: guint = 0
    /// The time of the last pointer release, until the draw that shows it.
    private var pendingReleaseTime: Double?
    /// The GtkSettings watched while realized, and the handlers on it and on the window.
    private var watchedSettings: OpaquePointer?
    private var settingsHandlers: [gulong] = []
    private var watchedRoot: OpaquePointer?
    private var rootHandler: gulong = 0
    /// False once GTK has finalized the widget.
    private var isAlive = true

    /// The key of the Swift object on the scrolled window and the drawing area.
    fileprivate static let ownerKey = "tagflow-collection-widget"
    /// How far past the visible rect tags are still drawn: shadows (and tags animating into
    /// view) reach in from there.
    private static let cullingMargin = 32.0

    // MARK: Creating

    /// Creates the widget around `controller`, whose sizer must measure with a
    /// `PangoTextMeasurer` (the widget draws with that measurer, so what is drawn is what was
    /// measured). Its viewport's width becomes the natural width (360 when 0) and a non-zero
    /// height the viewport height; from then on the widget sets the viewport as GTK allocates.
    /// - Throws: `TagFlowError` (`textEngineFailed`) when the sizer measures with anything else.
    public init(controller: TagCollectionController, renderOptions: RenderOptions = RenderOptions()) throws(TagFlowError) {
        guard let measurer = controller.sizer.measurer as? PangoTextMeasurer else {
            throw TagFlowError(
                TagFlowError.MeasurementReason.textEngineFailed(
                    "the widget draws with Pango, so the controller's sizer must measure with a PangoTextMeasurer, not \(type(of: controller.sizer.measurer))"))
        }
        self.controller = controller
        renderer = CairoRenderer(measurer: measurer, options: renderOptions)
        images = renderer.makeImageCache()
        let size = controller.viewport.size
        naturalWidth = size.width > 0 ? Int(size.width.rounded(.up)) : 360
        viewportHeight = size.height > 0 ? Int(size.height.rounded(.up)) : nil
        widget = gtk_scrolled_window_new()
        viewport = gtk_viewport_new(nil, nil)
        area = gtk_drawing_area_new()
        dragGesture = gtk_gesture_drag_new()
        mirror = AccessibilityMirror(area: area, owner: self)
        assemble()
        mirror.sync(with: controller)
    }

    /// Creates the widget with tags measured by a new `PangoTextMeasurer` (the fonts shipped
    /// with TagFlowPango), laid out `width` points wide until GTK gives it a width.
    /// - Throws: `TagFlowError` for a tag or setting the controller refuses, or fonts that cannot
    ///   be loaded.
    public convenience init(
        tags: [TextTag], configuration: LayoutConfiguration = LayoutConfiguration(),
        options: TagCollectionOptions = TagCollectionOptions(), policy: TagCollectionPolicy = .allowingEverything,
        width: Double = 360
    ) throws(TagFlowError) {
        let measurer = try PangoTextMeasurer()
        try self.init(
            controller: TagCollectionController(
                tags: tags, configuration: configuration, options: options, policy: policy,
                viewport: Viewport(width: width), sizer: TagSizer(measurer: measurer)))
    }

    /// Builds the widget tree and connects every handler.
    private func assemble() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        // GTK owns this object from here on: released when the scrolled window is finalized.
        g_object_set_data_full(gobject(widget), Self.ownerKey, Unmanaged.passRetained(self).toOpaque()) { data in
            guard let data else { return }
            let owner = Unmanaged<TagCollectionWidget>.fromOpaque(data)
            MainActor.assumeIsolated { owner.takeUnretainedValue().isAlive = false }
            owner.release()
        }
        g_object_set_data(gobject(area), Self.ownerKey, me)

        gtk_widget_set_hexpand(widget, 1)
        // GtkScrolledWindow is focusable in GTK 4.8: Tab would stop on it and never reach a tag.
        gtk_widget_set_focusable(widget, 0)
        gtk_scrolled_window_set_propagate_natural_width(OpaquePointer(widget), 1)
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(widget), 1)
        // An explicit viewport, so that GTK does not scroll to the focused child: the controller
        // scrolls to the focused tag itself.
        gtk_viewport_set_scroll_to_focus(OpaquePointer(viewport), 0)
        gtk_viewport_set_child(OpaquePointer(viewport), area)
        gtk_scrolled_window_set_child(OpaquePointer(widget), viewport)
        applyScrolling()

        // The tag children take focus (one at a time); the area itself does not, but it must
        // be able to hold focus inside it.
        gtk_widget_set_focusable(area, 0)
        gtk_widget_set_can_focus(area, 1)
        tfs_accessible_set_label(OpaquePointer(area), accessibleLabel)
        gtk_widget_set_layout_manager(area, gtk_custom_layout_new(layoutRequestMode, layoutMeasure, layoutAllocate))
        gtk_drawing_area_set_draw_func(UnsafeMutablePointer<GtkDrawingArea>(OpaquePointer(area)), drawArea, me, nil)
        connectSignal(untyped(area), "realize", onRealize, me)
        connectSignal(untyped(area), "unrealize", onUnrealize, me)
        connectSignal(untyped(area), "destroy", onAreaDestroy, me)
        connectSignal(untyped(area), "notify::scale-factor", onDesktopNotify, me)
        connectSignal(untyped(area), "direction-changed", onDirectionChanged, me)
        for adjustment in [horizontalAdjustment, verticalAdjustment] {
            connectSignal(untyped(adjustment), "value-changed", onScrolled, me)
        }

        // One drag gesture carries the pointer; the controller tells taps, long presses, swipes
        // and drags apart from its events (with frame-clock ticks while a pointer is down).
        gtk_gesture_single_set_button(dragGesture, UInt32(GDK_BUTTON_PRIMARY))
        connectSignal(untyped(dragGesture), "drag-begin", onDragBegin, me)
        connectSignal(untyped(dragGesture), "drag-update", onDragUpdate, me)
        connectSignal(untyped(dragGesture), "drag-end", onDragEnd, me)
        connectSignal(untyped(dragGesture), "cancel", onDragCancel, me)
        gtk_widget_add_controller(area, dragGesture)
        let motion = gtk_event_controller_motion_new()
        connectSignal(untyped(motion), "enter", onPointerMotion, me)
        connectSignal(untyped(motion), "motion", onPointerMotion, me)
        connectSignal(untyped(motion), "leave", onPointerLeave, me)
        gtk_widget_add_controller(area, motion)
        // Keys reach the area while one of its children (a tag) has focus.
        let keys = gtk_event_controller_key_new()
        connectSignal(untyped(keys), "key-pressed", onKeyPressed, me)
        gtk_widget_add_controller(area, keys)
    }

    // MARK: Changing the component

    /// Changes the component — add, remove, move or select tags, set options, policy or
    /// configuration — and shows the change: animated from the before and after frames (unless
    /// the desktop turned animations off), with every callback passed to `onCallback`.
    ///
    /// ```swift
    /// try tags.update { try $0.append(TextTag("Wayland")) }
    /// try tags.update { try $0.setConfiguration(configuration) }
    /// ```
    /// - Throws: what `change` throws; the component is then unchanged.
    @discardableResult
    public func update<Failure: Error>(
        _ change: (inout TagCollectionController) throws(Failure) -> TagCollectionUpdate
    ) throws(Failure) -> TagCollectionUpdate {
        var changed = controller
        let result = try change(&changed)
        let dragBefore = controller.dragState
        controller = changed
        // Anything may have changed (options, labels), frames or not: the children catch up.
        apply(result, animated: true, dragBefore: dragBefore, syncingAccessibility: true)
        conformToDesktop()
        return result
    }

    /// Scrolls so that the tag at `index` shows at `position` (no callback: the caller asked).
    public func scrollToTag(at index: Int, position: LayoutResult.ScrollPosition = .nearest) {
        guard let offset = controller.scrollToTag(at: index, position: position) else { return }
        setAdjustments(to: offset)
        queueDraw()
    }

    /// Gives keyboard focus to the tag at `index` (GTK focus and the controller's; reported as
    /// `didChangeFocus`), or takes it away from the tags with `nil`.
    public func focusTag(at index: Int?) {
        guard isAlive else { return }
        if let index, let id = controller.tag(at: index)?.id {
            mirror.grabFocus(on: id)
        } else if mirror.focusedTagID != nil, let root = gtk_widget_get_root(area) {
            gtk_root_set_focus(root, nil)
        }
    }

    // MARK: Applying updates

    /// Shows an update: scroll bars, animations, accessible children, layout and drawing; then
    /// the callbacks. The accessible children are brought up to date when frames changed or a
    /// callback other than a scroll fired (or always, with `syncingAccessibility`): an
    /// auto-scroll step changes nothing they say, and a collection of 1 000 tags is worth not
    /// walking 60 times a second.
    private func apply(
        _ update: TagCollectionUpdate, animated: Bool, dragBefore: DragState?, syncingAccessibility: Bool = false
    ) {
        guard isAlive else { return }
        let focusWasInside = mirror.focusedTagID != nil
        for case .didScroll(let offset) in update.callbacks { setAdjustments(to: offset) }
        let now = monotonicSeconds()
        if let transition = update.transition {
            heightCache = nil
            if animated, hasLaidOut, desktop.animationsEnabled {
                animator.begin(transition, at: now)
            } else {
                animator.stop()
            }
        }
        // A dropped tag glides from under the pointer into its slot.
        if animated, desktop.animationsEnabled, let drag = dragBefore, controller.dragState == nil,
            let slot = controller.frame(forID: drag.id)
        {
            animator.begin(moving: drag.id, from: drag.liftedFrame, to: slot, at: now)
        }
        let onlyScrolled = update.transition == nil && update.callbacks.allSatisfy { if case .didScroll = $0 { true } else { false } }
        if syncingAccessibility || !onlyScrolled { mirror.sync(with: controller) }
        if focusWasInside, let id = controller.focusedID, mirror.focusedTagID != id { mirror.grabFocus(on: id) }
        if update.transition != nil || mirror.needsAllocation { requestLayout() }
        // A tick that changed nothing (a press held still) draws nothing new.
        if update.transition != nil || !update.callbacks.isEmpty || dragBefore != controller.dragState || syncingAccessibility {
            queueDraw()
        }
        ensureTicking()
        for callback in update.callbacks { onCallback?(callback) }
    }

    /// Has GTK measure and allocate the drawing area again (the content size or the children's
    /// frames changed), unless it is doing so right now.
    private func requestLayout() {
        guard !isAllocating else { return }
        gtk_widget_queue_resize(area)
    }

    private func queueDraw() {
        if isAlive { gtk_widget_queue_draw(area) }
    }

    private func report(_ error: TagFlowError) {
        if let onError {
            onError(error)
        } else {
            let message = "tagflow-gtk: \(error)\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
        }
    }

    // MARK: Input

    /// Applies one input event.
    private func send(_ event: InputEvent) {
        let dragBefore = controller.dragState
        do {
            apply(try controller.handle(event), animated: true, dragBefore: dragBefore)
        } catch {
            report(error)
        }
    }

    fileprivate func pointerBegan(at point: Point) {
        let event = input.began(
            at: point, eventMilliseconds: gtk_event_controller_get_current_event_time(dragGesture), now: monotonicSeconds())
        // A press on a tag focuses it, as GTK buttons take focus on click (and Escape then
        // reaches the widget during a drag); a press on a remove button does not.
        if let index = controller.index(at: point), controller.removeButtonIndex(at: point) == nil {
            mirror.grabFocus(on: controller.collection[index].id)
        }
        send(event)
    }

    fileprivate func pointerMoved(by offset: Point) {
        guard let event = input.moved(
            by: offset, eventMilliseconds: gtk_event_controller_get_current_event_time(dragGesture), now: monotonicSeconds())
        else { return }
        send(event)
    }

    fileprivate func pointerEnded(by offset: Point) {
        guard let event = input.ended(
            by: offset, eventMilliseconds: gtk_event_controller_get_current_event_time(dragGesture), now: monotonicSeconds())
        else { return }
        if recordsStatistics { pendingReleaseTime = event.time }
        send(event)
    }

    fileprivate func pointerCancelled() {
        guard let event = input.cancelled(now: monotonicSeconds()) else { return }
        send(event)
    }

    fileprivate func pointerHovered(at point: Point?) {
        let now = point.flatMap { PointerHover(at: $0, in: controller) }
        guard now != hover else { return }
        hover = now
        queueDraw()
    }

    /// Handles a key; `false` passes it on to GTK (Tab, shortcuts, Escape with no gesture).
    fileprivate func keyPressed(_ keyval: UInt32, modifiers: GdkModifierType, controllerPointer: OpaquePointer?) -> Bool {
        switch PointerTranslator.command(forKeyval: keyval, modifiers: modifiers) {
        case .cancelGesture:
            guard input.isDown else { return false }
            // Resetting the gesture emits its `cancel`, which sends the cancel event.
            gtk_event_controller_reset(dragGesture)
            pointerCancelled()
            return true
        case .key(let key):
            send(input.key(key, eventMilliseconds: gtk_event_controller_get_current_event_time(controllerPointer), now: monotonicSeconds()))
            return true
        case nil:
            return false
        }
    }

    // MARK: Accessibility actions

    /// Activates an element for a screen reader (AT-SPI toggle or click).
    func activateAccessibilityElement(_ kind: TagAccessibilityElement.Kind) {
        do {
            apply(try controller.activateAccessibilityElement(kind), animated: true, dragBefore: controller.dragState)
        } catch {
            report(error)
        }
    }

    /// Performs a screen reader's remove or move on the tag `id`.
    func performAccessibilityAction(_ action: TagAccessibilityElement.Action, on id: TagID) {
        do {
            apply(try controller.performAccessibilityAction(action, onTagWithID: id), animated: true, dragBefore: controller.dragState)
        } catch {
            report(error)
        }
    }

    // MARK: Focus

    /// Makes the controller's focus follow GTK's once the current event is done: during a
    /// `has-focus` notification the window still reports the old focus widget.
    func scheduleFocusSync() {
        guard focusSyncSourceID == 0, isAlive else { return }
        focusSyncSourceID = g_idle_add_full(Int32(G_PRIORITY_HIGH_IDLE), onFocusSync, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// GTK focus on a tag's child (or on none of them) becomes the controller's focus, reported
    /// as `didChangeFocus` — and `didScroll` when bringing the tag into view scrolled.
    fileprivate func syncFocusFromGTK() {
        focusSyncSourceID = 0
        let id = mirror.focusedTagID
        queueDraw()  // the focus ring shows only with GTK focus
        guard id != controller.focusedID else { return }
        let index = id.flatMap { controller.index(ofID: $0) }
        do {
            try controller.focus(at: index)
        } catch {
            report(error)
            return
        }
        var callbacks: [TagCollectionCallback] = [.didChangeFocus(index: index, id: index == nil ? nil : id)]
        let scrollsAlong = controller.configuration.scrollDirection == .vertical
            ? controller.viewport.size.height > 0 : controller.viewport.size.width > 0
        if let index, controller.options.scrollsToFocusedTag, scrollsAlong {
            let before = controller.viewport.contentOffset
            if let offset = controller.scrollToTag(at: index), offset != before { callbacks.append(.didScroll(offset: offset)) }
        }
        apply(TagCollectionUpdate(callbacks: callbacks), animated: false, dragBefore: nil)
    }

    // MARK: Frame clock

    /// Keeps a tick callback on the frame clock while a pointer is down (long press, edge
    /// auto-scroll) or tags are moving; it removes itself when neither is true.
    private func ensureTicking() {
        guard isAlive, tickCallbackID == 0, gtk_widget_get_realized(area) != 0,
            (input.isDown && controller.isTracking) || animator.isRunning
        else { return }
        tickCallbackID = gtk_widget_add_tick_callback(area, onTick, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    fileprivate func tick(frameTime: Double) -> Bool {
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

    // MARK: Scrolling

    private var horizontalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_hadjustment(OpaquePointer(widget))
    }

    private var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(OpaquePointer(widget))
    }

    /// The scroll bars for the scroll direction, and the viewport height as the visible height.
    private func applyScrolling() {
        guard isAlive else { return }
        let vertical = controller.configuration.scrollDirection == .vertical
        gtk_scrolled_window_set_policy(
            OpaquePointer(widget), vertical ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC, vertical ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
        // Unlimited first, so that the new minimum is never above the old maximum.
        gtk_scrolled_window_set_max_content_height(OpaquePointer(widget), -1)
        gtk_scrolled_window_set_min_content_height(OpaquePointer(widget), Int32(viewportHeight ?? -1))
        gtk_scrolled_window_set_max_content_height(OpaquePointer(widget), Int32(viewportHeight ?? -1))
        // Scrolling sideways, the content is wider than the widget: ask for the natural width only.
        gtk_scrolled_window_set_max_content_width(OpaquePointer(widget), vertical ? -1 : Int32(naturalWidth))
    }

    /// Moves the scroll bars to `offset` (the controller scrolled: auto-scroll, focus).
    private func setAdjustments(to offset: Point) {
        isSettingAdjustments = true
        gtk_adjustment_set_value(horizontalAdjustment, offset.x)
        gtk_adjustment_set_value(verticalAdjustment, offset.y)
        isSettingAdjustments = false
    }

    fileprivate func scrolled() {
        if !isSettingAdjustments {
            // The user scrolled (wheel, touchpad, scroll bar): the controller's viewport follows.
            let offset = Point(x: gtk_adjustment_get_value(horizontalAdjustment), y: gtk_adjustment_get_value(verticalAdjustment))
            do { try controller.setContentOffset(offset) } catch { report(error) }
        }
        queueDraw()  // newly exposed tags
    }

    /// The visible part of the content.
    private var visibleRect: Rect {
        let h = horizontalAdjustment, v = verticalAdjustment
        let width = gtk_adjustment_get_page_size(h), height = gtk_adjustment_get_page_size(v)
        return Rect(
            x: gtk_adjustment_get_value(h), y: gtk_adjustment_get_value(v),
            width: width > 0 ? width : Double(gtk_widget_get_width(area)),
            height: height > 0 ? height : Double(gtk_widget_get_height(area)))
    }

    // MARK: Layout

    fileprivate var requestMode: GtkSizeRequestMode {
        controller.configuration.scrollDirection == .vertical ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH : GTK_SIZE_REQUEST_CONSTANT_SIZE
    }

    /// The drawing area's minimum and natural size along `orientation`.
    fileprivate func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let content = controller.contentSize
        func points(_ value: Double) -> Int32 { Int32(min(Double(Int32.max), max(0, value.rounded(.up)))) }
        switch (controller.configuration.scrollDirection, orientation == GTK_ORIENTATION_HORIZONTAL) {
        case (.vertical, true):
            // Tags reflow to any width (an over-wide tag is clamped to it).
            return (0, Int32(naturalWidth))
        case (.vertical, false):
            let height = points(contentHeight(forWidth: forSize >= 0 ? Double(forSize) : Double(naturalWidth)))
            return (height, height)
        case (.horizontal, true):
            return (points(content.width), points(content.width))
        case (.horizontal, false):
            return (points(content.height), points(content.height))
        }
    }

    /// The content height when laid out `width` wide: the controller's own at its width, else
    /// a layout on a copy (remembered for that width until the tags change).
    private func contentHeight(forWidth width: Double) -> Double {
        if width == controller.viewport.size.width { return controller.contentSize.height }
        if let cached = heightCache, cached.width == width { return cached.height }
        var probe = controller
        do {
            try probe.setViewport(Viewport(size: Size(width: width, height: controller.viewport.size.height)))
        } catch {
            report(error)
            return controller.contentSize.height
        }
        heightCache = (width, probe.contentSize.height)
        return probe.contentSize.height
    }

    /// GTK gave the drawing area its size: the controller's viewport becomes the visible part at
    /// that width (a new width reflows the tags), then the accessible children are placed.
    fileprivate func allocate(width: Int32, height: Int32) {
        isAllocating = true
        defer { isAllocating = false }
        let vertical = controller.configuration.scrollDirection == .vertical
        let visible = visibleRect
        let size = Size(width: vertical ? Double(width) : visible.width, height: vertical ? visible.height : Double(height))
        do {
            // A reflow to a new width is not animated: the window is being resized.
            apply(
                try controller.setViewport(Viewport(size: size, contentOffset: visible.origin)), animated: false, dragBefore: nil)
        } catch {
            report(error)
        }
        hasLaidOut = true
        mirror.allocateChildren()
    }

    // MARK: Drawing

    /// Draws the controller's scene of the visible part — at the animated frames, with the focus
    /// ring only while a tag has GTK focus and the window shows focus.
    fileprivate func draw(on cr: OpaquePointer) {
        let start = monotonicSeconds()
        let visible = visibleRect
        do {
            var scene = try SceneBuilder(sizer: controller.sizer, appearance: appearance).scene(
                of: controller, hover: hover, in: visible.insetBy(dx: -Self.cullingMargin, dy: -Self.cullingMargin))
            if animator.isRunning {
                for i in scene.items.indices {
                    if let id = scene.items[i].id, let frame = animator.frame(of: id, at: start) { scene.items[i].frame = frame }
                }
                if let focused = controller.focusedID, let frame = animator.frame(of: focused, at: start) { scene.focusRing?.frame = frame }
            }
            if !mirror.showsFocus || controller.dragState != nil { scene.focusRing = nil }
            try renderer.draw(scene, in: cr, visibleRect: visible, pixelScale: Double(desktop.scaleFactor), images: images)
        } catch {
            report(error)
        }
        guard recordsStatistics else { return }
        let end = monotonicSeconds()
        statistics.record(end - start, in: \.drawDurations)
        if let release = pendingReleaseTime {
            statistics.record(end - release, in: \.releaseToPaint)
            pendingReleaseTime = nil
        }
    }

    // MARK: The desktop

    /// Reads the desktop's settings again and follows them.
    fileprivate func desktopChanged() {
        desktop = DesktopSettings.read(for: area)
        if !desktop.animationsEnabled { animator.stop() }
        conformToDesktop()
        queueDraw()
    }

    /// Brings the controller in line with the desktop: device pixels for snapping, the reading
    /// direction and the text size (where followed), and the scroll bars for the direction.
    private func conformToDesktop() {
        guard isAlive else { return }
        var configuration = controller.configuration
        configuration.displayScale = Double(desktop.scaleFactor)
        if followsTextDirection { configuration.layoutDirection = desktop.isRightToLeft ? .rightToLeft : .leftToRight }
        do {
            if configuration != controller.configuration {
                apply(try controller.setConfiguration(configuration), animated: false, dragBefore: nil)
            }
            if followsDesktopTextSize, controller.sizer.textSizeCategory != desktop.textSizeCategory {
                apply(try controller.setTextSizeCategory(desktop.textSizeCategory), animated: false, dragBefore: nil)
            }
        } catch {
            report(error)
        }
        applyScrolling()
    }

    /// The drawing area is in a window now: watch its display's settings and the window's
    /// focus-visible (the focus ring shows only after keyboard use).
    fileprivate func realized() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        if let settings = gtk_widget_get_settings(area) {
            watchedSettings = settings
            settingsHandlers = DesktopSettings.watchedProperties.map {
                connectSignal(untyped(settings), "notify::" + $0, onDesktopNotify, me)
            }
        }
        if let root = gtk_widget_get_root(area) {
            watchedRoot = root
            rootHandler = connectSignal(untyped(root), "notify::focus-visible", onFocusVisibleChanged, me)
        }
        desktopChanged()
        ensureTicking()
    }

    fileprivate func unrealized() {
        if let settings = watchedSettings {
            for handler in settingsHandlers { g_signal_handler_disconnect(untyped(settings), handler) }
        }
        watchedSettings = nil
        settingsHandlers = []
        if let root = watchedRoot, rootHandler != 0 { g_signal_handler_disconnect(untyped(root), rootHandler) }
        watchedRoot = nil
        rootHandler = 0
        if tickCallbackID != 0 { gtk_widget_remove_tick_callback(area, tickCallbackID) }
        tickCallbackID = 0
        lastFrameTime = nil
    }

    fileprivate func areaDestroyed() {
        unrealized()
        if focusSyncSourceID != 0 { g_source_remove(focusSyncSourceID) }
        focusSyncSourceID = 0
        mirror.removeAll()
    }
}

// MARK: - C callbacks

/// A typed GObject pointer as `GObject *`.
@inline(__always) func gobject<T>(_ pointer: UnsafeMutablePointer<T>?) -> UnsafeMutablePointer<GObject>? {
    UnsafeMutableRawPointer(pointer)?.assumingMemoryBound(to: GObject.self)
}

@MainActor private func owner(_ data: UnsafeMutableRawPointer?) -> TagCollectionWidget {
    Unmanaged<TagCollectionWidget>.fromOpaque(data!).takeUnretainedValue()
}

/// The owner of a drawing area, for callbacks without user data (the layout manager's).
@MainActor private func owner(ofArea area: UnsafeMutablePointer<GtkWidget>?) -> TagCollectionWidget {
    owner(g_object_get_data(gobject(area), TagCollectionWidget.ownerKey))
}

private let layoutRequestMode: GtkCustomRequestModeFunc = { area in
    nonisolated(unsafe) let area = area
    return MainActor.assumeIsolated { owner(ofArea: area).requestMode }
}

private let layoutMeasure: GtkCustomMeasureFunc = { area, orientation, forSize, minimum, natural, _, _ in
    nonisolated(unsafe) let area = area
    nonisolated(unsafe) let minimum = minimum
    nonisolated(unsafe) let natural = natural
    MainActor.assumeIsolated {
        let size = owner(ofArea: area).measure(orientation, forSize: forSize)
        minimum?.pointee = size.minimum
        natural?.pointee = size.natural
    }
}

private let layoutAllocate: GtkCustomAllocateFunc = { area, width, height, _ in
    nonisolated(unsafe) let area = area
    MainActor.assumeIsolated { owner(ofArea: area).allocate(width: width, height: height) }
}

private let drawArea: GtkDrawingAreaDrawFunc = { _, cr, _, _, data in
    nonisolated(unsafe) let cr = cr
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated {
        guard let cr else { return }
        owner(data).draw(on: cr)
    }
}

private let onTick: GtkTickCallback = { _, clock, data in
    nonisolated(unsafe) let clock = clock
    nonisolated(unsafe) let data = data
    return MainActor.assumeIsolated {
        owner(data).tick(frameTime: Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000) ? 1 : 0
    }
}

private let onFocusSync: GSourceFunc = { data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).syncFocusFromGTK() }
    return 0  // G_SOURCE_REMOVE
}

private let onDragBegin: PointSignalHandler = { _, x, y, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).pointerBegan(at: Point(x: x, y: y)) }
}

private let onDragUpdate: PointSignalHandler = { _, dx, dy, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).pointerMoved(by: Point(x: dx, y: dy)) }
}

private let onDragEnd: PointSignalHandler = { _, dx, dy, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).pointerEnded(by: Point(x: dx, y: dy)) }
}

private let onDragCancel: SequenceSignalHandler = { _, _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).pointerCancelled() }
}

private let onPointerMotion: PointSignalHandler = { _, x, y, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).pointerHovered(at: Point(x: x, y: y)) }
}

private let onPointerLeave: VoidSignalHandler = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).pointerHovered(at: nil) }
}

private let onKeyPressed: KeySignalHandler = { keyController, keyval, _, modifiers, data in
    nonisolated(unsafe) let keyController = keyController
    nonisolated(unsafe) let data = data
    return MainActor.assumeIsolated {
        owner(data).keyPressed(keyval, modifiers: modifiers, controllerPointer: keyController) ? 1 : 0
    }
}

private let onScrolled: VoidSignalHandler = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).scrolled() }
}

private let onDesktopNotify: NotifySignalHandler = { _, _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).desktopChanged() }
}

private let onDirectionChanged: DirectionSignalHandler = { _, _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).desktopChanged() }
}

private let onFocusVisibleChanged: NotifySignalHandler = { _, _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).syncFocusFromGTK() }
}

private let onRealize: VoidSignalHandler = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).realized() }
}

private let onUnrealize: VoidSignalHandler = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).unrealized() }
}

private let onAreaDestroy: VoidSignalHandler = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).areaDestroyed() }
}
