"""Play over the internet through Matrix (issue 22): the table's protocol (docs/protocol.md)
carried as end-to-end encrypted to-device messages. No Qt."""
