"""The card game «Тысяча» (rules.md): its rules engine and computer players."""
