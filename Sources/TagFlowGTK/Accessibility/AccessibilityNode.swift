import CGtk
import CGtkShim
import TagFlow

/// One accessible child: what it stands for, the widget, and what it says now. A node is
/// recycled as the view scrolls: a tag's child that leaves the mirrored region is bound to a tag
/// that enters it (its name, description, state and actions change; the widget stays), as
/// `GtkListView` rebinds its rows.
extension AccessibilityMirror {
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

        var isTag: Bool {
            if case .tag = self { return true }
            return false
        }
    }

    /// The actions a tag child offers, by the name AT-SPI shows after `tag.`.
    enum TagAction: CaseIterable {
        case activate, remove, moveEarlier, moveLater

        /// Whether an element offering `actions` offers this one (activating is always offered).
        func isOffered(in actions: [TagAccessibilityElement.Action]) -> Bool {
            switch self {
            case .activate: true
            case .remove: actions.contains(.remove)
            case .moveEarlier: actions.contains(.moveEarlier)
            case .moveLater: actions.contains(.moveLater)
            }
        }

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
        /// What it stands for now (it changes when the node is recycled).
        var kind: NodeKind
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
        /// The actions its element offered at the last update (`nil`: not set yet).
        var offeredActions: [TagAccessibilityElement.Action]?
        /// Whether the element can be used (a disabled tag cannot); the widget's sensitivity,
        /// which a recycled node keeps.
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

        /// Whether this node's widget can stand for `kind`: a tag's child for tags of the same
        /// role, a button for the other kinds.
        func canStand(for kind: NodeKind, checkBox: Bool) -> Bool {
            kind.isTag ? self.kind.isTag && isCheckBox == checkBox : !self.kind.isTag
        }

        /// Binds the node to `kind`: what it says is forgotten, so the next update says it all.
        func rebind(to kind: NodeKind, element: TagAccessibilityElement.Kind) {
            self.kind = kind
            self.element = element
            label = nil
            positionText = nil
            checked = nil
            offeredActions = nil
        }
    }

    /// A new child widget for `kind`, with its actions or its click handler.
    func makeNode(_ kind: NodeKind, element: TagAccessibilityElement.Kind, checkBox: Bool) -> Node {
        let widget: UnsafeMutablePointer<GtkWidget>
        if kind.isTag {
            widget = tfs_widget_new_with_role(
                tfs_accessible_element_get_type(), checkBox ? GTK_ACCESSIBLE_ROLE_CHECKBOX : GTK_ACCESSIBLE_ROLE_BUTTON)
        } else {
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
        let node = Node(kind: kind, element: element, widget: widget, isCheckBox: checkBox && kind.isTag)
        node.mirror = self
        if kind.isTag {
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
        } else {
            connectSignal(untyped(widget), "clicked", onClicked, retained: node)
            // The chip takes focus from the keys (Tab, the arrows); a remove button never does.
            connectSignal(untyped(widget), "notify::has-focus", onFocusChanged, retained: node)
        }
        return node
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
    onMainActor(data) { data in
        let target = Unmanaged<ActionTarget>.fromOpaque(data!).takeUnretainedValue()
        target.node.mirror?.perform(target.action, on: target.node)
    }
}

private let onClicked: VoidSignalHandler = { _, data in
    onMainActor(data) { data in
        let node = Unmanaged<AccessibilityMirror.Node>.fromOpaque(data!).takeUnretainedValue()
        node.mirror?.clicked(node)
    }
}

private let onFocusChanged: NotifySignalHandler = { _, _, data in
    onMainActor(data) { Unmanaged<AccessibilityMirror.Node>.fromOpaque($0!).takeUnretainedValue().mirror?.focusChanged() }
}
