"""Position keys as bytes: the same key gives the same bytes in every process.

The value store (:mod:`cgt.scale.store`) files solved positions under
their ``key()``. A key is any hashable the ruleset chooses; to outlive the
process it must be written the same way every time, which ``pickle`` does
not promise (a frozenset's order depends on the process's hash seed) and
``repr`` does not either (an object's default repr holds its address). So
keys are written by :func:`encode_key`, for the types keys are made of:
``None``, booleans, integers of any size, strings, bytes, tuples,
frozensets (their members sorted by their encoding) and classes (by module
and qualified name). Any other key raises :class:`UnstorableKey`: the store
then leaves that position out, and says so in its statistics.

>>> encode_key((3, "ab", b"x", None, True))
b'(i3;s2:abb1:xNT)'
>>> encode_key(frozenset({2, 1})) == encode_key(frozenset({1, 2}))
True
"""

from __future__ import annotations

import os
from collections.abc import Hashable
from dataclasses import dataclass

from cgt.core.dyadic import decimal_text
from cgt.errors import CGTError

__all__ = ["RulesetToken", "UnstorableKey", "encode_key"]


class UnstorableKey(CGTError):
    """A position key that cannot be written the same way in every process."""


@dataclass(frozen=True)
class RulesetToken:
    """What tells apart, in keys, rulesets made from a function (a heap
    ruleset's moves, a Wythoff bound): a random number, kept by a copy or a
    pickle, so that in this process and in those its positions are sent to
    two functions given one name are two rulesets. It is not a key a value
    store can keep (:func:`encode_key` refuses it): a function has no name
    that says the same rules in another run, so answers kept under a token
    could never be found again.

    >>> try:
    ...     encode_key(("mine", RulesetToken.new()))
    ... except UnstorableKey:
    ...     print("not stored")
    not stored
    """

    number: int

    @classmethod
    def new(cls) -> RulesetToken:
        """A token no other ruleset has. Random, not a counter: a ruleset
        pickled to another process (a worker) must not meet one of that
        process's own there."""
        return cls(int.from_bytes(os.urandom(8), "little"))


def encode_key(key: Hashable) -> bytes:
    """The bytes of ``key`` (see the module's docstring), without recursion:
    a key nested a million tuples deep is written too.

    >>> encode_key(((1,), ()))
    b'((i1;)())'
    >>> encode_key(object())  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    cgt.positions.keys.UnstorableKey: a position key of type object cannot be stored:
    keys are made of None, booleans, integers, strings, bytes, tuples, frozensets and classes
    """
    if type(key) is int and key.bit_length() < 10_000:  # the commonest key: one bitboard
        return b"i%d;" % key
    out: list[bytes] = []
    # Work items: a value to write, or bytes to emit as they are.
    stack: list[object] = [key]
    while stack:
        item = stack.pop()
        if isinstance(item, bytes) and not isinstance(item, _Raw):
            out.append(b"b%d:" % len(item))
            out.append(item)
        elif isinstance(item, _Raw):
            out.append(bytes(item))
        elif item is None:
            out.append(b"N")
        elif item is True:
            out.append(b"T")
        elif item is False:
            out.append(b"F")
        elif isinstance(item, int):
            out.append(b"i" + decimal_text(int(item)).encode() + b";")
        elif isinstance(item, str):
            data = item.encode("utf-8", "surrogatepass")
            out.append(b"s%d:" % len(data))
            out.append(data)
        elif isinstance(item, tuple):
            stack.append(_Raw(b")"))
            stack.extend(reversed(item))
            stack.append(_Raw(b"("))
        elif isinstance(item, frozenset):
            members = sorted(encode_key(member) for member in item)
            out.append(b"{" + b"".join(members) + b"}")
        elif isinstance(item, type):
            name = f"{item.__module__}.{item.__qualname__}".encode()
            out.append(b"t%d:" % len(name))
            out.append(name)
        else:
            raise UnstorableKey(
                f"a position key of type {type(item).__qualname__} cannot be stored: keys are "
                "made of None, booleans, integers, strings, bytes, tuples, frozensets and classes"
            )
    return b"".join(out)


class _Raw(bytes):
    """Bytes the encoder emits as they are (brackets), unlike a key's bytes."""
