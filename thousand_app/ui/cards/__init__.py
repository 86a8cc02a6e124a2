"""The card game's table: the scene, the prompts, the score sheet, the deal review."""
