"""The bust banner's title and subtitle say different things in every language (the Russian
one said "ничего не выпало" in both: issue 33's playthrough)."""

from __future__ import annotations

from typing import Any

import pytest

from thousand_app.ui.dice.table import bust_words


@pytest.mark.parametrize("language", ["en", "ru", "uk", "pl"])
@pytest.mark.parametrize("turn_total", [0, 150])
def test_the_bust_banner_does_not_say_the_same_thing_twice(translations: Any, language: str,
                                                           turn_total: int) -> None:
    translations.use(language)
    try:
        title, sub = bust_words("Boris", turn_total)
    finally:
        translations.use("en")
    said = title.removeprefix("Boris:").strip().casefold()
    assert title.startswith("Boris") and said and said not in sub.casefold(), (title, sub)
    assert str(turn_total) in sub if turn_total else sub
