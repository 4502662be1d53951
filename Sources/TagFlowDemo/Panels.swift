import CGtk
import TagFlow
import TagFlowGTK
import TagFlowPango

/// The demo's panels, one feature each. Every panel is a title, a line of explanation and a
/// `TagCollectionWidget`, and keeps its widget alive by GTK's reference to it.
@MainActor
struct Panels {
    /// One measurer and cache for every panel: a word is measured once.
    let sizer: TagSizer

    init() throws(TagFlowError) {
        sizer = TagSizer(measurer: try PangoTextMeasurer())
    }

    /// Pill-shaped tags in the default colours (the dark appearance recolours them), blue when selected.
    static let style: TextTagStyle = {
        var style = TextTagStyle()
        style.cornerRadius = 14
        style.padding = Size(width: 20, height: 10)
        return style
    }()
    static let selectedStyle: TextTagStyle = {
        var style = Panels.style
        style.backgroundColor = TagColor(rgb: 0x0A, 0x84, 0xFF)
        style.textColor = .white
        return style
    }()

    static let words = [
        "Swift", "Linux", "GTK", "Cairo", "Pango", "Layout", "Accessibility", "Tags", "Flow", "Debian", "Keyboard",
        "Wayland", "Focus", "Dark mode",
    ]

    func tags(_ words: [String]) -> [TextTag] {
        words.map { TextTag($0, style: Self.style, selectedStyle: Self.selectedStyle) }
    }

    /// A widget of `words` laid out `width` points wide.
    func collection(
        _ words: [String], selected: Set<String> = [], configuration: LayoutConfiguration = LayoutConfiguration(),
        options: TagCollectionOptions = TagCollectionOptions(), width: Double = 300, height: Double = 0
    ) throws(TagFlowError) -> TagCollectionWidget {
        var tags = tags(words)
        for i in tags.indices { tags[i].isSelected = selected.contains(words[i]) }
        let controller = try TagCollectionController(
            tags: tags, configuration: configuration, options: options, viewport: Viewport(width: width, height: height),
            sizer: sizer)
        return try TagCollectionWidget(controller: controller)
    }

    /// Applies `body` to the widget's component (animated); a refusal goes to standard error.
    func change(_ tags: TagCollectionWidget, _ body: (inout TagCollectionController) throws -> TagCollectionUpdate) {
        do {
            try tags.update(body)
        } catch {
            printError("error: \(error)")
        }
    }

    /// A titled panel: heading, explanation, then the content.
    func panel(_ title: String, _ explanation: String, _ content: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let panel = box(GTK_ORIENTATION_VERTICAL, spacing: 6, [label(title, heading: true), label(explanation)] + content)
        gtk_widget_set_size_request(panel, 300, -1)
        return panel
    }

    // MARK: The panels

    /// The alignments, switched with an animated relayout.
    func alignments() throws(TagFlowError) -> UnsafeMutablePointer<GtkWidget> {
        let choices: [(String, LayoutConfiguration.Alignment)] = [
            ("Leading", .leading), ("Center", .center), ("Trailing", .trailing), ("Space between", .spaceBetween),
            ("Fill width", .fillWidth),
        ]
        let tags = try collection(Array(Self.words.prefix(8)), selected: ["GTK"])
        let picker = dropDown(choices.map(\.0))
        onSignal(object(picker), "notify::selected") {
            var configuration = tags.controller.configuration
            configuration.alignment = choices[selection(of: picker)].1
            change(tags) { try $0.setConfiguration(configuration) }
        }
        return panel("Alignments", "Each line aligned on its own; changes animate.", [picker, tags.widget])
    }

    /// Multiple selection with a limit, reported as it happens.
    func selectionWithALimit() throws(TagFlowError) -> UnsafeMutablePointer<GtkWidget> {
        let tags = try collection(
            Array(Self.words.prefix(9)), selected: ["Linux", "Cairo"], options: TagCollectionOptions(selectionMode: .multiple(limit: 3)))
        let status = label("Selected: Linux, Cairo")
        // `unowned`: the widget keeps its handler, so a strong capture would keep it forever.
        tags.onCallback = { [unowned tags] callback in
            switch callback {
            case .didRefuseTapForLimit(_, let id, let limit):
                gtk_label_set_text(OpaquePointer(status), "\(id) not selected: at most \(limit) tags.")
            case .didTap:
                let names = tags.controller.selectedTags.map(\.id.rawValue)
                gtk_label_set_text(OpaquePointer(status), names.isEmpty ? "Nothing selected." : "Selected: " + names.joined(separator: ", "))
            default:
                break
            }
        }
        return panel("Selection, at most 3", "Click or tap to select; a fourth is refused.", [tags.widget, status])
    }

    /// Long press to lift, drag to reorder, drop on the bar to delete, or click a tag's ×.
    func reorderAndDelete() throws(TagFlowError) -> UnsafeMutablePointer<GtkWidget> {
        var options = TagCollectionOptions(allowsReordering: true, allowsDragToDelete: true, removeButton: .init())
        options.selectionMode = .none
        var configuration = LayoutConfiguration()
        configuration.contentInset = Insets(top: 8, left: 8, bottom: 8, right: 8)
        let tags = try collection(Array(Self.words.prefix(9)), configuration: configuration, options: options, height: 180)
        // A frame shows the area the delete bar appears at the bottom of.
        let frame = gtk_frame_new(nil)!
        gtk_frame_set_child(frame.cast(GtkFrame.self), tags.widget)
        return panel(
            "Reorder and delete", "Press and hold a tag, then drag it; drop it on the bar to delete it, or click its ×.",
            [frame])
    }

    /// A fixed number of rows that scroll sideways.
    func horizontalRows() throws(TagFlowError) -> UnsafeMutablePointer<GtkWidget> {
        let configuration = LayoutConfiguration(scrollDirection: .horizontal, numberOfLines: 2)
        let tags = try collection(Self.words + Self.words.map { $0 + " 2" }, configuration: configuration)
        return panel("Horizontal rows", "Two rows, scrolling sideways (wheel or touchpad).", [tags.widget])
    }

    /// A line limit with the built-in "+N more" chip: measured for the count it shows, a tap
    /// shows every line, "Show less" folds them again.
    func lineLimit() throws(TagFlowError) -> UnsafeMutablePointer<GtkWidget> {
        // The tags' shape in the default chip's quiet colours (which the dark appearance recolours).
        var chip = OverflowChip(format: "+{count} more")
        chip.style.cornerRadius = Self.style.cornerRadius
        chip.style.padding = Self.style.padding
        let tags = try collection(
            Self.words, configuration: LayoutConfiguration(numberOfLines: 2), options: TagCollectionOptions(overflowChip: chip))
        return panel("Line limit", "Two lines and a \"+N more\" chip; tap it to see them all, \"Show less\" to fold them.", [tags.widget])
    }

    /// Right-to-left: the layout mirrors, whatever the desktop's direction.
    func rightToLeft() throws(TagFlowError) -> UnsafeMutablePointer<GtkWidget> {
        let words = ["שלום", "עולם", "תגיות", "פריסה", "נגישות", "מקלדת", "בחירה", "Swift"]
        let tags = try collection(words, configuration: LayoutConfiguration(layoutDirection: .rightToLeft))
        tags.followsTextDirection = false
        return panel("Right to left", "Mirrored lines; the first tag sits at the right.", [tags.widget])
    }

    /// Dynamic Type: the same tags at the reader's text size.
    func dynamicType() throws(TagFlowError) -> UnsafeMutablePointer<GtkWidget> {
        let sizes: [(String, TextSizeCategory)] = [
            ("Large (default)", .large), ("Extra small", .extraSmall), ("Extra extra extra large", .extraExtraExtraLarge),
            ("Accessibility medium", .accessibilityMedium),
        ]
        let tags = try collection(Array(Self.words.prefix(6)))
        tags.followsDesktopTextSize = false
        let picker = dropDown(sizes.map(\.0))
        onSignal(object(picker), "notify::selected") {
            change(tags) { try $0.setTextSizeCategory(sizes[selection(of: picker)].1) }
        }
        return panel("Dynamic Type", "Text sizes from extra small to the accessibility sizes.", [picker, tags.widget])
    }
}
