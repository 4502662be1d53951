import CGtk
import CGtkShim
import TagFlow
import TagFlowDocument

/// Tags between processes: a copy or a drag offers the tags' JSON (`TagTransfer.mimeType`, the
/// shape of a document's `tags`) beside their text, and a paste or a drop reads that JSON first
/// when another process offers it, the text otherwise. JSON that does not read as tags is
/// reported (`onError`) and the text taken instead, as from any app.
extension TagCollectionWidget {
    /// Calls `body` with what a copy or a drag of `tags` offers: `text` and the tags' JSON.
    func offer<Result>(_ tags: [TextTag], as text: String, _ body: (UnsafePointer<TfsTransfer>) -> Result) -> Result {
        let json = String(decoding: TagTransfer.encode(tags), as: UTF8.self)
        return text.withCString { text in
            TagTransfer.mimeType.withCString { mimeType in
                json.withCString { json in
                    var transfer = TfsTransfer(text: text, mime_type: mimeType, json: json)
                    return body(&transfer)
                }
            }
        }
    }

    /// The drawing area's drop target: another process's tags, else text.
    func newDropTarget() -> OpaquePointer {
        tfs_drop_target_new_for_tags(TagTransfer.mimeType)
    }

    /// Pastes what another process put on the clipboard: its tags when it offers their JSON,
    /// else its text.
    func pasteFromAnotherProcess() {
        guard tfs_clipboard_offers(widget, TagTransfer.mimeType) != 0 else {
            readClipboardText()
            return
        }
        tfs_transfer_register(TagTransfer.mimeType)
        // The widget lives until GDK answers, whatever the app does meanwhile.
        g_object_ref(gobject(widget))
        tfs_clipboard_read_transfer_async(widget, transferRead, UnsafeMutableRawPointer(widget))
    }

    /// Pastes copied `tags` (this process's or another's): into the field's draft as their text,
    /// or as the collection's tags, with their styles.
    func paste(tags: [TextTag]) {
        if let fieldHost {
            _ = fieldHost.run(.paste(TagCollectionController.clipboardText(of: tags)))
        } else {
            do { try update { (controller) throws(TagFlowError) in try controller.paste(tags: tags) } } catch { report(error) }
        }
    }

    /// The tags in a dropped `value` when it holds another process's JSON; JSON that does not
    /// read as tags is reported and gives none.
    func transferredTags(in value: UnsafePointer<GValue>?) -> [TextTag]? {
        var length = 0
        guard let bytes = tfs_transfer_value_json(value, &length) else { return nil }
        return decodeTransfer(Array(UnsafeBufferPointer(start: bytes, count: length)))
    }

    /// The tags in another process's JSON, or `nil` after reporting why they are refused.
    fileprivate func decodeTransfer(_ bytes: [UInt8]) -> [TextTag]? {
        do {
            return try TagTransfer.decode(bytes)
        } catch {
            report(error.prefixed(with: ["transferredTags"]))
            return nil
        }
    }
}

/// The clipboard's tags read: pasted, or on any failure the clipboard's text instead.
private let transferRead: GAsyncReadyCallback = { source, result, data in
    onMainActor(source, result, data) { source, result, data in
        answerClipboardRead(data, finish: { gdk_clipboard_read_value_finish(OpaquePointer(source), result, $0) }) { owner, _, value in
            guard let owner else { return }
            var length = 0
            let tags = tfs_transfer_value_json(value, &length).flatMap {
                owner.decodeTransfer(Array(UnsafeBufferPointer(start: $0, count: length)))
            }
            if let tags { owner.paste(tags: tags) } else { owner.readClipboardText() }
        }
    }
}
