"""A game's record as JSON text, kept up to date as the game goes on: saving a long game costs
what its last deal (or turn) costs, not what the whole game costs.

A record (docs/record-format.md) is a head (rules, players, start fields) and one list that
grows: the card game's ``"deals"``, the dice game's ``"turns"``.  Every entry but the last is
finished and never changes again (an undo that reaches into it first removes the entries
after it, so it becomes the last).  :class:`Snapshotter` keeps the JSON text of the finished
entries; :meth:`Snapshotter.take` renders only the head and the last entry, on the thread
that owns the game, and gives an immutable :class:`RecordSnapshot` that a writer thread turns
into the file's bytes.  Each part is rendered by the engine's own ``to_record`` (on a view of
the game that holds just that entry), so the text is the record ``to_record`` gives:

>>> import json
>>> from thousand_app.cards.engine import Game, Rules
>>> from thousand_app.cards.engine.record import to_record
>>> from thousand_app.cards.kind import KIND
>>> game = Game(Rules(), 3, players=["Anna", "Boris", "Vera"], seed=3)
>>> snaps = Snapshotter(KIND)
>>> for _ in range(40):
...     _ = game.deal() if game.needs_deal else game.apply(game.all_legal_actions()[0])
>>> json.loads(snaps.take(game).record_text()) == to_record(game)
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, NamedTuple, Optional, Sequence

from thousand_app.games.registry import AnyKind
from thousand_app.games.saving import GameFiles

from .savefile import GameExtras, SeatConfig, check_seats, files_of, save_head


def undo_reach(files: GameFiles) -> int:
    """The entries an undo may still change: those within the game's undo depth of the end
    (every undo step takes back at least one move or deal).  Older ones are not copied."""
    return files.undo_depth + 1


#: Finished entries are joined into one string per this many (a snapshot then holds a few
#: hundred strings for the longest game, not one per deal).
CHUNK = 256


def dumps(value: Any) -> str:
    """JSON text as the save files have it (compact, no NaN)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


class _Part:
    """The JSON text of some entries of a record's list, comma-joined: rendered when first
    asked for (on the writer's thread), from copies taken where the game lives."""

    __slots__ = ("count", "_files", "_game", "_entries", "_over", "_text", "_parts")

    def __init__(self, files: Optional[GameFiles], game: Any, entries: Sequence[Any],
                 over: bool = True, text: Optional[str] = None, copy_from: int = 0) -> None:
        self.count = len(entries)
        self._files = files
        self._game = game
        # A deal's moves, a turn's steps: copied from ``copy_from`` on (what an undo may
        # still change while the game goes on); before it, kept as they are (never changed
        # again: an undo reaches back UNDO_DEPTH steps at most).
        self._entries: Optional[list[Any]] = [
            (e[0], list(e[1])) if i >= copy_from else e for i, e in enumerate(entries)]
        self._over = over
        self._text = text
        #: The parts this one joins (:meth:`joined`), else None.
        self._parts: Optional[tuple["_Part", ...]] = None

    @classmethod
    def joined(cls, parts: Sequence["_Part"]) -> "_Part":
        """One part for consecutive parts (rendered when asked, from theirs)."""
        part = cls(None, None, [])
        part.count = sum(p.count for p in parts)
        part._entries = None
        part._parts = tuple(parts)
        return part

    def text(self) -> str:
        if self._text is None:
            inner = self._parts
            if inner is not None:
                self._text = ",".join(t for t in (p.text() for p in inner) if t)
            else:
                assert self._files is not None
                self._text = ",".join(_entries(self._files, self._game, self._entries or [],
                                               self._over))
            self._entries = self._game = self._files = None
        return self._text


@dataclass(frozen=True)
class RecordSnapshot:
    """The record of a game at one moment, as JSON text in parts (pure data: safe to hand to
    another thread; the parts' text is rendered there)."""

    kind: str                      # the game's kind ("cards", "dice")
    n: int                         # the number of players
    players: tuple[str, ...]
    head: str                      # the record's JSON up to its list's '[' (excluded)
    parts: tuple[_Part, ...]       # the list's entries, in runs

    def record_text(self) -> str:
        """The whole record as JSON text."""
        return self.head + "[" + ",".join(t for t in (p.text() for p in self.parts) if t) + "]}"


def save_bytes(kind: AnyKind, snapshot: RecordSnapshot, seats: list[SeatConfig],
               game_id: str, name: str | None = None, extras: GameExtras | None = None
               ) -> bytes:
    """The save file of the snapshot's game (of ``kind``): what
    ``dump_doc(make_save_doc(...))`` gives, with the record's text put in as it is.
    ``ValueError`` if the seats do not fit the game."""
    check_seats(seats, snapshot)
    doc = save_head(files_of(kind), seats, game_id, name)
    if extras is not None:
        extras.to_doc(doc)
    text = dumps(doc)
    return (text[:-1] + ',"record":' + snapshot.record_text() + "}").encode("utf-8")


class _View:
    """The game, but for one attribute (the list, or ``is_over``): what ``to_record`` reads."""

    def __init__(self, game: Any, **instead: Any) -> None:
        self._game = game
        self.__dict__.update(instead)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


def _spec(files: GameFiles) -> tuple[str, Callable[[Any], dict[str, Any]]]:
    """(the name of the growing list, the engine's ``to_record``) of the game's kind."""
    return files.entries, files.to_record


def _head(files: GameFiles, game: Any) -> str:
    """The record's JSON text up to its list's opening bracket."""
    key, to_record = _spec(files)
    doc = to_record(_View(game, **{key: []}))
    if list(doc)[-1] != key:                  # (the list is the record's last key)
        raise AssertionError(f"the record's last key is not {key!r}")
    text = dumps(doc)
    return text[:-len("[]}")]


def _entries(files: GameFiles, game: Any, entries: Sequence[Any], over: bool) -> list[str]:
    """The JSON text of each of ``entries`` (a turn in progress with no step is left out
    unless ``over``, as the record leaves it out)."""
    key, to_record = _spec(files)
    doc = to_record(_View(game, **{key: list(entries), "is_over": over}))
    return [dumps(e) for e in doc[key]]


def snapshot_of(kind: AnyKind, game: Any) -> RecordSnapshot:
    """A snapshot of the game (of ``kind``) taken once (nothing kept for the next one)."""
    files = files_of(kind)
    key, to_record = _spec(files)
    body = dumps(to_record(game)[key])[1:-1]
    return RecordSnapshot(kind.name, game.n, tuple(game.players), _head(files, game),
                          (_Part(None, None, [], text=body),))


def entries_of(files: GameFiles, game: Any) -> Sequence[Any]:
    """The record's growing list as the game holds it (the card game's deals, the dice
    game's turns)."""
    return getattr(game, _spec(files)[0])  # type: ignore[no-any-return]


def tail_of(files: GameFiles, game: Any, start: int) -> _Part:
    """The entries from ``start`` on, copied now (where the game lives); ``text()`` renders
    them as the record does, comma-joined (on any thread)."""
    return _Part(files, game, entries_of(files, game)[start:], over=game.is_over)


class _Slot(NamedTuple):
    start: int      # the first entry the part holds
    part: _Part


class Snapshotter:
    """Snapshots of one game's record.  Call :meth:`take` where the game lives: it copies the
    entries changed since the last snapshot (the moves of the deal in progress, a deal just
    finished) and renders nothing; the text is made on the writer's thread, and the finished
    entries' text is kept for the next snapshots."""

    def __init__(self, kind: AnyKind) -> None:
        self._kind = kind
        self._files = files_of(kind)
        self._objs: list[Any] = []      # the finished entries kept (identity)
        self._lens: list[int] = []      # their number of moves or steps then
        self._slots: list[_Slot] = []   # their text, in parts covering 0..len(_objs)
        self._game_ref: Optional[Any] = None

    def _keep(self, m: int) -> None:
        """Keep the first ``m`` finished entries only."""
        del self._objs[m:], self._lens[m:]
        while self._slots and self._slots[-1].start >= m:
            self._slots.pop()
        if self._slots:
            last = self._slots[-1]
            if last.start + last.part.count > m:   # a part reaching past m: made again
                kept = self._objs[last.start:m]
                reach = len(kept) - undo_reach(self._files)
                self._slots[-1] = _Slot(last.start, _Part(self._files, self._game_ref, kept,
                                                          copy_from=reach))

    def take(self, game: Any) -> RecordSnapshot:
        """The game's record now."""
        files = self._files
        key, _ = _spec(files)
        seq = getattr(game, key)
        if game is not self._game_ref:
            self._game_ref = game
            self._keep(0)
        total = len(seq)
        m = min(len(self._objs), max(total - 1, 0))
        # Finished entries are the same objects with the same number of moves as when they
        # were kept; if the last kept one is not, start again (never seen in the app).
        if m and (seq[m - 1] is not self._objs[m - 1] or len(seq[m - 1][1]) != self._lens[m - 1]):
            m = 0
        self._keep(m)
        new = seq[m:total - 1]
        if new:
            self._objs.extend(new)
            self._lens.extend(map(len, (e[1] for e in new)))
            reach = max(0, len(new) - undo_reach(files))
            self._slots.append(_Slot(m, _Part(files, game, new, copy_from=reach)))
            self._join_tail()
        last = _Part(files, game, seq[total - 1:], over=game.is_over) if total else None
        parts = tuple(slot.part for slot in self._slots) + ((last,) if last else ())
        return RecordSnapshot(self._kind.name, game.n, tuple(game.players), _head(files, game),
                              parts)

    def _join_tail(self) -> None:
        """Join the small parts at the end into one once they hold :data:`CHUNK` entries (a
        snapshot then holds a few hundred parts for the longest game)."""
        k = len(self._slots)
        while k > 0 and self._slots[k - 1].part.count < CHUNK:
            k -= 1
        tail = self._slots[k:]
        if len(tail) > 1 and sum(s.part.count for s in tail) >= CHUNK:
            self._slots[k:] = [_Slot(tail[0].start, _Part.joined([s.part for s in tail]))]


__all__ = ["RecordSnapshot", "Snapshotter", "snapshot_of", "save_bytes", "dumps", "CHUNK",
           "entries_of", "tail_of"]
