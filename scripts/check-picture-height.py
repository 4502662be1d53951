#!/usr/bin/env python3
"""Checks that a PNG is as tall as what it shows: the rows below its last drawn row (rows that
are not all the colour of the bottom-left pixel) are at most a quarter of its height plus 32 pixels (room for insets, not a blank page).
   scripts/check-picture-height.py PICTURE.png
Reads 8-bit RGB or RGBA PNGs without interlacing, as Cairo writes them; exit 1 names the problem."""
import struct
import sys
import zlib


def rows(path):
    """The picture's width, height and rows of pixels (tuples of bytes per pixel)."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    chunks, offset = {}, 8
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        chunks.setdefault(kind, []).append(data[offset + 8:offset + 8 + length])
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"][0])
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError("only 8-bit RGB or RGBA PNGs without interlacing are read")
    size = 4 if colour == 6 else 3
    raw, stride, previous, out = zlib.decompress(b"".join(chunks[b"IDAT"])), width * size, bytearray(width * size), []
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):  # undo the row's filter (PNG's five)
            a = line[i - size] if i >= size else 0
            b, c = previous[i], previous[i - size] if i >= size else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        out.append(bytes(line))
        previous = line
    return width, height, out


def main():
    path = sys.argv[1]
    width, height, pixels = rows(path)
    background = pixels[-1][:len(pixels[-1]) // width]
    blank = 0
    for row in reversed(pixels):
        if row != background * width:
            break
        blank += 1
    allowed = height * 0.25 + 32
    if blank > allowed:
        print(f"error: {path}: {width}×{height} px with {blank} blank rows at the bottom (at most {allowed:.0f})", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
