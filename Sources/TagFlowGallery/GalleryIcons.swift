import Foundation
import TagFlow
import TagFlowRendering

/// The small icons the gallery's tags lead with, drawn as outlines (no third-party art) and
/// written as PNG files by cairo next to the demos, so `tagflow render` finds them from the saved
/// documents.
///
/// Three are template icons — white shapes whose alpha is the shape, meant to be tinted with a
/// tag's `image.tintColor` — and one is a colour image drawn as it is.
enum GalleryIcons {
    /// One icon: its file name (under `icons/`) and its outlines.
    struct Icon {
        /// The file name, e.g. `star.png`.
        var fileName: String
        /// What it shows.
        var icon: VectorIcon
        /// The path a document names it by, relative to the document's directory.
        var source: String { "icons/" + fileName }
    }

    /// Pixels per side of every icon (drawn at 16 pt, so sharp up to 3×).
    static let pixelSize = 48

    /// Every icon the gallery uses, in the order the icons demo refers to them.
    static let all: [Icon] = [
        Icon(fileName: "star.png", icon: .template(star)),
        Icon(fileName: "heart.png", icon: .template(heart)),
        Icon(fileName: "bolt.png", icon: .template(.polygon(bolt))),
        Icon(fileName: "dot.png", icon: dot),
    ]

    /// A five-pointed star (outer radius 0.45, inner 0.19), centred a little low so it sits
    /// optically centred.
    static let star: VectorPath = .polygon(
        (0..<10).map { k in
            let radius = k % 2 == 0 ? 0.45 : 0.19
            let angle = Double(k) * Double.pi / 5 - Double.pi / 2
            return Point(x: 0.5 + radius * cos(angle), y: 0.54 + radius * sin(angle))
        })

    /// A heart: two lobes meeting at a point, as cubic curves.
    static let heart = VectorPath([
        .move(to: Point(x: 0.5, y: 0.88)),
        .curve(to: Point(x: 0.08, y: 0.38), control1: Point(x: 0.32, y: 0.74), control2: Point(x: 0.08, y: 0.58)),
        .curve(to: Point(x: 0.5, y: 0.26), control1: Point(x: 0.08, y: 0.12), control2: Point(x: 0.40, y: 0.08)),
        .curve(to: Point(x: 0.92, y: 0.38), control1: Point(x: 0.60, y: 0.08), control2: Point(x: 0.92, y: 0.12)),
        .curve(to: Point(x: 0.5, y: 0.88), control1: Point(x: 0.92, y: 0.58), control2: Point(x: 0.68, y: 0.74)),
        .close,
    ])

    /// A lightning bolt.
    static let bolt: [Point] = [
        Point(x: 0.58, y: 0.04), Point(x: 0.18, y: 0.56), Point(x: 0.46, y: 0.56), Point(x: 0.38, y: 0.96),
        Point(x: 0.82, y: 0.40), Point(x: 0.54, y: 0.40), Point(x: 0.64, y: 0.04),
    ]

    /// A round dot with a diagonal gradient from coral to violet and a soft highlight.
    static let dot = VectorIcon(layers: [
        VectorIcon.Layer(
            path: .circle(center: Point(x: 0.5, y: 0.5), radius: 0.42),
            fill: .linearGradient(
                start: TagColor(rgb: 0xFF, 0x6B, 0x6B), end: TagColor(rgb: 0x7C, 0x3A, 0xED),
                from: Point(x: 0.1, y: 0.1), to: Point(x: 0.9, y: 0.9))),
        VectorIcon.Layer(
            path: .circle(center: Point(x: 0.37, y: 0.35), radius: 0.12),
            fill: .solid(TagColor(rgb: 255, 255, 255, alpha: 0x55))),
    ])
}
