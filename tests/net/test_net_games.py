"""Whole games over loopback with real processes: a `cloudtable host` and client processes playing
random moves. A Strange World game with its secret draft and a computer seat, a Cloud 9 game; a
client killed with kill -9 in the middle comes back to its seat; the host killed with kill -9
starts again from its file and every client resumes by itself. Each game ends as the host's
record says, and each client's last view is what the host's game shows its seat."""

import pytest

from cloudtable.engine import get_game
from cloudtable.net.protocol import PERSON
from cloudtable.net.table_file import read_table
from hosting import ClientProcess, HostProcess


@pytest.fixture
def processes(tmp_path):
    """Start processes with `processes.host(...)` / `processes.client(...)`; all stopped at the end."""

    class Started:
        def __init__(self):
            self.hosts, self.clients = [], []

        def host(self, *args, **kwargs):
            self.hosts.append(HostProcess(tmp_path, *args, **kwargs))
            return self.hosts[-1]

        def client(self, *args, **kwargs):
            self.clients.append(ClientProcess(tmp_path, *args, **kwargs))
            return self.clients[-1]

    started = Started()
    yield started
    for client in started.clients:
        client.stop()
    for host in started.hosts:
        host.stop()


def agrees_with_the_host(file, reports):
    """Every client saw the end the host recorded, and its last view is its seat's view there."""
    table = read_table(file)
    match = table.match
    assert match.is_over
    game = get_game(match.game_id)
    for report in reports:
        assert report["over"] and report["moves"] == len(match.steps)
        assert report["winners"] == sorted(match.outcome.winners)
        assert report["view"] == game.snapshot(match.view(report["seat"]))
        assert report["log"] == len(table.log)
    return table


def test_two_client_processes_play_a_whole_strange_world_game_with_its_draft(processes, tmp_path):
    host = processes.host("strange-world", "--seats", "open,open,computer:normal", "--seed", "31")
    ada = processes.client(host.url, "Ada", seed=1)
    bo = processes.client(host.url, "Bo", seed=2)
    reports = [ada.finish(), bo.finish()]
    table = agrees_with_the_host(host.file, reports)
    assert sorted(r["seat"] for r in reports) == [0, 1]
    assert sum(step.secret for step in table.match.steps) >= 3 * 2 * 5  # a draft of two passes, five rounds
    assert host.stop() == 0


def test_two_client_processes_play_a_whole_cloud9_game(processes):
    host = processes.host("cloud9", "--seats", "open,open", "--seed", "32")
    clients = [processes.client(host.url, "Ada", seed=3), processes.client(host.url, "Bo", seed=4)]
    reports = [client.finish() for client in clients]
    agrees_with_the_host(host.file, reports)


def test_a_client_killed_mid_game_comes_back_to_its_seat(processes, tmp_path):
    host = processes.host("cloud9", "--seats", "open,open", "--seed", "33")
    token = tmp_path / "ada.token"
    ada = processes.client(host.url, "Ada", seed=5, token_file=token, think=20)
    bo = processes.client(host.url, "Bo", seed=6, think=5)
    seat = ada.wait_until(lambda r: r["moves"] >= 12)["seat"]
    ada.kill9()
    before = read_table(host.file)
    assert before.seats[seat].kind == PERSON and not before.match.is_over
    again = processes.client(host.url, "Ada again", seed=7, token_file=token, think=5)
    reports = [again.finish(), bo.finish()]
    assert reports[0]["seat"] == seat  # the same seat, taken back with its token: not a new one
    table = agrees_with_the_host(host.file, reports)
    assert [s.token_hash for s in table.seats] == [s.token_hash for s in before.seats]
    assert table.match.seats[seat].name == "Ada"


def test_the_host_killed_with_kill9_starts_again_from_its_file_and_every_client_resumes(processes):
    host = processes.host("strange-world", "--seats", "open,open", "--seed", "34")
    clients = [processes.client(host.url, "Ada", seed=8, think=25), processes.client(host.url, "Bo", seed=9, think=25)]
    clients[0].wait_until(lambda r: r["moves"] >= 15)
    host.kill9()
    written = read_table(host.file)
    assert not written.match.is_over
    again = processes.host("--resume", str(host.file), port=host.port)
    reports = [client.finish() for client in clients]
    assert all(r["connections"] >= 2 for r in reports)  # each came back by itself
    table = agrees_with_the_host(again.file, reports)
    assert table.match.history[: len(written.match.steps)] == written.match.history
    assert again.stop() == 0
