import CGtk
import CGtkShim
import TagFlow

/// The widget's settings as GObject properties: read and written through the Swift API, so a
/// property set from C, a `.ui` file or `g_object_bind_property` is a change like any other, and
/// each property notifies whenever its value changes, however it was changed.
extension TagCollectionWidget {
    /// The class's GObject properties (GtkScrollable's four follow, kept by the C shim).
    static let properties = PropertyTable<TagCollectionWidget>([
        .init("alignment", "Where the tags of a line go along it", .enumeration(tfs_alignment_get_type(), default: "leading"),
              get: { $0.controller.configuration.alignment.rawValue },
              set: { widget, name throws(TagFlowError) in
                  try widget.changeConfiguration { $0.alignment = .init(rawValue: name) ?? .leading }
              }),
        .layout("horizontal-spacing", "Points between the tags of a line", .double(0...1e6, default: 8), \.horizontalSpacing),
        .layout("vertical-spacing", "Points between lines", .double(0...1e6, default: 8), \.verticalSpacing),
        .init("line-limit", "The most lines shown (0: no limit)", .uint(),
              get: { $0.controller.configuration.numberOfLines ?? 0 },
              set: { widget, lines throws(TagFlowError) in try widget.changeConfiguration { $0.numberOfLines = lines == 0 ? nil : lines } }),
        .init("scroll-direction", "Wrapping lines, or rows that scroll sideways",
              .enumeration(tfs_scroll_direction_get_type(), default: "vertical"),
              get: { $0.controller.configuration.scrollDirection.rawValue },
              set: { widget, name throws(TagFlowError) in
                  try widget.changeConfiguration { $0.scrollDirection = .init(rawValue: name) ?? .vertical }
              }),
        .init("selection-mode", "How input selects tags", .enumeration(tfs_selection_mode_get_type(), default: "multiple"),
              get: { $0.controller.options.selectionMode.name },
              set: { widget, name throws(TagFlowError) in
                  try widget.changeOptions { $0.selectionMode = .init(name: name, limit: $0.selectionMode.limit) }
              }),
        .init("selection-limit", "The most tags input selects (0: no limit; sets multiple selection)", .uint(),
              get: { if case .multiple(let limit) = $0.controller.options.selectionMode { limit ?? 0 } else { 0 } },
              set: { widget, limit throws(TagFlowError) in try widget.changeOptions { $0.selectionLimit = limit == 0 ? nil : limit } }),
        .init("remove-buttons", "Whether each tag shows a remove (×) button", .bool(),
              get: { $0.controller.options.removeButton != nil },
              set: { widget, shown throws(TagFlowError) in
                  try widget.changeOptions { $0.removeButton = shown ? $0.removeButton ?? .init() : nil }
              }),
        .option("reorderable", "Whether a long press lifts a tag to drag it elsewhere", .bool(), \.allowsReordering),
        .option("swipe-selection", "Whether a drag across tags selects them", .bool(), \.allowsSwipeSelection),
        .option("drag-to-delete", "Whether a lifted tag dropped on the delete zone is removed", .bool(), \.allowsDragToDelete),
        .init("natural-width", "The width the widget asks for", .int(0...Int(Int32.max), default: 360),
              get: { $0.naturalWidth }, set: { $0.naturalWidth = $1 }),
        .init("viewport-height", "The height the tags scroll in (-1: as high as the tags)", .int(-1...Int(Int32.max), default: -1),
              get: { $0.viewportHeight ?? -1 }, set: { $0.viewportHeight = $1 < 0 ? nil : $1 }),
        .init("tags", "The tags' texts, in order (setting it keeps the tags whose text stays)", .strings, notify: .byOwner,
              get: { $0.controller.collection.ids.map(\.rawValue) },
              set: { widget, ids throws(TagFlowError) in
                  try widget.update { (tags) throws(TagFlowError) in try tags.setTags(ids.map { widget.existingOrPlainTag(TagID($0)) }) }
              }),
        .init("selected-tags", "The ids of the selected tags, in order", .strings, notify: .byOwner,
              get: { $0.controller.selectedTags.map(\.id.rawValue) },
              set: { widget, ids throws(TagFlowError) in
                  try widget.update { (tags) throws(TagFlowError) in try tags.setSelection(ids.map { TagID($0) }) }
              }),
        .init("has-selection", "Whether any tag is selected", .bool(), notify: .whenTagsChanged,
              get: { $0.controller.collection.contains { $0.isSelected } }),
        .init("follows-desktop-text-size", "Whether the text scales with the desktop's", .bool(default: true),
              get: { $0.followsDesktopTextSize }, set: { $0.followsDesktopTextSize = $1 }),
        .option("activate-on-single-click", "Whether a click activates a tag instead of toggling it", .bool(), \.activatesOnSingleClick),
        .option("selection-minimum", "The fewest tags input leaves selected (0: none required)", .uint(), \.selectionMinimum),
        .init("filter-text", "Only tags whose words contain it show, ignoring case (empty: every tag)", .string(),
              get: { $0.filterText }, set: { $0.filterText = $1 }),
        .init("follows-desktop-font", "Whether tags in the default font show in the desktop's", .bool(default: true),
              get: { $0.followsDesktopFont }, set: { $0.followsDesktopFont = $1 }),
        .option("accepts-paste", "Whether pasted text becomes tags (Control+V)", .bool(), \.allowsPasting),
        .init("selection-model", "The tags as a GtkSelectionModel of GtkStringObjects (their ids)",
              .object(gtk_selection_model_get_type()), notify: .never,
              get: { UnsafeMutableRawPointer($0.selectionModel) }),
    ])

    /// The rows of the tag lists, which an update's changes notify.
    private static let tagsRow = properties.row(named: "tags"), selectedTagsRow = properties.row(named: "selected-tags")

    /// Changes the layout configuration as one update.
    fileprivate func changeConfiguration(_ change: (inout LayoutConfiguration) -> Void) throws(TagFlowError) {
        var configuration = controller.configuration
        change(&configuration)
        try performBatchUpdates { (controller) throws(TagFlowError) in try controller.setConfiguration(configuration) }
    }

    /// Changes the options as one update.
    fileprivate func changeOptions(_ change: (inout TagCollectionOptions) -> Void) throws(TagFlowError) {
        var options = controller.options
        change(&options)
        try performBatchUpdates { (controller) throws(TagFlowError) in try controller.setOptions(options) }
    }

    /// The tag with `id`, or a plain one showing it (a plain tag's id is its text).
    private func existingOrPlainTag(_ id: TagID) -> TextTag {
        controller.tag(withID: id) ?? TextTag(id.rawValue)
    }
}

extension GObjectProperty where Owner == TagCollectionWidget {
    /// A property that is one of the widget's options, set as one update.
    @MainActor
    static func option<Value>(_ name: String, _ blurb: String, _ kind: PropertyKind<Value>, _ option: WritableKeyPath<TagCollectionOptions, Value>) -> Self {
        Self(name, blurb, kind, get: { $0.controller.options[keyPath: option] }, set: { widget, value throws(TagFlowError) in
            try widget.changeOptions { $0[keyPath: option] = value }
        })
    }

    /// A property that is one of the layout configuration's settings, set as one update.
    @MainActor
    static func layout<Value>(_ name: String, _ blurb: String, _ kind: PropertyKind<Value>, _ setting: WritableKeyPath<LayoutConfiguration, Value>) -> Self {
        Self(name, blurb, kind, get: { $0.controller.configuration[keyPath: setting] }, set: { widget, value throws(TagFlowError) in
            try widget.changeConfiguration { $0[keyPath: setting] = value }
        })
    }
}

extension TagCollectionWidget {
    /// Notifies the properties whose values changed since they were last notified, and the tag
    /// lists when `changes` changed them.
    func notifyChangedProperties(changes: [TagCollectionChange]) {
        guard isAlive else { return }
        // A relayout, scroll or focus move changes nothing a property reads: nothing to compare.
        guard !changes.isEmpty || PropertyInputs(of: self) != notifier.notified.inputs else { return }
        notifier.notify(PropertyValues(of: self, since: notifier.notified, changes: changes), on: widget)
        if changes.changesMembershipOrOrder { tfs_swift_widget_notify(widget, guint(Self.tagsRow)) }
        if changes.changesSelection { tfs_swift_widget_notify(widget, guint(Self.selectedTagsRow)) }
    }
}

/// What the compared properties are read from, but for the tags' selection (which only an
/// update with changes changes): while it is the same, so are their values.
struct PropertyInputs: Equatable {
    var configuration: LayoutConfiguration
    var options: TagCollectionOptions
    var naturalWidth: Int
    var viewportHeight: Int?
    var followsDesktopTextSize: Bool
    var followsDesktopFont: Bool
    var filterText: String

    @MainActor
    init(of widget: TagCollectionWidget) {
        configuration = widget.controller.configuration
        options = widget.controller.options
        naturalWidth = widget.naturalWidth
        viewportHeight = widget.viewportHeight
        followsDesktopTextSize = widget.followsDesktopTextSize
        followsDesktopFont = widget.followsDesktopFont
        filterText = widget.filterText
    }
}

/// The values of the compared properties at one moment, by row (`nil`: not compared), and what
/// they were read from.
struct PropertyValues {
    var values: [PropertyValue?] = []
    var inputs: PropertyInputs?

    init() {}

    /// The values now, after an update with `changes` from the moment of `previous` (none: all
    /// read): a `whenTagsChanged` property's — a walk over every tag — is kept from `previous`
    /// unless the tags changed (a relayout, a scroll or a focus move changes no tag).
    @MainActor
    init(of widget: TagCollectionWidget, since previous: PropertyValues? = nil, changes: [TagCollectionChange] = []) {
        values = TagCollectionWidget.properties.rows.enumerated().map { row, property in
            switch property.notification {
            case .whenChanged: property.read(widget)
            case .whenTagsChanged: changes.isEmpty ? previous?.value(at: row) ?? property.read(widget) : property.read(widget)
            case .byOwner, .never: nil
            }
        }
        inputs = PropertyInputs(of: widget)
    }

    /// The value of row `row`, `nil` when it was not read.
    func value(at row: Int) -> PropertyValue? {
        values.indices.contains(row) ? values[row] : nil
    }
}

extension TagCollectionOptions.SelectionMode {
    /// The mode named `name`; `multiple` keeps `limit` (the limit of the mode before, when it
    /// was `multiple` with one).
    init(name: String, limit: Int?) {
        switch name {
        case "none": self = .none
        case "single": self = .single
        default: self = .multiple(limit: limit.flatMap { $0 > 1 ? $0 : nil })
        }
    }
}
