"""A repaint of a table where nothing changed draws every item from its cached picture.

Qt drops an item's DeviceCoordinateCache on every repaint while the item itself is turned
(a quarter turn too, once the table is zoomed), so turned cards and castles draw their
picture inside the item instead; this checks it stays so."""

import pytest

import contract
from cloudtable.engine import Seat
from cloudtable.ui.art import cloudy_kingdom as ck_art
from cloudtable.ui.table.card import CardItem
from gestures import finish


def counting(paint, tally: list[int]):
    def counted(*args, **kwargs):
        tally[0] += 1
        return paint(*args, **kwargs)

    return counted


@pytest.mark.parametrize("game_id", contract.game_ids())
def test_an_unchanged_zoomed_table_is_drawn_from_the_cache(qtbot, window, monkeypatch, game_id):
    players = contract.most_players(game_id, 3)
    window.start_match(contract.mid_game(game_id, players, seed=5, seats=[Seat(f"P{i}") for i in range(players)]))
    window.view.set_zoom(0.55)
    finish(window)
    cards = [i for i in window.scene.items() if isinstance(i, CardItem) and i.isVisible()]
    assert any(card.angle() % 180 for card in cards)  # some are turned a quarter, or slanted in a fan
    painted = [0]
    for card in cards:
        card._face = counting(card._face, painted)
        if card._back is not None:
            card._back = counting(card._back, painted)
    for name in ("paint_castle", "paint_cell"):  # Cloudy Kingdom's board
        monkeypatch.setattr(ck_art, name, counting(getattr(ck_art, name), painted))
    viewport = window.view.viewport()
    viewport.repaint()  # fills the caches
    assert painted[0] > 0
    painted[0] = 0
    viewport.repaint()
    assert painted[0] == 0
