"""``python -m thousand_app.dice.latency``: see :mod:`thousand_app.dice.ai.latency`."""

import sys

from thousand_app.dice.ai.latency import main

if __name__ == "__main__":
    sys.exit(main())
