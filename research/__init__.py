"""Studies and measurements the app does not run (kept runnable from a source checkout)."""
