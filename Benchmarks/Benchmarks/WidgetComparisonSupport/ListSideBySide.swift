#if canImport(Glibc)
import Glibc
#endif
import CGtk
import TagFlow
import TagFlowGTK

/// An issue tracker's list in a shown window, its rows either the widget or a `GtkFlowBox` of
/// `GtkLabel`s: a `GtkListView` of `count` rows (a title and 3–8 coloured labels each), bound by a
/// `GtkSignalListItemFactory` as an app binds it. What an app gets: the time from making the
/// window to the end of its first painted frame and the resident memory that added, then the
/// time each frame takes (from the frame clock's `before-paint` to its `after-paint`) when the
/// list scrolls a page down, as Page Down does.
@MainActor
public enum ListSideBySide {
    /// What fills a row's labels.
    public enum Rows: String, Sendable {
        /// `TagCollectionWidget`, its tags replaced without animation on bind (docs/gtk.md).
        case widget
        /// A `GtkFlowBox` whose `GtkLabel` children are removed and made again on bind.
        case flowBox = "GtkFlowBox"
    }

    /// One run's measurements.
    public struct Run: Sendable {
        public var startMilliseconds: Double
        public var residentKibibytes: Int
        public var frameMilliseconds: [Double]
    }

    /// Shows the list, waits for its first paint, pages down `pages` times; in this process.
    public static func run(_ rows: Rows, count: Int, pages: Int) -> Run {
        installRowStyle()
        let before = ProcessClock.residentKibibytes() ?? 0
        let start = monotonicMilliseconds()
        let (window, list) = makeWindow(rows: rows, count: count)
        let watch = FrameWatch(window)
        watch.waitForPaint()
        let started = monotonicMilliseconds() - start
        let resident = (ProcessClock.residentKibibytes() ?? 0) - before
        let scrolled = gtk_widget_get_parent(list)!
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))!
        var frames: [Double] = []
        for _ in 0..<pages {
            let page = gtk_adjustment_get_page_size(adjustment)
            let top = gtk_adjustment_get_upper(adjustment) - page
            gtk_adjustment_set_value(adjustment, min(top, gtk_adjustment_get_value(adjustment) + page))
            frames.append(watch.waitForPaint())
        }
        gtk_window_destroy(UnsafeMutablePointer(OpaquePointer(window)))
        return Run(startMilliseconds: started, residentKibibytes: resident, frameMilliseconds: frames)
    }

    static func monotonicMilliseconds() -> Double { Double(g_get_monotonic_time()) / 1000 }

    private static func makeWindow(rows: Rows, count: Int) -> (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>) {
        let factory = gtk_signal_list_item_factory_new()
        let (setup, bind) = rows == .widget ? (setUpWidgetRow, bindWidgetRow) : (setUpFlowBoxRow, bindFlowBoxRow)
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "setup", unsafeBitCast(setup, to: GCallback.self), nil, nil, GConnectFlags(0))
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "bind", unsafeBitCast(bind, to: GCallback.self), nil, nil, GConnectFlags(0))
        let model = gtk_string_list_new(nil)
        for number in 0..<count { gtk_string_list_append(model, "\(number)") }
        let list = gtk_list_view_new(gtk_no_selection_new(model), factory)!
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
        let window = gtk_window_new()!
        gtk_window_set_default_size(UnsafeMutablePointer(OpaquePointer(window)), 480, 640)
        gtk_window_set_child(UnsafeMutablePointer(OpaquePointer(window)), scrolled)
        gtk_window_present(UnsafeMutablePointer(OpaquePointer(window)))
        return (window, list)
    }

    private static func hex(_ color: UInt32) -> String {
        let digits = String(color, radix: 16)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// The labels' colours as CSS classes, for the flow box's labels.
    private static func installRowStyle() {
        let css = IssueLabels.colors.enumerated().map { i, color in
            "label.issue-label-\(i) { background-color: #\(hex(color)); color: \(IssueLabels.isLight(color) ? "black" : "white"); }"
        }.joined(separator: "\n")
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}

/// The labels of the issue in row `row`: 3–8 of twenty, the same on every run.
enum IssueLabels {
    static let names = [
        "bug", "enhancement", "documentation", "good first issue", "help wanted", "question", "wontfix", "duplicate",
        "accessibility", "performance", "regression", "right-to-left", "input methods", "GTK 4.8", "Wayland",
        "needs design", "blocked", "keyboard", "Pango", "fonts",
    ]
    static let colors: [UInt32] = (0..<20).map { i in UInt32((i * 0x2F4A1B + 0x3C8D52) & 0xFFFFFF) }

    static func isLight(_ color: UInt32) -> Bool {
        let (r, g, b) = (Double(color >> 16), Double(color >> 8 & 0xFF), Double(color & 0xFF))
        return 0.299 * r + 0.587 * g + 0.114 * b > 150
    }

    static func of(row: Int) -> [Int] {
        var state = UInt64(row) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        var picked: [Int] = []
        let count = 3 + Int(state % 6)
        while picked.count < count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let label = Int(state >> 33) % names.count
            if !picked.contains(label) { picked.append(label) }
        }
        return picked
    }

    static func tags(row: Int) -> [TextTag] {
        of(row: row).map { i in
            var style = TextTagStyle()
            style.backgroundColor = TagColor(hex: colors[i])
            style.textColor = isLight(colors[i]) ? .black : .white
            return TextTag(names[i], style: style)
        }
    }
}

/// Waits for the window's frames to be painted, and times each frame from its first phase (the
/// frame clock's `before-paint`, emitted by every frame) to the end of its paint.
@MainActor
final class FrameWatch {
    private var frameStart: Double?
    private var painted: Double?

    init(_ window: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_realize(window)
        let clock = gtk_widget_get_frame_clock(window)
        let me = Unmanaged.passUnretained(self).toOpaque()
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "before-paint", unsafeBitCast(onFrameStart, to: GCallback.self), me, nil, GConnectFlags(0))
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(onFramePainted, to: GCallback.self), me, nil, GConnectFlags(0))
    }

    /// Runs the main loop until the next frame is painted; its duration in milliseconds.
    @discardableResult
    func waitForPaint() -> Double {
        painted = nil
        while painted == nil { g_main_context_iteration(nil, 1) }
        return painted!
    }

    fileprivate func started() { frameStart = ListSideBySide.monotonicMilliseconds() }

    fileprivate func ended() {
        guard let frameStart else { return }
        painted = ListSideBySide.monotonicMilliseconds() - frameStart
    }
}

private typealias ClockHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
private let onFrameStart: ClockHandler = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { Unmanaged<FrameWatch>.fromOpaque(data!).takeUnretainedValue().started() }
}
private let onFramePainted: ClockHandler = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { Unmanaged<FrameWatch>.fromOpaque(data!).takeUnretainedValue().ended() }
}

private typealias ItemHandler = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void

/// A title label above the row's labels (`labels`), in a box.
@MainActor private func row(_ labels: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    let title = gtk_label_new(nil)!
    gtk_label_set_xalign(OpaquePointer(title), 0)
    gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), title)
    gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), labels)
    for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
        margin(box, 6)
    }
    return box
}

/// The row's title label and its labels' widget, after a bind set the title.
@MainActor private func bound(_ item: OpaquePointer?) -> (labels: UnsafeMutablePointer<GtkWidget>, row: Int)? {
    guard let box = gtk_list_item_get_child(item), let title = gtk_widget_get_first_child(box),
        let labels = gtk_widget_get_next_sibling(title)
    else { return nil }
    let row = Int(gtk_list_item_get_position(item))
    gtk_label_set_text(OpaquePointer(title), "#\(row + 1) Issue number \(row + 1)")
    return (labels, row)
}

private let setUpWidgetRow: ItemHandler = { _, item, _ in
    nonisolated(unsafe) let item = item
    MainActor.assumeIsolated {
        guard let sizer = try? SharedTextEngine.desktopSizer(),
            let controller = try? TagCollectionController(tags: [], viewport: Viewport(width: 440), sizer: sizer),
            let tags = try? TagCollectionWidget(controller: controller)
        else { fatalError("the widget cannot be made") }
        gtk_list_item_set_child(item, row(tags.widget))
    }
}

private let bindWidgetRow: ItemHandler = { _, item, _ in
    nonisolated(unsafe) let item = item
    MainActor.assumeIsolated {
        guard let (labels, row) = bound(item), let tags = TagCollectionWidget.from(labels) else { return }
        _ = try? tags.update(animated: false) { try $0.setTags(IssueLabels.tags(row: row)) }
    }
}

private let setUpFlowBoxRow: ItemHandler = { _, item, _ in
    nonisolated(unsafe) let item = item
    MainActor.assumeIsolated {
        let box = gtk_flow_box_new()!
        gtk_flow_box_set_selection_mode(OpaquePointer(box), GTK_SELECTION_NONE)
        gtk_flow_box_set_max_children_per_line(OpaquePointer(box), 1000)
        gtk_flow_box_set_column_spacing(OpaquePointer(box), 8)
        gtk_flow_box_set_row_spacing(OpaquePointer(box), 8)
        gtk_list_item_set_child(item, row(box))
    }
}

private let bindFlowBoxRow: ItemHandler = { _, item, _ in
    nonisolated(unsafe) let item = item
    MainActor.assumeIsolated {
        guard let (labels, row) = bound(item) else { return }
        while let child = gtk_widget_get_first_child(labels) { gtk_flow_box_remove(OpaquePointer(labels), child) }
        for i in IssueLabels.of(row: row) {
            let label = gtk_label_new(IssueLabels.names[i])!
            gtk_widget_add_css_class(label, "chip")
            gtk_widget_add_css_class(label, "issue-label-\(i)")
            gtk_flow_box_append(OpaquePointer(labels), label)
        }
    }
}
