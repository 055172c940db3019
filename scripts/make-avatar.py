#!/usr/bin/env python3
"""Paints the gallery's avatar photo (a 256x256 RGB PNG) procedurally, so the repository
carries an image file without licensing questions: a soft portrait on a warm background."""
import math
import struct
import sys
import zlib

SIZE = 256


def clamp(v):
    return max(0, min(255, int(round(v))))


def smooth(edge0, edge1, x):
    t = max(0.0, min(1.0, (x - edge0) / (edge1 - edge0)))
    return t * t * (3 - 2 * t)


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def pixel(x, y):
    u, v = x / SIZE, y / SIZE
    # Background: a warm vertical gradient with a light vignette.
    colour = mix((250, 214, 165), (220, 120, 90), v)
    vignette = math.hypot(u - 0.5, v - 0.45)
    colour = mix(colour, (120, 60, 50), smooth(0.45, 0.9, vignette) * 0.5)
    # Shoulders and shirt.
    shoulders = ((u - 0.5) / 0.42) ** 2 + ((v - 1.08) / 0.36) ** 2
    colour = mix(colour, mix((40, 70, 120), (25, 45, 85), v), 1 - smooth(0.96, 1.0, shoulders))
    # Neck.
    if abs(u - 0.5) < 0.075 and 0.55 < v < 0.78:
        colour = mix(colour, (196, 140, 110), 1 - smooth(0.065, 0.075, abs(u - 0.5)))
    # Face: an ellipse with light from the upper left.
    face = ((u - 0.5) / 0.19) ** 2 + ((v - 0.45) / 0.24) ** 2
    if face < 1.05:
        light = 0.75 + 0.25 * (1 - math.hypot(u - 0.42, v - 0.36) / 0.3)
        skin = tuple(c * light for c in (232, 178, 146))
        colour = mix(colour, skin, 1 - smooth(0.95, 1.05, face))
    # Hair: the top of a larger ellipse above the forehead.
    hair = ((u - 0.5) / 0.23) ** 2 + ((v - 0.38) / 0.25) ** 2
    if hair < 1.05 and v < 0.40 + 0.05 * math.cos((u - 0.5) * 9):
        colour = mix(colour, (70, 45, 35), 1 - smooth(0.95, 1.05, hair))
    # Eyes.
    for ex in (0.43, 0.57):
        eye = math.hypot(u - ex, (v - 0.47) * 1.4)
        colour = mix(colour, (45, 35, 30), 1 - smooth(0.012, 0.018, eye))
    # Smile.
    smile = math.hypot(u - 0.5, v - 0.52)
    if v > 0.55 and abs(smile - 0.07) < 0.008 and abs(u - 0.5) < 0.05:
        colour = mix(colour, (170, 80, 80), 0.8)
    return tuple(clamp(c) for c in colour)


def main(path):
    rows = []
    for y in range(SIZE):
        rows.append(b"\x00" + bytes(c for x in range(SIZE) for c in pixel(x + 0.5, y + 0.5)))
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", SIZE, SIZE, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(data)
    print(f"wrote {path}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Sources/RowRasterGallery/Resources/avatar.png")
