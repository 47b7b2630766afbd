"""The Qt layer: main window, table scene and items, card art, dialogs, the game tables."""

from .feature_scan import read_bytes_instead

read_bytes_instead()  # (before the rest of the layer is imported: each of its modules is asked about)
