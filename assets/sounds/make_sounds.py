#!/usr/bin/env python3
"""Make the game's sound effects:  python assets/sounds/make_sounds.py [folder]

Every sound is synthesised here from sine waves and filtered noise with the
standard library only (``wave``, ``math``, ``random`` with fixed seeds, so the
files come out the same every time).  They are small on purpose: mono,
22050 Hz, 16-bit, well under a second or two each.

========= ===============================================================
card      a soft flick: one card played, passed or put aside
deal      a quick run of flicks: the cards dealt
shuffle   a riffle: the deck shuffled before a deal
trick     a quiet swish: a trick gathered to its winner
marriage  a gentle two-note chime: a marriage declared
made      a bright rising arpeggio: the declarer made the contract
failed    a low falling tone: the contract failed (or was conceded)
game_over a short bright fanfare: the game is won
dice      a clatter: dice thrown onto the table, bouncing and rolling to a stop
========= ===============================================================
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path
from typing import Callable

RATE = 22050
HERE = Path(__file__).resolve().parent

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting ``at`` seconds (growing it if needed)."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain


def lowpass(xs: Samples, cutoff: float) -> Samples:
    """A one-pole low-pass filter."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(xs: Samples, cutoff: float) -> Samples:
    low = lowpass(xs, cutoff)
    return [x - lo for x, lo in zip(xs, low)]


def noise(seconds: float, rng: random.Random) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def normalise(xs: Samples, peak: float) -> Samples:
    top = max((abs(x) for x in xs), default=0.0)
    return [x * peak / top for x in xs] if top > 0 else xs


def finish(xs: Samples, peak: float, tail: float = 0.012) -> Samples:
    """Scale to ``peak`` and ramp both ends (1.5 ms in, ``tail`` out) so nothing clicks."""
    xs = normalise(xs, peak)
    n_in = min(len(xs), int(0.0015 * RATE))
    for i in range(n_in):
        xs[i] *= i / n_in
    n = min(len(xs), int(tail * RATE))
    for i in range(n):
        xs[len(xs) - n + i] *= 1.0 - (i + 1) / n
    return xs


# -- building blocks ---------------------------------------------------------------------------

def flick(rng: random.Random, length: float = 0.07, brightness: float = 3800.0) -> Samples:
    """A card snapping onto the cloth: a band of noise with a sharp start, plus a soft thump."""
    n = int(length * RATE)
    raw = noise(length, rng)
    band = highpass(lowpass(raw, brightness), 700.0)
    out = []
    for i, x in enumerate(band):
        t = i / RATE
        attack = min(1.0, t / 0.0012)
        env = attack * math.exp(-t / 0.011)
        thump = 0.35 * math.sin(2 * math.pi * 170.0 * t) * math.exp(-t / 0.008)
        out.append(x * env * 2.2 + thump * attack)
    return out[:n]


def grain(rng: random.Random) -> Samples:
    """One card edge of a riffle: a few milliseconds of bright noise."""
    raw = noise(0.006, rng)
    band = highpass(lowpass(raw, 6000.0), 1500.0)
    return [x * math.exp(-i / RATE / 0.0015) for i, x in enumerate(band)]


def tone(freq: float, seconds: float, decay: float, partials: tuple[tuple[float, float], ...],
         attack: float = 0.004, partial_decay: float = 1.0) -> Samples:
    """A struck tone: a sine and some partials (ratio, level), exponential decay."""
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        v = math.sin(2 * math.pi * freq * t)
        for ratio, level in partials:
            v += level * math.sin(2 * math.pi * freq * ratio * t) * math.exp(
                -t / (decay * partial_decay / ratio))
        out.append(v * env)
    return out


BELL = ((2.76, 0.22), (5.4, 0.07))       # inharmonic partials: a small bell
PLUCK = ((2.0, 0.3), (4.0, 0.12))        # harmonic partials that fade fast: a marimba-like pluck


# -- the sounds ----------------------------------------------------------------------------------

def card() -> Samples:
    return finish(flick(random.Random(1)), 0.42)


def deal() -> Samples:
    rng = random.Random(2)
    out = silence(0.05)
    at = 0.0
    for k in range(11):
        level = 0.75 + 0.25 * rng.random() - 0.03 * k
        mix(out, flick(rng, 0.06, 3200.0 + 900.0 * rng.random()), at, level)
        at += 0.042 + 0.012 * rng.random()
    return finish(out, 0.34)


def shuffle() -> Samples:
    rng = random.Random(3)
    length = 0.36
    out = silence(length + 0.03)
    t = 0.0
    while t < length - 0.05:            # the two halves riffle together, faster towards the end
        progress = t / length
        mix(out, grain(rng), t, 0.5 + 0.5 * rng.random())
        t += (0.011 - 0.006 * progress) * (0.7 + 0.6 * rng.random())
    # the cards pushed together: a short soft swish
    swish = lowpass(noise(0.07, rng), 2200.0)
    env = [math.sin(math.pi * i / len(swish)) ** 2 for i in range(len(swish))]
    mix(out, [x * e for x, e in zip(swish, env)], length - 0.06, 1.4)
    return finish(out, 0.3)


def trick() -> Samples:
    rng = random.Random(4)
    swish = highpass(lowpass(noise(0.16, rng), 1800.0), 250.0)
    n = len(swish)
    out = [x * math.sin(math.pi * i / n) ** 1.5 for i, x in enumerate(swish)]
    return finish(out, 0.16)


def marriage() -> Samples:
    out = silence(0.75)
    mix(out, tone(880.0, 0.65, 0.22, BELL), 0.0, 0.8)       # A5
    mix(out, tone(1318.5, 0.62, 0.22, BELL), 0.11, 0.65)    # E6
    return finish(out, 0.3)


def made() -> Samples:
    out = silence(0.6)
    for k, f in enumerate((1046.5, 1318.5, 1568.0, 2093.0)):   # C6 E6 G6 C7
        mix(out, tone(f, 0.42, 0.12, PLUCK, partial_decay=0.5), 0.075 * k, 1.0 - 0.12 * k)
    return finish(out, 0.34)


def failed() -> Samples:
    out = silence(0.62)
    for k, f in enumerate((220.0, 164.8)):                      # A3 then E3, falling
        low = tone(f, 0.45, 0.18, ((2.0, 0.25), (3.0, 0.08)), attack=0.02)
        beat = tone(f * 1.004, 0.45, 0.18, (), attack=0.02)     # a slight beat: warmer, sadder
        mix(out, [a + 0.5 * b for a, b in zip(low, beat)], 0.16 * k, 1.0 - 0.15 * k)
    return finish(lowpass(out, 1500.0), 0.34)


def game_over() -> Samples:
    out = silence(1.0)
    notes = (523.3, 659.3, 784.0)                                # C5 E5 G5, then the chord
    for k, f in enumerate(notes):
        mix(out, tone(f, 0.3, 0.1, PLUCK, partial_decay=0.5), 0.09 * k, 0.8)
    for f in (*notes, 1046.5):
        mix(out, tone(f, 0.72, 0.3, PLUCK, attack=0.008, partial_decay=0.6), 0.3, 0.45)
    return finish(out, 0.36, 0.05)


def knock(rng: random.Random) -> Samples:
    """A die hitting the table: a click of bright noise and a short hollow ring."""
    length = 0.03
    raw = highpass(lowpass(noise(length, rng), 5200.0), 900.0)
    ring = 1900.0 + 1400.0 * rng.random()
    out = []
    for i, x in enumerate(raw):
        t = i / RATE
        env = min(1.0, t / 0.0006) * math.exp(-t / 0.0045)
        out.append(x * env * 1.6 + 0.55 * math.sin(2 * math.pi * ring * t) * math.exp(-t / 0.006))
    return out


def dice() -> Samples:
    rng = random.Random(9)
    length = 0.72
    out = silence(length)
    # a soft roll under the knocks: the dice tumbling over the cloth
    roll = lowpass(noise(0.5, rng), 900.0)
    n = len(roll)
    mix(out, [x * math.sin(math.pi * i / n) ** 2 * 0.35 for i, x in enumerate(roll)], 0.02)
    for die in range(5):       # each die lands, then bounces lower and sooner, then rolls still
        at = 0.01 + 0.035 * die + 0.02 * rng.random()
        gap = 0.075 + 0.04 * rng.random()
        level = 0.9 - 0.08 * die
        for bounce in range(4 + rng.randrange(3)):
            if at > length - 0.05:
                break
            mix(out, knock(rng), at, level)
            at += gap
            gap *= 0.62 + 0.1 * rng.random()
            level *= 0.55
    return finish(out, 0.36, 0.04)


SOUNDS: dict[str, Callable[[], Samples]] = {
    "card": card, "deal": deal, "shuffle": shuffle, "trick": trick, "marriage": marriage,
    "made": made, "failed": failed, "game_over": game_over, "dice": dice,
}


def write_wav(path: Path, samples: Samples) -> None:
    frames = struct.pack(f"<{len(samples)}h",
                         *(max(-32767, min(32767, round(s * 32767))) for s in samples))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def make_all(folder: Path) -> list[Path]:
    """Write every sound as ``<name>.wav`` into ``folder``; the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = folder / f"{name}.wav"
        write_wav(path, make())
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else HERE
    for path in make_all(folder):
        with wave.open(str(path), "rb") as w:
            seconds = w.getnframes() / w.getframerate()
        print(f"{path}: {seconds:.2f} s, {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
