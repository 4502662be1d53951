import CGtk
import TagFlow

extension TagCollectionWidget {
    /// Carries out `action` (GTK activated it, from a menu, a shortcut or the app), with its
    /// parameter, a tag's id, for the actions that take one. An id no tag has is reported to
    /// `onError`, as any refused call is.
    func perform(_ action: CollectionAction, argument: String?) {
        do throws(TagFlowError) {
            let update: TagCollectionUpdate
            switch action {
            case .activate: update = try controller.activateByCommand(id: try Self.id(argument, for: action))
            case .remove: update = try controller.performAccessibilityAction(.remove, onTagWithID: try Self.id(argument, for: action))
            case .selectAll: update = try controller.selectAll()
            case .unselectAll: update = try controller.deselectAll()
            case .clear: update = try controller.removeAllByCommand()
            case .copy: update = try controller.clipboardByCommand(.copy)
            case .cut: update = fieldHost != nil ? try controller.cutByInput() : try controller.clipboardByCommand(.cut)
            case .paste:
                pasteFromClipboard()
                return
            }
            apply(update, animated: true, dragBefore: controller.dragState)
        } catch {
            report(error)
        }
    }

    /// Enables the actions that can do something now, telling GTK only of those that changed (a
    /// menu item or button bound to one greys out).
    func enableActions() {
        guard isAlive else { return }
        let enabled = CollectionAction.enabled(
            options: controller.options, tagCount: controller.count, canCopy: !controller.copiedIndices.isEmpty, isField: fieldHost != nil)
        notifier.enable(enabled, on: widget)
    }

    /// The tag id an action's parameter names (GTK checks its type, a string, before it gets here).
    private static func id(_ argument: String?, for action: CollectionAction) throws(TagFlowError) -> TagID {
        guard let argument else {
            throw TagFlowError(.invalidText("", problem: "\(action.rawValue) takes a tag's id as its parameter"), at: ["parameter"])
        }
        return TagID(argument)
    }
}
