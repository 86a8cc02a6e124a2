"""The dice game «Тысяча» (DICE.md): its rules engine, records and replay.  Pure Python, no Qt."""
