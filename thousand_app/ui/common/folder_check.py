"""Whether the app may write in its folders (settings; the games and statistics), found out
once at start so that a read-only or full folder is said once, not at every failed write."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from thousand_app.storage.atomic import tmp_path_for
from thousand_app.storage.problems import os_reason

#: Problems of writes that fail while a folder is known to be unwritable: said once at start
#: (and marked in the status bar), only logged after that.  Per folder: the settings' folder,
#: the data folder (the game in progress, saves, statistics).
QUIET_CONFIG = frozenset({"settings_not_saved"})
QUIET_DATA = frozenset({"autosave_failed", "stats_not_saved"})


def write_problem(folder: Path) -> Optional[str]:
    """Why nothing can be written in ``folder`` (a reason code of the storage, or the system's
    words), or None when a file can be made there (made and removed at once)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = tmp_path_for(folder / "write-check")
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        os.close(fd)
        os.remove(probe)
    except OSError as e:
        return os_reason(e)
    return None


@dataclass(frozen=True)
class Unwritable:
    """A folder of the app that cannot be written, and why."""

    folder: Path
    reason: str
    #: "config" (the settings) or "data" (the games and statistics).
    role: str


def unwritable_folders(storage: Any) -> list[Unwritable]:
    """The storage's folders that cannot be written (the data folder first)."""
    out: list[Unwritable] = []
    for role, attr in (("data", "data_dir"), ("config", "config_dir")):
        folder = getattr(storage, attr, None)
        if isinstance(folder, Path):
            reason = write_problem(folder)
            if reason is not None:
                out.append(Unwritable(folder, reason, role))
    return out


def quiet_kinds(found: list[Unwritable]) -> frozenset[str]:
    """The problem kinds only logged while the folders ``found`` cannot be written."""
    kinds: frozenset[str] = frozenset()
    for u in found:
        kinds |= QUIET_DATA if u.role == "data" else QUIET_CONFIG
    return kinds
