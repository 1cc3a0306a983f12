"""Ark Nova, the second game of arkwidgets (standard library only).

The foundation modules (cards, tracks, hexes, zoomap, buildings) load the numbers-only data in ``data/``; the game
framework built on them fills this package's public face.
"""
