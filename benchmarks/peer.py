"""What the ruleset benchmarks share: is cgt-py there, running it in a fresh
interpreter (it keeps its transposition table for the life of a process),
and printing the table of results."""

from __future__ import annotations

import subprocess
import sys

import doc_tables


def have_cgt_py() -> bool:
    try:
        import cgt_py  # noqa: F401  (needs anywidget too)
    except ImportError:
        return False
    return True


def run_fresh(code: str, what: str) -> list[str]:
    """The lines ``code`` prints, run by a new interpreter."""
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=900,
    )
    if done.returncode != 0:
        raise RuntimeError(f"cgt-py on {what} failed:\n{done.stderr}")
    return done.stdout.strip().splitlines()


def print_table(header: list[str], rows: list[list[str]], markdown: bool, aligns: str) -> None:
    """Rows as a markdown table (``aligns``: one of ``l`` or ``r`` a column)
    or as aligned text."""
    print(doc_tables.markdown_table(header, rows, aligns) if markdown
          else doc_tables.text_table(header, rows))


def arguments(doc: str, small: str, argv: list[str] | None):
    """The command line every ruleset benchmark takes: --quick, --reps,
    --markdown, --write-docs."""
    import argparse

    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help=f"the small {small} only")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--markdown", action="store_true")
    doc_tables.add_option(parser)
    args = parser.parse_args(argv)
    args.with_theirs = have_cgt_py()
    if not args.with_theirs:
        print("cgt-py is not installed: timing cgt alone", file=sys.stderr)
    return args


def write_docs(bench: str, header: list[str], rows: list[list[str]], aligns: str,
               reps: int) -> None:
    """Write the table into docs/performance.md, as the table ``bench`` of this core."""
    how = f"CPU medians of {reps}, cgt-py in a fresh interpreter"
    doc_tables.write_table(f"{bench}, {doc_tables.core()}",
                           doc_tables.measured(how) + "\n\n"
                           + doc_tables.markdown_table(header, rows, aligns))


def compare(ours, theirs, reps: int, with_theirs: bool) -> tuple[object, list[str], str | None]:
    """Time ``ours()`` (value, seconds) and, if asked, ``theirs()`` (value,
    seconds) ``reps`` times each: the value, the cells "ours", "theirs",
    "ratio" (median seconds), and a disagreement or None."""
    import statistics

    value, _ = ours()
    mine = statistics.median(ours()[1] for _ in range(reps))
    cells = [f"{mine:.3f}", "—", "—"]
    error = None
    if with_theirs:
        results = [theirs() for _ in range(reps)]
        if results[0][0] != value:  # games are interned: == is identity
            error = f"cgt gives {value}, cgt-py {results[0][0]}"
        median = statistics.median(seconds for _, seconds in results)
        cells[1:] = [f"{median:.3f}", f"{mine / median:.2f}×" if median > 0 else "—"]
    return value, cells, error


def shown(value: object, width: int = 30) -> str:
    text = str(value)
    return text if len(text) <= width else text[: width - 1] + "…"
