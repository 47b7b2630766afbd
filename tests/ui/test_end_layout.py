"""The end of a game lays the table out once more only if the end changes whose view it shows;
otherwise the last move's layout stands (the same layout twice cost 5-10 ms of the end's frame).
A hot-seat game's end still shows nobody's secrets."""

from pathlib import Path

import pytest

import contract
from cloudtable.engine import Seat, new_match


def one_move_from_the_end(game_id: str, people: int):
    """A random game one move from its end; the last move is a person's (with one person, the
    other seat is a computer)."""
    whole = new_match(game_id, 2, seed=4)
    for _ in contract.positions(whole, 4):
        pass
    last = new_match(game_id, 2, seed=4)
    for action in whole.history[:-1]:
        last.apply(action)
    mover = last.current_player
    seats = [Seat(f"P{i}", kind="person" if people == 2 or i == mover else "computer") for i in range(2)]
    match = new_match(game_id, 2, seed=4, seats=seats)
    for action in whole.history[:-1]:
        match.apply(action)
    return match, whole.history[-1], mover


def counting_syncs(window) -> list[int]:
    count = [0]
    sync = window.table.sync

    def counted(*args, **kwargs):
        count[0] += 1
        return sync(*args, **kwargs)

    window.table.sync = counted
    return count


@pytest.mark.parametrize("game_id", contract.builtin_games())
def test_the_end_keeps_the_last_moves_layout_when_nobodys_view_changes(qtbot, window, game_id):
    match, last, mover = one_move_from_the_end(game_id, people=1)
    window.start_match(match)
    syncs = counting_syncs(window)
    assert window.session.play(last) is None
    assert match.is_over
    qtbot.waitUntil(window.result.isVisible, timeout=3000)  # (shown a moment after the last move)
    assert syncs[0] == 1 and window.table.viewer == mover


def test_a_hot_seat_games_end_shows_nobodys_secrets(qtbot, window):
    match, last, _ = one_move_from_the_end("strange-world", people=2)
    window.start_match(match)
    if window.handoff.isVisible():
        window.handoff.button.click()
    assert window.table.viewer is not None
    assert window.session.play(last) is None
    assert match.is_over
    qtbot.waitUntil(window.result.isVisible, timeout=3000)  # (shown a moment after the last move)
    assert window.table.viewer is None


def test_a_game_that_ended_is_on_disk_until_its_record_is_kept(qtbot, window):
    """The result and the record come a moment after the last move (main_window._game_over); the
    game's autosave is deleted only once the record is written, so that a crash meanwhile never
    loses the finished game."""
    match, last, _ = one_move_from_the_end("cloud9", 1)
    window.start_match(match)
    assert window.session.play(last) is None
    slot = window.session.slot
    seen = []

    def on_record(path):
        window.session.flush_autosave()
        seen.append((Path(path).exists(), slot.path.exists()))

    window.record_kept.connect(on_record)
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    assert seen == [(True, True)]  # both on disk when the record is kept
    assert not slot.path.exists()  # then the autosave went
