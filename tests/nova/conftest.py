"""Shared settings for the Ark Nova tests (the repository-wide Hypothesis profile comes from tests/conftest.py)."""
