"""What a player's app reads back from the table's room to check its host (docs/matrix.md,
"Fairness"): the host's commitment to the deal (so that an app that came in after the deal, or
started again mid-game, still checks the record at the end), and the records the host posted.

Only what the host's account set or sent counts: a record must also come from the host's very
device (its Megolm session's Curve25519 key is the device's). A commitment the room's history shows
was replaced by another for the same deal is a host that changed its mind after the values came:
the app reports it as cheating, whatever the record then says.
"""

from __future__ import annotations

import re
from typing import Any

from nio import AsyncClient, DownloadResponse, MessageDirection, RoomMessagesResponse
from nio.crypto.attachments import decrypt_attachment

from ...engine.message import Message
from ..fairness import PROBLEMS, C as FAIRNESS
from ..protocol import HASH, MAX_TO_CLIENT, ProtocolError, Record, to_client
from . import olm_to_device
from .room import TableInfo
from .table_room import COMMITMENT_STATE, DEAL_KEY, RECORD_KEY

PAGE = 100
MOST_PAGES = 200  # a room's history read back at most this far (20,000 events)
DEAL = re.compile(r"0|[1-9][0-9]{0,15}")
MXC = re.compile(r"mxc://[A-Za-z0-9.:\[\]-]{1,255}/[A-Za-z0-9_-]{1,255}")


async def history(client: AsyncClient, room_id: str, types: list[str]) -> list[Any]:
    """The room's events of these types, newest first (the decrypted ones decrypted by nio)."""
    events: list[Any] = []
    start: str | None = None
    for _ in range(MOST_PAGES):
        answer = await client.room_messages(
            room_id, start, direction=MessageDirection.back, limit=PAGE, message_filter={"types": types}
        )
        if not isinstance(answer, RoomMessagesResponse):
            raise OSError(f"the table's room cannot be read: {answer}")
        events += answer.chunk
        if not answer.chunk or not answer.end or answer.end == start:
            break
        start = answer.end
    return events


def _hash(event: Any) -> tuple[int, str] | None:
    """(deal, hash) of a commitment state event, or None if it is not one."""
    source = getattr(event, "source", None)
    if not isinstance(source, dict) or source.get("type") != COMMITMENT_STATE:
        return None
    key, content = source.get("state_key"), source.get("content")
    if not isinstance(key, str) or not DEAL.fullmatch(key) or not isinstance(content, dict) or set(content) != {"hash"}:
        return None
    value = content["hash"]
    if not isinstance(value, str) or not re.fullmatch(HASH, value):
        return None
    return int(key), value


async def room_commitment(client: AsyncClient, table: TableInfo) -> tuple[bytes | None, Message | None]:
    """The host's commitment to the table's latest deal, as the room's history holds it, and what
    is wrong with it (the host replaced it), or (None, None) if the room holds none."""
    by_deal: dict[int, list[str]] = {}
    for event in await history(client, table.room_id, [COMMITMENT_STATE]):
        found = _hash(event)
        if found is not None and getattr(event, "sender", None) == table.host.user:
            by_deal.setdefault(found[0], []).append(found[1])  # newest first
    if not by_deal:
        return None, None
    hashes = by_deal[max(by_deal)]
    problem = Message(FAIRNESS, PROBLEMS["replaced"]) if len(set(hashes)) > 1 else None
    return bytes.fromhex(hashes[0]), problem


async def _from_host(client: AsyncClient, table: TableInfo, event: Any) -> bool:
    """Sent by the table's host from its own device (the Megolm session's sender key is its)."""
    if getattr(event, "sender", None) != table.host.user or not getattr(event, "decrypted", False):
        return False
    try:
        device = await olm_to_device.device(client, table.host.user, table.host.device)
    except olm_to_device.NoDevice:
        return False
    return bool(device.ed25519 == table.host.ed25519 and event.sender_key == device.curve25519)


async def _record_text(client: AsyncClient, content: dict[str, Any]) -> str | None:
    if isinstance(content.get(RECORD_KEY), str):
        return str(content[RECORD_KEY])
    file = content.get("file")
    if content.get("msgtype") != "m.file" or not isinstance(file, dict):
        return None
    url, key, hashes, iv = file.get("url"), file.get("key"), file.get("hashes"), file.get("iv")
    if not (isinstance(url, str) and MXC.fullmatch(url) and isinstance(key, dict) and isinstance(hashes, dict)):
        return None
    if not isinstance(key.get("k"), str) or not isinstance(hashes.get("sha256"), str) or not isinstance(iv, str):
        return None
    answer = await client.download(url)
    if not isinstance(answer, DownloadResponse) or not isinstance(answer.body, bytes):
        return None
    if len(answer.body) > MAX_TO_CLIENT:
        return None
    try:
        return decrypt_attachment(answer.body, key["k"], hashes["sha256"], iv).decode("utf-8")
    except Exception:  # (a wrong hash or key, not UTF-8: not the host's record)
        return None


async def room_records(client: AsyncClient, table: TableInfo) -> list[tuple[int, Record]]:
    """The records the host posted in the room (deal, record), newest first: each from the host's
    own device, read as strictly as a `record` frame; anything else is left aside."""
    records = []
    for event in await history(client, table.room_id, ["m.room.encrypted"]):
        if not await _from_host(client, table, event):
            continue
        content = event.source.get("content") if isinstance(event.source, dict) else None
        if not isinstance(content, dict):
            continue
        deal = content.get(DEAL_KEY)
        if isinstance(deal, bool) or not isinstance(deal, int) or deal < 0:
            continue
        text = await _record_text(client, content)
        if text is None:
            continue
        try:
            frame = to_client(text)
        except ProtocolError:
            continue
        if isinstance(frame, Record):
            records.append((deal, frame))
    return records
