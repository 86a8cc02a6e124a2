"""The rules documents (docs/rules.md, docs/dice-rules.md) and the engines' option tables agree:
every option of an engine is in its document's table with the engine's default and no other
option is there, and each preset's line names exactly the options the preset sets, with the
same values."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT
from thousand_app.cards.engine.rules import OPTIONS, PRESETS
from thousand_app.dice.engine.rules import DICE_OPTIONS, DICE_PRESETS

CARDS = ROOT / "docs" / "rules.md"
DICE = ROOT / "docs" / "dice-rules.md"
#: A table row whose first cell is a key in backquotes: the key, the cells after it.
ROW = re.compile(r"^\| `([a-z0-9_]+)` \|(.*)\|\s*$")
#: ``key = value`` in a preset's line (a value up to the next comma outside brackets).
SETTING = re.compile(r"`([a-z_]+) = ((?:\[[^`]*\])|[^`]+)`")


def section(doc: Path, heading: str) -> list[str]:
    """The lines of the section under a heading (to the next heading of any level)."""
    lines = doc.read_text(encoding="utf-8").splitlines()
    start = lines.index(heading) + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("#")), len(lines))
    return lines[start:end]


def rows(doc: Path, heading: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for line in section(doc, heading):
        m = ROW.match(line)
        if m:
            out[m.group(1)] = [cell.strip() for cell in m.group(2).split("|")]
    return out


def value(text: str) -> Any:
    """A value as a document writes it (``on``, ``"on"``, ``5``, ``[[300, 400]]``) as JSON."""
    text = text.strip().strip("`")
    try:
        return json.loads(text)
    except ValueError:
        return text


@pytest.mark.parametrize("doc, heading, options", [
    (CARDS, "### Every option", OPTIONS),
    (DICE, "## 11. Options", DICE_OPTIONS),
], ids=["cards", "dice"])
def test_every_option_is_in_the_table_with_its_default(doc: Path, heading: str,
                                                       options: Any) -> None:
    table = rows(doc, heading)
    assert list(table) == [o.key for o in options]
    for o in options:
        assert value(table[o.key][1]) == o.default, o.key


@pytest.mark.parametrize("doc, heading, presets", [
    (CARDS, "## 10. Presets", PRESETS),
    (DICE, "## 12. Presets", DICE_PRESETS),
], ids=["cards", "dice"])
def test_every_preset_is_described_as_it_is(doc: Path, heading: str,
                                            presets: dict[str, dict[str, Any]]) -> None:
    table = rows(doc, heading)
    assert sorted(table) == sorted(presets)
    for name, overrides in presets.items():
        described = {k: value(v) for k, v in SETTING.findall(table[name][0])}
        assert described == overrides, name
