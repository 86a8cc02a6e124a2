"""Thousand (Тысяча, 1000): the trick-taking card game with bidding, talon and marriages."""

__version__ = "0.1.0"

# Cyclic garbage (and with it any Qt object Python owns) is collected on the main thread only.
from thousand_app import gcguard as _gcguard  # noqa: E402

_gcguard.install()
