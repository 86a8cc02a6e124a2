"""What went wrong with a file, as data: a kind, the file, a short technical detail.

The storage layer is Qt-free and does not translate.  It records each problem
as a :class:`Problem`; the app turns ``problem.kind`` into a sentence in the
user's language (with the path, the detail and the reason filled in), and
``str(problem)`` is the same sentence in English for the log and for tests.

>>> p = Problem("read_failed", Path("/home/anna/saves/x.json"), reason="permission")
>>> str(p)
'Could not read /home/anna/saves/x.json: permission denied.'
>>> str(Problem("save_missing", name="Friday"))
'There is no saved game named “Friday”.'
"""

from __future__ import annotations

import errno
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from thousand_app.games.files import NotAFile

#: Why the system refused to read or write: ``Problem.reason`` holds one of these codes,
#: or, for a rarer failure, the system's own description (English).
REASONS: dict[str, str] = {
    "disk_full": "the disk is full",
    "quota": "the disk quota is used up",
    "read_only": "the folder is on a read-only disk",
    "permission": "permission denied",
    "not_found": "the file or folder does not exist",
    "io": "a disk input/output error",
    "not_a_file": "it is not a file (a folder, or something else)",
    "link_loop": "it is a link that leads back to itself",
}

_ERRNO_REASONS = {
    errno.ENOSPC: "disk_full",
    errno.EDQUOT: "quota",
    errno.EROFS: "read_only",
    errno.EACCES: "permission",
    errno.EPERM: "permission",
    errno.ENOENT: "not_found",
    errno.EIO: "io",
    errno.ELOOP: "link_loop",
}

#: The detail of a file whose reading tripped a bug (it is moved aside like a damaged file).
UNEXPECTED = "an unexpected error while reading it (the details are in the log)"

#: kind -> the English sentence; ``{path}``, ``{name}``, ``{detail}``, ``{reason}`` are filled in.
#: The app has its own translated sentence for every kind (a test checks none is missing).
MESSAGES: dict[str, str] = {
    # reading and writing
    "read_failed": "Could not read {path}: {reason}.",
    "write_failed": "Could not write {path}: {reason}.",
    "remove_failed": "Could not remove {path}: {reason}.",
    "list_failed": "Could not list the saved games in {path}: {reason}.",
    # settings
    "settings_unreadable": "Could not read {path}: {reason}. Using the default settings.",
    "settings_damaged": "The settings file {path} could not be read: {detail}; "
                        "the default settings are used.",
    "settings_reset": "Some settings in {path} were not valid and were reset: {detail}.",
    "settings_newer": "The settings file {path} was written by a newer version of Thousand "
                      "({detail}); the settings this version knows are used.",
    "settings_not_saved": "The settings could not be saved to {path}: {reason}.",
    # the game in progress
    "autosave_failed": "The game could not be saved automatically ({path}): {reason}. "
                       "You can keep playing; saving is tried again after every move.",
    "autosave_not_a_file": "The game in progress cannot be saved: {path} is not a file (a "
                           "folder, or a link to something else). Move it away so that the "
                           "game can be saved there.",
    "autosave_damaged": "The game in progress ({path}) could not be read: {detail}.",
    "autosave_newer": "The game in progress ({path}) cannot be continued: it was saved by a "
                      "newer version of Thousand ({detail}). Update Thousand to continue it.",
    # named saves
    "name_empty": "A saved game needs a name.",
    "name_too_long": "A save name can have at most {detail} characters.",
    "not_saved": "The game could not be saved: {detail}.",
    "save_missing": "There is no saved game named “{name}”.",
    "save_damaged": "The saved game “{name}” ({path}) could not be read: {detail}.",
    "save_newer": "The saved game “{name}” ({path}) cannot be opened: it was saved by a newer "
                  "version of Thousand ({detail}). Update Thousand to open it.",
    "delete_failed": "Could not delete {path}: {reason}.",
    "coach_flags_dropped": "The coach's flags kept in {path} are damaged ({detail}) and "
                           "are left out; the game itself is loaded.",
    # records
    "import_missing": "There is no file {path}.",
    "import_invalid": "{path} cannot be imported: {detail}.",
    "import_too_large": "{path} is not imported: it is too large ({detail}). Records of up "
                        "to 8 MB and 5000 deals are read.",
    "import_newer": "{path} cannot be imported: it was saved by a newer version of Thousand "
                    "({detail}). Update Thousand to open it.",
    # statistics
    "stats_damaged": "The statistics file {path} could not be read: {detail}; "
                     "statistics start again from here.",
    "stats_not_saved": "The statistics could not be saved to {path}: {reason}.",
    "stats_newer": "The statistics ({path}) were written by a newer version of Thousand "
                   "({detail}); they are left as they are and not kept while you play this "
                   "version. Update Thousand to keep them again.",
    # a bug (the traceback is in the log; ``path`` is the log file, if there is one)
    "lock_unusable": "Thousand cannot make sure it is the only one using its data folder: "
                     "the lock file {path} cannot be used ({reason}). Remove that file (it may "
                     "take an administrator) and start Thousand again.",
    "internal": "Something went wrong ({detail}).",
    # a message made elsewhere (``StorageError("...")``): the detail is the whole message
    "other": "{detail}",
}

#: Kinds whose file was kept for a newer version rather than moved aside as damaged.
KEPT_KINDS = ("autosave_newer", "save_newer", "import_newer", "settings_newer")


def os_reason(e: OSError) -> str:
    """The :data:`REASONS` code of an OS error, or the system's own words for a rarer one."""
    if isinstance(e, (IsADirectoryError, NotAFile)):
        return "not_a_file"
    code = _ERRNO_REASONS.get(e.errno) if e.errno is not None else None
    if code is not None:
        return code
    text = e.strerror or e.__class__.__name__
    return text[:1].lower() + text[1:]


def reason_text(reason: str) -> str:
    """A reason code (or the system's words) as an English phrase."""
    return REASONS.get(reason, reason)


@dataclass(frozen=True)
class Problem:
    """One thing the user should hear about a file.

    ``kind`` is a key of :data:`MESSAGES`.  The other fields are filled when
    the kind uses them:

    - ``path``: the file or folder (for ``internal``: the log file, or None);
    - ``name``: the saved game's name (named saves);
    - ``detail``: a short technical detail in English: what is wrong inside a
      damaged file, the version that wrote a newer file, a limit, an
      exception's one-line description;
    - ``reason``: why the system refused a read or write (a :data:`REASONS`
      code, or the system's own English words);
    - ``moved_to``: the new file name of a file moved aside (damaged) or kept
      (newer version, or the original of a repaired settings file);
    - ``move_error``: a reason as above when a damaged file could not be moved aside.
    """

    kind: str
    path: Optional[Path] = None
    detail: str = ""
    reason: str = ""
    name: str = ""
    moved_to: str = ""
    move_error: str = ""

    def __str__(self) -> str:
        return english(self)


def english(p: Problem) -> str:
    """The problem as one English paragraph (the log, ``str()``, tests)."""
    template = MESSAGES.get(p.kind, MESSAGES["other"])
    text = template.format(path=p.path if p.path is not None else "", name=p.name,
                           detail=p.detail, reason=reason_text(p.reason))
    if p.kind == "internal" and p.path is not None:
        text += f" Details are in {p.path}."
    if p.moved_to:
        if p.kind in KEPT_KINDS:
            text += f" It was kept as {p.moved_to}."
        elif p.kind == "settings_reset":
            text += f" The original file was kept as {p.moved_to}."
        else:
            text += f" The file was moved aside as {p.moved_to}."
    if p.move_error:
        text += f" It could not be moved aside ({reason_text(p.move_error)})."
    return text
