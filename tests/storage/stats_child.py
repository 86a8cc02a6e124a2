"""The child process of the statistics kill test: records games until it is killed.

    python stats_child.py BASE_DIR JOURNAL PREFIX

Game ``k`` (the same finished game under the id ``<PREFIX><k>``) is recorded, then
``"<k>\\n"`` is appended to JOURNAL (flush + fsync): every line is a recording
that returned success.  ``ready`` is written to the journal and printed on stdout first.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.storage.helpers import random_game, seats_for  # noqa: E402
from thousand_app.storage import Storage  # noqa: E402
from thousand_app.kinds import REGISTRY


def main() -> None:
    base, journal, prefix = sys.argv[1], sys.argv[2], sys.argv[3]
    st = Storage(REGISTRY, base_dir=base, log=False)
    game = random_game(400, seed=5)
    seats = seats_for(game)
    with open(journal, "a", encoding="ascii") as out:
        out.write("ready\n")
        out.flush()
        print("ready", flush=True)      # (the parent waits for this line, not a time)
        k = 0
        while True:
            if not st.update_stats(f"{prefix}{k}", game, seats):
                sys.exit(f"recording failed: {st.take_problems()}")
            out.write(f"{prefix}{k}\n")
            out.flush()
            os.fsync(out.fileno())
            k += 1


if __name__ == "__main__":
    main()
