#if canImport(Glibc)
import Glibc
#endif
import CGtk
import TagFlow
import TagFlowGTK

/// An issue tracker's list (docs/gtk.md, "In a list"): a `GtkListView` of `count` rows, each a
/// title and its labels as a `TagCollectionWidget`, made by a `GtkSignalListItemFactory` that
/// recycles rows while the list scrolls. Bind replaces the row's tags without animation, and
/// the row takes the height of its new tags by itself. With `reportsRows`, each time the list
/// has scrolled and painted, the rows in view are printed as one JSON line (`ListReport`).
@MainActor func runListApp(count: Int, reportsRows: Bool) -> Int32 {
    let app = gtk_application_new("org.tagflow.List", G_APPLICATION_NON_UNIQUE)
    defer { g_object_unref(app) }
    onSignal(app, "activate") {
        let list = showIssueList(of: app!, count: count)
        if reportsRows { ListReport.watch(list) }
    }
    return g_application_run(UnsafeMutablePointer(OpaquePointer(app)), 1, CommandLine.unsafeArgv)
}

/// Shows the window; returns its list view.
@discardableResult
@MainActor func showIssueList(of app: UnsafeMutablePointer<GtkApplication>, count: Int) -> UnsafeMutablePointer<GtkWidget> {
    let factory = gtk_signal_list_item_factory_new()
    onSignal(UnsafeMutableRawPointer(factory), "setup") { arguments in setUpIssueRow(arguments.object(0)) }
    onSignal(UnsafeMutableRawPointer(factory), "bind") { arguments in bindIssueRow(arguments.object(0)) }
    // The model: the issues' numbers, as strings (GtkStringList).
    let model = gtk_string_list_new(nil)
    for number in 0..<count { gtk_string_list_append(model, "\(number)") }
    let selection = gtk_no_selection_new(model)
    let list = gtk_list_view_new(selection, factory)!
    let scrolled = gtk_scrolled_window_new()
    gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
    gtk_widget_set_name(list, "issues")
    let window = gtk_application_window_new(app)
    gtk_window_set_title(UnsafeMutablePointer(OpaquePointer(window)), "Issues")
    gtk_window_set_default_size(UnsafeMutablePointer(OpaquePointer(window)), 480, 640)
    gtk_window_set_child(UnsafeMutablePointer(OpaquePointer(window)), scrolled)
    gtk_window_present(UnsafeMutablePointer(OpaquePointer(window)))
    return list
}

/// A new row: a box of a title label and an empty tag collection.
@MainActor func setUpIssueRow(_ item: OpaquePointer?) {
    guard let tags = try? TagCollectionWidget(tags: []) else { return }
    let title = gtk_label_new(nil)!
    gtk_label_set_xalign(OpaquePointer(title), 0)
    let row = box(GTK_ORIENTATION_VERTICAL, spacing: 4, [title, tags.widget])
    for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
        margin(row, 6)
    }
    gtk_list_item_set_child(item, row)
}

/// A row shows the issue at its position: its title and its labels, in place of the last ones.
@MainActor func bindIssueRow(_ item: OpaquePointer?) {
    guard let row = gtk_list_item_get_child(item), let title = gtk_widget_get_first_child(row),
        let tags = TagCollectionWidget.from(gtk_widget_get_next_sibling(title))
    else { return }
    let number = Int(gtk_list_item_get_position(item))
    let issue = IssueCatalog.issue(number)
    gtk_label_set_text(OpaquePointer(title), issue.title)
    // A recycled row shows another issue: its tags appear as they are, not animated in.
    _ = try? tags.update(animated: false) { try $0.setTags(issue.labels) }
}

/// Made-up issues: a title and three to eight coloured labels each, the same for a number on
/// every run.
enum IssueCatalog {
    static let labels: [(name: String, color: UInt32)] = [
        ("bug", 0xD73A4A), ("enhancement", 0xA2EEEF), ("documentation", 0x0075CA), ("good first issue", 0x7057FF),
        ("help wanted", 0x008672), ("question", 0xD876E3), ("wontfix", 0xEDEDED), ("duplicate", 0xCFD3D7),
        ("accessibility", 0x5319E7), ("performance", 0xFBCA04), ("regression", 0xB60205), ("right-to-left", 0x1D76DB),
        ("input methods", 0x0E8A16), ("GTK 4.8", 0xC5DEF5), ("Wayland", 0xBFD4F2), ("needs design", 0xF9D0C4),
        ("blocked", 0xE99695), ("keyboard", 0xFEF2C0), ("Pango", 0xD4C5F9), ("fonts", 0xC2E0C6),
    ]

    static func issue(_ number: Int) -> (title: String, labels: [TextTag]) {
        var state = UInt64(number) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next(_ bound: Int) -> Int {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return Int((state &* 0x2545_F491_4F6C_DD1D) >> 33) % bound
        }
        var picked: [Int] = []
        let count = 3 + next(6)
        while picked.count < count {
            let label = next(labels.count)
            if !picked.contains(label) { picked.append(label) }
        }
        let tags = picked.map { i -> TextTag in
            var style = TextTagStyle()
            style.backgroundColor = TagColor(hex: labels[i].color)
            style.textColor = isLight(labels[i].color) ? .black : .white
            return TextTag(labels[i].name, style: style)
        }
        return ("#\(number + 1) Issue number \(number + 1)", tags)
    }

    /// Whether black text reads better than white on `color` (its luma, as GitHub's labels pick).
    private static func isLight(_ color: UInt32) -> Bool {
        let (red, green, blue) = (Double(color >> 16 & 0xFF), Double(color >> 8 & 0xFF), Double(color & 0xFF))
        return 0.299 * red + 0.587 * green + 0.114 * blue > 150
    }
}

/// The rows a list has made, printed for the UI test once the list has scrolled and painted: one
/// JSON object a line, `{"rows": [{"y", "inView", "title", "tags", "width", "height",
/// "contentHeight"}]}`, every row the list keeps a widget for (those around the view too), top to
/// bottom; `inView` when its allocation meets the visible part; `height` is the tags' widget's
/// allocated height, `contentHeight` what its controller lays out at that width.
@MainActor enum ListReport {
    static func watch(_ list: UnsafeMutablePointer<GtkWidget>) {
        guard let scrolled = gtk_widget_get_parent(list) else { return }
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
        var pending: guint = 0
        let schedule = {
            if pending != 0 { g_source_remove(pending) }
            // After the scroll has been laid out and painted.
            pending = g_timeout_add_full(G_PRIORITY_LOW, 400, { data in
                MainActor.assumeIsolated { ListReport.print(Unmanaged<ListReportTarget>.fromOpaque(data!).takeUnretainedValue()) }
                return 0
            }, Unmanaged.passRetained(ListReportTarget(list: list, done: { pending = 0 })).toOpaque()) { data in
                Unmanaged<ListReportTarget>.fromOpaque(data!).release()
            }
        }
        onSignal(adjustment, "value-changed") { schedule() }
        schedule()
    }

    static func print(_ target: ListReportTarget) {
        target.done()
        let list = target.list
        let visibleHeight = Double(gtk_widget_get_height(gtk_widget_get_parent(list)))
        var rows: [String] = []
        var child = gtk_widget_get_first_child(list)
        while let row = child {
            child = gtk_widget_get_next_sibling(row)
            var bounds = graphene_rect_t()
            guard gtk_widget_get_child_visible(row) != 0, gtk_widget_compute_bounds(row, gtk_widget_get_parent(list), &bounds) != 0,
                let box = gtk_widget_get_first_child(row), let title = gtk_widget_get_first_child(box),
                let tags = TagCollectionWidget.from(gtk_widget_get_next_sibling(title))
            else { continue }
            let texts = tags.controller.tags.map { "\"\($0.id.rawValue)\"" }.joined(separator: ",")
            let titleText = String(cString: gtk_label_get_text(OpaquePointer(title)))
            let inView = Double(bounds.origin.y + bounds.size.height) > 0 && Double(bounds.origin.y) < visibleHeight
            rows.append(
                "{\"y\":\(bounds.origin.y),\"inView\":\(inView),\"title\":\"\(titleText)\",\"tags\":[\(texts)],\"width\":\(gtk_widget_get_width(tags.widget)),"
                    + "\"height\":\(gtk_widget_get_height(tags.widget)),\"contentHeight\":\(tags.controller.contentSize.height)}")
        }
        let line = "{\"rows\":[" + rows.joined(separator: ",") + "]}\n"
        _ = line.withCString { write(1, $0, strlen($0)) }
    }
}

/// What a scheduled report needs: the list, and how to say it ran.
final class ListReportTarget {
    let list: UnsafeMutablePointer<GtkWidget>
    let done: @MainActor () -> Void
    init(list: UnsafeMutablePointer<GtkWidget>, done: @escaping @MainActor () -> Void) {
        self.list = list
        self.done = done
    }
}
