"""Pig, a third game that lives in the tests: it plugs into the app through the registries
alone (``tests/thirdgame/pig/register.py``), with no line of its own in ``games/``,
``storage/``, ``net/`` or ``ui/common/`` (issue 36, point 8)."""
