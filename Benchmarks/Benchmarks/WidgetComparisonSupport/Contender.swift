#if canImport(Glibc)
import Glibc
#endif
import CGtk
import FlowBoxReference
import TagFlow
import TagFlowGTK
import TagFlowPango

/// One of the three things compared: the widget, GtkFlowBox, and TagFlow without a widget.
public enum Contender: String, CaseIterable, Sendable {
    /// The widget as the README builds it — a `TagCollectionController` on
    /// `SharedTextEngine.desktopSizer()` and `TagCollectionWidget(controller:)` — in the host's
    /// scrolled window.
    case widget
    /// The C reference: a GtkFlowBox of GtkLabel chips in the same host.
    case flowBox = "GtkFlowBox"
    /// A `TagCollectionController` with a new `PangoTextMeasurer`: measurement and layout alone.
    case headless

    /// The size both are first allocated at, and the width they are laid out at again.
    public static let firstSize = (width: 800, height: 600)
    public static let relayoutWidth = 600

    /// Builds `texts` and lays them out at `firstSize` (the first allocation).
    @MainActor
    public func build(_ texts: [String]) throws -> BuiltCollection {
        let (width, height) = Self.firstSize
        switch self {
        case .widget:
            let tags = texts.enumerated().map { TextTag($1, id: TagID("\($0)")) }
            let controller = try TagCollectionController(
                tags: tags, viewport: Viewport(width: Double(width)), sizer: SharedTextEngine.desktopSizer())
            let widget = try TagCollectionWidget(controller: controller)
            let host = scrolled_host_new(UnsafeMutableRawPointer(widget.widget))!
            scrolled_host_allocate(host, Int32(width), Int32(height))
            return BuiltCollection(host: host, controller: nil, keeping: widget)
        case .flowBox:
            let host = texts.withCStrings { scrolled_host_new(flowbox_reference_new($0, Int32(texts.count)))! }
            scrolled_host_allocate(host, Int32(width), Int32(height))
            return BuiltCollection(host: host, controller: nil, keeping: nil)
        case .headless:
            let tags = texts.enumerated().map { TextTag($1, id: TagID("\($0)")) }
            let controller = try TagCollectionController(
                tags: tags, viewport: Viewport(width: Double(width), height: Double(height)),
                sizer: TagSizer(measurer: try PangoTextMeasurer()))
            return BuiltCollection(host: nil, controller: controller, keeping: nil)
        }
    }
}

/// A collection built by a `Contender`, until `free()`.
@MainActor
public final class BuiltCollection {
    private var host: OpaquePointer?
    private var controller: TagCollectionController?
    /// The widget's Swift object (GTK keeps it alive too; held so that it is not a surprise).
    private let keeping: AnyObject?

    init(host: OpaquePointer?, controller: TagCollectionController?, keeping: AnyObject?) {
        self.host = host
        self.controller = controller
        self.keeping = keeping
    }

    /// Lays the collection out at `Contender.relayoutWidth` (the window made narrower), or with
    /// `wide` at the first width again.
    public func relayout(wide: Bool = false) throws {
        let (firstWidth, height) = Contender.firstSize
        let width = wide ? firstWidth : Contender.relayoutWidth
        if let host { scrolled_host_allocate(host, Int32(width), Int32(height)) }
        try controller?.setViewport(Viewport(width: Double(width), height: Double(height)))
    }

    /// Destroys the collection (the host window and everything in it).
    public func free() {
        if let host { scrolled_host_free(host) }
        host = nil
        controller = nil
    }
}

extension Array where Element == String {
    /// Calls `body` with the strings as a C array of C strings.
    func withCStrings<R>(_ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = map { strdup($0) }
        defer { copies.forEach { Glibc.free($0) } }
        let pointers = copies.map { UnsafePointer<CChar>($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
