#!/usr/bin/env python3
"""Writes the PNG fixtures of the image-decoding tests (Tests/RowRasterTests/Fixtures).

Each file is a 6x4 image in a different PNG encoding (grey, grey+alpha, palette, 16-bit RGB,
RGBA, Adam7-interlaced RGBA), written by hand with zlib so the fixtures do not depend on an
imaging library. Every encoding decodes to the same pixels, which the tests check.
"""
import struct
import sys
import zlib
from pathlib import Path

W, H = 6, 4


def pixel(x, y):
    """The reference colour (r, g, b, a) at (x, y), exact in every encoding below."""
    grey = [0, 51, 102, 153, 204, 255][x]
    alpha = [255, 255, 170, 85][y]
    return grey, grey, grey, alpha


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(color_type, bit_depth, rows, palette=None, trns=None, interlace=0):
    ihdr = struct.pack(">IIBBBBB", W, H, bit_depth, color_type, 0, 0, interlace)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
    if palette is not None:
        out += chunk(b"PLTE", palette)
    if trns is not None:
        out += chunk(b"tRNS", trns)
    raw = b"".join(b"\x00" + row for row in rows)
    return out + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def rgba_row(y, xs):
    return bytes(v for x in xs for v in pixel(x, y))


def main(directory):
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    files = {}
    # Grey without alpha: the opaque top row only matters, so every row uses alpha 255 here.
    files["grey8.png"] = png(0, 8, [bytes(pixel(x, 0)[0] for x in range(W)) for _ in range(H)])
    files["grey-alpha8.png"] = png(4, 8, [bytes(v for x in range(W) for v in (pixel(x, y)[0], pixel(x, y)[3])) for y in range(H)])
    greys = [pixel(x, 0)[0] for x in range(W)]
    palette = b"".join(bytes((g, g, g)) for g in greys)
    files["palette.png"] = png(3, 8, [bytes(range(W)) for _ in range(H)], palette=palette)
    files["rgb16.png"] = png(2, 16, [b"".join(struct.pack(">HHH", *(c * 257 for c in pixel(x, 0)[:3])) for x in range(W)) for _ in range(H)])
    files["rgba8.png"] = png(6, 8, [rgba_row(y, range(W)) for y in range(H)])
    # Adam7: seven passes, each a reduced image of the pixels on its grid.
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    raw = b""
    for x0, y0, dx, dy in passes:
        xs = list(range(x0, W, dx))
        if not xs:
            continue
        for y in range(y0, H, dy):
            raw += b"\x00" + rgba_row(y, xs)
    ihdr = struct.pack(">IIBBBBB", W, H, 8, 6, 0, 0, 1)
    files["rgba8-interlaced.png"] = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw))
                                     + chunk(b"IEND", b""))
    for name, data in files.items():
        (directory / name).write_bytes(data)
        print(f"wrote {directory / name}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Tests/RowRasterTests/Fixtures")
