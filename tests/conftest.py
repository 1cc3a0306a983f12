"""Test-wide settings.

Hypothesis: no per-example deadline (a shared 2-core CI machine has slow moments; speed is measured in
``benchmarks/``, never in tests). On CI (``CI`` set) examples are derandomized, so a run is reproducible; locally
they are random, so every run explores new cases.
"""

import os

from hypothesis import settings

settings.register_profile("ci", deadline=None, derandomize=True, print_blob=True)
settings.register_profile("dev", deadline=None, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "dev")
