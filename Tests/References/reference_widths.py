#!/usr/bin/env python3
"""Independent reference widths for the Pango measurer tests.

Reads the shipped DejaVu TTF files with fontTools and adds up, for each string, the glyph
advances (hmtx) and the GPOS pair kerning of the 'kern' feature, the way a shaper applies them
to a run of simple Latin text without ligatures. No Pango, HarfBuzz or FreeType is involved, so
agreement with the Swift measurer is evidence from two independent implementations.

Usage: python3 reference_widths.py  (pip install fonttools) — prints Swift table rows.
"""
import os
from fontTools.ttLib import TTFont

FONTS = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "TagFlowPango", "Fonts")

CASES = [
    ("DejaVuSans.ttf", 14, "Swift"),
    ("DejaVuSans.ttf", 14, "Hello, world"),
    ("DejaVuSans.ttf", 14, "AVATAR Wave To"),
    ("DejaVuSans.ttf", 17, "Typography & Layout"),
    ("DejaVuSans.ttf", 12, "Kotlin, Rust, Go"),
    ("DejaVuSans-Bold.ttf", 14, "Swift"),
    ("DejaVuSans-Bold.ttf", 16, "VAT Yoga"),
    ("DejaVuSans-Oblique.ttf", 15, "Wave Tokyo"),
    ("DejaVuSans-BoldOblique.ttf", 13, "Pay WAY"),
    ("DejaVuSansMono.ttf", 14, "monospace 123"),
    ("DejaVuSansMono-Bold.ttf", 11, "AVA mono"),
    ("DejaVuSerif.ttf", 14, "Serif AWAY"),
    ("DejaVuSerif-Bold.ttf", 18, "Bold Serif To"),
    ("DejaVuSerif-Italic.ttf", 20, "Italic Yv"),
    ("DejaVuSans.ttf", 23.5, "Größe 42 Zürich"),
]


def kern_lookups(font):
    gpos = font["GPOS"].table
    indices = set()
    for record in gpos.FeatureList.FeatureRecord:
        if record.FeatureTag == "kern":
            indices.update(record.Feature.LookupListIndex)
    return [gpos.LookupList.Lookup[i] for i in sorted(indices)]


def subtables(lookup):
    for sub in lookup.SubTable:
        if lookup.LookupType == 9:  # extension
            sub = sub.ExtSubTable
        yield sub


def pair_adjust(sub, first, second):
    """Returns (matched, adjustment) for one PairPos subtable."""
    if first not in sub.Coverage.glyphs:
        return False, 0
    if sub.Format == 1:
        pair_set = sub.PairSet[sub.Coverage.glyphs.index(first)]
        for record in pair_set.PairValueRecord:
            if record.SecondGlyph == second:
                v = record.Value1
                return True, (getattr(v, "XAdvance", 0) or 0) if v else 0
        return False, 0
    class1 = sub.ClassDef1.classDefs.get(first, 0)
    class2 = sub.ClassDef2.classDefs.get(second, 0)
    v = sub.Class1Record[class1].Class2Record[class2].Value1
    return True, (getattr(v, "XAdvance", 0) or 0) if v else 0


def width(path, size, text):
    font = TTFont(path)
    cmap = font.getBestCmap()
    glyphs = [cmap[ord(c)] for c in text]
    units = sum(font["hmtx"][g][0] for g in glyphs)
    for lookup in kern_lookups(font):
        for a, b in zip(glyphs, glyphs[1:]):
            for sub in subtables(lookup):
                matched, adjust = pair_adjust(sub, a, b)
                if matched:
                    units += adjust
                    break
    upem = font["head"].unitsPerEm
    hhea = font["hhea"]
    return units * size / upem, (hhea.ascent - hhea.descent) * size / upem


if __name__ == "__main__":
    for file, size, text in CASES:
        w, h = width(os.path.join(FONTS, file), size, text)
        print(f'    ("{file}", {size}, "{text}", {w!r}, {h!r}),')
