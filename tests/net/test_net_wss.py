"""wss:// (cloudtable/net/certificate.py, the host and the client): the host's certificate is made
once and kept readable by its owner only; a client holding another fingerprint (from a join code
or a table's record) is refused before it sends anything, and the right one plays; a client that
joined by a plain address holds to the first certificate it was shown. Loopback only; every host
process is stopped by its pid."""

import os
import stat
import sys

import pytest

from cloudtable.net import join_code
from cloudtable.net.certificate import FILE_NAME, fingerprint, server_context, shown
from cloudtable.net.client import Client, ClientError
from cloudtable.net.protocol import OPEN
from cloudtable.net.table import HostedTable
from cloudtable.net.table_file import read_table
from hosting import LOOPBACK, InProcessHost, Session, run

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="file modes are POSIX's")


@posix_only
def test_the_certificate_is_made_once_and_only_its_owner_reads_it(tmp_path):
    _, first = server_context(tmp_path)
    path = tmp_path / FILE_NAME
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert b"PRIVATE KEY" in path.read_bytes() and len(first) == 32
    assert server_context(tmp_path)[1] == first  # kept: the same fingerprint on every start
    os.chmod(path, 0o644)  # loosened by someone: made private again, and kept
    assert server_context(tmp_path)[1] == first and stat.S_IMODE(path.stat().st_mode) == 0o600
    path.write_bytes(b"not a certificate")  # damaged: a new one
    _, again = server_context(tmp_path)
    assert again != first and stat.S_IMODE(path.stat().st_mode) == 0o600


@posix_only
def test_the_host_serves_wss_with_its_certificate_and_keeps_the_key_private(hosts, tmp_path):
    host = hosts("cloud9", "--seats", "open,open")
    assert host.url.startswith("wss://") and len(host.fingerprint) == 32
    key = tmp_path / "data" / "cloudtable" / FILE_NAME
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    session = Session(host.url)
    assert fingerprint(session.certificate) == host.fingerprint  # the certificate it printed
    assert session.hello()["type"] == "welcome"
    session.close()
    again = hosts("cloud9", "--seats", "open,open")  # another table of this computer: the same certificate
    assert again.fingerprint == host.fingerprint


def test_a_client_expecting_another_fingerprint_is_refused_and_the_right_one_plays(hosts):
    host = hosts("cloud9", "--seats", "open,computer:random", "--seed", "4")
    wrong = bytes(b ^ 0xFF for b in host.fingerprint)
    code = join_code.encode(LOOPBACK, host.port, host.fingerprint)
    address = join_code.parse(code)
    assert address.url == host.url and address.fingerprint == host.fingerprint[: join_code.FINGERPRINT]

    async def go():
        stranger = Client(host.url, name="Mallory", fingerprint=wrong[: join_code.FINGERPRINT])
        with pytest.raises(ClientError) as refused:
            await stranger.start()
        assert refused.value.code == "fingerprint"
        said = str(refused.value)
        assert shown(host.fingerprint[:10]) in said and shown(wrong[:10]) in said  # both named
        assert stranger.connections == 0  # nothing was said to that table
        await stranger.close()
        ada = Client(address.url, name="Ada", fingerprint=address.fingerprint)  # as the join code says
        await ada.start()
        assert ada.fingerprint == host.fingerprint and ada.knowledge.seat == 0
        for _ in range(3):
            await ada.until(lambda k: k.may_act)
            number = await ada.act(ada.knowledge.legal[0])
            await ada.until(lambda k, number=number: k.taken >= number)
        await ada.close()

    run(go(), 90)
    seats = read_table(host.file).seats
    assert [s.kind for s in seats] == ["person", "computer"]  # Ada only: the stranger took no seat
    assert "Traceback" not in host.log()


def test_a_table_joined_by_address_is_held_to_its_first_certificate(tmp_path):
    """Trust on first use: no fingerprint given, the first one shown is taken, and a table at the
    same address showing another certificate after a drop is refused, not resumed."""
    first, second = server_context(tmp_path / "one"), server_context(tmp_path / "two")
    table = HostedTable.new("cloud9", [(OPEN, ""), (OPEN, "")], "Trust", 1, {})

    async def go():
        async with InProcessHost(table, tls=first) as host:
            ada = Client(host.url, name="Ada", retry_for=20)
            await ada.start()
            assert ada.fingerprint == first[1]
            port = host.port
            host.drop_everyone()
        async with InProcessHost(table, tls=second, port=port):  # someone else's, at the same place
            with pytest.raises(ClientError) as refused:
                await ada.until(lambda k: False, 30)
            assert refused.value.code == "fingerprint"
        await ada.close()

    run(go(), 90)


def test_a_plain_host_serves_ws_without_a_fingerprint(hosts):
    host = hosts("cloud9", "--seats", "open,open", plain=True)
    assert host.url.startswith("ws://") and host.fingerprint is None
    session = Session(host.url)
    assert session.hello()["type"] == "welcome"
    session.close()
