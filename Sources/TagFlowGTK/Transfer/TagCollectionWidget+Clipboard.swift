import CGtk
import CGtkShim
import TagFlow

/// The clipboard, GTK's side of the component's copy, cut and paste: a copy (`didCopy`) puts the
/// tags' text on the widget's clipboard, with the tags themselves for this process, so a paste
/// into another collection of the app keeps their styles while every other app (and a
/// `GtkEntry`) reads the text; a paste request (`didRequestPaste`) reads the clipboard and
/// answers with the tags (this process's copy) or the text, which the policy then judges.
extension TagCollectionWidget {
    /// Serves the clipboard callbacks of an update.
    func serveClipboard(_ callbacks: [TagCollectionCallback]) {
        for callback in callbacks {
            switch callback {
            case let .didCopy(tags, text):
                offer(tags, as: text) { tfs_clipboard_set_tags(widget, $0, CarriedTags(tags: tags).retained, releaseCarriedTags) }
            case .didRequestPaste:
                pasteFromClipboard()
            default:
                continue
            }
        }
    }

    /// Pastes what the clipboard holds: this process's copied tags at once, else another
    /// process's (`pasteFromAnotherProcess`) or its text when GDK has read it (a clipboard
    /// without text pastes nothing, as in a `GtkEntry`).
    func pasteFromClipboard() {
        if let data = tfs_clipboard_copied_tags(widget) {
            paste(tags: CarriedTags.borrowed(data).tags)
        } else {
            pasteFromAnotherProcess()
        }
    }

    /// Reads the clipboard's text and pastes it.
    func readClipboardText() {
        // The widget lives until GDK answers, whatever the app does meanwhile.
        g_object_ref(gobject(widget))
        gdk_clipboard_read_text_async(gtk_widget_get_clipboard(widget), nil, clipboardTextRead, UnsafeMutableRawPointer(widget))
    }

    /// Pastes `text` read from the clipboard, into the field's draft or as the collection's tags.
    fileprivate func paste(text: String) {
        if let fieldHost {
            _ = fieldHost.run(.paste(text))
        } else {
            send(.paste(text))
        }
    }
}

/// The answer to a clipboard read a collection widget asked for (`data`, the widget it held for
/// the read): `finish` is GDK's finish call for that read (its error dropped: a failed read reads
/// nothing), `body` gets the widget's Swift side (if it still has one), the widget and what was
/// read; the widget is let go after.
@MainActor func answerClipboardRead<Answer>(
    _ data: UnsafeMutableRawPointer?, finish: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> Answer,
    _ body: (TagCollectionWidget?, UnsafeMutablePointer<GtkWidget>?, Answer) -> Void
) {
    let instance = data?.assumingMemoryBound(to: GtkWidget.self)
    defer { g_object_unref(gobject(instance)) }
    var error: UnsafeMutablePointer<GError>?
    let answer = finish(&error)
    if let error { g_error_free(error) }
    body(TagCollectionWidget.existingOwner(ofInstance: instance), instance, answer)
}

private let clipboardTextRead: GAsyncReadyCallback = { source, result, data in
    onMainActor(source, result, data) { source, result, data in
        answerClipboardRead(data, finish: { gdk_clipboard_read_text_finish(OpaquePointer(source), result, $0) }) { owner, instance, text in
            defer { g_free(text) }
            guard let text, let owner else {
                if let instance { gtk_widget_error_bell(instance) }
                return
            }
            owner.paste(text: String(cString: text))
        }
    }
}
