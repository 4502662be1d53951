import CGtk
import CGtkShim
import TagFlow

/// Size: the widget answers height-for-width from the controller (the content height at the
/// width it is offered, or the viewport height it scrolls in), and the drawing area inside it
/// is as large as the content, its allocated width becoming the controller's viewport width.
extension TagCollectionWidget {
    var requestMode: GtkSizeRequestMode {
        controller.configuration.scrollDirection == .vertical ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH : GTK_SIZE_REQUEST_CONSTANT_SIZE
    }

    /// The widget's minimum and natural size along `orientation` (`forSize`: the other
    /// dimension, or -1): the content's, but the viewport height where it scrolls within it,
    /// and rows that scroll sideways ask for their width only up to the natural width.
    func measureWidget(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        guard isAlive else { return (0, 0) }
        sizing.measured()
        return size(orientation, forSize: forSize)
    }

    /// The minimum and natural size along `orientation` that `measureWidget` answers.
    private func size(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        switch (controller.configuration.scrollDirection, orientation == GTK_ORIENTATION_HORIZONTAL) {
        case (.vertical, false) where scroller.mode == .own(vertical: true):
            let height = Int32(viewportHeight ?? 0)
            return (height, height)
        case (.horizontal, true):
            let width = Self.points(contentSize(of: controller).width)
            return (0, scroller.mode == .outer ? width : min(width, Int32(naturalWidth)))
        default:
            return measureArea(orientation, forSize: forSize)
        }
    }

    /// GTK gave the widget its size: its child (the viewport, or its scrolled window) fills it.
    func allocateWidget(width: Int32, height: Int32) {
        guard isAlive else { return }
        let child = scroller.child
        // GTK wants a child measured before it is allocated; the answers are not needed.
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
        gtk_widget_allocate(child, width, height, -1, nil)
        fieldHost?.allocated()
        // A list may allocate a recycled row at its last item's height (`SizeNegotiation`).
        if sizing.needsLayoutAgain(allocated: height, wanted: size(GTK_ORIENTATION_VERTICAL, forSize: width).natural) {
            queueResizeAfterLayout()
        }
    }

    /// The drawing area's minimum and natural size along `orientation`: the content's (a width
    /// that wraps lines asks for the natural width and takes any).
    func measureArea(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let content = contentSize(of: controller)
        switch (controller.configuration.scrollDirection, orientation == GTK_ORIENTATION_HORIZONTAL) {
        case (.vertical, true):
            // Tags reflow to any width (an over-wide tag is clamped to it).
            return (0, Int32(naturalWidth))
        case (.vertical, false):
            let height = Self.points(contentHeight(forWidth: forSize >= 0 ? Double(forSize) : Double(naturalWidth)))
            return (height, height)
        case (.horizontal, true):
            return (Self.points(content.width), Self.points(content.width))
        case (.horizontal, false):
            return (Self.points(content.height), Self.points(content.height))
        }
    }

    /// A length in whole points, rounded up (GTK sizes are integers).
    static func points(_ value: Double) -> Int32 { Int32(min(Double(Int32.max), max(0, value.rounded(.up)))) }

    /// The content height when laid out `width` wide: the controller's own at its width, else
    /// a layout on a copy, kept (with its update) for the allocation at that width.
    func contentHeight(forWidth width: Double) -> Double {
        if width == controller.viewport.size.width { return contentSize(of: controller).height }
        if let probe = sizing.probe(atWidth: width) { return contentSize(of: probe.controller).height }
        var probe = controller
        do {
            let update = try probe.resizeViewport(
                Viewport(size: Size(width: width, height: controller.viewport.size.height), contentOffset: controller.viewport.contentOffset))
            sizing.heightProbe = (probe, update)
        } catch {
            report(error)
            return contentSize(of: controller).height
        }
        return contentSize(of: probe).height
    }

    /// The content's size as `laidOut` places the tags (a tag field's entry is among them: the
    /// layout engine's trailing item).
    func contentSize(of laidOut: TagCollectionController) -> Size {
        laidOut.contentSize
    }

    /// GTK gave the drawing area its size: the controller's viewport becomes the visible part at
    /// that width (a new width reflows the tags: the layout made when GTK measured that width,
    /// or a new one), then the accessible children in and near the view are placed.
    func allocateArea(width: Int32, height: Int32) {
        sizing.isAllocating = true
        defer { sizing.isAllocating = false }
        let vertical = controller.configuration.scrollDirection == .vertical
        let visible = visibleRect
        let size = Size(width: vertical ? Double(width) : visible.width, height: vertical ? visible.height : Double(height))
        // A reflow to a new width is not animated (the window is being resized), so its
        // transition need not list the tags.
        if let probe = sizing.probe(atWidth: size.width) {
            controller = probe.controller
            apply(probe.update, animated: false, dragBefore: nil)
        }
        do {
            apply(
                try controller.resizeViewport(Viewport(size: size, contentOffset: visible.origin)), animated: false, dragBefore: nil)
        } catch {
            report(error)
        }
        sizing.hasLaidOut = true
        if !mirror.covers(controller.visibleRect) { mirror.sync(with: controller) }
        mirror.allocateChildren()
    }
}
