"""The card game «Тысяча» (RULES.md): its rules engine and computer players."""
