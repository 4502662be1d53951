/// The library's fontconfig configuration, for code outside the package that must set up Pango
/// exactly as the measurer does: the benchmarks' raw-Pango reference measures with the very same
/// `FcConfig` (same font files, same fallback rules). Not public API (`@_spi`): the configuration
/// is shared and must never be changed, and a caller that hands it to a font map must hand the
/// reference back before the map goes (see `PangoEngine`).
extension FontLibrary {
    /// The `FcConfig *` every engine of this library uses; valid while the library lives.
    @_spi(Benchmarks) public var fontconfigConfiguration: OpaquePointer { configuration.pointer }
}
