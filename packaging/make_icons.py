#!/usr/bin/env python3
"""Draw the app icon and write every format the packages need (files land in ``packaging/icons``).

    python packaging/make_icons.py           # write the files
    python packaging/make_icons.py --check   # exit 1 if the committed files are not what it writes

The icon is ours: a fan of three cards (spade, diamond, heart, with the suit
shapes of our own deck, ``assets/cards/make_deck.py``) on green baize; the
small sizes (32 px and less) get one card with a big heart, which still reads
at 16 px.  It writes ``thousand.svg`` and ``thousand-small.svg`` (the
drawings), ``thousand-<size>.png`` (16 to 1024 px, rendered with QtSvg),
``thousand.ico`` (Windows: 16 to 256 px) and ``thousand.icns`` (macOS: 16 to
1024 px).  Both containers hold PNG images and are written here byte by byte,
so nothing but PySide6 is needed.
"""

from __future__ import annotations

import argparse
import importlib.util
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = Path(__file__).resolve().parent / "icons"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
SMALL = 32                       # sizes up to this one use the simple drawing
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types (Apple's names) and the pixel size of the PNG each holds.
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256),
              ("ic14", 512))

BAIZE = ("#1f7a4a", "#0f4d2c")   # light centre, dark edge
CARD_EDGE = "#9aa3ad"
RED, BLACK = "#c4122f", "#1b1b1f"


def suit_paths() -> dict[str, str]:
    """The suit shapes of our deck (``assets/cards/make_deck.py``), in a box from -50 to 50."""
    spec = importlib.util.spec_from_file_location("make_deck", ROOT / "assets/cards/make_deck.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    paths: dict[str, str] = module.SUIT_PATHS
    return paths


def card(x: float, y: float, angle: float, suit: str, colour: str, paths: dict[str, str],
         w: float = 300, h: float = 420, stroke: float = 6, corner: bool = False) -> str:
    """A card ``w`` x ``h`` centred on (x, y), turned ``angle`` degrees, with one big suit.

    ``corner``: the suit smaller and up to the left, where a card under the fan shows.
    """
    dx, dy, scale = (-w * 0.2, -h * 0.22, w * 0.4 / 100) if corner else (0, 0, w * 0.6 / 100)
    return (f'<g transform="translate({x},{y}) rotate({angle})">'
            f'<rect x="{-w / 2 + 8}" y="{-h / 2 + 14}" width="{w}" height="{h}" rx="{w * 0.09}" '
            f'fill="#000" opacity="0.25"/>'
            f'<rect x="{-w / 2}" y="{-h / 2}" width="{w}" height="{h}" rx="{w * 0.09}" '
            f'fill="#fdfdfb" stroke="{CARD_EDGE}" stroke-width="{stroke}"/>'
            f'<path transform="translate({dx},{dy}) scale({scale})" d="{paths[suit]}" '
            f'fill="{colour}"/>'
            f'</g>')


def svg(small: bool) -> str:
    """The drawing on a 1024 x 1024 canvas: a rounded square of baize and the cards."""
    paths = suit_paths()
    if small:   # one card, as big as it can be, with a heart
        body = card(512, 512, 8, "heart", RED, paths, w=600, h=840, stroke=16)
        inset, radius = 0, 200
    else:       # macOS-style margin around the square; a fan of three cards
        body = (card(392, 560, -22, "spade", BLACK, paths, corner=True)
                + card(512, 515, 0, "diamond", RED, paths, corner=True)
                + card(632, 560, 22, "heart", RED, paths))
        inset, radius = 100, 185
    size = 1024 - 2 * inset
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" '
            'viewBox="0 0 1024 1024">\n'
            '<defs><radialGradient id="baize" cx="50%" cy="40%" r="70%">'
            f'<stop offset="0" stop-color="{BAIZE[0]}"/><stop offset="1" stop-color="{BAIZE[1]}"/>'
            '</radialGradient></defs>\n'
            f'<rect x="{inset}" y="{inset}" width="{size}" height="{size}" rx="{radius}" '
            'fill="url(#baize)"/>\n'
            f'{body}\n</svg>\n')


def render_png(svg_text: str, size: int) -> bytes:
    """``svg_text`` rendered ``size`` x ``size`` as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(["make_icons", "-platform", "offscreen"])
    renderer = QSvgRenderer(QByteArray(svg_text.encode()))
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # stubs: bytes; PySide6: str
    buffer.close()
    del _app
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` holding the PNG images (width/height byte 0 means 256)."""
    sizes = sorted(pngs)
    head = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(head) + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return head + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS ``.icns`` holding the PNG images under Apple's element types."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def files() -> dict[str, bytes]:
    """Every file this script writes, by name."""
    big, small = svg(small=False), svg(small=True)
    pngs = {s: render_png(small if s <= SMALL else big, s) for s in PNG_SIZES}
    out = {"thousand.svg": big.encode(), "thousand-small.svg": small.encode()}
    out.update({f"thousand-{s}.png": data for s, data in pngs.items()})
    out["thousand.ico"] = ico({s: pngs[s] for s in ICO_SIZES})
    out["thousand.icns"] = icns(pngs)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--check", action="store_true",
                   help="only compare the drawings with the committed ones (exit 1 if they differ)")
    args = p.parse_args(argv)
    if args.check:  # the PNGs depend on Qt's rasteriser, so only the drawings are compared
        stale = [name for name in ("thousand.svg", "thousand-small.svg")
                 if not (OUT / name).is_file() or (OUT / name).read_text() != svg(
                     small=name == "thousand-small.svg")]
        for name in stale:
            print(f"{OUT / name} is not what {Path(__file__).name} draws: run it again")
        return 1 if stale else 0
    OUT.mkdir(exist_ok=True)
    for name, data in files().items():
        (OUT / name).write_bytes(data)
        print(OUT / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
