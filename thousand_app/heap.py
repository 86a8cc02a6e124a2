"""Giving the C heap's free memory back to the system once a table is gone (issue 39).

A game's table (its scene, pictures, controller, worker threads) is freed when it leaves
the screen, but glibc's malloc keeps most of what is freed inside its heap, in holes among
what lives on: over a long evening the resident memory grew about 1 MB a round of the soak
(``python -m research.soak --rounds 6``: 128.2 -> 136.4 MB) while the memory in use grew
little (20.4 -> 22.0 MB) and malloc's free bytes much (4.3 -> 10.2 MB).  ``malloc_trim(0)``
hands those free pages back: after it, at each figure of the same soak (``--trim``), the RSS
was 127.5, 128.7, 129.2, 130.3, 130.2, 130.6 and 131.0 MB.  Elsewhere (another C library,
Windows, macOS) this does nothing."""

from __future__ import annotations

import ctypes
import sys
from typing import Any, Optional

from thousand_app import gcguard

__all__ = ["give_back"]

_TRIM: list[Optional[Any]] = []


def _malloc_trim() -> Optional[Any]:
    if not _TRIM:
        trim = None
        if sys.platform.startswith("linux"):
            try:
                libc = ctypes.CDLL(None)
                if hasattr(libc, "gnu_get_libc_version"):     # (glibc's own)
                    trim = libc.malloc_trim
                    trim.argtypes = [ctypes.c_size_t]
                    trim.restype = ctypes.c_int
            except (OSError, AttributeError):
                trim = None
        _TRIM.append(trim)
    return _TRIM[0]


def give_back() -> bool:
    """(Main thread) Collect the cyclic garbage (a table that left the screen is much of it;
    :mod:`thousand_app.gcguard`), then return malloc's free pages to the system; True where
    glibc's malloc did it."""
    gcguard.collect()
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
