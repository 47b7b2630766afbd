"""The table's own panel in a game played across computers: where the table is (its address and join
code, to pass on), whether this window is connected to it, and the chat.

What others write is shown as plain text, never as markup; the lines kept are bounded (the oldest
go), and a line sent is checked as the protocol reads it (docs/protocol.md: 1 to 500 characters on
one line).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..net.certificate import shown
from ..net.join_code import FINGERPRINT, TableAddress, encode
from ..net.protocol import MAX_CHAT, Chat, ProtocolError

MAX_LINES = 500  # chat lines kept on screen


def join_code(address: TableAddress, invitation: bytes | None = None) -> str | None:
    """The join code of an address (with an invited seat's invitation: that seat's own), if it
    is an IP address (a name has none) and, for `wss://`, its certificate is known (a code
    without a fingerprint names a plain `ws://` table: whoever was given it could not join)."""
    if address.tls and address.fingerprint is None:
        return None
    try:
        return encode(address.host, address.port, address.fingerprint, invitation)
    except ValueError:
        return None


def code_lines(code: str, groups: int = 3) -> str:
    """A join code as the narrow panel shows it: a few groups of letters a line (copied with its
    line breaks, it still reads: net/join_code.py leaves them out)."""
    parts = code.split("-")
    return "-\n".join("-".join(parts[i : i + groups]) for i in range(0, len(parts), groups))


def readable_chat(text: str) -> str | None:
    """`text` as a chat line the protocol takes (surrounding spaces dropped), or None."""
    text = text.strip()
    try:
        return Chat().read(text, "text")
    except ProtocolError:
        return None


CHAT_LINES_SHOWN = 4  # lines of chat the panel makes room for beside its rows (wanted_height)


class TablePanel(QWidget):
    say = Signal(str)  # a chat line to send (already checked)
    adjourn = Signal()  # the person asks to adjourn the game
    go_back = Signal()  # the person asks to go back to the table (after it was left or adjourned)
    invite = Signal()  # the person asks to invite someone by their Matrix ID (a table hosted through Matrix)
    done_typing = Signal()  # Esc in the chat line: the keys go to the table again

    def __init__(self, parent=None):
        super().__init__(parent)
        self.connected: bool | None = None
        self.paused: str | None = None
        self.seated = False
        self._chatted = False  # a chat line has been shown
        self._addresses: list[tuple[TableAddress, str]] = []
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a table's name is never markup
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self.title.setWordWrap(True)
        self.status = QLabel()
        self.status.setObjectName("connectionStatus")
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.status.setWordWrap(True)
        self.join_label = QLabel()
        self.join_label.setWordWrap(True)
        self.address = QComboBox()  # one line per address of this computer others may reach
        self.address.currentIndexChanged.connect(self._show_code)
        self.code = QLabel()
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        code_font = QFont("monospace")
        code_font.setStyleHint(QFont.StyleHint.Monospace)
        code_font.setBold(True)
        self.code.setFont(code_font)
        # The certificate's fingerprint (wss://): whoever joined by a plain address compares it
        # with the host's; a join code checks it by itself.
        self.fingerprint = QLabel()
        self.fingerprint.setObjectName("fingerprint")
        self.fingerprint.setWordWrap(True)
        self.fingerprint.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._fingerprint: bytes | None = None
        # The invited seats still waiting, each with its own code (only in the host's window).
        self._invitations: dict[int, bytes] = {}
        self.invitations_label = QLabel()
        self.invitations_label.setWordWrap(True)
        self.invitations_grid = QGridLayout()
        self.invitations_grid.setContentsMargins(0, 0, 0, 0)
        self.invitation_codes: dict[int, QLabel] = {}
        # A table hosted through Matrix: its room's link, for those invited to find it.
        self._room: str | None = None
        self.room_label = QLabel()
        self.room_label.setWordWrap(True)
        self.room_link = QLabel()
        self.room_link.setObjectName("matrixRoom")
        self.room_link.setTextFormat(Qt.TextFormat.PlainText)
        self.room_link.setWordWrap(True)
        self.copy_room = QToolButton()
        self.copy_room.clicked.connect(lambda: self._copy(self.room_url()))
        self.invite_button = QPushButton()
        self.invite_button.clicked.connect(self.invite)
        for widget in (self.room_label, self.room_link, self.copy_room, self.invite_button):
            widget.hide()
        # Over Matrix, the seats kept each for one invited account: whom each waits for.
        self._waiting: list[tuple[str, str]] = []
        self.waiting = QLabel()
        self.waiting.setObjectName("waitingFor")
        self.waiting.setTextFormat(Qt.TextFormat.PlainText)  # (names and IDs from the network)
        self.waiting.setWordWrap(True)
        self.waiting.hide()
        self.copy_address = QToolButton()  # (small: the panel is a narrow column)
        self.copy_code = QToolButton()
        self.copy_address.clicked.connect(lambda: self._copy(self.current_address()))
        self.copy_code.clicked.connect(lambda: self._copy(self.current_code()))
        self.adjourn_button = QPushButton()
        self.adjourn_button.clicked.connect(self.adjourn)
        self.go_back_button = QPushButton()
        self.go_back_button.clicked.connect(self.go_back)
        self.go_back_button.hide()
        self.lines = QPlainTextEdit()
        self.lines.setReadOnly(True)
        self.lines.setMaximumBlockCount(MAX_LINES)
        self.lines.setObjectName("chatLines")
        self.entry = QLineEdit()
        self.entry.setMaxLength(MAX_CHAT)
        self.entry.returnPressed.connect(self._send)
        # While the chat line has the focus, the prompt's letters are typed into it (seen on two
        # X displays): Esc gives the keys back to the table.
        self.entry.installEventFilter(self)
        self.send_button = QPushButton()
        self.send_button.clicked.connect(self._send)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        title_row = QHBoxLayout()
        title_row.addWidget(self.title, 1)
        title_row.addWidget(self.status)
        layout.addLayout(title_row)
        layout.addWidget(self.join_label)
        address_row = QHBoxLayout()
        address_row.addWidget(self.address, 1)
        address_row.addWidget(self.copy_address)
        layout.addLayout(address_row)
        code_row = QHBoxLayout()
        code_row.addWidget(self.code, 1)
        code_row.addWidget(self.copy_code)
        layout.addLayout(code_row)
        layout.addWidget(self.fingerprint)
        layout.addWidget(self.room_label)
        room_row = QHBoxLayout()
        room_row.addWidget(self.room_link, 1)
        room_row.addWidget(self.copy_room)
        layout.addLayout(room_row)
        layout.addWidget(self.waiting)
        layout.addWidget(self.invitations_label)
        layout.addLayout(self.invitations_grid)
        self.invitations_label.hide()
        buttons_row = QHBoxLayout()
        buttons_row.addWidget(self.go_back_button)
        buttons_row.addWidget(self.invite_button)
        buttons_row.addStretch(1)
        buttons_row.addWidget(self.adjourn_button)
        layout.addLayout(buttons_row)
        layout.addWidget(self.lines, 1)
        entry_row = QHBoxLayout()
        entry_row.addWidget(self.entry, 1)
        entry_row.addWidget(self.send_button)
        layout.addLayout(entry_row)
        self.setMinimumWidth(230)
        self.retranslate()

    # --- the table --------------------------------------------------------------------------
    def set_table(
        self, name: str, addresses: list[tuple[TableAddress, str]], seated: bool, fingerprint: bytes | None = None
    ) -> None:
        """The table's name, where others join it ((address, what network it is on)), whether
        this window has a seat (a spectator cannot adjourn), and its certificate's fingerprint."""
        self.title.setText(name)
        self._fingerprint = fingerprint
        self.fingerprint.setVisible(fingerprint is not None)
        self.seated = seated
        self.adjourn_button.setVisible(seated)
        # Joined by an address, or back from a kept seat, the table's certificate is known only
        # once connected (`fingerprint`): the codes given on carry it too.
        self._addresses = [
            (replace(address, fingerprint=fingerprint) if address.tls and address.fingerprint is None else address, net)
            for address, net in addresses
        ]
        self.address.blockSignals(True)
        self.address.clear()
        for address, network in self._addresses:
            self.address.addItem(f"{address.shown} ({network})" if network else address.shown)
        self.address.blockSignals(False)
        for widget in (self.join_label, self.address, self.code, self.copy_address, self.copy_code):
            widget.setVisible(bool(self._addresses))
        self._show_code()
        self.retranslate()

    def set_room(self, room_id: str) -> None:
        """The table is a Matrix room (hosted through Matrix): its link is shown, to pass on."""
        self._room = room_id
        url = self.room_url()
        # Wrapped in the narrow panel (a label breaks only where a line may break: here, anywhere).
        self.room_link.setText("\u200b".join(url[i : i + 12] for i in range(0, len(url), 12)))
        self.room_link.setToolTip(url)
        for widget in (self.room_label, self.room_link, self.copy_room):
            widget.show()
        self.fingerprint.hide()  # (the certificate is the window's own link to its host, on this computer)

    def wanted_height(self) -> int:
        """The height that shows every row above the chat uncut (the join code, the invitations),
        and room for a few lines of chat."""
        chat = self.lines.fontMetrics().lineSpacing() * CHAT_LINES_SHOWN + 2 * self.lines.frameWidth() + 4
        layout = self.layout()
        rows = (
            layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else layout.sizeHint().height()
        )  # (at this width: a wrapped label takes more lines in a narrow panel)
        return rows - self.lines.sizeHint().height() + chat

    def set_waiting(self, waiting: list[tuple[str, str]]) -> None:
        """The seats kept for invited Matrix accounts, still free: (the seat's name, whom it waits for)."""
        if waiting != self._waiting:
            self._waiting = list(waiting)
            self._show_waiting()

    def _show_waiting(self) -> None:
        # (one short line each: the column is narrow; which seat, in the tooltip)
        self.waiting.setText("\n".join(self.tr("Waiting for {user}").format(user=user) for _, user in self._waiting))
        self.waiting.setToolTip(
            "\n".join(
                self.tr("{seat}: waiting for {user}").format(seat=seat, user=user) for seat, user in self._waiting
            )
        )
        self.waiting.setVisible(bool(self._waiting))

    def set_inviting(self, may: bool) -> None:
        """Invite… is offered while a seat of this window's table (through Matrix) still waits."""
        self.invite_button.setVisible(may and self._room is not None)

    def room_url(self) -> str:
        return f"https://matrix.to/#/{self._room}" if self._room else ""

    def current_address(self) -> str:
        row = self.address.currentIndex()
        return self._addresses[row][0].shown if 0 <= row < len(self._addresses) else ""

    def current_code(self) -> str:
        row = self.address.currentIndex()
        return (join_code(self._addresses[row][0]) or "") if 0 <= row < len(self._addresses) else ""

    def set_invitations(self, invitations: dict[int, bytes]) -> None:
        """The invited seats still waiting for their person, by seat: each shown with its own code
        (for the address chosen above), to pass on to that one person."""
        if invitations == self._invitations:
            return
        self._invitations = dict(invitations)
        self._show_invitations()

    def invitation_code(self, seat: int) -> str:
        row = self.address.currentIndex()
        if seat not in self._invitations or not 0 <= row < len(self._addresses):
            return ""
        return join_code(self._addresses[row][0], self._invitations[seat]) or ""

    def _show_invitations(self) -> None:
        while self.invitations_grid.count():
            item = self.invitations_grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.invitation_codes = {}
        shown_any = bool(self._invitations) and bool(self._addresses)
        self.invitations_label.setVisible(shown_any)
        if not shown_any:
            return
        for row, seat in enumerate(sorted(self._invitations)):
            label = QLabel(self.tr("Seat {number}:").format(number=seat + 1))
            code = QLabel(code_lines(self.invitation_code(seat)))
            code.setFont(self.code.font())
            code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            copy = QToolButton()
            copy.setText(self.tr("Copy"))
            copy.setToolTip(self.tr("Copy this seat's invitation, to pass it on to the one person it is for"))
            copy.clicked.connect(lambda _=False, seat=seat: self._copy(self.invitation_code(seat)))
            self.invitations_grid.addWidget(label, row, 0)
            self.invitations_grid.addWidget(code, row, 1)
            self.invitations_grid.addWidget(copy, row, 2)
            self.invitation_codes[seat] = code
        self.invitations_grid.setColumnStretch(1, 1)

    def _show_code(self) -> None:
        for seat, label in self.invitation_codes.items():
            label.setText(code_lines(self.invitation_code(seat)))
        code = self.current_code()
        self.code.setText(code_lines(code))
        self.code.setToolTip(self.tr("The table's join code: it says the same as the address, with a check letter"))
        self.copy_code.setEnabled(bool(code))

    def _copy(self, text: str) -> None:
        if text:
            QGuiApplication.clipboard().setText(text)

    def set_game_over(self, over: bool) -> None:
        """A finished game has nothing to adjourn (seen on two X displays: Adjourn… stayed beside
        the result); the chat goes on, and a rematch brings it back."""
        self.adjourn_button.setVisible(self.seated and not over)

    def set_connected(self, connected: bool | None, paused: str | None = None) -> None:
        """True: at the table; False: the connection dropped and is tried again; None: gone.
        `paused`: over Matrix, why the game waits while the connection is away (said in full in
        the tooltip: the panel is narrow)."""
        self.connected = connected
        self.paused = paused
        self._show_status()
        self.entry.setEnabled(bool(connected))
        self.send_button.setEnabled(bool(connected))
        self.adjourn_button.setEnabled(bool(connected))
        self.go_back_button.setVisible(connected is None and self.seated)

    def _show_status(self) -> None:
        if self.connected:
            self.status.setText(self.tr("Connected"))
            self.status.setStyleSheet("color: #2e7d32")
        elif self.connected is None:
            self.status.setText(self.tr("Not connected"))
            self.status.setStyleSheet("color: #b3261e")
        elif self.paused is not None:
            self.status.setText(self.tr("Homeserver away: the game waits"))
            self.status.setStyleSheet("color: #b26a00")
        else:
            self.status.setText(self.tr("Connection lost: trying again…"))
            self.status.setStyleSheet("color: #b26a00")
        self.status.setToolTip(self.paused if self.paused is not None and self.connected is False else "")

    # --- chat -------------------------------------------------------------------------------------
    def add_line(
        self, name: str, text: str, colour: QColor | None = None, watching: bool = False, earlier: bool = False
    ) -> None:
        """A chat line: its author in bold (in their seat's colour), then the text, all plain.
        An `earlier` line (said before this window sat, or while it was away) is greyed."""
        cursor = QTextCursor(self.lines.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if not self.lines.document().isEmpty():
            cursor.insertBlock()
        who = QTextCharFormat()
        who.setFontWeight(QFont.Weight.Bold)
        said = QTextCharFormat()
        if earlier:
            for format_ in (who, said):
                format_.setForeground(self.palette().placeholderText())
        elif colour is not None:
            who.setForeground(colour)
        label = self.tr("{name} (watching)").format(name=name) if watching else name
        # (French puts a no-break space before the colon)
        cursor.insertText(self.tr("{name}: ", "a chat line's author, before what they said").format(name=label), who)
        cursor.insertText(text, said)
        self.lines.verticalScrollBar().setValue(self.lines.verticalScrollBar().maximum())
        self._chatted = True

    def add_earlier_notice(self) -> None:
        """What comes next was said earlier: before this window sat at the table, or while it was away."""
        if self._chatted:
            self.add_notice(self.tr("Said while you were away:"))
        else:
            self.add_notice(self.tr("Earlier at this table:"))

    def add_notice(self, text: str) -> None:
        """A line from the table itself (someone came, left, the game was adjourned), in italics."""
        cursor = QTextCursor(self.lines.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if not self.lines.document().isEmpty():
            cursor.insertBlock()
        notice = QTextCharFormat()
        notice.setFontItalic(True)
        notice.setForeground(self.palette().placeholderText())
        cursor.insertText(text, notice)
        self.lines.verticalScrollBar().setValue(self.lines.verticalScrollBar().maximum())

    def chat_texts(self) -> list[str]:
        return self.lines.toPlainText().splitlines()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.entry and event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape:
            self.done_typing.emit()
            return True
        return super().eventFilter(watched, event)

    def _send(self) -> None:
        text = readable_chat(self.entry.text())
        if text is None or not self.connected:
            return
        self.entry.clear()
        self.say.emit(text)

    # --- language ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        dock = self.parentWidget()
        if isinstance(dock, QDockWidget):
            dock.setWindowTitle(self.tr("Table and chat"))
        self.join_label.setText(self.tr("Others join with this address or code (Game → Join a Table…):"))
        for button in (self.copy_address, self.copy_code):
            button.setText(self.tr("Copy"))
        self.copy_address.setToolTip(self.tr("Copy the address, to pass it on"))
        self.copy_code.setToolTip(self.tr("Copy the join code, to pass it on"))
        self.room_label.setText(
            self.tr("The table is a room on Matrix. Those you invited join it; its link, to find it again:")
        )
        self.copy_room.setText(self.tr("Copy"))
        self.copy_room.setToolTip(self.tr("Copy the room's link, to pass it on"))
        self.invite_button.setText(self.tr("Invite…"))
        self.invite_button.setToolTip(self.tr("Invite someone to the table by their Matrix ID, for a seat still free"))
        self.adjourn_button.setText(self.tr("Adjourn…"))
        self.go_back_button.setText(self.tr("Go Back to the Table"))
        self.go_back_button.setToolTip(self.tr("Take your seat again, once the table is open again"))
        self.adjourn_button.setToolTip(
            self.tr("Stop the game here for everyone; the host can open the table again later and all go on.")
        )
        self.entry.setPlaceholderText(self.tr("Say something…"))  # (the panel is narrow)
        self.entry.setToolTip(self.tr("Say something to the table: Enter sends it, Esc goes back to the game."))
        self.send_button.setText(self.tr("Send"))
        self.invitations_label.setText(
            self.tr("Seats kept for someone invited: give each person their own code (it takes that seat only).")
        )
        if self._invitations:
            self._show_invitations()
        self._show_waiting()
        if self._fingerprint is not None:
            self.fingerprint.setText(
                self.tr("Its certificate: {fingerprint}").format(fingerprint=shown(self._fingerprint[:FINGERPRINT]))
            )
            self.fingerprint.setToolTip(
                self.tr(
                    "The connection is encrypted. Whoever joined by an address rather than a join code can compare "
                    "these letters with the ones beside the host's table: the same, it is the right table."
                )
            )
        self._show_code()
        self._show_status()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
