"""The rules of Strange World above the clouds (the specification shared/games/strange-world.md,
kept outside this repository; the rules page players read is rules_text.py): set-up, the
draft (secret choices made at the same time), placing cards, the desolation of the Tzimimes,
portals and Travellers, Volcanoes, Fumaroles and Dark Cities, scoring, solo play.

A round: the Sun holder orients the Sun (3-4 players: ORIENT), three cards are dealt, every
seat passes two cards in secret (PASS_TWO) then one (PASS_ONE), then the seats place one card
at a time in the Sun's order (PLACE). A placed card may open a small follow-up that its player
settles before the next seat places: which free portal card it joins (PAIR), which Traveller
comes through the portal (TRAVELLER), which card the Volcano's Fumarole covers (ERUPT).
Solo: take a stack (PICK), place its cards (PLACE and its follow-ups); five turns.

The functions at the top are what the table and the computer players need; they are fast
(a World is a flat list of 49 cells with precomputed neighbours, state.py).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from cloudtable.engine import QT_TRANSLATE_NOOP, Game, IllegalAction, Message, Outcome, Rng, ScoreLine
from cloudtable.engine.game import Chapter, first_player, first_player_option
from cloudtable.engine.message import second_person, translate
from cloudtable.engine.moves import Moved, moved_between

from . import scoring
from .actions import (
    ACTION_TYPES,
    DeclineTraveller,
    Erupt,
    OrientSun,
    PairPortal,
    PassCards,
    Place,
    TakeStack,
    WelcomeTraveller,
)
from .cards import (
    CTX,
    DARK_CITIES,
    DECK_SIZES,
    FUMAROLES,
    HAND,
    HIDDEN,
    KIND_MOON,
    KIND_PORTAL,
    KIND_SWAMPS,
    KIND_VOLCANO,
    KIND_WATER,
    KINDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROUNDS,
    SIDE,
    SOLO_STACK_SIZE,
    SOLO_STACKS,
    SOLO_TRAVELLERS,
    START_KINDS,
    TRAVELLER_BY_KEY,
    TRAVELLER_KEYS,
    deck_kinds,
    solo_level,
)
from .state import (
    BIT,
    CELLS,
    COL,
    DOWN,
    EMPTY,
    ERUPT,
    GRID,
    LEFT,
    NEIGHBOURS,
    ORIENT,
    OVER,
    PAIR,
    PASS_ONE,
    PASS_TWO,
    PICK,
    PLACE,
    RIGHT,
    ROW,
    ROW_CELLS,
    START_CELL,
    TRAVELLER,
    UP,
    City,
    Ids,
    Seated,
    State,
    World,
    cell_of,
)

FULL = SIDE * SIDE


def _msg(text: str, **args: Any) -> Message:
    return Message.of(CTX, text, **args)


# --- where a card may go -------------------------------------------------------------------
def legal_cells(w: World) -> list[int]:
    """The empty cells where a card may be placed: next to a card of the World, keeping it
    within a 4 x 4 square, never past the side closed by its Travellers. Sorted."""
    cells = w.cells
    top, bottom, left, right = w.top, w.bottom, w.left, w.right
    lo_r, hi_r = bottom - (SIDE - 1), top + (SIDE - 1)
    lo_c, hi_c = right - (SIDE - 1), left + (SIDE - 1)
    if w.travellers:
        if w.travellers[0].right:
            hi_c = right
        else:
            lo_c = left
    seen = 0
    out = []
    for r in range(top, bottom + 1):
        base = r * GRID
        for c in range(base + left, base + right + 1):
            if cells[c] == EMPTY:
                continue
            for n in NEIGHBOURS[c]:
                if cells[n] == EMPTY and not seen & BIT[n]:
                    seen |= BIT[n]
                    if lo_r <= ROW[n] <= hi_r and lo_c <= COL[n] <= hi_c:
                        out.append(n)
    out.sort()
    return out


def legal_cells_for(w: World, kind: int, cells: list[int] | None = None) -> list[int]:
    """The cells where a card of `kind` may be placed: `legal_cells(w)` (or `cells`, which must
    be them), less those where it breaks a duty of placing (`breaks_duty`) while another place
    keeps it. Only a Volcano or a portal card has duties; when every place breaks them, every
    place stays legal (and the card is turned face down there). Sorted."""
    if cells is None:
        cells = legal_cells(w)
    volcano, portal = KIND_VOLCANO[kind], KIND_PORTAL[kind]
    if not (volcano or portal):
        return cells
    used = _in_portals(w) if portal else 0
    keep = [c for c in cells if not _breaks_duty(w, c, volcano, portal, used)]
    return keep if keep else cells


def _in_portals(w: World) -> int:
    """The cells of the completed portals, as bits."""
    used = 0
    for a, b in w.portals:
        used |= BIT[a] | BIT[b]
    return used


def _breaks_duty(w: World, cell: int, volcano: bool, portal: bool, used: int) -> bool:
    cells = w.cells
    if portal:
        hidden = w.down | w.covered
        beside = free = False
        for n in (LEFT[cell], RIGHT[cell]):
            if n >= 0 and cells[n] != EMPTY and not hidden & BIT[n] and KIND_PORTAL[cells[n]]:
                beside = True
                free = free or not used & BIT[n]
        if beside and not free:
            return True  # the same test as `desolation`'s
    if volcano:
        covered = w.covered
        # No card beside it that a Fumarole may cover: `cover_targets` is empty.
        return all(cells[n] == EMPTY or covered & BIT[n] for n in NEIGHBOURS[cell])
    return False


def breaks_duty(w: World, cell: int, kind: int) -> bool:
    """Whether a card of `kind` on `cell` breaks a duty of placing: the two desolations that the
    rulebook makes obligations (the specification, outside this repository). A Volcano must go next to a card
    a Fumarole may cover; a portal card must not go where its only portal neighbours are in
    completed portals. The Tzimimes turn it face down there, and it may go there only when every
    legal place breaks them (`legal_cells_for`)."""
    return _breaks_duty(w, cell, KIND_VOLCANO[kind], KIND_PORTAL[kind], _in_portals(w))


def duty_reason(w: World, cell: int, kind: int, cells: list[int] | None = None) -> Message | None:
    """Why a card of `kind` may not go on `cell`, one of the `legal_cells(w)` (`cells` if given),
    in words; None if it may. It may not when it would break a duty of placing there while
    another place keeps it (`legal_cells_for`)."""
    if not breaks_duty(w, cell, kind) or cell in legal_cells_for(w, kind, cells):
        return None
    if _breaks_duty(w, cell, False, KIND_PORTAL[kind], _in_portals(w)):
        return _msg(
            QT_TRANSLATE_NOOP(
                "StrangeWorld",
                "This portal card may go where its portal neighbours are all taken only when no other place is left: there the Tzimimes turn it face down.",
            )
        )
    return _msg(
        QT_TRANSLATE_NOOP(
            "StrangeWorld",
            "This Volcano must go where it can erupt, next to a card a Fumarole may cover; only when no such place is left may it go elsewhere and be turned face down.",
        )
    )


def _shows(w: World, cell: int) -> bool:
    return cell >= 0 and w.cells[cell] != EMPTY and not (w.down | w.covered) & BIT[cell]


def portal_neighbours(w: World, cell: int) -> list[int]:
    """The visible portal cards left and right of `cell`."""
    cells = w.cells
    return [n for n in (LEFT[cell], RIGHT[cell]) if _shows(w, n) and KIND_PORTAL[cells[n]]]


def free_partners(w: World, cell: int) -> list[int]:
    """The portal cards beside `cell` that are in no completed portal yet."""
    used = {c for p in w.portals for c in p}
    return [n for n in portal_neighbours(w, cell) if n not in used]


def cover_targets(w: World, cell: int) -> list[int]:
    """The cards next to `cell` that a Fumarole may cover (any card but a Fumarole)."""
    cells = w.cells
    return [n for n in NEIGHBOURS[cell] if cells[n] != EMPTY and not w.covered & BIT[n]]


def desolation(w: World, cell: int, kind: int) -> bool:
    """Whether the Tzimimes turn a card of `kind` face down as it is placed on `cell`
    (checked before portals and eruptions)."""
    cells = w.cells
    if KIND_MOON[kind] and ROW[cell] > w.top:
        return True  # a Moon goes in the top row only
    if KIND_WATER[kind]:
        hidden = w.down | w.covered
        for n in NEIGHBOURS[cell]:
            if cells[n] != EMPTY and KIND_WATER[cells[n]] and not hidden & BIT[n]:
                return True
    if KIND_SWAMPS[kind]:
        hidden = w.down | w.covered
        for n in ROW_CELLS[ROW[cell]]:
            if cells[n] != EMPTY and KIND_SWAMPS[cells[n]] and not hidden & BIT[n]:
                return True
    if KIND_PORTAL[kind]:
        beside = portal_neighbours(w, cell)
        if beside and not free_partners(w, cell):
            return True  # its only portal neighbours are in portals already
    return KIND_VOLCANO[kind] and not cover_targets(w, cell)


def desolation_reason(w: World, cell: int, kind: int) -> Message | None:
    """Why the Tzimimes would turn a card of `kind` face down on `cell`, in words (None if they
    would not): the table warns before the card is dropped. Same order as `desolation`."""
    if not desolation(w, cell, kind):
        return None
    cells = w.cells
    hidden = w.down | w.covered
    if KIND_MOON[kind] and ROW[cell] > w.top:
        return _msg(
            QT_TRANSLATE_NOOP("StrangeWorld", "The Tzimimes would turn it face down: a Moon belongs in the top row.")
        )
    if KIND_WATER[kind] and any(
        cells[n] != EMPTY and KIND_WATER[cells[n]] and not hidden & BIT[n] for n in NEIGHBOURS[cell]
    ):
        return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "The Tzimimes would turn it face down: Water next to Water."))
    if KIND_SWAMPS[kind] and any(
        cells[n] != EMPTY and KIND_SWAMPS[cells[n]] and not hidden & BIT[n] for n in ROW_CELLS[ROW[cell]]
    ):
        return _msg(
            QT_TRANSLATE_NOOP("StrangeWorld", "The Tzimimes would turn it face down: this row already has a Swamp.")
        )
    if KIND_PORTAL[kind]:
        return _msg(
            QT_TRANSLATE_NOOP(
                "StrangeWorld", "The Tzimimes would turn it face down: its portal neighbours are taken already."
            )
        )
    return _msg(
        QT_TRANSLATE_NOOP(
            "StrangeWorld", "The Tzimimes would turn it face down: no card beside it can take a Fumarole."
        )
    )


def moons_below(w: World, cell: int) -> list[int]:
    """The face-up Moons that a card placed on `cell` would turn face down: those in lower rows."""
    r = ROW[cell]
    if r >= w.top:
        return []  # face-up Moons are only ever in the top row
    cells = w.cells
    return [c for c in range(CELLS) if cells[c] != EMPTY and KIND_MOON[cells[c]] and ROW[c] > r and not w.down & BIT[c]]


def placement_warning(w: World, cell: int, kind: int) -> Message | None:
    """What the Tzimimes would do if a card of `kind` went on `cell`, in words (None: nothing):
    turn the card face down (`desolation_reason`), or turn a Moon below it face down."""
    reason = desolation_reason(w, cell, kind)
    if reason is None and moons_below(w, cell):
        return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "A card here turns your Moon below it face down."))
    return reason


def spot_rows(w: World, cell: int) -> list[int]:
    """The top rows a Traveller may take beside `cell`'s row, leaving other Travellers aside."""
    r = ROW[cell]
    lo, hi = max(w.bottom - (SIDE - 1), 0), min(w.top + (SIDE - 1), GRID - 1)
    return [t for t in (r - 1, r) if t >= lo and t + 1 <= hi]


def traveller_spots(w: World, cell: int) -> list[tuple[bool, int]]:
    """Where a Traveller welcomed through the portal on `cell`'s row may go: (right side?, top
    row). Its two rows are the portal's and the one above or below, both rows the finished
    World may still have; all Travellers go on the side of the first. A spot overlapping
    another Traveller is taken; when every spot is taken, one may be shared."""
    tops = spot_rows(w, cell)
    sides = (w.travellers[0].right,) if w.travellers else (False, True)
    spots: list[tuple[bool, int]] = []
    for right in sides:
        taken = [t.top for t in w.travellers if t.right == right]
        free = [t for t in tops if all(abs(t - u) > 1 for u in taken)]
        spots.extend((right, t) for t in (free or tops))
    return spots


def world_score(s: State, seat: int) -> int:
    """The running score of a seat's World, as if the game ended now."""
    return scoring.score(s.worlds[seat])


def score_breakdown(s: State, seat: int) -> list[tuple[str, Message, int]]:
    """(category key, its name, points) for each scoring category of a seat's World."""
    return scoring.breakdown(s.worlds[seat])


def pass_count(s: State) -> int:
    """How many cards each seat passes in the draft phase now (0 outside the draft)."""
    return 2 if s.phase == PASS_TWO else 1 if s.phase == PASS_ONE else 0


# --- the game ------------------------------------------------------------------------------
# A draft's passing in the log: how many cards and in which round, all public (never which).
CHOSEN_TO_PASS = translate("StrangeWorld", "{player} has chosen %n cards to pass in round {round}.", None, 1)
# The log's lines said to the one person at a table of computers (engine/message.py).
second_person(
    CTX,
    {
        CHOSEN_TO_PASS: translate("StrangeWorld", "You have chosen %n cards to pass in round {round}.", None, 1),
        QT_TRANSLATE_NOOP(
            "StrangeWorld", "{player} turns the Sun card: cards pass and turns go clockwise this round."
        ): QT_TRANSLATE_NOOP("StrangeWorld", "You turn the Sun card: cards pass and turns go clockwise this round."),
        QT_TRANSLATE_NOOP(
            "StrangeWorld", "{player} turns the Sun card: cards pass and turns go anticlockwise this round."
        ): QT_TRANSLATE_NOOP(
            "StrangeWorld", "You turn the Sun card: cards pass and turns go anticlockwise this round."
        ),
        QT_TRANSLATE_NOOP("StrangeWorld", "{player} takes the stack showing {card}."): QT_TRANSLATE_NOOP(
            "StrangeWorld", "You take the stack showing {card}."
        ),
        QT_TRANSLATE_NOOP("StrangeWorld", "{player} takes a stack."): QT_TRANSLATE_NOOP(
            "StrangeWorld", "You take a stack."
        ),
        QT_TRANSLATE_NOOP("StrangeWorld", "{player} places a card."): QT_TRANSLATE_NOOP(
            "StrangeWorld", "You place a card."
        ),
        QT_TRANSLATE_NOOP(
            "StrangeWorld", "{player} places {card}; the Tzimimes turn it face down, and the Moons below it too."
        ): QT_TRANSLATE_NOOP(
            "StrangeWorld", "You place {card}; the Tzimimes turn it face down, and the Moons below it too."
        ),
        QT_TRANSLATE_NOOP(
            "StrangeWorld", "{player} places {card}, but the Tzimimes turn it face down."
        ): QT_TRANSLATE_NOOP("StrangeWorld", "You place {card}, but the Tzimimes turn it face down."),
        QT_TRANSLATE_NOOP(
            "StrangeWorld", "{player} places {card} above a Moon: the Tzimimes turn the Moons below it face down."
        ): QT_TRANSLATE_NOOP(
            "StrangeWorld", "You place {card} above a Moon: the Tzimimes turn the Moons below it face down."
        ),
        QT_TRANSLATE_NOOP(
            "StrangeWorld", "{player} places {card} and completes a dimensional portal."
        ): QT_TRANSLATE_NOOP("StrangeWorld", "You place {card} and complete a dimensional portal."),
        QT_TRANSLATE_NOOP("StrangeWorld", "{player} places {card} in their World."): QT_TRANSLATE_NOOP(
            "StrangeWorld", "You place {card} in your World."
        ),
        QT_TRANSLATE_NOOP(
            "StrangeWorld", "{player} completes the portal with the card on the left."
        ): QT_TRANSLATE_NOOP("StrangeWorld", "You complete the portal with the card on the left."),
        QT_TRANSLATE_NOOP(
            "StrangeWorld", "{player} completes the portal with the card on the right."
        ): QT_TRANSLATE_NOOP("StrangeWorld", "You complete the portal with the card on the right."),
        QT_TRANSLATE_NOOP(
            "StrangeWorld", "{player} welcomes {traveller} on the right of their World."
        ): QT_TRANSLATE_NOOP("StrangeWorld", "You welcome {traveller} on the right of your World."),
        QT_TRANSLATE_NOOP(
            "StrangeWorld", "{player} welcomes {traveller} on the left of their World."
        ): QT_TRANSLATE_NOOP("StrangeWorld", "You welcome {traveller} on the left of your World."),
        QT_TRANSLATE_NOOP("StrangeWorld", "{player} welcomes no Traveller through the portal."): QT_TRANSLATE_NOOP(
            "StrangeWorld", "You welcome no Traveller through the portal."
        ),
        QT_TRANSLATE_NOOP("StrangeWorld", "{player}'s Volcano erupts."): QT_TRANSLATE_NOOP(
            "StrangeWorld", "Your Volcano erupts."
        ),
        QT_TRANSLATE_NOOP(
            "StrangeWorld",
            "{player}'s Volcano erupts: a Fumarole covers a face-down card next to another Fumarole, and a Dark City worth {points}☆ rises between them.",
        ): QT_TRANSLATE_NOOP(
            "StrangeWorld",
            "Your Volcano erupts: a Fumarole covers a face-down card next to another Fumarole, and a Dark City worth {points}☆ rises between them.",
        ),
        QT_TRANSLATE_NOOP(
            "StrangeWorld", "{player}'s Volcano erupts: a Fumarole covers a face-down card."
        ): QT_TRANSLATE_NOOP("StrangeWorld", "Your Volcano erupts: a Fumarole covers a face-down card."),
        QT_TRANSLATE_NOOP(
            "StrangeWorld",
            "{player}'s Volcano erupts: a Fumarole covers {card} next to another Fumarole, and a Dark City worth {points}☆ rises between them.",
        ): QT_TRANSLATE_NOOP(
            "StrangeWorld",
            "Your Volcano erupts: a Fumarole covers {card} next to another Fumarole, and a Dark City worth {points}☆ rises between them.",
        ),
        QT_TRANSLATE_NOOP("StrangeWorld", "{player}'s Volcano erupts: a Fumarole covers {card}."): QT_TRANSLATE_NOOP(
            "StrangeWorld", "Your Volcano erupts: a Fumarole covers {card}."
        ),
    },
)


class StrangeWorld(Game):
    id = "strange-world"
    name = Message(CTX, QT_TRANSLATE_NOOP("StrangeWorld", "Strange World above the clouds"))
    menu_order = 2
    options = (first_player_option(MAX_PLAYERS),)
    summary = Message(
        CTX,
        QT_TRANSLATE_NOOP(
            "StrangeWorld",
            "Draft land cards and build a World of 16 cards in five rounds, without waking the Tzimimes.",
        ),
    )
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    bot_levels = ("random", "normal", "strong")
    action_types = ACTION_TYPES
    state_type = State  # reads its snapshot back: State.from_snapshot
    views_are_copies = True  # (view: a copy of the state, its masked lists new)

    # --- set-up -----------------------------------------------------------------
    def new_state(self, players: int, rng: Rng, options: dict[str, Any]) -> State:
        starts = list(START_KINDS)
        rng.shuffle(starts)
        worlds = [World.new(starts[i]) for i in range(players)]
        deck = deck_kinds(players)
        rng.shuffle(deck)
        s = State(
            rng,
            worlds,
            [[] for _ in range(players)],
            deck,
            PLACE,
            fumaroles=FUMAROLES,
            cities=list(DARK_CITIES),
            boxed_starts=sorted(starts[players:]),
        )
        # Card numbers: start card i is starts[i]; the deck's card j is len(starts) + j.
        ids = list(range(len(starts), len(starts) + len(deck)))
        cells = [[EMPTY] * CELLS for _ in range(players)]
        for seat in range(players):
            cells[seat][START_CELL] = seat
        s.ids = Ids(ids, [[] for _ in range(players)], cells, [])
        if players == 1:
            s.stacks = [deck[i * SOLO_STACK_SIZE : (i + 1) * SOLO_STACK_SIZE] for i in range(SOLO_STACKS)]
            s.deck = []
            s.ids.stacks = [ids[i * SOLO_STACK_SIZE : (i + 1) * SOLO_STACK_SIZE] for i in range(SOLO_STACKS)]
            s.ids.deck = []
            travellers = list(TRAVELLER_KEYS)
            rng.shuffle(travellers)
            s.travellers = sorted(travellers[:SOLO_TRAVELLERS], key=TRAVELLER_KEYS.index)
            s.boxed_travellers = sorted(travellers[SOLO_TRAVELLERS:], key=TRAVELLER_KEYS.index)
            s.phase = PICK
            return s
        s.travellers = list(TRAVELLER_KEYS)
        s.sun = s.turn = first_player(options, players, rng)  # "a random player takes the Sun card"
        if players >= 3:
            s.phase = ORIENT
        else:
            self._deal(s)
        return s

    @staticmethod
    def _deal(s: State) -> None:
        for hand in s.hands:
            for _ in range(HAND):
                hand.append(s.deck.pop())
            hand.sort()
        if s.ids is not None:
            for numbers in s.ids.hands:
                numbers.extend(s.ids.deck.pop() for _ in range(HAND))
                numbers.sort()
        s.phase = PASS_TWO

    # --- whose move ------------------------------------------------------------------
    def current_player(self, s: State) -> int | None:
        phase = s.phase
        if phase == OVER:
            return None
        if phase in (PASS_TWO, PASS_ONE):
            return s.order()[0]
        return s.turn

    def choosing_seats(self, s: State) -> tuple[int, ...]:
        if s.phase in (PASS_TWO, PASS_ONE):
            return tuple(s.order())
        return ()

    # --- the draft: secret choices -------------------------------------------------------
    def legal_choices(self, s: State, seat: int) -> list[PassCards]:
        count = pass_count(s)
        if not count:
            return []
        return [PassCards(c) for c in sorted(set(combinations(sorted(s.hands[seat]), count)))]

    def check_choice(self, s: State, seat: int, a: Any) -> None:
        count = pass_count(s)
        if not count:
            raise IllegalAction(self._what_now(s))
        if not isinstance(a, PassCards):
            raise IllegalAction(
                _msg(QT_TRANSLATE_NOOP("StrangeWorld", "Choose the cards to give to your neighbour first."))
            )
        if len(a.cards) != count:
            raise IllegalAction(
                _msg(QT_TRANSLATE_NOOP("StrangeWorld", "Give exactly two cards to your neighbour."))
                if count == 2
                else _msg(QT_TRANSLATE_NOOP("StrangeWorld", "Give exactly one card to your neighbour."))
            )
        hand = list(s.hands[seat])
        for card in a.cards:
            if card not in hand:
                raise IllegalAction(_msg(QT_TRANSLATE_NOOP("StrangeWorld", "You can only give cards from your hand.")))
            hand.remove(card)

    def apply_choices(self, s: State, choices: dict[int, PassCards]) -> None:
        given = {}
        for seat, a in choices.items():
            hand = s.hands[seat]
            for card in a.cards:
                hand.remove(card)
            given[s.neighbour(seat)] = a.cards
        for seat, cards in given.items():
            s.hands[seat].extend(cards)
            s.hands[seat].sort()
        if s.ids is not None:  # each hand's lowest numbers go (Ids: nothing said of which cards)
            numbers = s.ids.hands
            gone = {seat: numbers[seat][: len(a.cards)] for seat, a in choices.items()}
            for seat, a in choices.items():
                del numbers[seat][: len(a.cards)]
            for seat, passed in gone.items():
                numbers[s.neighbour(seat)] = sorted(numbers[s.neighbour(seat)] + passed)
        if s.phase == PASS_TWO:
            s.phase = PASS_ONE
        else:
            s.phase = PLACE
            s.turn = s.sun

    def describe_choice(self, s: State, seat: int, a: Any) -> Message:
        """Said to every seat: the count comes from the phase, not from the choice."""
        return Message.of(CTX, CHOSEN_TO_PASS, n=pass_count(s), round=s.round)

    # --- ordinary moves ------------------------------------------------------------------
    def legal_actions(self, s: State) -> list:
        phase = s.phase
        if phase == PLACE:
            w = s.worlds[s.turn]
            cells = legal_cells(w)
            return [
                Place(card, ROW[c], COL[c])
                for card in sorted(set(s.hands[s.turn]))
                for c in legal_cells_for(w, card, cells)
            ]
        if phase == ORIENT:
            return [OrientSun(True), OrientSun(False)]
        if phase == PICK:
            return [TakeStack(i) for i, stack in enumerate(s.stacks) if stack]
        w = s.worlds[s.turn]
        if phase == PAIR:
            return [PairPortal(ROW[c], COL[c]) for c in free_partners(w, s.pending)]
        if phase == TRAVELLER:
            spots = traveller_spots(w, s.pending)
            return [WelcomeTraveller(key, right, top) for key in s.travellers for right, top in spots] + [
                DeclineTraveller()
            ]
        if phase == ERUPT:
            return [Erupt(ROW[c], COL[c]) for c in cover_targets(w, s.pending)]
        return []

    def _what_now(self, s: State) -> Message:
        phase = s.phase
        if phase == OVER:
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "The game is over."))
        if phase == ORIENT:
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "The Sun holder must first choose the face of the Sun card."))
        if phase in (PASS_TWO, PASS_ONE):
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "Every player must first choose the cards to pass."))
        if phase == PLACE:
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "A card from the hand must be placed now."))
        if phase == PAIR:
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "Choose which portal card the new card joins."))
        if phase == TRAVELLER:
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "Welcome a Traveller through the new portal, or nobody."))
        if phase == ERUPT:
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "Choose the card the Fumarole covers."))
        return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "Take one of the stacks."))

    def check(self, s: State, a: Any) -> None:
        phase = s.phase
        kind = type(a)
        wanted = {ORIENT: OrientSun, PLACE: Place, PAIR: PairPortal, ERUPT: Erupt, PICK: TakeStack}.get(phase)
        if phase == TRAVELLER and kind in (WelcomeTraveller, DeclineTraveller):
            pass
        elif kind not in ACTION_TYPES:
            raise IllegalAction(_msg(QT_TRANSLATE_NOOP("StrangeWorld", "Strange World has no such move.")))
        elif kind is not wanted:
            raise IllegalAction(self._what_now(s))
        if kind is OrientSun:
            if not isinstance(a.clockwise, bool):
                raise IllegalAction(
                    _msg(QT_TRANSLATE_NOOP("StrangeWorld", "The Sun card points one way or the other."))
                )
            return
        if kind is TakeStack:
            if not isinstance(a.stack, int) or not 0 <= a.stack < len(s.stacks) or not s.stacks[a.stack]:
                raise IllegalAction(_msg(QT_TRANSLATE_NOOP("StrangeWorld", "There is no such stack to take.")))
            return
        if kind is DeclineTraveller:
            return
        w = s.worlds[s.turn]
        if kind is WelcomeTraveller:
            if a.key not in s.travellers:
                raise IllegalAction(_msg(QT_TRANSLATE_NOOP("StrangeWorld", "That Traveller is not available.")))
            spots = traveller_spots(w, s.pending)
            if (a.right, a.top) in spots:
                return
            if w.travellers and a.right != w.travellers[0].right:
                raise IllegalAction(
                    _msg(QT_TRANSLATE_NOOP("StrangeWorld", "All your Travellers go on the side of your first one."))
                )
            if a.top in spot_rows(w, s.pending):
                raise IllegalAction(
                    _msg(
                        QT_TRANSLATE_NOOP(
                            "StrangeWorld",
                            "Another Traveller is there: a spot is shared only when every spot is taken.",
                        )
                    )
                )
            raise IllegalAction(
                _msg(
                    QT_TRANSLATE_NOOP(
                        "StrangeWorld",
                        "A Traveller goes at the end of the portal's row, over that row and the row above or below it.",
                    )
                )
            )
        cell = self._cell(a.row, a.col)
        if kind is Place:
            if a.card not in s.hands[s.turn]:
                raise IllegalAction(_msg(QT_TRANSLATE_NOOP("StrangeWorld", "That card is not in your hand.")))
            if cell < 0:
                raise IllegalAction(_msg(QT_TRANSLATE_NOOP("StrangeWorld", "That place is off the table.")))
            cells = legal_cells(w)
            if cell in cells:
                reason = duty_reason(w, cell, a.card, cells)
                if reason is not None:
                    raise IllegalAction(reason)
                return
            raise IllegalAction(self._why_not(w, cell))
        if kind is PairPortal:
            if cell < 0 or cell not in free_partners(w, s.pending):
                raise IllegalAction(
                    _msg(
                        QT_TRANSLATE_NOOP(
                            "StrangeWorld", "Choose one of the two free portal cards beside the new card."
                        )
                    )
                )
            return
        if kind is Erupt:
            if cell < 0 or cell not in cover_targets(w, s.pending):
                raise IllegalAction(
                    _msg(
                        QT_TRANSLATE_NOOP(
                            "StrangeWorld", "The Fumarole covers a card next to the Volcano, never another Fumarole."
                        )
                    )
                )
            return

    @staticmethod
    def _cell(row: Any, col: Any) -> int:
        if isinstance(row, int) and isinstance(col, int) and 0 <= row < GRID and 0 <= col < GRID:
            return cell_of(row, col)
        return -1

    @staticmethod
    def _why_not(w: World, cell: int) -> Message:
        if w.cells[cell] != EMPTY:
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "There is a card there already."))
        if not any(w.cells[n] != EMPTY for n in NEIGHBOURS[cell]):
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "A card goes next to a card of your World, side by side."))
        r, c = ROW[cell], COL[cell]
        if max(w.bottom, r) - min(w.top, r) >= SIDE or max(w.right, c) - min(w.left, c) >= SIDE:
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "Your World must fit in a square of four cards by four."))
        return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "A Traveller closes that side of your World."))

    # --- applying moves ------------------------------------------------------------------
    def apply(self, s: State, a: Any) -> bool:
        kind = type(a)
        if kind is Place:
            return self._place(s, a)
        if kind is OrientSun:
            s.clockwise = a.clockwise
            self._deal(s)
            return True
        if kind is TakeStack:
            s.stack = a.stack
            s.hands[0] = [s.stacks[a.stack].pop()]
            if s.ids is not None:
                s.ids.hands[0] = [s.ids.stacks[a.stack].pop()]
            s.phase = PLACE
            return False
        w = s.worlds[s.turn]
        if kind is PairPortal:
            self._open_portal(s, w, s.pending, self._cell(a.row, a.col))
            return self._after_portal(s)
        if kind is WelcomeTraveller:
            s.travellers.remove(a.key)
            w.travellers.append(Seated(a.key, a.right, a.top))
            return self._after_traveller(s)
        if kind is DeclineTraveller:
            return self._after_traveller(s)
        if kind is Erupt:
            self._erupt(s, w, self._cell(a.row, a.col))
            return self._card_done(s)
        raise AssertionError(a)

    def _place(self, s: State, a: Place) -> bool:
        seat = s.turn
        w = s.worlds[seat]
        cell = cell_of(a.row, a.col)
        kind = a.card
        s.hands[seat].remove(kind)
        if s.ids is not None:  # the hand's lowest number (Ids)
            s.ids.cells[seat][cell] = s.ids.hands[seat].pop(0)
        flipped = desolation(w, cell, kind)
        moons = moons_below(w, cell)
        w.put(cell, kind)
        for m in moons:
            w.down |= BIT[m]
        if flipped:
            w.down |= BIT[cell]
            return self._card_done(s)
        s.pending = cell
        s.erupting = KIND_VOLCANO[kind] and s.fumaroles > 0
        if KIND_PORTAL[kind]:
            partners = free_partners(w, cell)
            if len(partners) == 2:
                s.phase = PAIR
                return False
            if partners:
                self._open_portal(s, w, cell, partners[0])
                return self._after_portal(s)
        return self._after_traveller(s)

    @staticmethod
    def _open_portal(s: State, w: World, cell: int, partner: int) -> None:
        w.portals.append((min(cell, partner), max(cell, partner)))

    def _after_portal(self, s: State) -> bool:
        if s.travellers:
            s.phase = TRAVELLER
            return False
        return self._after_traveller(s)

    def _after_traveller(self, s: State) -> bool:
        if s.erupting:
            s.phase = ERUPT
            return False
        return self._card_done(s)

    @staticmethod
    def _erupt(s: State, w: World, cell: int) -> None:
        s.fumaroles -= 1
        w.covered |= BIT[cell]
        if not s.cities:
            return
        in_city = {c for city in w.cities for c in (city.a, city.b)}
        for n in NEIGHBOURS[cell]:  # above, left, right, below: the first free Fumarole
            if w.covered & BIT[n] and n not in in_city:
                w.cities.append(City(s.cities.pop(0), min(cell, n), max(cell, n)))
                return

    def _card_done(self, s: State) -> bool:
        """The card and what it set off are settled: the next card, seat, round or the end."""
        s.pending = -1
        s.erupting = False
        seat = s.turn
        if s.solo:
            if s.hands[0]:
                s.phase = PLACE
                return False
            if s.stacks[s.stack]:  # the stack's other two cards are turned up
                s.hands[0] = sorted(s.stacks[s.stack])
                s.stacks[s.stack] = []
                if s.ids is not None:
                    s.ids.hands[0] = sorted(s.ids.stacks[s.stack])
                    s.ids.stacks[s.stack] = []
                s.phase = PLACE
                return True
            s.stack = -1
            if s.worlds[0].count >= FULL:
                s.phase = OVER
            else:
                s.round += 1
                s.phase = PICK
            return False
        order = s.order()
        at = order.index(seat)
        n = len(order)
        for k in range(1, n + 1):
            nxt = order[(at + k) % n]
            if s.hands[nxt]:
                s.turn = nxt
                s.phase = PLACE
                return False
        # Everyone has placed three cards: the round ends.
        if s.round >= ROUNDS:
            s.phase = OVER
            return False
        s.round += 1
        s.sun = s.turn = (s.sun + 1) % n  # the Sun passes to the left
        if n >= 3:
            s.phase = ORIENT
            return False
        self._deal(s)
        return True

    # --- the end ---------------------------------------------------------------------------
    def scores(self, s: State) -> list[int]:
        return [scoring.score(w) for w in s.worlds]

    def progress(self, s: State) -> Message:
        if s.solo:
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "Turn {turn} of {turns}"), turn=s.round, turns=ROUNDS)
        return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "Round {round} of {rounds}"), round=s.round, rounds=ROUNDS)

    def chapter(self, s: State) -> Chapter:
        """A round is the rulebook's (solo: a turn); its turns are the Sun card's turning, each
        passing of cards (everyone at once) and each seat's placing (with what it set off)."""
        if s.phase in (ORIENT, PASS_TWO, PASS_ONE, OVER):
            return Chapter(s.round, (s.round, s.phase))
        return Chapter(s.round, (s.round, PLACE, s.turn))  # PLACE, PAIR, TRAVELLER, ERUPT; solo PICK

    def outcome(self, s: State) -> Outcome | None:
        if s.phase != OVER:
            return None
        lines = []
        totals = []
        for seat, w in enumerate(s.worlds):
            points = scoring.categories(w)
            for key in scoring.CATEGORIES:
                lines.append(ScoreLine(seat, scoring.CATEGORY_NAMES[key], points[key]))
            totals.append(sum(points.values()))
        best = max(totals)
        if s.solo:
            summary = _msg(
                QT_TRANSLATE_NOOP("StrangeWorld", "Your World is complete and scores {points}☆."), points=best
            )
            return Outcome(frozenset(), tuple(totals), summary, tuple(lines), solo_level(best))
        winners = frozenset(i for i, t in enumerate(totals) if t == best)
        if len(winners) == 1:
            summary = _msg(
                QT_TRANSLATE_NOOP("StrangeWorld", "Every World is complete; the finest World scores {points}☆."),
                points=best,
            )
        else:
            summary = _msg(
                QT_TRANSLATE_NOOP(
                    "StrangeWorld", "Every World is complete; the finest Worlds share the win with {points}☆ each."
                ),
                points=best,
            )
        return Outcome(winners, tuple(totals), summary, tuple(lines))

    def moves(self, before: State, action: Any, after: State) -> tuple[Moved, ...]:
        """The land cards that changed zone (state.Ids): drawn, passed, placed, taken from a stack."""
        if before.ids is None or after.ids is None:
            return ()
        return moved_between(before.ids.zones(), after.ids.zones())

    # --- views -------------------------------------------------------------------------------
    def view(self, s: State, seat: int | None) -> State:
        v = s.copy()
        v.rng = Rng(0)  # future shuffles are secret too
        v.hands = [list(h) if i == seat else [HIDDEN] * len(h) for i, h in enumerate(s.hands)]
        v.deck = [HIDDEN] * len(s.deck)
        # Solo: only the top card of each stack is face up; the stack being played shows
        # nothing until its other cards are turned up.
        v.stacks = [
            [HIDDEN] * len(st) if i == s.stack else [HIDDEN] * (len(st) - 1) + st[-1:] for i, st in enumerate(s.stacks)
        ]
        v.boxed_travellers = []  # back in the box unseen
        return v

    def open_view(self, s: State) -> State:
        """Every hand and stack face up; the deck's order stays unseen."""
        v = s.copy()
        v.rng = Rng(0)
        v.deck = [HIDDEN] * len(s.deck)
        return v

    def resample_hidden(self, s: State, seat: int | None, rng: Rng) -> State:
        """The others' hands, the deck and (solo) the face-down cards of the stacks dealt again
        from the same cards; a new generator. (Which Travellers went back to the box the seat can
        tell from those turned up.)"""
        r = s.copy()
        r.rng = Rng(rng.next64())
        others = [i for i in range(r.players) if i != seat]
        down = [len(st) if i == r.stack else max(len(st) - 1, 0) for i, st in enumerate(r.stacks)]
        pool = [card for i in others for card in r.hands[i]] + r.deck
        pool += [card for st, n in zip(r.stacks, down, strict=True) for card in st[:n]]
        rng.shuffle(pool)
        for i in others:
            r.hands[i] = sorted(pool.pop() for _ in r.hands[i])
        r.stacks = [[pool.pop() for _ in range(n)] + st[n:] for st, n in zip(r.stacks, down, strict=True)]
        r.deck = pool
        return r

    # --- words -----------------------------------------------------------------------------
    def describe(self, s: State, a: Any) -> Message:
        kind = type(a)
        if kind is OrientSun:
            return (
                _msg(
                    QT_TRANSLATE_NOOP(
                        "StrangeWorld", "{player} turns the Sun card: cards pass and turns go clockwise this round."
                    )
                )
                if a.clockwise
                else _msg(
                    QT_TRANSLATE_NOOP(
                        "StrangeWorld", "{player} turns the Sun card: cards pass and turns go anticlockwise this round."
                    )
                )
            )
        if kind is PassCards:
            return self.describe_choice(s, s.turn, a)
        if kind is TakeStack:
            if 0 <= a.stack < len(s.stacks) and s.stacks[a.stack] and s.stacks[a.stack][-1] >= 0:
                return _msg(
                    QT_TRANSLATE_NOOP("StrangeWorld", "{player} takes the stack showing {card}."),
                    card=KINDS[s.stacks[a.stack][-1]].name,
                )
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "{player} takes a stack."))
        w = s.worlds[s.turn]
        if kind is Place:
            cell = self._cell(a.row, a.col)
            if cell < 0 or not 0 <= a.card < len(KINDS):
                return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "{player} places a card."))
            name = KINDS[a.card].name
            flipped = desolation(w, cell, a.card)
            moons = len(moons_below(w, cell))
            if flipped and moons:
                return _msg(
                    QT_TRANSLATE_NOOP(
                        "StrangeWorld",
                        "{player} places {card}; the Tzimimes turn it face down, and the Moons below it too.",
                    ),
                    card=name,
                )
            if flipped:
                return _msg(
                    QT_TRANSLATE_NOOP("StrangeWorld", "{player} places {card}, but the Tzimimes turn it face down."),
                    card=name,
                )
            if moons:
                return _msg(
                    QT_TRANSLATE_NOOP(
                        "StrangeWorld",
                        "{player} places {card} above a Moon: the Tzimimes turn the Moons below it face down.",
                    ),
                    card=name,
                )
            if KIND_PORTAL[a.card] and free_partners(w, cell):
                return _msg(
                    QT_TRANSLATE_NOOP("StrangeWorld", "{player} places {card} and completes a dimensional portal."),
                    card=name,
                )
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "{player} places {card} in their World."), card=name)
        if kind is PairPortal:
            cell = self._cell(a.row, a.col)
            return (
                _msg(QT_TRANSLATE_NOOP("StrangeWorld", "{player} completes the portal with the card on the left."))
                if cell == LEFT[s.pending]
                else _msg(
                    QT_TRANSLATE_NOOP("StrangeWorld", "{player} completes the portal with the card on the right.")
                )
            )
        if kind is WelcomeTraveller:
            name = TRAVELLER_BY_KEY[a.key].name if a.key in TRAVELLER_BY_KEY else a.key
            return (
                _msg(
                    QT_TRANSLATE_NOOP("StrangeWorld", "{player} welcomes {traveller} on the right of their World."),
                    traveller=name,
                )
                if a.right
                else _msg(
                    QT_TRANSLATE_NOOP("StrangeWorld", "{player} welcomes {traveller} on the left of their World."),
                    traveller=name,
                )
            )
        if kind is DeclineTraveller:
            return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "{player} welcomes no Traveller through the portal."))
        if kind is Erupt:
            cell = self._cell(a.row, a.col)
            if cell < 0 or w.cells[cell] < 0:
                return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "{player}'s Volcano erupts."))
            in_city = {c for x in w.cities for c in (x.a, x.b)}
            city = bool(s.cities) and any(w.covered & BIT[n] and n not in in_city for n in NEIGHBOURS[cell])
            if w.down & BIT[cell]:
                if city:
                    return _msg(
                        QT_TRANSLATE_NOOP(
                            "StrangeWorld",
                            "{player}'s Volcano erupts: a Fumarole covers a face-down card next to another Fumarole, and a Dark City worth {points}☆ rises between them.",
                        ),
                        points=s.cities[0],
                    )
                return _msg(
                    QT_TRANSLATE_NOOP("StrangeWorld", "{player}'s Volcano erupts: a Fumarole covers a face-down card.")
                )
            name = KINDS[w.cells[cell]].name
            if city:
                return _msg(
                    QT_TRANSLATE_NOOP(
                        "StrangeWorld",
                        "{player}'s Volcano erupts: a Fumarole covers {card} next to another Fumarole, and a Dark City worth {points}☆ rises between them.",
                    ),
                    card=name,
                    points=s.cities[0],
                )
            return _msg(
                QT_TRANSLATE_NOOP("StrangeWorld", "{player}'s Volcano erupts: a Fumarole covers {card}."), card=name
            )
        return _msg(QT_TRANSLATE_NOOP("StrangeWorld", "Strange World has no such move."))


def deck_size(players: int) -> int:
    """The number of land cards in the deck for `players` (DECK_SIZES, checked by a test)."""
    return DECK_SIZES[players - 1]


__all__ = [
    "DOWN",
    "UP",
    "StrangeWorld",
    "breaks_duty",
    "cover_targets",
    "deck_size",
    "desolation",
    "duty_reason",
    "free_partners",
    "legal_cells",
    "legal_cells_for",
    "moons_below",
    "pass_count",
    "placement_warning",
    "score_breakdown",
    "traveller_spots",
    "world_score",
]
