import CGtk
import CGtkShim
import TagFlow

/// The tags as screen readers see them: one invisible child widget of the drawing area per
/// accessibility element, kept in the controller's reading order, at the tags' frames, with the
/// elements' names, states and actions.
///
/// GTK 4.8 has no custom accessible objects: only widgets are accessible, and a drawing area is
/// one element. So every tag gets a childless `GtkDrawingArea` made with the check-box role (the
/// button role when the selection mode is `none`): GtkDrawingArea does not draw its children, so
/// they never show; they are not pointer targets, so clicks go to the drawing area; and unlike a
/// `GtkBox` one can hold keyboard focus itself. Its AT-SPI extents are its allocation: the tag's
/// frame. Per element:
/// - name: the element's label (a truncated tag's whole text); description: its position, "2 of
///   11" among the tags shown (GTK 4.8 accepts the position relations but does not expose
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
/// Exactly one tag child is focusable — the focused tag's, else the first enabled one — so Tab
/// enters the widget on a tag and the next Tab leaves it (a roving tab stop); arrow keys then
/// move focus through the controller.
///
/// **Confinement.** The mirror and its nodes live on the main actor with the widget that owns
/// them. Each node is retained by the GLib signal connections that call back into it (released
/// when GTK finalizes the emitting object), so a callback never reaches freed memory; it reaches
/// the widget only through `mirror`, a weak reference.
@MainActor
final class AccessibilityMirror {
    /// What a child stands for.
    enum NodeKind: Hashable {
        /// The tag with this id.
        case tag(TagID)
        /// The remove button of the tag with this id.
        case removeButton(TagID)
        /// The "+N" indicator.
        case overflowIndicator
        /// The "less" indicator of an expanded line limit.
        case collapseIndicator
    }

    /// The actions a tag child offers, by the name AT-SPI shows after `tag.`.
    enum TagAction: CaseIterable {
        case activate, remove, moveEarlier, moveLater

        func name(checkBox: Bool) -> String {
            switch self {
            case .activate: checkBox ? "toggle" : "activate"
            case .remove: "remove"
            case .moveEarlier: "move-earlier"
            case .moveLater: "move-later"
            }
        }
    }

    /// One child widget and what it currently says.
    final class Node {
        let kind: NodeKind
        let widget: UnsafeMutablePointer<GtkWidget>
        /// Whether it was made with the check-box role (else the button role).
        let isCheckBox: Bool
        weak var mirror: AccessibilityMirror?
        /// The element's kind as the controller knows it (for activation).
        var element: TagAccessibilityElement.Kind
        var actions: [TagAction: OpaquePointer] = [:]
        var label: String?
        var positionText: String?
        var checked: Bool?
        /// Whether the element can be used (a disabled tag cannot).
        var isUsable = true
        var frame = Rect.zero
        /// The frame the widget was last allocated at (`nil`: never allocated).
        var allocatedFrame: Rect?

        init(kind: NodeKind, element: TagAccessibilityElement.Kind, widget: UnsafeMutablePointer<GtkWidget>, isCheckBox: Bool) {
            self.kind = kind
            self.element = element
            self.widget = widget
            self.isCheckBox = isCheckBox
        }
    }

    /// The drawing area the children belong to.
    private let area: UnsafeMutablePointer<GtkWidget>
    /// The widget the children report to.
    private unowned let owner: TagCollectionWidget
    private var nodes: [NodeKind: Node] = [:]
    /// The tag whose child is the focusable one.
    private(set) var rovingID: TagID?
    /// Whether children moved, came or went since they were last allocated.
    private(set) var needsAllocation = false
    /// Whether the children are enabled: GTK marks only the insensitive widget itself disabled
    /// for screen readers, not its descendants, so the children follow the widget here.
    private(set) var isEnabled = true

    init(area: UnsafeMutablePointer<GtkWidget>, owner: TagCollectionWidget) {
        self.area = area
        self.owner = owner
    }

    // MARK: Keeping in step with the controller

    /// Creates, removes, orders and updates the children to match `controller`.
    func sync(with controller: TagCollectionController) {
        let elements = controller.accessibilityElements
        let checkBoxes = controller.options.selectionMode.allowsSelection
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
        let wantedKinds = Set(wanted.map(\.kind))
        for (kind, node) in nodes where !wantedKinds.contains(kind) || (node.isCheckBox != checkBoxes && isTag(kind)) {
            gtk_widget_unparent(node.widget)
            nodes[kind] = nil
            needsAllocation = true
        }
        // The focusable tag: the focused one, else the one that was, else the first enabled one.
        let focusable = Set(wanted.compactMap { entry -> TagID? in
            guard case .tag(let id) = entry.kind, !entry.element.traits.contains(.notEnabled) else { return nil }
            return id
        })
        if let focused = controller.focusedID, focusable.contains(focused) {
            rovingID = focused
        } else if rovingID.map({ !focusable.contains($0) }) ?? true {
            rovingID = wanted.lazy.compactMap { entry -> TagID? in
                if case .tag(let id) = entry.kind, focusable.contains(id) { id } else { nil }
            }.first
        }

        var previous: UnsafeMutablePointer<GtkWidget>? = nil
        for (kind, element) in wanted {
            let node = nodes[kind] ?? makeNode(kind, element: element.kind, checkBox: checkBoxes)
            if gtk_widget_get_prev_sibling(node.widget) != previous || gtk_widget_get_parent(node.widget) == nil {
                gtk_widget_insert_after(node.widget, area, previous)
                needsAllocation = true
            }
            previous = node.widget
            node.element = element.kind
            update(node, to: element)
        }
    }

    private func isTag(_ kind: NodeKind) -> Bool {
        if case .tag = kind { return true }
        return false
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
            for (action, gaction) in node.actions {
                let offered: Bool
                switch action {
                case .activate: offered = true
                case .remove: offered = element.actions.contains(.remove)
                case .moveEarlier: offered = element.actions.contains(.moveEarlier)
                case .moveLater: offered = element.actions.contains(.moveLater)
                }
                if (g_action_get_enabled(gaction) != 0) != offered { g_simple_action_set_enabled(gaction, offered ? 1 : 0) }
            }
            let focusable: gboolean = id == rovingID ? 1 : 0
            if gtk_widget_get_focusable(node.widget) != focusable { gtk_widget_set_focusable(node.widget, focusable) }
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

    private func makeNode(_ kind: NodeKind, element: TagAccessibilityElement.Kind, checkBox: Bool) -> Node {
        let widget: UnsafeMutablePointer<GtkWidget>
        switch kind {
        case .tag:
            widget = tfs_widget_new_with_role(
                gtk_drawing_area_get_type(), checkBox ? GTK_ACCESSIBLE_ROLE_CHECKBOX : GTK_ACCESSIBLE_ROLE_BUTTON)
        case .removeButton, .overflowIndicator, .collapseIndicator:
            // The rule must be in place before the button is styled: GTK does not restyle these
            // never-drawn buttons when a provider is added later.
            if let display = gtk_widget_get_display(area) { AccessibleButtonStyle.install(on: display) }
            widget = gtk_button_new()
            // Without padding, border and minimum size the button's content box — what AT-SPI
            // reports as its extents — is its allocation.
            gtk_widget_add_css_class(widget, AccessibleButtonStyle.cssClass)
        }
        gtk_widget_set_can_target(widget, 0)  // the pointer goes to the drawing area
        gtk_widget_set_sensitive(widget, isEnabled ? 1 : 0)
        gtk_widget_set_focus_on_click(widget, 0)
        gtk_widget_set_focusable(widget, 0)
        let node = Node(kind: kind, element: element, widget: widget, isCheckBox: checkBox && isTag(kind))
        node.mirror = self
        switch kind {
        case .tag:
            let group = g_simple_action_group_new()
            for action in TagAction.allCases {
                let gaction = g_simple_action_new(action.name(checkBox: node.isCheckBox), nil)!
                connectSignal(untyped(gaction), "activate", onAction, retained: ActionTarget(node: node, action: action))
                g_action_map_add_action(OpaquePointer(group), gaction)
                node.actions[action] = gaction
                g_object_unref(untyped(gaction))  // the group holds it
            }
            gtk_widget_insert_action_group(widget, "tag", OpaquePointer(group))
            g_object_unref(untyped(group))  // the widget holds it
            // GTK focus moving onto or off the child (Tab, a click elsewhere) is resolved after the
            // notification: during it the window's focus widget is not updated yet.
            connectSignal(untyped(widget), "notify::has-focus", onFocusChanged, retained: node)
        case .removeButton, .overflowIndicator, .collapseIndicator:
            connectSignal(untyped(widget), "clicked", onClicked, retained: node)
        }
        nodes[kind] = node
        return node
    }

    // MARK: Allocation and focus

    /// Places the children at their elements' frames (area coordinates are content coordinates).
    /// Called from the drawing area's layout manager. Only new children and children whose
    /// frames changed are allocated (a child keeps its allocation otherwise): a reorder step in
    /// a long collection moves a few tags, not all of them.
    func allocateChildren() {
        for node in nodes.values where node.allocatedFrame != node.frame {
            node.allocatedFrame = node.frame
            // GTK insists on a measure before an allocation; the results are not needed.
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(node.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            gtk_widget_measure(node.widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
            let f = node.frame
            let x = f.minX.rounded(), y = f.minY.rounded()
            var allocation = GtkAllocation(
                x: Int32(x), y: Int32(y), width: Int32(max(0, f.maxX.rounded() - x)), height: Int32(max(0, f.maxY.rounded() - y)))
            gtk_widget_size_allocate(node.widget, &allocation, -1)
        }
        needsAllocation = false
    }

    /// The tag whose child has GTK focus, if any.
    var focusedTagID: TagID? {
        guard let root = gtk_widget_get_root(area), let focus = gtk_root_get_focus(root) else { return nil }
        // Focus normally sits on the one focusable child; look further only when it does not.
        if let roving = rovingID, nodes[.tag(roving)]?.widget == focus { return roving }
        guard gtk_widget_get_parent(focus) == area else { return nil }
        for (kind, node) in nodes where node.widget == focus {
            if case .tag(let id) = kind { return id }
        }
        return nil
    }

    /// Whether a tag's child has GTK focus and the window shows focus (keyboard use).
    var showsFocus: Bool {
        guard let id = focusedTagID, let node = nodes[.tag(id)], gtk_widget_has_focus(node.widget) != 0,
            let root = gtk_widget_get_root(area)
        else { return false }
        return gtk_window_get_focus_visible(UnsafeMutablePointer<GtkWindow>(root)) != 0
    }

    /// Gives GTK focus to the child of the tag `id` (and makes it the focusable one).
    func grabFocus(on id: TagID) {
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

    fileprivate func perform(_ action: TagAction, on node: Node) {
        guard case .tag(let id) = node.kind else { return }
        switch action {
        case .activate: owner.activateAccessibilityElement(node.element)
        case .remove: owner.performAccessibilityAction(.remove, on: id)
        case .moveEarlier: owner.performAccessibilityAction(.moveEarlier, on: id)
        case .moveLater: owner.performAccessibilityAction(.moveLater, on: id)
        }
    }

    fileprivate func clicked(_ node: Node) {
        switch node.kind {
        case .removeButton(let id): owner.performAccessibilityAction(.remove, on: id)
        case .overflowIndicator, .collapseIndicator: owner.activateAccessibilityElement(node.element)
        case .tag: break
        }
    }

    fileprivate func focusChanged() {
        owner.scheduleFocusSync()
    }
}

/// An action's target: the node and which action (the user data of its `activate` signal).
private final class ActionTarget {
    let node: AccessibilityMirror.Node
    let action: AccessibilityMirror.TagAction

    init(node: AccessibilityMirror.Node, action: AccessibilityMirror.TagAction) {
        self.node = node
        self.action = action
    }
}

private let onAction: ActionSignalHandler = { _, _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated {
        let target = Unmanaged<ActionTarget>.fromOpaque(data!).takeUnretainedValue()
        target.node.mirror?.perform(target.action, on: target.node)
    }
}

private let onClicked: VoidSignalHandler = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated {
        let node = Unmanaged<AccessibilityMirror.Node>.fromOpaque(data!).takeUnretainedValue()
        node.mirror?.clicked(node)
    }
}

private let onFocusChanged: NotifySignalHandler = { _, _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated {
        Unmanaged<AccessibilityMirror.Node>.fromOpaque(data!).takeUnretainedValue().mirror?.focusChanged()
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
