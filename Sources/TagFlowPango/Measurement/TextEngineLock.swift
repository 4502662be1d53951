import Foundation

/// The lock around everything in this module that lays out, measures or draws text.
///
/// Each `PangoEngine` has its own Pango objects, but below Pango the engines are not apart:
/// cairo keeps one process-wide cache of scaled fonts and FreeType faces, so two font maps
/// measuring the same font at the same size share one `cairo_scaled_font_t` and one `FT_Face`.
/// Cairo 1.16 (Debian 12) does not guard every use of them: measuring world text on eight
/// threads crashed inside `cairo_scaled_font_glyph_extents`, and once inside FreeType decoding
/// a colour emoji's PNG glyph, in about one test run in three. WebKit, drawing text with cairo
/// from several threads, settled on the same cure: one lock for the font machinery.
///
/// The lock is recursive because drawing holds it while it lays out text through the
/// measurer, which takes it again. Measurement is cached above this module (`TagSizer`), so
/// only cache misses and drawing wait for it.
enum TextEngineLock {
    private static let lock = NSRecursiveLock()

    /// Runs `body` holding the lock.
    static func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
