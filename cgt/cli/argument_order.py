"""How the ``cgt`` command reads words that may start with a minus.

Notation often starts with one ("-1/2", "-^", "-{1|2}"), which argparse
would take for an unknown option: the words of ``cgt value``, ``cgt tree``
and ``cgt dot`` are put after ``--``, and the options these commands know
keep their meaning wherever they stand.

>>> words_after_options(["-1/2", "--json"], dict.fromkeys(VALUE_OPTIONS, False))
['--json', '--', '-1/2']
>>> notation_after_options(["tree", "--depth", "2", "-{2|1}"])
['tree', '--', '-{2|1}', '--depth', '2']
"""

from __future__ import annotations

__all__ = ["DOT_OPTIONS", "EXPLORE_OPTIONS", "TREE_OPTIONS", "VALUE_OPTIONS",
           "notation_after_options", "words_after_options"]

#: The options of ``cgt value``; any other word starting with "-" is notation.
VALUE_OPTIONS = ("-h", "--help", "--json", "--plain")

#: The options of ``cgt tree`` (name -> takes a value); its other words are its subject.
TREE_OPTIONS = {"--depth": True, "--max-nodes": True, "--max-positions": True, "-h": False,
                "--help": False, "--plain": False, "--svg": True}

#: The options of ``cgt explore``.
EXPLORE_OPTIONS = {"-o": True, "--output": True, "--serve": False, "--port": True,
                   "--depth": True, "--max-nodes": True, "--max-positions": True,
                   "-h": False, "--help": False}

#: The options of ``cgt dot``.
DOT_OPTIONS = {"--max-nodes": True, "-h": False, "--help": False}


def words_after_options(words: list[str], options: dict[str, bool]) -> list[str]:
    """``words`` with the notation after ``--``: notation often starts with a
    minus ("-1/2", "-^", "-{1|2}"), which argparse would take for an unknown
    option; ``options`` (name -> takes a value) keep their meaning wherever they stand."""
    if "--" in words:
        return words
    known: list[str] = []
    rest: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        name = word.split("=", 1)[0]
        if name in options:
            known.append(word)
            if options[name] and "=" not in word and i + 1 < len(words):
                known.append(words[i + 1])
                i += 1
        else:
            rest.append(word)
        i += 1
    if not any(word.startswith("-") for word in rest):
        return words
    return [*known, "--", *rest]


def notation_after_options(argv: list[str]) -> list[str]:
    """``argv`` with the words of a ``cgt value`` expression after ``--``; for
    ``tree`` and ``dot``, whose words the command reads itself, every word
    after ``--`` (so that "-{2|1}" is not taken for an option)."""
    if not argv:
        return argv
    if argv[0] == "value":
        return ["value", *words_after_options(argv[1:], dict.fromkeys(VALUE_OPTIONS, False))]
    if argv[0] in ("tree", "dot", "explore") and len(argv) > 1 and argv[1] not in (
            "-h", "--help", "--"):
        options = EXPLORE_OPTIONS if argv[0] == "explore" else TREE_OPTIONS
        return [argv[0], "--", *_leading_options_last(argv[1:], options)]
    return argv


def _leading_options_last(words: list[str], options: dict[str, bool]) -> list[str]:
    """``words`` with the known options at their start moved to the end."""
    front: list[str] = []
    while words and words[0].split("=", 1)[0] in options:
        takes_value = options[words[0].split("=", 1)[0]] and "=" not in words[0]
        count = 2 if takes_value else 1
        front += words[:count]
        words = words[count:]
    return [*words, *front]
