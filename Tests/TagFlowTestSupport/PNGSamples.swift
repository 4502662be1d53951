/// PNG files made byte by byte, for tests of image loading that need a file no drawing library
/// would write: one that declares a huge size in its header but holds no pixels.
public enum PNGSamples {
    /// A PNG signature, an `IHDR` chunk declaring `width` × `height` 8-bit RGBA pixels, and
    /// `IEND`: a file of 45 bytes whose header claims any size (a "decompression bomb" as far as
    /// a loader that trusts the header is concerned).
    public static func header(width: UInt32, height: UInt32) -> [UInt8] {
        var header: [UInt8] = []
        for value in [width, height] {
            header += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        header += [8, 6, 0, 0, 0]  // bit depth 8, colour type RGBA, deflate, no filter, no interlace
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IEND", [])
    }

    /// A chunk: length, type, data and the CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let length = UInt32(data.count)
        let crc = crc32(body)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + body
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }

    /// CRC-32 (ISO 3309, as PNG uses it), bit by bit: the files are tiny.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
