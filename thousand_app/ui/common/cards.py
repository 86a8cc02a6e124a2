"""Card art: our own SVG decks and the SVG decks KDE and GNOME card games install.

A deck is one SVG file whose elements are named per card (``king_heart``,
``heart_king``, ``1_club``...) plus a back.  One shared :class:`QSvgRenderer`
per deck draws them; pixmaps are cached per size in device pixels, so cards
stay sharp at any zoom and on HiDPI screens.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from .i18n import data_dir

#: Names a deck may use for our six ranks (9, J, Q, K, 10, A), most common first.
RANK_IDS: tuple[tuple[str, ...], ...] = (
    ("9", "nine"), ("jack", "11", "j"), ("queen", "12", "q"), ("king", "13", "k"),
    ("10", "ten"), ("1", "ace", "a"))
#: Names for the suits S, C, D, H.
SUIT_IDS: tuple[tuple[str, ...], ...] = (
    ("spade", "spades"), ("club", "clubs"), ("diamond", "diamonds"), ("heart", "hearts"))
BACK_IDS = ("back", "card_back", "back_1", "back1", "Back")
BUILTIN_BACKS = ("blue", "red", "green")
BUILTIN = "thousand"
#: The classic French-pattern deck (traditional court figures; assets/cards/make_classic.mjs).
CLASSIC = "classic"
#: The corner letters of our own deck: the app's language, or fixed.
INDEX_CHOICES = ("language", "ru", "en")
SYSTEM_PREFIX = "system:"

#: Folders where KDE (libkcardgame) and GNOME (Aisleriot) install their decks.
SYSTEM_DECK_DIRS = (
    "/usr/share/carddecks", "/usr/local/share/carddecks", "/usr/share/kde4/apps/carddecks",
    "/usr/share/aisleriot/cards", "/usr/local/share/aisleriot/cards",
    "~/.local/share/carddecks", "~/.local/share/aisleriot/cards",
    "~/.kde/share/apps/carddecks",
)


#: A deck's pictures are numbered as the card engine numbers its 24 cards (docs/engine-api.md):
#: ``suit * 6 + rank``, suits S, C, D, H and ranks 9, J, Q, K, 10, A.
CARDS = 24
SUIT_LETTERS = "SCDH"
RANK_LETTERS = ("9", "J", "Q", "K", "10", "A")


def card_number(text: str) -> int:
    """The picture of a card written as the engine writes it ("KH", "10D")."""
    return SUIT_LETTERS.index(text[-1]) * 6 + RANK_LETTERS.index(text[:-1])


def element_candidates(card: int) -> list[str]:
    """Element ids a deck might use for ``card``, e.g. ``king_heart`` or ``heart_king``."""
    suit, rank = divmod(int(card), 6)
    out = []
    for r in RANK_IDS[rank]:
        for s in SUIT_IDS[suit]:
            out += [f"{r}_{s}", f"{s}_{r}", f"{r}_{s}".upper(), f"{s}_{r}".capitalize()]
    return out


def find_elements(renderer: QSvgRenderer) -> dict[int, str] | None:
    """Each card's element id in this deck, or None if a card is missing."""
    found: dict[int, str] = {}
    for c in range(CARDS):
        for cand in element_candidates(c):
            if renderer.elementExists(cand):
                found[c] = cand
                break
        else:
            return None
    return found


@dataclass(frozen=True)
class DeckInfo:
    """A deck the user can choose: ``key`` is what the settings store."""

    key: str
    name: str
    path: Path


def builtin_path(four_colour: bool, indices: str = "en") -> Path:
    """Our own deck: two or four colours, English (A K Q J), Russian (Т К Д В) or Polish
    (A K D W) letters."""
    stem = "thousand-4c" if four_colour else "thousand"
    return data_dir("cards") / (stem + (f"-{indices}" if indices in ("ru", "pl") else "") + ".svg")


def classic_path() -> Path:
    return data_dir("cards") / "classic.svg"


def index_language(setting: str, language: str) -> str:
    """The corner letters to use: "ru", "pl" or "en" (``setting`` "language" follows the app's:
    Т К Д В in Russian and Ukrainian, where the cards are named alike, A K D W in Polish)."""
    if setting in ("ru", "pl", "en"):
        return setting
    return {"ru": "ru", "uk": "ru", "pl": "pl"}.get(language, "en")


def system_decks(extra_dirs: list[str] | None = None) -> list[DeckInfo]:
    """SVG decks installed by KDE or GNOME card games (files are checked when loaded)."""
    dirs = list(extra_dirs or [])
    for base in os.environ.get("XDG_DATA_DIRS", "").split(":"):
        if base:
            dirs += [os.path.join(base, "carddecks"), os.path.join(base, "aisleriot", "cards")]
    dirs += list(SYSTEM_DECK_DIRS)
    seen: set[Path] = set()
    out: list[DeckInfo] = []
    for d in dirs:
        root = Path(os.path.expanduser(d))
        if not root.is_dir():
            continue
        for path in sorted(list(root.glob("*.svg*")) + list(root.glob("*/*.svg*"))):
            if path.suffix not in (".svg", ".svgz"):
                continue
            real = path.resolve()
            if real in seen:
                continue
            seen.add(real)
            out.append(DeckInfo(SYSTEM_PREFIX + str(path), deck_name(path, root), path))
    return out


def deck_name(path: Path, root: Path) -> str:
    """A KDE deck's name (in the user's language) from its index.desktop, else its file's name."""
    desktop = path.parent / "index.desktop"
    if path.parent != root and desktop.is_file():
        lang = QLocale().name().split("_")[0]
        names: dict[str, str] = {}
        try:
            for line in desktop.read_text(encoding="utf-8", errors="replace").splitlines():
                key, _, value = line.partition("=")
                if key in ("Name", f"Name[{lang}]") and value.strip():
                    names[key] = value.strip()
        except OSError:
            pass
        name = names.get(f"Name[{lang}]") or names.get("Name")
        if name:
            return name
    name = path.parent.name if path.parent != root else path.stem
    return name.removeprefix("svg-").replace("_", " ").replace("-", " ").capitalize()


#: The most memory a deck's pictures take (4 bytes a pixel): a table's hand, trick and
#: backs at two or three sizes (a picture 102 x 143 takes 58 kB).
DECK_CACHE_BYTES = 8 << 20


class Deck:
    """Draws cards and backs from one SVG deck, with a pixmap cache."""

    def __init__(self, path: Path, back: str = "blue") -> None:
        self.path = path
        if not path.is_file():      # (Qt would only warn in the log that it cannot open it)
            raise ValueError(f"{path} is not a readable SVG file")
        self.renderer = QSvgRenderer(str(path))
        if not self.renderer.isValid():
            raise ValueError(f"{path} is not a readable SVG file")
        faces = find_elements(self.renderer)
        if faces is None:
            raise ValueError(f"{path} does not name the cards like a KDE or GNOME deck")
        self.faces = faces
        self.back_id = self._find_back(back)
        bounds = self.renderer.boundsOnElement(faces[0])
        self.aspect = bounds.height() / bounds.width() if bounds.width() > 0 else 0.0
        if not 1.1 <= self.aspect <= 1.9:
            raise ValueError(f"{path}: the cards are not card-shaped ({bounds.width():.0f} x "
                             f"{bounds.height():.0f})")
        #: The pictures drawn lately, by (element, width, height) in device pixels, the least
        #: recently used first: at most :data:`DECK_CACHE_BYTES` of them (:attr:`cache_bytes`).
        self._cache: dict[tuple[str, int, int], QPixmap] = {}
        self.cache_bytes = 0

    def _find_back(self, back: str) -> str | None:
        for cand in (f"back_{back}", *BACK_IDS):
            if self.renderer.elementExists(cand):
                return cand
        return None

    def set_back(self, back: str) -> None:
        self.back_id = self._find_back(back)
        self._cache.clear()
        self.cache_bytes = 0

    def pixmap(self, card: int | None, width: int, dpr: float = 1.0) -> QPixmap:
        """``card`` (None: the back) ``width`` device-independent pixels wide, sharp at ``dpr``."""
        w = max(4, round(width * dpr))
        h = max(4, round(width * self.aspect * dpr))
        element = self.back_id if card is None else self.faces[card]
        key = (element or "", w, h)
        pm = self._cache.get(key)
        if pm is None:
            while self._cache and self.cache_bytes + 4 * w * h > DECK_CACHE_BYTES:
                _, ow, oh = old = next(iter(self._cache))
                del self._cache[old]
                self.cache_bytes -= 4 * ow * oh
            image = QImage(QSize(w, h), QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            p = QPainter(image)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            if element is None:
                self._plain_back(p, w, h)
            else:
                self.renderer.render(p, element, QRectF(0, 0, w, h))
            p.end()
            pm = QPixmap.fromImage(image)
            self.cache_bytes += 4 * w * h
        else:
            del self._cache[key]        # (to the end: the latest used)
        self._cache[key] = pm
        pm.setDevicePixelRatio(dpr)
        return pm

    @staticmethod
    def _plain_back(p: QPainter, w: int, h: int) -> None:
        """A back for a system deck that has none."""
        p.setPen(QColor("#8a8f98"))
        p.setBrush(QColor("#1d4f91"))
        p.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), w * 0.07, w * 0.07)


def load_deck(key: str, four_colour: bool, back: str, indices: str = "en"
              ) -> tuple[Deck, str | None]:
    """The deck a setting names, falling back to ours; the second value explains a fallback."""
    ours = builtin_path(four_colour, indices)
    if key == CLASSIC:
        try:
            return Deck(classic_path(), back), None
        except (ValueError, OSError) as exc:
            return Deck(ours, back), str(exc)
    if key.startswith(SYSTEM_PREFIX):
        path = Path(key[len(SYSTEM_PREFIX):])
        try:
            return Deck(path, back), None
        except (ValueError, OSError) as exc:
            return Deck(ours, back), str(exc)
    return Deck(ours, back), None
