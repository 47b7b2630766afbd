"""Seat areas: one area per player, arranged around the table for whoever looks at it.

The viewer sits at the bottom, large; the others go round the table clockwise from the
viewer's left: up the left side (if the table has sides), along the top from left to right,
down the right side. With nobody to look from (a spectator, or a hot-seat hand-over) seat 0
takes the viewer's place but shows no secrets. Each game then puts its own zones in each area.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF


@dataclass(frozen=True)
class SeatArea:
    seat: int
    rect: QRectF
    side: str  # "bottom" (the viewer's), "top", "left" or "right"
    scale: float  # the size of this seat's cards, 1.0 for the viewer's
    mine: bool  # the viewer's own seat: its secrets may be shown


def seat_order(players: int, viewer: int | None) -> list[int]:
    """Every seat, the viewer (or seat 0) first, then clockwise."""
    first = viewer if viewer is not None else 0
    return [(first + i) % players for i in range(players)]


def arrange_seats(
    players: int,
    viewer: int | None,
    *,
    own: QRectF,
    top: QRectF,
    other_scale: float,
    left: QRectF | None = None,
    right: QRectF | None = None,
    side_from: int = 4,
) -> list[SeatArea]:
    """The areas of all seats, in `seat_order`. `own` is the viewer's area, `top` the band the
    others share; with `side_from` or more players and `left`/`right` given, the first and
    the last of the others sit on the sides."""
    order = seat_order(players, viewer)
    areas = [SeatArea(order[0], QRectF(own), "bottom", 1.0, viewer is not None)]
    others = order[1:]
    sides = left is not None and right is not None and players >= side_from and len(others) >= 3
    if sides:
        areas.append(SeatArea(others[0], QRectF(left), "left", other_scale, False))
        along = others[1:-1]
    else:
        along = others
    width = top.width() / max(1, len(along))
    for i, seat in enumerate(along):
        areas.append(
            SeatArea(seat, QRectF(top.left() + i * width, top.top(), width, top.height()), "top", other_scale, False)
        )
    if sides:
        areas.append(SeatArea(others[-1], QRectF(right), "right", other_scale, False))
    return areas
