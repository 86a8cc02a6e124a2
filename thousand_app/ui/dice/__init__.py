"""The dice game's table: the scene, its controller, the score sheet, its dialogs."""
