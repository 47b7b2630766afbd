"""A table on the network that this window plays at: joined (Game → Join a Table…) or hosted
(New Game → Host on the network, which starts the headless host, ui/host_process.py, and joins it as
the first seat). It lives as long as the window stays at the table, across its games (a rematch
opens the next one), and owns what is the table's rather than one game's: the link to the host
(ui/remote_link.py), the host process if this window started it, the table's panel with its
address and chat (ui/chat.py), and the "your turn" alert when the window is in the background.

The window opens each game like a local one (MainWindow.open_game with a RemoteOpening,
ui/remote_play.py); when it lets go of the game (another game, or it closes) the table is left:
a seat stays its person's (the others see them away), and a table this window hosts is adjourned
first, so that nothing of the game is lost.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QDockWidget

from ..engine.message import QT_TRANSLATE_NOOP, Message
from ..i18n import render
from ..net.join_code import TableAddress, parse as parse_address
from ..net.protocol import INVITED, OPEN
from .chat import TablePanel
from .kept_seats import KeptSeat, forget_seat, keep_seat
from .matrix_link import PAUSED
from .remote_link import RemoteLink
from .remote_play import ADJOURNED, RemoteOpening

if TYPE_CHECKING:
    from ..net.protocol import Said
    from .host_process import HostProcess, HostSettings
    from .remote_play import RemoteSession

Window = Any  # the main window (ui/main_window.py, which imports this module when first used)
C = "RemoteGame"
JOINING = QT_TRANSLATE_NOOP("RemoteGame", "Joining the table at {address}…")
JOINING_MATRIX = QT_TRANSLATE_NOOP("RemoteGame", "Joining the table in the Matrix room {room}…")
STARTING = QT_TRANSLATE_NOOP("RemoteGame", "Starting the table…")
ADJOURN_WAIT_MS = 5000  # how long a hosted table gets to write itself down and end, when left
# How often, at most, a seat's "last played" is written again while its game goes on: the welcome
# screen said "4 minutes ago" of a game played a moment before the app was killed (seen on two
# X displays), having kept only when the seat was taken.
KEEP_AGAIN_S = 60


class RemoteGame(QObject):
    def __init__(
        self,
        window: Window,
        link: RemoteLink | None = None,
        host: HostProcess | None = None,
        addresses: list[tuple[TableAddress, str]] | None = None,
    ):
        super().__init__(window)
        self.window = window
        self.link: RemoteLink | None = None
        self.host = host
        self.addresses = addresses or []
        self.session: RemoteSession | None = None
        self.opened = False
        self.left = False
        self.alerts = 0  # "your turn" alerts given (the taskbar flashed)
        self._reopening = False
        self._token: str | None = None  # this person's seat there, when it is opened again
        self.hosted_file: str | None = None  # the file of the table this window hosts
        self.invitations: dict[int, bytes] = {}  # its invited seats' invitations, by seat
        self.room: str | None = None  # the table's Matrix room, when this window hosts it through Matrix
        self.host_device = ""  # and its host's device ("user device ed25519"), as its host process said
        self.inviting: list[Any] = []  # invitations on their way (ui/background.py)
        self.invited: list[str] = []  # the Matrix IDs invited from the panel
        self._told_adjourned = False
        self._kept_at = 0.0  # (time.monotonic) when this seat was last kept
        self._kept_move: bool | None = None  # whether it waited for this seat's move, as last kept
        self._dock: QDockWidget | None = None
        self.panel: TablePanel | None = None
        if link is not None:
            self._set_link(link)

    # --- getting to the table ---------------------------------------------------------------------
    @classmethod
    def join(cls, window: Window, address: TableAddress, name: str, watch: bool = False) -> RemoteGame:
        """Join the table at `address` as `name` (or watch it): the game opens once the host has
        seated us; if it cannot be reached or refuses, the window says why."""
        link = RemoteLink(
            address.url, name=name, watch=watch, fingerprint=address.fingerprint, invitation=address.invitation_text
        )
        game = cls(window, link, addresses=[(address, "")])
        window.show_status(Message.of(C, JOINING, address=address.shown))
        return game

    @classmethod
    def join_matrix(
        cls, window: Window, homeserver: str, account: str, room: str, name: str, watch: bool = False
    ) -> RemoteGame:
        """Join the table in the Matrix `room` (its invitation accepted) as `account`'s player
        device kept here, seated as `name` (or watching)."""
        from .matrix_link import MatrixLink

        game = cls(window, MatrixLink(homeserver, account, room, name=name, watch=watch))
        window.show_status(Message.of(C, JOINING_MATRIX, room=room))
        return game

    @classmethod
    def start_host(cls, window: Window, settings: HostSettings, name: str) -> RemoteGame:
        """Start a host for `settings`, then sit at its first seat as `name`."""
        from dataclasses import replace

        game = cls(window)
        game._start_host(replace(settings, own_seat=name))  # the first seat is taken for this person
        window.show_status(Message(C, STARTING))
        return game

    @classmethod
    def go_back(cls, window: Window, kept: KeptSeat) -> RemoteGame:
        """Back to a seat kept from before (kept_seats.py): a table this window hosted is opened
        again from its file first; at another's table, the seat is taken back with its token."""
        from .host_process import HostSettings

        if kept.hosted is not None:
            game = cls(window)
            game._token = kept.token
            if kept.matrix:  # in its room, as the account's host device kept here
                from .host_process import MatrixHosting

                matrix = MatrixHosting(kept.homeserver, kept.account, room=kept.room)
                game._start_host(HostSettings.reopen_matrix(kept.hosted, matrix))
            else:
                game._start_host(HostSettings.reopen(kept.hosted, kept.address, kept.port, kept.advertise))
            window.show_status(Message(C, STARTING))
            return game
        if kept.matrix:  # play by mail: the homeserver kept what the host sent meanwhile
            from .matrix_link import MatrixLink

            matrix = MatrixLink(kept.homeserver, kept.account, kept.room, host=kept.host, token=kept.token)
            game = cls(window, matrix)
            game._token = kept.token
            window.show_status(Message.of(C, JOINING_MATRIX, room=kept.room))
            return game
        address = parse_address(kept.url)
        link = RemoteLink(kept.url, token=kept.token, fingerprint=kept.pinned)
        game = cls(window, link, addresses=[(address, "")] if address else [])
        window.show_status(Message.of(C, JOINING, address=address.shown if address else kept.url))
        return game

    def _start_host(self, settings: HostSettings) -> None:
        from .host_process import HostProcess

        self.host = HostProcess(settings, self)
        self.host.listening.connect(self._host_listening)
        self.host.failed.connect(self._host_failed)
        self.host.ended.connect(self._host_ended)

    def _host_listening(self, info: dict) -> None:
        from ..net.discovery import local_addresses
        from .host_process import LOOPBACK

        port = int(info["port"])
        self.hosted_file = info.get("file") if isinstance(info.get("file"), str) else None
        invitations = info.get("invitations")
        self.invitations = {int(seat): bytes.fromhex(text) for seat, text in (invitations or {}).items()}
        given = info.get("fingerprint")
        pinned = bytes.fromhex(given) if isinstance(given, str) else None  # (the host's own word)
        tls = pinned is not None
        room = info.get("room")
        if self.host.settings.matrix is not None and isinstance(room, str):
            self.room = room  # others come in through Matrix, invited to its room: no address to give
            self.host_device = " ".join(str(info.get(key, "")) for key in ("user", "device", "ed25519"))
            self.addresses = []
        elif self.host.settings.address == LOOPBACK:
            self.addresses = [(TableAddress(LOOPBACK, port, pinned, tls), "")]
        else:
            self.addresses = [(TableAddress(ip, port, pinned, tls), network) for ip, network in local_addresses()]
        token = self._token or info.get("token")  # a table opened again, or the seat taken for us
        if not isinstance(token, str):
            self._give_up(self.tr("Cannot host the table"), self.tr("The table could not be started."))
            return
        self._token = token
        here = TableAddress(LOOPBACK, port, pinned, tls)
        self._set_link(RemoteLink(here.url, token=token, fingerprint=pinned))

    def _host_failed(self, why: str) -> None:
        from dataclasses import replace

        settings = self.host.settings
        if "cannot listen" in why and settings.port != 0:  # the usual port is taken: any free one
            self.host.deleteLater()
            self._start_host(replace(settings, port=0))
            return
        self._give_up(self.tr("Cannot host the table"), self.tr("The table could not be started.") + "\n\n" + why)

    def _host_ended(self) -> None:
        """The host process ended while this window was at its table (not asked to: it crashed)."""
        if self.left or (self.link is not None and self.link.knowledge.adjourned_by is not None):
            return
        errors = self.host.errors() if self.host is not None else ""
        self.window.warn(
            self.tr("The table stopped"),
            self.tr("The table's host process stopped; the game cannot go on.")
            + (("\n\n" + errors[-1500:]) if errors else ""),
        )

    def _set_link(self, link: RemoteLink) -> None:
        self.link = link
        link.setParent(self)
        link.changed.connect(self._changed)
        link.failed.connect(self._failed)
        link.said.connect(self._said)
        link.earlier.connect(self._earlier)
        link.connection.connect(self._connection)

    def _changed(self) -> None:
        k = self.link.knowledge
        if not self.opened and self.link.feed is not None and k.seated:
            self.open()
        elif (
            self.opened
            and not self.left
            and (time.monotonic() - self._kept_at > KEEP_AGAIN_S or k.may_act != self._kept_move)
        ):
            self._keep()  # (and whenever the turn comes to this seat or leaves it)
        if self.panel is not None:
            self.panel.set_invitations(self.waiting_invitations())
            self.panel.set_waiting([(info.name, info.user) for info in k.seats if info.kind == INVITED and info.user])
            self.panel.set_game_over(k.is_over)
            self.panel.set_inviting(self._seat_free())
            self._fit_panel()
        if k.adjourned_by is not None and not self.left and self.panel is not None and not self._told_adjourned:
            self._told_adjourned = True
            said = Message.of("RemotePlay", ADJOURNED, name=k.adjourned_by)
            self.panel.add_notice(render(said))
            self.panel.set_connected(None)
            self.window.show_status(said)

    def _failed(self, message: Message) -> None:
        if self.link is not None and self.link.failure == "unknown_token" and self._token is not None:
            forget_seat(self.window.preferences, self._token)  # that table no longer knows the seat
            self.window.list_kept_seats()
        if not self.opened:
            self._give_up(self.tr("Cannot join the table"), render(message))
            return
        if self.panel is not None:
            self.panel.set_connected(None)
        signed_out = self.link is not None and self.link.failure == "not_signed_in"
        self.window.warn(
            self.tr("Signed out of Matrix") if signed_out else self.tr("The table is gone"), render(message)
        )

    def _give_up(self, title: str, text: str) -> None:
        self.window.show_status(None)
        self.leave()
        self.window.warn(title, text)

    # --- the game ---------------------------------------------------------------------------------
    def open(self) -> bool:
        """Open the table's game in the window (the first, or the next after a rematch)."""
        self._reopening = True
        try:
            opened = self.window.open_game(RemoteOpening(self))
        finally:
            self._reopening = False
        if not opened:
            if not self.opened:
                self.leave()
            return False
        self.opened = True
        self._show_panel()
        self._keep()
        return True

    def kept(self) -> KeptSeat | None:
        """This seat as it is kept to come back to (None: a spectator, or not seated yet)."""
        link = self.link
        if link is None or link.token is None or link.knowledge.seat is None:
            return None
        settings = self.host.settings if self.host is not None else None
        table = getattr(link, "table", None)
        if link.matrix and table is not None:
            from .matrix_link import host_text

            return KeptSeat(
                f"matrix:{table.room_id}",
                link.token,
                link.knowledge.table,
                link.knowledge.game_id or "",
                homeserver=link.homeserver,
                account=link.account,
                host=host_text(table.host),
                your_move=link.knowledge.may_act,
            )
        if settings is not None and settings.matrix is not None:
            if self.room is None or self.hosted_file is None:
                return None
            # Opened again from its file in its room, by the same account's host device; the
            # window's seat (over 127.0.0.1) is taken back with its token, as on a network.
            return KeptSeat(
                f"matrix:{self.room}",
                link.token,
                link.knowledge.table,
                link.knowledge.game_id or "",
                self.hosted_file,
                homeserver=settings.matrix.homeserver,
                account=settings.matrix.user,
                host=self.host_device,
                your_move=link.knowledge.may_act,
            )
        return KeptSeat(
            link.url,
            link.token,
            link.knowledge.table,
            link.knowledge.game_id or "",
            self.hosted_file if settings is not None else None,
            settings.address if settings is not None else "",
            settings.advertise if settings is not None else False,
            fingerprint=link.fingerprint.hex() if link.fingerprint is not None else "",
            your_move=link.knowledge.may_act,
        )

    def _keep(self) -> None:
        kept = self.kept()
        if kept is not None:
            self._token = kept.token
            keep_seat(self.window.preferences, kept)
            self._kept_at = time.monotonic()
            self._kept_move = kept.your_move

    def attach(self, session: RemoteSession) -> None:
        """The window made a session for the table's game."""
        self.session = session
        session.restarted.connect(self.open)
        session.your_turn.connect(self._your_turn)
        session.stopped.connect(self._session_stopped)
        session.leave_check = self.may_leave

    def may_leave(self) -> bool:
        """Leaving a table this window hosts adjourns it for everyone: asked first, while others
        are at it and its game goes on."""
        k = self.link.knowledge if self.link is not None else None
        if self.host is None or not self.host.running or k is None or k.adjourned_by is not None:
            return True
        others = any(info.present for seat, info in enumerate(k.seats) if seat != k.seat)
        if not others or k.is_over:
            return True
        return self.window.ask(
            self.tr("Leave the table?"),
            self.tr(
                "You host this table: if you leave it, the game is adjourned for everyone. "
                "The table keeps it, so that it can go on later."
            ),
            self.tr("Adjourn and Leave"),
        )

    def _session_stopped(self) -> None:
        self.session = None
        if not self._reopening:  # the window went on to something else: the table is left
            self.leave()

    def _your_turn(self) -> None:
        """It is this seat's turn: if the person is looking elsewhere, the taskbar says it (and a
        sound, if sounds are on)."""
        if self.window.isActiveWindow():
            return
        self.alerts += 1
        QApplication.alert(self.window)
        self.window.sounds.play("turn")

    # --- the table's panel --------------------------------------------------------------------
    def _show_panel(self) -> None:
        if self._dock is None:
            self.panel = TablePanel()
            self.panel.say.connect(self._say)
            self.panel.adjourn.connect(self._ask_adjourn)
            self.panel.go_back.connect(self._go_back_here)
            self.panel.done_typing.connect(self.window.view.setFocus)
            self._dock = QDockWidget(self.window)
            self._dock.setObjectName("tablePanel")
            self._dock.setWidget(self.panel)
            self._dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self._dock)
            self.window.splitDockWidget(self.window.dock, self._dock, Qt.Orientation.Vertical)
            self.window.resizeDocks([self.window.dock, self._dock], [5, 3], Qt.Orientation.Vertical)
            k = self.link.knowledge
            self.panel.set_table(k.table, self.addresses, k.seat is not None, self.link.fingerprint)
            if self.room is not None:
                self.panel.set_room(self.room)
                self.panel.set_inviting(self._seat_free())
                self.panel.invite.connect(self._ask_invite)
            self._connection(self.link.connected)
            self.panel.set_invitations(self.waiting_invitations())
            self.panel.set_waiting([(info.name, info.user) for info in k.seats if info.kind == INVITED and info.user])
            for i, said in enumerate(k.chat):  # (what came before the panel, each earlier run marked)
                earlier = said.n in k.earlier
                if earlier and (i == 0 or k.chat[i - 1].n not in k.earlier):
                    self.panel.add_earlier_notice()
                self._said(said, earlier)
        self._dock.show()
        QTimer.singleShot(0, self._fit_panel)  # (once the dock is laid out)

    def _fit_panel(self) -> None:
        """The table's panel grows, the log above giving way, until its rows show uncut (a join code
        cut in half at 1280×720 was unreadable); it never shrinks what the person dragged."""
        if self._dock is None or self.panel is None or not self._dock.isVisible():
            return
        want = self.panel.wanted_height()
        if self.panel.height() >= want:
            return
        grow = want - self.panel.height()
        sizes = [max(self.window.dock.height() - grow, 1), self._dock.height() + grow]
        self.window.resizeDocks([self.window.dock, self._dock], sizes, Qt.Orientation.Vertical)

    def waiting_invitations(self) -> dict[int, bytes]:
        """The invitations of this window's table whose seats still wait for their person."""
        seats = self.link.knowledge.seats if self.link is not None else ()
        return {
            seat: invitation
            for seat, invitation in self.invitations.items()
            if seat < len(seats) and seats[seat].kind == INVITED
        }

    # --- inviting through Matrix ------------------------------------------------------------------
    def _seat_free(self) -> bool:
        seats = self.link.knowledge.seats if self.link is not None else ()
        return any(info.kind == OPEN for info in seats)

    def _ask_invite(self) -> None:
        """The panel's Invite…: a Matrix ID asked for, then invited to the table's room."""
        from PySide6.QtWidgets import QInputDialog

        text, given = QInputDialog.getText(
            self.window,
            self.tr("Invite to the Table"),
            self.tr("The Matrix ID of the person to invite (such as @name:matrix.org):"),
        )
        if given and text.strip():
            self.invite(text.strip())

    def invite(self, user_id: str) -> None:
        """`user_id` invited to the room of the table this window hosts through Matrix (in a
        thread: the homeserver may take a moment); the panel says when it is done."""
        from ..net.matrix.room import USER_ID
        from .background import Background
        from .matrix_account_dialog import signed_in

        account = signed_in()
        matrix = self.host.settings.matrix if self.host is not None else None
        if self.room is None or matrix is None or account is None or account.user_id != matrix.user:
            return
        if not USER_ID.fullmatch(user_id) or user_id == account.user_id:
            self.window.warn(
                self.tr("Cannot invite"),
                self.tr("{user} is not a Matrix ID that can be invited: it looks like @name:matrix.org.").format(
                    user=user_id
                ),
            )
            return
        from functools import partial

        from ..net.matrix.signing import invite_here

        work = Background(self)
        work.done.connect(lambda _: self._invited(user_id))
        work.failed.connect(lambda error: self._not_invited(user_id, error))
        work.run(partial(invite_here, account, self.room, user_id), "matrix invite")
        self.inviting.append(work)

    def _invited(self, user_id: str) -> None:
        if self.panel is not None:
            self.panel.add_notice(self.tr("{user} is invited to the table.").format(user=user_id))
        self.invited.append(user_id)

    def _not_invited(self, user_id: str, error: object) -> None:
        self.window.warn(
            self.tr("Cannot invite"), self.tr("{user} could not be invited: {why}").format(user=user_id, why=error)
        )

    def _connection(self, connected: bool) -> None:
        """(Over Matrix, a connection lost is a homeserver that cannot be reached: the game waits
        for it, and the session says so in the status bar.)"""
        if self.panel is not None:
            paused = render(Message("Network", PAUSED)) if self.link is not None and self.link.matrix else None
            self.panel.set_connected(connected, paused)

    def _said(self, said: Said, earlier: bool = False) -> None:
        if self.panel is None:
            return
        colour: QColor | None = None
        table = self.window.table
        if said.seat is not None and table is not None and said.seat < len(self.link.knowledge.seats):
            colour = table.seat_colour(said.seat)
        self.panel.add_line(said.name, said.text, colour, watching=said.seat is None, earlier=earlier)

    def _earlier(self, lines: list[Said]) -> None:
        """Lines said at the table before this seat sat, or while this window was away."""
        if self.panel is None:
            return  # (shown with the panel, from the knowledge)
        self.panel.add_earlier_notice()
        for said in lines:
            self._said(said, earlier=True)

    def _go_back_here(self) -> None:
        """The panel's Go Back: this table again (opened again first, if this window hosted it)."""
        kept = self.kept()
        if kept is not None:
            RemoteGame.go_back(self.window, kept)

    def _say(self, text: str) -> None:
        if self.link is not None:
            self.link.say(text)

    def _ask_adjourn(self) -> None:
        if self.window.ask(
            self.tr("Adjourn the game?"),
            self.tr(
                "The game stops here for everyone. The table keeps it: the host can open it again later, "
                "and everyone takes their seat back."
            ),
            self.tr("Adjourn"),
        ):
            self.link.adjourn()

    # --- leaving ------------------------------------------------------------------------------------
    def leave(self) -> None:
        """Leave the table: a hosted one is adjourned and its host stopped; the link is closed
        (a seat stays its person's: the others see them away) and the panel goes. The seat is
        kept to come back to, unless its game is over."""
        if self.left:
            return
        self.left = True
        if self._token is not None and self.link is not None and self.link.knowledge.is_over:
            forget_seat(self.window.preferences, self._token)
        if self.host is not None and self.host.running:
            if self.link is not None and self.link.connected and self.link.knowledge.adjourned_by is None:
                self.link.adjourn()
                self.host.process.waitForFinished(ADJOURN_WAIT_MS)
            self.host.stop()
        if self.link is not None:
            self.link.close()
        if self._dock is not None:
            self.window.removeDockWidget(self._dock)
            self._dock.deleteLater()
            self._dock = None
            self.panel = None
        self.deleteLater()


def join_table(window: Window) -> RemoteGame | None:
    """Game → Join a Table…: the dialog, then the table it names."""
    from .network_dialogs import JoinDialog

    dialog = JoinDialog(window.preferences, window)
    if dialog.exec() != JoinDialog.DialogCode.Accepted:
        return None
    kept = dialog.kept_seat()
    if kept is not None:
        return RemoteGame.go_back(window, kept)
    matrix = dialog.matrix_choice()
    if matrix is not None:
        return RemoteGame.join_matrix(window, *matrix, dialog.name(), dialog.watching())
    address = dialog.address()
    return None if address is None else RemoteGame.join(window, address, dialog.name(), dialog.watching())
