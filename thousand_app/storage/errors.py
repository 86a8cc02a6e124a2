"""The one exception type the storage layer raises on purpose."""

from __future__ import annotations

from pathlib import Path

from .problems import Problem


class StorageError(Exception):
    """A storage operation that failed.

    ``problem`` says what happened as data (a kind, the file, a detail) for
    the app to put into the user's language; ``str(e)`` is the same in English.
    ``path`` is the file concerned when there is one.
    """

    def __init__(self, problem: Problem | str, path: object = None) -> None:
        if isinstance(problem, str):   # a plain English message: kind "other", shown as is
            problem = Problem("other", detail=problem,
                              path=Path(str(path)) if path is not None else None)
        self.problem = problem
        self.message = str(problem)
        self.path = path if path is not None else problem.path
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message
