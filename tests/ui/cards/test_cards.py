"""Card art: our decks have every card and back; KDE/GNOME-style decks are recognised."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from thousand_app.cards.engine import Card
from thousand_app.ui.common.cards import (BUILTIN_BACKS, CARDS, Deck, builtin_path, card_number,
                                          element_candidates, load_deck, system_decks)


@pytest.mark.parametrize("four_colour", [False, True])
def test_our_decks_have_every_card_and_back(qapp: Any, four_colour: bool) -> None:
    deck = Deck(builtin_path(four_colour))
    assert len(deck.faces) == 24
    for back in BUILTIN_BACKS:
        deck.set_back(back)
        assert deck.back_id == f"back_{back}"
    pm = deck.pixmap(Card.parse("QH"), 100, 2.0)
    assert pm.width() == 200 and pm.devicePixelRatio() == 2.0
    assert 1.3 < deck.aspect < 1.5


def _system_style_deck(path: Path, style: str) -> None:
    """A tiny SVG deck naming its elements the KDE way (king_heart) or the other (heart_king)."""
    ranks = {0: "9", 1: "jack", 2: "queen", 3: "king", 4: "10", 5: "1"}
    suits = {0: "spade", 1: "club", 2: "diamond", 3: "heart"}
    parts = []
    for c in range(24):
        r, s = ranks[c % 6], suits[c // 6]
        name = f"{r}_{s}" if style == "rank_suit" else f"{s}_{r}"
        parts.append(f'<g id="{name}"><rect x="{c * 12}" y="0" width="10" height="14" '
                     f'fill="#fff" stroke="#000"/></g>')
    parts.append('<g id="back"><rect x="0" y="20" width="10" height="14" fill="#00f"/></g>')
    path.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="40">'
                    + "".join(parts) + "</svg>", encoding="utf-8")


@pytest.mark.parametrize("style", ["rank_suit", "suit_rank"])
def test_system_decks_are_found_and_used(qapp: Any, tmp_path: Path, style: str) -> None:
    folder = tmp_path / "carddecks" / "svg-test"
    folder.mkdir(parents=True)
    _system_style_deck(folder / "test.svg", style)
    found = system_decks([str(tmp_path / "carddecks")])
    ours = [d for d in found if d.path == folder / "test.svg"]
    assert ours and ours[0].name == "Test"
    deck, problem = load_deck(ours[0].key, False, "blue")
    assert problem is None and deck.path == folder / "test.svg"
    assert deck.back_id == "back"
    assert 1.3 < deck.aspect < 1.45  # 10 x 14 plus the stroke
    assert deck.pixmap(Card.parse("AS"), 50).width() == 50


def test_a_broken_deck_falls_back_to_ours(qapp: Any, tmp_path: Path) -> None:
    bad = tmp_path / "bad.svg"
    bad.write_text('<svg xmlns="http://www.w3.org/2000/svg"><g id="king_heart"/></svg>')
    deck, problem = load_deck("system:" + str(bad), False, "red")
    assert problem is not None
    assert deck.path == builtin_path(False) and deck.back_id == "back_red"


def test_element_names() -> None:
    names = element_candidates(Card.parse("KH"))
    assert "king_heart" in names and "heart_king" in names and "13_heart" in names
    assert "1_club" in element_candidates(Card.parse("AC"))


def test_the_decks_number_cards_as_the_engine_does() -> None:
    """The shell's decks know no engine: their numbering of the 24 cards is the engine's."""
    for c in range(CARDS):
        card = Card(c)
        assert card_number(str(card)) == c
        assert element_candidates(c) == element_candidates(card)


def test_classic_deck_has_every_card_and_its_licence(qapp: Any) -> None:
    from thousand_app.ui.common.cards import CLASSIC, classic_path

    deck, problem = load_deck(CLASSIC, False, "red")
    assert problem is None and deck.path == classic_path()
    assert len(deck.faces) == 24 and deck.back_id == "back_red"
    for back in BUILTIN_BACKS:
        deck.set_back(back)
        assert deck.back_id == f"back_{back}"
    assert 1.35 < deck.aspect < 1.45
    text = classic_path().read_text(encoding="utf-8")
    assert "CC0-1.0" in text and "@letele/playing-cards" in text      # source and licence inside
    root = Path(__file__).resolve().parents[3] / "assets" / "cards"
    assert "CC0 1.0 Universal" in (root / "classic-LICENSE.txt").read_text(encoding="utf-8")
    assert classic_path().stat().st_size < 1_000_000                    # small enough to ship


@pytest.mark.parametrize("four_colour", [False, True])
def test_our_deck_in_russian_letters(qapp: Any, four_colour: bool) -> None:
    from thousand_app.ui.common.cards import index_language

    ru, en = builtin_path(four_colour, "ru"), builtin_path(four_colour, "en")
    assert ru != en and len(Deck(ru).faces) == 24
    ru_text, en_text = ru.read_text(encoding="utf-8"), en.read_text(encoding="utf-8")
    for letter in "ТКДВ":
        assert f">{letter}</text>" in ru_text
    for letter in "AKQJ":
        assert f">{letter}</text>" in en_text and f">{letter}</text>" not in ru_text
    assert index_language("language", "ru") == "ru" and index_language("language", "en") == "en"
    assert index_language("en", "ru") == "en"
    assert index_language("pl", "ru") == "pl" and index_language("language", "pl") == "pl"
    assert index_language("language", "uk") == "ru"
    # the picture differs where the letters are
    a = Deck(ru).pixmap(Card.parse("QH"), 80).toImage()
    b = Deck(en).pixmap(Card.parse("QH"), 80).toImage()
    assert a != b


@pytest.mark.parametrize("width", [60.0, 90.0, 140.0, 200.0])
def test_the_new_star_covers_no_corner_index(qapp: Any, width: float) -> None:
    """The star on a card new in the hand sits above its top left corner: not over the
    neighbour's corner index on its left nor its own, and inside what the item repaints
    (issue 34: the talon's stars covered the neighbour's index)."""
    from thousand_app.ui.cards.items import CardItem

    deck, _ = load_deck("thousand", False, "red")
    it = CardItem(deck, 0, True)
    it.width = width
    it.new = True
    card = it.card_rect()
    star = it.new_badge(card)
    assert star.left() >= card.left()                          # the neighbour's index
    assert star.bottom() <= card.top() + 0.05 * it.width         # its own index
    assert it.boundingRect().contains(star)
    it.set_state(label="→ Boris")                                # (a card being passed)
    star = it.new_badge(card)
    assert star.left() >= card.left() + 0.2 * it.width           # right of its own index
    assert it.boundingRect().contains(star)


def test_the_deck_keeps_a_few_megabytes_of_pictures(qapp: Any) -> None:
    """Issue 39: the deck kept up to 400 card pictures, at every size the table was drawn
    at (about 58 kB each at 102 x 143: 23 MB once a window was resized often); it keeps at
    most DECK_CACHE_BYTES of them, the most recent, and draws the same pictures."""
    from thousand_app.ui.common.cards import DECK_CACHE_BYTES

    deck = Deck(builtin_path(False))
    first = deck.pixmap(0, 90).toImage()
    for width in range(60, 160, 4):      # (the window resized again and again)
        for card in range(24):
            deck.pixmap(card, width)
        deck.pixmap(None, width)
        assert 0 < deck.cache_bytes <= DECK_CACHE_BYTES
    assert deck.cache_bytes == sum(4 * w * h for _, w, h in deck._cache)
    assert deck.pixmap(0, 90).toImage() == first
    assert deck.pixmap(5, 156) is deck.pixmap(5, 156)   # (the latest are kept)
