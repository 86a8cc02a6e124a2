"""``python -m thousand_app.dice.tournament``: see :mod:`thousand_app.dice.ai.tournament`."""

import sys

from thousand_app.dice.ai.tournament import main

if __name__ == "__main__":
    sys.exit(main())
