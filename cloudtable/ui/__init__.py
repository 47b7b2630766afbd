"""The Qt layer: main window, table scene and items, card art, dialogs, the game tables."""
