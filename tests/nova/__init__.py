"""Ark Nova tests (a package, so their file names may repeat those of the Ark tests)."""
