"""The one exception type the storage layer raises on purpose."""

from __future__ import annotations


class StorageError(Exception):
    """A storage operation that failed, with a short message meant for a person.

    ``path`` is the file concerned when there is one.
    """

    def __init__(self, message: str, path: object = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path

    def __str__(self) -> str:
        return self.message
