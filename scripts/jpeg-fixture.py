"""Writes the nvJPEG test's fixture: tests/gpu/data/pattern.jpg, a 64x40
baseline JPEG (4:4:4, quality 90) of a deterministic pattern, and
pattern.rgb, its pixels as libjpeg decodes them (interleaved RGB, 8 bits),
the host reference the GPU's decode is checked against.

Needs Pillow (python3 -m pip install pillow): it encodes and decodes with
the libjpeg(-turbo) it bundles. Run from the repository's root:
python3 scripts/jpeg-fixture.py
"""
import io
import pathlib

from PIL import Image

WIDTH, HEIGHT = 64, 40


def pixel(x, y):
    red = x * 4
    green = y * 6
    # A disc, so that some blocks hold an edge and not only a gradient.
    blue = 220 if (x - 40) ** 2 + (y - 18) ** 2 < 120 else (x * y) % 96
    return (red, green, blue)


image = Image.new("RGB", (WIDTH, HEIGHT))
image.putdata([pixel(x, y) for y in range(HEIGHT) for x in range(WIDTH)])
encoded = io.BytesIO()
image.save(encoded, "JPEG", quality=90, subsampling=0)
decoded = Image.open(io.BytesIO(encoded.getvalue())).convert("RGB")
folder = pathlib.Path("tests/gpu/data")
folder.mkdir(parents=True, exist_ok=True)
(folder / "pattern.jpg").write_bytes(encoded.getvalue())
(folder / "pattern.rgb").write_bytes(decoded.tobytes())
