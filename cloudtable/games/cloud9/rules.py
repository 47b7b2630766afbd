"""The rules of Cloud 9 (the specification shared/games/cloud9.md, kept outside this repository;
the rules page players read is rules_text.py): legal actions, apply, scoring, the end.

A voyage is a series of climbs. Each climb: the pilot rolls (ROLL), the passengers
from the pilot's left jump or stay (DECIDE), the pilot pays or lets the balloon fall
(PAY). A pilot left alone after a climb may jump instead of rolling (ALONE).
The small functions at the top are what the table needs to show a position.
"""

from __future__ import annotations

from bisect import insort
from itertools import permutations
from typing import Any

from cloudtable.engine import QT_TRANSLATE_NOOP, Game, IllegalAction, Message, Outcome, Rng, ScoreLine
from cloudtable.engine.game import Chapter, Choice, Option, first_player, first_player_option
from cloudtable.engine.message import Said, second_person, translate
from cloudtable.engine.moves import Moved, moved_between

from .actions import ACTION_TYPES, Jump, LetFall, Pay, Roll, Stay
from .cards import (
    BLANK,
    CARD_COLOUR,
    CARD_COUNT,
    CTX,
    DICE_AT,
    DIE_FACES,
    FIRST_CLOUD,
    HAND_SIZE,
    HIDDEN,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLAYER_COLOURS,
    POINTS,
    TARGET,
    TOP_CLOUD,
    WILD,
    colour_message,
    face_message,
)
from .state import ALONE, DECIDE, OVER, PAY, ROLL, Gain, Ids, State

DEFAULT_COLOURS = "abcdef"  # seat i has PLAYER_COLOURS[i]

_ROLL, _JUMP, _STAY, _FALL, _FREE = Roll(), Jump(), Stay(), LetFall(), Pay(())


# --- what a position shows -----------------------------------------------------------
def needs(roll) -> list[int]:
    """How many cards of each colour (GREEN..YELLOW) the roll asks for; duplicates count."""
    counts = [0, 0, 0, 0]
    for face in roll:
        if face != BLANK:
            counts[face] += 1
    return counts


def paying_cards(hand, roll) -> tuple[int, ...] | None:
    """The hand's cards that pay the roll in colours (lowest ids first), or None if the
    hand lacks them. () when the roll asks for nothing."""
    wanted = needs(roll)
    chosen = []
    for card in hand:  # hands are sorted, so the lowest ids come first
        colour = CARD_COLOUR[card] if card >= 0 else WILD
        if colour != WILD and wanted[colour]:
            wanted[colour] -= 1
            chosen.append(card)
    return None if any(wanted) else tuple(chosen)


def wild_cards(hand) -> list[int]:
    return [c for c in hand if c >= 0 and CARD_COLOUR[c] == WILD]


def passengers(state: State) -> list[int]:
    """Everyone aboard but the pilot, clockwise from the pilot's left."""
    aboard = state.aboard
    pilot = state.pilot
    return [s for s in (*range(pilot + 1, len(state.hands)), *range(pilot)) if aboard[s]]


def deciding(state: State) -> int | None:
    """The passenger who must now jump or stay (phase DECIDE), else None."""
    if state.phase != DECIDE:
        return None
    decided = {seat for seat, _ in state.decisions}
    for seat in passengers(state):
        if seat not in decided:
            return seat
    return None


def _decider(state: State) -> int:
    """The passenger deciding now, where a Jump or a Stay has been found legal."""
    seat = deciding(state)
    assert seat is not None, "no passenger is deciding"
    return seat


def is_alone(state: State) -> bool:
    """True when the pilot is the only one in the basket."""
    return sum(state.aboard) == 1 and state.aboard[state.pilot]


def hand_sizes(state: State) -> list[int]:
    return [len(h) for h in state.hands]


def discard_top(state: State) -> int | None:
    return state.discard[-1] if state.discard else None


def pilot_must_climb(state: State) -> bool:
    """In phase PAY: True when the pilot may not let the balloon fall (the roll is all
    blank, or the pilot holds the colours it asks for)."""
    return paying_cards(state.hands[state.pilot], state.roll) is not None


def roll_dice(rng: Rng, count: int) -> tuple[int, ...]:
    return tuple(DIE_FACES[rng.below(6)] for _ in range(count))


def _next_aboard(state: State, seat: int) -> int:
    n = state.players
    for i in range(1, n + 1):
        other = (seat + i) % n
        if state.aboard[other]:
            return other
    raise AssertionError("nobody aboard")


def _list_message(items: list[Message]) -> Message:
    """'a', 'a and b', 'a, b and c', 'a, b, c and d'."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return Message.of(CTX, QT_TRANSLATE_NOOP("Cloud9", "{a} and {b}"), a=items[0], b=items[1])
    if len(items) == 3:
        return Message.of(CTX, QT_TRANSLATE_NOOP("Cloud9", "{a}, {b} and {c}"), a=items[0], b=items[1], c=items[2])
    return Message.of(
        CTX,
        QT_TRANSLATE_NOOP("Cloud9", "{a}, {b}, {c} and {d}"),
        a=items[0],
        b=items[1],
        c=items[2],
        d=_list_message(items[3:]) if len(items) > 4 else items[3],
    )


# --- the game ------------------------------------------------------------------------
# What follows a voyage's end by itself, for the log (Cloud9.aftermath): who draws is said,
# never what.
NEW_VOYAGE = QT_TRANSLATE_NOOP(
    "Cloud9", "Voyage {voyage} begins: everyone is back in the basket at cloud 1 and draws a card; {player} pilots."
)
NEW_VOYAGE_YOU = QT_TRANSLATE_NOOP(
    "Cloud9", "Voyage {voyage} begins: everyone is back in the basket at cloud 1 and draws a card; you pilot."
)
FEW_DRAW = translate(
    "Cloud9",
    "Voyage {voyage} begins: everyone is back in the basket at cloud 1; {player} pilots. Only %n players can draw a card.",
    None,
    1,
)
FEW_DRAW_YOU = translate(
    "Cloud9",
    "Voyage {voyage} begins: everyone is back in the basket at cloud 1; you pilot. Only %n players can draw a card.",
    None,
    1,
)
SHUFFLED = QT_TRANSLATE_NOOP("Cloud9", "The draw pile ran out: the discard pile was shuffled into a new one.")

# The log's lines said to the one person at a table of computers (engine/message.py).
second_person(
    CTX,
    {
        QT_TRANSLATE_NOOP(
            "Cloud9", "{player} stays aboard alone and rolls only blanks: the climb is free."
        ): QT_TRANSLATE_NOOP("Cloud9", "You stay aboard alone and roll only blanks: the climb is free."),
        QT_TRANSLATE_NOOP("Cloud9", "{player} rolls only blanks: the climb is free."): QT_TRANSLATE_NOOP(
            "Cloud9", "You roll only blanks: the climb is free."
        ),
        QT_TRANSLATE_NOOP("Cloud9", "{player} stays aboard alone and rolls {faces}."): QT_TRANSLATE_NOOP(
            "Cloud9", "You stay aboard alone and roll {faces}."
        ),
        QT_TRANSLATE_NOOP("Cloud9", "{player} rolls {faces}."): QT_TRANSLATE_NOOP("Cloud9", "You roll {faces}."),
        QT_TRANSLATE_NOOP("Cloud9", "{player} stays in the basket."): QT_TRANSLATE_NOOP(
            "Cloud9", "You stay in the basket."
        ),
        QT_TRANSLATE_NOOP(
            "Cloud9", "The climb is free: {player} takes the balloon to cloud 9 and everyone aboard scores 25."
        ): QT_TRANSLATE_NOOP(
            "Cloud9", "The climb is free: you take the balloon to cloud 9 and everyone aboard scores 25."
        ),
        QT_TRANSLATE_NOOP(
            "Cloud9", "The climb is free: {player} takes the balloon up to cloud {cloud}."
        ): QT_TRANSLATE_NOOP("Cloud9", "The climb is free: you take the balloon up to cloud {cloud}."),
        QT_TRANSLATE_NOOP(
            "Cloud9", "{player} plays a wild card: the balloon reaches cloud 9 and everyone aboard scores 25."
        ): QT_TRANSLATE_NOOP(
            "Cloud9", "You play a wild card: the balloon reaches cloud 9 and everyone aboard scores 25."
        ),
        QT_TRANSLATE_NOOP(
            "Cloud9", "{player} plays a wild card: the balloon rises to cloud {cloud}."
        ): QT_TRANSLATE_NOOP("Cloud9", "You play a wild card: the balloon rises to cloud {cloud}."),
        QT_TRANSLATE_NOOP(
            "Cloud9", "{player} pays with {cards}: the balloon reaches cloud 9 and everyone aboard scores 25."
        ): QT_TRANSLATE_NOOP(
            "Cloud9", "You pay with {cards}: the balloon reaches cloud 9 and everyone aboard scores 25."
        ),
        QT_TRANSLATE_NOOP(
            "Cloud9", "{player} pays with {cards}: the balloon rises to cloud {cloud}."
        ): QT_TRANSLATE_NOOP("Cloud9", "You pay with {cards}: the balloon rises to cloud {cloud}."),
        QT_TRANSLATE_NOOP("Cloud9", "{player} does not pay: the balloon falls from cloud {cloud}."): QT_TRANSLATE_NOOP(
            "Cloud9", "You do not pay: the balloon falls from cloud {cloud}."
        ),
        translate("Cloud9", "{player}, alone aboard, jumps at cloud {cloud} and scores %n points.", None, 1): translate(
            "Cloud9", "Alone aboard, you jump at cloud {cloud} and score %n points.", None, 1
        ),
        translate("Cloud9", "{player} jumps at cloud {cloud} and scores %n points.", None, 1): translate(
            "Cloud9", "You jump at cloud {cloud} and score %n points.", None, 1
        ),
        NEW_VOYAGE: NEW_VOYAGE_YOU,
        FEW_DRAW: FEW_DRAW_YOU,
    },
)


class Cloud9(Game):
    id = "cloud9"
    name = Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "Cloud 9"))
    summary = Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "Ride a balloon up nine clouds and jump off before it falls."))
    menu_order = 3
    round_name = "voyage"
    options = (
        first_player_option(MAX_PLAYERS),
        # The seats' colours, chosen in New Game with the colour pickers (so never listed): seat
        # i has colour letter i ("a" the first of PLAYER_COLOURS), the unchosen ones follow.
        Option(
            "colours",
            Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "Colours")),
            tuple(Choice("".join(p), Message(CTX, "".join(p))) for p in permutations(DEFAULT_COLOURS)),
            DEFAULT_COLOURS,
            hidden=True,
        ),
    )
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    action_types = ACTION_TYPES
    state_type = State  # reads its snapshot back: State.from_snapshot
    views_are_copies = True  # (view: a copy of the state, its masked lists new)

    # --- set-up -----------------------------------------------------------------
    def new_state(self, players: int, rng: Rng, options: dict[str, Any]) -> State:
        deck = list(range(CARD_COUNT))
        rng.shuffle(deck)
        hands = [sorted(deck.pop() for _ in range(HAND_SIZE)) for _ in range(players)]
        # "Choose a player to be the pilot": the players' choice, else one at random.
        pilot = first_player(options, players, rng)
        colours = options.get("colours", DEFAULT_COLOURS)
        # Card numbers: the deck's card j is j, dealt like the cards (Ids).
        numbers = list(range(CARD_COUNT))
        ids = Ids(numbers, [sorted(numbers.pop() for _ in range(HAND_SIZE)) for _ in range(players)], [], CARD_COUNT)
        return State(
            rng,
            hands,
            deck,
            [],
            [0] * players,
            [True] * players,
            pilot=pilot,
            colours="" if colours == DEFAULT_COLOURS else colours[:players],
            ids=ids,
        )

    # --- play -------------------------------------------------------------------
    def current_player(self, state: State) -> int | None:
        phase = state.phase
        if phase == OVER:
            return None
        if phase == DECIDE:
            return deciding(state)
        return state.pilot

    def legal_actions(self, state: State) -> list:
        phase = state.phase
        if phase == ROLL:
            return [_ROLL]
        if phase == DECIDE:
            return [_JUMP, _STAY]
        if phase == ALONE:
            return [_ROLL, _JUMP]
        if phase == PAY:
            hand = state.hands[state.pilot]
            colours = paying_cards(hand, state.roll)
            if colours == ():
                return [_FREE]
            wilds = wild_cards(hand)
            actions: list[Pay | LetFall] = [] if colours is None else [Pay(colours)]
            if wilds:
                actions.append(Pay((wilds[0],)))
            if colours is None:
                actions.append(_FALL)
            return actions
        return []

    def check(self, state: State, action) -> None:
        phase = state.phase
        if phase == OVER:
            raise IllegalAction(Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "The game is over.")))
        kind = type(action)
        if kind not in ACTION_TYPES:
            raise IllegalAction(Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "Cloud 9 has no such move.")))
        if kind is Roll and phase in (ROLL, ALONE):
            return
        if kind is Jump and phase in (DECIDE, ALONE):
            return
        if kind is Stay and phase == DECIDE:
            return
        if kind in (Pay, LetFall) and phase == PAY:
            self._check_payment(state, action)
            return
        if kind is Jump and phase in (ROLL, PAY):
            raise IllegalAction(
                Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "The pilot may jump only when flying alone, before rolling."))
            )
        if kind is Stay and phase == ALONE:
            raise IllegalAction(Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "To stay aboard alone, roll the dice.")))
        raise IllegalAction(self._what_now(state))

    def _what_now(self, state: State) -> Message:
        return {
            ROLL: Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "The pilot must roll the dice now.")),
            ALONE: Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "The pilot, alone aboard, must roll again or jump now.")),
            DECIDE: Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "A passenger must now jump or stay.")),
            PAY: Message(
                CTX, QT_TRANSLATE_NOOP("Cloud9", "The pilot must now pay for the climb or let the balloon fall.")
            ),
        }[state.phase]

    def _check_payment(self, state: State, action) -> None:
        hand = state.hands[state.pilot]
        wanted = needs(state.roll)
        asked = _list_message([colour_message(c) for c in range(4) for _ in range(wanted[c])]) if any(wanted) else None
        colours = paying_cards(hand, state.roll)
        if isinstance(action, LetFall):
            if asked is None:
                raise IllegalAction(
                    Message(
                        CTX,
                        QT_TRANSLATE_NOOP(
                            "Cloud9", "The roll is all blank: the climb is free and the balloon must rise."
                        ),
                    )
                )
            if colours is not None:
                raise IllegalAction(
                    Message(
                        CTX, QT_TRANSLATE_NOOP("Cloud9", "You hold the cards the roll asks for: the balloon must rise.")
                    )
                )
            return
        cards = action.cards
        if (
            not all(isinstance(c, int) for c in cards)
            or len(set(cards)) != len(cards)
            or any(c not in hand for c in cards)
        ):
            raise IllegalAction(
                Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "You can only pay with cards from your hand, each once."))
            )
        if asked is None:
            if cards:
                raise IllegalAction(
                    Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "The roll is all blank: the climb is free, pay nothing."))
                )
            return
        kinds = [CARD_COLOUR[c] for c in cards]
        if WILD in kinds:
            if len(cards) != 1:
                raise IllegalAction(
                    Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "A wild card pays for the whole roll on its own."))
                )
            return
        if needs(kinds) != wanted:
            raise IllegalAction(
                Message.of(
                    CTX,
                    QT_TRANSLATE_NOOP("Cloud9", "The roll asks for exactly {cards}, or one wild card."),
                    cards=asked,
                )
            )

    def apply(self, state: State, action) -> bool:
        kind = type(action)
        if kind is Roll:
            state.roll = roll_dice(state.rng, DICE_AT[state.cloud])
            state.decisions = []
            state.phase = DECIDE if passengers(state) else PAY
            return True
        if kind is Jump:
            if state.phase == ALONE:
                self._score(state, state.pilot, POINTS[state.cloud])
                state.aboard[state.pilot] = False
                return self._end_voyage(state)
            seat = _decider(state)
            self._score(state, seat, POINTS[state.cloud])
            state.aboard[seat] = False
            state.decisions.append((seat, True))
            self._after_decision(state)
            return False
        if kind is Stay:
            state.decisions.append((_decider(state), False))
            self._after_decision(state)
            return False
        if kind is Pay:
            hand = state.hands[state.pilot]
            for card in action.cards:
                hand.remove(card)
            state.discard.extend(action.cards)
            if state.ids is not None:  # the hand's lowest numbers (Ids)
                numbers = state.ids.hands[state.pilot]
                state.ids.discard.extend(numbers[: len(action.cards)])
                del numbers[: len(action.cards)]
            state.decisions = []
            state.cloud += 1
            if state.cloud == TOP_CLOUD:
                for seat in range(state.players):
                    if state.aboard[seat]:
                        self._score(state, seat, POINTS[TOP_CLOUD])
                return self._end_voyage(state)
            state.pilot = _next_aboard(state, state.pilot)
            state.phase = ALONE if is_alone(state) else ROLL
            return False
        # LetFall: everyone aboard scores nothing.
        state.decisions = []
        return self._end_voyage(state)

    def _after_decision(self, state: State) -> None:
        if deciding(state) is None:
            state.phase = PAY

    def _score(self, state: State, seat: int, points: int) -> None:
        state.scores[seat] += points
        state.gains.append(Gain(state.voyage, seat, state.cloud, points))

    def _end_voyage(self, state: State) -> bool:
        """The voyage is over: end the game, or set up the next voyage (everyone draws).
        Returns True if a card was drawn."""
        if max(state.scores) >= TARGET:
            state.phase = OVER
            return False
        n = state.players
        state.voyage += 1
        state.cloud = FIRST_CLOUD
        state.aboard = [True] * n
        state.pilot = (state.pilot + 1) % n  # left of the last pilot
        state.phase = ROLL
        drew = False
        for i in range(n):
            card = self._draw(state)
            if card is not None:
                seat = (state.pilot + i) % n
                insort(state.hands[seat], card)
                if state.ids is not None:
                    insort(state.ids.hands[seat], state.ids.draw.pop())
                drew = True
        return drew

    def _draw(self, state: State) -> int | None:
        if not state.draw:
            if not state.discard:
                return None  # every card is in a hand: nothing to draw
            state.draw, state.discard = state.discard, []
            state.rng.shuffle(state.draw)
            if state.ids is not None:  # new numbers, in no order of the shuffled cards (Ids)
                ids = state.ids
                ids.draw = list(range(ids.fresh, ids.fresh + len(state.draw)))
                ids.fresh += len(state.draw)
                ids.discard = []
        return state.draw.pop()

    # --- the end ----------------------------------------------------------------
    def winners(self, state: State) -> tuple[frozenset[int], bool]:
        """The winners, and whether the tie-break on cards in hand was needed."""
        best = max(state.scores)
        top = [s for s in range(state.players) if state.scores[s] == best]
        if len(top) == 1:
            return frozenset(top), False
        most = max(len(state.hands[s]) for s in top)
        return frozenset(s for s in top if len(state.hands[s]) == most), True

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != OVER:
            return None
        winners, tie = self.winners(state)
        best = max(state.scores)
        if not tie:  # (the result's title names the winner, by name)
            summary = Message.of(
                CTX,
                translate("Cloud9", "The game ends after voyage {voyage}: won with %n points.", None, 1),
                n=best,
                voyage=state.voyage,
            )
        elif len(winners) == 1:
            summary = Message.of(
                CTX,
                translate(
                    "Cloud9",
                    "The game ends after voyage {voyage} with a tie at %n points; the most cards in hand decide.",
                    None,
                    1,
                ),  # noqa: E501
                n=best,
                voyage=state.voyage,
            )
        else:
            summary = Message.of(
                CTX,
                translate(
                    "Cloud9",
                    "The game ends after voyage {voyage} with a tie at %n points and as many cards in hand: the win is shared.",
                    None,
                    1,
                ),  # noqa: E501
                n=best,
                voyage=state.voyage,
            )
        lines = []
        for seat in range(state.players):
            for gain in state.gains:
                if gain.seat == seat:
                    label = (
                        Message.of(
                            CTX, QT_TRANSLATE_NOOP("Cloud9", "Voyage {voyage}: arrived at cloud 9"), voyage=gain.voyage
                        )
                        if gain.cloud == TOP_CLOUD
                        else Message.of(
                            CTX,
                            QT_TRANSLATE_NOOP("Cloud9", "Voyage {voyage}: jumped at cloud {cloud}"),
                            voyage=gain.voyage,
                            cloud=gain.cloud,
                        )
                    )
                    lines.append(ScoreLine(seat, label, gain.points))
            lines.append(ScoreLine(seat, Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "Final score")), state.scores[seat]))
            if tie and state.scores[seat] == best:
                lines.append(
                    ScoreLine(
                        seat,
                        Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "Cards in hand (breaks the tie)")),
                        len(state.hands[seat]),
                    )
                )
        return Outcome(winners, tuple(state.scores), summary, tuple(lines))

    def scores(self, state: State) -> list[int]:
        return list(state.scores)

    def progress(self, state: State) -> Message:
        return Message.of(CTX, QT_TRANSLATE_NOOP("Cloud9", "Voyage {voyage}"), voyage=state.voyage)

    def chapter(self, state: State) -> Chapter:
        """A round is a voyage; a turn, one climb of the balloon (a roll, the passengers' choices,
        the pilot's payment)."""
        return Chapter(state.voyage, (state.voyage, state.cloud))

    def seat_label(self, state: State, seat: int) -> Message:
        return Message(CTX, PLAYER_COLOURS[state.colour(seat)])

    def moves(self, before: State, action: Any, after: State) -> tuple[Moved, ...]:
        """The cards that changed zone (state.Ids): paid into the discard, drawn; a discard
        shuffled into the draw pile goes there, and its cards come out of it under new numbers."""
        if before.ids is None or after.ids is None or before.ids == after.ids:
            return ()  # (most steps, a roll or a choice, move no card)
        was, now = before.ids.zones(), after.ids.zones()
        shuffled = tuple(Moved(card, zone, ("draw",)) for card, zone in sorted(was.items()) if card not in now)
        drawn = tuple(
            Moved(card, ("draw",), zone) for card, zone in sorted(now.items()) if card not in was and zone != ("draw",)
        )
        return moved_between(was, now) + shuffled + drawn

    def aftermath(self, before: State, action: Any, after: State) -> tuple[Said, ...]:
        """After a voyage's last step: the next voyage, its pilot, the cards drawn (how many, not
        which), and a discard pile shuffled to draw them."""
        if after.voyage == before.voyage:
            return ()
        paid = len(action.cards) if isinstance(action, Pay) else 0
        drawn = sum(map(len, after.hands)) - sum(map(len, before.hands)) + paid
        if drawn == after.players:
            lines = [Said(after.pilot, Message.of(CTX, NEW_VOYAGE, voyage=after.voyage))]
        else:
            lines = [Said(after.pilot, Message.of(CTX, FEW_DRAW, n=drawn, voyage=after.voyage))]
        if drawn > len(before.draw):
            lines.append(Said(None, Message(CTX, SHUFFLED)))
        return tuple(lines)

    # --- views -----------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> State:
        # (Not a whole copy then masked: what the seat cannot see is never copied.)
        return state.copy(
            rng=Rng(0),  # the future dice and shuffles are secret too
            hands=[list(h) if i == seat else [HIDDEN] * len(h) for i, h in enumerate(state.hands)],
            draw=[HIDDEN] * len(state.draw),
        )

    def same_snapshot(self, a: State, b: State) -> bool:
        # State's == compares every field its snapshot holds, as the snapshot holds it (the ids,
        # in neither, aside): the same answer without making two snapshots a seat a step.
        return bool(a == b)

    def open_view(self, state: State) -> State:
        """Every hand face up; the draw pile's order stays unseen."""
        v = self.copy(state)
        v.rng = Rng(0)
        v.draw = [HIDDEN] * len(state.draw)
        return v

    def resample_hidden(self, state: State, seat: int | None, rng: Rng) -> State:
        """The others' hands and the draw pile dealt again from the same cards, new dice."""
        s = self.copy(state)
        s.rng = Rng(rng.next64())
        others = [i for i in range(s.players) if i != seat]
        pool = [card for i in others for card in s.hands[i]] + s.draw
        rng.shuffle(pool)
        for i in others:
            s.hands[i] = sorted(pool.pop() for _ in s.hands[i])
        s.draw = pool
        return s

    # --- words --------------------------------------------------------------------
    def describe(self, state: State, action) -> Message:
        kind = type(action)
        if kind is Roll:
            # The dice come from the state's generator: a copy of it tells what will show.
            faces = roll_dice(state.rng.copy(), DICE_AT[state.cloud])
            alone = state.phase == ALONE
            if all(f == BLANK for f in faces):
                return Message(
                    CTX,
                    QT_TRANSLATE_NOOP("Cloud9", "{player} stays aboard alone and rolls only blanks: the climb is free.")
                    if alone
                    else QT_TRANSLATE_NOOP("Cloud9", "{player} rolls only blanks: the climb is free."),
                )
            shown = _list_message([face_message(f) for f in faces])
            return Message.of(
                CTX,
                QT_TRANSLATE_NOOP("Cloud9", "{player} stays aboard alone and rolls {faces}.")
                if alone
                else QT_TRANSLATE_NOOP("Cloud9", "{player} rolls {faces}."),
                faces=shown,
            )
        if kind is Jump:
            points = POINTS[state.cloud]
            if state.phase == ALONE:
                return Message.of(
                    CTX,
                    translate(
                        "Cloud9", "{player}, alone aboard, jumps at cloud {cloud} and scores %n points.", None, 1
                    ),
                    n=points,
                    cloud=state.cloud,
                )
            return Message.of(
                CTX,
                translate("Cloud9", "{player} jumps at cloud {cloud} and scores %n points.", None, 1),
                n=points,
                cloud=state.cloud,
            )
        if kind is Stay:
            return Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "{player} stays in the basket."))
        if kind is Pay:
            up = state.cloud + 1
            top = up == TOP_CLOUD
            colours = [CARD_COLOUR[c] for c in action.cards if 0 <= c < CARD_COUNT]
            if not colours:
                text = (
                    QT_TRANSLATE_NOOP(
                        "Cloud9",
                        "The climb is free: {player} takes the balloon to cloud 9 and everyone aboard scores 25.",
                    )  # noqa: E501
                    if top
                    else QT_TRANSLATE_NOOP(
                        "Cloud9", "The climb is free: {player} takes the balloon up to cloud {cloud}."
                    )
                )
                return Message.of(CTX, text, cloud=up)
            if WILD in colours:
                text = (
                    QT_TRANSLATE_NOOP(
                        "Cloud9",
                        "{player} plays a wild card: the balloon reaches cloud 9 and everyone aboard scores 25.",
                    )
                    if top
                    else QT_TRANSLATE_NOOP("Cloud9", "{player} plays a wild card: the balloon rises to cloud {cloud}.")
                )
                return Message.of(CTX, text, cloud=up)
            paid = _list_message([colour_message(c) for c in sorted(colours)])
            text = (
                QT_TRANSLATE_NOOP(
                    "Cloud9", "{player} pays with {cards}: the balloon reaches cloud 9 and everyone aboard scores 25."
                )
                if top
                else QT_TRANSLATE_NOOP("Cloud9", "{player} pays with {cards}: the balloon rises to cloud {cloud}.")
            )
            return Message.of(CTX, text, cards=paid, cloud=up)
        if kind is LetFall:
            return Message.of(
                CTX,
                QT_TRANSLATE_NOOP("Cloud9", "{player} does not pay: the balloon falls from cloud {cloud}."),
                cloud=state.cloud,
            )
        return Message(CTX, QT_TRANSLATE_NOOP("Cloud9", "Cloud 9 has no such move."))
