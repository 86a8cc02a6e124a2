"""Card-game studies: the analysis bench."""
