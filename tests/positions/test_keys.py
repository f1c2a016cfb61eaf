"""Position keys as bytes (the value store's keys): one key, one encoding, in
every process; two different keys, two encodings."""

from __future__ import annotations

import os
import subprocess
import sys

from hypothesis import given
from hypothesis import strategies as st

from cgt.positions.keys import encode_key

atoms = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=2**64, max_value=2**200),
    st.text(max_size=8), st.binary(max_size=8),
)
keys = st.recursive(
    atoms,
    lambda inner: st.one_of(st.tuples(inner, inner), st.lists(inner, max_size=4).map(tuple),
                            st.frozensets(inner, max_size=4)),
    max_leaves=20,
)


def strict(key: object) -> object:
    """``key`` with its types spelled out: ``1``, ``True`` and ``1.0`` differ,
    as do a tuple and a frozenset of the same members."""
    if isinstance(key, tuple):
        return ("tuple", tuple(strict(k) for k in key))
    if isinstance(key, frozenset):
        return ("frozenset", frozenset(strict(k) for k in key))
    return (type(key).__name__, key)


@given(keys, keys)
def test_two_keys_have_one_encoding_exactly_when_they_are_the_same(a, b):
    assert (encode_key(a) == encode_key(b)) == (strict(a) == strict(b))


@given(st.frozensets(st.text(max_size=6), max_size=12))
def test_a_frozenset_is_written_whatever_its_order(members):
    shuffled = frozenset(sorted(members, reverse=True))
    assert encode_key(members) == encode_key(shuffled)


def test_the_encoding_does_not_depend_on_the_hash_seed():
    key = (frozenset({"ab", "cd", "ef", "gh"}), frozenset({(1, "x"), (2, "y")}), b"\x00", None)
    script = ("from cgt.positions.keys import encode_key; import sys; "
              f"sys.stdout.buffer.write(encode_key({key!r}))")
    outputs = {subprocess.run([sys.executable, "-c", script], capture_output=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": seed}).stdout
               for seed in ("1", "2", "3")}
    assert outputs == {encode_key(key)}
