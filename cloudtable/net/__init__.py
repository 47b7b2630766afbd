"""Play across machines: the protocol (docs/protocol.md), the headless host and the client. No Qt."""
