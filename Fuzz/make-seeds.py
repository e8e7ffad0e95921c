#!/usr/bin/env python3
"""Writes the seed corpus of the fuzz targets into Fuzz/Corpus/<target>/ (committed; run again after changing it).

Seeds are small valid inputs that reach every part of a target, so the fuzzer starts deep instead of rediscovering
the formats: the repository's sample conversations and theme packs, and PNGs and JPEGs of every colour type, bit
depth, colour-chunk and JPEG variant chatrender reads, made here with Python's zlib and, through ctypes, Debian's
libturbojpeg (JPEG coding) and liblcms2 (ICC profiles). Output is deterministic.
"""

import ctypes
import json
import os
import shutil
import struct
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Fuzz", "Corpus")


def write(target, name, data):
    os.makedirs(os.path.join(CORPUS, target), exist_ok=True)
    with open(os.path.join(CORPUS, target, name), "wb") as f:
        f.write(data)


# --- JSON: the repository's own conversations and themes -------------------------------------------------------------

def json_seeds():
    conversations = []
    for directory in ["samples", "samples/gallery", "Tests/ChatRenderTests/Fixtures"]:
        for name in sorted(os.listdir(os.path.join(ROOT, directory))):
            if name.endswith(".json"):
                with open(os.path.join(ROOT, directory, name), "rb") as f:
                    data = f.read()
                if len(data) <= 16_384:
                    conversations.append((directory.replace("/", "-") + "-" + name, data))
    extra = {
        "times-and-notices.json": {
            "theme": "whatsapp", "timeZone": "Asia/Kolkata", "locale": "de_DE",
            "participants": [{"id": "me", "me": True}, {"id": "a", "name": "Ana"}, {"id": "b", "name": "Bo", "color": "#FF9500"}],
            "messages": [
                {"from": "a", "text": "Frühstück?", "time": "2026-11-21T07:59:59.5+05:30"},
                {"day": "2026-11-22"},
                {"from": "me", "text": ":) <3 ;-) https://x.org", "time": "2026-11-22T10:00", "status": "read"},
                {"system": "Bo joined"},
                {"from": "b", "text": "مرحبا بالعالم", "time": "Yesterday"},
            ], "emoticons": True,
        },
        "kinds-rtl-chrome.json": {
            "theme": "telegram", "direction": "rtl", "appearance": "dark", "canvas": {"width": 360, "scale": 2, "height": 700},
            "chrome": {"statusBar": {"time": "9:41", "battery": 20, "signal": 2, "wifi": False}, "header": {"subtitle": "online"}, "composer": False},
            "participants": [{"id": "me", "me": True}, {"id": "a"}],
            "messages": [
                {"from": "a", "file": {"name": "quarterly-report-final-v2.pdf", "size": 2437120}},
                {"from": "me", "audio": {"duration": 3600}, "status": "sending"},
                {"from": "a", "video": {"thumbnail": "clip-1920x1080.jpg", "duration": 0}},
                {"from": "me", "location": {"title": "Blue Bottle Coffee", "subtitle": "66 Mint St", "image": "map-600x300.png"}},
                {"from": "a", "sticker": "party-512x512.png"},
                {"from": "me", "text": "👍🏽👩‍👩‍👧🇩🇪", "replyTo": 0, "reactions": ["❤️", "😂", "👍", "😮"]},
                {"from": "a", "typing": True},
            ],
        },
        "minimal.json": {"participants": [{"id": "a"}], "messages": []},
        "canvas-limits.json": {
            "theme": "classic", "canvas": {"width": 100, "scale": 4, "padding": 20, "background": "#102030"},
            "participants": [{"id": "me", "me": True}, {"id": "a", "avatar": "a-40x40.png"}],
            "messages": [{"from": "a", "image": "pano-8000x100.jpg", "caption": "long"}, {"from": "me", "image": "tall-100x8000.png"}],
        },
    }
    for name, value in extra.items():
        conversations.append((name, json.dumps(value, ensure_ascii=False, indent=1).encode()))
    for name, data in conversations:
        write("conversation", name, data)
        write("layout", name, data)

    for name in sorted(os.listdir(os.path.join(ROOT, "assets", "themes"))):
        if not os.path.isdir(os.path.join(ROOT, "assets", "themes", name)):
            continue
        with open(os.path.join(ROOT, "assets", "themes", name, "theme.json"), "rb") as f:
            write("theme", name + ".json", f.read())
    with open(os.path.join(ROOT, "samples", "custom-theme", "theme.json"), "rb") as f:
        write("theme", "custom-theme.json", f.read())
    legacy = {
        "name": "Legacy", "platform": "android",
        "bubbles": {"text": {"default": {"image": "b", "tailSide": "left", "capInsets": {"leftCapWidth": 24, "topCapHeight": 15},
                                         "contentInsets": [7, 18, 7, 14]},
                             "first": {"image": "b-first", "capInsets": [10, 10, 4, 18]}, "middle": {"contentInsets": [1, 2, 3, 4]}},
                    "photo": {"default": {"image": "mask", "outline": "mask-outline", "tailSide": "none", "capInsets": [16, 16, 16, 16],
                                          "contentInsets": [0, 0, 0, 0]}}},
        "fonts": {"families": ["Inter"], "files": ["fonts/x.ttc#1"], "body": 4, "name": 200, "time": 11, "status": 10},
        "metrics": {"maxBubbleWidth": 1, "margin": 0, "avatarSize": 200, "avatarBorder": 100, "avatarGap": 0, "avatarPlacement": "all",
                    "outgoingAvatars": True, "timePlacement": "inside", "statusPlacement": "seenAvatar", "groupMessages": False,
                    "photoMaxAspectRatio": 100, "photoMinSize": 2000, "statusIconSize": 100},
        "wallpaper": {"light": "wall", "dark": "wall-dark"},
        "chrome": {"header": "centered", "composer": "android", "placeholder": "Message", "light": {"bar": "#008069"}},
        "colors": {appearance: {key: "#123456" for key in [
            "background", "outgoingBubble", "incomingBubble", "outgoingText", "incomingText", "link", "time", "name",
            "separator", "status", "statusRead", "failed", "avatarBorder"]} for appearance in ["light", "dark"]},
    }
    write("theme", "legacy-extremes.json", json.dumps(legacy, indent=1).encode())


# --- PNG ----------------------------------------------------------------------------------------------------------------

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png(width, height, depth, color, rows, extra=(), interlace=0, level=9):
    """A PNG whose scanlines are `rows` (bytes, without filter bytes) written with filter type `index % 5`."""
    raw = b""
    for index, row in enumerate(rows):
        raw += bytes([0]) + row
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, interlace)
    body = b"".join(chunk(k, d) for k, d in extra)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + body + chunk(b"IDAT", zlib.compress(raw, level)) + chunk(b"IEND", b"")


def gradient(width, height, channels, depth=8):
    rows = []
    for y in range(height):
        row = bytearray()
        for x in range(width):
            for c in range(channels):
                value = (x * 37 + y * 11 + c * 80) % 256
                row += bytes([value]) if depth == 8 else struct.pack(">H", value * 257)
        rows.append(bytes(row))
    return rows


def packed(width, height, depth):
    rows = []
    for y in range(height):
        bits = "".join(format((x + y) % (1 << depth), "0%db" % depth) for x in range(width))
        bits += "0" * (-len(bits) % 8)
        rows.append(bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8)))
    return rows


def adam7(width, height, channels):
    full = gradient(width, height, channels)
    rows = []
    for sx, sy, dx, dy in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]:
        for y in range(sy, height, dy):
            line = b"".join(full[y][x * channels:(x + 1) * channels] for x in range(sx, width, dx))
            if line:
                rows.append(line)
    return rows


def lcms():
    try:
        return ctypes.CDLL("liblcms2.so.2")
    except OSError:
        return None


def profile_bytes(lib, make):
    lib.cmsSaveProfileToMem.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint32)]
    handle = make()
    size = ctypes.c_uint32(0)
    lib.cmsSaveProfileToMem(handle, None, ctypes.byref(size))
    buffer = ctypes.create_string_buffer(size.value)
    lib.cmsSaveProfileToMem(handle, buffer, ctypes.byref(size))
    return buffer.raw[:size.value]


def display_p3(lib):
    class XYY(ctypes.Structure):
        _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double), ("Y", ctypes.c_double)]
    lib.cmsBuildGamma.restype = ctypes.c_void_p
    lib.cmsBuildGamma.argtypes = [ctypes.c_void_p, ctypes.c_double]
    lib.cmsCreateRGBProfile.restype = ctypes.c_void_p
    lib.cmsCreateRGBProfile.argtypes = [ctypes.POINTER(XYY), ctypes.POINTER(XYY * 3), ctypes.c_void_p * 3]
    white = XYY(0.3127, 0.3290, 1.0)
    primaries = (XYY * 3)(XYY(0.68, 0.32, 1), XYY(0.265, 0.69, 1), XYY(0.15, 0.06, 1))
    curve = lib.cmsBuildGamma(None, 2.2)
    curves = (ctypes.c_void_p * 3)(curve, curve, curve)
    return profile_bytes(lib, lambda: lib.cmsCreateRGBProfile(ctypes.byref(white), ctypes.byref(primaries), curves))


def srgb(lib):
    lib.cmsCreate_sRGBProfile.restype = ctypes.c_void_p
    return profile_bytes(lib, lambda: lib.cmsCreate_sRGBProfile())


def png_seeds(p3):
    write("png", "rgb8.png", png(7, 5, 8, 2, gradient(7, 5, 3)))
    write("png", "rgba8.png", png(6, 4, 8, 6, gradient(6, 4, 4)))
    write("png", "grey8.png", png(5, 5, 8, 0, gradient(5, 5, 1)))
    write("png", "grey-alpha8.png", png(5, 3, 8, 4, gradient(5, 3, 2)))
    write("png", "rgb16.png", png(4, 4, 16, 2, gradient(4, 4, 3, 16)))
    write("png", "rgba16.png", png(3, 3, 16, 6, gradient(3, 3, 4, 16)))
    for depth in [1, 2, 4]:
        write("png", "grey%d.png" % depth, png(9, 3, depth, 0, packed(9, 3, depth)))
    palette = bytes(range(0, 48))
    write("png", "palette4-trns.png", png(9, 4, 4, 3, packed(9, 4, 4), [(b"PLTE", palette), (b"tRNS", bytes([0, 128, 255]))]))
    write("png", "grey-trns.png", png(4, 4, 8, 0, gradient(4, 4, 1), [(b"tRNS", struct.pack(">H", 37))]))
    write("png", "rgb-trns.png", png(4, 4, 8, 2, gradient(4, 4, 3), [(b"tRNS", struct.pack(">HHH", 0, 80, 160))]))
    write("png", "interlaced-rgba.png", png(11, 9, 8, 6, adam7(11, 9, 4), interlace=1))
    write("png", "gama-linear.png", png(4, 4, 8, 2, gradient(4, 4, 3), [(b"gAMA", struct.pack(">I", 100000))]))
    chrm = struct.pack(">8I", 31270, 32900, 68000, 32000, 26500, 69000, 15000, 6000)
    write("png", "chrm-gama.png", png(4, 4, 8, 6, gradient(4, 4, 4), [(b"gAMA", struct.pack(">I", 45455)), (b"cHRM", chrm)]))
    write("png", "srgb-chunk.png", png(4, 4, 8, 2, gradient(4, 4, 3), [(b"sRGB", b"\x00"), (b"gAMA", struct.pack(">I", 45455))]))
    if p3:
        iccp = b"Display P3\x00\x00" + zlib.compress(p3, 9)
        write("png", "iccp-p3.png", png(4, 4, 8, 2, gradient(4, 4, 3), [(b"iCCP", iccp)]))
        write("png", "iccp-p3-grey.png", png(4, 4, 8, 0, gradient(4, 4, 1), [(b"iCCP", iccp)]))
    with open(os.path.join(ROOT, "assets", "themes", "classic", "bubble.png"), "rb") as f:
        write("png", "template-bubble.png", f.read())


# --- JPEG ---------------------------------------------------------------------------------------------------------------

def turbojpeg():
    try:
        lib = ctypes.CDLL("libturbojpeg.so.0")
    except OSError:
        return None
    lib.tjInitCompress.restype = ctypes.c_void_p
    lib.tjCompress2.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_ulong), ctypes.c_int, ctypes.c_int, ctypes.c_int]
    lib.tjFree.argtypes = [ctypes.c_void_p]
    return lib


def jpeg(lib, width, height, pixel_format, channels, subsampling, quality=85, flags=0):
    pixels = b"".join(gradient(width, height, channels))
    handle = lib.tjInitCompress()
    out = ctypes.c_void_p()
    size = ctypes.c_ulong(0)
    status = lib.tjCompress2(handle, pixels, width, width * channels, height, pixel_format, ctypes.byref(out), ctypes.byref(size),
                             subsampling, quality, flags)
    assert status == 0, "tjCompress2 failed"
    data = ctypes.string_at(out, size.value)
    lib.tjFree(out)
    return data


def exif(orientation):
    ifd = struct.pack("<H", 1) + struct.pack("<HHII", 0x0112, 3, 1, orientation) + struct.pack("<I", 0)
    tiff = b"II*\x00" + struct.pack("<I", 8) + ifd
    payload = b"Exif\x00\x00" + tiff
    return b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload


def icc_segments(profile, size):
    parts = [profile[i:i + size] for i in range(0, len(profile), size)]
    out = b""
    for index, part in enumerate(parts):
        payload = b"ICC_PROFILE\x00" + bytes([index + 1, len(parts)]) + part
        out += b"\xff\xe2" + struct.pack(">H", len(payload) + 2) + payload
    return out


def insert(data, segment):
    return data[:2] + segment + data[2:]


def jpeg_seeds(p3, srgb_profile):
    lib = turbojpeg()
    if lib is None:
        print("libturbojpeg not found: no JPEG seeds")
        return
    RGB, GRAY, CMYK = 0, 6, 11
    S444, S422, S420, SGRAY = 0, 1, 2, 3
    PROGRESSIVE = 16384
    write("jpeg", "baseline-420.jpg", jpeg(lib, 33, 17, RGB, 3, S420))
    write("jpeg", "baseline-444-q100.jpg", jpeg(lib, 16, 16, RGB, 3, S444, 100))
    write("jpeg", "baseline-422.jpg", jpeg(lib, 9, 31, RGB, 3, S422, 60))
    write("jpeg", "grey.jpg", jpeg(lib, 17, 9, GRAY, 1, SGRAY))
    write("jpeg", "progressive.jpg", jpeg(lib, 24, 24, RGB, 3, S420, 80, PROGRESSIVE))
    write("jpeg", "one-pixel.jpg", jpeg(lib, 1, 1, RGB, 3, S444))
    base = jpeg(lib, 20, 12, RGB, 3, S420)
    write("jpeg", "exif-orientation-6.jpg", insert(base, exif(6)))
    write("jpeg", "exif-orientation-3.jpg", insert(base, exif(3)))
    ycck = jpeg(lib, 16, 8, CMYK, 4, S444, 90)
    write("jpeg", "ycck.jpg", ycck)
    adobe = ycck.find(b"Adobe")
    if adobe > 0:
        cmyk = bytearray(ycck)
        cmyk[adobe + 11] = 0
        write("jpeg", "cmyk-adobe0.jpg", bytes(cmyk))
    if p3:
        write("jpeg", "icc-p3-split.jpg", insert(base, icc_segments(p3, 200)))
        write("jpeg", "icc-p3-grey.jpg", insert(jpeg(lib, 8, 8, GRAY, 1, SGRAY), icc_segments(p3, 60000)))
    if srgb_profile:
        write("jpeg", "icc-srgb.jpg", insert(base, icc_segments(srgb_profile, 60000)))


# --- encode: width, height, flags, rows a piece, then pixels (EncodeFuzz) ------------------------------------------

def encode_seeds():
    # Flags: 1 opaque, 2 two threads, 4 a row wider than deflate's window.
    write("encode", "flat-opaque", bytes([40, 30, 1, 7]) + bytes([242, 242, 247, 255]))
    write("encode", "text-like-opaque", bytes([95, 60, 3, 13]) + bytes([255] * 40 + [0, 90, 200, 255, 60, 255, 40, 255]))
    write("encode", "gradient-alpha", bytes([33, 20, 2, 5]) + bytes(range(0, 256, 3)))
    write("encode", "noise-opaque", bytes([64, 64, 1, 64]) + bytes((i * 193 + 71) % 256 for i in range(997)))
    write("encode", "wide-opaque", bytes([10, 2, 5, 1]) + bytes([11, 132, 254, 255] * 3 + [255] * 8))


def main():
    if os.path.isdir(CORPUS):
        shutil.rmtree(CORPUS)
    lib = lcms()
    p3 = display_p3(lib) if lib else None
    srgb_profile = srgb(lib) if lib else None
    json_seeds()
    png_seeds(p3)
    jpeg_seeds(p3, srgb_profile)
    encode_seeds()
    for target in sorted(os.listdir(CORPUS)):
        files = os.listdir(os.path.join(CORPUS, target))
        total = sum(os.path.getsize(os.path.join(CORPUS, target, f)) for f in files)
        print("%-13s %3d seeds, %6d bytes" % (target, len(files), total))


if __name__ == "__main__":
    main()
