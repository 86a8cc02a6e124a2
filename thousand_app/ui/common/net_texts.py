"""The network's words for a person: a translated sentence for each code the host or the
connection may end with or refuse with (the host's own ``reason`` is English, for logs), and
a seat's state in the lobby."""

from __future__ import annotations

from typing import Any, Optional

from .i18n import translate
from .texts import fmt

__all__ = ["countdowns", "problem_text", "seat_name", "seat_state_text", "setup_words",
           "state_text", "wait_text"]


def setup_words() -> dict[str, str]:
    """The words of a game's new-game dialog when it sets up a hosted network game (both
    games' dialogs): its title, its button (it opens the lobby) and the note on the seats
    (no hot-seat, no take-backs)."""
    return {
        "title": translate("Network", "Host a network game"),
        "button": translate("Network", "Open the lobby"),
        "note": translate("Network",
            "A seat for a person is open to a player who joins over the network (the first "
            "one is yours); the computer plays the other seats at the level chosen. A network "
            "game has no take-backs."),
    }


def seat_name(seats: list[Any], index: int) -> str:
    """Seat ``index``'s name as the host's ``seats`` gives it; a computer seat the host named
    nobody (``generic``), and the host's own seat its person named nobody (``host_default``),
    in this app's own words."""
    seat = seats[index] if 0 <= index < len(seats) and isinstance(seats[index], dict) else {}
    if seat.get("generic"):
        return fmt(translate("Network", "Computer %1"), str(index + 1))
    if seat.get("host_default"):
        return translate("Network", "Table host")
    return str(seat.get("name", ""))


def _texts() -> dict[str, str]:
    """code -> its sentence (built when asked: the language may change while the app runs)."""
    return {
        # the join refused, or the connection ended
        "version": translate("Network",
            "The host runs another version of Thousand: both players "
            "need the same version."),
        "wrong_code": translate("Network",
            "The room code is not right. Ask the host to read it again."),
        "bad_host": translate("Network",
            "That host does not know the room code: it is not the game you meant."),
        "unknown_token": translate("Network",
            "Your seat at this table is no longer kept for you."),
        "full": translate("Network",
            "Every seat at this table is taken."),
        "seat_taken": translate("Network",
            "That seat is already taken: choose another one."),
        "started": translate("Network",
            "The game has already started: only its players can come back."),
        "left": translate("Network",
            "You left the game."),
        "ended": translate("Network",
            "The host ended the game."),
        "replaced": translate("Network",
            "Your seat was taken over from another window or computer."),
        "locked_out": translate("Network",
            "Too many wrong room codes: wait a minute before trying again."),
        "removed": translate("Network",
            "The host gave your seat to the computer."),
        "busy": translate("Network",
            "The host has too many connections at the moment: try again later."),
        "timeout": translate("Network",
            "The host did not answer in time."),
        "host_closed": translate("Network",
            "The host ended the game for everyone."),
        "gone": translate("Network",
            "The host cannot be reached any more."),
        "lost": translate("Network",
            "The connection to the host was lost."),
        "internal": translate("Network",
            "The host met an unexpected problem and closed the connection."),
        # an action refused (the game goes on)
        "not_your_turn": translate("Network",
            "It is not your turn."),
        "illegal": translate("Network",
            "That move is not allowed now."),
        "bad_action": translate("Network",
            "That move is not allowed now."),
        "game_over": translate("Network",
            "The game is over."),
        "not_started": translate("Network",
            "The game has not started yet."),
        "flood": translate("Network",
            "Too many messages were sent: the host closed the connection."),
    }


def problem_text(code: str) -> str:
    """The sentence for ``code`` (a general one for a code this version does not know)."""
    text = _texts().get(code)
    if text is not None:
        return text
    return translate("Network", "The host refused: something went wrong between the two "
                                "programs.")


def wait_text(code: str, seconds: int) -> str:
    """The sentence while a refusal is waited out (``RemoteGame.waiting``, only ``locked_out``
    today): the join is tried again by itself after ``seconds``."""
    return fmt(translate("Network", "Too many wrong room codes came from your address: the "
                                    "join is tried again in %1 s."), str(seconds))


def state_text(state: str) -> str:
    """A remote seat's connection state (``RemoteGame.state``)."""
    return {
        "connecting": translate("Network", "Connecting…"),
        "playing": translate("Network", "Connected"),
        "reconnecting": translate("Network", "Reconnecting…"),
        "ended": translate("Network", "Not connected"),
    }.get(state, state)


def countdowns(seats: list[Any], key: str, now: float) -> dict[int, float]:
    """When each seat's countdown of the host's ``seats`` (``key``: ``grace_s`` of a person
    away, ``clock_s`` of the turn clock) ends, counted from ``now`` (``time.monotonic()``)."""
    return {i: now + float(s[key]) for i, s in enumerate(seats)
            if isinstance(s, dict) and type(s.get(key)) in (int, float)
            and (key != "grace_s" or not s.get("connected"))}


def seat_state_text(seat: dict[str, Any], left_s: Optional[int] = None) -> str:
    """A seat in the lobby: who holds it and whether they are there (``seats`` message);
    ``left_s``: the seconds until the computer takes the seat of a person who dropped."""
    if left_s is not None and seat.get("taken") and not seat.get("connected") \
            and not seat.get("computer"):
        return fmt(translate("Network", "Away: the computer plays in %1 s"), str(left_s))
    if seat.get("taken") and seat.get("computer"):
        return translate("Network", "Away: the computer plays")
    if seat.get("computer"):
        return translate("Network", "Computer")
    if not seat.get("open"):
        return translate("Network", "Computer")
    if not seat.get("taken"):
        return translate("Network", "Waiting for a player")
    if seat.get("connected"):
        return translate("Network", "Ready")
    return translate("Network", "Reconnecting…")
