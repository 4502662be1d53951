import CGtk
import TagFlow

/// Tags carried by GDK content within this process — the clipboard's copy, a drag's tag — so a
/// paste or a drop keeps their styles; other apps read the content's text. The content owns one
/// reference (`retained`), released with it (`releaseCarriedTags`).
final class CarriedTags {
    let tags: [TextTag]
    init(tags: [TextTag]) { self.tags = tags }

    /// A reference for the content to own.
    var retained: UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    /// The tags behind content data, which the content still owns.
    static func borrowed(_ data: UnsafeMutableRawPointer) -> CarriedTags {
        Unmanaged<CarriedTags>.fromOpaque(data).takeUnretainedValue()
    }
}

/// Releases the content's reference.
let releaseCarriedTags: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<CarriedTags>.fromOpaque(data).release()
}
