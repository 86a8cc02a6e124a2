"""Game records in and out: the record of a game written where the user says (export), and
a record or a save someone sent read back as a game of nobody's statistics (import).  Both
games alike: the record's ``format`` names the game (among the registry's the storage was given)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from thousand_app.games.registry import Registry

from .atomic import atomic_write
from .errors import StorageError
from .problems import Problem, os_reason
from .reporter import Reporter, TooLarge
from .savefile import (NewerSave, SaveDamage, SavedGame, SeatConfig, files_of, import_doc,
                       kind_of, kind_of_save, parse_json, record_doc)
from .stats import imported_id

#: An imported file larger than this is refused before it is read (a long real game is
#: well under 1 MB).
MAX_IMPORT_BYTES = 8 * 1024 * 1024
#: A record with more deals (or turns) than this is refused before it is replayed.
MAX_IMPORT_DEALS = 5000

__all__ = ["Records", "MAX_IMPORT_BYTES", "MAX_IMPORT_DEALS"]


class Records:
    """Export and import of game records; unexpected failures go to ``reporter``."""

    def __init__(self, reporter: Reporter, registry: Registry) -> None:
        self._r = reporter
        self.registry = registry

    def export_record(self, game: Any, path: str | os.PathLike[str],
                      seats: list[SeatConfig] | None = None) -> None:
        """Write the game's record (docs/record-format.md, either game's, as JSON) to
        ``path``; StorageError if not.

        With ``seats`` the record also says who played each seat (an extra
        ``"seats"`` key, which other readers ignore), so importing it keeps them.
        """
        try:
            text = json.dumps(record_doc(kind_of(game, self.registry), game, seats),
                              ensure_ascii=False, indent=1)
        except Exception as e:
            raise StorageError(self._r.unexpected("exporting a record")) from e
        atomic_write(Path(path), text.encode("utf-8") + b"\n")

    def import_record(self, path: str | os.PathLike[str]) -> SavedGame:
        """Read a game record (or a save file) of any game someone sent; StorageError if it
        is not valid.

        The file itself is never changed or moved.  A file over the limits
        (:data:`MAX_IMPORT_BYTES`, :data:`MAX_IMPORT_DEALS`) is refused before
        anything is replayed.  Seats keep the kind the file gives them (people
        where it says nothing).  The game gets an imported id
        (:func:`~.stats.is_imported_id`): it never counts in anyone's statistics, and a
        file carrying the id of one of your games cannot touch that game's.
        The replay may take a while for a long game: call it off the GUI thread.
        """
        source = Path(path)
        try:
            return self._import(source)
        except FileNotFoundError as e:
            raise StorageError(Problem("import_missing", source)) from e
        except StorageError:
            raise
        except NewerSave as e:
            raise StorageError(Problem("import_newer", source, detail=e.detail)) from e
        except SaveDamage as e:
            raise StorageError(Problem("import_invalid", source, detail=str(e))) from e
        except Exception as e:
            raise StorageError(self._r.unexpected(f"importing {source}")) from e

    def _import(self, source: Path) -> SavedGame:
        try:
            size = source.stat().st_size
        except FileNotFoundError:
            raise
        except OSError as e:
            raise StorageError(Problem("read_failed", source, reason=os_reason(e))) from e
        if size > MAX_IMPORT_BYTES:
            raise StorageError(Problem("import_too_large", source,
                                       detail=f"{size / 1024 / 1024:.1f} MB"))
        try:
            data = self._r.read(source, MAX_IMPORT_BYTES)
        except TooLarge as e:
            raise StorageError(Problem("import_too_large", source,
                                       detail=f"{e.size / 1024 / 1024:.1f} MB")) from None
        doc: Any = parse_json(data)
        fmt = doc.get("format") if isinstance(doc, dict) else None
        save = kind_of_save(fmt, self.registry)
        kind = save or self.registry.by_format(fmt)
        if kind is not None:
            entries = files_of(kind).entries
            record = doc.get("record") if save is not None else doc
            listed = record.get(entries) if isinstance(record, dict) else None
            if isinstance(listed, list) and len(listed) > MAX_IMPORT_DEALS:
                raise StorageError(Problem("import_too_large", source,
                                           detail=f"{len(listed)} {entries}"))
        saved = import_doc(doc, self.registry)
        saved.game_id = imported_id(saved.game_id)
        if saved.coach_flags_dropped:
            self._r.report(Problem("coach_flags_dropped", source,
                                   detail=saved.coach_flags_dropped))
        return saved
