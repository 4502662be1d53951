import CGtk
import TagFlow
import TagFlowGTK

/// Two collections that take pastes and drops ("Shelf" and "Basket", each with × buttons, their
/// tags reordered and dragged out by a long press), an entry, a selectable label and a tag field:
/// Control+C, X and V between them, and drag and drop (a move; a copy with Control held). Every
/// change writes "shelf: Swift, Linux, …", "basket: …" or "field: …" on standard output, a tag
/// whose background is not the default followed by it ("GTK #26A269").
@MainActor func runClipboardApp() -> Int32 {
    runApplication("org.tagflow.Clipboard") { (app) in
        guard let collections = clipboardCollections(), let field = clipboardField() else { return }
        let label = gtk_label_new("Rust Zig")!
        gtk_label_set_selectable(OpaquePointer(label), 1)
        presentWindow(
            of: app, title: "Clipboard", width: 480, height: 260,
            column: [collections.shelf.widget, collections.basket.widget, gtk_entry_new()!, label, field.widget])
    }
}

/// The shelf and the basket, each telling its changes.
@MainActor private func clipboardCollections() -> (shelf: TagCollectionWidget, basket: TagCollectionWidget)? {
    var green = TextTagStyle()
    green.backgroundColor = TagColor(hex: 0x26A269)
    green.textColor = TagColor(hex: 0xFFFFFF)
    var options = TagCollectionOptions(allowsReordering: true, removeButton: .init())
    options.allowsPasting = true
    guard let shelf = try? TagCollectionWidget(tags: [TextTag("Swift"), TextTag("Linux"), TextTag("GTK", style: green)], options: options),
        let basket = try? TagCollectionWidget(tags: [TextTag("Cairo")], options: options)
    else { return nil }
    for (name, collection) in [("shelf", shelf), ("basket", basket)] {
        collection.onChange = { [unowned collection] _ in writeLine("\(name): " + describe(collection.controller.tags)) }
    }
    return (shelf, basket)
}

/// A tag field holding Wayland, telling its tags ("field: Wayland, …") when they change.
@MainActor private func clipboardField() -> TagFieldWidget? {
    guard let sizer = try? SharedTextEngine.desktopSizer(),
        let controller = try? TagCollectionController(tags: [TextTag("Wayland")], viewport: Viewport(width: 360), sizer: sizer),
        let field = try? TagFieldWidget(field: TagField(controller: controller))
    else { return nil }
    field.onCallback = { [unowned field] callback in
        if case .didAdd = callback { writeLine("field: " + describe(field.field.tags)) }
    }
    return field
}

/// "Swift, GTK #26A269": the texts, each styled background after its tag.
private func describe(_ tags: [TextTag]) -> String {
    let plain = TextTagStyle().backgroundColor
    return tags.map { (tag) in
        let text = tag.content.string
        return tag.style.backgroundColor == plain ? text : "\(text) \(tag.style.backgroundColor)"
    }.joined(separator: ", ")
}
