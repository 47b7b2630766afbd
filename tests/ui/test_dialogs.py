"""New Game dialog, rules viewer, result panel."""

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from cloudtable.ui.new_game_dialog import NewGameDialog
from cloudtable.ui.rules_viewer import RulesViewer


def pick(dialog, game_id):
    ids = [g.id for g in dialog.games]
    dialog.games_list.setCurrentRow(ids.index(game_id))


def test_new_game_dialog_builds_the_match_and_remembers(qtbot, preferences):
    dialog = NewGameDialog(preferences)
    qtbot.addWidget(dialog)
    pick(dialog, "sky-steps")
    assert dialog.count.minimum() == 2 and dialog.count.maximum() == 2
    assert "3×3" in dialog.summary.text()
    dialog.seat_rows[0].name.setText("Anna")
    dialog.seat_rows[1].kind.setCurrentIndex(1)
    assert dialog.seat_rows[1].level.isEnabled() and not dialog.seat_rows[0].level.isEnabled()
    dialog.option_boxes["hand"].setCurrentIndex(dialog.option_boxes["hand"].findData(3))
    dialog.seed.setText("1234")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    match = dialog.make_match()
    assert match.seed == 1234 and match.options == {"hand": 3}
    assert match.seats[0].name == "Anna" and match.seats[1].is_computer
    again = NewGameDialog(preferences)
    qtbot.addWidget(again)
    assert again.game.id == "sky-steps"
    assert again.seat_rows[0].name.text() == "Anna" and again.seat_rows[1].kind.currentData() == "computer"
    assert again.option_boxes["hand"].currentData() == 3 and again.seed.text() == "1234"


def test_empty_seed_gives_a_random_one(qtbot, preferences):
    dialog = NewGameDialog(preferences)
    qtbot.addWidget(dialog)
    pick(dialog, "sky-steps")
    seeds = {dialog.make_match().seed for _ in range(3)}
    assert len(seeds) == 3


def test_rules_viewer_has_a_page_per_game(qtbot):
    viewer = RulesViewer()
    qtbot.addWidget(viewer)
    names = [viewer.tabs.tabText(i) for i in range(viewer.tabs.count())]
    assert "Sky Steps" in names
    for index, page in enumerate(viewer.pages):
        viewer.tabs.setCurrentIndex(index)  # (a page is made when it is shown)
        assert page.toPlainText().strip()


def test_new_game_offers_who_begins_by_the_seats_names(qtbot, preferences):
    from cloudtable.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(preferences)
    qtbot.addWidget(dialog)
    dialog.games_list.setCurrentRow([g.id for g in dialog.games].index("cloud9"))
    dialog.count.setValue(3)
    dialog.seat_rows[1].name.setText("Bruno")
    box = dialog.option_boxes["first"]
    assert box.currentData() == "random" and box.itemText(box.findData(1)) == "Bruno"
    box.setCurrentIndex(box.findData(2))
    assert dialog.make_match().current_player == 2
    dialog.count.setValue(2)  # the third seat is gone: who begins is drawn again
    assert box.currentData() == "random" and box.view().isRowHidden(box.findData(2))


def choose_colour(row, key):
    """Pick a colour as a person does (the dialog reacts to `activated`, not to code)."""
    row.colour.setCurrentIndex(row.colour.findData(key))
    row.colour.activated.emit(row.colour.currentIndex())


def palette(row):
    return [row.colour.itemData(i) for i in range(row.colour.count())]


def test_colours_can_be_chosen_where_the_rules_leave_them_free_and_stay_distinct(qtbot, preferences):
    dialog = NewGameDialog(preferences)
    qtbot.addWidget(dialog)
    pick(dialog, "strange-world")
    dialog.count.setValue(3)
    rows = dialog.seat_rows
    assert all(row.colour.isEnabled() for row in rows[:3])
    first, second = rows[0].colour.currentData(), rows[1].colour.currentData()
    assert len({row.colour.currentData() for row in rows[:4]}) == 4  # Strange World seats up to four
    choose_colour(rows[1], first)
    assert rows[1].colour.currentData() == first and rows[0].colour.currentData() == second
    assert [s.colour for s in dialog.make_match().seats] == [row.colour.currentData() for row in rows[:3]]
    pick(dialog, "cloud9")  # the rules' six colours, and the rules name each seat by the one chosen
    assert palette(rows[0]) == ["black", "blue", "green", "orange", "red", "yellow"]
    dialog.count.setValue(2)
    choose_colour(rows[0], "red")
    match = dialog.make_match()
    assert match.options["colours"].startswith("e") and match.game.seat_label(match.view(None), 0).english() == "red"


def test_in_cloudy_kingdom_each_player_chooses_a_family(qtbot, preferences):
    dialog = NewGameDialog(preferences)
    qtbot.addWidget(dialog)
    pick(dialog, "cloudy-kingdom")
    dialog.count.setValue(3)
    rows = dialog.seat_rows
    assert palette(rows[0]) == ["red", "blue", "yellow", "black"]
    assert "families" not in dialog.option_boxes  # chosen with the colours, not from a list
    choose_colour(rows[0], "black")
    choose_colour(rows[2], "red")
    assert [r.colour.currentData() for r in rows[:3]] == ["black", "blue", "red"]
    match = dialog.make_match()
    assert match.options["families"] == "dbac"
    assert [match.game.seat_label(match.view(None), i).english() for i in range(3)] == [
        "Black family",
        "Blue family",
        "Red family",
    ]


def test_a_computer_seat_is_named_after_a_cloud_until_a_name_is_typed(qtbot, preferences):
    dialog = NewGameDialog(preferences)
    qtbot.addWidget(dialog)
    pick(dialog, "cloud9")
    dialog.count.setValue(3)
    person, computer = dialog.seat_rows[1], dialog.seat_rows[2]
    person.kind.setCurrentIndex(0)
    computer.kind.setCurrentIndex(1)
    assert person.name.text() == "Player 2" and computer.name.text() == "Nimbus"
    computer.kind.setCurrentIndex(0)
    assert computer.name.text() == "Player 3"  # an untouched name follows the kind
    computer.kind.setCurrentIndex(1)
    computer.name.setText("Hal")
    computer.kind.setCurrentIndex(0)
    assert computer.name.text() == "Hal"  # a typed one stays
    assert [s.name for s in dialog.make_match().seats] == [dialog.seat_rows[0].name.text(), "Player 2", "Hal"]


@pytest.mark.parametrize("language", ["fr", "de", "nl"])
def test_every_option_is_read_whole_in_every_language(qtbot, preferences, language):
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    from cloudtable.i18n import Translators

    translators = Translators()
    translators.install(language)
    try:
        dialog = NewGameDialog(preferences)
        qtbot.addWidget(dialog)
        for index in range(len(dialog.games)):
            dialog.games_list.setCurrentRow(index)
            dialog.show()
            qtbot.waitExposed(dialog)
            QApplication.processEvents()
            for box in dialog.option_boxes.values():
                for item in range(box.count()):
                    box.setCurrentIndex(item)
                    option = QStyleOptionComboBox()
                    box.initStyleOption(option)
                    text_room = (
                        box.style()
                        .subControlRect(
                            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, box
                        )
                        .width()
                    )
                    assert QFontMetrics(box.font()).horizontalAdvance(box.currentText()) <= text_room, box.currentText()
    finally:
        translators.install("en")


def _text_room(box) -> int:
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    field = QStyle.SubControl.SC_ComboBoxEditField
    return box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option, field, box).width()


@pytest.mark.parametrize("language", ["en", "fr", "de", "nl"])
def test_the_seats_names_and_kinds_are_read_whole_in_every_language_also_when_hosting(qtbot, preferences, language):
    """A name as long as "Cumulonimbus" fits its field beside the widest choices (a person "at
    their computer", six seats of Cloud 9): it was once cut to "ulus" for Cumulus."""
    from cloudtable.i18n import Translators

    translators = Translators()
    translators.install(language)
    try:
        dialog = NewGameDialog(preferences)
        qtbot.addWidget(dialog)
        pick(dialog, "cloud9")
        dialog.count.setValue(6)
        dialog.show()
        qtbot.waitExposed(dialog)
        for hosting in (False, True):
            dialog.host_options.setChecked(hosting)
            dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("person"))
            QApplication.processEvents()
            for row in dialog.seat_rows:
                row.name.setText("Cumulonimbus")
                room = row.name.contentsRect().width() - row.name.textMargins().left() - row.name.textMargins().right()
                assert row.name.fontMetrics().horizontalAdvance("Cumulonimbus") <= room - 4, (hosting, room)
                kind = row.kind
                assert kind.fontMetrics().horizontalAdvance(kind.currentText()) <= _text_room(kind), kind.currentText()
    finally:
        translators.install("en")


@pytest.mark.parametrize("language", ["en", "fr", "de", "nl"])
def test_the_rules_pages_set_the_apps_readings_apart_from_the_rules(qtbot, language):
    from cloudtable.i18n import Translators
    from cloudtable.ui.rules_viewer import rules_html, rules_module

    translators = Translators()
    translators.install(language)
    try:
        viewer = RulesViewer()
        qtbot.addWidget(viewer)
        for game in viewer.games:
            module = rules_module(game)
            if module is None:  # a test game without a rules page
                continue
            readings = sum("In this app," in paragraph for paragraph in module.PARAGRAPHS)
            page = rules_html(game)
            # (A page need not have one: each game's own tests ask for the readings it has.)
            assert page.count('<p style="margin-left: 28px;') == readings, game.id
    finally:
        translators.install("en")


def test_new_game_offers_the_first_game_spells_until_cloudy_kingdom_has_been_played(qtbot, window):
    """The rulebook advises the set spells (Chop!, Inspiration, Burning Crossing) for a first game:
    New Game offers them until a game of Cloudy Kingdom has been played to its end in the window."""
    from cloudtable.engine import Seat, new_match
    from cloudtable.games.cloudy_kingdom.actions import PlayRoute

    def offered():
        dialog = NewGameDialog(window.preferences)
        qtbot.addWidget(dialog)
        pick(dialog, "sky-steps")  # (coming from another game, as a person would)
        pick(dialog, "cloudy-kingdom")
        return dialog.option_boxes["magic"].currentData()

    assert offered() == "first"
    seats = [Seat("Ann", kind="person"), Seat("Bo", kind="computer")]
    window.start_match(new_match("cloudy-kingdom", 2, seed=5, seats=seats, first=0, magic="random"))
    assert offered() == "first"  # begun is not played
    match = window.session.match
    while not match.is_over:  # Ann plays her cards as they come, the computer answers
        if match.current_player == 0:
            legal = match.legal_actions()
            window.session.play(next((a for a in legal if isinstance(a, PlayRoute)), legal[0]))
        qtbot.waitUntil(lambda: match.is_over or match.current_player == 0, timeout=20_000)
    qtbot.waitUntil(lambda: window.result.isVisible())
    assert offered() == "random"  # the game's own default from then on
    assert "cloudy-kingdom" in window.preferences.played_games()


def test_alone_nobody_is_asked_who_begins(qtbot, preferences):
    """Issue 20: New Game offered "First player" for a one-player game."""
    from cloudtable.engine.game import FIRST
    from cloudtable.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(preferences)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.games_list.setCurrentRow([g.id for g in dialog.games].index("strange-world"))
    dialog.count.setValue(2)
    assert dialog.options_form.isRowVisible(dialog.option_boxes[FIRST])
    dialog.count.setValue(1)
    assert not dialog.options_form.isRowVisible(dialog.option_boxes[FIRST])
    assert dialog.make_match().players == 1
    dialog.count.setValue(3)
    assert dialog.options_form.isRowVisible(dialog.option_boxes[FIRST])


def test_a_seat_name_nobody_typed_follows_the_language(qtbot, preferences):
    """Issue 20: "Player 1", chosen once in English, stayed English in French; a typed name stays."""
    from cloudtable.i18n import Translators
    from cloudtable.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(preferences)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("person"))
    dialog.seat_rows[2].kind.setCurrentIndex(dialog.seat_rows[2].kind.findData("person"))
    dialog.seat_rows[2].name.setText("Zoé")
    assert dialog.seat_rows[0].name.text() == "Player 1"
    dialog.accept()
    translators = Translators()
    translators.install("fr")
    try:
        again = NewGameDialog(preferences)
        qtbot.addWidget(again)
        assert [row.name.text() for row in again.seat_rows[:3]] == ["Joueur 1", "Joueur 2", "Zoé"]
        assert [seat.name for seat in again.make_match().seats] == ["Joueur 1", "Joueur 2", "Zoé"]
    finally:
        translators.install("en")


def test_every_picture_of_the_rules_has_its_caption_and_cloud9_has_pictures(qtbot):
    """Issue 20: the rules' example pictures had no captions, and Cloud 9's page none at all.
    Every picture is drawn by the game's own painters (not one flat colour), with its caption
    under it, in the current language."""
    import re

    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QImage

    from cloudtable.engine import get_game
    from cloudtable.ui.rules_viewer import rules_html, rules_module

    for game_id in ("cloudy-kingdom", "strange-world", "cloud9"):
        game = get_game(game_id)
        module = rules_module(game)
        page = rules_html(game)
        pictures = re.findall(r'<img src="data:image/png;base64,([^"]+)">', page)
        captions = re.findall(r'<p class="caption" align="center">([^<]+)</p>', page)
        markers = [p for p in module.PARAGRAPHS if p.startswith("[example:")]
        assert len(pictures) == len(captions) == len(markers) >= 2, game_id
        assert set(module.CAPTIONS) == set(module.EXAMPLES)
        for data in pictures:
            image = QImage.fromData(QByteArray.fromBase64(data.encode("ascii")))
            assert not image.isNull() and image.width() > 100
            colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
            assert len(colours) > 20, game_id  # something is drawn on it


def test_the_strange_world_page_lists_what_wakes_the_tzimimes(qtbot):
    """Issue 20: the five conditions read as a list, not as five loose paragraphs."""
    import re

    from cloudtable.engine import get_game
    from cloudtable.ui.rules_viewer import rules_html

    page = rules_html(get_game("strange-world"))
    lists = re.findall(r"<ul>(.*?)</ul>", page)
    assert len(lists) == 1 and lists[0].count("<li>") == 5
    assert "Water and lies next to a card showing Water" in lists[0] and "- " not in lists[0]
