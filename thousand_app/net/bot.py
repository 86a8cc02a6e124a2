"""``python -m thousand_app.net.bot``: a client without a window that plays a seat by picking
among the legal actions the host sends (tests and the benchmark run several at once).

It prints ``joined SEAT TOKEN`` once in, ``over [totals]`` at the end, and exits 0 when the
game it played is over (3 if the connection ended before).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any, BinaryIO, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from .client import Client

__all__ = ["Bot", "main"]

#: The bot's pace: messages a second on average and at most in a burst (under the host's
#: limits, 50 and 200: a bot moving at once would be closed for flooding in a long game).
RATE, BURST = 40.0, 150.0


class Bot(QObject):
    """Plays one seat through a :class:`Client`: a random legal action on every prompt."""

    def __init__(self, client: Client, seed: Optional[int] = None, *, claims: bool = False,
                 hang_after: Optional[int] = None, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.client = client
        self.rng = random.Random(seed)
        self.claims = claims
        self.hang_after = hang_after
        self.actions = 0
        self.totals: Optional[list[int]] = None
        self.end: Optional[tuple[str, str]] = None
        self._tokens, self._refilled = BURST, time.monotonic()
        client.promptChanged.connect(self._prompted)
        client.observationChanged.connect(self._observed)
        client.disconnected.connect(self._gone)

    def _prompted(self, prompt: Any) -> None:
        if prompt is None:
            return
        if self.hang_after is not None and self.actions >= self.hang_after:
            print("hanging", flush=True)
            return
        obs = self.client.observation or {}
        legal = prompt.get("actions") or obs.get("legal_actions") or []   # (a throw: "roll")
        if legal and legal[0].endswith(" decline"):   # the card game's opening claims
            claim = self.claims and len(legal) > 1 and self.rng.random() < 0.5
            self._act(self.rng.choice(legal[1:]) if claim else legal[0])
        elif legal:
            self._act(self.rng.choice(legal))

    def _act(self, text: str) -> None:
        self.actions += 1
        self._paced(lambda: self.client.act(text))

    def _paced(self, send: Any) -> None:
        """``send()`` now, or once the pace allows (a token bucket of :data:`RATE`)."""
        now = time.monotonic()
        self._tokens = min(BURST, self._tokens + (now - self._refilled) * RATE)
        self._refilled = now
        if self._tokens >= 1:
            self._tokens -= 1
            send()
        else:
            QTimer.singleShot(int((1 - self._tokens) * 1000 / RATE) + 1, self,
                              lambda: self._paced(send))

    def _observed(self, obs: dict[str, Any]) -> None:
        if obs.get("winner") is not None and self.totals is None:
            self.totals = list(obs.get("totals", []))
            self.client.close()

    def _gone(self, code: str, reason: str) -> None:
        self.end = (code, reason)
        if code == "ended" and self.totals is None and self.client.observation is not None:
            self.totals = list(self.client.observation.get("totals", []))


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m thousand_app.net.bot")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--room", required=True)
    p.add_argument("--name", default="Bot")
    p.add_argument("--seat", type=int)
    p.add_argument("--token")
    p.add_argument("--seed", type=int)
    p.add_argument("--claims", action="store_true", help="make opening claims at random")
    p.add_argument("--hang-after", type=int, help="stop answering after this many actions")
    p.add_argument("--tap", help="write every frame received (opened) to this file")
    args = p.parse_args(argv)
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    tap_file: Optional[BinaryIO] = open(args.tap, "wb") if args.tap else None

    def tap(data: bytes) -> None:
        if tap_file is not None:
            tap_file.write(data)

    client = Client(args.name, args.room, seat=args.seat, token=args.token, tap=tap)
    bot = Bot(client, args.seed, claims=args.claims, hang_after=args.hang_after)
    client.joined.connect(lambda seat, token, info: print(f"joined {seat} {token}", flush=True))
    client.errorReceived.connect(lambda code, why: print(f"error {code} {why}", flush=True))
    client.disconnected.connect(lambda code, why: QTimer.singleShot(0, app.quit))
    client.connect_to(args.host, args.port)
    app.exec()
    if tap_file is not None:
        tap_file.close()
    if bot.totals is not None:
        print(f"over {json.dumps(bot.totals)}", flush=True)
        return 0
    print(f"disconnected {bot.end}", flush=True)
    return 3


if __name__ == "__main__":
    sys.exit(main())
