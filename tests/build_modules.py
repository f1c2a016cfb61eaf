"""The modules of build_support/, for the tests: loaded from their files,
since build_support is no installed package and the checkout's root (with
its folder ``games``) stays off ``sys.path``."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def load(name: str) -> ModuleType:
    """``build_support/<name>.py`` as ``build_support.<name>``, loaded once
    (and registered in ``sys.modules``, where dataclasses look their module up)."""
    qualified = f"build_support.{name}"
    if qualified not in sys.modules:
        spec = importlib.util.spec_from_file_location(qualified,
                                                      ROOT / "build_support" / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[qualified] = module
        spec.loader.exec_module(module)
    return sys.modules[qualified]
