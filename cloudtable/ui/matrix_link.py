"""The window's link to a table hosted over Matrix: a `RemoteLink` (ui/remote_link.py) whose client
is a `MatrixClient` (net/matrix/client.py), made on the link's own thread: it signs in as the
player's device kept here (net/matrix/account.py), joins the table's room (which accepts its
invitation), reads the table from the room and then plays as any table on the network.

A seat taken back (play by mail: days later, after the app started again) holds to the host's
device it sat down with, as a table on the local network holds to its certificate.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ..engine.message import QT_TRANSLATE_NOOP, Message
from ..net.client import Client, ClientError
from .remote_link import RemoteLink

if TYPE_CHECKING:  # (matrix-nio is loaded on the link's thread, when a table over Matrix is joined)
    from ..net.matrix.room import HostDevice, TableInfo

C = "Network"
PROBLEMS = {
    "not_signed_in": QT_TRANSLATE_NOOP(
        "Network",
        "This computer is not signed in to Matrix as {user} any more: sign in again (Edit → Matrix Account…).",
    ),
    "unreachable": QT_TRANSLATE_NOOP("Network", "The homeserver {server} cannot be reached: {reason}"),
    "cannot_join": QT_TRANSLATE_NOOP("Network", "The room {room} cannot be joined: {reason}"),
    "not_a_table": QT_TRANSLATE_NOOP("Network", "The room {room} is not a cloudtable table."),
    "host_changed": QT_TRANSLATE_NOOP(
        "Network",
        "The table's host is not the device it was when you sat down: its room now names another one. "
        "Nothing was sent to it.",
    ),
}
PAUSED = QT_TRANSLATE_NOOP("Network", "The homeserver cannot be reached: the game waits and goes on by itself.")


def host_text(host: HostDevice) -> str:
    """The host's device as a kept seat holds to it."""
    return f"{host.user} {host.device} {host.ed25519}"


class MatrixLink(RemoteLink):
    matrix = True

    def __init__(
        self,
        homeserver: str,
        account: str,
        room: str,
        *,
        host: str = "",
        name: str = "",
        token: str | None = None,
        watch: bool = False,
        parent: QObject | None = None,
    ):
        """At the table in `room` (its ID or an alias) as `account` (a user ID whose player
        device is kept here) on `homeserver`; `host`: the host's device held to (`host_text`)."""
        self.homeserver, self.account, self.room = homeserver, account, room
        self.held_host = host
        self.table: TableInfo | None = None  # once read from the room
        self._nio: Any = None
        super().__init__(f"matrix:{room}", name=name, token=token, watch=watch, parent=parent)

    async def _new_client(self, **options: Any) -> Client:
        from ..net.matrix.account import SignInError, sign_in
        from ..net.matrix.client import MatrixClient
        from ..net.matrix.link import Link
        from ..net.matrix.room import NotATable
        from ..net.matrix.tables import JoinRefused, join_table

        try:
            self._nio = await sign_in(self.homeserver, self.account)
        except SignInError:
            raise ClientError(Message.of(C, PROBLEMS["not_signed_in"], user=self.account), "not_signed_in") from None
        except Exception as error:  # (the homeserver does not answer)
            raise self._unreachable(error) from None
        link = Link(self._nio)
        link.report_outages()  # (a homeserver away is said, not waited for without end)
        try:
            table = await join_table(self._nio, self.room)
        except JoinRefused as refused:
            raise ClientError(
                Message.of(C, PROBLEMS["cannot_join"], room=self.room, reason=str(refused)), "cannot_join"
            ) from None
        except NotATable:
            raise ClientError(Message.of(C, PROBLEMS["not_a_table"], room=self.room), "not_a_table") from None
        except Exception as error:
            raise self._unreachable(error) from None
        if self.held_host and host_text(table.host) != self.held_host:
            raise ClientError(Message(C, PROBLEMS["host_changed"]), "host_changed")
        self.table = table
        self.url = f"matrix:{table.room_id}"  # (an alias named it: its ID from now on)
        return MatrixClient(link, table, **options)

    def _unreachable(self, error: Exception) -> ClientError:
        reason = str(error) or type(error).__name__
        return ClientError(Message.of(C, PROBLEMS["unreachable"], server=self.homeserver, reason=reason), "unreachable")

    async def _close_client(self, client: Client) -> None:
        await super()._close_client(client)
        await self._close_account()

    async def _serve(self) -> None:
        try:
            await super()._serve()
        finally:
            await self._close_account()

    async def _close_account(self) -> None:
        if self._nio is not None:
            nio, self._nio = self._nio, None
            with contextlib.suppress(Exception):
                await nio.close()
