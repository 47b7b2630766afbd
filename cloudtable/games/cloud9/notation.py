"""A compact text form of a Cloud 9 position, for tests and docs (docs/notation/cloud9.md).

    12*:GGRW/0s:PY/4x:YYP/9:W 3d RR_ ~ GYR 5

Six fields separated by spaces: the seats, the cloud and phase, the last roll, the draw
pile, the discard pile, the voyage number. The rng is not part of a position: `parse`
takes a seed.
"""

from __future__ import annotations

from cloudtable.engine import Rng

from .cards import CARD_COLOUR, CARD_COUNT, DICE_AT, HIDDEN, MAX_PLAYERS, MIN_PLAYERS, TOP_CLOUD
from .state import ALONE, DECIDE, OVER, PAY, ROLL, State

CARD_LETTERS = "GPRYW"  # green, purple, red, yellow, wild (indexed by colour)
FACE_LETTERS = "GPRY_"  # a blank face is "_"
PHASE_LETTERS = {ROLL: "r", ALONE: "a", DECIDE: "d", PAY: "p", OVER: "e"}
EMPTY = "-"
UNKNOWN = "?"
THE_REST = "~"  # only in parse: the draw pile is every card not named elsewhere, shuffled

PILOT, OUT, JUMPED, STAYED = "*", "x", "j", "s"


class NotationError(ValueError):
    pass


def _cards(cards: list[int]) -> str:
    if not cards:
        return EMPTY
    return "".join(UNKNOWN if c == HIDDEN else CARD_LETTERS[CARD_COLOUR[c]] for c in cards)


COLOURS = "colours="  # the optional seventh field: each seat's colour letter


def format_state(state: State) -> str:
    decided = dict(state.decisions)
    seats = []
    for seat in range(state.players):
        flags = PILOT if seat == state.pilot else ""
        if seat in decided:
            flags += JUMPED if decided[seat] else STAYED
        elif not state.aboard[seat]:
            flags += OUT
        seats.append(f"{state.scores[seat]}{flags}:{_cards(state.hands[seat])}")
    roll = "".join(FACE_LETTERS[f] for f in state.roll) or EMPTY
    fields = [
        "/".join(seats),
        f"{state.cloud}{PHASE_LETTERS[state.phase]}",
        roll,
        _cards(state.draw),
        _cards(state.discard),
        str(state.voyage),
    ]
    if state.colours:
        fields.append(COLOURS + state.colours)
    return " ".join(fields)


def parse_state(text: str, seed: int = 0) -> State:
    """The position `text` describes; card ids are given in order of appearance, colour
    by colour. NotationError if it is malformed or holds too many cards of a kind."""
    fields = text.split()
    colours = ""
    if len(fields) == 7 and fields[-1].startswith(COLOURS):
        colours = fields.pop()[len(COLOURS) :]
    if len(fields) != 6:
        raise NotationError("a position has six fields (and the seats' colours)")
    seat_field, where, roll_field, draw_field, discard_field, voyage_field = fields
    rng = Rng(seed)
    free = {k: [c for c in range(CARD_COUNT) if CARD_COLOUR[c] == k] for k in range(5)}

    def take(letters: str) -> list[int]:
        if letters == EMPTY:
            return []
        out = []
        for letter in letters:
            if letter == UNKNOWN:
                out.append(HIDDEN)
                continue
            kind = CARD_LETTERS.find(letter)
            if kind < 0:
                raise NotationError(f"unknown card {letter!r}")
            if not free[kind]:
                raise NotationError(f"too many cards {letter!r}")
            out.append(free[kind].pop(0))
        return out

    hands, scores, aboard, marks, pilot = [], [], [], [], None
    for seat, token in enumerate(seat_field.split("/")):
        head, sep, hand = token.partition(":")
        if not sep:
            raise NotationError(f"seat {seat} needs 'score:hand'")
        digits = head.rstrip(PILOT + OUT + JUMPED + STAYED)
        flags = head[len(digits) :]
        if not digits.isdigit() or len(set(flags)) != len(flags):
            raise NotationError(f"bad seat {token!r}")
        if PILOT in flags:
            if pilot is not None:
                raise NotationError("two pilots")
            pilot = seat
        scores.append(int(digits))
        aboard.append(OUT not in flags and JUMPED not in flags)
        marks.append(flags)
        hands.append(sorted(take(hand)))
    players = len(hands)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS or pilot is None:
        raise NotationError("two to six seats, one of them the pilot")

    phases = {v: k for k, v in PHASE_LETTERS.items()}
    if len(where) < 2 or not where[:-1].isdigit() or where[-1] not in phases:
        raise NotationError(f"bad cloud and phase {where!r}")
    cloud, phase = int(where[:-1]), phases[where[-1]]
    if not 1 <= cloud <= TOP_CLOUD:
        raise NotationError("clouds go from 1 to 9")

    roll = () if roll_field == EMPTY else tuple(FACE_LETTERS.find(f) for f in roll_field)
    if any(f < 0 for f in roll) or len(roll) > 4:
        raise NotationError(f"bad roll {roll_field!r}")

    discard = take(discard_field)
    if draw_field == THE_REST:
        draw = [c for kind in range(5) for c in free[kind]]
        rng.shuffle(draw)
    else:
        draw = take(draw_field)
    named = sum(len(h) for h in hands) + len(draw) + len(discard)
    if HIDDEN not in draw and named != CARD_COUNT and not any(HIDDEN in h for h in hands):
        raise NotationError(f"{named} cards named, the game has {CARD_COUNT}")
    if not voyage_field.isdigit() or int(voyage_field) < 1:
        raise NotationError("the voyage is a number from 1")

    order = [(pilot + i) % players for i in range(1, players)]
    climbing = [s for s in order if aboard[s] or JUMPED in marks[s]]  # passengers of this climb
    decisions = [(s, JUMPED in marks[s]) for s in climbing if JUMPED in marks[s] or STAYED in marks[s]]
    if colours and (len(colours) != players or len(set(colours)) != players or not set(colours) <= set("abcdef")):
        raise NotationError(f"colours={colours}: one letter a-f per seat, each once")
    state = State(
        rng,
        hands,
        draw,
        discard,
        scores,
        aboard,
        pilot,
        cloud,
        phase,
        roll,
        decisions,
        int(voyage_field),
        colours=colours,
    )
    _check_consistent(state, climbing)
    return state


def _check_consistent(state: State, climbing: list[int]) -> None:
    """Refuse positions the rules cannot reach, so that a typo in a test fails loudly."""
    phase, decided = state.phase, len(state.decisions)
    if phase != OVER and not state.aboard[state.pilot]:
        raise NotationError("the pilot is in the basket until the voyage ends")
    if [s for s, _ in state.decisions] != climbing[:decided]:
        raise NotationError("passengers decide in turn from the pilot's left")
    if decided and phase not in (DECIDE, PAY):
        raise NotationError("decisions belong to a climb being decided or paid")
    if phase in (DECIDE, PAY) and len(state.roll) != DICE_AT[state.cloud]:
        raise NotationError(f"cloud {state.cloud} rolls {DICE_AT[state.cloud]} dice")
    if phase == DECIDE and decided == len(climbing):
        raise NotationError("every passenger has decided: the pilot pays")
    if phase == PAY and decided != len(climbing):
        raise NotationError("a passenger has yet to decide")
    if phase == ALONE and sum(state.aboard) != 1:
        raise NotationError("a lone pilot is alone aboard")
    if phase != OVER and state.cloud == TOP_CLOUD:
        raise NotationError("a voyage ends at cloud 9")


def card_letters(cards: list[int]) -> str:
    """'GGRW' for a list of card ids (sorted by colour), handy in tests."""
    return "".join(sorted(_cards(cards), key=CARD_LETTERS.find)) if cards else ""
