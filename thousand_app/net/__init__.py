"""Network play: the protocol, the host (the only truth), the client, discovery and the
windowless server; written once for both games against the common game interface
(docs/network.md).  No widgets here."""
