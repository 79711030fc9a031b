"""Builds the display clock's fonts: subsets Debian's free fonts to the clock's glyphs as WOFF2 and writes
clock-fonts.css with the @font-face rules and, for every family and CSS weight, the digit-box metrics
(the widest digit's advance, the colon's advance and how far to raise it to sit between the digits).

The @font-face rules override ascent and descent with the digits' own top and bottom, so a line of clock
text is exactly as tall as the tallest digit: the box every digit sits in is the same for every digit.

Usage: python build.py OUTPUT_DIR   (web/fonts/build.sh installs what it needs and runs it)
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

GLYPHS = "0123456789: APMapm"
WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900]

# family key → (CSS family name, Debian package, {weight: font file})
FAMILIES = {
    "system": ("Hearth Clock Sans", "fonts-inter", {
        100: "/usr/share/fonts/opentype/inter/InterDisplay-Thin.otf",
        200: "/usr/share/fonts/opentype/inter/InterDisplay-ExtraLight.otf",
        300: "/usr/share/fonts/opentype/inter/InterDisplay-Light.otf",
        400: "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf",
        500: "/usr/share/fonts/opentype/inter/InterDisplay-Medium.otf",
        600: "/usr/share/fonts/opentype/inter/InterDisplay-SemiBold.otf",
        700: "/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf",
        800: "/usr/share/fonts/opentype/inter/InterDisplay-ExtraBold.otf",
        900: "/usr/share/fonts/opentype/inter/InterDisplay-Black.otf",
    }),
    "rounded": ("Hearth Clock Rounded", "fonts-comfortaa", {
        300: "/usr/share/fonts/truetype/comfortaa/Comfortaa-Light.ttf",
        400: "/usr/share/fonts/truetype/comfortaa/Comfortaa-Regular.ttf",
        700: "/usr/share/fonts/truetype/comfortaa/Comfortaa-Bold.ttf",
    }),
    "serif": ("Hearth Clock Serif", "fonts-roboto-slab", {
        100: "/usr/share/fonts/opentype/roboto/slab/RobotoSlab-Thin.otf",
        300: "/usr/share/fonts/opentype/roboto/slab/RobotoSlab-Light.otf",
        400: "/usr/share/fonts/opentype/roboto/slab/RobotoSlab-Regular.otf",
        700: "/usr/share/fonts/opentype/roboto/slab/RobotoSlab-Bold.otf",
    }),
    "monospaced": ("Hearth Clock Mono", "fonts-jetbrains-mono", {
        100: "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Thin.ttf",
        200: "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-ExtraLight.ttf",
        300: "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Light.ttf",
        400: "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Regular.ttf",
        500: "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Medium.ttf",
        600: "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-SemiBold.ttf",
        700: "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Bold.ttf",
        800: "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-ExtraBold.ttf",
    }),
}

FALLBACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif'


def css_match(wanted: int, available: list[int]) -> int:
    """The face CSS font matching picks for `wanted` among `available` weights (CSS Fonts 4, §5.2)."""
    below = sorted((w for w in available if w < wanted), reverse=True)
    above = sorted(w for w in available if w > wanted)
    if wanted in available:
        return wanted
    if 400 <= wanted <= 500:
        up_to_500 = [w for w in above if w <= 500]
        order = up_to_500 + below + [w for w in above if w > 500]
    elif wanted < 400:
        order = below + above
    else:
        order = above + below
    return order[0]


def glyph_bounds(font: TTFont, char: str) -> tuple[float, float, float]:
    """(advance, yMin, yMax) of `char` in font units."""
    name = font.getBestCmap()[ord(char)]
    glyph_set = font.getGlyphSet()
    from fontTools.pens.boundsPen import BoundsPen
    pen = BoundsPen(glyph_set)
    glyph_set[name].draw(pen)
    _, y_min, _, y_max = pen.bounds
    return font["hmtx"][name][0], y_min, y_max


def metrics(path: str) -> dict[str, float]:
    font = TTFont(path)
    upm = font["head"].unitsPerEm
    digits = [glyph_bounds(font, d) for d in "0123456789"]
    width = max(d[0] for d in digits)
    top = max(d[2] for d in digits)
    bottom = min(d[1] for d in digits)
    colon_advance, colon_min, colon_max = glyph_bounds(font, ":")
    raise_by = (top + bottom) / 2 - (colon_min + colon_max) / 2
    return {
        "digit": width / upm, "top": top / upm, "bottom": -bottom / upm,
        "colon": colon_advance / upm, "raise": raise_by / upm,
    }


def build(output: Path) -> None:
    output.mkdir(parents=True, exist_ok=True)
    licences = output / "LICENSES"
    licences.mkdir(exist_ok=True)
    faces: list[str] = []
    boxes: list[str] = []
    for key, (family, package, files) in FAMILIES.items():
        shutil.copyfile(f"/usr/share/doc/{package}/copyright", licences / f"{package}.txt")
        measured = {}
        for weight, source in sorted(files.items()):
            target = output / f"clock-{key}-{weight}.woff2"
            options = subset.Options()
            options.flavor = "woff2"
            options.layout_features = ["kern", "tnum", "lnum"]
            options.name_IDs = ["*"]  # keeps the copyright and licence records
            options.notdef_outline = True
            font = TTFont(source)
            subsetter = subset.Subsetter(options)
            subsetter.populate(text=GLYPHS)
            subsetter.subset(font)
            font.flavor = "woff2"
            font.save(target)
            m = metrics(source)
            measured[weight] = m
            faces.append(
                "@font-face {\n"
                f'  font-family: "{family}";\n'
                f'  src: url("clock-{key}-{weight}.woff2") format("woff2");\n'
                f"  font-weight: {weight};\n  font-style: normal;\n  font-display: block;\n"
                f"  ascent-override: {m['top'] * 100:.2f}%;\n"
                f"  descent-override: {m['bottom'] * 100:.2f}%;\n"
                "  line-gap-override: 0%;\n}")
        boxes.append(f'[data-clock-font="{key}"] {{ font-family: "{family}", {FALLBACK}; }}')
        for weight in WEIGHTS:
            m = measured[css_match(weight, sorted(measured))]
            boxes.append(
                f'[data-clock-font="{key}"][data-clock-weight="{weight}"] {{ '
                f"--digit-width: {m['digit']:.4f}em; --colon-width: {m['colon']:.4f}em; "
                f"--colon-raise: {m['raise']:.4f}em; --digit-height: {m['top'] + m['bottom']:.4f}em; }}")
    css = ("/* Generated by web/fonts/build.sh: the display clock's fonts (subset to its glyphs) and, per family\n"
           " * and weight, the box every digit sits in. Do not edit by hand. */\n\n"
           + "\n\n".join(faces) + "\n\n" + "\n".join(boxes) + "\n")
    (output / "clock-fonts.css").write_text(css)


if __name__ == "__main__":
    build(Path(sys.argv[1]))
