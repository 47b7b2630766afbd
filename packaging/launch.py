"""The bundle's entry point (PyInstaller needs a script; the app starts as `cloudtable` does)."""

import sys

from cloudtable.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
