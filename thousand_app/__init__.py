"""Thousand (Тысяча, 1000): the trick-taking card game with bidding, talon and marriages."""

__version__ = "0.1.0"
