"""Translations: the ``translate`` helper, finding the app's data, loading ``.qm`` files.

Every visible string goes through :func:`translate` (``pyside6-lupdate`` reads
its calls: ``translate("Context", "text")``, ``translate("Context", "%n card(s)",
None, n)`` for plurals).  The ``.ts`` sources live in ``i18n/``; the build
compiles them to ``.qm`` inside the installed package (``thousand_app/ui/data``);
when running from a source tree the ``.qm`` files are compiled on first use into
a cache folder with PySide6's ``lrelease``.
"""

from __future__ import annotations

import hashlib
import logging
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QGuiApplication

log = logging.getLogger("thousand.ui")

#: The languages the app ships (one ``i18n/thousand_<lang>.ts`` each), in the Settings' order.
LANGUAGES = ("en", "ru", "uk", "pl")
#: Each language's name in itself, as the Settings and ``--language`` list them.
NATIVE_NAMES = {"en": "English", "ru": "Русский", "uk": "Українська", "pl": "Polski"}
#: System languages we have no catalogue for whose speakers read one of ours (Belarusian: Russian).
NEAREST = {"be": "ru"}
PACKAGE_DATA = Path(__file__).resolve().parent.parent / "data"
SOURCE_ROOT = Path(__file__).resolve().parents[3]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802  (Qt's name, read by lupdate)
    """Mark ``text`` for translation in ``context`` without translating it (static tables)."""
    return text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``; for plurals pass ``None, n`` and write ``%n`` in the text."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def data_dir(kind: str) -> Path:
    """The folder of ``kind`` ("cards", "sounds" or "i18n"): installed package data, else the
    source tree (``assets/cards``, ``assets/sounds``, ``i18n``)."""
    packaged = PACKAGE_DATA / kind
    if packaged.is_dir():
        return packaged
    return SOURCE_ROOT / ("assets/" + kind if kind in ("cards", "sounds") else kind)


def cache_dir() -> Path:
    """Where compiled translations go when the package has none ($THOUSAND_CACHE_DIR in tests)."""
    env = os.environ.get("THOUSAND_CACHE_DIR")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_cache_dir("Thousand", appauthor=False))


def lrelease_path() -> str | None:
    """PySide6's ``lrelease`` (shipped in PySide6-Essentials), or one on PATH."""
    try:
        import PySide6

        base = Path(PySide6.__file__).resolve().parent
        for name in ("lrelease", "lrelease.exe"):
            if (base / name).is_file():
                return str(base / name)
    except ImportError:  # pragma: no cover - PySide6 is a dependency
        pass
    return shutil.which("pyside6-lrelease") or shutil.which("lrelease")


def compile_ts(ts: Path, qm: Path) -> bool:
    """Compile one ``.ts`` file; False (and a log line) if lrelease is missing or fails."""
    tool = lrelease_path()
    if tool is None:
        log.warning("lrelease not found: cannot compile %s", ts)
        return False
    qm.parent.mkdir(parents=True, exist_ok=True)
    # a temporary file of this compile's own (processes sharing the cache compile at once)
    fd, name = tempfile.mkstemp(suffix=".tmp.qm", prefix=qm.stem + "-", dir=qm.parent)
    os.close(fd)
    tmp = Path(name)
    try:
        result = subprocess.run([tool, "-silent", str(ts), "-qm", str(tmp)],
                                capture_output=True, text=True)
        if result.returncode != 0 or not tmp.is_file() or tmp.stat().st_size == 0:
            log.warning("lrelease failed for %s: %s", ts, result.stderr.strip())
            return False
        os.replace(tmp, qm)
        return True
    finally:
        tmp.unlink(missing_ok=True)


def qm_file(language: str) -> Path | None:
    """The compiled catalogue for ``language``: packaged, else compiled (once) into the cache."""
    folder = data_dir("i18n")
    packaged = folder / f"thousand_{language}.qm"
    ts = folder / f"thousand_{language}.ts"
    if folder.is_relative_to(PACKAGE_DATA) and packaged.is_file():
        return packaged  # built with the package from the same .ts

    if not ts.is_file():
        return None
    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    cached = cache_dir() / "i18n" / f"thousand_{language}-{digest}.qm"
    if cached.is_file() or compile_ts(ts, cached):
        return cached
    return None


def our_language(code: str) -> str | None:
    """Ours for a locale or language code ("uk_UA", "pl-PL", "be", "ru"), or None."""
    lang = code.replace("-", "_").split("_")[0].lower()
    lang = NEAREST.get(lang, lang)
    return lang if lang in LANGUAGES else None


def system_language(locale: QLocale | None = None) -> str:
    """The language for a setting of "system": the first of the system's interface languages
    (in the user's order of preference) that we have, else the system locale's, else English."""
    loc = QLocale.system() if locale is None else locale
    for code in [*loc.uiLanguages(), loc.name()]:
        lang = our_language(code)
        if lang is not None:
            return lang
    return "en"


def resolve_language(setting: str) -> str:
    """The language to use for a setting of "system" or one of :data:`LANGUAGES`."""
    return setting if setting in LANGUAGES else system_language()


class Translations:
    """The installed translators; :meth:`use` switches language at run time."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"

    def use(self, setting: str) -> str:
        """Install the translators for a language setting; returns the language used."""
        app = QCoreApplication.instance()
        assert app is not None
        for t in self._installed:
            app.removeTranslator(t)
        self._installed.clear()
        language = resolve_language(setting)
        self.language = language
        # Qt's own texts (the file dialog's buttons and headers): the first folder
        # that has them, whether Thousand runs from pip, a checkout or the package
        for qt_dir in qt_translation_dirs():
            if self._load(app, qt_dir, f"qtbase_{language}"):
                break
        else:
            if language != "en":
                log.warning("Qt's own translations for %s are not in %s", language,
                            ", ".join(qt_translation_dirs()))
        # ours after Qt's, so that ours is asked first: it also holds the texts of Qt's
        # that Qt's catalogues lack (:func:`qt_texts_we_translate`)
        qm = qm_file(language)
        if qm is not None:
            self._load(app, str(qm.parent), qm.stem)
        else:
            log.warning("no translations for %s", language)
        QLocale.setDefault(QLocale(language))   # (numbers, dates and Qt's own texts)
        if isinstance(app, QGuiApplication):
            # the name after every window's title ("Settings — Thousand"), in the language
            app.setApplicationDisplayName(translate("App", "Thousand"))
        return language

    def _load(self, app: QCoreApplication, folder: str, stem: str) -> bool:
        t = QTranslator(app)
        if t.load(stem, folder):
            app.installTranslator(t)
            self._installed.append(t)
            return True
        if "qtbase" not in stem:
            log.warning("could not load %s from %s", stem, folder)
        return False


def qt_texts_we_translate() -> list[str]:
    """Qt's own texts that Qt 6.11 changed and the catalogues shipped with PySide6 translate
    only in their old wording (the file dialog's "Look in:", "Files of type:" and its folders'
    type): written here under Qt's own contexts, so that lupdate puts them in our catalogues
    and Qt finds them there.  Returns them in the language in use."""
    return [translate("QFileDialog", "&Look in:"),
            translate("QFileDialog", "Files of &type:"),
            translate("QAbstractFileIconProvider", "Folder", "All other platforms")]


def qt_translation_dirs() -> list[str]:
    """Where Qt's own translations may be, most likely first: beside the PySide6 that runs
    (pip and the package both ship them there), then where Qt says they are."""
    import PySide6

    out: list[str] = []
    base = Path(PySide6.__file__).resolve().parent
    for folder in (base / "Qt" / "translations", base / "translations",
                   Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))):
        if folder.is_dir() and str(folder) not in out:
            out.append(str(folder))
    return out

