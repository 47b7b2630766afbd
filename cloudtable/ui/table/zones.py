"""Zones lay cards out: a game says which cards are in a zone and the zone says where each one
goes (a `Pose`). Nothing here knows a game.

- `Fan`: a hand, cards overlapping side by side with a slight slant and arc.
- `Row`: cards side by side, straight (spells on the table, a draft's choice).
- `Pile`: a stack, the top few showing a loose edge.
- `Grid`: cells with keys (row, column), for boards and Worlds.
- `Track`: spaces along a path (a score track); values between two spaces are allowed.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF


@dataclass(frozen=True)
class Pose:
    pos: QPointF
    tilt: float = 0.0  # degrees clockwise
    scale: float = 1.0
    z: float = 0.0  # added to the zone's base z-value


@dataclass(frozen=True)
class Fan:
    centre: QPointF
    width: float  # the room the whole hand may take
    card: QSizeF  # one card, not scaled
    scale: float = 1.0
    tilt: float = 2.5  # degrees per card away from the middle
    arc: float = 1.6  # how much the outer cards drop (per card squared, scaled)
    spacing: float = 1.06  # the widest step, in card widths

    def step(self, count: int) -> float:
        card_w = self.card.width() * self.scale
        return min(card_w * self.spacing, (self.width - card_w) / max(1, count - 1))

    def poses(self, count: int) -> list[Pose]:
        step = self.step(count)
        out = []
        for i in range(count):
            offset = i - (count - 1) / 2
            pos = self.centre + QPointF(offset * step, abs(offset) ** 2 * self.arc * self.scale)
            out.append(Pose(pos, offset * self.tilt, self.scale, i))
        return out

    def corner(self, count: int) -> QPointF:
        """The top left corner of the first card (where a count badge goes)."""
        step = self.step(count)
        return self.centre + QPointF(
            -(count - 1) / 2 * step - self.card.width() * self.scale / 2, -self.card.height() * self.scale / 2
        )


@dataclass(frozen=True)
class Row:
    start: QPointF  # the first card's centre
    card: QSizeF
    step: float  # centre to centre, in scene units
    scale: float = 1.0

    def poses(self, count: int) -> list[Pose]:
        return [Pose(self.start + QPointF(i * self.step, 0), 0.0, self.scale, i) for i in range(count)]


@dataclass(frozen=True)
class Pile:
    pos: QPointF
    shown: int = 4  # how many top cards show their edge
    offset: QPointF = field(default_factory=lambda: QPointF(6, 4))
    loose: float = 1.2  # degrees of a loose pile's slant per step of a card's id
    scale: float = 1.0

    def poses(self, ids: Sequence[int]) -> list[Pose]:
        """Poses of the top `shown` cards of `ids` (bottom first), the top card at `pos`."""
        top = list(ids)[-self.shown :] if self.shown else []
        n = len(top)
        return [
            Pose(self.pos + self.offset * (i - n + 1), ((card * 37) % 17 - 8) * self.loose, self.scale, i)
            for i, card in enumerate(top)
        ]


@dataclass(frozen=True)
class Grid:
    """Cells of `cell` size, `gap` apart, the cell (0, 0)'s centre at `origin`; keys are
    (row, column), and any cell can be asked for, inside the grid or not (a World grows)."""

    origin: QPointF
    cell: QSizeF
    gap: float = 0.0
    rows: int | None = None
    cols: int | None = None

    def centre(self, row: int, col: int) -> QPointF:
        return QPointF(
            self.origin.x() + col * (self.cell.width() + self.gap),
            self.origin.y() + row * (self.cell.height() + self.gap),
        )

    def rect(self, row: int, col: int) -> QRectF:
        c = self.centre(row, col)
        return QRectF(
            c.x() - self.cell.width() / 2, c.y() - self.cell.height() / 2, self.cell.width(), self.cell.height()
        )

    def key_at(self, pos: QPointF) -> tuple[int, int] | None:
        col = round((pos.x() - self.origin.x()) / (self.cell.width() + self.gap))
        row = round((pos.y() - self.origin.y()) / (self.cell.height() + self.gap))
        if not self.rect(row, col).contains(pos):
            return None
        if self.rows is not None and not 0 <= row < self.rows or self.cols is not None and not 0 <= col < self.cols:
            return None
        return row, col

    def keys(self) -> Iterable[tuple[int, int]]:
        return ((r, c) for r in range(self.rows or 0) for c in range(self.cols or 0))

    def bounds(self, keys: Iterable[tuple[int, int]] | None = None) -> QRectF:
        out = QRectF()
        for key in self.keys() if keys is None else keys:
            out = out.united(self.rect(*key))
        return out


@dataclass(frozen=True)
class Track:
    """Spaces along a path: `point(value)` is the centre of space `value`, between two spaces
    for a fraction; markers on one space stand side by side (`offset`)."""

    spaces: tuple[QRectF, ...]

    def point(self, value: float) -> QPointF:
        last = len(self.spaces) - 1
        value = max(0.0, min(float(value), float(last)))
        low = int(value)
        high = min(low + 1, last)
        a, b = self.spaces[low].center(), self.spaces[high].center()
        f = value - low
        return QPointF(a.x() + (b.x() - a.x()) * f, a.y() + (b.y() - a.y()) * f)

    def offset(self, rank: int, crowd: int) -> QPointF:
        if crowd <= 1:
            return QPointF(0, 0)
        size = self.spaces[0].width()
        cols = 3 if crowd > 4 else 2
        row, col = divmod(rank, cols)
        rows = (crowd + cols - 1) // cols
        return QPointF((col - (cols - 1) / 2) * size * 0.3, (row - (rows - 1) / 2) * size * 0.3)

    @staticmethod
    def crowds(values: dict[Hashable, int]) -> dict[Hashable, tuple[int, int]]:
        """For each marker: its rank among the markers on its space, and how many share it."""
        by_space: dict[int, list[Hashable]] = {}
        for key, value in values.items():
            by_space.setdefault(value, []).append(key)
        return {key: (rank, len(keys)) for keys in by_space.values() for rank, key in enumerate(keys)}
