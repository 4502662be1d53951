/// Renumbers the element ids cairo gives embedded images in SVG output.
///
/// Cairo 1.16 names an embedded image (a shadow mask, a tag's icon) `image<N>` after the
/// surface's process-wide serial number, so the same scene drawn twice in one process would
/// differ in those numbers. Numbering them by first appearance instead (`image1`, `image2`, …)
/// makes the SVG a function of the scene alone. `surface<N>` ids get the same treatment, as
/// cairo numbers nested surfaces the same way.
///
/// Only `id="…"` attributes and `#…` references are touched; cairo's SVG holds no user text
/// (glyphs are outlines), so these patterns cannot come from a tag's words.
enum SVGIdentifiers {
    static let prefixes: [[UInt8]] = [Array("image".utf8), Array("surface".utf8)]

    static func canonicalized(_ svg: [UInt8]) -> [UInt8] {
        var maps: [[Int: Int]] = Array(repeating: [:], count: prefixes.count)
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        let idAttribute = Array("id=\"".utf8)
        var i = 0
        while i < svg.count {
            // An id is introduced by `id="` or `#`.
            var start: Int? = nil
            if svg[i] == UInt8(ascii: "#") {
                start = i + 1
            } else if svg[i] == UInt8(ascii: "i"), svg.count - i >= idAttribute.count,
                svg[i..<(i + idAttribute.count)].elementsEqual(idAttribute)
            {
                start = i + idAttribute.count
            }
            guard let nameStart = start else {
                output.append(svg[i])
                i += 1
                continue
            }
            output.append(contentsOf: svg[i..<nameStart])
            i = nameStart
            for (p, prefix) in prefixes.enumerated()
            where svg.count - i > prefix.count && svg[i..<(i + prefix.count)].elementsEqual(prefix) {
                var end = i + prefix.count
                var number = 0
                while end < svg.count, svg[end] >= UInt8(ascii: "0"), svg[end] <= UInt8(ascii: "9"), number < 1 << 40 {
                    number = number * 10 + Int(svg[end] - UInt8(ascii: "0"))
                    end += 1
                }
                // A name that merely starts like one (`imageFoo`) is left alone.
                guard end > i + prefix.count, end < svg.count, !isNameCharacter(svg[end]) else { break }
                let canonical = maps[p][number] ?? (maps[p].count + 1)
                maps[p][number] = canonical
                output.append(contentsOf: prefix)
                output.append(contentsOf: Array(String(canonical).utf8))
                i = end
                break
            }
        }
        return output
    }

    private static func isNameCharacter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-") || c == UInt8(ascii: "_")
    }
}
