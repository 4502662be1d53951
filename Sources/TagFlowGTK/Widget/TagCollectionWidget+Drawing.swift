import CGtk
import CGtkShim
import TagFlow
import TagFlowRendering

/// Drawing: the controller's scene of the visible part, in the theme's colours.
extension TagCollectionWidget {
    /// How far past the visible rect tags are still drawn: shadows (and tags animating into
    /// view) reach in from there.
    static let cullingMargin = 32.0

    /// Draws the controller's scene of the visible part — at the animated frames, in the
    /// theme's colours, with the focus ring only while a tag has GTK focus and the window shows
    /// focus.
    func draw(on cr: OpaquePointer) {
        let start = monotonicSeconds()
        let visible = visibleRect
        do {
            let scene = try drawnScene(of: visible.insetBy(dx: -Self.cullingMargin, dy: -Self.cullingMargin), at: start)
            try renderer.draw(scene, in: cr, visibleRect: visible, pixelScale: Double(desktop.settings.scaleFactor), images: images)
        } catch {
            report(error)
        }
        frameClock.drew(from: start, to: monotonicSeconds())
    }

    /// The scene drawn of `area` at `time`: at the animated frames, in the theme's colours and
    /// the app's style sheet, the focus ring only while a tag has GTK focus and the window shows it.
    func drawnScene(of area: Rect, at time: Double) throws(TagFlowError) -> RenderScene {
        let builder = SceneBuilder(sizer: controller.sizer, appearance: themedAppearance)
        var scene = try builder.scene(of: controller, hover: hover, in: area)
        if animator.isRunning {
            for i in scene.items.indices {
                if let id = scene.items[i].id, let frame = animator.frame(of: id, at: time) { scene.items[i].frame = frame }
            }
            if let focused = controller.focusedID, let frame = animator.frame(of: focused, at: time) { scene.focusRing?.frame = frame }
        }
        if !showsFocusRing || controller.dragState != nil { scene.focusRing = nil }
        if let field = fieldHost?.field, let ring = builder.markRing(of: field) { scene.focusRing = ring }
        // A tag edited in place is the field's entry, placed over it: its chip is not drawn.
        if let editing = fieldHost?.field.editing { scene.items.removeAll { $0.id == editing } }
        if followsThemeColors { applySelectionColors(to: &scene) }
        applyStyleSheet(to: &scene)
        if followsThemeColors, gtk_widget_is_sensitive(widget) == 0 { dim(&scene) }
        return scene
    }

    /// The appearance drawn with: light or dark as the theme is, its focus ring GTK's, scaled
    /// with the text, disabled tags' text in the theme's insensitive colour.
    var themedAppearance: SceneAppearance {
        var themed = appearance
        if followsThemeColors {
            themed.focusRing = desktop.palette.focusRing(scale: controller.sizer.textSizeCategory.scaleFactor)
            themed.disabledTextColor = desktop.palette.disabledForeground
        }
        return themed
    }

    /// The theme's colours on the scene: selected tags without a selected style of their own in
    /// the selection colours (dimmed again when the tag is disabled).
    private func applySelectionColors(to scene: inout RenderScene) {
        let themed = themedAppearance
        for i in scene.items.indices {
            guard let id = scene.items[i].id, let tag = controller.tag(withID: id), tag.isSelected, tag.selectedStyle == nil else {
                continue
            }
            scene.items[i].style = desktop.palette.selected(scene.items[i].style)
            if tag.isDisabled, tag.disabledStyle == nil { scene.items[i].style = themed.disabled(scene.items[i].style) }
        }
    }

    /// The app's style sheet on the tags in the default look (the collection's tag style, no
    /// selected or disabled style of their own where that state shows): a style set in Swift is
    /// the tag's own and stands, as an inline style does on a web page.
    private func applyStyleSheet(to scene: inout RenderScene) {
        let hovered = hover?.id, focused = keyboardFocusID
        for i in scene.items.indices {
            guard let id = scene.items[i].id, let tag = controller.tag(withID: id), tag.style == controller.options.tagStyle,
                !(tag.isSelected && tag.selectedStyle != nil), !(tag.isDisabled && tag.disabledStyle != nil)
            else { continue }
            var state = GTK_STATE_FLAG_NORMAL.rawValue
            if tag.isSelected { state |= GTK_STATE_FLAG_SELECTED.rawValue }
            if tag.isDisabled { state |= GTK_STATE_FLAG_INSENSITIVE.rawValue }
            if id == hovered { state |= GTK_STATE_FLAG_PRELIGHT.rawValue }
            if id == focused { state |= GTK_STATE_FLAG_FOCUSED.rawValue }
            let css = desktop.chipStyles.style(for: GtkStateFlags(rawValue: state), classes: styleClasses[id] ?? [], inherited: desktop.palette.foreground)
            scene.items[i].style = css.applied(to: scene.items[i].style)
        }
    }

    /// Everything dimmed while the widget is insensitive.
    private func dim(_ scene: inout RenderScene) {
        let themed = themedAppearance
        for i in scene.items.indices where !(scene.items[i].id.flatMap(controller.tag(withID:))?.isDisabled ?? false) {
            scene.items[i].style = themed.disabled(scene.items[i].style)  // disabled tags are dimmed already
        }
        if let chip = scene.overflowChip { scene.overflowChip?.style = themed.disabled(chip.style) }
        scene.focusRing = nil
    }
}
