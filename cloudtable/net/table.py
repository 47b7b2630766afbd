"""The hosted table: the one authority over a game played from several computers (docs/protocol.md).

It holds the `Match` and the seats (who sits where, each person's token), checks every action
(`Match.check`, or for a secret choice `Match.check_choice`), trusts a client with nothing beyond
its own seat, and tells each seat exactly what it may know (`update_for`): its own view, the
public log, the moves' events, its own actions (another seat's secret choice stays secret), and its
legal actions when it must act. Secret choices are taken in the order they come and played into the
match in its own order (so a save replays them). No network, no clock, no thread: the host
(host.py) feeds it and sends what it says; tests drive it directly too.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from bisect import bisect_right
from dataclasses import dataclass
from typing import Any

from ..engine import IllegalAction, Match, Message, SaveFileError, Seat, bot_seed, get_game
from ..engine.actions import ActionCodec
from ..engine.message import QT_TRANSLATE_NOOP, second_person
from .fairness import commitment, deal_seed, new_value
from .protocol import (
    COMPUTER,
    HISTORY,
    INVITED,
    OPEN,
    PERSON,
    WAITING,
    LogLine,
    Record,
    Said,
    SeatInfo,
    StepInfo,
    Update,
)

C = "Network"
REASONS = {
    "seat_taken": QT_TRANSLATE_NOOP("Network", "That seat is taken."),
    "invited": QT_TRANSLATE_NOOP("Network", "That seat is kept for someone invited: it takes their invitation."),
    "unknown_invitation": QT_TRANSLATE_NOOP(
        "Network", "No seat at this table waits for that invitation (it may have been used already)."
    ),
    "wrong_seat": QT_TRANSLATE_NOOP("Network", "That invitation is for another seat."),
    "no_seat": QT_TRANSLATE_NOOP("Network", "There is no such seat at this table."),
    "table_full": QT_TRANSLATE_NOOP("Network", "There is no open seat at this table."),
    "unknown_token": QT_TRANSLATE_NOOP("Network", "This table does not know that seat."),
    "not_started": QT_TRANSLATE_NOOP("Network", "The game begins when every seat is taken."),
    "stale": QT_TRANSLATE_NOOP("Network", "This move was sent before."),
    "unreadable_action": QT_TRANSLATE_NOOP("Network", "The move could not be read."),
    "game_over": QT_TRANSLATE_NOOP("Network", "The game is over."),
    "chosen": QT_TRANSLATE_NOOP("Network", "You have made your choice already."),
    "not_your_turn": QT_TRANSLATE_NOOP("Network", "It is not your turn."),
    "not_away": QT_TRANSLATE_NOOP("Network", "Only the seat of a player who is away can be given to a computer."),
    "bad_level": QT_TRANSLATE_NOOP("Network", "There is no computer level called {level}."),
    "not_over": QT_TRANSLATE_NOOP("Network", "A new game can start once this one is over."),
    "dealt": QT_TRANSLATE_NOOP("Network", "The cards are dealt already: the deal takes no more values."),
    "contributed": QT_TRANSLATE_NOOP("Network", "This seat has given its value for the deal already."),
}
REMATCH = QT_TRANSLATE_NOOP("Network", "{player} starts a new game with the same seats.")
second_person("Network", {REMATCH: QT_TRANSLATE_NOOP("Network", "You start a new game with the same seats.")})


class Refused(Exception):
    """What a client asked cannot be done; nothing changed. `code` for programs, `reason` for people."""

    def __init__(self, code: str, reason: Message | None = None, **args: Any):
        self.code = code
        self.reason = reason if reason is not None else Message.of(C, REASONS[code], **args)
        super().__init__(self.reason.english())


def token_hash(token: str) -> str:
    """What the table keeps of a seat's token or invitation (its file never holds them)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class HostSeat:
    """A seat as the host knows it. `kind`: OPEN until a person takes it, INVITED until the person
    holding its invitation (`invitation_hash`) takes it, PERSON, or COMPUTER; `next`: the number
    the seat's next action must have at least (a replayed one has less); `stand_in`: the level of
    the computer playing for the person while they are away."""

    kind: str = OPEN
    token_hash: str | None = None
    next: int = 1
    stand_in: str | None = None
    present: bool = False  # a connection plays this seat now (not kept in the table's file)
    invitation_hash: str | None = None
    user: str | None = None  # an OPEN seat kept for this Matrix user (only their device takes it)


@dataclass(frozen=True)
class Question:
    """A computer seat's turn: what it thinks from (its view, never the state) and where."""

    seat: int
    level: str
    view: Any
    seed: int
    position: tuple[int, int]  # (moves so far, seat): the answer counts only here


class HostedTable:
    def __init__(
        self,
        match: Match,
        name: str,
        seats: list[HostSeat],
        seq: int = 0,
        log: list[tuple[int, LogLine]] | None = None,
        step_seqs: list[int] | None = None,
        pending: dict[int, Any] | None = None,
        game_seq: int = 0,
        host_value: bytes | None = None,
        values: dict[int, bytes] | None = None,
        dealt: bool = True,
        chat: list[Said] | None = None,
    ):
        self.match = match
        self.name = name
        self.seats = seats
        # `seq` counts the changes to the game's record: each update says which it shows.
        self.seq = seq
        self.log: list[tuple[int, LogLine]] = log if log is not None else []  # (seq, line)
        self.step_seqs: list[int] = step_seqs if step_seqs is not None else [0] * len(match.steps)
        # Secret choices taken before the match asks their seat (it asks in its own order).
        self.pending: dict[int, Any] = pending if pending is not None else {}
        # The change this game began with (a rematch starts another at the same table): a client
        # that saw nothing since then is told the whole game again.
        self.game_seq = game_seq
        self.codec = ActionCodec(match.game.action_types)
        # The deal by commit-reveal (net/fairness.py): the host's own value (None: a deal whose
        # seed was given, as by `--seed`), the persons' seats' values, and whether the game is
        # dealt from them yet (until then the match is a stand-in dealt from seed 0, public).
        self.host_value = host_value
        self.values: dict[int, bytes] = values if values is not None else {}
        self.dealt = dealt
        # The table's chat, the newest HISTORY lines, numbered from 1 across its games: a seat
        # that sits, or comes back, is sent the lines it has not seen (kept in the table's file).
        self.chat: list[Said] = chat if chat is not None else []

    @classmethod
    def new(
        cls,
        game_id: str,
        kinds: list[tuple[str, str]],
        name: str,
        seed: int | None,
        options: dict[str, Any] | None = None,
        names: dict[int, str] | None = None,
        colours: dict[int, str] | None = None,
        users: dict[int, str] | None = None,
    ) -> HostedTable:
        """A new table: `kinds` is (OPEN, ""), (INVITED, "") or (COMPUTER, level) per seat (an
        invited seat's invitation is made by `invite`); `names` names computer
        seats (a person's seat takes the name they join with), `colours` gives seats their colour
        (else the game's own); `users` keeps open seats for Matrix users (over Matrix: only that
        user's device takes it), each named until then as `names` says (their display name);
        a name or colour a save could not keep is a ValueError."""
        game = get_game(game_id)
        names, colours, users = names or {}, colours or {}, users or {}
        if any(not 0 <= seat < len(kinds) for seat in (*names, *colours, *users)):
            raise ValueError("a seat's name or colour is given for a seat the table does not have")
        if any(kinds[seat][0] != OPEN for seat in users) or len(set(users.values())) != len(users):
            raise ValueError("a seat kept for a Matrix user is an open seat, one for each user")
        if any(kinds[seat][0] != COMPUTER and seat not in users for seat in names):
            raise ValueError("only a computer's seat is named by the host (a person gives their own name)")
        seats = [
            Seat(names.get(i, f"Computer {i + 1}"), colours.get(i, ""), kind="computer", level=level)
            if kind == COMPUTER
            else Seat(names.get(i, f"Seat {i + 1}"), colours.get(i, ""))
            for i, (kind, level) in enumerate(kinds)
        ]
        match = Match(game, len(kinds), 0 if seed is None else seed, options, seats)
        hosts = [
            HostSeat(kind if kind in (COMPUTER, INVITED) else OPEN, user=users.get(i))
            for i, (kind, _) in enumerate(kinds)
        ]
        if seed is not None:
            return cls(match, name, hosts)
        return cls(match, name, hosts, host_value=new_value(), dealt=False)

    # --- seats ----------------------------------------------------------------------------------
    # --- the chat ---------------------------------------------------------------------------------
    def say(self, seat: int | None, name: str, text: str) -> Said:
        """A chat line said at the table now (already read as a chat line), numbered and kept."""
        said = Said(self.chat[-1].n + 1 if self.chat else 1, seat, name, text)
        self.chat.append(said)
        del self.chat[:-HISTORY]
        return said

    def chat_since(self, last: int) -> tuple[Said, ...]:
        """The lines kept that come after line number `last` (0: all of them)."""
        return tuple(line for line in self.chat if line.n > last)

    def seat_infos(self) -> tuple[SeatInfo, ...]:
        return tuple(
            SeatInfo(
                sitting.name,
                sitting.colour,
                INVITED if host.user is not None and host.kind == OPEN else host.kind,  # (kept for someone)
                host.present,
                sitting.level if host.kind == COMPUTER else host.stand_in,
                host.user if host.kind == OPEN else None,
            )
            for host, sitting in zip(self.seats, self.match.seats, strict=True)
        )

    @property
    def seats_taken(self) -> bool:
        """Every seat has a person or a computer (a person who leaves keeps theirs)."""
        return all(seat.kind not in WAITING for seat in self.seats)

    @property
    def started(self) -> bool:
        """The game begins once every seat is taken and the cards are dealt."""
        return self.seats_taken and self.dealt

    # --- the deal, by commit-reveal (net/fairness.py) --------------------------------------------
    @property
    def commitment(self) -> str | None:
        """The host's commitment to its value while the deal waits for values, else None."""
        return None if self.dealt or self.host_value is None else commitment(self.host_value).hex()

    @property
    def missing(self) -> tuple[int, ...]:
        """The persons' seats whose value the deal still waits for (computers give none)."""
        return tuple(i for i, s in enumerate(self.seats) if s.kind == PERSON and i not in self.values)

    def contribute(self, seat: int, value: str) -> None:
        """A person's seat's random value for the deal (the same one again changes nothing)."""
        if self.dealt:
            raise Refused("dealt")
        given = bytes.fromhex(value)
        if self.values.get(seat, given) != given:
            raise Refused("contributed")
        self.values[seat] = given

    def deal(self, force: bool = False) -> bool:
        """Deal the game from the host's value and the seats' (True if it is dealt now): once
        every seat is taken and every person's value is in, or, `force`d (their time is up),
        with the values there are; the record says whose."""
        if self.dealt or self.host_value is None or not self.seats_taken or (self.missing and not force):
            return False
        seed = deal_seed(self.host_value, self.values)
        old = self.match
        self.match = Match(old.game, old.players, seed, old.options, old.seats)
        self.dealt = True
        self.seq += 1
        return True

    def record(self) -> Record | None:
        """The game's record for everyone to check, once it is over (None for a seed given)."""
        if not self.match.is_over or self.host_value is None or not self.dealt:
            return None
        match = self.match
        return Record(
            match.players,
            dict(match.options),
            self.host_value.hex(),
            tuple((seat, value.hex()) for seat, value in sorted(self.values.items())),
            f"{match.seed:016x}",
            tuple(self.codec.dump(action) for action in match.history),
        )

    def invite(self) -> dict[int, str]:
        """A new invitation for each invited seat still waiting, by seat (those made before no
        longer count): only a client presenting a seat's invitation can take that seat."""
        invitations = {}
        for seat, host in enumerate(self.seats):
            if host.kind == INVITED:
                invitations[seat] = secrets.token_hex(8)
                host.invitation_hash = token_hash(invitations[seat])
        return invitations

    def join(
        self, name: str, wanted: int | None = None, invitation: str | None = None, user: str | None = None
    ) -> tuple[int, str]:
        """Take a seat: with an invitation, the invited seat it is for (`wanted`, if given, must
        be that one); without, an open seat (if `wanted` is None: the one kept for `user`, the
        Matrix user joining, else the first kept for nobody). (seat, its token)."""
        if invitation is not None:
            digest = token_hash(invitation)
            invited = next(
                (
                    i
                    for i, s in enumerate(self.seats)
                    if s.kind == INVITED and s.invitation_hash and hmac.compare_digest(s.invitation_hash, digest)
                ),
                None,
            )
            if invited is None:
                raise Refused("unknown_invitation")
            if wanted is not None and wanted != invited:
                raise Refused("wrong_seat")
            wanted = invited
        elif wanted is None:
            free = [i for i, s in enumerate(self.seats) if s.kind == OPEN and s.user in (None, user)]
            wanted = next((i for i in free if user is not None and self.seats[i].user == user), None)
            wanted = wanted if wanted is not None else next((i for i in free if self.seats[i].user is None), None)
            if wanted is None:
                raise Refused("table_full")
        elif not 0 <= wanted < len(self.seats):
            raise Refused("no_seat")
        elif self.seats[wanted].kind == INVITED or self.seats[wanted].user not in (None, user):
            raise Refused("invited")
        elif self.seats[wanted].kind != OPEN:
            raise Refused("seat_taken")
        token = secrets.token_urlsafe(32)
        self.seats[wanted] = HostSeat(PERSON, token_hash(token), present=True)
        old = self.match.seats[wanted]
        self.match.seats[wanted] = Seat(name, old.colour)
        return wanted, token

    def resume(self, token: str) -> int:
        """The seat whose token this is; its person is back (a computer standing in stops)."""
        wanted = token_hash(token)
        for seat, host in enumerate(self.seats):
            if host.token_hash is not None and hmac.compare_digest(host.token_hash, wanted):
                host.present = True
                host.stand_in = None
                return seat
        raise Refused("unknown_token")

    def stand_in(self, seat: int, level: str) -> None:
        """A computer of `level` plays `seat` while its person is away (until they come back)."""
        if not 0 <= seat < len(self.seats):
            raise Refused("no_seat")
        host = self.seats[seat]
        if host.kind != PERSON or host.present:
            raise Refused("not_away")
        if level not in self.match.game.bot_levels:
            raise Refused("bad_level", level=level)
        host.stand_in = level

    # --- actions --------------------------------------------------------------------------------
    @property
    def acting(self) -> tuple[int, ...]:
        """The seats that may act now: every seat still to make a secret choice, or the one whose
        turn it is; none before the game begins or after it ends."""
        if not self.started or self.match.is_over:
            return ()
        if self.match.choosing_in_secret:
            return tuple(s for s in self.match.to_choose if s not in self.pending)
        seat = self.match.current_player
        return () if seat is None else (seat,)

    def act(self, seat: int, number: int, data: dict[str, Any]) -> None:
        """A person's action from their client: checked, then played (or, a secret choice made
        before the match asks for it, kept until then). Refused, with nothing changed, if it is
        not theirs to make now."""
        host = self.seats[seat]
        if host.kind != PERSON or host.stand_in is not None:  # a computer plays it now
            raise Refused("not_your_turn")
        if number < host.next:
            raise Refused("stale")
        if not self.started:
            raise Refused("not_started")
        if self.match.is_over:
            raise Refused("game_over")
        try:
            action = self.codec.load(data)
        except SaveFileError:
            raise Refused("unreadable_action") from None
        self._play(seat, action)
        host.next = number + 1

    def _play(self, seat: int, action: Any) -> None:
        match = self.match
        before = len(match.steps)
        try:
            if match.choosing_in_secret:
                if seat in self.pending or seat in match.chosen_seats:
                    raise Refused("chosen")
                match.check_choice(seat, action)
                said = match.describe_choice(seat, action)
                self.pending[seat] = action
            elif seat == match.current_player:
                match.check(action)
                said = match.describe(action)
                match.apply(action)
            else:
                raise Refused("not_your_turn")
        except IllegalAction as error:
            raise Refused("illegal", error.message) from None
        self.seq += 1
        # The choices already made are played in the match's order, as far as they go.
        while match.choosing_in_secret and match.current_player in self.pending:
            match.apply(self.pending.pop(match.current_player))
        # The lines say their move, as a local game's do (ui/log_lines.py): the action's own (a
        # secret choice made before its turn has no move yet), then what followed each move.
        played = range(before, len(match.steps))
        own = next((index for index in played if match.steps[index].seat == seat), None)
        self.log.append((self.seq, LogLine(seat, said, own)))
        for index in played:
            self.log += [(self.seq, LogLine(line.seat, line.message, index)) for line in match.steps[index].said]
        self.step_seqs += [self.seq] * (len(match.steps) - len(self.step_seqs))

    def question(self) -> Question | None:
        """The computer's turn, if it is one's now: a computer seat's, or an away person's with a
        computer standing in. At a secret choice the match asks the seats in its own order."""
        if not self.started or self.match.is_over:
            return None
        seat = self.match.current_player
        if seat is None or seat in self.pending:
            return None
        host = self.seats[seat]
        level = self.match.seats[seat].level if host.kind == COMPUTER else host.stand_in
        if level is None:
            return None
        view = self.match.game.copy(self.match.view(seat))  # its own, for another thread
        return Question(seat, level, view, bot_seed(self.match), (len(self.match.steps), seat))

    def answer(self, question: Question, action: Any) -> bool:
        """Play a computer's answer, if the game is still where it was asked (a person who came
        back while the computer thought plays their own move); False if it no longer counts."""
        now = self.question()
        if now is None or now.position != question.position or now.level != question.level:
            return False
        self._play(question.seat, action)
        return True

    def rematch(self, seat: int, seed: int | None = None) -> None:
        """The game is over: another begins with the same seats, options and people (each keeps
        their seat and token), a new deal (from `seed`, else by commit-reveal again); the log
        says who asked for it."""
        if not self.match.is_over:
            raise Refused("not_over")
        self.match = self.match.rematch(0 if seed is None else seed)
        self.host_value, self.values, self.dealt = (None, {}, True) if seed is not None else (new_value(), {}, False)
        self.pending, self.step_seqs = {}, []
        self.seq += 1
        self.game_seq = self.seq
        self.log = [(self.seq, LogLine(seat, Message("Network", REMATCH)))]

    # --- what each seat is told -----------------------------------------------------------------
    def update_for(self, seat: int | None, since: int | None) -> Update:
        """What `seat` (None: a spectator) is told of the game after the change numbered `since`
        (None or 0: everything, from the start; a number it cannot have seen: everything too)."""
        match = self.match
        reset = not since or since > self.seq or since < self.game_seq
        since = 0 if reset or since is None else since
        first = bisect_right(self.step_seqs, since) if since else 0
        steps = tuple(
            StepInfo(
                step.seat, self.codec.dump(step.action) if not step.secret or step.seat == seat else None, step.moved
            )
            for step in match.steps[first:]
        )
        log = tuple(line for number, line in self.log if number > since)
        acting = self.acting
        legal: list[Any] = []
        if seat is not None and seat in acting and self.seats[seat].kind == PERSON and not self.seats[seat].stand_in:
            legal = match.legal_choices(seat) if match.choosing_in_secret else match.legal_actions()
        scores = match.scores()
        return Update(
            self.seq,
            reset,
            len(match.steps),
            steps,
            log,
            match.game.snapshot(match.view(seat)),
            match.current_player,
            acting,
            tuple(sorted(match.chosen_seats | self.pending.keys())),
            tuple(self.codec.dump(action) for action in legal),
            self.seats[seat].next - 1 if seat is not None else 0,
            None if scores is None else tuple(scores),
            match.outcome,
        )
