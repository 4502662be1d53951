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
/// the desktop's theme, text size, scale and reading direction.
///
/// ```swift
/// let tags = try TagCollectionWidget(tags: ["Swift", "Linux", "GTK"].map { TextTag($0) })
/// tags.onChange = { changes in print(changes) }    // every change, by input or the program
/// gtk_box_append(box, tags.widget)
/// ```
///
/// **A GTK widget.** `widget` is a `TagFlowTagCollection`, a GObject type of its own
/// (`gType`): a `.ui` file can build it (`TagCollectionWidget.from(_:)` then finds this
/// object), GTK CSS styles it as `tagcollection`, its settings are GObject properties that
/// notify (`alignment`, `selection-limit`, `remove-buttons`, `tags`, `selected-tags`, …) and
/// what happens is signalled to any number of handlers (`tag-activated`, `selection-changed`,
/// `tag-removed`, `tag-moved`, `expanded`, …). It is a height-for-width widget: in a box, a grid,
/// a list row or a popover it is as high as its tags at the width it gets, taller when
/// narrower. It scrolls only when asked: with a `viewportHeight` (or horizontal rows, which scroll
/// sideways) it scrolls inside itself; put in a `GtkScrolledWindow` it scrolls there, through
/// `GtkScrollable`. Either way it scrolls a focused tag into view and a drag near the edge.
///
/// **Widget tree.** Inside: a `GtkViewport` (in a `GtkScrolledWindow` of its own while it
/// scrolls itself) holding a drawing area, whose layout manager reports the content height for
/// a width and hands the allocated width to the controller as its viewport — so the layout the
/// widget draws and hit-tests is the one the controller computed at that width. Pointer
/// coordinates on the drawing area are content coordinates; its children are the invisible
/// accessible elements (`AccessibilityMirror`).
///
/// **What is drawn is what is measured.** The controller's sizer measures with a
/// `PangoTextMeasurer`, and the widget draws with a `CairoRenderer` on that very measurer, from
/// the metrics each tag was sized with, into the widget's cairo context at the monitor's scale;
/// the layout snaps frames to those device pixels.
///
/// **Confinement.** Everything here runs on the main thread, where GTK calls back: the class is
/// main-actor isolated and each C callback asserts it. GTK owns the Swift object: the
/// `TagFlowTagCollection` holds a strong reference (object data released when GTK finalizes it),
/// and the object holds no reference back — only pointers to widgets that live exactly as long.
/// Signal handlers on objects that outlive it (the display's `GtkSettings`, the window, a
/// scrolled window's adjustments) are disconnected when it is unrealized or disposed;
/// frame-clock and idle callbacks are removed when the drawing area goes. After GTK has disposed
/// of the widget, methods do nothing.
@MainActor
public final class TagCollectionWidget {
    /// The widget to put in a window or container: a `TagFlowTagCollection`.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The component: tags, layout, options, selection, focus. Change it with `update(_:)` or
    /// `performBatchUpdates(_:)`. The tags of a tag field read and change the field's own
    /// (`TagFieldWidget.field`): one owner of the model, no copy.
    public internal(set) var controller: TagCollectionController {
        get { fieldHost?.field.controller ?? ownController! }
        _modify {
            // A layout made for another width no longer describes it.
            defer { sizing.heightProbe = nil }
            if let fieldHost { yield &fieldHost.field.controller } else { yield &ownController! }
        }
    }
    /// The controller while no tag field hosts the widget; `nil` once one does (`host(_:)`).
    private var ownController: TagCollectionController?
    /// Draws the scenes (on the measurer of `controller.sizer`; replaced with it when the desktop's
    /// font changes).
    package internal(set) var renderer: CairoRenderer
    /// The images of the tags, decoded once.
    var images: CairoRenderer.ImageCache

    /// Called with every callback the component fires, in order, after the widget has caught up
    /// with the change (the handler may change the widget again). Besides the controller's own,
    /// the widget reports focus it moved itself (Tab into or out of the widget, a press on a
    /// tag) as `didChangeFocus`, with `didScroll` when that brought the tag into view.
    public var onCallback: ((TagCollectionCallback) -> Void)?
    /// Called with the changes to the tags of every update, by input or by the program — the
    /// steps that keep an app's model in step (`TagCollectionChange`): removed tags with their
    /// values, moves, insertions, replacements, selection. Called before the update's callbacks.
    public var onChange: (([TagCollectionChange]) -> Void)?
    /// Called when input or a desktop change could not be applied (a tag that cannot be measured
    /// at a new text size, say); by default the error goes to standard error.
    public var onError: ((TagFlowError) -> Void)?

    /// How the widget looks on a light desktop: by default with no background of its own (the
    /// window's shows through; GTK CSS on `tagcollection` or `backgroundColor` here gives one).
    public var lightAppearance = SceneAppearance.widgetLight {
        didSet { queueDraw() }
    }
    /// How the widget looks when the theme is dark (Adwaita's dark variant, `GTK_THEME=…:dark`,
    /// the prefer-dark setting or any dark theme): dark default tags, no background of its own.
    public var darkAppearance = SceneAppearance.widgetDark {
        didSet { queueDraw() }
    }
    /// Whether tags follow the theme: selected tags without a selected style of their own take
    /// the theme's selection colours, the focus ring the theme's focus colour, and an insensitive
    /// widget (`gtk_widget_set_sensitive`) its dimmed colours. Off: the appearances alone.
    public var followsThemeColors = true {
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
        didSet { settingsChanged() }
    }
    /// The height of the visible area, in points: the widget asks for it and the content scrolls
    /// inside. `nil` (the default) lets the widget be as high as its tags at its width. In an
    /// app's `GtkScrolledWindow` that window decides instead.
    public var viewportHeight: Int? {
        didSet { settingsChanged() }
    }
    /// Whether tags in the default font family (DejaVu Sans, `TagFont.defaultFamily`) are
    /// measured and drawn in the desktop's interface font (`gtk-font-name`), their sizes scaled
    /// by its size over 14 pt, as the desktop's labels are — and measured again when it changes.
    /// Other families are left alone. Off: the bundled fonts, as headless pictures and the
    /// command-line tool use them.
    public var followsDesktopFont = true {
        didSet { if followsDesktopFont != oldValue { followDesktopFont() } }
    }
    /// Only tags whose words contain this text show, ignoring case
    /// (`TagFilter.text(containing:)`; the `filter-text` property); empty (the default) shows
    /// every tag. The other tags keep their places, selection and ids; screen readers are told how
    /// many show. A filter set with `update { try $0.setFilter(…) }` replaces this one (and this
    /// keeps reading what was last set here).
    public var filterText = "" {
        didSet { if filterText != oldValue { filterTextChanged() } }
    }
    /// What screen readers call the whole collection.
    public var accessibleLabel = "Tags" {
        didSet { if isAlive { tfs_accessible_set_label(OpaquePointer(area), accessibleLabel) } }
    }
    /// The desktop's interface font the tags are measured and drawn in now, or `nil` for the
    /// bundled fonts as they are (`followsDesktopFont`).
    public var interfaceFont: InterfaceFont? { (controller.sizer.measurer as? PangoTextMeasurer)?.library.interfaceFont }

    /// The appearance in use now (light or dark, as the theme is).
    package var appearance: SceneAppearance { desktop.palette.isDark ? darkAppearance : lightAppearance }

    // MARK: State

    /// The drawing area: paints, takes input, parents the accessible children.
    let area: UnsafeMutablePointer<GtkWidget>
    let dragGesture: OpaquePointer
    /// The viewport, the scrolled window it sits in while the widget scrolls itself, the scroll bars.
    let scroller: Scroller
    /// The desktop's settings, theme and text engine, and the handlers that hear them change.
    let desktop: DesktopFollower
    /// The tick callback while something moves, and the frame timings.
    package let frameClock = FrameClock()
    /// The accessible children (implicitly unwrapped: it needs `self`, so it is made last in
    /// `init`, and is there from then on).
    var mirror: AccessibilityMirror!
    /// The app's `GListModel` the tags show and the tags as a `GtkSelectionModel`.
    var models = ModelHost()
    /// The GObject property values and the actions' enabled states as GTK last heard them.
    var notifier = PropertyNotifier()
    /// What GTK knows of the widget's size and the widget of GTK's layout.
    var sizing = SizeNegotiation()
    /// Keyboard focus between GTK's events.
    var focus = FocusMemory()
    var input = PointerTranslator()
    var animator = TransitionAnimator()
    var hover: PointerHover?
    /// GDK's drag carrying a tag dragged out of the widget, while it lasts.
    var systemDrag: OpaquePointer?
    /// The style classes an app gave tags (`setStyleClasses(_:forTagWithID:)`).
    var styleClasses: [TagID: [String]] = [:]
    /// The last thing told to screen readers (the collection's accessible description).
    public internal(set) var lastAnnouncement: String?
    /// False once GTK has disposed of the widget.
    var isAlive = true
    /// Whether the tags are a tab stop (one, as a `GtkFlowBox` is); a tag field's are not: its
    /// entry is, and the arrows reach the tags from there.
    var isTabStop = true {
        didSet { if isAlive { updateAreaFocusability() } }
    }
    /// The tag field this widget is the tags of (`TagFieldWidget`), if any: it owns the
    /// controller, answers every change the widget makes itself, adds its entry to the content
    /// size and takes the keys. Held strongly: the entry's handlers, inside this widget, reach
    /// the field's Swift side while this widget lives.
    private(set) var fieldHost: TagFieldWidget?

    /// The key of the Swift object on the widget and the drawing area.
    static let ownerKey = "tagflow-collection-widget"

    // MARK: Creating

    /// Creates the widget around `controller`, whose sizer must measure with a
    /// `PangoTextMeasurer` (the widget draws with that measurer, so what is drawn is what was
    /// measured). While it follows the desktop's font (`followsDesktopFont`), it measures and
    /// draws with the process's shared engine for that font (`SharedTextEngine`): give the
    /// controller `SharedTextEngine.desktopSizer()` and nothing is measured twice. Its viewport's
    /// width becomes the natural width (360 when 0) and a non-zero height the viewport height;
    /// from then on the widget sets the viewport as GTK allocates.
    /// - Throws: `TagFlowError` (`textEngineFailed`) when the sizer measures with anything else.
    public convenience init(controller: TagCollectionController, renderOptions: RenderOptions = RenderOptions()) throws(TagFlowError) {
        guard let measurer = controller.sizer.measurer as? PangoTextMeasurer else {
            throw TagFlowError(
                TagFlowError.MeasurementReason.textEngineFailed(
                    "the widget draws with Pango, so the controller's sizer must measure with a PangoTextMeasurer, not \(type(of: controller.sizer.measurer))"))
        }
        let instance = g_object_new_with_properties(Self.gType, 0, nil, nil)
        self.init(
            instance: UnsafeMutableRawPointer(instance!).assumingMemoryBound(to: GtkWidget.self), controller: controller,
            measurer: measurer, renderOptions: renderOptions)
    }

    /// Creates the widget with tags measured by the process's text engine for the desktop's
    /// interface font (`SharedTextEngine.desktopSizer()`), laid out `width` points wide until
    /// GTK gives it a width.
    /// - Throws: `TagFlowError` for a tag or setting the controller refuses, or a desktop font
    ///   fontconfig cannot find.
    public convenience init(
        tags: [TextTag], configuration: LayoutConfiguration = LayoutConfiguration(),
        options: TagCollectionOptions = TagCollectionOptions(), policy: TagCollectionPolicy = .allowingEverything,
        width: Double = 360
    ) throws(TagFlowError) {
        try self.init(
            controller: TagCollectionController(
                tags: tags, configuration: configuration, options: options, policy: policy,
                viewport: Viewport(width: width), sizer: SharedTextEngine.desktopSizer()))
    }

    /// Builds the Swift side of `instance`, a new `TagFlowTagCollection`, around `controller`.
    init(
        instance: UnsafeMutablePointer<GtkWidget>, controller: TagCollectionController, measurer: PangoTextMeasurer,
        renderOptions: RenderOptions
    ) {
        ownController = controller
        renderer = CairoRenderer(measurer: measurer, options: renderOptions)
        images = renderer.makeImageCache()
        let size = controller.viewport.size
        naturalWidth = size.width > 0 ? Int(size.width.rounded(.up)) : 360
        viewportHeight = size.height > 0 ? Int(size.height.rounded(.up)) : nil
        widget = instance
        area = gtk_drawing_area_new()
        dragGesture = gtk_gesture_drag_new()
        scroller = Scroller(content: area, in: instance)
        // The desktop's font from the start, so the first size GTK asks for is measured in it.
        desktop = DesktopFollower(area: area)
        // Children come with the first allocation, for the part of the tags in view, while an
        // assistive technology listens.
        mirror = AccessibilityMirror(area: area, owner: self)
        assemble()
        AccessibilityStatus.shared.register(self)
        if AccessibilityStatus.shared.isEnabled { mirror.activate(with: controller, focusing: nil) }
        updateAreaFocusability()
        followDesktopFont()
        notifier = PropertyNotifier(PropertyValues(of: self))
        enableActions()
    }

    /// The Swift side of a `TagFlowTagCollection` a `.ui` file (or `g_object_new`) made: no tags
    /// yet, measured by the process's text engine for the desktop's font; `nil`, with the reason
    /// on standard error, when its fonts cannot be loaded.
    static func adopting(_ instance: UnsafeMutablePointer<GtkWidget>) -> TagCollectionWidget? {
        do throws(TagFlowError) {
            let sizer = try SharedTextEngine.desktopSizer()
            let controller = try TagCollectionController(tags: [], viewport: Viewport(width: 360), sizer: sizer)
            return TagCollectionWidget(
                instance: instance, controller: controller, measurer: try SharedTextEngine.desktop().measurer, renderOptions: RenderOptions())
        } catch {
            writeError("tagflow-gtk: a TagFlowTagCollection cannot draw: \(error)")
            return nil
        }
    }

    /// The `TagCollectionWidget` of a `TagFlowTagCollection` — one a `.ui` file built, say
    /// (`gtk_builder_get_object(builder, "tags")`) — or `nil` when `object` is none.
    public static func from(_ object: UnsafeMutableRawPointer?) -> TagCollectionWidget? {
        guard let object, g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), gType) != 0 else {
            return nil
        }
        return owner(ofInstance: object.assumingMemoryBound(to: GtkWidget.self))
    }

    /// `from(_:)` on a typed GObject pointer (`GObject`, `GtkWidget`).
    public static func from<Object>(_ object: UnsafeMutablePointer<Object>?) -> TagCollectionWidget? {
        from(UnsafeMutableRawPointer(object))
    }

    /// Builds the widget tree and connects every handler.
    private func assemble() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        // GTK owns this object from here on: released when the widget is finalized.
        g_object_set_data_full(gobject(widget), Self.ownerKey, Unmanaged.passRetained(self).toOpaque()) { data in
            guard let data else { return }
            let owner = Unmanaged<TagCollectionWidget>.fromOpaque(data)
            MainActor.assumeIsolated { owner.takeUnretainedValue().isAlive = false }
            owner.release()
        }
        g_object_set_data(gobject(area), Self.ownerKey, me)
        GLibMainContext.serveSwiftMainQueue()

        connectSignal(untyped(scroller.viewport), "notify::hadjustment", onViewportAdjustment, me)
        connectSignal(untyped(scroller.viewport), "notify::vadjustment", onViewportAdjustment, me)
        applyScrollingMode()
        watchAdjustments()

        // The area holds keyboard focus for the tags, or its children (one at a time) do while
        // an assistive technology listens (`updateAreaFocusability`).
        gtk_widget_set_focusable(area, 0)
        gtk_widget_set_can_focus(area, 1)
        connectSignal(untyped(area), "notify::has-focus", onAreaFocusChanged, me)
        tfs_accessible_set_label(OpaquePointer(area), accessibleLabel)
        gtk_widget_set_layout_manager(area, gtk_custom_layout_new(areaRequestMode, areaMeasure, areaAllocate))
        gtk_drawing_area_set_draw_func(UnsafeMutablePointer<GtkDrawingArea>(OpaquePointer(area)), drawArea, me, nil)
        connectSignal(untyped(area), "realize", onRealize, me)
        connectSignal(untyped(area), "unrealize", onUnrealize, me)
        connectSignal(untyped(area), "destroy", onAreaDestroy, me)
        connectSignal(untyped(area), "notify::scale-factor", onDesktopNotify, me)
        connectSignal(untyped(area), "direction-changed", onDirectionChanged, me)
        connectInput(me)
    }

    /// One drag gesture carries the pointer; the controller tells taps, long presses, swipes and
    /// drags apart from its events (with frame-clock ticks while a pointer is down).
    private func connectInput(_ me: UnsafeMutableRawPointer) {
        gtk_gesture_single_set_button(dragGesture, UInt32(GDK_BUTTON_PRIMARY))
        connectSignal(untyped(dragGesture), "drag-begin", onDragBegin, me)
        connectSignal(untyped(dragGesture), "drag-update", onDragUpdate, me)
        connectSignal(untyped(dragGesture), "drag-end", onDragEnd, me)
        connectSignal(untyped(dragGesture), "cancel", onDragCancel, me)
        gtk_widget_add_controller(area, dragGesture)
        installDropTarget(me)
        let motion = gtk_event_controller_motion_new()
        connectSignal(untyped(motion), "enter", onPointerMotion, me)
        connectSignal(untyped(motion), "motion", onPointerMotion, me)
        connectSignal(untyped(motion), "leave", onPointerLeave, me)
        gtk_widget_add_controller(area, motion)
        // Keys reach the area while it or one of its children (a tag, the chip) has focus —
        // before the chip's button would take Return and Space as a click.
        let keys = gtk_event_controller_key_new()
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        connectSignal(untyped(keys), "key-pressed", onKeyPressed, me)
        gtk_widget_add_controller(area, keys)
        let secondary = gtk_gesture_click_new()
        gtk_gesture_single_set_button(secondary, UInt32(GDK_BUTTON_SECONDARY))
        connectSignal(untyped(secondary), "pressed", onSecondaryClick, me)
        gtk_widget_add_controller(area, secondary)
        // The whole text of a truncated tag, as its tooltip.
        gtk_widget_set_has_tooltip(area, 1)
        connectSignal(untyped(area), "query-tooltip", onQueryTooltip, me)
    }

    /// A setting of the widget itself changed (natural width, viewport height): scrolling,
    /// size and the GObject properties follow.
    func settingsChanged() {
        guard isAlive else { return }
        applyScrollingMode()
        queueResize()
        notifyChangedProperties(changes: [])
    }

    /// Makes `field` the owner of the controller: from now on the widget shows and changes the
    /// field's, which starts as the widget's own (the desktop's font may already be in it).
    func host(_ field: TagFieldWidget) {
        field.field.controller = controller
        fieldHost = field
        ownController = nil
    }

    /// GTK disposes of the widget: handlers on objects that may outlive it go, methods stop.
    func disposed() {
        models.dispose()
        AccessibilityStatus.shared.unregister(self)
        scroller.unwatchAdjustments()
        fieldHost?.disposed()
        isAlive = false
        detachArea()
    }

    /// Leaves nothing on the drawing area that calls back into this object: GTK's drag and drop
    /// keeps a widget it dragged over until the drag is finished, so the area may outlive this
    /// object, which GObject releases with the widget.
    private func detachArea() {
        areaDestroyed()
        gtk_widget_unparent(desktop.chipStyles.node)
        let me = Unmanaged.passUnretained(self).toOpaque()
        g_signal_handlers_disconnect_matched(untyped(area), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, me)
        let controllers = gtk_widget_observe_controllers(area)
        for k in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, k) else { continue }
            g_signal_handlers_disconnect_matched(controller, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, me)
            g_object_unref(controller)
        }
        g_object_unref(UnsafeMutableRawPointer(controllers))
        gtk_drawing_area_set_draw_func(UnsafeMutablePointer<GtkDrawingArea>(OpaquePointer(area)), nil, nil, nil)
        gtk_widget_set_layout_manager(area, nil)
        g_object_set_data(gobject(area), Self.ownerKey, nil)
    }

    func queueDraw() {
        if isAlive { gtk_widget_queue_draw(area) }
    }

    /// Has GTK measure and allocate the widget again (the content size changed); during the
    /// drawing area's allocation, where GTK would ignore it, the allocation's own check asks for
    /// a layout afterwards if it needs one.
    func queueResize() {
        guard isAlive else { return }
        sizing.contentChanged()
        guard !sizing.isAllocating else { return }
        sizing.heightProbe = nil
        gtk_widget_queue_resize(area)
    }

    /// Queues a resize once the layout under way is done (an allocation cannot queue one).
    func queueResizeAfterLayout() {
        guard isAlive, sizing.relayoutSourceID == 0 else { return }
        sizing.relayoutSourceID = g_idle_add_full(Int32(G_PRIORITY_HIGH_IDLE), onLayoutAgain, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    func layoutAgain() {
        sizing.relayoutSourceID = 0
        queueResize()
    }

    /// Has GTK allocate the drawing area again (its children changed), unless it is allocating
    /// right now.
    func queueAllocate() {
        guard isAlive, !sizing.isAllocating else { return }
        gtk_widget_queue_allocate(area)
    }

    func report(_ error: TagFlowError) {
        if let onError {
            onError(error)
        } else {
            writeError("tagflow-gtk: \(error)")
        }
    }
}

/// Writes `message` and a newline to standard error.
func writeError(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}
