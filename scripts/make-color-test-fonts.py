#!/usr/bin/env python3
"""Writes the two tiny colour fonts the text tests draw (Tests/ChatTextTests/Fixtures/fonts/):

- ChatRenderTestCOLR.ttf: COLRv0 layers (an amber square under a blue one) for U+1F600 and U+2764, outlines in glyf,
  colours in CPAL: the format of Twemoji-COLR and of Segoe UI Emoji's older versions.
- ChatRenderTestSbix.ttf: an `sbix` PNG strike (20 and 40 px per em: a red left half, a green right half) for the
  same characters, with empty glyf outlines: the format of Apple Color Emoji.

They stand in for fonts a user owns and may not ship (Apple Color Emoji, SF Pro), so that `--font` with sbix and
COLRv0 files is tested on every machine. Noto Color Emoji (CBDT) is the third format, installed by Debian.

The files are committed; run this only to change them (needs fontTools: `pip install fonttools`). The output is
the same bytes on every run (fixed timestamps).
"""

import os
import struct
import sys
import zlib

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.colorLib.builder import buildCOLR, buildCPAL
from fontTools.ttLib import newTable
from fontTools.ttLib.tables.sbixStrike import Strike
from fontTools.ttLib.tables.sbixGlyph import Glyph as SbixGlyph

UPEM = 1000
CHARACTERS = {0x1F600: "grin", 0x2764: "heart"}
# 2001-01-01 in the 1904-based seconds of head.created/modified: the same bytes on every run.
TIMESTAMP = 3061152000


def square(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()
    glyph = pen.glyph()
    glyph.recalcBounds(None)
    return glyph


def empty():
    return TTGlyphPen(None).glyph()


def builder(name, glyph_order, glyphs):
    fb = FontBuilder(UPEM, isTTF=True)
    fb.setupGlyphOrder(glyph_order)
    fb.setupCharacterMap({code: glyph for code, glyph in CHARACTERS.items()})
    fb.setupGlyf(glyphs)
    # Each glyph's left side bearing is its xMin (TrueType rasterizers place the outline by it).
    fb.setupHorizontalMetrics({g: (UPEM, getattr(glyphs[g], "xMin", 0)) for g in glyph_order})
    fb.setupHorizontalHeader(ascent=900, descent=-100)
    fb.setupNameTable({"familyName": name, "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=900, sTypoDescender=-100, usWinAscent=900, usWinDescent=100)
    fb.setupPost()
    fb.updateHead(created=TIMESTAMP, modified=TIMESTAMP)
    return fb


def colr_font(path):
    order = [".notdef", "grin", "heart", "layer.back", "layer.front"]
    glyphs = {
        ".notdef": empty(),
        "grin": square(50, -50, 950, 850),
        "heart": square(50, -50, 950, 850),
        "layer.back": square(50, -50, 950, 850),
        "layer.front": square(300, 200, 700, 600),
    }
    fb = builder("ChatRender Test COLR", order, glyphs)
    layers = [("layer.back", 0), ("layer.front", 1)]
    fb.font["COLR"] = buildCOLR({"grin": layers, "heart": layers}, version=0)
    # Amber #FFB000 and blue #1E50E6, opaque (CPAL colours as red, green, blue, alpha in 0…1).
    fb.font["CPAL"] = buildCPAL([[(1.0, 176 / 255, 0.0, 1.0), (30 / 255, 80 / 255, 230 / 255, 1.0)]])
    fb.save(path)


def png(width, height, pixel):
    """A straight RGBA PNG whose pixel (x, y) is pixel(x, y), written with zlib only."""
    rows = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def sbix_font(path):
    order = [".notdef", "grin", "heart"]
    fb = builder("ChatRender Test Sbix", order, {g: empty() for g in order})
    sbix = newTable("sbix")
    sbix.version = 1
    sbix.flags = 1
    sbix.strikes = {}
    for ppem in (20, 40):
        strike = Strike(ppem=ppem, resolution=72)
        # Red (#E0202A) on the left half, green (#1FA84B) on the right, opaque, a pixel per em unit scaled.
        image = png(ppem, ppem, lambda x, y: (224, 32, 42, 255) if x < ppem // 2 else (31, 168, 75, 255))
        for glyph in order:
            data = image if glyph != ".notdef" else b""
            strike.glyphs[glyph] = SbixGlyph(glyphName=glyph, graphicType="png " if data else None, imageData=data,
                                             originOffsetX=0, originOffsetY=-ppem // 10)
        sbix.strikes[ppem] = strike
    fb.font["sbix"] = sbix
    fb.save(path)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = os.path.join(root, "Tests", "ChatTextTests", "Fixtures", "fonts")
    os.makedirs(out, exist_ok=True)
    colr_font(os.path.join(out, "ChatRenderTestCOLR.ttf"))
    sbix_font(os.path.join(out, "ChatRenderTestSbix.ttf"))
    print("wrote", out, file=sys.stderr)


if __name__ == "__main__":
    main()
