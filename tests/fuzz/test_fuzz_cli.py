"""Fuzzing the ``cgt`` command in process: every command line ends with
status 0, a usage error (2) or a one-line error, never a traceback, within
the caps."""

from __future__ import annotations

import pytest
from budget import FuzzRun, fuzz_settings
from command_lines import command_lines, damaged_command_lines, valid_command_lines
from hypothesis import given

#: Hypothesis runs many capped cases here: .ci/run runs them (pytest -m slow).
pytestmark = pytest.mark.slow

VALID_COMMAND_LINES_RUN = FuzzRun()


@fuzz_settings(150)
@given(valid_command_lines())
def test_valid_command_lines(argv):
    VALID_COMMAND_LINES_RUN.check("argv", argv)


DAMAGED_COMMAND_LINES_RUN = FuzzRun()


@fuzz_settings(200)
@given(damaged_command_lines())
def test_damaged_command_lines(argv):
    DAMAGED_COMMAND_LINES_RUN.check("argv", argv)


ANY_COMMAND_LINES_RUN = FuzzRun()


@fuzz_settings(100)
@given(command_lines())
def test_any_command_lines(argv):
    ANY_COMMAND_LINES_RUN.check("argv", argv)
