"""The app's shell, shared by both games: window, start screen, settings, saves, statistics, sound, animation, i18n, the controller base."""
