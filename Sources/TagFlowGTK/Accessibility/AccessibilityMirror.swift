import CGtk
import CGtkShim
import TagFlow

/// The tags as screen readers see them: invisible child widgets of the drawing area for the
/// accessibility elements in and near the visible part (`MirroredRegion`) and the focused tag,
/// kept in the controller's reading order, at the tags' frames, with the elements' names,
/// states and actions. As the view scrolls, children of tags that leave the region are recycled
/// for tags that enter it, so their number follows the view, not the collection.
///
/// GTK 4.8 has no custom accessible objects: only widgets are accessible, and a drawing area is
/// one element. So every mirrored tag gets a childless widget that adds nothing to `GtkWidget`
/// (`TagFlowAccessibleElement`, CGtkShim) made with the check-box role (the button role when the
/// selection mode is `none`): the drawing area does not draw its children, so they never show;
/// they are not pointer targets, so clicks go to the drawing area; and unlike a `GtkBox` one can
/// hold keyboard focus itself. Its AT-SPI extents are its allocation: the tag's frame. Per
/// element:
/// - name: the element's label (a truncated tag's whole text); description: its position among
///   the tags shown, "2 of 11" (GTK 4.8 accepts the position relations but does not expose
///   them); checked: selected; focused: the child has GTK focus (the controller's keyboard focus
///   and GTK's are kept together); a disabled tag's child (and its remove button) is insensitive
///   — not enabled, not sensitive, not focusable, as GTK marks an insensitive widget.
/// - actions: a `GSimpleActionGroup` inserted as `tag`, so AT-SPI lists `tag.toggle` (`tag.activate`
///   for the button role), `tag.remove`, `tag.move-earlier`, `tag.move-later`; actions the element
///   does not offer are disabled, which hides them. GTK 4.8 reports a widget action's detailed
///   name as its AT-SPI name, localized name and description alike, and GLib allows only
///   `[A-Za-z0-9.-]` in action names, so these are the names a screen reader reads.
/// - with remove buttons: a `GtkButton` right after the tag, named "Remove <label>", whose
///   AT-SPI action is GTK's standard "click" (localized "Click"): the visible × as a button of
///   its own, since an action cannot be named that way. Its extents are the ×'s square.
/// - the "+N" indicator: a `GtkButton` named "3 more tags", "click" taps it.
///
/// Exactly one tag child is focusable — the focused tag's, else an enabled one in view — so Tab
/// enters the widget on a tag and the next Tab leaves it (a roving tab stop); arrow keys then
/// move focus through the controller, which scrolls the tag into view, and its child follows.
/// Where the tags are no tab stop (a tag field's, reached by the arrows from its entry), a child
/// is focusable only while it has focus.
///
/// **Only while someone listens.** The children exist while an assistive technology listens
/// (`AccessibilityStatus`): `activate()` builds them (and the focused tag's child takes GTK focus),
/// `deactivate()` removes them; the widget's drawing area holds keyboard focus itself meanwhile.
///
/// **Confinement.** The mirror and its nodes live on the main actor with the widget that owns
/// them. Each node is retained by the GLib signal connections that call back into it (released
/// when GTK finalizes the emitting object), so a callback never reaches freed memory; it reaches
/// the widget only through `mirror`, a weak reference.
@MainActor
final class AccessibilityMirror {
    /// The drawing area the children belong to.
    let area: UnsafeMutablePointer<GtkWidget>
    /// The widget the children report to.
    private unowned let owner: TagCollectionWidget
    private var nodes: [NodeKind: Node] = [:]
    /// The part of the content mirrored at the last sync (`nil`: none yet).
    private(set) var region: MirroredRegion?
    /// The tag whose child is the focusable one.
    private(set) var rovingID: TagID?
    /// Whether children moved, came or went since they were last allocated.
    private(set) var needsAllocation = false
    /// Whether the children are enabled: GTK marks only the insensitive widget itself disabled
    /// for screen readers, not its descendants, so the children follow the widget here.
    private(set) var isEnabled = true
    /// Whether the children exist (an assistive technology listens).
    private(set) var isActive = false

    init(area: UnsafeMutablePointer<GtkWidget>, owner: TagCollectionWidget) {
        self.area = area
        self.owner = owner
    }

    /// Whether the children mirror the part of the content around `visible`.
    func covers(_ visible: Rect) -> Bool { region?.covers(visible) ?? false }

    // MARK: Keeping in step with the controller

    /// Creates, recycles, removes, orders and updates the children to match `controller` around
    /// its visible part — or, before the widget knows what is visible (`viewIsKnown` false), for
    /// the kept tags alone; the tag `keeping` (about to take focus) gets a child wherever it is.
    func sync(with controller: TagCollectionController, keeping: TagID? = nil, viewIsKnown: Bool = true) {
        guard isActive else { return }
        let checkBoxes = controller.options.selectionMode.allowsSelection
        let region = MirroredRegion(around: controller.visibleRect, scrollDirection: controller.configuration.scrollDirection)
        self.region = viewIsKnown ? region : nil
        // The focused tag, the tag whose child has GTK focus and the one about to: wherever they are.
        let kept = [controller.focusedID, focusedTagID, keeping].compactMap { $0 }
        let tagNodes = nodes.count { $0.key.isTag }
        let elements =
            viewIsKnown
            ? region.elements(of: controller, keeping: kept, atLeast: tagNodes) : MirroredRegion.elements(of: controller, ids: kept)
        let wanted = wantedNodes(elements, controller: controller)
        let wantedKinds = Set(wanted.map(\.kind))
        var free: [Node] = []
        // A tag's child whose role no longer fits the selection mode goes (a role is set once).
        for (kind, node) in nodes where !wantedKinds.contains(kind) || (kind.isTag && node.isCheckBox != checkBoxes) {
            nodes[kind] = nil
            free.append(node)
        }
        // The focusable tag: the focused one, else the one that was while it is mirrored, else
        // the first mirrored; never a disabled one.
        let focusable = Set(wanted.compactMap { entry -> TagID? in
            guard case .tag(let id) = entry.kind, !entry.element.traits.contains(.notEnabled) else { return nil }
            return id
        })
        if let focused = controller.focusedID, focusable.contains(focused) {
            rovingID = focused
        } else if let keeping, focusable.contains(keeping) {
            rovingID = keeping
        } else if rovingID.map({ !focusable.contains($0) }) ?? true {
            rovingID = wanted.lazy.compactMap { entry -> TagID? in
                if case .tag(let id) = entry.kind, focusable.contains(id) { id } else { nil }
            }.first
        }
        var previous: UnsafeMutablePointer<GtkWidget>? = nil
        for (kind, element) in wanted {
            let node = nodes[kind] ?? recycledNode(for: kind, element: element.kind, checkBox: checkBoxes, from: &free)
            if gtk_widget_get_prev_sibling(node.widget) != previous || gtk_widget_get_parent(node.widget) == nil {
                gtk_widget_insert_after(node.widget, area, previous)
                needsAllocation = true
            }
            previous = node.widget
            node.element = element.kind
            update(node, to: element)
        }
        for node in free { gtk_widget_unparent(node.widget) }
        if !free.isEmpty { needsAllocation = true }
    }

    /// The children `elements` need, in order: each element, and a tag's remove button after it.
    private func wantedNodes(
        _ elements: [TagAccessibilityElement], controller: TagCollectionController
    ) -> [(kind: NodeKind, element: TagAccessibilityElement)] {
        let showsRemoveButtons = controller.options.removeButton != nil
        var wanted: [(kind: NodeKind, element: TagAccessibilityElement)] = []
        wanted.reserveCapacity(elements.count * (showsRemoveButtons ? 2 : 1))
        for element in elements {
            switch element.kind {
            case .tag(let index, let id):
                wanted.append((.tag(id), element))
                if showsRemoveButtons, let button = controller.removeButtonFrame(at: index) {
                    var buttonElement = element
                    buttonElement.frame = button
                    wanted.append((.removeButton(id), buttonElement))
                }
            case .overflowIndicator:
                wanted.append((.overflowIndicator, element))
            case .collapseIndicator:
                wanted.append((.collapseIndicator, element))
            }
        }
        return wanted
    }

    /// A node for `kind`: a free node of the same sort rebound to it, else a new one.
    private func recycledNode(
        for kind: NodeKind, element: TagAccessibilityElement.Kind, checkBox: Bool, from free: inout [Node]
    ) -> Node {
        let node: Node
        if let i = free.lastIndex(where: { $0.canStand(for: kind, checkBox: checkBox) }) {
            node = free.remove(at: i)
            node.rebind(to: kind, element: element)
        } else {
            node = makeNode(kind, element: element, checkBox: checkBox)
        }
        nodes[kind] = node
        return node
    }

    /// Brings one child's name, description, state, actions and frame up to date, touching GTK
    /// only for what changed (each update is a D-Bus message to screen readers).
    private func update(_ node: Node, to element: TagAccessibilityElement) {
        let accessible = OpaquePointer(node.widget)
        switch node.kind {
        case .tag(let id):
            let position = element.position?.description ?? ""
            if node.label != element.label || node.positionText != position {
                node.label = element.label
                node.positionText = position
                tfs_accessible_set_label_description(accessible, element.label, position)
            }
            let checked = element.traits.contains(.selected)
            if node.isCheckBox, node.checked != checked {
                node.checked = checked
                tfs_accessible_set_checked(accessible, checked ? 1 : 0)
            }
            let offered = element.actions
            if node.offeredActions != offered {
                node.offeredActions = offered
                for (action, gaction) in node.actions {
                    let enabled = action.isOffered(in: offered)
                    if (g_action_get_enabled(gaction) != 0) != enabled { g_simple_action_set_enabled(gaction, enabled ? 1 : 0) }
                }
            }
            setFocusability(of: node, id: id)
        case .removeButton:
            let label = "Remove " + element.label
            if node.label != label {
                node.label = label
                tfs_accessible_set_label(accessible, label)
            }
        case .overflowIndicator, .collapseIndicator:
            if node.label != element.label {
                node.label = element.label
                tfs_accessible_set_label(accessible, element.label)
            }
            // The chip is the keys' stop after the tags: a tab stop where the tags are one.
            let focusable: gboolean = owner.isTabStop || gtk_widget_has_focus(node.widget) != 0 ? 1 : 0
            if gtk_widget_get_focusable(node.widget) != focusable { gtk_widget_set_focusable(node.widget, focusable) }
        }
        let usable = !element.traits.contains(.notEnabled)
        if node.isUsable != usable {
            node.isUsable = usable
            gtk_widget_set_sensitive(node.widget, isEnabled && usable ? 1 : 0)
        }
        if node.frame != element.frame {
            node.frame = element.frame
            needsAllocation = true
        }
    }

    // MARK: Allocation and focus

    /// Places the children at their elements' frames (area coordinates are content coordinates).
    /// Called from the drawing area's layout manager. Only new children and children whose
    /// frames changed are allocated (a child keeps its allocation otherwise): a reorder step in
    /// a long collection moves a few tags, not all of them.
    func allocateChildren() {
        for node in nodes.values where node.allocatedFrame != node.frame {
            if node.allocatedFrame == nil {
                // GTK insists on a measure before a new child's first allocation (the size these
                // childless widgets ask for never changes); the results are not needed.
                var minimum: Int32 = 0, natural: Int32 = 0
                gtk_widget_measure(node.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
                gtk_widget_measure(node.widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
            }
            node.allocatedFrame = node.frame
            let f = node.frame
            let x = f.minX.rounded(), y = f.minY.rounded()
            var allocation = GtkAllocation(
                x: Int32(x), y: Int32(y), width: Int32(max(0, f.maxX.rounded() - x)), height: Int32(max(0, f.maxY.rounded() - y)))
            gtk_widget_size_allocate(node.widget, &allocation, -1)
        }
        needsAllocation = false
    }

    /// The tag whose child has GTK focus, if any.
    var focusedTagID: TagID? { focusedStop?.tagID }

    /// The tag or chip whose child has GTK focus, if any.
    var focusedStop: FocusStop? {
        guard let root = gtk_widget_get_root(area), let focus = gtk_root_get_focus(root) else { return nil }
        // Focus normally sits on the one focusable child; look further only when it does not.
        if let roving = rovingID, nodes[.tag(roving)]?.widget == focus { return .tag(roving) }
        guard gtk_widget_get_parent(focus) == area else { return nil }
        for (kind, node) in nodes where node.widget == focus {
            switch kind {
            case .tag(let id): return .tag(id)
            case .overflowIndicator, .collapseIndicator: return .chip
            case .removeButton: return nil
            }
        }
        return nil
    }

    /// The chip's child, while the layout shows a chip.
    private var chipNode: Node? { nodes[.overflowIndicator] ?? nodes[.collapseIndicator] }

    /// Gives GTK focus to the child of `stop` (a tag's, as `grabFocus(on:)`, or the chip's).
    func grabFocus(on stop: FocusStop) {
        switch stop {
        case .tag(let id): grabFocus(on: id)
        case .chip:
            guard let node = chipNode else { return }
            gtk_widget_set_focusable(node.widget, 1)
            if gtk_widget_has_focus(node.widget) == 0 { gtk_widget_grab_focus(node.widget) }
        }
    }

    /// Makes the roving child focusable (a tab stop), and no other — where the tags are no tab
    /// stop, only while it has focus.
    private func setFocusability(of node: Node, id: TagID) {
        let focusable: gboolean = id == rovingID && (owner.isTabStop || gtk_widget_has_focus(node.widget) != 0) ? 1 : 0
        if gtk_widget_get_focusable(node.widget) != focusable { gtk_widget_set_focusable(node.widget, focusable) }
    }

    /// Applies the focusability rules again (focus moved).
    func refreshFocusability() {
        if let id = rovingID, let node = nodes[.tag(id)] { setFocusability(of: node, id: id) }
        if let chip = chipNode {
            let focusable: gboolean = owner.isTabStop || gtk_widget_has_focus(chip.widget) != 0 ? 1 : 0
            if gtk_widget_get_focusable(chip.widget) != focusable { gtk_widget_set_focusable(chip.widget, focusable) }
        }
    }

    /// Builds the children (an assistive technology started listening); the focused tag's child
    /// takes GTK focus when `focusing` names it.
    func activate(with controller: TagCollectionController, focusing: TagID?) {
        guard !isActive else { return }
        isActive = true
        sync(with: controller, keeping: focusing, viewIsKnown: owner.sizing.hasLaidOut)
        if let focusing { grabFocus(on: focusing) }
        needsAllocation = true
    }

    /// Removes the children (nobody listens any more); the caller has moved focus off them.
    func deactivate() {
        guard isActive else { return }
        removeAll()
        region = nil
        isActive = false
    }

    /// Gives GTK focus to the child of the tag `id` (and makes it the focusable one); a tag far
    /// from the view gets a child first.
    func grabFocus(on id: TagID) {
        if nodes[.tag(id)] == nil {
            // Before the first allocation (the window's first focus) the view is not known yet.
            sync(with: owner.controller, keeping: id, viewIsKnown: region != nil)
            if needsAllocation { owner.queueAllocate() }
        }
        guard let node = nodes[.tag(id)] else { return }
        if rovingID != id, let old = rovingID.flatMap({ nodes[.tag($0)] }) { gtk_widget_set_focusable(old.widget, 0) }
        rovingID = id
        gtk_widget_set_focusable(node.widget, 1)
        if gtk_widget_has_focus(node.widget) == 0 { gtk_widget_grab_focus(node.widget) }
    }

    /// Enables or disables every child (the widget became sensitive or insensitive).
    func setEnabled(_ enabled: Bool) {
        guard enabled != isEnabled else { return }
        isEnabled = enabled
        for node in nodes.values { gtk_widget_set_sensitive(node.widget, enabled && node.isUsable ? 1 : 0) }
    }

    /// Removes every child (the drawing area is going away: GtkDrawingArea does not unparent
    /// its children itself).
    func removeAll() {
        for node in nodes.values { gtk_widget_unparent(node.widget) }
        nodes.removeAll()
        rovingID = nil
    }

    // MARK: Callbacks

    func perform(_ action: TagAction, on node: Node) {
        guard case .tag(let id) = node.kind else { return }
        switch action {
        case .activate: owner.activateAccessibilityElement(node.element)
        case .remove: owner.performAccessibilityAction(.remove, on: id)
        case .moveEarlier: owner.performAccessibilityAction(.moveEarlier, on: id)
        case .moveLater: owner.performAccessibilityAction(.moveLater, on: id)
        }
    }

    func clicked(_ node: Node) {
        switch node.kind {
        case .removeButton(let id): owner.performAccessibilityAction(.remove, on: id)
        case .overflowIndicator, .collapseIndicator: owner.activateAccessibilityElement(node.element)
        case .tag: break
        }
    }

    func focusChanged() {
        owner.scheduleFocusSync()
    }
}

/// The style that makes an accessible `GtkButton`'s content box its whole allocation.
@MainActor
enum AccessibleButtonStyle {
    /// The CSS class the buttons carry.
    static let cssClass = "tagflow-accessible-button"
    /// Marks a display whose style already has the rule.
    private static let installedKey = "tagflow-accessible-button-style"

    /// Adds the rule to `display`'s style once.
    static func install(on display: OpaquePointer) {
        let object = untyped(display)?.assumingMemoryBound(to: GObject.self)
        guard g_object_get_data(object, installedKey) == nil else { return }
        let provider = gtk_css_provider_new()
        let css = "button.\(cssClass) { padding: 0; margin: 0; border: none; min-width: 0; min-height: 0; box-shadow: none; }"
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_set_data_full(object, installedKey, untyped(provider)) { provider in
            g_object_unref(provider)
        }
    }
}
