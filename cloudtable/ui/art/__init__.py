"""Piece and card art for each game, painted with QPainter paths (vector, sharp at any zoom)."""
