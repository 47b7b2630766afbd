"""A table's client whose device was signed out by the homeserver (its session ended, so the
token cannot be renewed) stops with a plain reason, where an unreachable homeserver is waited
for (test_matrix_pause.py). No homeserver here: the Link is a stand-in."""

import asyncio

import pytest

from cloudtable.net.client import ClientError
from cloudtable.net.matrix.client import MatrixClient
from cloudtable.net.matrix.room import HostDevice, TableInfo


class SignedOutLink:
    """What MatrixClient uses of a Link, after the homeserver refused to renew its session."""

    user_id = "@ada:example.org"
    online = False

    def __init__(self):
        self.handler = self.on_online = self.on_signed_out = None
        self.signed_out = "@ada:example.org was signed out by https://example.org: sign in again"

    def report_outages(self, tries: int = 1) -> None:
        pass

    def follow(self, room: str, messages: bool) -> None:
        pass

    async def start(self) -> None:
        raise AssertionError("a signed-out link is not started again")


def test_a_signed_out_device_stops_the_table_with_its_own_reason():
    table = TableInfo("!room:example.org", "cloud9", 1, HostDevice("@host:example.org", "HOST", "K" * 43))
    client = MatrixClient(SignedOutLink(), table, name="Ada")  # type: ignore[arg-type]
    with pytest.raises(ClientError) as refused:
        asyncio.run(asyncio.wait_for(client.start(), 10))
    assert refused.value.code == "not_signed_in"
    assert "@ada:example.org" in refused.value.message.english()
    assert "sign in again" in refused.value.message.english()
