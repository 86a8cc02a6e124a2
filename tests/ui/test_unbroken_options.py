"""Command-line options in messages never break at their hyphens (issue 34: the Polish
warning wrapped "--data-dir" after "--data-"): in every language, no line may end inside an
option."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTextBoundaryFinder

from thousand_app.ui.common.app import already_open_text
from thousand_app.ui.common.folder_check import Unwritable
from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.common.main_window import unwritable_text
from thousand_app.ui.common.texts import unbroken_options

#: An option as a person types it; its hyphens may be shown as non-breaking ones.
OPTION = re.compile(r"(?<![\w\-\u2011])[-\u2011]{2}[A-Za-z][\w\-\u2011]*")


def breaks_inside_options(text: str) -> list[str]:
    """The options of ``text`` that a line may end inside."""
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    breaks = set()
    pos = finder.toNextBoundary()
    while pos != -1:
        breaks.add(pos)
        pos = finder.toNextBoundary()
    return [m.group() for m in OPTION.finditer(text)
            if any(m.start() < b < m.end() for b in breaks)]


@pytest.fixture
def language(qapp: Any) -> Any:
    tr = Translations()
    yield tr
    tr.use("en")


def test_the_check_sees_a_breakable_option() -> None:
    assert breaks_inside_options("start Thousand with --data-dir and a folder") == ["--data-dir"]
    assert breaks_inside_options(unbroken_options("start with --data-dir or --language")) == []
    # what a person copies reads the same, but for the hyphens' kind
    assert unbroken_options("--data-dir and x-ray").replace("\u2011", "-") == \
        "--data-dir and x-ray"
    assert unbroken_options("x-ray") == "x-ray"


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "pl"])
def test_options_in_messages_never_break(language: Any, lang: str) -> None:
    language.use(lang)
    folder = Path("/tmp/a-folder--with-hyphens")
    texts = [unwritable_text([Unwritable(folder, "permission", "data")]),
             already_open_text(folder, told=False)]
    for text in texts:
        assert OPTION.search(text.replace(str(folder), "")), text     # (the option is there)
        assert breaks_inside_options(text.replace(str(folder), "")) == [], text
        assert str(folder) in text          # (a path is left as it is)
