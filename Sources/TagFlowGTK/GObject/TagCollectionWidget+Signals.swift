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

    /// "tag-toggled" for a tap (or space, a screen reader's toggle), "tag-activated" for an
    /// activation (return, a double click, a click with activate-on-single-click),
    /// "tag-context-menu" for a context-menu request, "expanded" and "collapsed" for the line
    /// limit's chip.
    func emitSignal(for callback: TagCollectionCallback) {
        guard isAlive else { return }
        switch callback {
        case let .didTap(index, id, selected):
            tfs_tag_collection_emit_toggled(widget, Int32(clamping: index), id.rawValue, selected ? 1 : 0)
        case let .didActivate(index, id):
            tfs_tag_collection_emit_tag(widget, TFS_SIGNAL_TAG_ACTIVATED, Int32(clamping: index), id.rawValue)
        case let .didRequestContextMenu(index, id, point):
            tfs_tag_collection_emit_context_menu(widget, Int32(clamping: index ?? -1), id?.rawValue, point.x, point.y)
        case .didExpand: tfs_tag_collection_emit(widget, TFS_SIGNAL_EXPANDED)
        case .didCollapse: tfs_tag_collection_emit(widget, TFS_SIGNAL_COLLAPSED)
        default: break
        }
    }
}
