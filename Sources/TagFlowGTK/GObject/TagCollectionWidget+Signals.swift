import CGtk
import CGtkShim
import TagFlow

/// What happens, as GObject signals any number of handlers can connect to: the changes of
/// every update (by input or the program) and the callbacks that say what the user did.
extension TagCollectionWidget {
    /// "tag-removed", "tag-inserted" and "tag-moved" for each step, in order, then
    /// "selection-changed" once when the selection changed.
    func emitSignals(for changes: [TagCollectionChange]) {
        for change in changes where isAlive {
            switch change {
            case .removed(let index, let tag):
                tfs_tag_collection_emit_removed(widget, Int32(clamping: index), tag.id.rawValue, tag.content.string)
            case .inserted(let index, let tag):
                tfs_tag_collection_emit_tag(widget, TFS_SIGNAL_TAG_INSERTED, Int32(clamping: index), tag.id.rawValue)
            case .moved(let id, let from, let to):
                tfs_tag_collection_emit_moved(widget, id.rawValue, Int32(clamping: from), Int32(clamping: to))
            case .replaced, .selectionChanged:
                break
            }
        }
        if isAlive, changes.changesSelection { tfs_tag_collection_emit(widget, TFS_SIGNAL_SELECTION_CHANGED) }
    }

    /// "tag-activated" for a tap (or space, return, a screen reader's activation), "expanded"
    /// and "collapsed" for the line limit's chip.
    func emitSignal(for callback: TagCollectionCallback) {
        guard isAlive else { return }
        switch callback {
        case .didTap(let index, let id, _): tfs_tag_collection_emit_tag(widget, TFS_SIGNAL_TAG_ACTIVATED, Int32(clamping: index), id.rawValue)
        case .didExpand: tfs_tag_collection_emit(widget, TFS_SIGNAL_EXPANDED)
        case .didCollapse: tfs_tag_collection_emit(widget, TFS_SIGNAL_COLLAPSED)
        default: break
        }
    }
}
