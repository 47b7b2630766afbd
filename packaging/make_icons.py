"""Render the app icon from resources/icons/cloudtable.svg: PNGs, a Windows .ico, a macOS .icns.

Run `python packaging/make_icons.py` after changing the SVG; the results are committed, so
neither a build nor a player needs Qt's SVG module for the icon. The .ico and .icns are
containers of those PNGs, written here byte by byte (Qt's own writers keep one image a file).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG = ICONS / "cloudtable.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # .ico stops at 256
ICNS_SIZES = (16, 32, 64, 128, 256, 512)  # the sizes the icns format has slots for


def png_path(size: int) -> Path:
    return ICONS / f"cloudtable-{size}.png"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (Windows Vista and later read those); written by
    hand because Qt's ico writer keeps only one image per file."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, data = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an ico directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


# icns slots that hold PNG data, by pixel size (macOS 10.7 and later).
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: a list of (type, length, PNG) blocks."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(png)) + png for size, png in sorted(pngs.items()))
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (image plugins)
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"{SVG} is not a valid SVG", file=sys.stderr)
        return 1
    images = {size: render(renderer, size) for size in SIZES}
    for size, image in images.items():
        image.save(str(png_path(size)))
    pngs = {size: png_path(size).read_bytes() for size in SIZES}
    (ICONS / "cloudtable.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (ICONS / "cloudtable.icns").write_bytes(icns_bytes({s: pngs[s] for s in ICNS_SIZES}))
    for path in sorted(ICONS.iterdir()):
        print(path.relative_to(ICONS.parent.parent), path.stat().st_size)
    return 0


if __name__ == "__main__":
    sys.exit(main())
