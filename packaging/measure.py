#!/usr/bin/env python3
"""Print the package's figures: its size, the frozen app's start-up time and memory after a deal.

    python packaging/measure.py                        # dist/'s package for this platform
    xvfb-run -a python packaging/measure.py --runs 9   # a real X server (xcb)
    python packaging/measure.py --json

- size: the archive, and the unpacked folder (files, links not followed);
- start-up: from starting the program to its first painted window (the app
  prints ``first paint: <epoch seconds>`` when ``THOUSAND_REPORT_STARTUP`` is
  set), over ``--runs`` launches with a fresh data folder each; the median
  and every run are printed (the first is often the slowest: a cold disk cache);
- memory: the resident memory (RSS) of the app after its smoke test (a complete
  deal, its review analysed, a dice game), as the app itself reports it (and its peak).

Qt runs on ``--platform`` (default: xcb when $DISPLAY is set, else offscreen).
Figures, not a test: nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Optional

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from build import archive_path, executable, folder_size, unpack  # noqa: E402
from smoke_test import run_frozen  # noqa: E402


def first_paint_seconds(program: Path, data_dir: Path, platform: str, timeout: float = 60) -> float:
    """Seconds from starting ``program`` to its ``first paint:`` line; the program is then ended."""
    env = dict(os.environ, QT_QPA_PLATFORM=platform, THOUSAND_REPORT_STARTUP="1")
    started = time.time()
    proc = subprocess.Popen([str(program), "--data-dir", str(data_dir)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert proc.stdout is not None
        while time.time() - started < timeout:
            line = proc.stdout.readline()
            if not line:
                break
            if line.startswith("first paint:"):
                return float(line.split(":", 1)[1]) - started
        raise RuntimeError(f"{program.name} printed no 'first paint:' line")
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@dataclass(frozen=True)
class Figures:
    archive: str
    platform: str
    archive_mb: float
    folder_mb: float
    first_paint_median_s: float
    first_paint_runs_s: list[float]
    rss_after_deal_mb: Optional[int]
    rss_peak_mb: Optional[int]


def measure(archive: Path, runs: int, platform: str) -> Figures:
    with tempfile.TemporaryDirectory(prefix="thousand-measure-") as tmp:
        top = unpack(archive, Path(tmp) / "unpacked")
        program = executable(top)
        starts = [first_paint_seconds(program, Path(tmp) / f"start{i}", platform)
                  for i in range(runs)]
        code, report = run_frozen(program, Path(tmp) / "smoke", platform)
        if code != 0:
            raise RuntimeError(f"the smoke test failed:\n{report}")
        memory = re.search(r"memory (\d+) MB, peak (\d+) MB", report)
        return Figures(
            archive=archive.name, platform=platform,
            archive_mb=round(archive.stat().st_size / 1e6, 1),
            folder_mb=round(folder_size(top) / 1e6, 1),
            first_paint_median_s=round(statistics.median(starts), 3),
            first_paint_runs_s=[round(s, 3) for s in starts],
            rss_after_deal_mb=int(memory.group(1)) if memory else None,
            rss_peak_mb=int(memory.group(2)) if memory else None)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("archive", type=Path, nargs="?", default=None,
                   help="the package (default: this platform's in dist/)")
    p.add_argument("--runs", type=int, default=5, help="launches to time (default: %(default)s)")
    p.add_argument("--platform", default="xcb" if os.environ.get("DISPLAY") else "offscreen",
                   help="Qt platform plugin (default: xcb with $DISPLAY, else offscreen)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = p.parse_args(argv)
    archive = args.archive or archive_path(HERE.parent / "dist")
    if not archive.is_file():
        p.error(f"{archive} does not exist: run python packaging/build.py first")
    f = measure(archive.resolve(), max(1, args.runs), args.platform)
    if args.json:
        print(json.dumps(asdict(f)))
        return 0
    runs = ", ".join(f"{s:.2f}" for s in f.first_paint_runs_s)
    print(f"{f.archive} ({f.platform})\n"
          f"  size:      {f.archive_mb} MB packed, {f.folder_mb} MB unpacked\n"
          f"  start-up:  {f.first_paint_median_s:.2f} s to the first painted window "
          f"(median of {len(f.first_paint_runs_s)}: {runs})\n"
          f"  memory:    {f.rss_after_deal_mb} MB RSS after a complete deal "
          f"(peak {f.rss_peak_mb} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
