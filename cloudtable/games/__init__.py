"""One folder per game: cards, state, rules, notation, bots. No Qt."""
