#!/usr/bin/env python3
"""Refresh the translation sources from the code:  python i18n/update.py

Runs ``pyside6-lupdate -locations none -no-obsolete`` over ``thousand_app/ui``
into ``thousand_<lang>.ts`` for every language of :data:`LANGUAGES`, then
completes the English file by itself (each text is its own translation; plurals
"%n trick(s)" become "%n trick" / "%n tricks").  New texts stay ``unfinished``
in the other languages until someone translates them (Qt Linguist, or by hand);
the tests fail until then.  ``--only ru uk`` refreshes just those files (English
is always refreshed).  ``--apply FILE.json ...`` then fills unfinished messages of
those files from translations kept as JSON (a list of ``{"context", "source",
"<lang>": text, or a list of plural forms}``), e.g. from a helper's work file.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SOURCES = sorted((ROOT / "thousand_app" / "ui").rglob("*.py"))


def lupdate_tool() -> str:
    import PySide6

    base = Path(PySide6.__file__).resolve().parent
    for name in ("lupdate", "lupdate.exe"):
        if (base / name).is_file():
            return str(base / name)
    return "pyside6-lupdate"


def run_lupdate(ts: Path, language: str) -> None:
    cmd = [lupdate_tool(), *map(str, SOURCES), "-ts", str(ts), "-locations", "none",
           "-no-obsolete", "-target-language", language, "-source-language", "en"]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)


def english_plural(text: str) -> tuple[str, str]:
    """"%n trick(s)" -> ("%n trick", "%n tricks"); "%n deal(s) played" likewise."""
    one = re.sub(r"\(s\)", "", text)
    many = re.sub(r"\(s\)", "s", text)
    return one, many


def complete_english(ts: Path) -> int:
    tree = ET.parse(ts)
    done = 0
    for msg in tree.iter("message"):
        tr = msg.find("translation")
        src = msg.find("source")
        if tr is None or src is None or tr.get("type") != "unfinished":
            continue
        text = src.text or ""
        if msg.get("numerus") == "yes":
            for form in list(tr):
                tr.remove(form)
            for form_text in english_plural(text):
                ET.SubElement(tr, "numerusform").text = form_text
        else:
            tr.text = text
        del tr.attrib["type"]
        done += 1
    write_ts(tree, ts)
    return done


def write_ts(tree: ET.ElementTree, ts: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                  encoding="utf-8")


def unfinished(ts: Path) -> list[str]:
    tree = ET.parse(ts)
    out = []
    for ctx in tree.iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is not None and tr.get("type") == "unfinished":
                out.append(f"{name}: {msg.findtext('source')}")
    return out


LANGUAGES = ("en", "ru", "uk", "pl")


def apply_json(ts: Path, lang: str, entries: list[dict[str, object]]) -> int:
    """Fill the unfinished messages of ``ts`` that ``entries`` translate into ``lang``;
    returns how many were filled.  Plural messages take a list of forms."""
    table = {(str(e["context"]), str(e["source"])): e[lang] for e in entries if lang in e}
    tree = ET.parse(ts)
    done = 0
    for ctx in tree.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            value = table.get((name, msg.findtext("source") or ""))
            if tr is None or value is None or tr.get("type") != "unfinished":
                continue
            if msg.get("numerus") == "yes":
                if not isinstance(value, list):
                    raise ValueError(f"{name}: {msg.findtext('source')}: plural forms must be a list")
                for form in list(tr):
                    tr.remove(form)
                for text in value:
                    ET.SubElement(tr, "numerusform").text = str(text)
            else:
                tr.text = str(value)
            del tr.attrib["type"]
            done += 1
    if done:
        write_ts(tree, ts)
    return done


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Refresh the .ts files from the code.")
    parser.add_argument("--only", nargs="+", choices=LANGUAGES[1:], default=list(LANGUAGES[1:]),
                        help="the translated languages to refresh (default: all)")
    parser.add_argument("--apply", nargs="+", type=Path, default=[], metavar="FILE.json",
                        help="fill unfinished messages from these JSON translation files")
    args = parser.parse_args(argv)
    import json

    entries: list[dict[str, object]] = []
    for path in args.apply:
        entries.extend(json.loads(path.read_text(encoding="utf-8")))
    status = 0
    for lang in ("en", *args.only):
        ts = HERE / f"thousand_{lang}.ts"
        run_lupdate(ts, lang)
        if lang == "en":
            complete_english(ts)
            continue
        if entries:
            filled = apply_json(ts, lang, entries)
            print(f"{lang}: {filled} filled from JSON")
            if filled:
                run_lupdate(ts, lang)  # back to lupdate's own layout
        missing = unfinished(ts)
        for m in missing:
            print(f"untranslated ({lang}):", m)
        status = status or (1 if missing else 0)
    return status


if __name__ == "__main__":
    sys.exit(main())
