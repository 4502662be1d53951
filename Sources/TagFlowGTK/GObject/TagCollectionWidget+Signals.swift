import CGtk
import TagFlow

/// The collection's GObject signals.
enum CollectionSignal: GObjectSignal {
    /// (int index, string id): a tag was activated (return, a double click, a click with
    /// activate-on-single-click), apart from selecting it.
    case tagActivated
    /// (int index, string id, boolean selected): a click, space or a screen reader's toggle on a tag.
    case tagToggled
    /// (int index, string id, double x, double y): a context menu was asked for (index -1 and id
    /// NULL where no enabled tag is).
    case tagContextMenu
    /// (int index, string id).
    case tagInserted
    /// (int index, string id, string text).
    case tagRemoved
    /// (string id, int from, int to).
    case tagMoved
    case selectionChanged
    /// The "+N" chip showed every line.
    case expanded
    /// The lines folded again.
    case collapsed

    var parameters: [String] {
        switch self {
        case .tagActivated, .tagInserted: ["gint", "gchararray"]
        case .tagToggled: ["gint", "gchararray", "gboolean"]
        case .tagContextMenu: ["gint", "gchararray", "gdouble", "gdouble"]
        case .tagRemoved: ["gint", "gchararray", "gchararray"]
        case .tagMoved: ["gchararray", "gint", "gint"]
        case .selectionChanged, .expanded, .collapsed: []
        }
    }
}

/// What happens, as GObject signals any number of handlers can connect to: the changes of
/// every update (by input or the program) and the callbacks that say what the user did.
extension TagCollectionWidget {
    /// "tag-removed", "tag-inserted" and "tag-moved" for each step, in order, then
    /// "selection-changed" once when the selection changed.
    func emitSignals(for changes: [TagCollectionChange]) {
        for change in changes where isAlive {
            switch change {
            case .removed(let index, let tag):
                CollectionSignal.tagRemoved.emit(on: widget, .integer(index), .string(tag.id.rawValue), .string(tag.content.string))
            case .inserted(let index, let tag):
                CollectionSignal.tagInserted.emit(on: widget, .integer(index), .string(tag.id.rawValue))
            case .moved(let id, let from, let to):
                CollectionSignal.tagMoved.emit(on: widget, .string(id.rawValue), .integer(from), .integer(to))
            case .replaced, .selectionChanged:
                break
            }
        }
        if isAlive, changes.changesSelection { CollectionSignal.selectionChanged.emit(on: widget) }
    }

    /// "tag-toggled" for a tap (or space, a screen reader's toggle), "tag-activated" for an
    /// activation (return, a double click, a click with activate-on-single-click),
    /// "tag-context-menu" for a context-menu request, "expanded" and "collapsed" for the line
    /// limit's chip.
    func emitSignal(for callback: TagCollectionCallback) {
        guard isAlive else { return }
        switch callback {
        case let .didTap(index, id, selected):
            CollectionSignal.tagToggled.emit(on: widget, .integer(index), .string(id.rawValue), .bool(selected))
        case let .didActivate(index, id):
            CollectionSignal.tagActivated.emit(on: widget, .integer(index), .string(id.rawValue))
        case let .didRequestContextMenu(index, id, point):
            CollectionSignal.tagContextMenu.emit(on: widget, .integer(index ?? -1), .string(id?.rawValue), .double(point.x), .double(point.y))
        case .didExpand: CollectionSignal.expanded.emit(on: widget)
        case .didCollapse: CollectionSignal.collapsed.emit(on: widget)
        default: break
        }
    }
}
