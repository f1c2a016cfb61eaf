"""Shared test helpers (naive reference, strategies, the cgt-py bridge) are
imported by name from this folder, also by the tests in subfolders."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
