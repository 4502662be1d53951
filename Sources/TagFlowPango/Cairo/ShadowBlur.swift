/// A Gaussian blur of an 8-bit alpha mask, approximated by three box blurs per axis.
///
/// Cairo has no blur, so a shadow's shape is drawn into an A8 mask and blurred here. Three
/// successive box blurs converge on a Gaussian (central limit); their widths are chosen so the
/// three together have (nearly) the Gaussian's variance: the widths `wl` and `wl + 2`, both odd,
/// mixed as in the well-known "boxes for Gauss" construction. Core Animation's `shadowRadius` behaves as a
/// Gaussian with σ = radius / 2, which is what `sigma(forShadowRadius:)` gives.
///
/// The arithmetic is integer prefix sums on fixed-point values, so the result is exact and the
/// same on every run and machine (the output must be byte-for-byte repeatable).
enum ShadowBlur {
    /// The Gaussian σ a Core Animation shadow radius stands for.
    static func sigma(forShadowRadius radius: Double) -> Double { radius / 2 }

    /// How far (in pixels) the blur spreads a mask past its shape: the sum of the three box
    /// radii, about 3σ.
    static func spread(sigma: Double) -> Int {
        boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
    }

    /// The widths (odd, ≥ 1) of the three box blurs whose combined spread is closest to σ:
    /// `m` boxes of the largest odd width `wl` not above the ideal width, the rest `wl + 2`,
    /// with `m` chosen so the standard deviation best matches σ (a box of width w adds
    /// (w² − 1) / 12 to the variance).
    static func boxWidths(sigma: Double, passes n: Int = 3) -> [Int] {
        guard sigma > 0, sigma.isFinite else { return Array(repeating: 1, count: n) }
        let target = sigma * sigma
        let ideal = (12 * target / Double(n) + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(1, wl)
        let wu = wl + 2
        func variance(_ w: Int) -> Double { Double(w * w - 1) / 12 }
        func error(_ m: Int) -> Double {
            abs((Double(m) * variance(wl) + Double(n - m) * variance(wu)).squareRoot() - sigma)
        }
        let m = (0...n).min { error($0) < error($1) } ?? n
        return (0..<n).map { $0 < m ? wl : wu }
    }

    /// Blurs the `width × height` A8 pixels at `data` (rows `stride` bytes apart) in place.
    /// Pixels outside the mask count as 0: give the mask a margin of `spread(sigma:)` pixels and
    /// nothing is lost at its edges.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let widths = boxWidths(sigma: sigma)
        guard width > 0, height > 0, widths.contains(where: { $0 > 1 }) else { return }
        // Values carry 16 fractional bits between passes so six rounding steps don't add up;
        // a value fits 32 bits (a mean of 8-bit pixels), only the sums need 64.
        let shift = 16
        var values = [Int32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { values[y * width + x] = Int32(data[y * stride + x]) << shift }
        }
        var scratch = PassScratch(length: max(width, height))
        values.withUnsafeMutableBufferPointer { v in
            for w in widths where w > 1 {
                let r = (w - 1) / 2
                // Rows.
                for y in 0..<height {
                    boxPass(v, start: y * width, step: 1, count: width, radius: r, scratch: &scratch)
                }
                // Columns.
                for x in 0..<width {
                    boxPass(v, start: x, step: width, count: height, radius: r, scratch: &scratch)
                }
            }
        }
        let half = Int64(1) << (shift - 1)
        for y in 0..<height {
            for x in 0..<width {
                data[y * stride + x] = UInt8(clamping: (Int64(values[y * width + x]) + half) >> shift)
            }
        }
    }

    /// The working memory of a pass, reused from row to row and column to column: a line's
    /// values and their running sums.
    private struct PassScratch {
        var line: [Int64]
        var prefix: [Int64]

        init(length: Int) {
            line = [Int64](repeating: 0, count: length)
            prefix = [Int64](repeating: 0, count: length + 1)
        }
    }

    /// One box blur of `count` values `step` apart from `start`: each becomes the mean of the
    /// `2 × radius + 1` values around it (zeros past the ends), rounded to nearest.
    private static func boxPass(
        _ v: UnsafeMutableBufferPointer<Int32>, start: Int, step: Int, count: Int, radius: Int, scratch: inout PassScratch
    ) {
        scratch.prefix[0] = 0
        for i in 0..<count {
            scratch.line[i] = Int64(v[start + i * step])
            scratch.prefix[i + 1] = scratch.prefix[i] + scratch.line[i]
        }
        let w = Int64(2 * radius + 1)
        for i in 0..<count {
            let sum = scratch.prefix[min(count, i + radius + 1)] - scratch.prefix[max(0, i - radius)]
            v[start + i * step] = Int32(truncatingIfNeeded: (sum + w / 2) / w)
        }
    }
}
