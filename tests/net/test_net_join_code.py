"""Join codes and typed addresses (cloudtable/net/join_code.py): every address and port comes back
from its code, whatever case and dashes it is typed with; a slip is caught; what is typed "by
address" is read as a code, an address, or nothing."""

import hashlib

import pytest
from hypothesis import given, strategies as st

from cloudtable.net import join_code
from cloudtable.net.join_code import ALPHABET, TableAddress, decode, encode, parse

ADDRESSES = st.one_of(st.ip_addresses(v=4), st.ip_addresses(v=6)).map(str)
PORTS = st.integers(1, 65535)
PRINTS = st.none() | st.binary(min_size=32, max_size=32)
INVITATIONS = st.none() | st.binary(min_size=8, max_size=8)


@given(ADDRESSES, PORTS, PRINTS, INVITATIONS)
def test_a_code_brings_back_its_address_port_fingerprint_and_invitation(host, port, fingerprint, invitation):
    code = encode(host, port, fingerprint, invitation)
    found = decode(code)
    assert found == TableAddress(
        host, port, fingerprint and fingerprint[: join_code.FINGERPRINT], fingerprint is not None, invitation
    )
    assert parse(code.lower().replace("-", " ")) == found  # however it is typed
    assert all(len(group) <= 4 and set(group) <= set(ALPHABET) for group in code.split("-"))


def test_a_code_for_the_local_network_is_short():
    code = encode("192.168.1.20", 47423)
    assert len(code) == len("XXXX-XXXX-XXXX")
    assert decode(code.replace("0", "O").replace("1", "l")) == decode(code)  # letters read alike


def test_a_slip_in_a_code_is_caught():
    code = encode("10.0.0.7", 47423).replace("-", "")
    slips = [code[:i] + c + code[i + 1 :] for i in range(len(code)) for c in ALPHABET if c != code[i]]
    passed = [slip for slip in slips if decode(slip) is not None]
    assert len(passed) <= len(slips) // 100  # one in 256 by chance at most, none here in practice
    swapped = code[1] + code[0] + code[2:]
    assert code[0] == code[1] or decode(swapped) is None
    assert decode(code[:-1]) is None and decode(code + "0") is None and decode("") is None


def test_an_invited_seats_code_carries_its_invitation():
    fingerprint, invitation = hashlib.sha256(b"certificate").digest(), bytes.fromhex("0123456789abcdef")
    plain = encode("10.0.0.7", 5000, fingerprint)
    code = encode("10.0.0.7", 5000, fingerprint, invitation)
    assert len(code.replace("-", "")) == 40 and decode(plain).invitation is None
    found = parse(code)
    assert found.invitation_text == "0123456789abcdef" and found.url == decode(plain).url
    assert found.fingerprint == decode(plain).fingerprint
    slips = [code[:i] + ("0" if code[i] != "0" else "1") + code[i + 1 :] for i in range(len(code)) if code[i] != "-"]
    assert sum(decode(slip) is not None for slip in slips) <= 1  # a slip is caught (one in 256 by chance)
    with pytest.raises(ValueError):
        encode("10.0.0.7", 5000, None, b"short")


def test_a_fingerprint_is_checked_by_its_start():
    fingerprint = hashlib.sha256(b"certificate").digest()
    found = decode(encode("10.0.0.7", 5000, fingerprint))
    assert found is not None and found.tls and found.url == "wss://10.0.0.7:5000"
    assert fingerprint.startswith(found.fingerprint) and len(found.fingerprint) == 10


@pytest.mark.parametrize(
    "typed, url",
    [
        ("192.168.1.20:47423", "wss://192.168.1.20:47423"),
        ("  192.168.1.20  ", "wss://192.168.1.20:47423"),
        ("ada-laptop", "wss://ada-laptop:47423"),
        ("ada-laptop.tail1234.ts.net:5000", "wss://ada-laptop.tail1234.ts.net:5000"),
        ("100.101.102.103", "wss://100.101.102.103:47423"),
        ("[fd7a:115c::1]:47423", "wss://[fd7a:115c::1]:47423"),
        ("ws://10.0.0.2:6000", "ws://10.0.0.2:6000"),
        ("wss://10.0.0.2:6000/", "wss://10.0.0.2:6000"),
    ],
)
def test_an_address_is_read_as_people_write_it(typed, url):
    found = parse(typed)
    assert found is not None and found.url == url


@pytest.mark.parametrize(
    "typed",
    ["", "   ", "http://10.0.0.2", "10.0.0.2:99999", "10.0.0.2:0", "ws://x/path", "a b c", "user@host:5", "x" * 400],
)
def test_what_is_no_address_is_refused(typed):
    assert parse(typed) is None


def test_a_code_with_a_slip_is_not_taken_for_a_host_name():
    code = encode("10.0.0.7", 47423)
    slipped = code[:-1] + ("0" if code[-1] != "0" else "1")
    assert join_code.looks_like_code(slipped) and parse(slipped) is None
