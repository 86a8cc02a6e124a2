"""The dice game «Тысяча» (dice-rules.md): its rules engine (:mod:`.engine`) and computer players (:mod:`.ai`)."""
