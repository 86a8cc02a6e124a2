"""Contact sheets of the lesson pictures (``research/lesson_shots.py``): four pictures at half
size on each sheet, two by two, each with its file name, in the pictures' order.

    QT_QPA_PLATFORM=offscreen python -m research.lesson_sheet /tmp/lessons/1280x800/en /tmp/sheets/en

Writes ``OUTDIR/sheet-NN.png``.  A dev-only tool (not in the package).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Optional

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

LABEL_H = 22


def sheets(pictures: list[Path], outdir: Path, per_row: int = 2, scale: float = 0.5) -> list[Path]:
    """The sheets of ``pictures`` (``per_row`` × ``per_row`` each, at ``scale``)."""
    outdir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    per_sheet = per_row * per_row
    for n in range(0, len(pictures), per_sheet):
        images = [(p, QImage(str(p))) for p in pictures[n:n + per_sheet]]
        w = max(round(img.width() * scale) for _p, img in images)
        h = max(round(img.height() * scale) for _p, img in images) + LABEL_H
        sheet = QImage(w * per_row, h * per_row, QImage.Format.Format_RGB32)
        sheet.fill(QColor("#202020"))
        painter = QPainter(sheet)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        font = QFont()
        font.setPixelSize(14)
        painter.setFont(font)
        for i, (path, img) in enumerate(images):
            x, y = (i % per_row) * w, (i // per_row) * h
            painter.setPen(QColor("#ffffff"))
            painter.drawText(QRect(x + 6, y, w - 12, LABEL_H), Qt.AlignmentFlag.AlignVCenter,
                             path.name)
            painter.drawImage(QRect(x, y + LABEL_H, round(img.width() * scale),
                                    round(img.height() * scale)), img)
        painter.end()
        out = outdir / f"sheet-{n // per_sheet + 1:02d}.png"
        if not sheet.save(str(out)):
            raise OSError(f"cannot write {out}")
        written.append(out)
    return written


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("pictures", type=Path, help="a folder of PNG pictures")
    ap.add_argument("outdir", type=Path)
    args = ap.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    written = sheets(sorted(args.pictures.glob("*.png")), args.outdir)
    print(f"{len(written)} sheets in {args.outdir}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
