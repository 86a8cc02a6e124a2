"""The host's table: the one game in progress (the only truth), who sits in each seat, and
who is to move next.  No sockets here: :class:`thousand_app.net.host.Host` hands it what the
people send, and it calls ``send(seat, message)`` for what each person is to be told.

Written once for both games, through their :class:`~thousand_app.games.registry.GameKind`.
Computer players sit in the seats no person holds, and stand in for a person whose
connection dropped once the grace period is over, until the person is back.
"""

from __future__ import annotations

import logging
import random
import time
from collections import deque
from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from thousand_app.games.driver import ask_player
from thousand_app.games.registry import AnyKind
from thousand_app.tasks import Lane, Mailbox

from .protocol import NAME_LIMIT

__all__ = ["Seat", "Table", "STAND_IN_LEVEL"]

log = logging.getLogger("thousand.net")

#: The level of the computer player that plays for a person who dropped out (and the one
#: asked when a computer player fails).
STAND_IN_LEVEL = "normal"

#: The lane of the task runner every hosted table's computer seats think on, off the event
#: loop (one at a time: the players share caches, and one table's slow decision must not hold
#: up the sockets).
_THINKER = Lane("computer-seat")


def _thinker() -> Lane:
    return _THINKER


#: The characters of a name kept before the number that makes it unique at the table.
NAME_ROOM = NAME_LIMIT - 3


#: A person's throw of the dice (the dice game's ``roll``; the host draws the faces).
ROLL_TEXT = "roll"


def computer_name(index: int) -> str:
    """The name of a computer seat the host gave no name (``seats`` marks it ``generic``:
    each client shows it in its own words)."""
    return f"Computer {index + 1}"


@dataclass
class Seat:
    """One seat at the host's table."""

    index: int
    #: Open for a person (else a computer player's from the start).
    open: bool
    name: str
    #: The person's seat token, once a person took the seat.
    token: Optional[str] = None
    #: Whether the person's connection is up now.
    connected: bool = False
    #: The computer player of the seat: a computer seat's own, or one standing in.
    player: Any = None
    #: When the computer takes the seat of its person who dropped (``time.monotonic()``),
    #: while the grace period runs; else None.
    away_until: Optional[float] = None
    #: When the turn clock runs out for the person to move here (``time.monotonic()``).
    clock_until: Optional[float] = None
    #: Turn clocks run out in a row for this seat's person.
    clock_misses: int = 0
    #: The name the host's app gave its own seat when its person set none ("Table host" in
    #: the host's words): ``seats`` marks it ``host_default`` while the seat has it, and each
    #: client shows it in its own words.
    default_name: Optional[str] = None

    @property
    def taken(self) -> bool:
        return self.token is not None

    def public(self) -> dict[str, Any]:
        out = {"name": self.name, "open": self.open, "taken": self.taken,
               "connected": self.connected, "computer": self.player is not None,
               "generic": not self.taken and self.name == computer_name(self.index),
               "host_default": self.default_name is not None and self.name == self.default_name}
        if self.away_until is not None and not self.connected:
            out["grace_s"] = max(0, round(self.away_until - time.monotonic()))
        if self.clock_until is not None:
            out["clock_s"] = max(0, round(self.clock_until - time.monotonic()))
        return out


class Table(QObject):
    """The game and its seats.  ``moved`` after every applied action (the autosave hangs on
    it); ``finished`` once the game is over; ``seatsChanged`` when a seat changes hands."""

    moved = Signal()
    finished = Signal()
    #: The game stopped before its end (``stop_after_chance`` reached).
    halted = Signal()
    seatsChanged = Signal()
    #: A person let the turn clock run out ``computer_after`` times in a row (seat): the
    #: host gives the seat to the computer.
    clockIgnored = Signal(int)

    def __init__(self, kind: AnyKind, rules: Any, open_seats: Sequence[bool],
                 send: Callable[[int, dict[str, Any]], None], *,
                 computer_level: str = "normal", grace_s: float = 60.0,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        kind.codec()            # (ValueError for a game not played over the network)
        self.kind = kind
        self.rules = rules
        self.seats = [Seat(i, bool(o), computer_name(i) if not o else f"Seat {i + 1}")
                      for i, o in enumerate(open_seats)]
        self._send = send
        self.computer_level = computer_level
        self.grace_s = grace_s
        self.game: Any = None
        #: Chance's generator: the operating system's randomness, never a seed.
        self._rng = random.SystemRandom()
        self._scheduled = False
        self._grace: dict[int, QTimer] = {}
        self.moves = 0
        #: Chance's steps so far (the card game's deals, the dice game's throws).
        self.chance_steps = 0
        #: Stop the game before chance's step after this many (the card game: after N whole
        #: deals; for tests and trials), or None.
        self.stop_after_chance: Optional[int] = None
        #: How many deals were over when the record was last sent (``_record``).
        self._record_sent = 0
        #: How many score sheet rows (the observation's ``history``) each seat has been sent:
        #: an update carries only the rows after those (``history_from``).
        self._rows_sent: dict[int, int] = {}
        #: The names the computer players take at the start, by seat (else "Computer N").
        self.computer_names: dict[int, str] = {}
        #: The level of each computer seat the host chose, by seat (else ``computer_level``).
        self.computer_levels: dict[int, str] = {}
        self.stopped_early = False
        #: The host closed: nothing moves any more.
        self.closed = False
        #: Seconds a person has for each decision (0: no turn clock); when they run out the
        #: computer makes that one move for the seat.  ``computer_after``: clocks run out in
        #: a row before the seat is given to the computer for good (0: never).
        self.turn_clock_s = 0.0
        self.computer_after = 0
        self._clock = QTimer(self)
        self._clock.setSingleShot(True)
        self._clock.timeout.connect(self._clock_out)
        self._clock_key: Optional[tuple[Any, ...]] = None
        #: The last move was a person's ``roll``: chance throws at once (else a person's turn
        #: that begins with a throw waits for the person, as at a local table).
        self._rolled = False
        #: A move shown is a move kept: with ``hold`` (the keeper sets it) what is sent after
        #: a move waits in the outbox until :meth:`saved` says the game is on disk up to it.
        self.hold = False
        self.durable_moves = 0
        self._outbox: deque[tuple[int, int, dict[str, Any]]] = deque()
        #: A computer seat's decision under way (what it is for), and where it comes back.
        self._thinking: Optional[tuple[Any, ...]] = None
        self._mail = Mailbox(self)
        #: The step that moves the game on, on the event loop's next turn: one timer for the
        #: table (a timer made for every step cost the host more than a move's own work).
        self._stepper = QTimer(self)
        self._stepper.setSingleShot(True)
        self._stepper.timeout.connect(self._step)

    # -- state ----------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.game is not None

    @property
    def over(self) -> bool:
        return self.game is not None and self.game.is_over

    def seats_json(self) -> list[dict[str, Any]]:
        return [s.public() for s in self.seats]

    def free_seat(self, wanted: Optional[int]) -> Optional[int]:
        """The seat a new person may take (``wanted``, or the first free one), or None."""
        free = [s.index for s in self.seats if s.open and not s.taken]
        if wanted is not None:
            return wanted if wanted in free else None
        return free[0] if free else None

    # -- starting -------------------------------------------------------------------------
    def start(self, game: Any = None) -> None:
        """Start (a new game, or ``game`` resumed): computer players in every seat without a
        person."""
        names = [s.name if s.taken else self.computer_names.get(s.index, computer_name(s.index))
                 for s in self.seats]
        if game is not None:
            names = list(game.players)
        for s in self.seats:
            s.name = names[s.index]
            if not s.taken:
                s.player = self.kind.make_player(self.level_of(s.index), None)
            elif not s.connected:
                self._dropped(s.index)
        if game is None:
            assert self.kind.new_game is not None, f"{self.kind.name} cannot be hosted"
            game = self.kind.new_game(self.rules, names)
        self.game = game
        log.info("game started: %s, seats %s", self.kind.name, names)
        self.seatsChanged.emit()
        for s in self.seats:
            if s.connected:
                self.send_state(s.index)
        self._arm_clock(self._next())
        self._schedule()

    # -- people coming and going ----------------------------------------------------------
    def seat_person(self, index: int, name: str, token: str) -> None:
        seat = self.seats[index]
        seat.token, seat.name = token, (seat.name if self.started else
                                        self.unique_name(index, name))
        self.person_back(index)

    def level_of(self, index: int) -> str:
        """The level of seat ``index``'s computer player, as the host chose it."""
        return self.computer_levels.get(index, self.computer_level)

    def unique_name(self, index: int, name: str) -> str:
        """``name`` for seat ``index``, with a number after it where another seat at the
        table (a person's, or a computer's named by the host) has it already."""
        taken = {s.name.casefold() for s in self.seats if s.index != index and (
            s.taken or not s.open)}
        taken |= {n.casefold() for i, n in self.computer_names.items()
                  if i != index and not self.seats[i].taken}
        out, k = name, 1
        while out.casefold() in taken:
            k += 1
            out = f"{name[:NAME_ROOM]} {k}"
        return out

    def person_back(self, index: int) -> None:
        """The person of seat ``index`` is connected (again): the stand-in leaves."""
        seat = self.seats[index]
        seat.connected, seat.away_until = True, None
        timer = self._grace.pop(index, None)
        if timer is not None:
            timer.stop()
            timer.deleteLater()   # (its lambda holds the table)
        started = self.started     # (a start that the seat change sets off sends the state)
        if seat.player is not None and seat.taken and started:
            log.info("seat %d: %s is back; the computer stands down", index, seat.name)
        if seat.taken:
            seat.player = None
        self.seatsChanged.emit()
        if started:
            self.send_state(index)
            self._schedule()

    def person_gone(self, index: int) -> None:
        seat = self.seats[index]
        seat.connected = False
        if self.started and not self.over and not self.stopped_early and not self.closed:
            self._dropped(index)
        self.seatsChanged.emit()    # (with the countdown to the computer taking over)

    def _dropped(self, index: int) -> None:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: self._grace_over(index))
        self._grace[index] = timer
        timer.start(int(self.grace_s * 1000))
        self.seats[index].away_until = time.monotonic() + self.grace_s
        log.info("seat %d dropped; a computer plays it after %.1f s", index, self.grace_s)

    def _grace_over(self, index: int) -> None:
        timer = self._grace.pop(index, None)
        if timer is not None:
            timer.deleteLater()
        seat = self.seats[index]
        seat.away_until = None
        if seat.connected or self.over:
            return
        seat.player = self.kind.make_player(STAND_IN_LEVEL, None)
        log.info("seat %d: the grace period is over; a %s computer plays it", index,
                 STAND_IN_LEVEL)
        self.seatsChanged.emit()
        self._schedule()

    def close(self) -> None:
        """The host is closing: no more moves, no grace periods running."""
        self.closed = True
        self._stop_clock()
        self._mail.close()
        for timer in self._grace.values():
            timer.stop()
            timer.deleteLater()
        self._grace.clear()
        for seat in self.seats:
            seat.away_until = None

    def release(self, index: int) -> None:
        """The host takes seat ``index`` from its person, or closes it to people: a computer
        plays it from now on (the person's token no longer counts)."""
        seat = self.seats[index]
        timer = self._grace.pop(index, None)
        if timer is not None:
            timer.stop()
            timer.deleteLater()   # (its lambda holds the table)
        seat.token, seat.connected, seat.open, seat.away_until = None, False, False, None
        if self.started:
            if seat.player is None:
                seat.player = self.kind.make_player(self.level_of(index), None)
            self._schedule()
        else:
            seat.name = self.computer_names.get(index, computer_name(index))
        log.info("seat %d is given to the computer", index)
        self.seatsChanged.emit()

    def open_seat(self, index: int) -> None:
        """Before the game starts: seat ``index`` is for a person again."""
        if not self.started and not self.seats[index].open:
            self.seats[index].open = True
            self.seats[index].name = f"Seat {index + 1}"
            self.seatsChanged.emit()

    # -- what a person may do -------------------------------------------------------------
    def act(self, seat: int, text: str) -> Optional[tuple[str, str]]:
        """Seat ``seat``'s person sends an action; None if applied, else (code, reason)."""
        if not self.started:
            return "not_started", "the game has not started yet"
        game = self.game
        if game.is_over or self.stopped_early:
            return "game_over", "the game is over"
        try:
            action = self.kind.parse_action(text, seat)
        except ValueError as e:
            return "bad_action", str(e)
        nxt = self._next()
        if nxt[0] == "throw":
            return self._person_throws(seat, text, nxt)
        if not (nxt[0] == "turn" and nxt[1] == seat and self.seats[seat].player is None):
            return "not_your_turn", "it is not your turn"
        reason = game.reason(action)
        if reason is not None:
            return "illegal", reason   # (a Reason: its code and parameters travel too)
        self.seats[seat].clock_misses = 0
        self._apply(action, rolled=text == ROLL_TEXT)
        self._schedule()
        return None

    def _person_throws(self, seat: int, text: str, nxt: tuple[Any, ...]
                       ) -> Optional[tuple[str, str]]:
        """A person's throw that begins a turn (the dice game's): chance throws now."""
        if nxt[1] != seat or self.seats[seat].player is not None:
            return "not_your_turn", "it is not your turn"
        if text != ROLL_TEXT:
            return "bad_action", 'throw the dice first: send "roll"'
        self.seats[seat].clock_misses = 0
        self.chance_steps += 1
        self._apply(self.game.sample_chance(self._rng))
        self._schedule()
        return None

    def _throw_waits(self) -> Optional[int]:
        """The seat whose person is to make chance's step (a throw that begins a turn, or any
        throw the mover did not ask for with ``roll``: the dice game's), or None."""
        seat = getattr(self.game, "to_act", None)
        if self._rolled or not isinstance(seat, int) or self.seats[seat].player is not None:
            return None
        try:
            self.kind.parse_action(ROLL_TEXT, seat)
        except ValueError:
            return None       # (a game whose chance no player makes: the card game's deal)
        return seat

    # -- moving the game on ---------------------------------------------------------------
    def _next(self) -> tuple[Any, ...]:
        """What comes next: ("over",), ("chance",), ("throw", seat), ("turn", seat)."""
        game = self.game
        if game.is_over:
            return ("over",)
        if game.chance_pending:
            seat = self._throw_waits()
            return ("chance",) if seat is None else ("throw", seat)
        return ("turn", game.to_act)

    def _schedule(self) -> None:
        if not self._scheduled and self._has_step():
            self._scheduled = True
            self._stepper.start(0)      # (the table's child: nothing kept once it is gone)

    def _has_step(self) -> bool:
        """Whether a step has anything to do now: chance's, or a computer seat's decision (a
        person asked is waited for: no turn of the event loop for nothing after each move;
        whatever gives a seat to the computer schedules again)."""
        if not self.started or self.game.is_over or self.stopped_early or self.closed:
            return False
        try:
            nxt = self._next()
        except Exception:   # (the step logs it, as it always did)
            return True
        return nxt[0] == "chance" or (len(nxt) > 1 and self.seats[nxt[1]].player is not None)

    def _step(self) -> None:
        """One step of chance or of a computer player (then the event loop runs again)."""
        self._scheduled = False
        try:
            self._step_once()
        except Exception:   # never take the host down: log it and stop moving on
            log.exception("moving the game on")

    def _step_once(self) -> None:
        if not self.started or self.game.is_over or self.stopped_early or self.closed:
            return
        game = self.game
        nxt = self._next()
        if nxt[0] == "chance":
            if self.stop_after_chance is not None and self.chance_steps >= self.stop_after_chance:
                if self._outbox:
                    return      # (the last deal's updates go out first: saved() comes back)
                self.stopped_early = True
                log.info("stopped after %d chance steps: totals %s", self.chance_steps,
                         list(game.totals))
                self.halted.emit()
                return
            self.chance_steps += 1
            self._apply(game.sample_chance(self._rng))
        else:
            player = self.seats[nxt[1]].player
            if player is None:
                return      # the person is asked (their update carried the prompt)
            self._think(nxt, player)
            return          # (the decision comes back through the mailbox)
        self._schedule()

    # -- computer seats -------------------------------------------------------------------
    def _think(self, nxt: tuple[Any, ...], player: Any) -> None:
        """Ask the computer player of the seat to move on the thinking thread:
        the event loop goes on serving every socket meanwhile.  A player that raises or
        answers what is not legal is asked again, then a ``normal`` one decides, then the
        first legal move: the game never stalls on it."""
        if self._thinking is not None:
            return
        seat = nxt[1]
        obs = self.game.observation(seat)
        stamp = (self.moves, nxt[0], seat, player)
        self._thinking = stamp
        kind, post = self.kind, self._mail.poster(self._thought)

        def ask(who: Any) -> Any:
            move = who.act(obs)
            if move in obs.legal_actions:
                return move
            raise ValueError(f"not a legal move: {move!r}")

        def job() -> None:   # (on the thinking thread: no Qt object held, no Qt call)
            move = ask_player(player, ask, lambda: kind.make_player(STAND_IN_LEVEL, None),
                              lambda: obs.legal_actions[0],
                              seat, log)
            post(stamp, move)

        _THINKER.run(job)

    def _thought(self, stamp: tuple[Any, ...], move: Any) -> None:
        """A computer seat's decision is back: made if the table is still where it was."""
        self._thinking = None
        try:
            if not self.started or self.game.is_over or self.stopped_early or self.closed:
                return
            nxt = self._next()
            moves, what, seat, player = stamp
            if (self.moves != moves or nxt[0] != what or nxt[1] != seat
                    or self.seats[seat].player is not player):
                return      # (the table moved on meanwhile: asked again below)
            self._apply(move)
        except Exception:   # never take the host down
            log.exception("a computer seat's move")
        finally:
            self._schedule()

    def _apply(self, action: Any, rolled: bool = False) -> None:
        self._rolled = rolled     # (a person's roll: chance throws next, nobody is asked)
        events = self.game.apply(action)
        self.moves += 1
        self.moved.emit()           # (the keeper saves it: the updates wait for that)
        self._broadcast(events)
        if self.game.is_over:
            log.info("game over: totals %s, winner seat %s", list(self.game.totals),
                     self.game.winner)
            self.finished.emit()

    # -- telling the people ---------------------------------------------------------------
    def _prompt(self, seat: int, nxt: tuple[Any, ...]) -> Optional[dict[str, Any]]:
        """What ``seat``'s person is asked now (what it may do: its observation's legal
        actions, and what the table shows of them first: the observation's previews)."""
        if self.seats[seat].player is not None or len(nxt) < 2 or nxt[1] != seat:
            return None
        if nxt[0] == "throw":
            return {"kind": "throw", "actions": [ROLL_TEXT]}
        if nxt[0] != "turn":
            return None
        return {"kind": "turn"}

    def _update(self, seat: int, events: Sequence[Any], nxt: tuple[Any, ...],
                record: Optional[dict[str, Any]] = None, whole: bool = False
                ) -> dict[str, Any]:
        net = self.kind.codec()
        obs = self.game.observation(seat)
        out = {"type": "update",
               "events": net.events_json(events, seat),
               "observation": self._rows_since(seat, net.observation_json(obs), whole),
               "prompt": self._prompt(seat, nxt)}
        if record is not None:
            out["record"] = record
        return out

    def _rows_since(self, seat: int, obs: dict[str, Any], whole: bool) -> dict[str, Any]:
        """The observation as sent to ``seat``: its score sheet rows (``history``, which only
        grows) less those the seat has, with ``history_from``: how many it has; all of them
        when ``whole`` (the seat's whole view: joining or rejoining)."""
        rows = obs.get("history")
        if not isinstance(rows, list):
            return obs
        have = 0 if whole else self._rows_sent.get(seat, 0)
        self._rows_sent[seat] = len(rows)
        if have == 0 or have > len(rows):
            return obs
        return {**obs, "history": rows[have:], "history_from": have}

    def _record(self, always: bool = False) -> Optional[dict[str, Any]]:
        """The record of the deals over (the game's ``finished_record``): ``always`` (a seat
        joining or rejoining) the whole of it; else, when more deals are over since it was
        last sent, only those: ``{"from": N, "deals": [...]}`` (the deals after the first
        N, which every seat connected has); None otherwise or for a game without one."""
        make = self.kind.codec().finished_record
        if make is None:
            return None
        over = len(self.game.history)
        sent = self._record_sent
        if not always and over == sent:
            return None
        self._record_sent = over
        doc = make(self.game)
        if always or over < sent:
            return doc
        return {"from": sent, "deals": doc["deals"][sent:]}

    def _broadcast(self, events: Sequence[Any]) -> None:
        nxt = self._next()
        record = self._record()
        for s in self.seats:
            if s.connected:
                self._deliver(s.index, self._update(s.index, events, nxt, record))
        self._arm_clock(nxt)

    # -- the turn clock -------------------------------------------------------------------
    def _arm_clock(self, nxt: tuple[Any, ...]) -> None:
        """A person is asked something new: their turn clock starts (everyone is told with
        ``seats``); nobody is: no clock."""
        person = len(nxt) > 1 and nxt[0] in ("turn", "throw") \
            and self.seats[nxt[1]].player is None
        if self.turn_clock_s <= 0 or not person or self.closed or self.stopped_early:
            if self._clock_key is not None:
                self._stop_clock()
                self.seatsChanged.emit()
            return
        key = (self.moves, *nxt[:2])
        if key == self._clock_key:
            return
        self._stop_clock()
        self._clock_key = key
        self.seats[nxt[1]].clock_until = time.monotonic() + self.turn_clock_s
        self._clock.start(int(self.turn_clock_s * 1000))
        self.seatsChanged.emit()

    def _stop_clock(self) -> None:
        self._clock.stop()
        self._clock_key = None
        for s in self.seats:
            s.clock_until = None

    def _clock_out(self) -> None:
        """The turn clock ran out: the computer makes this one move for the person."""
        try:
            key = self._clock_key
            nxt = self._next() if self.started and not self.closed else ("",)
            if key is None or len(nxt) < 2 or key != (self.moves, *nxt[:2]):
                return
            seat = nxt[1]
            self._stop_clock()
            log.info("seat %d: the turn clock ran out; the computer moves", seat)
            if nxt[0] == "throw":
                self._person_throws(seat, ROLL_TEXT, nxt)
            else:
                player = self.kind.make_player(STAND_IN_LEVEL, None)
                self._apply(player.act(self.game.observation(seat)))
                self._schedule()
            self.seats[seat].clock_misses += 1
            if self.computer_after and self.seats[seat].clock_misses >= self.computer_after:
                self.clockIgnored.emit(seat)
        except Exception:   # never take the host down
            log.exception("the turn clock")

    def _deliver(self, seat: int, message: dict[str, Any]) -> None:
        """Send now, or once the moves it shows are saved (``hold``)."""
        if self.hold and (self._outbox or self.moves > self.durable_moves):
            self._outbox.append((self.moves, seat, message))
        else:
            self._send(seat, message)

    def saved(self, moves: int) -> None:
        """The game is on disk up to its ``moves``-th move: what waited for it goes out."""
        self.durable_moves = max(self.durable_moves, moves)
        sent = False
        while self._outbox and self._outbox[0][0] <= self.durable_moves:
            _, seat, message = self._outbox.popleft()
            self._send(seat, message)
            sent = True
        if sent and not self._outbox and self.started:
            self._schedule()    # (a step that waited for these updates: not after every save)

    def send_state(self, seat: int) -> None:
        """Seat ``seat``'s whole view now (after joining or rejoining), with the events so far
        of the deal in progress where the observation keeps them (the card game's)."""
        if self.started:
            past = getattr(self.game.observation(seat), "events", ())
            self._deliver(seat, self._update(seat, past, self._next(),
                                             self._record(always=True), whole=True))
