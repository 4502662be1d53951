import CGtk
import CGtkShim
import TagFlow

/// The widget's settings as GObject properties: read and written through the Swift API, so a
/// property set from C, a `.ui` file or `g_object_bind_property` is a change like any other, and
/// each property notifies whenever its value changes, however it was changed.
extension TagCollectionWidget {
    /// The properties whose values are compared to notify them (the tag lists are notified from
    /// an update's changes instead: comparing them would cost a walk over every tag).
    static let comparedProperties: [TfsProperty] = [
        TFS_PROP_ALIGNMENT, TFS_PROP_HORIZONTAL_SPACING, TFS_PROP_VERTICAL_SPACING, TFS_PROP_LINE_LIMIT,
        TFS_PROP_SCROLL_DIRECTION, TFS_PROP_SELECTION_MODE, TFS_PROP_SELECTION_LIMIT, TFS_PROP_REMOVE_BUTTONS,
        TFS_PROP_REORDERABLE, TFS_PROP_SWIPE_SELECTION, TFS_PROP_DRAG_TO_DELETE, TFS_PROP_NATURAL_WIDTH,
        TFS_PROP_VIEWPORT_HEIGHT, TFS_PROP_HAS_SELECTION, TFS_PROP_FOLLOWS_DESKTOP_TEXT_SIZE,
        TFS_PROP_ACTIVATE_ON_SINGLE_CLICK, TFS_PROP_SELECTION_MINIMUM, TFS_PROP_FILTER_TEXT, TFS_PROP_FOLLOWS_DESKTOP_FONT,
        TFS_PROP_ACCEPTS_PASTE,
    ]

    /// The value of `property` now.
    func propertyValue(_ property: TfsProperty) -> PropertyValue {
        let configuration = controller.configuration, options = controller.options
        switch property {
        case TFS_PROP_ALIGNMENT: return .enumeration(GEnumNicks.value(of: configuration.alignment.rawValue, in: tfs_alignment_get_type()))
        case TFS_PROP_HORIZONTAL_SPACING: return .double(configuration.horizontalSpacing)
        case TFS_PROP_VERTICAL_SPACING: return .double(configuration.verticalSpacing)
        case TFS_PROP_LINE_LIMIT: return .uint(configuration.numberOfLines ?? 0)
        case TFS_PROP_SCROLL_DIRECTION:
            return .enumeration(GEnumNicks.value(of: configuration.scrollDirection.rawValue, in: tfs_scroll_direction_get_type()))
        case TFS_PROP_SELECTION_MODE: return .enumeration(GEnumNicks.value(of: options.selectionMode.name, in: tfs_selection_mode_get_type()))
        case TFS_PROP_SELECTION_LIMIT:
            if case .multiple(let limit) = options.selectionMode { return .uint(limit ?? 0) }
            return .uint(0)
        case TFS_PROP_REMOVE_BUTTONS: return .bool(options.removeButton != nil)
        case TFS_PROP_REORDERABLE: return .bool(options.allowsReordering)
        case TFS_PROP_SWIPE_SELECTION: return .bool(options.allowsSwipeSelection)
        case TFS_PROP_DRAG_TO_DELETE: return .bool(options.allowsDragToDelete)
        case TFS_PROP_NATURAL_WIDTH: return .int(naturalWidth)
        case TFS_PROP_VIEWPORT_HEIGHT: return .int(viewportHeight ?? -1)
        case TFS_PROP_TAGS: return .strings(controller.collection.ids.map(\.rawValue))
        case TFS_PROP_SELECTED_TAGS: return .strings(controller.selectedTags.map(\.id.rawValue))
        case TFS_PROP_HAS_SELECTION: return .bool(controller.collection.contains { $0.isSelected })
        case TFS_PROP_FOLLOWS_DESKTOP_TEXT_SIZE: return .bool(followsDesktopTextSize)
        case TFS_PROP_ACTIVATE_ON_SINGLE_CLICK: return .bool(options.activatesOnSingleClick)
        case TFS_PROP_SELECTION_MINIMUM: return .uint(options.selectionMinimum)
        case TFS_PROP_FILTER_TEXT: return .string(filterText)
        case TFS_PROP_FOLLOWS_DESKTOP_FONT: return .bool(followsDesktopFont)
        case TFS_PROP_ACCEPTS_PASTE: return .bool(options.allowsPasting)
        case TFS_PROP_SELECTION_MODEL: return .object(UInt(bitPattern: UnsafeMutableRawPointer(selectionModel)))
        default: return .bool(false)
        }
    }

    /// Sets `property` from `value` (GObject has checked its type and range) through the Swift
    /// API; what the component refuses goes to `onError`.
    func setProperty(_ property: TfsProperty, from value: UnsafePointer<GValue>) {
        let new = propertyValue(property).reading(value)
        guard isAlive, new != propertyValue(property) else { return }
        do throws(TagFlowError) {
            switch (property, new) {
            case (TFS_PROP_NATURAL_WIDTH, .int(let width)): naturalWidth = width
            case (TFS_PROP_VIEWPORT_HEIGHT, .int(let height)): viewportHeight = height < 0 ? nil : height
            case (TFS_PROP_FOLLOWS_DESKTOP_TEXT_SIZE, .bool(let follows)): followsDesktopTextSize = follows
            case (TFS_PROP_FOLLOWS_DESKTOP_FONT, .bool(let follows)): followsDesktopFont = follows
            case (TFS_PROP_FILTER_TEXT, .string(let text)): filterText = text
            case (TFS_PROP_TAGS, .strings(let ids)): try update { (tags) throws(TagFlowError) in try tags.setTags(ids.map { existingOrPlainTag(TagID($0)) }) }
            case (TFS_PROP_SELECTED_TAGS, .strings(let ids)): try update { (tags) throws(TagFlowError) in try tags.setSelection(ids.map { TagID($0) }) }
            default:
                var configuration = controller.configuration, options = controller.options
                Self.set(property, to: new, in: &configuration, &options)
                try performBatchUpdates { (controller) throws(TagFlowError) in
                    if configuration != controller.configuration { try controller.setConfiguration(configuration) }
                    if options != controller.options { try controller.setOptions(options) }
                }
            }
        } catch {
            report(error)
        }
    }

    /// The tag with `id`, or a plain one showing it (a plain tag's id is its text).
    private func existingOrPlainTag(_ id: TagID) -> TextTag {
        controller.tag(withID: id) ?? TextTag(id.rawValue)
    }

    /// Writes a layout or option property into `configuration` or `options`.
    private static func set(
        _ property: TfsProperty, to value: PropertyValue, in configuration: inout LayoutConfiguration, _ options: inout TagCollectionOptions
    ) {
        switch (property, value) {
        case (TFS_PROP_ALIGNMENT, .enumeration(let number)):
            configuration.alignment = GEnumNicks.name(of: number, in: tfs_alignment_get_type()).flatMap { .init(rawValue: $0) } ?? .leading
        case (TFS_PROP_HORIZONTAL_SPACING, .double(let spacing)): configuration.horizontalSpacing = spacing
        case (TFS_PROP_VERTICAL_SPACING, .double(let spacing)): configuration.verticalSpacing = spacing
        case (TFS_PROP_LINE_LIMIT, .uint(let lines)): configuration.numberOfLines = lines == 0 ? nil : lines
        case (TFS_PROP_SCROLL_DIRECTION, .enumeration(let number)):
            configuration.scrollDirection =
                GEnumNicks.name(of: number, in: tfs_scroll_direction_get_type()).flatMap { .init(rawValue: $0) } ?? .vertical
        case (TFS_PROP_SELECTION_MODE, .enumeration(let number)):
            let limit = options.selectionMode.limit
            options.selectionMode = TagCollectionOptions.SelectionMode(
                name: GEnumNicks.name(of: number, in: tfs_selection_mode_get_type()) ?? "multiple", limit: limit)
        case (TFS_PROP_SELECTION_LIMIT, .uint(let limit)): options.selectionLimit = limit == 0 ? nil : limit
        case (TFS_PROP_REMOVE_BUTTONS, .bool(let shown)): options.removeButton = shown ? options.removeButton ?? .init() : nil
        case (TFS_PROP_REORDERABLE, .bool(let allowed)): options.allowsReordering = allowed
        case (TFS_PROP_SWIPE_SELECTION, .bool(let allowed)): options.allowsSwipeSelection = allowed
        case (TFS_PROP_DRAG_TO_DELETE, .bool(let allowed)): options.allowsDragToDelete = allowed
        case (TFS_PROP_ACTIVATE_ON_SINGLE_CLICK, .bool(let activates)): options.activatesOnSingleClick = activates
        case (TFS_PROP_SELECTION_MINIMUM, .uint(let minimum)): options.selectionMinimum = minimum
        case (TFS_PROP_ACCEPTS_PASTE, .bool(let accepts)): options.allowsPasting = accepts
        default: break
        }
    }

    /// Notifies the properties whose values changed since they were last notified, and the tag
    /// lists when `changes` changed them.
    func notifyChangedProperties(changes: [TagCollectionChange]) {
        guard isAlive else { return }
        // A relayout, scroll or focus move changes nothing a property reads: nothing to compare.
        guard !changes.isEmpty || PropertyInputs(of: self) != notifiedProperties.inputs else { return }
        let now = PropertyValues(of: self, since: notifiedProperties, changes: changes)
        for property in Self.comparedProperties where now.values[property.rawValue] != notifiedProperties.values[property.rawValue] {
            tfs_tag_collection_notify(widget, property)
        }
        notifiedProperties = now
        if changes.changesMembershipOrOrder { tfs_tag_collection_notify(widget, TFS_PROP_TAGS) }
        if changes.changesSelection { tfs_tag_collection_notify(widget, TFS_PROP_SELECTED_TAGS) }
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

/// The values of the compared properties at one moment, and what they were read from.
struct PropertyValues {
    var values: [UInt32: PropertyValue] = [:]
    var inputs: PropertyInputs?

    init() {}

    @MainActor
    init(of widget: TagCollectionWidget) {
        for property in TagCollectionWidget.comparedProperties { values[property.rawValue] = widget.propertyValue(property) }
        inputs = PropertyInputs(of: widget)
    }

    /// The values now, after an update with `changes` from the moment of `previous`: whether
    /// any tag is selected — a walk over every tag — is kept from `previous` unless the tags
    /// changed (a relayout, a scroll or a focus move changes no tag).
    @MainActor
    init(of widget: TagCollectionWidget, since previous: PropertyValues, changes: [TagCollectionChange]) {
        let key = TFS_PROP_HAS_SELECTION.rawValue
        for property in TagCollectionWidget.comparedProperties {
            values[property.rawValue] =
                property.rawValue == key && changes.isEmpty ? previous.values[key] ?? widget.propertyValue(property) : widget.propertyValue(property)
        }
        inputs = PropertyInputs(of: widget)
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
