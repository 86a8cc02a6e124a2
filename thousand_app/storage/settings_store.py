"""The user's settings file (``settings.json`` in the config folder), read and written
without ever raising: a damaged file is set aside and the defaults used."""

from __future__ import annotations

from pathlib import Path

from .atomic import atomic_write
from .errors import StorageError
from .problems import Problem
from .reporter import Reporter, TooLarge, parse_guarded
from .settings import Settings, SettingsDamage, parse_settings, settings_to_json

#: A settings file larger than this is not read.
MAX_SETTINGS_BYTES = 1024 * 1024

__all__ = ["SettingsFile"]


class SettingsFile:
    """The settings in ``path``; problems go to ``reporter``."""

    def __init__(self, path: Path, reporter: Reporter) -> None:
        self.path = path
        self._r = reporter

    def load(self) -> Settings:
        """The saved settings; defaults if missing, per key for bad values, all if damaged."""
        return self._r.guard("loading settings", Settings(), self._load)

    def _load(self) -> Settings:
        path = self.path
        try:
            try:
                data = self._r.read(path, MAX_SETTINGS_BYTES)
            except TooLarge as e:
                raise SettingsDamage(f"the file is too large to be a settings file ({e.size} "
                                     f"bytes)") from None
            except FileNotFoundError:
                return Settings()
            except StorageError as e:
                self._r.report_once(path, Problem("settings_unreadable", path,
                                                  reason=e.problem.reason))
                return Settings()
            settings, key_problems, newer = parse_guarded(parse_settings, data, SettingsDamage,
                                                          (SettingsDamage,))
        except SettingsDamage as e:
            self._r.set_aside("settings_damaged", path, str(e))
            return Settings()
        if newer is not None:
            # Written by a newer version: what this one knows is used; the file itself is
            # kept for that version (its keys of this version's are written back here).
            self._r.set_aside("settings_newer", path, f"settings format {newer}", tag="newer",
                              say_move_error=False)
            self._write(settings, quiet=True)
        elif key_problems:
            self._r.set_aside("settings_reset", path, "; ".join(key_problems),
                              say_move_error=False)
            self._write(settings, quiet=True)
        return settings

    def save(self, settings: Settings) -> bool:
        """Write the settings atomically; False (and a problem reported) if that failed."""
        return self._r.guard("saving settings", False,
                             lambda: self._write(settings, quiet=False))

    def _write(self, settings: Settings, quiet: bool) -> bool:
        try:
            atomic_write(self.path, settings_to_json(settings))
            return True
        except StorageError as e:
            if not quiet:
                self._r.report(Problem("settings_not_saved", self.path,
                                       reason=e.problem.reason))
            return False
