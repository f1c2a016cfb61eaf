"""Uptimals with huge coefficients in text: written as names, read back,
and printed in braces in time and memory linear in the text.

Issue 37's fuzz (seed 20261202, both cores) read ``(^[596]*+^N)``, ``N`` a
5,800-digit number, and printing it took 36 s and 2.8 GB pure: its text in
braces, ``{^N*|^N||^N|||...}``, holds the number at each of 596 levels,
and the printer made the negative of every level to ask whether it was a
switch ``±G``, each negative a long uptimal whose options were walked
anew. A multiple of ``↑`` is now one name (``^N``), so the value is
written ``^[596]+^N*`` past day 64 like any uptimal (docs/notation.md), and
the braces CGSuite writes are printed without those negatives.

Definitions (Siegel, *Combinatorial Game Theory*, II.4, uptimals):
``↑^[n] = ↑ + ↑^2 + ... + ↑^n``; ``n.↑`` is the sum of ``n`` copies of ``↑``.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import cgt
from cgt.core.dyadic import Dyadic, decimal_text
from cgt.core.form import uptimal
from cgt.core.uptimal import trimmed
from cgt.notation.printer import LATEX, UNICODE
from cgt.values.game import as_form, wrap

#: The fuzz case's number (its text had 5,800 digits).
N = 10**5800 - 10
FUZZ_TEXT = f"(^[596]*+^{decimal_text(N)})"


def test_the_fuzz_case_prints_as_names_and_reads_back():
    """``↑^[596]* + N.↑`` is ``(N+1).↑ + ↑^2 + ... + ↑^596 + *``: written
    ``^[596]+^N*`` (5,809 characters, not 3,459,181 in braces), the same
    object when read back."""
    g = cgt.parse(FUZZ_TEXT)
    assert g is wrap(uptimal(Dyadic(0), (N + 1,) + (1,) * 595, 1))
    text = str(g)
    assert text == f"^[596]+^{decimal_text(N)}*"
    assert cgt.parse(text) is g
    assert UNICODE.print(as_form(g)) == f"↑^[596]+{decimal_text(N)}·↑∗"


#: Texts and how they print.
SHOWN = {
    # Past day 64: a multiple of ↑ is written once, as CGSuite writes n.↑.
    "^[3]*+^100": "^[3]+^100*",
    "^[70]+^+^": "^[70]+^^",
    "v[70]-^99": "v[70]+v99",
    "1/2+^[70]+^^*3": "1/2^[70]+^^*3",
    # Unchanged: one ↑, and the braces CGSuite writes up to day 64.
    "^[70]+^<2>": "^[70]+^[2]+v",
    "^[4]*+^7": "{^8*|^7||^7|||^7}",
}


def test_multiples_of_up_among_the_names():
    printed = {text: str(cgt.parse(text)) for text in SHOWN}
    assert printed == SHOWN
    assert all(cgt.parse(shown) is cgt.parse(text) for text, shown in SHOWN.items())


def test_the_other_notations_write_a_multiple_of_up_as_they_write_ups():
    g = as_form(cgt.parse("^[70]+^100+^<2>*"))
    assert UNICODE.print(g) == "↑^[70]+↑^[2]+99·↑∗"
    assert LATEX.print(g) == r"${\uparrow}^{[70]} + {\uparrow}^{[2]} + 99\cdot{\uparrow}{\ast}$"


#: Coefficients of uptimals as the fuzz makes them: a first one of any size
#: (``^N``, an up-multiple added) and small ones over up to 13 places, or
#: all small over up to 5 (their braces, up to day 64, grow fast with the
#: places: 600,000 characters for some of 13).
huge_uptimals = st.tuples(
    st.integers(100, 10**80).map(lambda a: a * (-1) ** a),
    st.lists(st.integers(-3, 3), min_size=1, max_size=12),
    st.integers(0, 4),
    st.integers(-64, 64).map(lambda k: Fraction(k, 4)),
) | st.tuples(
    st.integers(-3, 3),
    st.lists(st.integers(-3, 3), min_size=1, max_size=4),
    st.integers(0, 4),
    st.integers(-64, 64).map(lambda k: Fraction(k, 4)),
)


@settings(max_examples=100, deadline=None)
@given(huge_uptimals)
def test_uptimals_with_huge_coefficients_read_back(case):
    """Every uptimal prints and reads back as the same object, and past day
    64 in text that grows with the digits and the names, not with the
    canonical form (whose depth is the birthday, about the first coefficient)."""
    first, rest, nim, x = case
    coefficients = trimmed((first, *rest))
    assume(len(coefficients) >= 2)
    try:
        g = wrap(uptimal(Dyadic.from_value(x), coefficients, nim))
    except cgt.CGTError:  # a canonical form past STATES_LIMIT: refused when made
        assume(False)
    text = str(g)
    assert cgt.parse(text) is g
    if not text.startswith("{"):
        names = 1 + sum(abs(a) for a in coefficients[1:])
        assert len(text) <= len(decimal_text(first)) + 9 * names + 12, text
        assert UNICODE.print(as_form(g)).count("+") == text.count("+")


BRACES = textwrap.dedent("""
    import time
    import cgt
    import cgt.notation.special as special
    from cgt.core.dyadic import decimal_text

    def peak():  # this process's own peak resident memory, in kB
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))

    g = cgt.parse("(^[596]*+^" + decimal_text(10**5800 - 10) + ")")
    special.MAX_BRACED = g.birthday  # in braces, as CGSuite writes it
    before = peak()
    start = time.process_time()
    text = str(g)
    cpu = time.process_time() - start
    after = peak()
    assert text.startswith("{" * 100) and cgt.parse(text) is g
    print(before, after, cpu, len(text))
""")


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads Linux's /proc")
def test_the_fuzz_case_prints_in_braces_linearly():
    """The braces of the fuzz case, 596 levels each holding the 5,800-digit
    number (3,459,181 characters): 12 s of CPU and 1.4 GB more peak memory
    pure before, 0.4 s and 10 MB after. The peak is the child's ``VmHWM``
    (see test_linear_text.py)."""
    run = subprocess.run([sys.executable, "-c", BRACES], capture_output=True, text=True,
                         timeout=600, check=True)
    before, after, cpu, length = run.stdout.split()
    assert int(length) == 3_459_181
    assert int(after) - int(before) < 100 * 1024, (before, after)
    assert float(cpu) < 4.0, cpu
