/// The small icons the gallery's tags lead with, drawn in code (no third-party art) and written as
/// PNG files next to the demos, so `tagflow render` finds them from the saved documents.
///
/// Three are template images — white shapes whose alpha is the shape, meant to be tinted with a
/// tag's `image.tintColor` — and one is a colour image drawn as it is. Each is rasterised at
/// `GalleryIcons.pixelSize` pixels with 4 × 4 supersampling, so the edges are smooth; the bytes
/// are the same on every run.
enum GalleryIcons {
    /// One icon: its file name (under `icons/`) and its pixels.
    struct Icon {
        /// The file name, e.g. `star.png`.
        var fileName: String
        /// Straight-alpha RGBA pixels, row after row.
        var rgba: [UInt8]
        /// The path a document names it by, relative to the document's directory.
        var source: String { "icons/" + fileName }
    }

    /// Pixels per side of every icon (drawn at 16 pt, so sharp up to 3×).
    static let pixelSize = 48

    /// Every icon the gallery uses.
    static func all() -> [Icon] {
        [
            Icon(fileName: "star.png", rgba: template { x, y in contains(polygon: starPolygon, x, y) }),
            Icon(fileName: "heart.png", rgba: template(heart)),
            Icon(fileName: "bolt.png", rgba: template { x, y in contains(polygon: boltPolygon, x, y) }),
            Icon(fileName: "dot.png", rgba: colourDot()),
        ]
    }

    // MARK: Shapes, in unit coordinates (0…1 across, y downwards)

    /// A five-pointed star (outer radius 0.48, inner 0.2, centred a little low so it sits
    /// optically centred).
    static let starPolygon: [(Double, Double)] = [
        (0.5000, 0.0500), (0.6176, 0.3682), (0.9565, 0.3817), (0.6902, 0.5918), (0.7821, 0.9183),
        (0.5000, 0.7300), (0.2179, 0.9183), (0.3098, 0.5918), (0.0435, 0.3817), (0.3824, 0.3682),
    ]

    /// A lightning bolt.
    static let boltPolygon: [(Double, Double)] = [
        (0.58, 0.04), (0.18, 0.56), (0.46, 0.56), (0.38, 0.96), (0.82, 0.40), (0.54, 0.40), (0.64, 0.04),
    ]

    /// The heart curve (x² + y² − 1)³ − x²y³ ≤ 0, scaled into the square.
    static func heart(_ x: Double, _ y: Double) -> Bool {
        let u = (x - 0.5) * 2.7
        let v = (0.47 - y) * 2.7
        let a = u * u + v * v - 1
        return a * a * a - u * u * v * v * v <= 0
    }

    /// Whether (x, y) is inside `polygon` (even-odd rule).
    static func contains(polygon: [(Double, Double)], _ x: Double, _ y: Double) -> Bool {
        var inside = false
        var j = polygon.count - 1
        for i in polygon.indices {
            let (xi, yi) = polygon[i], (xj, yj) = polygon[j]
            if (yi > y) != (yj > y), x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
            j = i
        }
        return inside
    }

    // MARK: Rasterising

    /// The coverage of each pixel by `shape` (0…1), from 4 × 4 samples.
    private static func coverage(_ shape: (Double, Double) -> Bool) -> [Double] {
        let n = pixelSize, samples = 4
        var result = [Double](repeating: 0, count: n * n)
        for py in 0..<n {
            for px in 0..<n {
                var hits = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let x = (Double(px) + (Double(sx) + 0.5) / Double(samples)) / Double(n)
                        let y = (Double(py) + (Double(sy) + 0.5) / Double(samples)) / Double(n)
                        if shape(x, y) { hits += 1 }
                    }
                }
                result[py * n + px] = Double(hits) / Double(samples * samples)
            }
        }
        return result
    }

    /// White pixels whose alpha is the shape's coverage.
    private static func template(_ shape: (Double, Double) -> Bool) -> [UInt8] {
        coverage(shape).flatMap { c -> [UInt8] in [255, 255, 255, UInt8((c * 255).rounded())] }
    }

    /// A round dot with a diagonal gradient from coral to violet and a soft highlight.
    private static func colourDot() -> [UInt8] {
        let n = pixelSize
        let cover = coverage { x, y in (x - 0.5) * (x - 0.5) + (y - 0.5) * (y - 0.5) <= 0.42 * 0.42 }
        var rgba: [UInt8] = []
        rgba.reserveCapacity(n * n * 4)
        for py in 0..<n {
            for px in 0..<n {
                let x = (Double(px) + 0.5) / Double(n), y = (Double(py) + 0.5) / Double(n)
                let t = max(0, min(1, (x + y) / 2))
                let highlight = max(0, 1 - ((x - 0.36) * (x - 0.36) + (y - 0.34) * (y - 0.34)) / 0.03) * 0.35
                func channel(_ from: Double, _ to: Double) -> UInt8 {
                    UInt8(max(0, min(255, (from + (to - from) * t) + (255 - from) * highlight)).rounded())
                }
                rgba += [channel(0xFF, 0x7C), channel(0x6B, 0x3A), channel(0x6B, 0xED), UInt8((cover[py * n + px] * 255).rounded())]
            }
        }
        return rgba
    }
}
