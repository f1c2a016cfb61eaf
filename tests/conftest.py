"""Shared test helpers (naive reference, strategies, the cgt-py bridge) are
imported by name from this folder, also by the tests in subfolders.

The fixture ``cgt_py`` is the one place that decides what a missing cgt-py
(the test extra, cgt-tools) means: the tests that need it are skipped on a
developer machine, and fail in CI (environment variable ``CI=true``).
"""

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

sys.path.insert(0, str(Path(__file__).resolve().parent))

# No per-example deadline: a deadline is a timing assertion, and on a shared
# two-core machine a first example that builds caches can take a second.
settings.register_profile("cgt", deadline=None)
settings.load_profile("cgt")


@pytest.fixture(scope="session")
def cgt_py():
    """The ``cgt_py`` module: skip without it, except in CI, where it fails."""
    try:
        import cgt_py
    except ImportError as error:  # cgt-py itself, or the anywidget it needs
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true and cgt-py cannot be imported: {error}", pytrace=False)
        pytest.skip(f"cgt-py is not installed: {error}")
    return cgt_py
