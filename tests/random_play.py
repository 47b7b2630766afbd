"""Playing a match forward with the random computer player: shared by the tests."""

from cloudtable.engine import Match, choose_action


def play_randomly(match: Match, moves: int) -> Match:
    """Up to `moves` moves of the random player (fewer if the game ends first)."""
    for _ in range(moves):
        if match.is_over:
            break
        match.apply(choose_action(match, "random"))
    return match
