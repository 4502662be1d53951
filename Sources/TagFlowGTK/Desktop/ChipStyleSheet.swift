import CGtk
import CGtkShim
import TagFlow

/// The chips as an app's style sheet restyles them, the GTK way: the widget holds a `tag` CSS node
/// (`tagcollection tag:selected { background-color: …; }`) and reads, once per state after each
/// style change, what the sheet gives it — the text colour, the background, the border — then
/// draws the tags in the default look in it (docs/gtk.md, "CSS").
@MainActor struct ChipStyleSheet {
    /// The `tag` node: a child of the drawing area that is never shown, focused or targeted.
    let node: UnsafeMutablePointer<GtkWidget>
    private var read: [Key: ChipCSS] = [:]

    /// A state and the classes a chip has in it.
    private struct Key: Hashable {
        var state: UInt32
        var classes: [String]
    }

    init(parent: UnsafeMutablePointer<GtkWidget>) {
        node = tfs_tag_style_node_new(parent)
    }

    /// Forgets what was read: the style changed.
    mutating func invalidate() {
        read = [:]
    }

    /// What the sheet sets for a chip in `state` with the style `classes`; `inherited` is the
    /// widget's own text colour (a node whose colour is only inherited sets none).
    mutating func style(for state: GtkStateFlags, classes: [String], inherited: TagColor) -> ChipCSS {
        let key = Key(state: state.rawValue, classes: classes)
        if let known = read[key] { return known }
        for name in classes { gtk_widget_add_css_class(node, name) }
        var style = TfsTagStyle()
        tfs_tag_style_read(node, state, &style)
        for name in classes { gtk_widget_remove_css_class(node, name) }
        let css = ChipCSS(style, inherited: inherited)
        read[key] = css
        return css
    }
}

/// What a style sheet sets for chips in one state; `nil` where it sets nothing and the tag's own
/// style stands.
struct ChipCSS: Hashable, Sendable {
    var textColor: TagColor?
    var backgroundColor: TagColor?
    var borderColor: TagColor?
    var borderWidth: Double?

    init(_ style: TfsTagStyle, inherited: TagColor) {
        let text = TagColor(style.color)
        textColor = text == inherited ? nil : text
        backgroundColor = style.background.3 > 0 ? TagColor(style.background) : nil
        if style.border_width > 0 {
            borderWidth = style.border_width
            borderColor = TagColor(style.border)
        }
    }

    /// `style` with what the sheet sets (a background replaces a gradient).
    func applied(to style: TextTagStyle) -> TextTagStyle {
        var styled = style
        if let textColor { styled.textColor = textColor }
        if let backgroundColor {
            styled.backgroundColor = backgroundColor
            styled.gradient = nil
        }
        if let borderColor, let borderWidth {
            styled.borderColor = borderColor
            styled.borderWidth = borderWidth
        }
        return styled
    }
}

extension TagColor {
    /// A colour as C's red, green, blue, alpha (0…1).
    init(_ rgba: (Double, Double, Double, Double)) {
        self.init(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: rgba.3)
    }
}
