"""Storage problems in the user's language.

The storage layer (Qt-free) reports what went wrong as a
:class:`~thousand_app.storage.Problem`: a kind, the file, a short technical
detail, an OS reason.  Here each kind becomes a translated sentence with
``%1``, ``%2``... filled in; the technical detail (what is wrong inside a
damaged file) stays as the storage wrote it.  A test checks that every kind
and every reason of the storage has its words here.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from PySide6.QtCore import QLocale

from thousand_app.storage import StorageError
from thousand_app.storage.problems import KEPT_KINDS, UNEXPECTED

from .i18n import QT_TRANSLATE_NOOP, translate
from .texts import fmt, lower_first

CONTEXT = "Storage"

log = logging.getLogger("thousand.ui")

# kind -> (sentence, the fields that fill %1, %2, ... in order).
SENTENCES: dict[str, tuple[str, tuple[str, ...]]] = {
    "read_failed": (QT_TRANSLATE_NOOP("Storage", "Could not read %1: %2."), ("path", "reason")),
    "write_failed": (QT_TRANSLATE_NOOP("Storage", "Could not write %1: %2."),
                     ("path", "reason")),
    "remove_failed": (QT_TRANSLATE_NOOP("Storage", "Could not remove %1: %2."),
                      ("path", "reason")),
    "list_failed": (QT_TRANSLATE_NOOP("Storage", "Could not list the saved games in %1: %2."),
                    ("path", "reason")),
    "settings_unreadable": (QT_TRANSLATE_NOOP("Storage", "Could not read the settings file "
                                                         "%1: %2. The default settings are "
                                                         "used."), ("path", "reason")),
    "settings_damaged": (QT_TRANSLATE_NOOP("Storage", "The settings file %1 is damaged (%2); "
                                                      "the default settings are used."),
                         ("path", "detail")),
    "settings_newer": (QT_TRANSLATE_NOOP("Storage", "The settings file %1 was written by a "
                                                    "newer version of Thousand (%2); the "
                                                    "settings this version knows are used."),
                       ("path", "detail")),
    "settings_reset": (QT_TRANSLATE_NOOP("Storage", "Some settings in %1 were not valid and "
                                                    "were reset to their defaults (%2)."),
                       ("path", "detail")),
    "settings_not_saved": (QT_TRANSLATE_NOOP("Storage", "The settings could not be saved to "
                                                        "%1: %2."), ("path", "reason")),
    "autosave_failed": (QT_TRANSLATE_NOOP("Storage", "The game could not be saved "
                                                     "automatically (%1): %2. You can keep "
                                                     "playing; saving is tried again after "
                                                     "every move."), ("path", "reason")),
    "autosave_not_a_file": (QT_TRANSLATE_NOOP("Storage", "The game in progress cannot be "
                                                         "saved: %1 is not a file (a folder, or "
                                                         "a link to something else). Move it "
                                                         "away so that the game can be saved "
                                                         "there."), ("path",)),
    "autosave_damaged": (QT_TRANSLATE_NOOP("Storage", "The game in progress (%1) is damaged "
                                                      "and cannot be continued (%2)."),
                         ("path", "detail")),
    "autosave_newer": (QT_TRANSLATE_NOOP("Storage", "The game in progress (%1) was saved by a "
                                                    "newer version of Thousand (%2). Update "
                                                    "Thousand to continue it."),
                       ("path", "detail")),
    "name_empty": (QT_TRANSLATE_NOOP("Storage", "A saved game needs a name."), ()),
    "name_too_long": (QT_TRANSLATE_NOOP("Storage", "A save name can have at most %1 "
                                                   "characters."), ("detail",)),
    "not_saved": (QT_TRANSLATE_NOOP("Storage", "The game could not be saved (%1)."),
                  ("detail",)),
    "save_missing": (QT_TRANSLATE_NOOP("Storage", "There is no saved game named “%1”."),
                     ("name",)),
    "save_damaged": (QT_TRANSLATE_NOOP("Storage", "The saved game “%1” (%2) is damaged and "
                                                  "cannot be opened (%3)."),
                     ("name", "path", "detail")),
    "save_newer": (QT_TRANSLATE_NOOP("Storage", "The saved game “%1” (%2) was saved by a newer "
                                                "version of Thousand (%3). Update Thousand to "
                                                "open it."), ("name", "path", "detail")),
    "delete_failed": (QT_TRANSLATE_NOOP("Storage", "Could not delete %1: %2."),
                      ("path", "reason")),
    "coach_flags_dropped": (QT_TRANSLATE_NOOP("Storage", "The coach's flags kept in %1 are "
                                                         "damaged (%2) and are left out; the "
                                                         "game itself is loaded."),
                            ("path", "detail")),
    "import_missing": (QT_TRANSLATE_NOOP("Storage", "There is no file %1."), ("path",)),
    "import_invalid": (QT_TRANSLATE_NOOP("Storage", "%1 cannot be imported (%2)."),
                       ("path", "detail")),
    "import_too_large": (QT_TRANSLATE_NOOP("Storage", "%1 is not imported: it is too large "
                                                      "(%2). Records of up to 8 MB and 5000 "
                                                      "deals are read."), ("path", "detail")),
    "import_newer": (QT_TRANSLATE_NOOP("Storage", "%1 was saved by a newer version of "
                                                  "Thousand (%2). Update Thousand to open it."),
                     ("path", "detail")),
    "stats_damaged": (QT_TRANSLATE_NOOP("Storage", "The statistics file %1 is damaged (%2); "
                                                   "statistics start again from here."),
                      ("path", "detail")),
    "stats_not_saved": (QT_TRANSLATE_NOOP("Storage", "The statistics could not be saved to "
                                                     "%1: %2."), ("path", "reason")),
    "stats_newer": (QT_TRANSLATE_NOOP("Storage", "The statistics (%1) were written by a newer "
                                                 "version of Thousand (%2); they are left as "
                                                 "they are and not kept while you play this "
                                                 "version. Update Thousand to keep them again."),
                    ("path", "detail")),
    "lock_unusable": (QT_TRANSLATE_NOOP("Storage", "Thousand cannot make sure it is the only "
                                                   "one using its data folder: the lock file "
                                                   "%1 cannot be used (%2). Remove that file "
                                                   "(it may take an administrator) and start "
                                                   "Thousand again."), ("path", "reason")),
    "internal": (QT_TRANSLATE_NOOP("Storage", "Something went wrong (%1)."), ("detail",)),
}

# OS reason code -> words (storage's ``REASONS``; other reasons are the system's own words).
REASON_TEXTS: dict[str, str] = {
    "disk_full": QT_TRANSLATE_NOOP("Storage", "the disk is full"),
    "quota": QT_TRANSLATE_NOOP("Storage", "the disk quota is used up"),
    "read_only": QT_TRANSLATE_NOOP("Storage", "the folder is on a read-only disk"),
    "permission": QT_TRANSLATE_NOOP("Storage", "permission denied"),
    "not_found": QT_TRANSLATE_NOOP("Storage", "the file or folder does not exist"),
    "io": QT_TRANSLATE_NOOP("Storage", "a disk input/output error"),
    "not_a_file": QT_TRANSLATE_NOOP("Storage", "it is not a file (a folder, or something "
                                               "else)"),
    "link_loop": QT_TRANSLATE_NOOP("Storage", "it is a link that leads back to itself"),
}

_UNEXPECTED = QT_TRANSLATE_NOOP("Storage", "an unexpected error while reading it; the details "
                                           "are in the log")


def reason_words(reason: str) -> str:
    text = REASON_TEXTS.get(reason)
    return translate(CONTEXT, text) if text is not None else reason


#: Kinds whose detail says what is wrong inside a file (in the storage's English): said in
#: the user's words where the words are known (:data:`DAMAGE_DETAILS`).
DAMAGE_KINDS = ("import_invalid", "save_damaged", "autosave_damaged", "stats_damaged",
                "settings_damaged", "coach_flags_dropped")

#: What is wrong inside a file, as the storage says it (a pattern; its groups fill %1, %2)
#: -> our words.  The first that matches is used.
DAMAGE_DETAILS: tuple[tuple[str, str], ...] = (
    (r"the file is empty", QT_TRANSLATE_NOOP("Storage", "the file is empty")),
    (r"not UTF-8 text \((?:bad byte at offset|byte) (\d+)\)",
     QT_TRANSLATE_NOOP("Storage", "it is not text: a wrong byte at position %1")),
    (r"not valid JSON at line (\d+), column (\d+):.* \(the file is cut short\)",
     QT_TRANSLATE_NOOP("Storage", "it is cut short at line %1, column %2")),
    (r"not valid JSON at line (\d+), column (\d+):.*",
     QT_TRANSLATE_NOOP("Storage", "it is not valid at line %1, column %2")),
    (r"not valid JSON.*", QT_TRANSLATE_NOOP("Storage", "its contents are not valid")),
    (r"it is not a game record .*",
     QT_TRANSLATE_NOOP("Storage", "it is not a game record of Thousand")),
    (r"not a saved (?:dice )?game.*", QT_TRANSLATE_NOOP("Storage", "it is not a saved game")),
    (r"this is a (?:dice )?game record, not a saved game.*",
     QT_TRANSLATE_NOOP("Storage", "it is a game record, not a saved game: import it instead")),
    (r"the file is too large to be a saved game \((\d+) bytes\)",
     QT_TRANSLATE_NOOP("Storage", "it is too large to be a saved game: %1 bytes")),
    (r"the game in it is not valid.*",
     QT_TRANSLATE_NOOP("Storage", "the game in it is not valid")),
)

_OTHER_DAMAGE = QT_TRANSLATE_NOOP("Storage", "its contents cannot be used")


def detail_words(detail: str, damaged: bool = False) -> str:
    """A problem's detail for the user.  What is wrong inside a file (``damaged``) is said in
    the user's words; one we have no words for is said in general, except in English (the
    storage's own words), and the storage's words go to the log."""
    if detail == UNEXPECTED:
        return translate(CONTEXT, _UNEXPECTED)
    if not damaged or not detail:
        return detail
    for pattern, words in DAMAGE_DETAILS:
        m = re.fullmatch(pattern, detail, flags=re.DOTALL)
        if m is not None:
            return fmt(translate(CONTEXT, words), *m.groups())
    if QLocale().language() == QLocale.Language.English:
        return detail
    log.info("a damaged file's detail said in general: %s", detail)
    return translate(CONTEXT, _OTHER_DAMAGE)


def problem_text(problem: Any) -> str:
    """A storage problem (or a plain message) as a paragraph in the user's language."""
    kind = getattr(problem, "kind", None)
    entry = SENTENCES.get(kind) if isinstance(kind, str) else None
    if entry is None:    # a plain string, or a kind this version has no words for
        return str(problem)
    sentence, fields = entry
    values = {"path": str(problem.path) if problem.path is not None else "",
              "name": problem.name,
              "detail": detail_words(problem.detail, kind in DAMAGE_KINDS),
              "reason": reason_words(problem.reason)}
    text = fmt(translate(CONTEXT, sentence), *(values[f] for f in fields))
    extra: list[str] = []
    if kind == "internal" and problem.path is not None:
        extra.append(fmt(translate("Storage", "Details are in %1."), problem.path))
    if problem.moved_to:
        if kind in KEPT_KINDS:
            extra.append(fmt(translate("Storage", "It was kept as %1."), problem.moved_to))
        elif kind == "settings_reset":
            extra.append(fmt(translate("Storage", "The original file was kept as %1."),
                             problem.moved_to))
        else:
            extra.append(fmt(translate("Storage", "The file was moved aside as %1."),
                             problem.moved_to))
    if problem.move_error:
        extra.append(fmt(translate("Storage", "It could not be moved aside (%1)."),
                         reason_words(problem.move_error)))
    return " ".join([text, *extra])


def error_text(exc: BaseException) -> str:
    """What to tell the user about a failed save, load, delete, import or export."""
    if isinstance(exc, StorageError):
        return problem_text(exc.problem)
    return str(exc)


def error_after_colon(exc: BaseException) -> str:
    """:func:`error_text` put after a colon ("This record cannot be used: %1"): its first
    letter small, as every message writes it."""
    return lower_first(error_text(exc))
