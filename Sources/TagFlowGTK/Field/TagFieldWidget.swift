import CGtk
import CGtkShim
import TagFlow
import TagFlowPango
import TagFlowRendering

/// A tag field as a GTK 4 widget: the tags drawn and handled as `TagCollectionWidget` draws and
/// handles them, and a real `GtkText` at the field's entry frame where new tags are typed, pasted
/// or picked from a suggestion list under it. The `TagField` model decides everything (see "The
/// tag field" in TagFlow's documentation); the widget turns GTK's input into its events and shows
/// its state.
///
/// ```swift
/// let controller = try TagCollectionController(
///     tags: [], viewport: Viewport(width: 360), sizer: TagSizer(measurer: PangoTextMeasurer()))
/// let field = try TagFieldWidget(field: TagField(
///     controller: controller, suggestions: TagSuggestionSource(["Swift", "Linux", "GTK"])))
/// field.onCallback = { print($0) }             // didAdd, didRefuse, didChangeDraft, …
/// gtk_box_append(box, field.widget)
/// ```
///
/// **From GTK:** the text entry is GTK's own, so input methods, the clipboard, selecting text
/// and in-text undo are GTK's; a paste (Control+V or the entry's menu) is read from the clipboard
/// and handed over whole, so it is split into tags. The keys of the field's table (arrows across
/// the boundary between text and tags, Backspace in the empty draft, Return, Tab, Escape, ↑ ↓ in
/// the suggestions, Control+Z) go to the model first; what it does not use goes on to GTK.
///
/// **Accessibility:** the entry is a text box labelled `accessibleLabel`, with the placeholder;
/// the tags are the collection's list (each with its remove action); the suggestions are a list
/// whose highlighted row is selected, its description the number of matches.
///
/// **As a GObject:** `widget` is a `TagFlowTagField` (CSS name `tagfield`) whose one child is the
/// collection's `TagFlowTagCollection`, the entry inside it; a `.ui` file can declare one, and its
/// properties (`placeholder`, `delimiters`, `maximum-count`, `maximum-suggestions`, `draft`,
/// `tag-count`, `collection`, …) notify and its signals (`tag-added`, `tag-refused`, `draft-changed`,
/// `suggestion-picked`) follow the callbacks (docs/gtk.md).
///
/// **Ownership:** GTK owns `widget` and the collection's widget, and both own this object, so a
/// field in a window lives as long as its widgets.
@MainActor
public final class TagFieldWidget {
    /// The tags' widget (drawing, pointer, focus, accessible children, theme).
    public unowned let collection: TagCollectionWidget
    /// The widget to put in a window or container: the field's `TagFlowTagField`.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The field: tags, draft, caret, suggestions. Change it with `handle(_:)` or `update(_:)`.
    public internal(set) var field: TagField
    /// Called with every callback of the field, in order — its own (`didAdd`, `didRefuse`,
    /// `didChangeDraft`, …) and the tags', whether input or the program caused it.
    public var onCallback: ((TagCollectionCallback) -> Void)?
    /// What screen readers call the text entry.
    public var accessibleLabel = "New tag" {
        didSet { if isAlive { tfs_accessible_set_label(OpaquePointer(entry), accessibleLabel) } }
    }

    /// The last thing told to screen readers (the entry's accessible description).
    public internal(set) var lastAnnouncement: String?

    /// The frameless `GtkEntry` new tags are typed into (the text box screen readers see) and
    /// its `GtkText`, which edits and signals the edits.
    let entry: UnsafeMutablePointer<GtkWidget>
    let text: UnsafeMutablePointer<GtkWidget>
    /// The overlay that puts the entry over the tags' drawing area.
    let overlay: UnsafeMutablePointer<GtkWidget>
    /// The suggestion list's popover and list box (see `TagFieldWidget+Suggestions`).
    let popover: UnsafeMutablePointer<GtkWidget>
    let list: UnsafeMutablePointer<GtkWidget>
    /// The rows shown now, to rebuild the list only when they change.
    var shownRows: [TagSuggestion] = []
    /// Set while the widget writes the model's draft into the entry: those edits are not input.
    var isSyncing = false
    /// Set while an edit of GTK's entry is handed to the field: GTK makes the edit itself.
    var isEditingText = false
    /// Whether an input method shows a composition (a preedit) in the entry: its keys are the
    /// input method's until it commits or cancels.
    var isComposing = false
    /// The keys held down now: a press of one of them again is its auto-repeat.
    var heldKeys: Set<UInt32> = []
    /// Whether the last key press was an auto-repeat.
    var lastPressWasRepeat = false
    /// The entry's font now, to set it only when it changes, and the style that sets it.
    var entryFont: TagFont?
    let entryStyle = gtk_css_provider_new()!
    /// The time of the last key press not yet painted, while statistics are recorded.
    var pendingKeyTime: Double?
    /// The frame clock watched for paints after key presses, and the handler on it.
    var paintWatch: (clock: OpaquePointer, handler: gulong)?
    /// Where the entry was last put, to move it only when that changes.
    var lastEntryAllocation = GdkRectangle()
    /// The GObject property values as last notified (`TagFieldWidget+Properties`).
    var notifiedProperties: [PropertyValue?] = []
    /// False once GTK has disposed of the widget.
    var isAlive = true

    /// The key of the Swift object on the field's widget.
    static let ownerKey = "tagflow-field-widget"

    /// Creates the widget around `field`, whose controller's sizer must measure with a
    /// `PangoTextMeasurer` (as `TagCollectionWidget.init(controller:renderOptions:)` requires).
    /// - Throws: `TagFlowError` (`textEngineFailed`) for another measurer.
    public convenience init(field: TagField, renderOptions: RenderOptions = RenderOptions()) throws(TagFlowError) {
        let collection = try TagCollectionWidget(controller: field.controller, renderOptions: renderOptions)
        let instance = g_object_new_with_properties(Self.gType, 0, nil, nil)
        self.init(instance: UnsafeMutableRawPointer(instance!).assumingMemoryBound(to: GtkWidget.self), field: field, collection: collection)
    }

    /// Builds the Swift side of `instance`, a new `TagFlowTagField`, around `field` shown by
    /// `collection`, which becomes the instance's child.
    init(instance: UnsafeMutablePointer<GtkWidget>, field: TagField, collection: TagCollectionWidget) {
        self.collection = collection
        self.field = field
        widget = instance
        entry = gtk_entry_new()
        // A GtkEntry edits through the GtkText inside it.
        text = UnsafeMutablePointer(gtk_editable_get_delegate(OpaquePointer(entry))!)
        overlay = gtk_overlay_new()
        popover = gtk_popover_new()
        list = gtk_list_box_new()
        collection.host(self)
        // Tab reaches the entry; the arrows reach the tags from there.
        collection.isTabStop = false
        adopt()
        assemble()
        notifiedProperties = currentPropertyValues()
        // Made, the collection may already measure in the desktop's font: the field takes that.
        collectionChanged(TagCollectionUpdate())
    }

    /// The Swift side of a `TagFlowTagField` a `.ui` file (or `g_object_new`) made: no tags yet,
    /// measured by the process's text engine for the desktop's font; `nil`, with the reason on
    /// standard error, when its fonts cannot be loaded.
    static func adopting(_ instance: UnsafeMutablePointer<GtkWidget>) -> TagFieldWidget? {
        do throws(TagFlowError) {
            let controller = try TagCollectionController(tags: [], viewport: Viewport(width: 360), sizer: SharedTextEngine.desktopSizer())
            let field = try TagField(controller: controller)
            return TagFieldWidget(instance: instance, field: field, collection: try TagCollectionWidget(controller: field.controller))
        } catch {
            writeError("tagflow-gtk: a TagFlowTagField cannot draw: \(error)")
            return nil
        }
    }

    /// Makes the collection's widget the field's child, and has GTK own this object: released
    /// when the field's widget is finalized (the collection's widget holds it too).
    private func adopt() {
        gtk_widget_set_parent(collection.widget, widget)
        g_object_set_data_full(gobject(widget), Self.ownerKey, Unmanaged.passRetained(self).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<TagFieldWidget>.fromOpaque(data).release()
        }
    }

    /// Puts the entry over the tags and the suggestion list under it, and connects the handlers.
    private func assemble() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        collection.hostEntry(entry, in: overlay)
        connectSignal(untyped(overlay), "get-child-position", onEntryPosition, me)
        tfs_accessible_set_label(OpaquePointer(overlay), "Tag field")
        gtk_entry_set_has_frame(gtkEntry, 0)
        gtk_entry_set_placeholder_text(gtkEntry, field.options.placeholder)
        tfs_accessible_set_label(OpaquePointer(entry), accessibleLabel)
        gtk_style_context_add_provider(
            gtk_widget_get_style_context(entry), OpaquePointer(entryStyle), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        connectText(me)
        trackKeys(me)
        assembleSuggestions(me)
        connectSignal(untyped(widget), "map", onFieldMapped, me)
        let focus = gtk_event_controller_focus_new()
        connectSignal(untyped(focus), "enter", onFieldFocusEnter, me)
        connectSignal(untyped(focus), "leave", onFieldFocusLeave, me)
        gtk_widget_add_controller(widget, focus)
    }

    /// GTK disposes of the widget: the frame clock's handler goes, methods stop.
    func disposed() {
        guard isAlive else { return }
        stopWatchingPaints()
        g_object_unref(UnsafeMutableRawPointer(entryStyle))
        isAlive = false
    }

    // MARK: Changing the field

    /// Hands the field one event, as input would, and shows what it did.
    /// - Throws: what `TagField.handle(_:)` throws; nothing changes then.
    @discardableResult
    public func handle(_ event: InputEvent) throws(TagFlowError) -> TagCollectionUpdate {
        try change { (field) throws(TagFlowError) in try field.handle(event) }
    }

    /// Changes the field through `body` (options, suggestions, the tags through
    /// `TagField.updateController(_:)`) and shows what it did.
    /// - Throws: what `body` throws; nothing changes then.
    @discardableResult
    public func update(_ body: (inout TagField) throws(TagFlowError) -> TagCollectionUpdate) throws(TagFlowError) -> TagCollectionUpdate {
        let result = try change(body)
        gtk_entry_set_placeholder_text(gtkEntry, field.options.placeholder)
        return result
    }

    /// Runs `body` on a copy of the field; when it succeeds the copy becomes the field (its
    /// controller the one the tags' widget shows), the widget shows the update, and the entry and
    /// list follow.
    func change(_ body: (inout TagField) throws(TagFlowError) -> TagCollectionUpdate) throws(TagFlowError) -> TagCollectionUpdate {
        var changed = field
        let result = try body(&changed)
        let dragBefore = field.controller.dragState
        // Through the widget's controller: a height it measured for the old one goes with it.
        collection.controller = changed.controller
        field = changed
        collection.show(result, animated: true, dragBefore: dragBefore)
        // A mark, a caret or a list changes no frame, yet the picture (the mark's ring) may.
        collection.queueDraw()
        syncFromModel()
        deliver(result)
        return result
    }

    /// The tags' widget changed the field's controller itself (a tap, a remove button, focus, a
    /// new width): the field takes that update (a removal it can undo, a double tap that edits a
    /// tag) and answers.
    func collectionChanged(_ update: TagCollectionUpdate) {
        guard isAlive else { return }
        do {
            // The controller is the field's already: the update is what it did.
            let result = try field.updateController { (_) throws(TagFlowError) in update }
            // A tag the answer edits in place (a double tap) is no longer drawn: the entry is over it.
            collection.queueDraw()
            syncFromModel()
            deliver(result)
        } catch {
            collection.report(error)
        }
    }

    /// Tells screen readers what no state shows (a refusal and why, the mark: the entry's
    /// accessible description, as far as GTK 4.8 lets them hear it), notifies the GObject
    /// properties that changed, then tells the app: the signals and `onCallback`, in order.
    private func deliver(_ update: TagCollectionUpdate) {
        if let announcement = field.announcement(for: update) {
            lastAnnouncement = announcement
            tfs_accessible_set_description(OpaquePointer(entry), announcement)
        }
        notifyChangedProperties()
        for callback in update.callbacks {
            emitSignal(for: callback)
            onCallback?(callback)
        }
    }

    /// Reports a failed event the way the tags' widget reports its own.
    func run(_ event: InputEvent) -> TagCollectionUpdate? {
        do {
            return try handle(event)
        } catch {
            collection.report(error)
            return nil
        }
    }
}
