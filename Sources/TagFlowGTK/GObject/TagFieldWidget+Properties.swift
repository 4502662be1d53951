import CGtk
import CGtkShim
import TagFlow

/// The field's settings and state as GObject properties, and what it did as GObject signals: a
/// property set from C, a `.ui` file or `g_object_bind_property` is a change through
/// `update(_:)` like any other; each property notifies whenever its value changes, however it
/// was changed, and each signal follows one of the field's callbacks.
extension TagFieldWidget {
    /// The properties whose values are compared to notify them (the collection never changes).
    static let comparedProperties: [TfsFieldProperty] = [
        TFS_FIELD_PROP_PLACEHOLDER, TFS_FIELD_PROP_DELIMITERS, TFS_FIELD_PROP_MAXIMUM_COUNT,
        TFS_FIELD_PROP_ALLOWS_DUPLICATES, TFS_FIELD_PROP_DRAFT, TFS_FIELD_PROP_TAG_COUNT,
    ]

    /// The value of `property` now.
    func propertyValue(_ property: TfsFieldProperty) -> PropertyValue {
        let options = field.options
        switch property {
        case TFS_FIELD_PROP_PLACEHOLDER: return .string(options.placeholder)
        case TFS_FIELD_PROP_DELIMITERS: return .flags(UInt32(options.delimiters.rawValue))
        case TFS_FIELD_PROP_MAXIMUM_COUNT: return .uint(options.maximumCount ?? 0)
        case TFS_FIELD_PROP_ALLOWS_DUPLICATES: return .bool(options.duplicates == .allowed)
        case TFS_FIELD_PROP_DRAFT: return .string(field.draft)
        case TFS_FIELD_PROP_TAG_COUNT: return .uint(field.tags.count)
        case TFS_FIELD_PROP_COLLECTION: return .object(UInt(bitPattern: collection.widget))
        default: return .bool(false)
        }
    }

    /// Sets `property` from `value` (GObject has checked its type and range) through the
    /// field's options; what the field refuses (no delimiter at all) goes to the collection's
    /// `onError`.
    func setProperty(_ property: TfsFieldProperty, from value: UnsafePointer<GValue>) {
        let new = propertyValue(property).reading(value)
        guard isAlive, new != propertyValue(property) else { return }
        var options = field.options
        switch (property, new) {
        case (TFS_FIELD_PROP_PLACEHOLDER, .string(let text)): options.placeholder = text
        case (TFS_FIELD_PROP_DELIMITERS, .flags(let bits)): options.delimiters = TagFieldDelimiters(rawValue: UInt8(truncatingIfNeeded: bits))
        case (TFS_FIELD_PROP_MAXIMUM_COUNT, .uint(let count)): options.maximumCount = count == 0 ? nil : count
        // Off, duplicates are refused as the default does: by folded text.
        case (TFS_FIELD_PROP_ALLOWS_DUPLICATES, .bool(let allows)): options.duplicates = allows ? .allowed : .folded
        default: return
        }
        do {
            try update { (field) throws(TagFlowError) in
                try field.updateController { (controller) throws(TagFlowError) in try controller.setOptions(options) }
            }
        } catch {
            collection.report(error)
        }
    }

    /// Notifies each property whose value changed since last notified; "draft-changed" goes
    /// with `draft`'s notification.
    func notifyChangedProperties() {
        guard isAlive else { return }
        for (index, property) in Self.comparedProperties.enumerated() {
            let value = propertyValue(property)
            guard value != notifiedProperties[index] else { continue }
            notifiedProperties[index] = value
            tfs_tag_field_notify(widget, property)
            if property == TFS_FIELD_PROP_DRAFT { tfs_tag_field_emit_text(widget, TFS_FIELD_SIGNAL_DRAFT_CHANGED, field.draft) }
        }
    }

    /// "tag-added" (index, text) for every tag added, then "suggestion-picked" (text) for a
    /// picked one; "tag-refused" (text, reason: `duplicate(of: "Swift")`, `limit(4)`, …).
    func emitSignal(for callback: TagCollectionCallback) {
        guard isAlive else { return }
        switch callback {
        case let .didAdd(index, _, text, source, _):
            tfs_tag_field_emit_added(widget, Int32(clamping: index), text)
            if source == .picked { tfs_tag_field_emit_text(widget, TFS_FIELD_SIGNAL_SUGGESTION_PICKED, text) }
        case let .didRefuse(text, reason, _):
            tfs_tag_field_emit_refused(widget, text, reason.description)
        default:
            break
        }
    }
}
