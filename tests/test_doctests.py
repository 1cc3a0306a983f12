"""The examples in docstrings are part of the documentation: they must run."""

import doctest

import pytest

import arkwidgets.ark.scoring
import arkwidgets.nova.whatif


@pytest.mark.parametrize("module", [arkwidgets.ark.scoring, arkwidgets.nova.whatif])
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
