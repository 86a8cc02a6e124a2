"""research/contact_sheet.py: the screenshot set four pictures a page, to look at every one
(issue 34, "Done when")."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def test_contact_sheets_put_a_scene_in_every_language_on_one_page(qapp: Any,
                                                                   tmp_path: Path) -> None:
    """``python -m research.contact_sheet SHOTS PAGES``: four pictures a page, each folder of
    the set its own pages, a scene's four languages together, each picture at half size."""
    from PySide6.QtGui import QColor, QImage

    from research.contact_sheet import main

    shots = tmp_path / "shots" / "900x600" / "light"
    shots.mkdir(parents=True)
    for lang in ("en", "pl", "ru", "uk"):
        for k, name, colour in ((1, "start", "#2c7848"), (2, "settings", "#f3efe2")):
            image = QImage(900, 600, QImage.Format.Format_RGB32)
            image.fill(QColor(colour))
            assert image.save(str(shots / f"{lang}-{k:02d}-{name}.png"))
    pages = tmp_path / "pages"
    assert main([str(tmp_path / "shots"), str(pages), "--width", "450"]) == 0
    assert sorted(p.name for p in pages.iterdir()) == ["900x600-light-001.png",
                                                       "900x600-light-002.png"]
    for n, colour in ((1, "#2c7848"), (2, "#f3efe2")):
        page = QImage(str(pages / f"900x600-light-00{n}.png"))
        assert 2 * 450 < page.width() < 2 * 450 + 60 and 2 * 300 < page.height() < 2 * 300 + 120
        # the first page holds the four start screens (green), the second the settings
        for x in (100, 100 + 450 + 12):
            for y in (100, 100 + 300 + 40):
                assert page.pixelColor(x, y) == QColor(colour), (n, x, y)
