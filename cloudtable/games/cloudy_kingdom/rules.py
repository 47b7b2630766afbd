"""The rules of Cloudy Kingdom (the specification shared/games/cloudy-kingdom.md, kept outside
this repository; the rules page players read is rules_text.py): legal moves, their effects,
the end of the game.

Speed matters (computer players search by copying states and listing moves): where a
route card may go does not depend on the card, so `placements` is computed once per
position; the stacks are tuples (a state copy copies one list) and each cell's joins are
cached in `state.links`, refreshed only for the cell that changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations
from typing import Any, Protocol

from cloudtable.engine import QT_TRANSLATE_NOOP, Game, IllegalAction, Message, Outcome, Rng
from cloudtable.engine.game import Chapter, Choice, Option, first_player, first_player_option
from cloudtable.engine.message import second_person
from cloudtable.engine.moves import Moved, moved_between

from . import state as st
from .actions import ACTION_TYPES, DiscardRoute, Exchange, PickMagic, PlayMagic, PlayRoute
from .cards import (
    BURNING,
    CHOP,
    DEAD_END,
    EFFECTS,
    FAMILIES,
    FAST_GROWTH,
    FIRST_GAME_MAGIC,
    GREEN_THUMB,
    INSPIRATION,
    MAGIC_NAMES,
    MAGIC_PER_PLAYER,
    REPLANT,
    ROUTE_COUNT,
    WINDING,
    card_kind,
    is_magic,
    layout_for,
    magic_id,
    magic_of,
    played_name,
)
from .geometry import Board, board
from .routes import FamilyRoutes, castle_distance, family_distance, family_routes, joined_pairs, route_between
from .state import Ids, State

CTX = "CloudyKingdom"

# Spells played like a route card, and spells aimed at a stack.
_PLACED = (BURNING, DEAD_END)
_AIMED = (CHOP, WINDING)
_DRAWING = (INSPIRATION, FAST_GROWTH, GREEN_THUMB)


def _msg(text: str, **args: Any) -> Message:
    return Message.of(CTX, text, **args)


def _refuse(text: str, **args: Any) -> IllegalAction:
    return IllegalAction(_msg(text, **args))


def _played(card: int) -> Message:
    """A played route card's name for the log ("a T junction"); it lies face up from then on."""
    if 0 <= card < ROUTE_COUNT:
        return played_name(card_kind(card).code)
    return _msg(QT_TRANSLATE_NOOP("CloudyKingdom", "a route card"))


def is_burning(stack) -> bool:
    return bool(stack) and is_magic(stack[-1][0]) and magic_of(stack[-1][0])[1] == BURNING


# --- where a card may grow -------------------------------------------------------------


class Table(Protocol):
    """What the growth rules read: a State, or a table a computer player imagines."""

    @property
    def board(self) -> Board: ...

    @property
    def stacks(self) -> Sequence[tuple[tuple[int, int], ...]]: ...


def touches(s: Table, cell: int, turns: int) -> bool:
    """Growth rule 1: a card on empty `cell` at `turns` has a short edge against a
    castle's long edge or against the short edge of a neighbouring route card."""
    bd = s.board
    stacks = s.stacks
    for d in (turns % 4, (turns + 2) % 4):
        if bd.castle_at[cell][d] >= 0:
            return True
        nb = bd.neighbour[cell][d]
        if nb >= 0:
            stack = stacks[nb]
            # Its top card if that lies along this axis, else the card right under it.
            if stack and (stack[-1][1] % 2 == d % 2 or len(stack) >= 2):
                return True
    return False


def cell_turns(s: Table, cell: int) -> tuple[int, ...]:
    """The turns a card may have on `cell` by the growth rules."""
    stack = s.stacks[cell]
    if stack:
        if is_burning(stack):
            return ()
        t = stack[-1][1]
        return tuple(sorted(((t + 1) % 4, (t + 3) % 4)))
    out: tuple[int, ...] = ()
    if touches(s, cell, 0):
        out += (0, 2)
    if touches(s, cell, 1):
        out += (1, 3)
    return tuple(sorted(out))


def placements(s: State, empty_only: bool = False, only_cell: int = -1) -> list[tuple[int, int]]:
    """Every (cell, turns) where a route card may be played now by the growth rules."""
    out = []
    cells = range(len(s.stacks)) if only_cell < 0 else (only_cell,)
    for cell in cells:
        if empty_only and s.stacks[cell]:
            continue
        for t in cell_turns(s, cell):
            out.append((cell, t))
    return out


def phase_placements(s: State) -> list[tuple[int, int]]:
    """Where the hand's route cards may go in the current phase (what the table lights up)."""
    if s.phase == st.FAST_EMPTY:
        return placements(s, empty_only=True)
    if s.phase == st.FAST_TOP:
        return placements(s, only_cell=s.anchor)
    if s.phase in (st.PLAY, st.INSPIRATION, st.GREEN_PLAY, st.REPLANT):
        return placements(s)
    return []


def _stack_targets(s: State) -> list[int]:
    """Stacks a spell may aim at: played cards without a Burning Crossing on top."""
    return [cell for cell, stack in enumerate(s.stacks) if stack and not is_burning(stack)]


# --- the game ------------------------------------------------------------------------------

# The log's lines said to the one person at a table of computers (engine/message.py).
second_person(
    CTX,
    {
        QT_TRANSLATE_NOOP("CloudyKingdom", "{player} takes the magic card {spell}."): QT_TRANSLATE_NOOP(
            "CloudyKingdom", "You take the magic card {spell}."
        ),
        QT_TRANSLATE_NOOP("CloudyKingdom", "{player} swaps their route card."): QT_TRANSLATE_NOOP(
            "CloudyKingdom", "You swap your route card."
        ),
        QT_TRANSLATE_NOOP("CloudyKingdom", "{player} keeps their route card."): QT_TRANSLATE_NOOP(
            "CloudyKingdom", "You keep your route card."
        ),
        QT_TRANSLATE_NOOP("CloudyKingdom", "{player} cannot place {card} and discards it."): QT_TRANSLATE_NOOP(
            "CloudyKingdom", "You cannot place {card} and discard it."
        ),
        QT_TRANSLATE_NOOP("CloudyKingdom", "{player} plays {card} across the stack on {cell}."): QT_TRANSLATE_NOOP(
            "CloudyKingdom", "You play {card} across the stack on {cell}."
        ),
        QT_TRANSLATE_NOOP("CloudyKingdom", "{player} plays {card} on {cell}."): QT_TRANSLATE_NOOP(
            "CloudyKingdom", "You play {card} on {cell}."
        ),
        QT_TRANSLATE_NOOP(
            "CloudyKingdom", "{player} discards their route card and casts {spell} on {cell}."
        ): QT_TRANSLATE_NOOP("CloudyKingdom", "You discard your route card and cast {spell} on {cell}."),
        QT_TRANSLATE_NOOP("CloudyKingdom", "{player} discards their route card and casts {spell}."): QT_TRANSLATE_NOOP(
            "CloudyKingdom", "You discard your route card and cast {spell}."
        ),
        QT_TRANSLATE_NOOP("CloudyKingdom", "{player} moves."): QT_TRANSLATE_NOOP("CloudyKingdom", "You move."),
    },
)


class CloudyKingdom(Game):
    id = "cloudy-kingdom"
    name = Message(CTX, QT_TRANSLATE_NOOP("CloudyKingdom", "Cloudy Kingdom"))
    summary = Message(
        CTX,
        QT_TRANSLATE_NOOP(
            "CloudyKingdom", "Grow beanstalk routes across the clouds to join two of your castles on opposite sides."
        ),
    )
    menu_order = 1
    min_players = 2
    max_players = 4
    bot_levels = ("random", "normal", "strong")
    options = (
        Option(
            "magic",
            Message(CTX, QT_TRANSLATE_NOOP("CloudyKingdom", "Magic cards")),
            (
                Choice(
                    "first",
                    Message(
                        CTX, QT_TRANSLATE_NOOP("CloudyKingdom", "First game: Chop!, Inspiration, Burning Crossing")
                    ),
                ),
                Choice(
                    "random",
                    Message(
                        CTX,
                        QT_TRANSLATE_NOOP("CloudyKingdom", "Normal game: the same three random spells for everyone"),
                    ),
                ),
                Choice(
                    "pick",
                    Message(CTX, QT_TRANSLATE_NOOP("CloudyKingdom", "Experienced players: each picks three spells")),
                ),
            ),
            "random",
            Message(CTX, QT_TRANSLATE_NOOP("CloudyKingdom", "Which three magic cards each player gets.")),
            first_game="first",  # the rulebooks advise the set spells for a first game
        ),
        first_player_option(4),  # "the first player is chosen at random"
        # "Each player chooses a family": per castle letter (seat), the family it shows. Chosen
        # in New Game with the seats' colours, so never listed.
        Option(
            "families",
            Message(CTX, QT_TRANSLATE_NOOP("CloudyKingdom", "Families")),
            tuple(Choice("".join(p), Message(CTX, "".join(p))) for p in permutations("abcd")),
            st.DEFAULT_FAMILIES,
            hidden=True,
        ),
    )
    action_types = ACTION_TYPES
    state_type = State  # reads its snapshot back: State.from_snapshot
    views_are_copies = True  # (view: a copy of the state, its masked lists new)

    # --- set-up -----------------------------------------------------------------
    def new_state(self, players: int, rng: Rng, options: dict[str, Any]) -> State:
        layout = layout_for(players)
        draw = list(range(ROUTE_COUNT))
        rng.shuffle(draw)
        mode = options.get("magic", "random")
        if mode == "first":
            chosen = list(FIRST_GAME_MAGIC)
        elif mode == "random":
            pool = list(EFFECTS)
            rng.shuffle(pool)
            chosen = sorted(pool[:MAGIC_PER_PLAYER], key=EFFECTS.index)
        else:
            chosen = []
        first = first_player(options, players, rng)
        s = State(
            players,
            layout.name,
            [()] * board(layout.name).cells,
            [[] for _ in range(players)],
            draw,
            [],
            [],
            [list(chosen) for _ in range(players)],
            [list(chosen) for _ in range(players)],
            rng,
            turn=first,
            actor=first,
            phase=st.PICK if mode == "pick" else st.PLAY,
            families=options.get("families", st.DEFAULT_FAMILIES),
        )
        s.refresh_links()
        # Card numbers: the draw pile's card j is j, dealt like the cards (Ids).
        s.ids = Ids(list(range(ROUTE_COUNT)), [[] for _ in range(players)], [], [[] for _ in s.stacks], [])
        if s.phase == st.PLAY:
            self._deal(s)
        return s

    @staticmethod
    def _deal(s: State) -> None:
        for seat, hand in enumerate(s.hands):
            hand.append(s.draw.pop())
            if s.ids is not None:
                s.ids.draw_to(seat)

    # --- play -----------------------------------------------------------------------
    def current_player(self, s: State) -> int | None:
        return None if s.phase == st.OVER else s.actor

    def legal_actions(self, s: State) -> list:
        phase = s.phase
        if phase == st.OVER:
            return []
        if phase == st.PICK:
            return [PickMagic(e) for e in EFFECTS if e not in s.chosen[s.actor]]
        if phase == st.GREEN_OTHERS:
            return [Exchange(False), Exchange(True)]
        hand = s.hands[s.actor]
        places = phase_placements(s)
        acts: list = [PlayRoute(card, cell, t) for card in hand for cell, t in places]
        if not places:
            acts.extend(DiscardRoute(card) for card in hand)
        if phase == st.PLAY:
            acts.extend(self._magic_actions(s, places))
        return acts

    def _magic_actions(self, s: State, places: list[tuple[int, int]]) -> list[PlayMagic]:
        acts: list[PlayMagic] = []
        targets = None
        for effect in s.magic[s.actor]:
            if effect in _AIMED or effect == BURNING:
                if targets is None:
                    targets = _stack_targets(s)
                if effect == BURNING:
                    acts.extend(PlayMagic(effect, cell, t) for cell in targets for t in cell_turns(s, cell))
                else:
                    acts.extend(PlayMagic(effect, cell) for cell in targets)
            elif effect == DEAD_END:
                acts.extend(PlayMagic(effect, cell, t) for cell, t in places)
            elif self._spell_problem(s, effect) is None:
                acts.append(PlayMagic(effect))
        return acts

    def _spell_problem(self, s: State, effect: str) -> Message | None:
        """Why a spell without a target cannot be cast now, or None."""
        if effect in _DRAWING and not s.draw:
            return _msg(
                QT_TRANSLATE_NOOP("CloudyKingdom", "The draw pile is empty: {spell} has nothing to draw."),
                spell=MAGIC_NAMES[effect],
            )
        if effect == FAST_GROWTH and not placements(s, empty_only=True):
            return _msg(
                QT_TRANSLATE_NOOP("CloudyKingdom", "Fast Growth needs an empty cell where a route card can grow.")
            )
        if effect == REPLANT and not s.discard:
            return _msg(QT_TRANSLATE_NOOP("CloudyKingdom", "The discard pile is empty: there is nothing to replant."))
        return None

    def check(self, s: State, a: Any) -> None:
        phase = s.phase
        if phase == st.OVER:
            raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "The game is over."))
        if isinstance(a, PickMagic):
            if phase != st.PICK:
                raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "The magic cards have already been chosen."))
            if a.effect not in EFFECTS:
                raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "There is no such magic card."))
            if a.effect in s.chosen[s.actor]:
                raise _refuse(
                    QT_TRANSLATE_NOOP("CloudyKingdom", "You have already taken {spell}."), spell=MAGIC_NAMES[a.effect]
                )
            return
        if phase == st.PICK:
            raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "First each player picks three magic cards."))
        if isinstance(a, Exchange):
            if phase != st.GREEN_OTHERS:
                raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "Nobody is casting Green Thumb now."))
            if not isinstance(a.swap, bool):
                raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "Answer yes or no."))
            return
        if phase == st.GREEN_OTHERS:
            raise _refuse(
                QT_TRANSLATE_NOOP("CloudyKingdom", "Green Thumb: say first whether you swap your route card.")
            )
        if isinstance(a, PlayRoute):
            self._check_route(s, a)
        elif isinstance(a, DiscardRoute):
            if a.card not in s.hands[s.actor]:
                raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "That card is not in your hand."))
            if phase_placements(s):
                raise _refuse(
                    QT_TRANSLATE_NOOP(
                        "CloudyKingdom",
                        "This card can still be played: a route card is discarded only when it fits nowhere.",
                    )
                )
        elif isinstance(a, PlayMagic):
            self._check_magic(s, a)
        else:
            raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "Cloudy Kingdom has no such move."))

    def _check_route(self, s: State, a: PlayRoute) -> None:
        if a.card not in s.hands[s.actor] or a.card < 0:
            raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "That card is not in your hand."))
        self._check_place(s, a.cell, a.turns)

    def _check_place(self, s: State, cell: Any, turns: Any) -> None:
        if not isinstance(cell, int) or not 0 <= cell < len(s.stacks):
            raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "That cell is outside the play area."))
        if not isinstance(turns, int) or not 0 <= turns < 4:
            raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "A card is turned 0 to 3 quarter turns."))
        stack = s.stacks[cell]
        if s.phase == st.FAST_EMPTY and stack:
            raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "Fast Growth: the first card must go on an empty cell."))
        if s.phase == st.FAST_TOP and cell != s.anchor:
            raise _refuse(
                QT_TRANSLATE_NOOP(
                    "CloudyKingdom", "Fast Growth: the second card must go across the first one, on {cell}."
                ),
                cell=s.board.cell_name(s.anchor),
            )
        if stack:
            if is_burning(stack):
                raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "Nothing can be played on the Burning Crossing."))
            if stack[-1][1] % 2 == turns % 2:
                raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "A card on a stack must lie across the card below."))
            return
        if not touches(s, cell, turns):
            if touches(s, cell, turns + 1):
                raise _refuse(
                    QT_TRANSLATE_NOOP(
                        "CloudyKingdom",
                        "Turn the card: one of its short edges must touch a castle or the short edge of a route card.",
                    )
                )
            raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "This cell touches no castle and no route card."))

    def _check_magic(self, s: State, a: PlayMagic) -> None:
        if s.phase != st.PLAY:
            raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "Finish the spell being cast first."))
        if a.effect not in EFFECTS:
            raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "There is no such magic card."))
        name = MAGIC_NAMES[a.effect]
        if a.effect not in s.magic[s.actor]:
            if a.effect in s.chosen[s.actor]:
                raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "You have already used {spell}."), spell=name)
            raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "You do not have {spell}."), spell=name)
        if not s.hands[s.actor]:
            raise _refuse(
                QT_TRANSLATE_NOOP("CloudyKingdom", "You need a route card to discard before casting a spell.")
            )
        if a.effect in _AIMED or a.effect in _PLACED:
            if not isinstance(a.cell, int) or not 0 <= a.cell < len(s.stacks):
                raise _refuse(
                    QT_TRANSLATE_NOOP("CloudyKingdom", "Choose a cell of the play area for {spell}."), spell=name
                )
            stack = s.stacks[a.cell]
            if a.effect in _AIMED:
                if a.turns != 0:
                    raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "{spell} needs no turns."), spell=name)
                if not stack:
                    raise _refuse(
                        QT_TRANSLATE_NOOP("CloudyKingdom", "{spell} needs a played route card: this cell is empty."),
                        spell=name,
                    )
                if is_burning(stack):
                    raise _refuse(
                        QT_TRANSLATE_NOOP(
                            "CloudyKingdom", "No magic can touch the Burning Crossing or the stack under it."
                        )
                    )
                return
            if a.effect == BURNING and not stack:
                raise _refuse(
                    QT_TRANSLATE_NOOP(
                        "CloudyKingdom", "The Burning Crossing goes across a route card, not on an empty cell."
                    )
                )
            self._check_place(s, a.cell, a.turns)
            return
        if a.cell != -1 or a.turns != 0:
            raise _refuse(QT_TRANSLATE_NOOP("CloudyKingdom", "{spell} is not aimed at a cell."), spell=name)
        problem = self._spell_problem(s, a.effect)
        if problem is not None:
            raise IllegalAction(problem)

    # --- applying moves -----------------------------------------------------------------
    def apply(self, s: State, a: Any) -> bool:
        if isinstance(a, PickMagic):
            return self._apply_pick(s, a)
        if isinstance(a, Exchange):
            return self._apply_exchange(s, a)
        if isinstance(a, PlayMagic):
            return self._apply_magic(s, a)
        hand = s.hands[s.actor]
        hand.remove(a.card)
        ids = s.ids
        number = -1 if ids is None else ids.leave(s.actor)
        if isinstance(a, DiscardRoute):
            s.discard.append(a.card)  # a card that fits nowhere; a spell's next step is lost
            if ids is not None:
                ids.discard.append(number)
        elif self._place(s, a.card, a.cell, a.turns, number):
            return False
        elif s.phase == st.FAST_EMPTY and s.draw:
            s.anchor = a.cell
            hand.append(s.draw.pop())
            if ids is not None:
                ids.draw_to(s.actor)
            s.phase = st.FAST_TOP
            return True
        if s.phase == st.GREEN_PLAY and hand:
            return False
        # The turn's cards are played: a spell's leftover card (Inspiration) is discarded.
        s.discard.extend(hand)
        hand.clear()
        if ids is not None:
            ids.discard_hand(s.actor)
        return self._end_turn(s)

    def _place(self, s: State, card: int, cell: int, turns: int, number: int) -> bool:
        """Put a card (numbered `number`, Ids) on a stack; True if that ended the game."""
        before = joined_pairs(s.board, s.links)
        s.stacks[cell] = s.stacks[cell] + ((card, turns % 4),)
        if s.ids is not None:
            s.ids.stacks[cell].append(number)
        s.refresh_links(cell)
        return self._judge(s, before)

    def _judge(self, s: State, before: frozenset) -> bool:
        """The table changed: does a newly joined pair of castles end the game?"""
        new = joined_pairs(s.board, s.links) - before
        families = {family for family, _, _ in new if family < s.players}  # owned families only
        if not families:
            return False
        me = s.turn
        if s.magic_turn:
            # No win in a turn with magic: the caster waits for their next turn.
            families.discard(me)
            if not families:
                return False
            winners, end = families, st.END_MAGIC
        else:
            winners, end = ({me} if me in families else families), st.END_ROUTE
        self._finish(s, winners, end)
        return True

    @staticmethod
    def _finish(s: State, winners, end: str) -> None:
        s.phase = st.OVER
        s.winners = tuple(sorted(winners))
        s.end = end

    def _end_turn(self, s: State) -> bool:
        """Draw a card, then pass to the next player who has a card; a spell's route for
        its caster counts at the start of the caster's next turn."""
        revealed = False
        if s.draw:
            s.hands[s.turn].append(s.draw.pop())
            if s.ids is not None:
                s.ids.draw_to(s.turn)
            revealed = True
        s.magic_turn = False
        s.anchor = -1
        joined = {f for f, _, _ in joined_pairs(s.board, s.links)}
        for k in range(1, s.players + 1):
            seat = (s.turn + k) % s.players
            if seat in joined:
                self._finish(s, (seat,), st.END_DELAYED)
                return revealed
            if s.hands[seat]:
                s.turn = s.actor = seat
                s.phase = st.PLAY
                return revealed
        self._finish(s, (), st.END_DECK)
        return revealed

    def _apply_pick(self, s: State, a: PickMagic) -> bool:
        s.chosen[s.actor].append(a.effect)
        s.magic[s.actor] = sorted(s.magic[s.actor] + [a.effect], key=EFFECTS.index)
        if len(s.chosen[s.actor]) < MAGIC_PER_PLAYER:
            return False
        following = (s.actor + 1) % s.players
        if following != s.turn:  # everyone picks in turn, from the first player (s.turn)
            s.actor = following
            return False
        s.actor = s.turn
        s.phase = st.PLAY
        self._deal(s)
        return True

    def _apply_magic(self, s: State, a: PlayMagic) -> bool:
        seat = s.actor
        effect = a.effect
        s.magic[seat].remove(effect)
        hand = s.hands[seat]
        s.magic_turn = True
        ids = s.ids
        if effect == REPLANT:
            replanted = s.discard.pop()  # the top before this turn's own discard
            s.discard.extend(hand)
            hand[:] = [replanted]
            if ids is not None:
                number = ids.discard.pop()
                ids.discard_hand(seat)
                ids.hands[seat] = [number]
            s.phase = st.REPLANT
            return False
        s.discard.extend(hand)
        hand.clear()
        if ids is not None:
            ids.discard_hand(seat)
        if effect in _PLACED:
            card = magic_id(seat, effect)  # (public: it is its own number)
            if self._place(s, card, a.cell, a.turns, card):
                return False
            return self._end_turn(s)
        if effect in _AIMED:
            before = joined_pairs(s.board, s.links)
            stack = s.stacks[a.cell]
            if effect == CHOP:
                card = stack[-1][0]
                s.stacks[a.cell] = stack[:-1]
                number = -1 if ids is None else ids.stacks[a.cell].pop()
                if not is_magic(card):
                    s.box.append(card)
                    if ids is not None:
                        ids.box.append(number)
            else:
                s.stacks[a.cell] = tuple((card, (t + 1) % 4) for card, t in stack)
            s.refresh_links(a.cell)
            if self._judge(s, before):
                return False
            return self._end_turn(s)
        count = 1 if effect == FAST_GROWTH else 2
        for _ in range(min(count, len(s.draw))):
            hand.append(s.draw.pop())
            if ids is not None:
                ids.draw_to(seat)
        if effect == INSPIRATION:
            s.phase = st.INSPIRATION
        elif effect == FAST_GROWTH:
            s.phase = st.FAST_EMPTY
        else:
            s.phase = st.GREEN_OTHERS
            self._next_exchanger(s)
        return True

    def _next_exchanger(self, s: State) -> None:
        """Green Thumb: the next other player (in turn order) who can swap, else back to
        the caster to play both cards."""
        seat = s.actor
        while True:
            seat = (seat + 1) % s.players
            if seat == s.turn:
                s.actor = s.turn
                s.phase = st.GREEN_PLAY
                return
            if s.hands[seat] and s.draw:
                s.actor = seat
                return

    def _apply_exchange(self, s: State, a: Exchange) -> bool:
        revealed = False
        if a.swap:
            hand = s.hands[s.actor]
            s.discard.extend(hand)
            hand[:] = [s.draw.pop()]
            if s.ids is not None:
                s.ids.discard_hand(s.actor)
                s.ids.draw_to(s.actor)
            revealed = True
        self._next_exchanger(s)
        return revealed

    # --- end ------------------------------------------------------------------------------
    def outcome(self, s: State) -> Outcome | None:
        if s.phase != st.OVER:
            return None
        winners = frozenset(s.winners)
        names = [FAMILIES[s.family(w)].name for w in s.winners]
        if s.end == st.END_DECK:
            summary = _msg(
                QT_TRANSLATE_NOOP(
                    "CloudyKingdom", "The draw pile ran out and no family joined its castles: the game is a draw."
                )
            )
        elif len(names) == 1:
            texts = {
                st.END_ROUTE: QT_TRANSLATE_NOOP(
                    "CloudyKingdom", "The {family} joined two of its castles on opposite sides."
                ),
                st.END_MAGIC: QT_TRANSLATE_NOOP(
                    "CloudyKingdom", "A spell joined two castles of the {family} on opposite sides."
                ),
                st.END_DELAYED: QT_TRANSLATE_NOOP(
                    "CloudyKingdom", "The {family}'s route, made by magic, was still whole at its next turn."
                ),
            }
            summary = _msg(texts[s.end], family=names[0])
        else:
            summary = self._shared_win(names)
        return Outcome(winners, None, summary)

    def moves(self, before: State, action: Any, after: State) -> tuple[Moved, ...]:
        """The cards that changed zone (state.Ids): drawn, played, discarded, replanted, chopped
        into the box; a magic card cast onto the table comes from its caster's spells."""
        if before.ids is None or after.ids is None:
            return ()
        was, now = before.ids.zones(), after.ids.zones()
        cast = tuple(
            Moved(card, ("magic", magic_of(card)[0]), zone)
            for card, zone in sorted(now.items())
            if card not in was and is_magic(card)
        )
        return moved_between(was, now) + cast

    # --- copies and views -----------------------------------------------------------------
    def view(self, s: State, seat: int | None) -> State:
        v = s.copy()
        v.rng = Rng(0)
        v.hands = [list(h) if i == seat else [-1] * len(h) for i, h in enumerate(s.hands)]
        v.draw = [-1] * len(s.draw)
        return v

    def open_view(self, s: State) -> State:
        """Every hand face up; the draw pile's order stays unseen."""
        v = s.copy()
        v.rng = Rng(0)
        v.draw = [-1] * len(s.draw)
        return v

    def chapter(self, s: State) -> Chapter:
        """A turn is one seat's (its spells and the others' answers to Green Thumb included); the
        magic cards picked before the first are a round of their own, then rounds go round the table."""
        if s.phase == st.PICK:  # (each seat in turn picks its three, s.actor; s.turn is the first player)
            return Chapter("pick", ("pick", s.actor))
        return Chapter(None, ("play", s.turn))

    def resample_hidden(self, s: State, seat: int | None, rng: Rng) -> State:
        """The others' route cards and the draw pile dealt again from the same cards; a new
        generator."""
        r = s.copy()
        r.rng = Rng(rng.next64())
        others = [i for i in range(r.players) if i != seat]
        pool = [card for i in others for card in r.hands[i]] + r.draw
        rng.shuffle(pool)
        for i in others:
            r.hands[i] = [pool.pop() for _ in r.hands[i]]
        r.draw = pool
        return r

    def seat_label(self, s: State, seat: int) -> Message | None:
        return FAMILIES[s.family(seat)].name

    # --- words ------------------------------------------------------------------------------
    def describe(self, s: State, a: Any) -> Message:
        """The move's line in the log (how the game ended is said after it, from `outcome`:
        ui/log_lines.py)."""
        return self._describe_move(s, a)

    @staticmethod
    def _shared_win(names: list[Message]) -> Message:
        if len(names) == 2:
            return _msg(
                QT_TRANSLATE_NOOP("CloudyKingdom", "The {first} and the {second} share the win."),
                first=names[0],
                second=names[1],
            )
        return _msg(
            QT_TRANSLATE_NOOP("CloudyKingdom", "The {first}, the {second} and the {third} share the win."),
            first=names[0],
            second=names[1],
            third=names[2],
        )

    def _describe_move(self, s: State, a: Any) -> Message:
        bd = s.board
        if isinstance(a, PickMagic):
            return _msg(
                QT_TRANSLATE_NOOP("CloudyKingdom", "{player} takes the magic card {spell}."),
                spell=MAGIC_NAMES.get(a.effect, a.effect),
            )
        if isinstance(a, Exchange):
            return (
                _msg(QT_TRANSLATE_NOOP("CloudyKingdom", "{player} swaps their route card."))
                if a.swap
                else _msg(QT_TRANSLATE_NOOP("CloudyKingdom", "{player} keeps their route card."))
            )
        if isinstance(a, DiscardRoute):
            return _msg(
                QT_TRANSLATE_NOOP("CloudyKingdom", "{player} cannot place {card} and discards it."),
                card=_played(a.card),
            )
        if isinstance(a, PlayRoute):
            text = (
                QT_TRANSLATE_NOOP("CloudyKingdom", "{player} plays {card} across the stack on {cell}.")
                if 0 <= a.cell < len(s.stacks) and s.stacks[a.cell]
                else QT_TRANSLATE_NOOP("CloudyKingdom", "{player} plays {card} on {cell}.")
            )
            return _msg(text, card=_played(a.card), cell=bd.cell_name(a.cell))
        if isinstance(a, PlayMagic):
            spell = MAGIC_NAMES.get(a.effect, a.effect)
            if a.effect in _AIMED or a.effect in _PLACED:
                return _msg(
                    QT_TRANSLATE_NOOP(
                        "CloudyKingdom", "{player} discards their route card and casts {spell} on {cell}."
                    ),
                    spell=spell,
                    cell=bd.cell_name(a.cell),
                )
            return _msg(
                QT_TRANSLATE_NOOP("CloudyKingdom", "{player} discards their route card and casts {spell}."), spell=spell
            )
        return _msg(QT_TRANSLATE_NOOP("CloudyKingdom", "{player} moves."))


# --- helpers for the table ------------------------------------------------------------------


def hand_placements(s: State) -> dict[int, list[int]]:
    """For each cell where the hand's card(s) may go now: the allowed turns."""
    out: dict[int, list[int]] = {}
    for cell, t in phase_placements(s):
        out.setdefault(cell, []).append(t)
    return out


def castle_cards_needed(s: State, side: int, index: int) -> int | None:
    """How many more cards the castle at (side, index) is from joining a castle of its
    family on the opposite side (routes.cards_needed explains the estimate)."""
    return castle_distance(s.board, s.stacks, s.links, (side, index))


def family_cards_needed(s: State, family: int) -> int | None:
    return family_distance(s.board, s.stacks, s.links, family)


def route_view(s: State, family: int) -> FamilyRoutes:
    """What the table's route view shows of the family whose castles bear letter `family`
    (a seat): read from the cards on the table only, which every seat's view shows."""
    return family_routes(s.board, s.stacks, s.links, family)


def winning_routes(s: State) -> list[list[tuple[int, int, int]]]:
    """Once won, each winning family's joining route: (cell, entered from, left by)."""
    out = []
    pairs = joined_pairs(s.board, s.links)
    for family in s.winners:
        for f, p, q in sorted(pairs):
            if f == family:
                route = route_between(s.board, s.links, p, q)
                if route is not None:
                    out.append(route)
                break
    return out
