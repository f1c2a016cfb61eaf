"""The rows of a value store, kept as git keeps its objects: a store that
cannot serve a wrong value.

A canonical game is one row, ``(key, shape)``. Its shape is either its
compact value ``x + n.↑ + *m`` (``b"n "`` and the four integers in decimal)
or ``b"g"``, the number of its Left options (4 bytes) and the keys of its
Left then Right options, each side in byte order. Its key is a hash of its
shape (:func:`game_key`, BLAKE2b of 16 bytes), so a key names one shape,
and through the keys of the options, the whole game below it (a Merkle
DAG). A row edited in the file no longer matches its key, and a cycle of
rows cannot be written: a row naming itself, or a descendant of itself,
would have to contain its own hash.

An answer row carries a checksum of what it says (:func:`answer_checksum`:
the ruleset's name, the kind of answer, the position's key and the
answer), so an answer pointed at another game, moved to another position
or another ruleset, no longer matches it.

:class:`GameRows` reads and writes the game rows of one store object.
Reading a row checks it before anything is made from it
(:func:`read_shape`): its key, its size, the range of its numbers; and a
game read from its options is made canonical from them and must come out
with exactly those options (:func:`verified_form`): a shape that is not
canonical was not written by cgt. A row that fails any check raises
:class:`Damage`; the store then solves that answer again.

What this guards against is a file changed behind cgt's back (an edit, a
bad disk, a bug elsewhere), not a forger: anyone who reads this module can
write rows that match their keys, as anyone can write a git object.

>>> from cgt.core.dyadic import Dyadic
>>> from cgt.core.form import nus
>>> half = number_shape(Dyadic(1, 1), 0, 0)
>>> half, len(game_key(half))
(b'n 1 1 0 0', 16)
>>> read_shape(half) is nus(Dyadic(1, 1), 0, 0)
True
>>> read_shape(b"n 2 1 0 0")  # 2/2 is not in lowest terms
Traceback (most recent call last):
...
cgt.scale.rows.Damage: a number row that is not in lowest terms
"""

from __future__ import annotations

import hashlib
import sqlite3
import struct
import threading
from collections.abc import Callable
from typing import Final

from cgt.core.canonical import canonical_form
from cgt.core.dyadic import Dyadic, decimal_text, decimal_value
from cgt.core.form import Form, nus
from cgt.errors import CGTError

__all__ = [
    "CHECKSUM_BYTES", "KEY_BYTES", "MOST_BITS", "MOST_SHAPE_BYTES", "Damage", "GameRows",
    "OutOfRange",
    "answer_checksum", "game_key", "number_shape", "options_shape", "read_grundy",
    "read_shape", "unwritten", "verified_form",
]

#: Bytes of a game's key, and of an answer's checksum.
KEY_BYTES: Final = 16
CHECKSUM_BYTES: Final = 8
#: The most bits of each integer of a compact value in a row (the exponent
#: itself is at most this): far beyond what a solve makes, and small enough
#: that no arithmetic on such a number runs out of memory.
MOST_BITS: Final = 1 << 16
#: The most decimal digits of such an integer (2**MOST_BITS has 19,729).
_MOST_DIGITS: Final = 19_730
#: The most bytes of a game's row read (a million options).
MOST_SHAPE_BYTES: Final = 1 << 24
#: The most Grundy value an answer holds (an SQLite integer).
_MOST_GRUNDY: Final = (1 << 63) - 1

_COUNT = struct.Struct(">I")  # the number of Left options of a game row


class Damage(Exception):
    """What is wrong with a row read from a store (the store names the file
    and the row, in a :class:`cgt.scale.store.StoreError`)."""


class OutOfRange(CGTError):
    """A value too large for a store's rows (see :data:`MOST_BITS`): it is
    not stored, and solved again when next met."""


def game_key(shape: bytes) -> bytes:
    """The key of the game row ``shape``: its BLAKE2b hash, of
    :data:`KEY_BYTES` bytes."""
    return hashlib.blake2b(shape, digest_size=KEY_BYTES, person=b"cgt game").digest()


def answer_checksum(ruleset: str, kind: int, key: bytes, answer: bytes | int) -> bytes:
    """The checksum of an answer row: the position of ``ruleset`` (its
    module and class) whose key is ``key`` has as answer of ``kind`` the game
    of key ``answer``, or the Grundy value ``answer``.

    >>> a = answer_checksum("m.Nim", 2, b"i3;", 3)
    >>> len(a), a == answer_checksum("m.Nim", 2, b"i3;", 2)
    (8, False)
    """
    prefix = _PREFIXES.get((ruleset, kind))
    if prefix is None:
        # The name's length first and the answer's fixed size (by kind) last:
        # the key between them is told apart from both.
        text = ruleset.encode()
        prefix = _PREFIXES[(ruleset, kind)] = b"".join(
            (b"cgt answer", _COUNT.pack(len(text)), text, bytes((kind,))))
    value = answer if isinstance(answer, bytes) else answer.to_bytes(8, "big")
    return hashlib.blake2b(prefix + key + value, digest_size=CHECKSUM_BYTES).digest()


#: The start of the checksummed bytes of each ruleset and kind.
_PREFIXES: dict[tuple[str, int], bytes] = {}


def number_shape(x: Dyadic, ups: int, nim: int) -> bytes:
    """The row of the compact value ``x + ups.↑ + *nim``; :class:`OutOfRange`
    if one of its integers has more than :data:`MOST_BITS` bits."""
    if x.exponent > MOST_BITS or max(x.mantissa.bit_length(), ups.bit_length(),
                                     nim.bit_length()) > MOST_BITS:
        raise OutOfRange(f"a value with integers of more than {MOST_BITS} bits is not stored")
    words = (decimal_text(x.mantissa), decimal_text(x.exponent), decimal_text(ups),
             decimal_text(nim))
    return ("n " + " ".join(words)).encode()


def options_shape(left: list[bytes], right: list[bytes]) -> bytes:
    """The row of the game whose options have the keys ``left`` and ``right``."""
    return b"".join((b"g", _COUNT.pack(len(left)), *sorted(left), *sorted(right)))


def read_shape(shape: object) -> Form | tuple[list[bytes], list[bytes]]:
    """The game of a compact row, or the keys of the Left and Right options
    of a game row; :class:`Damage` if the row is not one cgt writes (its
    key is checked by the caller, before)."""
    if not isinstance(shape, bytes):
        raise Damage(f"a row of type {type(shape).__name__}, not bytes")
    if shape[:1] == b"g":
        count = len(shape) - 1 - _COUNT.size
        if count < 0 or count % KEY_BYTES:
            raise Damage(f"a game row of {len(shape)} bytes, not a count and whole keys")
        left = _COUNT.unpack_from(shape, 1)[0]
        if left * KEY_BYTES > count:
            raise Damage(f"a game row that counts {left} Left options in {count} bytes")
        at = 1 + _COUNT.size
        keys = [shape[i: i + KEY_BYTES] for i in range(at, at + count, KEY_BYTES)]
        return keys[:left], keys[left:]
    if shape[:2] != b"n ":
        raise Damage("a row that is neither a game nor a number")
    words = shape[2:].split(b" ")
    digits = [w[1:] if w[:1] == b"-" else w for w in words]
    if len(words) != 4 or not all(0 < len(d) <= _MOST_DIGITS and d.isdigit() for d in digits):
        raise Damage(f"a number row that is not four integers of at most {_MOST_DIGITS} "
                     "digits")
    mantissa, exponent, ups, nim = (
        -decimal_value(d.decode()) if w[:1] == b"-" else decimal_value(d.decode())
        for w, d in zip(words, digits, strict=True))
    if exponent < 0 or nim < 0:
        raise Damage("a number row with a negative exponent or nimber")
    if exponent > MOST_BITS or max(mantissa.bit_length(), ups.bit_length(),
                                   nim.bit_length()) > MOST_BITS:
        raise Damage(f"a number row with integers of more than {MOST_BITS} bits")
    if exponent and not mantissa & 1:
        raise Damage("a number row that is not in lowest terms")
    return nus(Dyadic(mantissa, exponent), ups, nim)


def verified_form(left: list[Form], right: list[Form]) -> Form:
    """The game ``{left | right}`` of a game row, whose options are trusted
    (read and verified): its canonical form, which must have exactly these
    options and not be compact (:class:`Damage` otherwise: cgt writes
    compact values as number rows, and only canonical games).

    >>> from cgt.core.form import zero, star, nus
    >>> verified_form([zero, star], [zero])
    Traceback (most recent call last):
    ...
    cgt.scale.rows.Damage: a game row that is not in canonical form (its canonical form is compact)
    """
    try:
        g = canonical_form(left, right)
    except CGTError as error:
        raise Damage(f"a game row that cannot be made canonical ({error})") from None
    if g.number_part is not None:
        raise Damage("a game row that is not in canonical form (its canonical form is compact)")
    if not (_same(g.left, left) and _same(g.right, right)):
        raise Damage("a game row that is not in canonical form (it has dominated or "
                     "reversible options)")
    return g


def read_grundy(value: object) -> int:
    """The Grundy value of an answer row; :class:`Damage` if it is not one."""
    if type(value) is not int or not 0 <= value <= _MOST_GRUNDY:
        raise Damage(f"a Grundy value {value!r:.40} that is not an integer from 0 to 2**63 - 1")
    return value


def _same(options: tuple[Form, ...], given: list[Form]) -> bool:
    return len(options) == len(given) and set(options) == set(given)


def unwritten(g: Form, written: Callable[[Form], bool]) -> list[Form]:
    """The subgames of ``g`` (``g`` too) that are not ``written``, each once,
    each after its options: the order in which rows that name their
    options are written (without recursion).

    >>> from cgt import parse
    >>> from cgt.notation.printer import format_game
    >>> [format_game(h) for h in unwritten(parse("{1|*}")._form, lambda h: False)]
    ['*', '1', '{1|*}']
    """
    order: list[Form] = []
    placed: set[Form] = set()
    stack = [g]
    while stack:
        h = stack[-1]
        if h in placed or written(h):
            stack.pop()
            continue
        if h.number_part is None:
            missing = [o for o in (*h.left, *h.right) if o not in placed and not written(o)]
            if missing:
                stack.extend(missing)
                continue
        placed.add(h)
        order.append(h)
        stack.pop()
    return order


class GameRows:
    """The games of a store's ``game`` table as one store object knows
    them: those read (and verified) or written, by key and keys by game,
    and the keys of rows found damaged (:attr:`bad`, to be written over).
    ``lock`` guards them (the store's: its threads share them)."""

    def __init__(self, lock: threading.RLock) -> None:
        self.lock = lock
        self.keys: dict[Form, bytes] = {}
        self.games: dict[bytes, Form] = {}
        self.bad: set[bytes] = set()

    def forget(self) -> None:
        """Forget the games read and written (not the damaged rows)."""
        with self.lock:
            self.keys.clear()
            self.games.clear()

    def key_of(self, g: Form, new: dict[Form, bytes], rows: list[tuple[bytes, bytes]]) -> bytes:
        """The key of ``g``'s row; the rows of ``g`` and its options not
        known to be in the file are added to ``rows`` (options first,
        without recursion), their keys to ``new``."""
        known = self.keys.get(g) or new.get(g)
        if known is not None:  # most answers: a game written before
            return known
        keys = self.keys
        for h in unwritten(g, lambda o: o in keys or o in new):
            x = h.number_part
            if x is not None:
                shape = number_shape(x, h.up_part, h.nim_part)
            else:
                shape = options_shape([keys.get(o) or new[o] for o in h.left],
                                      [keys.get(o) or new[o] for o in h.right])
            key = new[h] = game_key(shape)
            rows.append((key, shape))
        return keys.get(g) or new[g]

    def read(self, connection: sqlite3.Connection, key: bytes) -> Form:
        """The game of row ``key``, each row checked as it is read (its
        options read first, without recursion); :class:`Damage` naming the
        first row that fails."""
        with self.lock:
            known = self.games.get(key)
        if known is not None:
            return known
        made: dict[bytes, Form] = {}
        expanded: dict[bytes, tuple[list[bytes], list[bytes]]] = {}
        stack = [key]
        while stack:
            k = stack[-1]
            known = made.get(k) or self.games.get(k)  # (another thread may forget them)
            if known is not None:
                made[k] = known
                stack.pop()
                continue
            try:
                options = expanded.get(k)
                again = options is not None
                if options is None:
                    read = self._read_row(connection, k)
                    if isinstance(read, Form):
                        made[k] = read
                        stack.pop()
                        continue
                    options = expanded[k] = read
                missing = [o for o in (*options[0], *options[1]) if o not in made]
                if missing:
                    if again:  # its options were read and it still waits: it is among them
                        raise Damage("a game that is among its own options (a cycle of rows, "
                                     "which rows that match their keys cannot make)")
                    stack.extend(missing)
                    continue
                game = verified_form([made[o] for o in options[0]],
                                     [made[o] for o in options[1]])
            except Damage as damage:
                with self.lock:
                    self.bad.add(k)
                raise Damage(f"game row {k.hex()}: {damage}") from None
            made[k] = game
            stack.pop()
        with self.lock:
            self.games.update(made)
            self.keys.update((g, k) for k, g in made.items())
        return made[key]

    def _read_row(self, connection: sqlite3.Connection, key: bytes
                  ) -> Form | tuple[list[bytes], list[bytes]]:
        """The row ``key`` read and checked (:func:`cgt.scale.rows.read_shape`)."""
        if key in self.bad:
            raise Damage("found damaged before")
        row = connection.execute(
            "SELECT CASE WHEN length(shape) <= ? THEN shape END, length(shape) FROM game "
            "WHERE key = ?", (MOST_SHAPE_BYTES, key)).fetchone()
        if row is None:
            raise Damage("missing")
        shape, size = row
        if shape is None:
            raise Damage(f"a row of {size} bytes, more than {MOST_SHAPE_BYTES}")
        if not isinstance(shape, bytes) or game_key(shape) != key:
            raise Damage("a row that does not match its key (edited, or moved from another key)")
        return read_shape(shape)
