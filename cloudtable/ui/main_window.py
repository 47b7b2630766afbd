"""The main window: menus, the table, the side panel, the status bar, and the game in play."""

from __future__ import annotations

import random
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QDockWidget, QGridLayout, QLabel, QMainWindow, QWidget

from .. import __version__
from ..engine.message import QT_TRANSLATE_NOOP, Message
from ..i18n import LANGUAGES, Translators, render, seconds
from ..preferences import ASK, MOMENT, NEVER, REVEAL_MOVES, Preferences
from . import play
from .passing import PASSING_MS, Passing
from .side_panel import SidePanel, panel_width
from .sounds import Sounds
from .table.scene import TableScene
from .table.view import TableView
from .view_options import ViewOptionsMenu
from .welcome_item import WelcomeItem

if TYPE_CHECKING:
    from .session import Opening

PROMPT_ROOM = 70  # pixels at the top of a game's table for the prompt bar
# At a game's end, the result is shown after the last move's frame, and the record kept after the
# result's (_game_over).
RESULT_DELAY_MS = 40
RECORD_DELAY_MS = 150
FRAME_GUESS = QSize(8, 40)  # a window manager's title bar and borders, before it says them

# Dialogs, sessions and file handling are imported when first used: the first frame
# of the window appears sooner (see tests/bench/bench_startup.py).

NO_SOUND = QT_TRANSLATE_NOOP("MainWindow", "This computer cannot play sounds: Qt Multimedia could not be loaded.")


class MainWindow(QMainWindow):
    language_changed = Signal(str)
    open_failed = Signal(str)  # a file could not be opened: why, in words
    record_kept = Signal(str)  # a game played to its end here was kept in this file (recent games)

    def __init__(self, preferences: Preferences, translators: Translators, bot_pause_ms: int | None = None):
        super().__init__()
        self.preferences = preferences
        self.translators = translators
        self.bot_pause_ms = bot_pause_ms
        self.session = None  # the GameSession in play
        self.play = None  # its play loop (play.PlayController): the table's relay to the session
        self.review = None  # review mode (review.ReviewController), over whatever was shown
        self._hidden_for_review: list[QWidget] = []
        self.table = None
        self.path: Path | None = None
        self._status: Message | None = None
        self.rules_viewer = None
        self.welcome_panel = None  # the welcome screen's buttons, made after the first frame
        self._reported: set[Path] = set()  # damaged autosaves already reported
        self._after_first_frame: list = []
        # A game just ended shows its result, then keeps its record, a moment later (_game_over).
        self._result_timer = QTimer(self)
        self._result_timer.setSingleShot(True)
        self._result_timer.setInterval(RESULT_DELAY_MS)
        self._result_timer.timeout.connect(self._show_result)
        self._record_timer = QTimer(self)
        self._record_timer.setSingleShot(True)
        self._record_timer.setInterval(RECORD_DELAY_MS)
        self._record_timer.timeout.connect(self._keep_record)

        self.scene = TableScene(self)
        self.scene.fit_rect(QRectF(-1000, -700, 2000, 1400))  # the welcome; a game's table sets its own
        self.scene.status.connect(self.show_status)
        self.sounds = Sounds(preferences, self)  # played when the table announces an event
        self.scene.announced.connect(self.sounds.announced)
        self.view = TableView(self.scene)
        self.welcome = WelcomeItem()
        self.scene.addItem(self.welcome)
        self.call_after_first_frame(self._list_games)
        self.call_after_first_frame(self.sounds.prepare)
        # The overlays (hand-off screen, result panel, prompt bar) are made on first use.
        self._handoff = self._result = self._prompt_bar = None
        self._key_router = None
        centre = QWidget()
        self._grid = QGridLayout(centre)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.addWidget(self.view, 0, 0)
        self.setCentralWidget(centre)

        self.panel = SidePanel()
        self.panel.move_clicked.connect(self._show_move)
        self.view.paint_asked.connect(self.panel.after_table_paint)  # (the panel after the table)
        self.dock = QDockWidget()
        self.dock.setObjectName("sidePanel")
        self.dock.setWidget(self.panel)
        # Hidden and shown again from the View menu (F9), or closed from its title bar; the
        # window's saved state remembers it.
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)

        self.zoom_label = QLabel()
        self.statusBar().addPermanentWidget(self.zoom_label)
        self.statusBar().messageChanged.connect(self._status_cleared)
        self.view.zoomChanged.connect(self._show_zoom)

        self.undo_group = QUndoGroup(self)
        self._make_actions()
        self._make_menus()
        self.retranslate()
        geometry, state = preferences.window_state()
        if geometry is None or not self.restoreGeometry(geometry) or not self._fits_screen():
            self._fit_to_screen()
        if state is not None:
            self.restoreState(state)
        self._fit_panel()
        self.dock.installEventFilter(self)
        QTimer.singleShot(0, self.view.fit)

    # --- the side panel's width ------------------------------------------------------------
    def _fit_panel(self) -> None:
        """The side panel is a narrow column whose width follows the window's, until the person
        drags its edge: that width is kept, and remembered."""
        self._panel_fitted = (self.width(), self.preferences.panel_width or panel_width(self.width()))
        self.resizeDocks([self.dock], [self._panel_fitted[1]], Qt.Orientation.Horizontal)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_panel()

    def eventFilter(self, watched, event) -> bool:
        # The panel resized while the window was not: its edge was dragged.
        if watched is self.dock and event.type() == QEvent.Type.Resize and self.dock.isVisible():
            window_width, wanted = self._panel_fitted
            if self.width() == window_width and abs(self.dock.width() - wanted) > 2:
                self.preferences.panel_width = self.dock.width()
                self._panel_fitted = (window_width, self.dock.width())
        return False

    def _list_games(self) -> None:
        """After the first frame: the welcome screen's list of games and its buttons."""
        from ..engine import available_games
        from .games import has_table
        from .welcome_panel import WelcomePanel

        games = [game for game in available_games() if has_table(game.id)]
        self.welcome.set_games([game.name for game in games])
        self.welcome_panel = WelcomePanel()
        self.welcome_panel.new_game.connect(self.new_game)
        self.welcome_panel.join_table.connect(self.join_table)
        self.welcome_panel.open_file.connect(lambda path: self.open_file(path or None))
        self.welcome_panel.resume.connect(self.continue_game)
        self.welcome_panel.review_unfinished.connect(lambda path: self.review_file(path, self.tr("an unfinished game")))
        self.welcome_panel.review.connect(self.review_file)
        self.welcome_panel.delete.connect(self.delete_unfinished)
        self.welcome_panel.rules.connect(self.show_rules)
        self.welcome_panel.rejoin.connect(self.rejoin_table)
        self.welcome_panel.set_games(games)
        self.welcome_panel.set_recent(self.preferences.recent_files())
        self.welcome_panel.anchor = self._under_the_welcome_title
        self.welcome_panel.make_room = self._room_under_the_welcome_title
        self._grid.addWidget(self.welcome_panel, 0, 0)
        if self.review is None:
            self.welcome_panel.setVisible(self.session is None)
        else:  # a review came first (from the command line): the panel waits behind it like the rest
            self.welcome_panel.hide()
            if self.session is None:
                self._hidden_for_review.append(self.welcome_panel)
        self.list_unfinished()
        self.list_kept_seats()

    def list_kept_seats(self) -> None:
        """The seats kept at tables on the network, on the welcome screen (one click back)."""
        from .kept_seats import kept_seats

        if self.welcome_panel is not None:
            self.welcome_panel.set_kept_seats(kept_seats(self.preferences))

    def _available(self):
        """The part of the screen a window may use (without panels and docks)."""
        from PySide6.QtGui import QGuiApplication

        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry() if screen is not None else None

    def _frame(self) -> QSize:
        """What the window manager adds round the window (title bar, borders); before the
        window shows, X11 has not said it yet: then a usual title bar's room is kept for it
        (seen on a 1280 × 720 screen: the window's bottom, its status bar, lay off the screen)."""
        frame = self.frameGeometry().size() - self.geometry().size()
        return frame if frame.width() > 0 or frame.height() > 0 else FRAME_GUESS

    def _fits_screen(self) -> bool:
        """A remembered size and place is kept only where the whole window is still on screen
        (the screen may be another one now, smaller, or at another scale)."""
        available = self._available()
        if available is None:
            return True
        frame = self._frame()  # (not said yet: the window must leave room for it on the screen)
        room = self.geometry().size() + frame
        return (
            available.contains(self.frameGeometry())
            and room.width() <= available.width()
            and room.height() <= available.height()
        )

    def _fit_to_screen(self) -> None:
        """The default size, 1280 × 820, or less on a smaller screen, centred on it."""
        available = self._available()
        if available is None:
            self.resize(1280, 820)
            return
        frame = self._frame()
        width = min(1280, available.width() - frame.width())
        height = min(820, available.height() - frame.height())
        self.resize(width, height)
        self.move(
            available.left() + (available.width() - width - frame.width()) // 2,
            available.top() + (available.height() - height - frame.height()) // 2,
        )

    def _under_the_welcome_title(self) -> int:
        """Where the welcome panel's top goes: under the names of the games on the table."""
        return self.view.viewport().mapTo(self.centralWidget(), self.view.mapFromScene(QPointF(0, 72))).y()

    def _room_under_the_welcome_title(self, height: int) -> None:
        """The welcome panel needs `height` pixels at the bottom: the title is fitted above them."""
        if self.welcome.isVisible() and height != self.view.bottom_inset:
            self.view.bottom_inset = height
            self.view.fit()

    def call_after_first_frame(self, callback) -> None:
        """Call `callback` once the window has been drawn: a question at start (resume the last
        game?) then comes over a finished window, and the window is not kept waiting for it."""
        self._after_first_frame.append(callback)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        while self._after_first_frame:  # the timer fires when the whole frame is painted
            QTimer.singleShot(0, self._after_first_frame.pop(0))

    # --- overlays, made when first needed -------------------------------------------------
    @property
    def handoff(self):
        if self._handoff is None:
            from .handoff import HandoffScreen

            self._handoff = HandoffScreen()
            self._handoff.ready.connect(self._handoff_done)
            self._grid.addWidget(self._handoff, 0, 0)
        return self._handoff

    @property
    def result(self):
        if self._result is None:
            from .result_panel import ResultPanel

            self._result = ResultPanel()
            self._result.new_game.connect(self.new_game)
            self._result.rematch.connect(self.rematch)
            self._result.review.connect(self.review_game)
            self._result.spared = self._words_on_table  # the win said on the table reads undimmed
            self._grid.addWidget(self._result, 0, 0)
        return self._result

    def _words_on_table(self) -> list[QRect]:
        """Where the bubbles said on the table are now, in the result panel's coordinates."""
        scene, viewport = self.view.scene(), self.view.viewport()
        if not isinstance(scene, TableScene) or self._result is None:
            return []
        rects = []
        for bubble in scene.bubbles:
            corner = self.view.mapFromScene(bubble.scenePos())
            seen = bubble.boundingRect().translated(QPointF(corner)).toAlignedRect()
            rects.append(seen.translated(self._result.mapFrom(self, viewport.mapTo(self, QPoint(0, 0)))))
        return rects

    @property
    def prompt_bar(self):
        if self._prompt_bar is None:
            from .prompt_bar import PromptBar

            self._prompt_bar = PromptBar(self._play_from_prompt)
            self._grid.addWidget(self._prompt_bar, 0, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        return self._prompt_bar

    # --- actions and menus ---------------------------------------------------------------
    def _action(self, slot, shortcut=None) -> QAction:
        action = QAction(self)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcuts(
                QKeySequence.keyBindings(shortcut)
                if isinstance(shortcut, QKeySequence.StandardKey)
                else [QKeySequence(shortcut)]
            )
        return action

    def _make_actions(self) -> None:
        S = QKeySequence.StandardKey
        self.new_action = self._action(self.new_game, S.New)
        self.join_action = self._action(self.join_table, "Ctrl+J")
        self.open_action = self._action(lambda: self.open_file(), S.Open)
        self.save_action = self._action(self.save, S.Save)
        self.save_as_action = self._action(self.save_as, S.SaveAs)
        if not self.save_as_action.shortcuts():
            self.save_as_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.review_action = self._action(lambda: self.review_file())
        self.review_game_action = self._action(self.review_game, "Ctrl+R")
        self.quit_action = self._action(self.close, S.Quit)
        if not self.quit_action.shortcuts():
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        # Undo and Redo name the move they take back or play again, in the current language
        # (QUndoGroup's own actions keep the words of the language they were made in).
        self.undo_action = self._action(self.undo_group.undo, S.Undo)
        self.redo_action = self._action(self.undo_group.redo, S.Redo)
        if not self.redo_action.shortcuts():
            self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        for action, signal in (
            (self.undo_action, self.undo_group.canUndoChanged),
            (self.redo_action, self.undo_group.canRedoChanged),
        ):
            action.setEnabled(False)
            signal.connect(self._enable_undo_actions)
        self.undo_group.undoTextChanged.connect(self._name_undo_actions)
        self.undo_group.redoTextChanged.connect(self._name_undo_actions)
        self.zoom_in_action = self._action(self.view.zoom_in, S.ZoomIn)
        self.zoom_out_action = self._action(self.view.zoom_out, S.ZoomOut)
        self.fit_action = self._action(self.view.fit, "F")
        self.full_screen_action = self._action(self.toggle_full_screen, S.FullScreen)
        self.full_screen_action.setCheckable(True)
        if not self.full_screen_action.shortcuts():
            self.full_screen_action.setShortcut(QKeySequence("F11"))
        self.about_action = self._action(self.about)
        self.language_group = QActionGroup(self)
        self.language_actions = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self, checkable=True)
            action.setData(code)
            action.triggered.connect(partial(self.set_language, code))
            self.language_group.addAction(action)
            self.language_actions[code] = action
        self.rules_actions_f1 = self._action(lambda: self.show_rules(), S.HelpContents)
        # What a move that reveals something does once dropped: the same choice as in Settings.
        self.reveal_group = QActionGroup(self)
        self.reveal_actions = {}
        chosen = self.preferences.reveal_moves
        for value in REVEAL_MOVES:
            action = QAction(self, checkable=True)
            action.setChecked(value == chosen)
            action.triggered.connect(partial(self.set_reveal_moves, value))
            self.reveal_group.addAction(action)
            self.reveal_actions[value] = action
        self.sound_action = self._action(self.set_sound)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(self.preferences.sound)
        self.matrix_action = self._action(self.show_matrix_account)
        self.settings_action = self._action(self.show_settings, S.Preferences)
        if not self.settings_action.shortcuts():
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_dialog = None

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_action)
        self.game_menu.addAction(self.join_action)
        self.continue_menu = self.game_menu.addMenu("")
        self.continue_menu.aboutToShow.connect(self._fill_continue_menu)
        self.game_menu.addAction(self.open_action)
        self.recent_menu = self.game_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.recent_menu.setToolTipsVisible(True)  # (each entry's file)
        self.game_menu.addAction(self.review_action)
        self.game_menu.addAction(self.review_game_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.save_action)
        self.game_menu.addAction(self.save_as_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.edit_menu.addSeparator()
        self.reveal_menu = self.edit_menu.addMenu("")
        for action in self.reveal_actions.values():
            self.reveal_menu.addAction(action)
        self.edit_menu.addAction(self.sound_action)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.matrix_action)
        self.edit_menu.addAction(self.settings_action)
        self.view_menu = bar.addMenu("")
        for action in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            self.view_menu.addAction(action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.full_screen_action)
        self.panel_action = self.dock.toggleViewAction()
        self.panel_action.setShortcut(QKeySequence("F9"))
        self.view_menu.addAction(self.panel_action)
        self.view_options = ViewOptionsMenu(self, self.view_menu)  # the game's own, at the end
        self.language_menu = bar.addMenu("")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.help_menu = bar.addMenu("")
        self.rules_menu = self.help_menu.addMenu("")
        self.rules_menu.aboutToShow.connect(self._fill_rules_menu)
        self.help_menu.addAction(self.rules_actions_f1)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    def _fill_rules_menu(self) -> None:
        # Filled when opened: listing the games imports their rules, which start-up avoids.
        from ..engine import available_games

        self.rules_menu.clear()
        for game in available_games():
            action = self.rules_menu.addAction(self.tr("Rules of {game}").format(game=render(game.name)))
            action.triggered.connect(partial(self.show_rules, game.id))

    def _fill_recent_menu(self) -> None:
        from .welcome_panel import recent_label

        self.recent_menu.clear()
        files = self.preferences.recent_files()
        for number, path in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{number} {recent_label(path).replace('&', '&&')}")
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(partial(self.open_file, path))
        if not files:
            empty = self.recent_menu.addAction(self.tr("No recent games"))
            empty.setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(self.tr("&Clear the List"))
            clear.triggered.connect(self.preferences.clear_recent_files)

    def _fill_continue_menu(self) -> None:
        """Game → Continue: every unfinished game; a click goes on with it. Delete is a
        submenu of the same games."""
        from .unfinished import one_line, state_note

        self.continue_menu.clear()
        games = self.list_unfinished()
        current = self._current_autosave()
        if not games:
            empty = self.continue_menu.addAction(self.tr("No unfinished games"))
            empty.setEnabled(False)
            return
        delete_menu = None
        for game in games:
            note = state_note(game, current)
            text = one_line(game).replace("&", "&&") + (f" ({note})" if note else "")
            action = self.continue_menu.addAction(text)
            action.setEnabled(note is None)
            action.setData(str(game.path))
            action.triggered.connect(partial(self.continue_game, game.path))
        self.continue_menu.addSeparator()
        delete_menu = self.continue_menu.addMenu(self.tr("&Delete"))
        for game in games:
            note = state_note(game, current)
            action = delete_menu.addAction(one_line(game).replace("&", "&&") + "…")
            action.setEnabled(note is None)
            action.setData(str(game.path))
            action.triggered.connect(partial(self.delete_unfinished, game.path))

    def _name_undo_actions(self, *_) -> None:
        # Named only when it can be done. A player's name may hold an "&", which is no key here.
        undo = self.undo_group.undoText().replace("&", "&&") if self._may_undo() else ""
        redo = self.undo_group.redoText().replace("&", "&&") if self._may_redo() else ""
        self.undo_action.setText(self.tr("&Undo: {move}").format(move=undo) if undo else self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo: {move}").format(move=redo) if redo else self.tr("&Redo"))

    # --- language ---------------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        self.translators.install(code)
        self.preferences.language = self.translators.language
        self.language_changed.emit(self.translators.language)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New…"))
        self.new_action.setStatusTip(self.tr("Start a new game"))
        self.join_action.setText(self.tr("&Join a Table…"))
        self.join_action.setStatusTip(self.tr("Play at a table hosted on another computer"))
        self.continue_menu.setTitle(self.tr("&Continue"))
        self.open_action.setText(self.tr("&Open…"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &As…"))
        self.review_action.setText(self.tr("Re&view a Saved Game…"))
        self.review_action.setStatusTip(self.tr("Step through a saved game, move by move"))
        self.review_game_action.setText(self.tr("Review &This Game"))
        self.review_game_action.setStatusTip(self.tr("Step through the game on the table from its start"))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.reveal_menu.setTitle(self.tr("&When a Move Reveals Something"))
        self.reveal_actions[ASK].setText(self.tr("&Always Ask"))
        self.reveal_actions[ASK].setStatusTip(
            self.tr("The card waits where you dropped it until you play it (Enter) or take it back (Esc)")
        )
        self.reveal_actions[MOMENT].setText(self.tr("A &Short Moment to Take It Back"))
        self.reveal_actions[MOMENT].setStatusTip(
            self.tr("The move is played after {seconds} s; until then, Esc takes it back").format(
                seconds=seconds(play.TAKE_BACK_MS)
            )
        )
        self.reveal_actions[NEVER].setText(self.tr("&Never Wait"))
        self.reveal_actions[NEVER].setStatusTip(self.tr("The move is played as soon as you drop the card"))
        self.sound_action.setText(self.tr("Sou&nds"))
        self.sound_action.setStatusTip(
            self.tr("Sounds when a round starts, a Dark City rises, the balloon falls, a game is won…")
        )
        self.matrix_action.setText(self.tr("&Matrix Account…"))
        self.matrix_action.setStatusTip(self.tr("Sign in to Matrix, to host and join tables over the internet"))
        self.settings_action.setText(self.tr("Se&ttings…"))
        self.view_menu.setTitle(self.tr("&View"))
        self.zoom_in_action.setText(self.tr("Zoom &In"))
        self.zoom_out_action.setText(self.tr("Zoom &Out"))
        self.fit_action.setText(self.tr("&Fit the Table"))
        self.full_screen_action.setText(self.tr("F&ull Screen"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_menu.setTitle(self.tr("&Rules"))
        self.rules_actions_f1.setText(self.tr("Rules of &This Game"))
        self.about_action.setText(self.tr("&About cloudtable"))
        self.dock.setWindowTitle(self.tr("Players and moves"))
        self.view_options.retranslate()
        self.panel_action.setText(self.tr("&Players and Moves"))  # (after the title, which names it too)
        for code, action in self.language_actions.items():
            action.setChecked(code == self.translators.language)
        self.welcome.update()
        if self.session is not None:
            self.session.retranslate()
        self._name_undo_actions()  # after the session has named its moves again
        if self.table is not None:
            self.table.retranslate()
        self._show_zoom(self.view.zoom)
        self.show_status(self._status)
        self._update_title()

    # --- message boxes ----------------------------------------------------------------------
    def warn(self, title: str, text: str, offer_save_as: bool = False) -> None:
        """A warning in plain text (it may quote a file or player name: never markup); with
        `offer_save_as`, a Save As… button beside OK."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        save_as = box.addButton(self.tr("Save As…"), QMessageBox.ButtonRole.AcceptRole) if offer_save_as else None
        box.exec()
        box.deleteLater()
        if save_as is not None and box.clickedButton() is save_as:
            self.save_as()

    def ask(self, title: str, text: str, yes: str) -> bool:
        """A question in plain text with a button that says what it does (`yes`) and Cancel."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        box.deleteLater()
        return box.clickedButton() is accept

    # --- status bar ---------------------------------------------------------------------------
    def show_status(self, message: Message | Passing | None) -> None:
        """`message` in the status bar until another replaces it; a Passing one for a moment."""
        self._status = message
        if message is None:
            self.statusBar().clearMessage()
        elif isinstance(message, Passing):
            self.statusBar().showMessage(render(message.message), PASSING_MS)
        else:
            self.statusBar().showMessage(render(message))

    def _status_cleared(self, text: str) -> None:
        """A passing notice has gone: a language switch must not bring it back."""
        if not text and isinstance(self._status, Passing):
            self._status = None

    def _show_zoom(self, zoom: float) -> None:
        self.zoom_label.setText(self.tr("Zoom {percent}%").format(percent=round(zoom * 100)))
        # Before a game there is nothing to zoom.
        self.zoom_label.setVisible(self.session is not None or self.review is not None)

    def _update_title(self) -> None:
        """The game and the file; Qt adds the application's name ("… — cloudtable")."""
        parts = []
        if self.review is not None:  # (the review's bar says what is reviewed)
            parts.append(self.tr("Review"))
        elif self.session is not None:
            parts.append(render(self.session.feed.game.name))
            if self.path is not None:
                parts.append(self.path.name)
        self.setWindowTitle(" — ".join(parts) + "[*]" if parts else "")
        # Save saves the game in play (a table on the network is the host's to keep); a review
        # has its own Export.
        playing = self.session is not None and self.review is None
        savable = playing and not self.session.remote
        self.save_action.setEnabled(savable)
        self.save_as_action.setEnabled(savable)
        self.review_game_action.setEnabled(savable)

    # --- games ------------------------------------------------------------------------------------
    def new_game(self) -> None:
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.preferences, self)
        accepted = dialog.exec() == NewGameDialog.DialogCode.Accepted
        hosting = accepted and dialog.hosting
        match = dialog.make_match() if accepted and not hosting else None
        settings = dialog.host_settings() if hosting else None
        # Gone once closed: a dialog kept alive would be made again at every language switch.
        dialog.deleteLater()
        if settings is not None:  # others play from their own computers (ui/remote_game.py)
            from .remote_game import RemoteGame

            if self._may_leave():
                RemoteGame.start_host(self, *settings)
        elif match is not None:
            self.start_match(match)

    def join_table(self) -> None:
        """Game → Join a Table…: play at a table hosted on another computer."""
        from .remote_game import join_table

        if self._may_leave():
            join_table(self)

    def rejoin_table(self, kept) -> None:
        """The welcome screen's Rejoin: back to a seat kept at a table on the network."""
        from .remote_game import RemoteGame

        if self._may_leave():
            RemoteGame.go_back(self, kept)

    def _may_leave(self) -> bool:
        """A table this window hosts for others is left only once the person has said so."""
        return self.session is None or not self.session.remote or self.session.may_leave()

    def rematch(self) -> None:
        if self.session is not None and self.session.remote:
            self.session.rematch()  # the table's host starts it, for everyone
        elif self.session is not None:
            self.start_match(self.session.rematch(random.SystemRandom().randrange(2_000_000_000)))

    def start_match(self, match, path: Path | None = None, slot=None) -> bool:
        """Play `match` (opened from `path`, or resumed from its autosave `slot`); the game that
        was running stays in the unfinished games. False if it was not started. The match is
        handed on to the session unread."""
        from .session import Opening

        return self.open_game(Opening(match, path, slot))

    def open_game(self, opening: Opening) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from .games import table_class as find_table_class

        table_class = find_table_class(opening.game_id)
        if table_class is None:
            QMessageBox.information(self, self.tr("Not playable yet"), self.tr("This game has no table yet."))
            return False
        if not opening.remote and not self._may_leave():
            return False
        if opening.slot is None and not opening.is_over and not opening.remote and not self._room_for_another_game():
            return False
        if self.review is not None:
            self._leave_review(resume=False)
        self._end_session()
        self.welcome.hide()
        # A fitted table starts below a prompt bar of two lines (laid over the view's top), so
        # the bar never hides the others' names at the top of the table; the welcome panel is gone.
        self.view.top_inset, self.view.bottom_inset = PROMPT_ROOM, 0
        if self.welcome_panel is not None:
            self.welcome_panel.hide()
        self.result.release()
        self.path = opening.path
        self.session = opening.session(bot_pause_ms=self.bot_pause_ms or 700, parent=self)
        self.session.reveal_moves = self.preferences.reveal_moves
        self.session.autosave_off.connect(self._autosave_off)
        self.undo_group.addStack(self.session.undo_stack)
        self.undo_group.setActiveStack(self.session.undo_stack)
        self.table = table_class(self.scene, self.session.feed)
        self.view_options.show_for(self.table)
        controller = opening.controller if opening.remote else play.PlayController  # type: ignore[attr-defined]
        self.play = controller(self.session, self.table, self.scene, self)
        self.play.status.connect(self.show_status)
        self.play.prompt.connect(self.prompt_bar.show_prompt)
        self.play.laid_out.connect(self._laid_out)
        self.play.handoff_asked.connect(self._ask_handoff)
        self.play.handoff_over.connect(self.handoff.hide)
        self.play.held_changed.connect(self._enable_undo_actions)
        self.play.moved.connect(self._moved)
        self.play.game_over.connect(self._game_over)
        self.panel.set_session(self.session, self.table.seat_colour)
        self.play.start()
        self._update_title()
        self.setWindowModified(False)
        self.view.fit()
        self.show_status(None)
        if self._key_router is None:  # the table's keys, whatever has the focus (made with the first game)
            from .key_router import KeyRouter

            self._key_router = KeyRouter(self)
        self.view.setFocus()  # the keys go to the table from the first moment
        if self.play.feed.is_over:
            self.play.finish()
        else:
            if opening.path is None:
                # A new game is resumable before its first move; a game opened from a file is
                # kept in that file until its first move.
                self.session.save_autosave()
            self.session.start()
        return True

    def _room_for_another_game(self) -> bool:
        """A new unfinished game is coming: if the list is full, the oldest game (that no window
        plays) is deleted, but only once the person has said so."""
        from .. import storage
        from .unfinished import one_line

        games = [game for game in self.list_unfinished() if game.path != self._current_autosave()]
        if self.session is not None and not self.session.feed.is_over:
            games.append(None)  # the running game, which stays (its autosave may still be to come)
        if len(games) < storage.MAX_UNFINISHED:
            return True
        free = [game for game in games if game is not None and not game.elsewhere]
        if not free:
            return True  # all are being played: nothing is dropped, the list grows for now
        oldest = min(free, key=lambda game: game.modified)
        text = (
            self.tr(
                "You have %n unfinished games, as many as are kept. To start this one, the oldest is deleted:",
                None,
                len(games),
            )
            + "\n\n"
            + one_line(oldest)
            + "\n\n"
            + self.tr(
                "It cannot be resumed afterwards. Save it first (continue it, then Save As) if you want to keep it."
            )
        )
        if not self.ask(self.tr("Delete the oldest unfinished game?"), text, self.tr("Delete It and Start")):
            return False
        storage.delete_autosave(oldest.path)
        return True

    def _current_autosave(self) -> Path | None:
        slot = None if self.session is None else self.session.slot
        return None if slot is None else slot.path

    def list_unfinished(self) -> list:
        """The unfinished games (storage.Unfinished, newest first), shown on the welcome screen;
        a damaged autosave is reported once."""
        from .. import storage

        listing = storage.unfinished_games(ended := self.preferences.ended_autosaves())
        if listing.ended != ended:
            self.preferences.set_ended_autosaves(listing.ended)  # those gone since are forgotten
        if self.welcome_panel is not None:
            self.welcome_panel.set_unfinished(listing.games, self._current_autosave())
        damaged = [d for d in listing.damaged if d.path not in self._reported]
        self._reported.update(d.path for d in damaged)
        for item in damaged:
            text = self.tr("An unfinished game was autosaved, but the autosave is damaged and cannot be resumed.")
            text += "\n\n" + render(item.message)
            if item.kept is not None:
                text += "\n\n" + self.tr("It was kept as {path}.").format(path=str(item.kept))
            self.warn(self.tr("Cannot resume a game"), text)
        return listing.games

    def continue_game(self, path: Path) -> bool:
        """Go on with an unfinished game; the game running now stays in the list."""
        from .. import storage
        from ..engine import SaveFileError

        path = Path(path)
        if path == self._current_autosave():
            self._leave_review()  # (the game in play goes on: nothing to open)
            return True
        slot = storage.AutosaveSlot(path)
        if not slot.acquire():
            self.warn(self.tr("Cannot continue the game"), self.tr("This game is open in another cloudtable window."))
            self.list_unfinished()
            return False
        from .session import Opening

        try:
            opening = Opening(storage.read_autosave(path), slot=slot)
        except SaveFileError as error:
            slot.release()
            self.warn(self.tr("Cannot continue the game"), render(error.message))
            self.list_unfinished()
            return False
        if opening.is_over or not self.open_game(opening):
            slot.release()
            self.list_unfinished()
            return False
        self.show_status(
            Passing(Message("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "The game goes on where it was left.")))
        )
        return True

    def delete_unfinished(self, path: Path) -> bool:
        """Delete an unfinished game (its autosave), once the person has confirmed it."""
        from .. import storage
        from .unfinished import one_line

        path = Path(path)
        game = next((g for g in self.list_unfinished() if g.path == path), None)
        if game is None or path == self._current_autosave():
            return False
        question = self.tr("Delete the unfinished game?")  # said in the box too: not every system shows its title
        if not self.ask(
            question,
            question + "\n\n" + one_line(game) + "\n\n" + self.tr("It cannot be resumed afterwards."),
            self.tr("Delete"),
        ):
            return False
        deleted = storage.delete_autosave(path)
        if not deleted:
            reason = (
                self.tr("This game is open in another cloudtable window.")
                if storage.held_elsewhere(path)
                else self.tr("Its file could not be deleted: {path}").format(path=str(path))
            )
            self.warn(self.tr("Cannot delete the game"), reason)
        self.list_unfinished()
        return deleted

    def _autosave_off(self, message: Message) -> None:
        # After the move that failed has been drawn, so the box comes over the new position.
        QTimer.singleShot(0, lambda: self.warn(self.tr("Autosave is off"), render(message), offer_save_as=True))

    def _end_session(self) -> None:
        if self._result_timer.isActive() or self._record_timer.isActive():  # a game just ended is left
            self._result_timer.stop()
            self._keep_record()
        if self.play is not None:
            self.play.close()
            self.play.deleteLater()
            self.play = None
        self.scene.cancel_drag()
        self.scene.hide_preview()
        if self.session is not None:
            self.session.stop()
            if self.session.slot is not None:
                self.session.slot.release()  # its autosave stays: the game is in the list
            self.undo_group.removeStack(self.session.undo_stack)
            self.session.deleteLater()
            self.session = None
        self._enable_undo_actions()
        if self.table is not None:
            self.table.clear()
            self.table.deleteLater()
            self.table = None
        self.view_options.show_for(None)
        self.handoff.hide()
        self.prompt_bar.show_prompt(None)

    def _undo_free(self) -> bool:
        # Not while a move is held on the table: an undo under it would leave the held move
        # standing on a position that is gone (Take back, or Esc, takes it back).
        return self.play is None or not self.play.holding

    def _may_undo(self) -> bool:
        return self._undo_free() and self.undo_group.canUndo()

    def _may_redo(self) -> bool:
        return self._undo_free() and self.undo_group.canRedo()

    def _enable_undo_actions(self, *_) -> None:
        self.undo_action.setEnabled(self._may_undo())
        self.redo_action.setEnabled(self._may_redo())
        self._name_undo_actions()

    def set_reveal_moves(self, value: str) -> None:
        """Always ask, a short moment or never wait, before a move that reveals something is
        played (the Edit menu and Settings). A move held now follows the new choice at once."""
        self.preferences.reveal_moves = value
        self.reveal_actions[value].setChecked(True)
        if self.play is not None:
            self.play.set_reveal_moves(value)

    def set_sound(self, on: bool) -> None:
        """Edit → Sounds: the table's sounds on or off, remembered."""
        self.sounds.set_on(on)
        self.sound_action.setChecked(on)
        if on and not self.sounds.available:
            self.show_status(Message("MainWindow", NO_SOUND))

    def show_matrix_account(self) -> None:
        """Edit → Matrix Account…: sign in to Matrix (or out), to play over the internet."""
        from .matrix_account_dialog import MatrixAccountDialog

        dialog = MatrixAccountDialog(self.preferences, self)
        dialog.exec()
        dialog.deleteLater()

    def show_settings(self) -> None:
        """Edit → Settings…: the choices kept between games, applied when the person says OK."""
        from .settings_dialog import SettingsDialog

        if self.settings_dialog is not None:
            self.settings_dialog.raise_()
            return
        self.settings_dialog = dialog = SettingsDialog(
            self.preferences.reveal_moves, self.translators.language, play.TAKE_BACK_MS, self
        )
        dialog.accepted.connect(lambda: self._apply_settings(dialog))
        dialog.finished.connect(self._settings_closed)
        dialog.open()

    def _apply_settings(self, dialog) -> None:
        if dialog.reveal_moves() != self.preferences.reveal_moves:
            self.set_reveal_moves(dialog.reveal_moves())
        if dialog.language() != self.translators.language:
            self.set_language(dialog.language())

    def _settings_closed(self) -> None:
        if self.settings_dialog is not None:
            self.settings_dialog.deleteLater()
            self.settings_dialog = None

    def _play_from_prompt(self, action) -> None:
        if self.play is not None:
            self.play.play_from_prompt(action)

    def _show_move(self, index: int) -> None:
        """A line of the log was clicked: its move's place lights up on the table (in a review,
        the table shows the game just after that move)."""
        if self.review is not None:
            self.review.pause()
            self.review.goto(index + 1)
        elif self.table is not None:
            rect = self.table.flash_move(index)
            if rect is not None:
                self.view.ensureVisible(rect, 40, 40)

    def _laid_out(self, content: QRectF) -> None:
        self.view.refit_if_changed(content)

    def _moved(self) -> None:
        self.setWindowModified(not self.session.remote)  # (a remote game is kept by its host)
        if not self.play.feed.is_over and self.result.isVisible():
            self.result.hide()  # an undo after the end

    @property
    def viewer(self) -> int | None:
        return None if self.session is None else self.session.viewer

    def _ask_handoff(self, seat: int, name: str) -> None:
        self.handoff.ask(seat, name)

    def _handoff_done(self, seat: int) -> None:
        if self.play is not None:
            self.play.show_to(seat)
            self.view.setFocus()

    def _game_over(self) -> None:
        self.preferences.add_played_game(self.session.feed.game.id)  # New Game's first-game options
        self.panel.refresh()
        # The end's turn of the event loop was the longest of every game (tests/bench/bench_frames.py):
        # the last move laid out and painted, the result panel made and painted over the table (2-6
        # ms and a repaint of all under it), the record's file, the recent games' settings and their
        # list (4-10 ms). The last move is painted first, the result in a turn of its own a moment
        # later, then the record is kept and only then the autosave deleted (all at once if the game
        # is left before).
        self._result_timer.start()

    def _show_result(self) -> None:
        self._result_timer.stop()
        if self.play is None or not self.play.feed.is_over:  # (taken back meanwhile)
            return
        self.result.show_result(self.play.feed, you=self.session.you, reviewable=not self.session.remote)
        self._record_timer.start()

    def _keep_record(self) -> None:
        """A game played to its end here keeps its record in the recent games list, to be reviewed
        (a game opened already over has one: nothing was played since it was opened)."""
        from .. import storage

        self._record_timer.stop()
        if self.session is None or not self.session.feed.is_over:
            return
        if self.isWindowModified():
            try:
                path = storage.finished_record_path(self.session.feed.game.id)
                self.session.save_to(path)
            except storage.WriteError as error:
                self.show_status(error.message)
            else:
                recent = self.preferences.add_recent_file(str(path))  # (the settings file read and written once)
                storage.forget_finished_records(recent)
                if self.welcome_panel is not None:
                    self.welcome_panel.set_recent(recent)
                self.record_kept.emit(str(path))
        self._forget_autosave()

    def _forget_autosave(self) -> None:
        """The autosave of a game that ended goes once its record is kept, not before: until
        then it is the game's only copy on disk."""
        from .. import storage

        slot = self.session.slot
        if slot is not None and not slot.delete():
            # A folder that cannot be written: the autosave stays, but the game is over and
            # is never offered again.
            fingerprint = storage.autosave_fingerprint(slot.path)
            if fingerprint is not None:
                self.preferences.add_ended_autosave(fingerprint)

    # --- files ------------------------------------------------------------------------------------
    def _file_filter(self) -> str:
        return self.tr("cloudtable saves (*.cloudtable);;All files (*)")

    def open_file(self, path: str | Path | None = None) -> bool:
        from PySide6.QtWidgets import QFileDialog

        from .. import storage
        from ..engine import SaveFileError

        if path is None:
            start = str(self.path.parent if self.path else storage.saves_dir())
            chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Open a Saved Game"), start, self._file_filter())
            if not chosen:
                return False
            path = chosen
        path = Path(path)
        try:
            match = storage.read_match(path)
        except SaveFileError as error:
            text = self.tr("{file} cannot be opened.").format(file=path.name) + "\n\n" + render(error.message)
            self.open_failed.emit(text)
            self.warn(self.tr("Cannot open the game"), text)
            if storage.is_gone(path):
                self.preferences.remove_recent_file(str(path))
            return False
        if not self.start_match(match, path):
            return False
        self.preferences.add_recent_file(str(path))
        self.setWindowModified(False)
        self.show_status(
            Passing(Message.of("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Opened {file}."), file=path.name))
        )
        return True

    def open_handed_file(self, path: Path) -> bool:
        """A save double-clicked while this window runs (handed over by a second start): the
        window comes to the front and opens it; the game running here stays in the list."""
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()
        return self.open_file(path)

    def save(self) -> bool:
        if self.session is None:
            return False
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        if self.session is None:
            return False
        from .. import storage

        start = self.path or storage.saves_dir() / (self.session.feed.game.id + storage.EXTENSION)
        chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save the Game"), str(start), self._file_filter())
        if not chosen:
            return False
        if not chosen.endswith(storage.EXTENSION):
            chosen += storage.EXTENSION
        return self.save_to(Path(chosen))

    def save_to(self, path: Path) -> bool:
        from .. import storage

        try:
            self.session.save_to(path)
        except storage.WriteError as error:
            self.warn(self.tr("Cannot save the game"), render(error.message))
            return False
        self.path = Path(path)
        self.preferences.add_recent_file(str(self.path))
        self.setWindowModified(False)
        self._update_title()
        self.show_status(
            Passing(Message.of("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Saved to {file}."), file=self.path.name))
        )
        return True

    # --- review ------------------------------------------------------------------------------------
    def review_file(self, path: str | Path | None = None, source: str | None = None) -> bool:
        """Game → Review a Saved Game…, and Review in the welcome screen's lists: a save (or an
        unfinished game's autosave) on the table at any move, read-only."""
        from PySide6.QtWidgets import QFileDialog

        from .. import storage
        from ..engine import SaveFileError
        from ..engine.replay import Replay

        if path is None:
            start = str(self.path.parent if self.path else storage.saves_dir())
            chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Review a Saved Game"), start, self._file_filter())
            if not chosen:
                return False
            path = chosen
        path = Path(path)
        try:
            replay = Replay(storage.read_match(path))
        except SaveFileError as error:
            text = self.tr("{file} cannot be opened.").format(file=path.name) + "\n\n" + render(error.message)
            self.warn(self.tr("Cannot review the game"), text)
            return False
        return self.start_review(replay, path.name if source is None else source)

    def review_game(self) -> bool:
        """The game on the table, from its start (the result panel's Review, Review This Game)."""
        if self.session is None or self.review is not None or self.session.remote:
            return False  # (a table on the network: this window has views only, not the record)
        source = self.tr("the game just played") if self.session.feed.is_over else self.tr("the game in play")
        return self.start_review(self.session.replay(), source)

    def start_review(self, replay, source: str) -> bool:
        """Show `replay` (engine/replay.py) in review mode: the review's table in the view, its bar
        under it, its moves in the side panel. The game in play, if any, waits behind it, paused,
        with whatever was shown over it, until the review is left."""
        from .games import table_class as find_table_class
        from .review import ReviewController

        table_class = find_table_class(replay.game.id)
        if table_class is None:
            self.warn(self.tr("Not playable yet"), self.tr("This game has no table yet."))
            return False
        if self.review is not None:  # another review in its place, over the same screen
            hidden = self._hidden_for_review
            self._leave_review(resume=False)
            self._hidden_for_review = hidden
        elif self.session is not None:
            if self.play is not None:
                self.play.take_back_move()  # a move waiting for its moment would be played unseen
            self.session.paused = True
            self.session.stop()
        self.scene.cancel_drag()
        self.scene.hide_preview()
        if not self._hidden_for_review:
            overlays = (self.welcome_panel, self._result, self._handoff, self._prompt_bar)
            self._hidden_for_review = [w for w in overlays if w is not None and w.isVisible()]
        for widget in self._hidden_for_review:
            widget.hide()
        review = self.review = ReviewController(replay, table_class, source, self)
        review.status.connect(self.show_status)
        review.laid_out.connect(self._laid_out)
        review.left.connect(self._leave_review)
        review.play_on.connect(self.start_match)
        review.failed.connect(self.warn)
        review.moved.connect(self.panel.mark_move)
        review.scene.announced.connect(self.sounds.announced)
        self.view.setScene(review.scene)
        self._grid.addWidget(review.bar, 1, 0)
        self._grid.addWidget(review.handoff, 0, 0)
        self.undo_group.setActiveStack(None)
        self._enable_undo_actions()
        self.panel.set_session(review.log, review.table.seat_colour)
        self.view_options.show_for(review.table)
        review.start()
        self.view.fit()
        self._update_title()
        self._show_zoom(self.view.zoom)
        self.view.setFocus()
        return True

    def _leave_review(self, resume: bool = True) -> None:
        """Back to where the person was: the game in play (going on again with `resume`) or the
        welcome screen, with what was shown over it."""
        review, self.review = self.review, None
        if review is None:
            return
        review.close()
        review.deleteLater()
        self.view.setScene(self.scene)
        self.panel.set_session(self.session, self.table.seat_colour if self.table is not None else None)
        self.view_options.show_for(self.table)
        hidden, self._hidden_for_review = self._hidden_for_review, []
        if self.session is not None:
            self.undo_group.setActiveStack(self.session.undo_stack)
            if resume:
                self.session.paused = False
                self.session.start()
        self._enable_undo_actions()
        if resume:
            for widget in hidden:
                widget.show()
                widget.raise_()
        self.view.fit()
        self._update_title()
        self._show_zoom(self.view.zoom)
        self.show_status(None)
        self.view.setFocus()

    # --- view, help --------------------------------------------------------------------------------
    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def show_rules(self, game_id: str | None = None) -> None:
        if self.rules_viewer is None:
            from .rules_viewer import RulesViewer

            self.rules_viewer = RulesViewer(self)
        if game_id is None and self.session is not None:
            game_id = self.session.feed.game.id
        if game_id is not None:
            self.rules_viewer.show_game(game_id)
        self.rules_viewer.show()
        self.rules_viewer.raise_()

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            self.tr("About cloudtable"),
            self.tr(
                "<h3>cloudtable {version}</h3><p>A table for three cloud-themed card games: Cloudy Kingdom, "
                "Strange World above the clouds and Cloud 9, against friends at one computer or against "
                "computer players.</p>"
            ).format(version=__version__),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._may_leave():
            event.ignore()
            return
        self.preferences.set_window_state(self.saveGeometry(), self.saveState())
        if self.review is not None:
            self._leave_review(resume=False)
        self._end_session()
        if self.rules_viewer is not None:
            self.rules_viewer.close()
        super().closeEvent(event)
