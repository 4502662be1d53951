import CGtk
import CGtkShim
import TagFlow

/// The field's settings and state as GObject properties, and what it did as GObject signals: a
/// property set from C, a `.ui` file or `g_object_bind_property` is a change through
/// `update(_:)` like any other; each property notifies whenever its value changes, however it
/// was changed, and each signal follows one of the field's callbacks.
extension TagFieldWidget {
    /// The class's GObject properties.
    static let properties = PropertyTable<TagFieldWidget>([
        .init("placeholder", "What the empty entry shows", .string(default: "Add a tag"),
              get: { $0.field.options.placeholder },
              set: { field, text throws(TagFlowError) in try field.changeOptions { $0.placeholder = text } }),
        .init("delimiters", "What ends a tag while typing (at least one)",
              .flags(tfs_delimiters_get_type(), default: UInt32(TagFieldDelimiters.standard.rawValue)),
              get: { UInt32($0.field.options.delimiters.rawValue) },
              set: { field, bits throws(TagFlowError) in
                  try field.changeOptions { $0.delimiters = TagFieldDelimiters(rawValue: UInt8(truncatingIfNeeded: bits)) }
              }),
        .init("maximum-count", "The most tags the field takes (0: no limit)", .uint(0...1_000_000),
              get: { $0.field.options.maximumCount ?? 0 },
              set: { field, count throws(TagFlowError) in try field.changeOptions { $0.maximumCount = count == 0 ? nil : count } }),
        // Off, duplicates are refused as the default does: by folded text.
        .init("allows-duplicates", "Whether a tag whose text is there already is added", .bool(),
              get: { $0.field.options.duplicates == .allowed },
              set: { field, allows throws(TagFlowError) in try field.changeOptions { $0.duplicates = allows ? .allowed : .folded } }),
        .init("suggestions", "The texts suggested while typing (empty: none)", .strings,
              get: { $0.field.suggestionSource?.listedCandidates ?? [] },
              set: { field, texts throws(TagFlowError) in
                  try field.update { $0.setSuggestionSource(texts.isEmpty ? nil : TagSuggestionSource(texts)) }
              }),
        .option("only-known-tags", "Whether only suggested texts become tags", .bool(), \.onlyKnownTags),
        .option("commits-on-blur", "Whether leaving the field makes the typed text a tag", .bool(), \.commitsOnBlur),
        // -1 (any negative width) is `nil`: the placeholder's measured width, at least 40 points.
        .init("entry-minimum-width", "The entry's smallest width in points (-1: the placeholder's)", .double(-1...1e6, default: -1),
              get: { $0.field.options.entryMinimumWidth ?? -1 },
              set: { field, width throws(TagFlowError) in try field.changeOptions { $0.entryMinimumWidth = width < 0 ? nil : width } }),
        .option("maximum-suggestions", "The most suggestions shown at once", .uint(0...1_000_000, default: 8), \.maximumSuggestions),
        .option(
            "marks-added-suggestions", "Whether suggestions that are tags already show, marked, instead of left out", .bool(),
            \.marksAddedSuggestions),
        .option("adds-invalid-tags", "Whether a text the validator refuses is added as an invalid tag", .bool(), \.addsInvalidTags),
        .init("draft", "The text typed and not yet a tag", .string(), get: { $0.field.draft }),
        .init("tag-count", "How many tags the field holds", .uint(), get: { $0.field.tags.count }),
        .init("collection", "The TagFlowTagCollection that shows the tags", .object(TagCollectionWidget.gType), notify: .never,
              get: { UnsafeMutableRawPointer($0.collection.widget) }),
    ])

    /// The row of `draft`, whose notification "draft-changed" follows.
    private static let draftRow = properties.row(named: "draft")

    /// The values of the properties as notified now, by row (`nil`: never notified).
    func currentPropertyValues() -> [PropertyValue?] {
        Self.properties.rows.map { $0.notification == .never ? nil : $0.read(self) }
    }

    /// Changes the field's options as one update (what the field refuses, no delimiter at all,
    /// is thrown).
    fileprivate func changeOptions(_ change: (inout TagCollectionOptions) -> Void) throws(TagFlowError) {
        var options = field.options
        change(&options)
        try update { (field) throws(TagFlowError) in
            try field.updateController { (controller) throws(TagFlowError) in try controller.setOptions(options) }
        }
    }

    /// A property's refused value goes to the collection's `onError`.
    func report(_ error: TagFlowError) {
        collection.report(error)
    }

    /// Notifies each property whose value changed since last notified; "draft-changed" goes
    /// with `draft`'s notification.
    func notifyChangedProperties() {
        guard isAlive else { return }
        for (row, value) in currentPropertyValues().enumerated() where value != nil && value != notifiedProperties[row] {
            notifiedProperties[row] = value
            tfs_swift_widget_notify(widget, guint(row))
            if row == Self.draftRow { FieldSignal.draftChanged.emit(on: widget, .string(field.draft)) }
        }
    }

    /// "tag-added" (index, text) for every tag added, then "suggestion-picked" (text) for a
    /// picked one; "tag-refused" (text, reason: `duplicate(of: "Swift")`, `limit(4)`, …).
    func emitSignal(for callback: TagCollectionCallback) {
        guard isAlive else { return }
        switch callback {
        case let .didAdd(index, _, text, source, _):
            FieldSignal.tagAdded.emit(on: widget, .integer(index), .string(text))
            if source == .picked { FieldSignal.suggestionPicked.emit(on: widget, .string(text)) }
        case let .didRefuse(text, reason, _):
            FieldSignal.tagRefused.emit(on: widget, .string(text), .string(reason.description))
        default:
            break
        }
    }
}

/// The field's GObject signals.
enum FieldSignal: GObjectSignal {
    /// (int index, string text): a piece became a tag.
    case tagAdded
    /// (string text, string reason): a piece was not added.
    case tagRefused
    /// (string text): the draft's text changed.
    case draftChanged
    /// (string text): a suggestion was picked (and added).
    case suggestionPicked

    var parameters: [String] {
        switch self {
        case .tagAdded: ["gint", "gchararray"]
        case .tagRefused: ["gchararray", "gchararray"]
        case .draftChanged, .suggestionPicked: ["gchararray"]
        }
    }
}

extension GObjectProperty where Owner == TagFieldWidget {
    /// A property that is one of the field's options, set as one update.
    @MainActor
    static func option<Value>(_ name: String, _ blurb: String, _ kind: PropertyKind<Value>, _ option: WritableKeyPath<TagCollectionOptions, Value>) -> Self {
        Self(name, blurb, kind, get: { $0.field.options[keyPath: option] }, set: { field, value throws(TagFlowError) in
            try field.changeOptions { $0[keyPath: option] = value }
        })
    }
}
