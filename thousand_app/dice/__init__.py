"""The dice game «Тысяча» (DICE.md): its rules engine (:mod:`.engine`) and computer players (:mod:`.ai`)."""
