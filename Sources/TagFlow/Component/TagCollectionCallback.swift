/// Something the component tells its owner, as a value: every input and mutation returns the
/// callbacks it fired, in order (`TagCollectionUpdate.callbacks`) — TTGTagCollectionView's
/// `didTapTag`, `didSwipeSelectTag`, `didMoveTag`, `didDeleteTag`, `onTapBlankArea`,
/// `onTapAllArea`, and the states a front end draws — and, from `didAdd` on, what a `TagField`
/// over the collection adds: tags typed, pasted, picked or undone, refusals, edits, the draft and
/// the suggestions.
///
/// Indices are positions in the collection at the moment the callback fires (after the change it
/// reports, unless a case says otherwise). Each case's `name` is stable.
public enum TagCollectionCallback: Hashable, Sendable, CustomStringConvertible {
    /// A tap (or space on the focused tag) that `canTap` allowed; `selected` is the tag's state
    /// afterwards (unchanged in `SelectionMode.none`).
    case didTap(index: Int, id: TagID, selected: Bool)
    /// A tap that would have selected a tag past the selection limit; nothing changed.
    case didRefuseTapForLimit(index: Int, id: TagID, limit: Int)
    /// Input would have left fewer tags selected than `options.selectionMinimum`: these tags
    /// (in the order asked) stay selected. For a tap or space, the one tag; for a range or
    /// deselect all, those kept.
    case didRefuseDeselectForMinimum(ids: [TagID], minimum: Int)
    /// Input selected and deselected several tags at once, by key or by `selectAll()`,
    /// `deselectAll()`, `select(ids:)` (each list in the order the tags were taken): Shift with a
    /// focus move, Control+A, Control+Shift+A, selection following focus.
    case didChangeSelection(selected: [TagID], deselected: [TagID])
    /// A range, select all or `select(ids:)` would have selected these tags past the selection
    /// limit; they stay unselected.
    case didRefuseSelectForLimit(ids: [TagID], limit: Int)
    /// The tag was activated — return on the focused tag, a double tap, or a tap with
    /// `activatesOnSingleClick` — apart from selecting it (GtkFlowBox's `child-activated`).
    case didActivate(index: Int, id: TagID)
    /// A context menu was asked for at `point` (content coordinates): a secondary click, a long
    /// press that lifts nothing, or the menu key (at the focused tag's centre); `index` and `id`
    /// name the enabled tag there, `nil` for none.
    case didRequestContextMenu(index: Int?, id: TagID?, point: Point)
    /// In single selection, the tag that was deselected because another was chosen. Fires before
    /// the `didTap` (or `didSwipeSelect`) of the new choice.
    case didDeselectReplaced(index: Int, id: TagID)
    /// A tap on no tag and on neither indicator.
    case didTapBlank(point: Point)
    /// A tap on the overflow ("+N") indicator (or Return or Space on it, or activating its
    /// element); `didExpand` follows when the chip expands.
    case didTapOverflowIndicator(hiddenCount: Int)
    /// A tap on the collapse ("less") indicator (or Return or Space on it, or activating its
    /// element); `didCollapse` follows when the chip collapses.
    case didTapCollapseIndicator
    /// Input expanded the line limit: every line shows (a tap on the "+N" chip, Return or Space
    /// on it, activating it, or Alt moving the last tag shown later).
    case didExpand
    /// Input collapsed the line limit again (a tap on the "less" chip, Return or Space on it, or
    /// activating it).
    case didCollapse
    /// Any tap, wherever it landed; fires after the more specific tap callbacks.
    case didTapAnywhere(point: Point)
    /// A swipe selected this tag.
    case didSwipeSelect(index: Int, id: TagID)
    /// A swipe crossed this unselected tag, but the selection limit was reached; it stays
    /// unselected. At most once per tag per swipe.
    case didRefuseSwipeForLimit(index: Int, id: TagID, limit: Int)
    /// A long press lifted this tag; a drag is under way.
    case didBeginDrag(index: Int, id: TagID)
    /// The pointer of a drag entered (`true`) or left (`false`) the delete zone.
    case didChangeDeleteZoneHighlight(highlighted: Bool)
    /// A drop (or an accessibility action) moved the tag from `from` to `to`. Once per drop, and
    /// only when the position changed; `from` is the index before the drag began.
    case didMove(id: TagID, from: Int, to: Int)
    /// A drop on the delete zone, a remove button or an accessibility action removed the tag;
    /// `index` is where it was before the drag began (before the removal, for a button or an
    /// action).
    case didDelete(index: Int, id: TagID)
    /// A drop on the delete zone, a tap on a remove button or an accessibility remove that
    /// `canDelete` refused; after a drop the order is restored as at the start of the drag.
    /// `index` is the tag's index before the drag began (where it is, for a button or an action).
    case didRefuseDelete(index: Int, id: TagID)
    /// A tap on the tag's remove (×) button; the removal follows (`didDelete` or
    /// `didRefuseDelete`). `index` is where the tag is when tapped.
    case didTapRemove(index: Int, id: TagID)
    /// A drag ended with a drop; `index` is where the tag is now, `nil` when it was deleted.
    case didEndDrag(index: Int?, id: TagID)
    /// A drag was cancelled (a cancel event, a new pointer, a mutation or an options change);
    /// the order is as at the start of the drag and `index` is the tag's index there.
    case didCancelDrag(index: Int, id: TagID)
    /// The lifted tag left for the system's drag and drop (`InputEvent.dragOut`); `index` is
    /// where it is, the order being as at the lift; `carrying` is every tag the drag carries, in
    /// order: the selection when the lifted tag is one of several selected, else the lifted tag.
    /// `didEndDrag` or `didCancelDrag` follows.
    case didDragOut(index: Int, id: TagID, carrying: [TagID])
    /// A drag from elsewhere would drop its tags before the tag at `index` (`count`: at the
    /// end); `nil` once it left or dropped.
    case didChangeDropTarget(index: Int?)
    /// Keyboard focus moved to a tag, or (`nil`) left every tag and chip.
    case didChangeFocus(index: Int?, id: TagID?)
    /// Keyboard focus moved to the overflow ("+N") chip, standing for `hiddenCount` tags — or the
    /// focused "less" chip became it (a collapse).
    case didFocusOverflowIndicator(hiddenCount: Int)
    /// Keyboard focus moved to the collapse ("less") chip — or the focused "+N" chip became it
    /// (an expansion that left no hidden tag to focus).
    case didFocusCollapseIndicator
    /// The content offset changed (auto-scroll during a drag, or a focused tag scrolled into view).
    case didScroll(offset: Point)
    /// Control+C or Control+X took these tags (the selected ones, else the focused one), in the
    /// collection's order; `text` is theirs, one a line. A front end puts both on its clipboard
    /// (a cut's removals follow as `didDelete` or `didRefuseDelete`).
    case didCopy(tags: [TextTag], text: String)
    /// Control+V asked for the clipboard: a front end reads it and answers with
    /// `InputEvent.paste(text)` (or `paste(tags:)`).
    case didRequestPaste

    // A tag field's (`TagField`): what text did.

    /// A field added a tag at `index` (an invalid one carries its reason).
    case didAdd(index: Int, id: TagID, text: String, source: Source, invalidReason: String? = nil)
    /// A field refused a piece; it stays in the draft, as a piece of its own.
    case didRefuse(text: String, reason: Refusal, source: Source)
    /// A field's tag was edited in place: from `oldText` to `newText`.
    case didEdit(index: Int, id: TagID, oldText: String, newText: String)
    /// Editing a tag in place began (the tag is the editor) or was reverted (`false`).
    case didChangeEditing(id: TagID, editing: Bool)
    /// Backspace in a field's empty draft marked the last tag (the next press removes it), or
    /// `nil` when the mark went.
    case didMark(id: TagID?)
    /// A field's draft (the text being typed, or the tag being edited) or its caret changed.
    case didChangeDraft(text: String, caret: Int)
    /// A field's suggestion list changed: how many matched, how many rows show, the highlighted
    /// row, and whether an answer is awaited (the loading row).
    case didChangeSuggestions(matchCount: Int, shown: Int, highlighted: Int?, isLoading: Bool = false)
    /// A field with an asynchronous source asks for the suggestions of `query` (answer with
    /// `InputEvent.suggestions(_:query:)`), or, `nil`, wants none any more: the request before
    /// is cancelled. At most one request is outstanding; a new one replaces the last.
    case didRequestSuggestions(query: String?)

    /// The callback's stable name, e.g. `"didTap"`.
    public var name: String {
        switch self {
        case .didTap: "didTap"
        case .didRefuseTapForLimit: "didRefuseTapForLimit"
        case .didRefuseDeselectForMinimum: "didRefuseDeselectForMinimum"
        case .didChangeSelection: "didChangeSelection"
        case .didRefuseSelectForLimit: "didRefuseSelectForLimit"
        case .didActivate: "didActivate"
        case .didRequestContextMenu: "didRequestContextMenu"
        case .didDeselectReplaced: "didDeselectReplaced"
        case .didTapBlank: "didTapBlank"
        case .didTapOverflowIndicator: "didTapOverflowIndicator"
        case .didTapCollapseIndicator: "didTapCollapseIndicator"
        case .didExpand: "didExpand"
        case .didCollapse: "didCollapse"
        case .didTapAnywhere: "didTapAnywhere"
        case .didSwipeSelect: "didSwipeSelect"
        case .didRefuseSwipeForLimit: "didRefuseSwipeForLimit"
        case .didBeginDrag: "didBeginDrag"
        case .didChangeDeleteZoneHighlight: "didChangeDeleteZoneHighlight"
        case .didMove: "didMove"
        case .didDelete: "didDelete"
        case .didRefuseDelete: "didRefuseDelete"
        case .didTapRemove: "didTapRemove"
        case .didEndDrag: "didEndDrag"
        case .didCancelDrag: "didCancelDrag"
        case .didDragOut: "didDragOut"
        case .didChangeDropTarget: "didChangeDropTarget"
        case .didChangeFocus: "didChangeFocus"
        case .didFocusOverflowIndicator: "didFocusOverflowIndicator"
        case .didFocusCollapseIndicator: "didFocusCollapseIndicator"
        case .didScroll: "didScroll"
        case .didCopy: "didCopy"
        case .didRequestPaste: "didRequestPaste"
        case .didAdd: "didAdd"
        case .didRefuse: "didRefuse"
        case .didEdit: "didEdit"
        case .didChangeEditing: "didChangeEditing"
        case .didMark: "didMark"
        case .didChangeDraft: "didChangeDraft"
        case .didChangeSuggestions: "didChangeSuggestions"
        case .didRequestSuggestions: "didRequestSuggestions"
        }
    }

    /// `name(label: value, …)`, e.g. `didTap(index: 2, id: "b", selected: true)`.
    public var description: String {
        func id(_ id: TagID?) -> String { id.map { "\"\($0)\"" } ?? "nil" }
        func index(_ index: Int?) -> String { index.map(String.init) ?? "nil" }
        func ids(_ ids: [TagID]) -> String { "[" + ids.map { id($0) }.joined(separator: ", ") + "]" }
        let arguments: String
        switch self {
        case let .didTap(i, tag, selected):
            arguments = "index: \(i), id: \(id(tag)), selected: \(selected)"
        case let .didRefuseTapForLimit(i, tag, limit), let .didRefuseSwipeForLimit(i, tag, limit):
            arguments = "index: \(i), id: \(id(tag)), limit: \(limit)"
        case let .didRefuseDeselectForMinimum(tags, minimum):
            arguments = "ids: \(ids(tags)), minimum: \(minimum)"
        case let .didChangeSelection(selected, deselected):
            arguments = "selected: \(ids(selected)), deselected: \(ids(deselected))"
        case let .didRefuseSelectForLimit(tags, limit):
            arguments = "ids: \(ids(tags)), limit: \(limit)"
        case let .didRequestContextMenu(i, tag, p):
            arguments = "index: \(index(i)), id: \(id(tag)), x: \(p.x), y: \(p.y)"
        case let .didDeselectReplaced(i, tag), let .didSwipeSelect(i, tag), let .didBeginDrag(i, tag),
            let .didDelete(i, tag), let .didRefuseDelete(i, tag), let .didCancelDrag(i, tag), let .didTapRemove(i, tag),
            let .didActivate(i, tag):
            arguments = "index: \(i), id: \(id(tag))"
        case let .didDragOut(i, tag, carried):
            arguments = "index: \(i), id: \(id(tag)), carrying: \(ids(carried))"
        case let .didTapBlank(p), let .didTapAnywhere(p):
            arguments = "x: \(p.x), y: \(p.y)"
        case let .didTapOverflowIndicator(count), let .didFocusOverflowIndicator(count):
            arguments = "hiddenCount: \(count)"
        case .didTapCollapseIndicator, .didExpand, .didCollapse, .didFocusCollapseIndicator, .didRequestPaste:
            arguments = ""
        case let .didCopy(tags, text):
            arguments = "ids: \(ids(tags.map(\.id))), text: \(String(reflecting: text))"
        case let .didChangeDeleteZoneHighlight(highlighted):
            arguments = "highlighted: \(highlighted)"
        case let .didMove(tag, from, to):
            arguments = "id: \(id(tag)), from: \(from), to: \(to)"
        case let .didEndDrag(i, tag):
            arguments = "index: \(index(i)), id: \(id(tag))"
        case let .didChangeDropTarget(i):
            arguments = "index: \(index(i))"
        case let .didChangeFocus(i, tag):
            arguments = "index: \(index(i)), id: \(id(tag))"
        case let .didScroll(offset):
            arguments = "x: \(offset.x), y: \(offset.y)"
        case .didAdd, .didRefuse, .didEdit, .didChangeEditing, .didMark, .didChangeDraft, .didChangeSuggestions,
            .didRequestSuggestions:
            arguments = fieldArguments
        }
        return "\(name)(\(arguments))"
    }
}
