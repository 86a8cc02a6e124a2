"""What every game of the app shares, and nothing of any one game.

- :mod:`.protocol`: the game protocol (whose turn or chance, legal actions, the reason an
  action is refused, apply, undo, a seat's observation, game over and result, the replay
  output) and the player protocol (an observation in, an action out);
- :mod:`.registry`: a game kind (its record format, replay, levels, players) and the
  registry the app, storage and the commands look games up in;
- :mod:`.records`: which game a record file belongs to (the ``format`` field);
- :mod:`.saving`: what storage needs to know of a game's files (its save document, record
  and statistics), described once per game;
- :mod:`.stats`: the intervals every tournament and measurement reports;
- :mod:`.driver`: one loop that plays a game with computer players;
- :mod:`.latency`: the decision-time command both games' latency commands are.

No Qt, and no import of either game (tests/test_layers.py checks it).
"""
