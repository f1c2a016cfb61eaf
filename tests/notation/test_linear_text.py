"""Reading and writing text take time and memory linear in the text.

Issue 37: ``cgt.parse(" " * 100000)`` took 81 s (a regular expression with
``\\s*`` on both sides of an operator backtracked on the spaces), and a game
nested 20,000 levels deep printed with a peak of 823 MB (each level's text
copied its option's). The reader's scan of a plain sum is checked here
against that regular expression, which defined the texts it takes
(``_PLAIN_SUM`` and ``_PLAIN_TERMS`` of cgt/notation/parser.py before the
scan), on short texts where it is fast.
"""

from __future__ import annotations

import gc
import re
import subprocess
import sys
import textwrap
import time
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.notation.parser import _plain_sum
from cgt.notation.printer import joined
from cgt.notation.tokens import plain_terms

# The definition the scan replaced (the regular expressions of the reader
# before issue 37): a sum of integers and nimbers, a '-' before any term.
_TERM = r"(?:\*[0-9]*|[0-9]+)"
_OLD_SUM = re.compile(rf"\s*[-−]?\s*{_TERM}(?:\s*[-−+]\s*{_TERM})*\s*")
_OLD_TERMS = re.compile(r"([-−]?)\s*(?:\*([0-9]*)|([0-9]+))")


def _old_value(text: str) -> tuple[int, int] | None:
    """(integer part, nim part) of a plain sum by the old definition."""
    if _OLD_SUM.fullmatch(text) is None:
        return None
    x = nim = 0
    for sign, nim_digits, digits in _OLD_TERMS.findall(text):
        if digits:
            x += -int(digits) if sign else int(digits)
        else:
            nim ^= int(nim_digits) if nim_digits else 1
    return x, nim


@settings(max_examples=2000, deadline=None)
@given(st.text(alphabet=" \t-−+*0123456789x/", max_size=14))
def test_the_scan_takes_the_texts_the_old_expression_took(text):
    expected = _old_value(text)
    found = _plain_sum(text)
    if expected is None:
        assert found is None and plain_terms(text) is None
    else:
        assert found is not None
        assert (found.number_part.to_fraction(), found.nim_part) == expected


def _cpu(call, *args) -> float:
    """CPU time of ``call(*args)``, the garbage collector held: a collection
    that falls in one run and not in another weighs more than the text."""
    gc.collect()
    gc.disable()
    start = time.process_time()
    try:
        call(*args)
    except cgt.CGTError:
        pass
    finally:
        elapsed = time.process_time() - start
        gc.enable()
    return elapsed


def test_a_hundred_thousand_spaces_are_refused_in_under_a_second():
    with pytest.raises(cgt.ParseError, match="expected a game at position 0"):
        cgt.parse(" " * 100_000)
    assert _cpu(cgt.parse, " " * 100_001) < 1.0


# Texts that made a backtracking expression, a copy per token or a rescan
# per line work in the square of their length.
ADVERSARIAL = [
    " ", "- ", "1 ", "* ", "1+", "*-", "a ", "{ ", "^", "±", "Tin", "1.", "1/", "- - ",
    "+-", "||", "(", "o", "&",
]


@pytest.mark.parametrize("unit", ADVERSARIAL)
def test_reading_time_grows_linearly(unit):
    """Eight times the text, well under 64 times the time (quadratic), the
    best of five (CPU time, so that a loaded machine does not decide it; a
    floor of 0.1 s, for texts read in a few milliseconds)."""
    small, large = unit * 3000, unit * 24000
    cgt.parse("1")
    short = min(_cpu(cgt.parse, small) for _ in range(5))
    long = min(_cpu(cgt.parse, large) for _ in range(5))
    assert long < max(20 * short, 0.1), (short, long)


def test_pieces_are_joined_in_order():
    assert joined(("{", ("1", ("|",), "-1"), "}")) == "{1|-1}"
    deep: object = "0"
    for _ in range(100_000):  # as deep as a game: joined keeps its own stack
        deep = ("(", deep, ")")
    assert joined(deep) == "(" * 100_000 + "0" + ")" * 100_000  # type: ignore[arg-type]


def test_an_uptimal_with_a_huge_nimber_prints_and_reads_back():
    """``^<3> + *2**64`` could not be printed (its canonical form has 2**64
    nimbers among its options); CGSuite writes it ``^<3>*n`` (CGSuite's
    notation, as cgt/notation/special.py cites it: a nimber after a named
    uptimal is added)."""
    for name in ("^<3>", "v<2>", "^[4]"):
        g = cgt.parse(name) + cgt.nimber(2**64)
        assert str(g) == f"{name}*{2**64}"
        assert cgt.parse(str(g)) == g


DEEP_PRINT = textwrap.dedent("""
    import cgt

    def peak():  # this process's own peak resident memory, in kB
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))

    g = cgt.zero
    for k in range(1, 20_001):
        g = cgt.game([g], [-k])
    before = peak()
    text = str(g)
    after = peak()
    assert text.startswith("{" * 100) and text.endswith("|-20000}"), text[-20:]
    print(before, after, len(text))
""")


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads Linux's /proc")
def test_a_game_nested_20000_deep_prints_under_400_megabytes():
    """The ladder ``{...{{0|-1}|-2}...|-20000}`` of tests/core/test_deep.py,
    20,000 levels: its text, 168,895 characters, with a peak resident
    memory under 400 MB (it was 823 MB compiled, 2.2 GB pure).

    The peak is the kernel's ``VmHWM`` of the child, not ``ru_maxrss``: Linux
    keeps ``ru_maxrss`` across ``execve``, so the child reported the peak of
    the pytest worker that started it (445 MB in one CI run)."""
    run = subprocess.run([sys.executable, "-c", DEEP_PRINT], capture_output=True, text=True,
                         timeout=600, check=True)
    before, after, length = map(int, run.stdout.split())
    assert length == 168_895
    assert after < 400 * 1024, (before, after)


#: A fuzz input (seed 20261209, pure core, 5 s cap hit reading back its
#: sum's text): nine copies of one game, whose sum with ``v*`` prints to
#: 1.4 million characters, its few subgames written again and again.
REPEATED = " + ".join(["({\t0||||v|||00^^*,-1, -1}) "] * 9)


def test_a_long_text_s_check_reads_each_distinct_literal_once():
    """The check before a long text is read (no game made) memoises its
    literals by their text, as the reading itself does through the store
    of literals: the check cost more than the reading before."""
    from cgt.notation.parser import _Reader

    four = " + ".join(["({\t0||||v|||00^^*,-1, -1})"] * 4)
    text = str(cgt.parse(four) + cgt.parse("v*"))  # 1,271 characters, 231 bars
    reader = _Reader(text, dry=True)
    reader.read()
    literals = set(re.findall(r"[^{}|,]+", text))
    assert set(reader.checked) == literals and len(literals) == 15


@pytest.mark.slow
def test_the_repeated_game_s_fuzz_case_completes():
    """The whole fuzz case (read, print, read back, the sum with ``v*``, its
    text read back): values checked, the fuzz's caps time it. Pure core,
    CPU: 9.4 s before the check memoised literals and shared the tokens
    with the reading, 3.0 to 3.7 s after (a loaded machine)."""
    sys.path[:0] = [str(Path(__file__).parents[1] / "fuzz")]
    try:
        from cases import exercise_notation
    finally:
        del sys.path[:1]
    exercise_notation(REPEATED, "v*")
    total = cgt.parse(REPEATED) + cgt.parse("v*")
    assert cgt.parse(str(total)) is total


def test_a_long_sum_of_uptimal_names_makes_one_uptimal():
    """``^<3> + ^<3> + ...``: each partial sum ``i.↑^3`` is an uptimal of its
    own family, whose birthday walks its options (600 terms took 5.2 s of
    pure Python, quadratic); the reader sums such terms in closed form and
    makes one game."""
    tail = " - ^[2] + 1/2 - *3 + v<4>"
    families = cgt.cache_statistics()["uptimal families"].stores
    g = cgt.parse(" + ".join(["^<3>"] * 600) + tail)
    # the literals' own families and the sum's, not one a term
    assert cgt.cache_statistics()["uptimal families"].stores - families <= 10
    rest = -cgt.parse("^[2]") + Fraction(1, 2) - cgt.parse("*3") + cgt.parse("v<4>")
    assert g == cgt.parse("^<3>") * 600 + rest
    folded = cgt.parse("^<3>")  # the sum as the reader made it before, term by term
    for _ in range(6):
        folded = folded + cgt.parse("^<3>")
    assert cgt.parse(" + ".join(["^<3>"] * 7) + tail) == folded + rest
