#!/usr/bin/env python3
"""What the native installers say about the app, in one place, and the files made from it.

    python packaging/installers.py            # writes build/thousand.iss, build/dmg_settings.py
                                              # and build/version_info.txt for this source tree

The version comes from ``pyproject.toml`` (:func:`bundle_rules.version`); the
name, publisher, descriptions, bundle identifier and the Windows installer's
AppId are here.  From them come:

- :func:`inno_script`: the Inno Setup script of ``Thousand-Setup-<version>.exe``
  (per-user install without administrator rights, or for all users when the
  user chooses it and can elevate; Start-menu entry, optional desktop shortcut,
  an uninstaller listed in "Apps & features", the icon, version resources);
- :func:`dmg_settings`: the ``dmgbuild`` settings of ``Thousand-<version>.dmg``
  (``Thousand.app`` beside a link to ``/Applications``);
- :func:`version_info`: the PyInstaller version file (file properties of ``thousand.exe``);
- ``debian.py`` takes the Debian package's fields from here too.

Nothing here needs Windows or macOS: the tests check what is written.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import bundle_rules as rules  # noqa: E402

ROOT = rules.ROOT
NAME = rules.NAME                  # the program: thousand, thousand.exe, /usr/bin/thousand
APP_NAME = rules.APP_NAME          # what a player sees: Thousand, Thousand.app
BUNDLE_ID = rules.BUNDLE_ID
PUBLISHER = "Thousand developers"
COPYRIGHT = "Copyright (C) Thousand developers; GPL-3.0-or-later"
#: Domains reserved for examples and tests (RFC 2606, RFC 6761): an address there reaches nobody.
RESERVED_MAIL_DOMAINS = (".example", ".invalid", ".test", ".localhost", ".local")
#: What the app is, in a line (the .deb's synopsis, the man page's NAME, AppStream's summary):
#: English, then the app's other languages.
SUMMARY = "card and dice games Thousand (1000), with the computer or friends, also online"
SUMMARIES = {
    "ru": "карточная игра и игра в кости «Тысяча» с компьютером или с друзьями, и по сети",
    "uk": "карткова гра і гра в кості «Тисяча» з комп’ютером або з друзями, і через мережу",
    "pl": "gra karciana i gra w kości Tysiąc z komputerem lub ze znajomymi, także przez sieć",
}
DESCRIPTION = (
    "Thousand («Тысяча», 1000) in both its forms: the Russian trick-taking card game with "
    "bidding, talon and marriages, for 2, 3 or 4 players, and the dice game with five dice, "
    "for 2 to 8 players. Play against computer opponents of several levels, with friends at "
    "one computer, or over the network (found on the local network, or joined by address "
    "with a room code), with the house rules your family uses. The game is saved after every "
    "move.")
DESCRIPTIONS = {
    "ru": "«Тысяча» (1000) в обоих видах: карточная игра на взятки с торговлей, прикупом и "
          "марьяжами на 2, 3 или 4 игроков и игра в кости с пятью кубиками на 2–8 игроков. "
          "Играйте с компьютером нескольких уровней, с друзьями за одним компьютером или по "
          "сети (игру находит локальная сеть, или к ней подключаются по адресу с кодом "
          "комнаты), по правилам, принятым в вашей семье. Игра сохраняется после каждого хода.",
    "uk": "«Тисяча» (1000) в обох видах: карткова гра на взятки з торгами, прикупом і "
          "мар’яжами на 2, 3 або 4 гравців і гра в кості з п’ятьма костями на 2–8 гравців. "
          "Грайте з комп’ютером кількох рівнів, з друзями за одним комп’ютером або через "
          "мережу (гру знаходить локальна мережа, або до неї приєднуються за адресою з кодом "
          "кімнати), за правилами, прийнятими у вашій родині. Гра зберігається після кожного "
          "ходу.",
    "pl": "Tysiąc (1000) w obu odmianach: rosyjska gra karciana w lewy z licytacją, musikiem "
          "i meldunkami dla 2, 3 lub 4 graczy oraz gra w kości pięcioma kośćmi dla 2–8 graczy. "
          "Graj z komputerem na kilku poziomach, ze znajomymi przy jednym komputerze lub przez "
          "sieć (grę znajdzie sieć lokalna albo dołącza się do niej pod adresem z kodem "
          "pokoju), według zasad przyjętych w Twojej rodzinie. Gra zapisuje się po każdym "
          "ruchu.",
}
#: Inno Setup's AppId: the key of the uninstall entry; never change it (upgrades find the old one).
INNO_APP_ID = "7E3B0C52-4F0D-4A8E-9C41-2D6B8A1F5E73"
#: Inno Setup's message files for the app's languages (``compiler:`` is Inno Setup's folder).
INNO_LANGUAGES = {
    "en": ("english", "compiler:Default.isl"),
    "ru": ("russian", "compiler:Languages\\Russian.isl"),
    "uk": ("ukrainian", "compiler:Languages\\Ukrainian.isl"),
    "pl": ("polish", "compiler:Languages\\Polish.isl"),
}
DMG_WINDOW = ((200, 120), (600, 360))          # Finder window: position, size
DMG_ICONS = {f"{APP_NAME}.app": (150, 170), "Applications": (450, 170)}


def version() -> str:
    return rules.version()


def maintainer(env: dict[str, str] | None = None) -> str:
    """Who answers for the Debian package (Debian Policy 5.6.2: a name and an address that
    reaches them): the person who builds it.  ``DEBFULLNAME`` and ``DEBEMAIL``, Debian's own
    variables (``dch`` reads them; ``DEBEMAIL`` may be ``Name <address>``), else the source
    author of the commit it is built from (``git log -1``).  Raises SystemExit when neither
    names an address: the package never carries a made-up one."""
    env = dict(os.environ) if env is None else env
    mail = env.get("DEBEMAIL", "").strip()
    name = env.get("DEBFULLNAME", "").strip()
    if "<" in mail:
        return mail
    if not mail or not name:   # the author of the commit the package is built from
        try:
            author = subprocess.run(["git", "log", "-1", "--format=%an%n%ae"], cwd=ROOT,
                                    capture_output=True, text=True, timeout=30).stdout.split("\n")
        except (OSError, subprocess.SubprocessError):
            author = []
        if len(author) >= 2:
            name, mail = name or author[0].strip(), mail or author[1].strip()
    if not mail or "@" not in mail:
        raise SystemExit("the .deb needs its maintainer's address: set DEBEMAIL and "
                         "DEBFULLNAME (or build from a git checkout)")
    return f"{name or mail.split('@', 1)[0]} <{mail}>"


def reserved_address(address: str) -> bool:
    """Whether the address in ``Name <address>`` is in a domain that reaches nobody."""
    domain = address.rsplit("@", 1)[-1].strip(" >").lower()
    return ("." + domain).endswith(RESERVED_MAIL_DOMAINS) or "." not in domain


def numeric_version(text: str | None = None) -> tuple[int, int, int, int]:
    """Four numbers for Windows' version resources: ``0.1.0`` -> ``(0, 1, 0, 0)``,
    ``1.2rc1`` -> ``(1, 2, 0, 0)`` (the release part only)."""
    release = re.match(r"\d+(\.\d+)*", text or version())
    if not release:
        raise ValueError(f"no version number in {text!r}")
    parts = [int(p) for p in release.group(0).split(".")][:4]
    return tuple(parts + [0] * (4 - len(parts)))  # type: ignore[return-value]


def setup_name(ver: str | None = None) -> str:
    """``Thousand-Setup-<version>.exe``."""
    return f"{APP_NAME}-Setup-{ver or version()}.exe"


def dmg_name(ver: str | None = None) -> str:
    """``Thousand-<version>.dmg``."""
    return f"{APP_NAME}-{ver or version()}.dmg"


def _inno_value(text: str) -> str:
    """A [Setup] value: braces would start a constant, so they are doubled."""
    return text.replace("{", "{{")


def _inno_quoted(text: str) -> str:
    """A quoted parameter value: quotes doubled, braces doubled."""
    return '"' + _inno_value(text).replace('"', '""') + '"'


def inno_script(frozen: Path, output_dir: Path, icon: Path | None = None,
                ver: str | None = None, languages: list[str] | None = None) -> str:
    """The Inno Setup script that packs the PyInstaller folder ``frozen`` (``thousand.exe``
    and ``_internal``) into ``output_dir/Thousand-Setup-<version>.exe``."""
    ver = ver or version()
    icon = icon or rules.ICONS / "thousand.ico"
    exe = f"{NAME}.exe"
    numbers = ".".join(map(str, numeric_version(ver)))
    langs = [INNO_LANGUAGES[lang] for lang in ["en"] + sorted(languages or rules.languages())
             if lang in INNO_LANGUAGES]
    langs = list(dict.fromkeys(langs))
    setup = {
        # the uninstall entry's key is "{AppId}_is1": a leading "{{" is a literal brace
        "AppId": "{{" + INNO_APP_ID + "}",
        "AppName": APP_NAME,
        "AppVersion": ver,
        "AppVerName": f"{APP_NAME} {ver}",
        "AppPublisher": PUBLISHER,
        "AppCopyright": COPYRIGHT,
        "AppComments": SUMMARY,
        # {autopf}: %LOCALAPPDATA%\Programs for a per-user install, Program Files for all users
        "DefaultDirName": "{autopf}\\" + APP_NAME,
        "DefaultGroupName": APP_NAME,
        "DisableProgramGroupPage": "yes",
        "DisableDirPage": "auto",
        # per user, no administrator rights; the first page offers "all users" (elevating)
        "PrivilegesRequired": "lowest",
        "PrivilegesRequiredOverridesAllowed": "dialog",
        "UsePreviousPrivileges": "yes",
        "ArchitecturesAllowed": "x64compatible",
        "ArchitecturesInstallIn64BitMode": "x64compatible",
        "MinVersion": "10.0",                      # Qt 6 runs on Windows 10 and later
        "OutputDir": _inno_value(str(output_dir)),
        "OutputBaseFilename": Path(setup_name(ver)).stem,
        "SetupIconFile": _inno_value(str(icon)),
        "WizardStyle": "modern",
        "ShowLanguageDialog": "auto",
        "Compression": "lzma2/max",
        "SolidCompression": "yes",
        "CloseApplications": "yes",
        # "Apps & features": the name, icon, publisher and version of the entry
        "Uninstallable": "yes",
        "CreateUninstallRegKey": "yes",
        "UninstallDisplayName": APP_NAME,
        "UninstallDisplayIcon": "{app}\\" + exe,
        # the installer's own file properties
        "VersionInfoVersion": numbers,
        "VersionInfoProductName": APP_NAME,
        "VersionInfoProductVersion": numbers,
        "VersionInfoProductTextVersion": ver,
        "VersionInfoTextVersion": ver,
        "VersionInfoDescription": f"{APP_NAME} {ver} Setup",
        "VersionInfoCompany": PUBLISHER,
        "VersionInfoCopyright": COPYRIGHT,
    }
    q = _inno_quoted
    lines = [f"; Inno Setup script of {APP_NAME} {ver}, written by packaging/installers.py:",
             "; edit that file, not this one.  Compile: iscc thousand.iss", "", "[Setup]"]
    lines += [f"{key}={value}" for key, value in setup.items()]
    lines += ["", "[Languages]"]
    lines += [f"Name: {q(name)}; MessagesFile: {q(isl)}" for name, isl in langs]
    lines += [
        "", "[Tasks]",
        'Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; '
        'GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked',
        "", "[InstallDelete]",
        "; an update replaces the whole program folder: nothing of an older version stays",
        'Type: filesandordirs; Name: "{app}\\_internal"',
        "", "[Files]",
        f"Source: {q(str(frozen) + chr(92) + '*')}; DestDir: \"{{app}}\"; "
        "Flags: ignoreversion recursesubdirs createallsubdirs",
        "", "[Icons]",
        f'Name: "{{autoprograms}}\\{APP_NAME}"; Filename: "{{app}}\\{exe}"; '
        f'WorkingDir: "{{app}}"; Comment: {q(SUMMARY)}',
        f'Name: "{{autodesktop}}\\{APP_NAME}"; Filename: "{{app}}\\{exe}"; '
        f'WorkingDir: "{{app}}"; Comment: {q(SUMMARY)}; Tasks: desktopicon',
        "", "[Run]",
        f'Filename: "{{app}}\\{exe}"; Description: "{{cm:LaunchProgram,{APP_NAME}}}"; '
        "Flags: nowait postinstall skipifsilent",
        "", "[UninstallDelete]",
        "; the program folder itself once its files are gone (the player's saves are elsewhere)",
        'Type: dirifempty; Name: "{app}"',
        "",
    ]
    return "\n".join(lines)


def dmg_settings(app: Path, ver: str | None = None, icon: Path | None = None) -> str:
    """The ``dmgbuild`` settings file (Python, run by dmgbuild) of ``Thousand-<version>.dmg``:
    the app bundle at ``app``, a link to ``/Applications`` beside it, the volume icon."""
    ver = ver or version()
    icon = icon or rules.ICONS / "thousand.icns"
    (x, y), (w, h) = DMG_WINDOW
    return "\n".join([
        f"# dmgbuild settings of {APP_NAME} {ver}, written by packaging/installers.py:",
        "# edit that file, not this one.",
        f"#     dmgbuild -s dmg_settings.py {APP_NAME!r} {dmg_name(ver)}",
        "# dmgbuild runs this file with its options as the globals (and `defines` from -D).",
        "",
        f"application = defines.get('app', {str(app)!r})  # noqa: F821 (dmgbuild's)",
        f"volume_name = {APP_NAME + ' ' + ver!r}",
        "format = 'UDZO'            # zlib-compressed, read-only: opens on every macOS",
        "filesystem = 'HFS+'",
        "size = None               # as large as the files need",
        "files = [application]",
        "symlinks = {'Applications': '/Applications'}   # drag the app onto this link",
        f"icon = {str(icon)!r}       # the volume's icon",
        "background = 'builtin-arrow'",
        "show_status_bar = False",
        "show_tab_view = False",
        "show_toolbar = False",
        "show_pathbar = False",
        "show_sidebar = False",
        "default_view = 'icon-view'",
        "include_list_view_settings = False",
        f"window_rect = (({x}, {y}), ({w}, {h}))",
        "icon_size = 128",
        "text_size = 13",
        f"icon_locations = {DMG_ICONS!r}",
        f"hide_extensions = [{APP_NAME + '.app'!r}]",
        "",
    ])


def version_info(ver: str | None = None) -> str:
    """The PyInstaller version file (``EXE(version=...)``) for ``thousand.exe``'s file properties."""
    ver = ver or version()
    numbers = numeric_version(ver)
    strings = {
        "CompanyName": PUBLISHER,
        "FileDescription": APP_NAME,
        "FileVersion": ver,
        "InternalName": NAME,
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": f"{NAME}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": ver,
        "Comments": SUMMARY,
    }
    table = ",\n".join(f"        StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return (
        f"# PyInstaller version file of {NAME}.exe {ver}, written by packaging/installers.py.\n"
        "VSVersionInfo(\n"
        "  ffi=FixedFileInfo(\n"
        f"    filevers={numbers},\n"
        f"    prodvers={numbers},\n"
        "    mask=0x3f, flags=0x0, OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        "    StringFileInfo([\n"
        "      StringTable('040904B0', [\n"           # U.S. English, Unicode
        f"{table}])]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])]),\n"
        "  ])\n")


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8-sig" if path.suffix == ".iss" else "utf-8")
    return path


def write_inno_script(folder: Path, frozen: Path, output_dir: Path) -> Path:
    """``folder/thousand.iss`` (UTF-8 with a byte order mark: Inno Setup then reads it as UTF-8)."""
    return write(folder / f"{NAME}.iss", inno_script(frozen, output_dir))


def write_dmg_settings(folder: Path, app: Path) -> Path:
    return write(folder / "dmg_settings.py", dmg_settings(app))


def write_version_info(folder: Path) -> Path:
    return write(folder / "version_info.txt", version_info())


def _run(cmd: list[str]) -> None:
    print("+ " + " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True)


def find_iscc() -> Path:
    """Inno Setup's compiler: ``iscc`` on PATH, else where its installer puts it."""
    for name in ("iscc", "ISCC"):
        found = shutil.which(name)
        if found:
            return Path(found)
    bases = [os.environ.get(v) for v in ("ProgramFiles(x86)", "ProgramFiles")]
    if os.environ.get("LOCALAPPDATA"):
        bases.append(os.path.join(os.environ["LOCALAPPDATA"], "Programs"))
    for base in filter(None, bases):
        candidate = Path(base) / "Inno Setup 6" / "ISCC.exe"
        if candidate.is_file():
            return candidate
    raise SystemExit("Inno Setup 6 (ISCC.exe) is not installed: https://jrsoftware.org/isdl.php "
                     "or `choco install innosetup`")


def build_setup_exe(frozen: Path, dist: Path, work: Path) -> Path:
    """``dist/Thousand-Setup-<version>.exe`` from PyInstaller's folder (Windows, Inno Setup)."""
    script = write_inno_script(work, frozen, dist)
    dist.mkdir(parents=True, exist_ok=True)
    _run([str(find_iscc()), "/Qp", str(script)])
    return dist / setup_name()


def sign_ad_hoc(app: Path) -> None:
    """Sign ``Thousand.app`` ad hoc (no identity): Apple silicon runs only signed code, and a
    bundle changed after PyInstaller signed its parts needs a signature over the whole."""
    _run(["codesign", "--force", "--deep", "--sign", "-", str(app)])
    _run(["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(app)])


def build_dmg(python: str, app: Path, dist: Path, work: Path) -> Path:
    """``dist/Thousand-<version>.dmg`` holding ``app`` and a link to /Applications (dmgbuild,
    installed into the build environment from requirements.txt)."""
    settings = write_dmg_settings(work, app)
    dist.mkdir(parents=True, exist_ok=True)
    target = dist / dmg_name()
    target.unlink(missing_ok=True)
    _run([python, "-m", "dmgbuild", "-s", str(settings), f"{APP_NAME} {version()}", str(target)])
    return target


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ROOT / "build", help="where (default: %(default)s)")
    p.add_argument("--frozen", type=Path, default=ROOT / "build" / "packaging" / "dist" / NAME,
                   help="PyInstaller's folder the Windows installer packs")
    p.add_argument("--app", type=Path,
                   default=ROOT / "build" / "packaging" / "dist" / f"{APP_NAME}.app",
                   help="the app bundle the disk image holds")
    args = p.parse_args(argv)
    for path in (write_inno_script(args.out, args.frozen, ROOT / "dist"),
                 write_dmg_settings(args.out, args.app), write_version_info(args.out)):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
