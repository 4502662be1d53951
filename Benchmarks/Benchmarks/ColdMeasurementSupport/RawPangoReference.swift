import RawPango
import TagFlow
import TagFlowPango

/// The raw-Pango reference (`RawPango.c`) on the same fontconfig configuration as a TagFlow
/// measurer of `library`: the font files, fallback rules, context settings and font description
/// are the measurer's, and each text costs `pango_layout_set_text` + `pango_layout_get_extents`.
public final class RawPangoReference {
    private let raw: OpaquePointer
    /// Keeps the configuration alive as long as the reference uses it.
    private let library: FontLibrary

    /// A reference for `family` at `size` points (no width: natural extents), on the fontconfig
    /// configuration of a measurer of `library`, reached through a layout the measurer lends.
    public init(library: FontLibrary, family: String = "DejaVu Sans", size: Double = 14) {
        self.library = library
        let measurer = try! PangoTextMeasurer(library: library)
        raw = try! measurer.withLayout(for: TextMeasurementRequest(text: .plain(""))) { layout in
            raw_pango_new(UnsafeMutableRawPointer(layout.pointer), family, size)
        }!
    }

    deinit { raw_pango_free(raw) }

    /// The logical width of `text`, in Pango units.
    @inline(__always)
    public func width(of text: String) -> Int32 {
        var text = text
        var width: Int32 = 0
        var height: Int32 = 0
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { raw_pango_measure(raw, $0.baseAddress, Int32($0.count), &width, &height) }
        }
        return width
    }
}
