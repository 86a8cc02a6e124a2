"""Network tests: Qt without a display; sockets on 127.0.0.1 only."""

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"
