"""Every byte the host sends a client during whole games of both kinds is read back and
checked against the host's record: no other seat's card before it is played, no talon the
seat may not see, no throw before it is thrown, no seed."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Iterator

from thousand_app.net.protocol import HOST_FRAME_LIMIT, FrameReader, decode

from .procs import Server, bot, bot_result

CARD = re.compile(r"\b(?:10|9|J|Q|K|A)[SCDH]\b")


def frames(path: Path) -> list[tuple[str, dict[str, Any]]]:
    reader = FrameReader(HOST_FRAME_LIMIT)
    out = []
    for frame in reader.feed(path.read_bytes()):
        out.append((frame.decode("utf-8"), decode(frame)))
    assert reader.pending == 0
    return out


def updates(sent: list[tuple[str, dict[str, Any]]], leaks: list[str]
            ) -> Iterator[tuple[str, dict[str, Any]]]:
    """The updates among the frames sent; a frame naming a seed is a leak."""
    for text, msg in sent:
        if '"seed"' in text:
            leaks.append("a seed was sent")
        if msg["type"] == "update":
            yield text, msg


def card_leaks(seat: int, record: dict[str, Any], sent: list[tuple[str, dict[str, Any]]]
               ) -> list[str]:
    """Cards ``seat`` was sent that it could not see at a real table at that moment."""
    leaks: list[str] = []
    for text, msg in updates(sent, leaks):
        obs = msg["observation"]
        d = obs["deal_index"]
        if "record" in msg:   # the record of the deals over: never the deal in progress
            over = d + 1 if obs["phase"] in ("between_deals", "over") else d
            if len(msg["record"]["deals"]) > over:
                leaks.append(f"deal {d} ({obs['phase']}) sent in the record of the deals over")
            text = json.dumps({k: v for k, v in msg.items() if k != "record"})
        if d >= len(record["deals"]):
            continue
        deal = record["deals"][d]
        allowed = set(deal["hands"][seat])
        played = [m.split()[2] for m in deal["moves"] if m.split()[1] in ("play", "declare")]
        n_played = sum(len(t[0]) for t in obs["tricks_history"]) + len(obs["trick"])
        allowed |= set(played[:n_played])
        allowed |= {m.split()[2] for m in deal["moves"]
                    if m.split()[1] == "give" and m.split()[3] == str(seat)}
        if obs["declarer"] is not None and (obs["talon_public"] or obs["declarer"] == seat):
            allowed |= set(deal["talon"])
        seen = set(CARD.findall(text))
        if seen - allowed:
            leaks.append(f"deal {d}, {n_played} played: {sorted(seen - allowed)} in {text[:200]}")
    return leaks


def throw_leaks(record: dict[str, Any], sent: list[tuple[str, dict[str, Any]]]) -> list[str]:
    """Throws sent before they were thrown, and seeds."""
    thrown = [sorted(int(f) for f in step.split()[1:]) for turn in record["turns"]
              for step in turn["steps"] if step.startswith("throw")]
    got: list[list[int]] = []
    leaks: list[str] = []
    for _, msg in updates(sent, leaks):
        got += [sorted(e["faces"]) for e in msg["events"] if e["type"] == "Thrown"]
        if got != thrown[:len(got)]:
            leaks.append(f"throws {got[-1]} out of order")
        last = msg["observation"]["last_throw"]
        if last is not None and (not got or sorted(last) != got[-1]):
            leaks.append(f"a throw {last} shown before it was thrown")
    if got != thrown:
        leaks.append("the throws seen are not the game's")
    return leaks


def test_the_checks_find_a_leak() -> None:
    record = {"deals": [{"hands": [["AS"], ["KS"]], "talon": ["QS"], "moves": []}]}
    obs = {"deal_index": 0, "tricks_history": [], "trick": [], "declarer": None,
           "talon_public": False, "phase": "bidding"}
    msg = {"type": "update", "observation": obs, "events": []}
    assert not card_leaks(0, record, [('{"hand": ["AS"]}', msg)])
    assert card_leaks(0, record, [('{"hand": ["AS", "KS"]}', msg)])
    assert card_leaks(0, record, [('{"talon": ["QS"]}', msg)])
    dice = {"turns": [{"steps": ["throw 1 2 3 4 5"]}, {"steps": ["throw 6 6 6 6 6"]}]}
    early = {"type": "update", "events": [], "observation": {"last_throw": [6, 6, 6, 6, 6]}}
    assert throw_leaks(dice, [("{}", early)])
    now = dict(msg, record={"deals": [{"hands": [["KS"]]}]})   # the deal in progress
    assert card_leaks(0, record, [(json.dumps(now), now)])
    over = dict(now, observation=dict(obs, phase="between_deals"))
    assert not card_leaks(0, record, [(json.dumps(over), over)])


def test_card_clients_see_nothing_they_may_not(tmp_path: Path) -> None:
    server = Server(tmp_path, "cards", 3, 3, "--deals", "3")
    taps = [tmp_path / f"tap{i}" for i in range(3)]
    bots = [bot(server.port, f"P{i}", seed=10 + i, tap=taps[i]) for i in range(3)]
    seats = {}
    for i, b in enumerate(bots):
        code, lines = bot_result(b)
        assert code == 0, lines
        seats[i] = int(next(x for x in lines if x.startswith("joined")).split()[1])
    assert server.finish()[0] == 0
    record = json.loads(server.record.read_text("utf-8"))
    assert "seed" not in record
    for i, tap in enumerate(taps):
        sent = frames(tap)
        assert sum(m["type"] == "update" for _, m in sent) > 30
        assert card_leaks(seats[i], record, sent) == []
        assert sum("record" in m for _, m in sent) >= 3   # (after each deal, and on joining)


def test_dice_clients_see_no_throw_before_it_is_thrown(tmp_path: Path) -> None:
    server = Server(tmp_path, "dice", 3, 1)
    tap = tmp_path / "tap"
    code, lines = bot_result(bot(server.port, "P", seed=5, tap=tap))
    assert code == 0, lines
    assert server.finish()[0] == 0
    record = json.loads(server.record.read_text("utf-8"))
    assert "seed" not in record
    assert throw_leaks(record, frames(tap)) == []
