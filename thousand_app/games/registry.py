"""Game kinds and their registry: what the app, storage and the commands know of a game
without importing it.

Each game describes itself once as a :class:`GameKind` (``thousand_app.cards.kind``,
``thousand_app.dice.kind``), typed by its own game, action, observation, event and rules
types; the entry points (:mod:`thousand_app.kinds`) put the app's games in a
:class:`Registry` and pass it to storage, the replay command, network play and the UI shell,
which find a game there by its name or by its record's ``format``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generic, Iterable, Iterator, Optional, Sequence, TypeVar

from .saving import GameFiles

__all__ = ["GameKind", "NetCodec", "AnyKind", "Registry"]

G = TypeVar("G")   # the game (its engine's game object)
A = TypeVar("A")   # an action
Ob = TypeVar("Ob")  # an observation
E = TypeVar("E")   # an event
R = TypeVar("R")   # the rules

#: A document of JSON data (what the codecs write and read).
JSONDoc = dict[str, Any]


@dataclass(frozen=True)
class NetCodec(Generic[G, A, Ob, E, R]):
    """What network play needs of a game beyond its engine: its observations and events as
    JSON data and back, each written by the game from its engine's own types."""

    #: ``observation_json(obs)``: an observation as JSON data (without the rules, which are
    #: sent once, and without the events it may hold, which are sent as they happen; chance's
    #: steps are not among its legal actions).
    observation_json: Callable[[Ob], JSONDoc]
    #: ``events_json(events, seat)``: the events as ``seat`` may see them, as JSON data.
    events_json: Callable[[Sequence[E], int], list[JSONDoc]]
    #: ``observation_from_json(data, rules)``: the inverse of ``observation_json`` (the
    #: engine's observation again, with ``rules`` and no events), for a remote seat's screen.
    observation_from_json: Callable[[JSONDoc, R], Ob]
    #: ``events_from_json(data)``: the inverse of ``events_json``.
    events_from_json: Callable[[Sequence[JSONDoc]], list[E]]
    #: ``finished_record(game)``: the record of the game's deals that are over, as a record
    #: document (once over a deal is public: the review shows its cards), sent to a network
    #: seat for its deal review; None where the game needs none (its observation carries
    #: the score sheet).
    finished_record: Optional[Callable[[G], JSONDoc]] = None


@dataclass(frozen=True)
class GameKind(Generic[G, A, Ob, E, R]):
    """Everything common code needs to know about one game: ``GameKind[G, A, Ob, E, R]`` for a
    game whose engine's game is ``G``, its actions ``A``, observations ``Ob``, events ``E``
    and rules ``R``.  The engine's operations are required; network play's codecs are
    grouped in :attr:`net` (None: the game is not played over the network)."""

    #: The game's name in the app, in saves and in the statistics ("cards", "dice").
    name: str
    #: The ``format`` field of its game records.
    record_format: str
    #: The game as a record error names it ("a card game").
    described: str
    #: How many seats a game may have (smallest, largest).
    seats: tuple[int, int]
    #: The computer levels the app offers, weakest first.
    levels: tuple[str, ...]
    #: Levels that exist for measurement only (never offered in the app).
    measure_levels: tuple[str, ...]
    #: ``replay(argv) -> exit status``: the game's ``thousand-replay`` for one file.
    replay_main: Callable[[Sequence[str]], int]
    #: ``make_player(level, seed)``: a computer player of one of :attr:`levels` (its ``act``
    #: takes the game's observation and gives an action).
    make_player: Callable[[str, Optional[int]], Any]
    #: ``new_game(rules, names)``: a game at its start with one seat per name; chance is left
    #: to the caller (no seed: a host draws every deal or throw from the system's randomness).
    new_game: Callable[[R, Sequence[str]], G]
    #: ``rules_from_json({"preset": ..., "options": {...}})`` (a record's ``rules``): the
    #: rules, or ValueError with a sentence.
    rules_from_json: Callable[[Any], R]
    #: ``rules_to_json(rules)``: the record's ``rules`` object.
    rules_to_json: Callable[[R], JSONDoc]
    #: ``parse_action(text, seat)``: the action ``seat`` sends in record notation; ValueError
    #: for text that is not one, for another seat's move, and for chance's steps.
    parse_action: Callable[[str, int], A]
    #: ``action_text(action)``: an action in record notation.
    action_text: Callable[[A], str] = str
    #: Its saves, records and statistics as storage keeps them (None: it keeps none).
    files: Optional[GameFiles] = None
    #: What network play needs (None: the game is not played over the network).
    net: Optional[NetCodec[G, A, Ob, E, R]] = None

    @property
    def all_levels(self) -> tuple[str, ...]:
        """The app's levels, then the measurement-only ones."""
        return self.levels + tuple(x for x in self.measure_levels if x not in self.levels)

    def codec(self) -> NetCodec[G, A, Ob, E, R]:
        """:attr:`net`, for network play (ValueError naming the game if it has none)."""
        if self.net is None:
            raise ValueError(f"{self.described} is not played over the network")
        return self.net


#: A kind of any game, as common code holds it (the registry's games have their own types).
AnyKind = GameKind[Any, Any, Any, Any, Any]


class Registry:
    """The games of the app, by name and by record format."""

    def __init__(self, kinds: Iterable[AnyKind]) -> None:
        self._by_name: dict[str, AnyKind] = {}
        self._by_format: dict[str, AnyKind] = {}
        for kind in kinds:
            self.add(kind)

    def add(self, kind: AnyKind) -> None:
        """Register one more game (after the others); ValueError if its name or record
        format is taken."""
        if kind.name in self._by_name or kind.record_format in self._by_format:
            raise ValueError(f"game {kind.name!r} registered twice")
        self._by_name[kind.name] = kind
        self._by_format[kind.record_format] = kind

    def remove(self, name: str) -> None:
        """Take the game called ``name`` out again (KeyError if there is none)."""
        kind = self._by_name.pop(name)
        del self._by_format[kind.record_format]

    def __iter__(self) -> Iterator[AnyKind]:
        return iter(self._by_name.values())

    def __len__(self) -> int:
        return len(self._by_name)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self._by_name)

    @property
    def formats(self) -> tuple[str, ...]:
        return tuple(self._by_format)

    def get(self, name: str) -> AnyKind:
        """The game called ``name``; KeyError naming the known ones otherwise."""
        try:
            return self._by_name[name]
        except KeyError:
            raise KeyError(f"no game {name!r} (games: {', '.join(self._by_name)})") from None

    def by_format(self, record_format: object) -> Optional[AnyKind]:
        """The game whose records have this ``format``, or None."""
        return self._by_format.get(record_format) if isinstance(record_format, str) else None
