/// A minimal PNG writer for small RGBA images (the gallery's icons): 8-bit RGBA, no filtering,
/// zlib "stored" (uncompressed) deflate blocks. Tiny images only need correctness, not
/// compression, and the output is the same bytes for the same pixels.
enum PNGEncoder {
    /// The PNG file of `rgba` (straight alpha, row after row, `width × height × 4` bytes).
    static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "RGBA size mismatch")
        var raw: [UInt8] = []
        raw.reserveCapacity((width * 4 + 1) * height)
        for row in 0..<height {
            raw.append(0)  // filter type: none
            raw += rgba[(row * width * 4)..<((row + 1) * width * 4)]
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return png
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// A zlib stream of stored deflate blocks (each at most 65535 bytes) and the Adler-32 sum.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let isLast = offset + count == data.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// The CRC-32 table (polynomial 0xEDB88320).
    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
