"""Choices that are not drags: buttons with keys, in the current language."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cloudtable.engine.message import Message
from cloudtable.ui.prompt_bar import PromptBar
from cloudtable.ui.table.prompt import Prompt, PromptButton


def test_buttons_play_their_actions_by_click_and_key(qtbot):
    played = []
    bar = PromptBar(played.append)
    qtbot.addWidget(bar)
    bar.resize(600, 300)
    bar.show()
    bar.activateWindow()
    QApplication.processEvents()
    prompt = Prompt(
        Message("Table", "Jump or stay?"),
        (PromptButton(Message("Table", "Jump"), "jump", "J"), PromptButton(Message("Table", "Stay"), "stay", "S")),
    )
    bar.show_prompt(prompt)
    QApplication.processEvents()
    assert bar.isVisible() and bar.label.text() == "Jump or stay?"
    assert [b.text() for b in bar.buttons] == ["Jump  [J]", "Stay  [S]"]
    QTest.keyClick(bar, Qt.Key.Key_J)
    qtbot.waitUntil(lambda: played == ["jump"], timeout=2000)  # a shortcut animates the click
    bar.buttons[1].click()
    assert played == ["jump", "stay"]
    bar.show_prompt(None)
    assert not bar.isVisible() and bar.buttons == []


# Every prompt's buttons, by their English labels: within one, the keys must differ; R turns a
# card and F fits the table, so no button may take them.
PROMPTS = {
    "Cloud9Table": [
        ("&Jump (+{points})", "&Stay aboard"),
        ("Roll the &dice", "&Jump (+{points})"),
        ("&Let the balloon fall",),
        ("&Climb",),
    ],
    "CloudyKingdomTable": [("&Swap it", "&Keep it")],
    "StrangeWorldTable": [("&Clockwise ↻", "&Anticlockwise ↺"), ("Welcome &nobody",)],
}


def test_every_language_gives_each_button_a_key_of_its_own(window):
    from cloudtable.ui.prompt_bar import mnemonic

    for code in ("en", "fr", "de", "nl"):
        window.language_actions[code].trigger()
        for context, prompts in PROMPTS.items():
            for labels in prompts:
                keys = [mnemonic(QApplication.translate(context, label))[1] for label in labels]
                assert None not in keys and len(set(keys)) == len(keys), (code, labels, keys)
                assert not {"R", "F"} & set(keys), (code, labels, keys)
    window.language_actions["en"].trigger()


def test_the_key_of_a_button_comes_from_its_translated_label(qtbot):
    from cloudtable.ui.prompt_bar import mnemonic

    assert mnemonic("&Sauter (+3)") == ("Sauter (+3)", "S")
    assert mnemonic("Rester à &bord") == ("Rester à bord", "B")
    assert mnemonic("Rock && roll") == ("Rock & roll", None)


def test_the_text_and_its_buttons_share_one_line_when_they_fit(qtbot):
    from PySide6.QtWidgets import QWidget

    table = QWidget()
    qtbot.addWidget(table)
    bar = PromptBar(lambda action: None, table)
    prompt = Prompt(
        Message("Table", "Jump or stay?"),
        (PromptButton(Message("Table", "Jump"), "jump", "J"), PromptButton(Message("Table", "Stay"), "stay", "S")),
    )
    heights = {}
    for width in (1000, 300):  # wide: one line, a lower bar; narrow: the buttons under the text
        table.resize(width, 400)
        table.show()
        bar.show_prompt(prompt)
        bar._fit()
        QApplication.processEvents()
        heights[width] = bar.height()
        label, first = bar.label.geometry(), bar.buttons[0].geometry()
        assert bar.one_line == (width == 1000)
        assert (first.top() < label.bottom()) == bar.one_line  # beside it, or under it
        bar.show_prompt(None)
    assert heights[1000] < heights[300]


def test_a_countdown_plays_its_action_by_itself_unless_the_prompt_goes_first(qtbot):
    from cloudtable.ui.table.prompt import Countdown

    played = []
    bar = PromptBar(played.append)
    qtbot.addWidget(bar)
    bar.resize(600, 300)
    bar.show()
    prompt = Prompt(
        Message("Table", "Going in {seconds} s…"),
        (PromptButton(Message("Table", "Stop"), "stop", "Esc"),),
        Countdown(200, "go"),
    )
    bar.show_prompt(prompt)
    assert bar.counting and bar.countdown_line.isVisible() and bar.label.text() == "Going in 0.2 s…"
    bar.show_prompt(prompt)  # shown again unchanged (the table laid out again): it goes on counting
    assert bar.counting
    qtbot.waitUntil(lambda: played == ["go"], timeout=10_000)
    # A countdown replaced by another prompt (or none) never plays.
    bar.show_prompt(Prompt(Message("Table", "Going in {seconds} s…"), (), Countdown(200, "late")))
    bar.show_prompt(Prompt(Message("Table", "Something else")))
    assert not bar.counting and not bar.countdown_line.isVisible() and bar.label.text() == "Something else"
    qtbot.wait(600)
    assert played == ["go"]


# Issue 20: prompts whose line almost fits beside their buttons (the Sun's choice, Cloud 9's
# "jump or stay"), with their real words in every language.
CLOSE_CALLS = (
    Prompt(
        Message("StrangeWorldTable", "You hold the Sun: choose the way cards pass and turns go this round."),
        (
            PromptButton(Message("StrangeWorldTable", "&Clockwise ↻"), "clockwise"),
            PromptButton(Message("StrangeWorldTable", "&Anticlockwise ↺"), "anticlockwise"),
        ),
    ),
    Prompt(
        Message.of(
            "Cloud9Table",
            "Can {pilot} pay? (%n cards in hand) Jump now and score {points}, or stay aboard?",
            n=2,
            pilot="Anna",
            points=4,
        ),
        (
            PromptButton(Message.of("Cloud9Table", "&Jump (+{points})", points=4), "jump"),
            PromptButton(Message("Cloud9Table", "&Stay aboard"), "stay"),
        ),
    ),
)


def laid_out_wrong(window) -> list[str]:
    """What is wrong with the prompt bar as laid out now: its text under a button, cut short,
    or the bar wider than the table."""
    bar = window.prompt_bar
    label = bar.label.geometry()
    wrong = [f"under {b.text()!r}" for b in bar.buttons if b.geometry().intersects(label)]
    if not bar.label.wordWrap() and label.width() < bar.label.fontMetrics().horizontalAdvance(bar.label.text()):
        wrong.append("cut short")
    if bar.geometry().right() >= bar.parentWidget().width():
        wrong.append("wider than the table")
    return wrong


def test_the_text_never_runs_under_its_buttons_near_where_it_fits_beside_them(window):
    """Every width from where the text and buttons share one line down to where they no
    longer do, in every language: the bar is laid out before it is drawn, never under its
    buttons (the bar used to keep its old size there, and measured its sides short)."""
    bar = window.prompt_bar
    panel = window.dock.width()
    checked = 0
    for code in ("en", "fr", "de", "nl"):
        window.language_actions[code].trigger()
        for prompt in CLOSE_CALLS:
            bar.show_prompt(prompt)
            window.resize(1900, 720)
            QApplication.processEvents()
            assert bar.one_line, (code, prompt.text)
            # Where the line stops fitting (found by halves), then every width around it.
            low, high = 500, window.view.width()
            while high - low > 1:
                middle = (low + high) // 2
                window.resize(middle + panel, 720)
                QApplication.processEvents()
                low, high = (low, middle) if bar.one_line else (middle, high)
            for width in [*range(high - 24, high + 24), high + 200, high - 200, high + 6, high - 6]:
                window.resize(width + panel, 720)
                QApplication.processEvents()
                assert laid_out_wrong(window) == [], (code, width, high, prompt.text)
                checked += 1
            bar.show_prompt(None)
    window.language_actions["en"].trigger()
    assert checked == 4 * len(CLOSE_CALLS) * 52


def test_right_after_a_language_switch_the_bar_is_laid_out_for_the_new_words(window):
    """Issue 20: from English to French, the bar was laid out for the English words a while."""
    bar = window.prompt_bar
    panel = window.dock.width()
    for prompt in CLOSE_CALLS:
        for width in range(700, 1400, 9):
            window.language_actions["en"].trigger()
            bar.show_prompt(prompt)
            window.resize(width + panel, 720)
            QApplication.processEvents()
            window.language_actions["fr"].trigger()
            QApplication.processEvents()
            assert laid_out_wrong(window) == [], (width, bar.label.text())
            bar.show_prompt(None)
    window.language_actions["en"].trigger()


def test_the_sun_holders_choice_reads_on_one_line_in_a_1280_pixel_window(window):
    """Issue 20: the Sun holder's prompt and its two buttons share one line at 1280 × 720, in
    every language (the side panel beside the table)."""
    from cloudtable.ui.games.strange_world import ANTICLOCKWISE, CLOCKWISE, CTX, ORIENT_HINT

    prompt = Prompt(
        Message(CTX, ORIENT_HINT),
        (
            PromptButton(Message(CTX, CLOCKWISE), "clockwise"),
            PromptButton(Message(CTX, ANTICLOCKWISE), "anticlockwise"),
        ),
    )
    window.resize(1280, 720)
    for code in ("en", "fr", "de", "nl"):
        window.language_actions[code].trigger()
        window.prompt_bar.show_prompt(prompt)
        QApplication.processEvents()
        assert window.prompt_bar.one_line and laid_out_wrong(window) == [], (code, window.prompt_bar.label.text())
        window.prompt_bar.show_prompt(None)
    window.language_actions["en"].trigger()
