"""The readers that ``cgt.parse`` imports on demand, imported by many threads
at once (issue 37: once, compiled, an ``ImportError`` at the first
concurrent loopy parse).

Each run is a fresh process, so that the loopy and transfinite readers are
not imported yet when eight threads, released together, read their text.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

#: Eight threads read loopy and transfinite text at the same moment, in a
#: process that has imported nothing of them; any exception is printed.
PROGRAM = """
import sys, threading
import cgt
texts = ["a{0|a}", "on", "{pass|pass}", "over", "on & 0", "omega + 1", "{0|pass}", "*omega"]
start = threading.Barrier(len(texts))
errors = []
def read(text):
    start.wait()
    try:
        str(cgt.parse(text))
    except BaseException as error:
        errors.append(f"{text!r}: {type(error).__name__}: {error}")
threads = [threading.Thread(target=read, args=(text,)) for text in texts]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
assert "cgt.notation.loopy" in sys.modules and "cgt.transfinite.text" in sys.modules
print("; ".join(errors) or "ok")
"""


@pytest.mark.parametrize("run", range(4))
def test_threads_read_loopy_and_transfinite_text_at_once_in_a_fresh_process(run):
    done = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True,
                          timeout=120)
    assert (done.returncode, done.stdout.strip(), done.stderr) == (0, "ok", "")


def test_the_readers_read_as_before():
    import cgt

    # Siegel, Combinatorial Game Theory, II.4 (stoppers): on = {on|}, over = {0|over}.
    assert str(cgt.parse("a{a|}")) == "on"
    assert str(cgt.parse("a{0|a}")) == "over"
    assert str(cgt.parse("omega + 1")) == "ω+1"
