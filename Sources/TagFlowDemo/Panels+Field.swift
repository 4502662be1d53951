import CGtk
import TagFlow
import TagFlowGTK

extension Panels {
    /// The tag field: type with commas, paste a list, pick from suggestions; at most eight tags,
    /// a leading "#" dropped, tags of more than 16 characters kept as invalid ones. A status
    /// line says what happened and why.
    func tagField() throws(TagFlowError) -> UnsafeMutablePointer<GtkWidget> {
        var options = TagCollectionOptions(removeButton: .init())
        options.maximumCount = 8
        options.addsInvalidTags = true
        options.tagStyle = Self.style
        options.placeholder = "Add a topic"
        let policy = TagCollectionPolicy(
            transform: { String($0.drop(while: { $0 == "#" })) },
            validate: { $0.count > 16 ? "longer than 16 characters" : nil })
        let controller = try TagCollectionController(
            tags: tags(["Swift", "GTK"]), options: options, policy: policy, viewport: Viewport(width: 300), sizer: sizer)
        let field = try TagFieldWidget(field: TagField(controller: controller, suggestions: TagSuggestionSource(Self.words)))
        field.accessibleLabel = "New topic"
        field.collection.accessibleLabel = "Topics"
        let status = label("Type “rust, go⏎”, paste a list, or pick with ↓ and Return.")
        field.onCallback = { callback in
            let told: String? = switch callback {
            case let .didAdd(_, _, text, source, reason?): "Added “\(text)” (\(source.rawValue)), invalid: \(reason)."
            case let .didAdd(_, _, text, source, nil): "Added “\(text)” (\(source.rawValue))."
            case let .didRefuse(text, .duplicate, _): "“\(text)” is there already."
            case let .didRefuse(text, .limit(limit), _): "“\(text)” refused: at most \(limit) tags."
            case let .didRefuse(text, .invalid(reason), _): "“\(text)” refused: \(reason)."
            case let .didRefuse(text, .unknown, _): "“\(text)” refused: not a known topic."
            case .didMark(.some): "Backspace again removes the marked tag."
            case .didDelete: "Removed; Control+Z puts it back."
            default: nil
            }
            if let told { gtk_label_set_text(OpaquePointer(status), told) }
        }
        // A frame, as a text field has: the entry itself is flat, after the tags.
        let frame = gtk_frame_new(nil)!
        gtk_frame_set_child(frame.cast(GtkFrame.self), field.widget)
        return panel("Tag field", "At most eight; “#” is dropped; over 16 characters is invalid.", [frame, status])
    }
}
