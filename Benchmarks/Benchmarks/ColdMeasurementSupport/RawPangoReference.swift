import RawPango
@_spi(Benchmarks) import TagFlowPango

/// The raw-Pango reference (`RawPango.c`) on the same fontconfig configuration as a TagFlow
/// measurer of `library`: the font files, fallback rules, context settings and font description
/// are the measurer's, and each text costs `pango_layout_set_text` + `pango_layout_get_extents`.
public final class RawPangoReference {
    private let raw: OpaquePointer
    /// Keeps the configuration alive as long as the reference uses it.
    private let library: FontLibrary

    /// A reference for `family` at `size` points (no width: natural extents).
    public init(library: FontLibrary, family: String = "DejaVu Sans", size: Double = 14) {
        self.library = library
        raw = raw_pango_new(UnsafeMutableRawPointer(library.fontconfigConfiguration), family, size)!
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
