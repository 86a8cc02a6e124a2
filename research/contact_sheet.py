"""Contact sheets of the screenshot set: a few pictures to a page, to look at every one.

    python -m research.contact_sheet SHOTS OUTDIR [--per-row 2] [--rows 2] [--width 640]
        [--by name]

``SHOTS`` is a folder written by ``python -m thousand_app.screenshots_cli`` (searched
through for PNG files); each folder of pictures (``<size>/<theme>``) gets its own pages,
``OUTDIR/<size>-<theme>-NNN.png`` (the folder's path with "-" for "/"), a scene's pictures
side by side (``<lang>-NN-<scene>.png`` in order of ``NN-<scene>``, then the language: one
page holds a scene in the four languages, where a text too long for its place shows), or in
the order of their names with ``--by name``: ``--per-row`` x ``--rows`` pictures a page (2x2 by default), each scaled down to
``--width`` pixels wide at most (640: a 1280x800 window at half size, a 900x600 one at 71 %,
a message box at its own size) with its file name and size written under it.  Prints each page's path and the pictures on it.  Qt draws the pages (offscreen when
no display is set): Pillow is not a dependency.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Sequence

LABEL = 22     # the height of a picture's name under it
LABEL_WIDTH = 320   # the least width of a picture's place: its name fits
GAP = 12       # between two pictures


def pages(pictures: list[Path], per_page: int) -> list[list[Path]]:
    """``pictures`` cut into pages of ``per_page``."""
    return [pictures[i:i + per_page] for i in range(0, len(pictures), per_page)]


def by_scene(path: Path) -> tuple[str, str]:
    """The order of ``--by scene``: ``<lang>-NN-<scene>.png`` by ``NN-<scene>``, then language."""
    lang, _, rest = path.name.partition("-")
    return (rest, lang) if rest else (path.name, "")


def groups(root: Path, by: str = "scene") -> dict[str, list[Path]]:
    """The PNG files under ``root``, by folder (named by its path under ``root``, "-" for "/";
    "shots" for ``root`` itself), each folder's in the order ``by`` says (``scene`` or
    ``name``)."""
    found: dict[str, list[Path]] = {}
    for path in sorted(root.rglob("*.png")):
        rel = path.parent.relative_to(root)
        name = "-".join(rel.parts) or "shots"
        found.setdefault(name, []).append(path)
    if by == "scene":
        for pictures in found.values():
            pictures.sort(key=by_scene)
    return found


def draw_page(pictures: list[Path], per_row: int, width: int, out: Path) -> None:
    """One page: ``pictures`` in rows of ``per_row``, each scaled down to ``width`` pixels wide
    at most, its name under it; written to ``out``."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter

    images = [QImage(str(p)) for p in pictures]
    scaled = [im.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
              if im.width() > width else im for im in images]
    cell_w = max([LABEL_WIDTH] + [im.width() for im in scaled])
    cell_h = max(im.height() for im in scaled) + LABEL
    rows = (len(scaled) + per_row - 1) // per_row
    page = QImage(GAP + per_row * (cell_w + GAP), GAP + rows * (cell_h + GAP),
                  QImage.Format.Format_RGB32)
    page.fill(QColor("#808080"))   # (neither theme's background: a picture's edge shows)
    painter = QPainter(page)
    font = QFont()
    font.setPixelSize(14)
    painter.setFont(font)
    for i, (path, im) in enumerate(zip(pictures, scaled)):
        x = GAP + (i % per_row) * (cell_w + GAP)
        y = GAP + (i // per_row) * (cell_h + GAP)
        painter.drawImage(x, y, im)
        painter.setPen(QColor("#000000"))
        painter.drawText(QRect(x, y + im.height(), cell_w, LABEL),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         f"{path.name}  ({images[i].width()}x{images[i].height()})")
    painter.end()
    if not page.save(str(out)):
        raise OSError(f"cannot write {out}")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m research.contact_sheet")
    p.add_argument("shots", help="a folder of screenshots (searched through)")
    p.add_argument("outdir")
    p.add_argument("--per-row", type=int, default=2)
    p.add_argument("--rows", type=int, default=2)
    p.add_argument("--width", type=int, default=640,
                   help="the most a picture is wide on a page (pixels)")
    p.add_argument("--by", choices=("scene", "name"), default="scene",
                   help="a scene's pictures side by side (default), or by file name")
    args = p.parse_args(sys.argv[1:] if argv is None else list(argv))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(["contact-sheet"])
    outdir = Path(args.outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    for name, pictures in groups(Path(args.shots), args.by).items():
        for n, page in enumerate(pages(pictures, args.per_row * args.rows), 1):
            out = outdir / f"{name}-{n:03d}.png"
            draw_page(page, args.per_row, args.width, out)
            print(out, " ".join(q.name for q in page), flush=True)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
