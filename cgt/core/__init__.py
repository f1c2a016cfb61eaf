"""Layer 1, the core: short game values as an engine.

Exact dyadic numbers (:mod:`.dyadic`); the store of canonical forms, one
interned :class:`~cgt.core.form.Form` per value (:mod:`.form`); canonical
simplification (:mod:`.canonical`), the order and outcome classes
(:mod:`.order`, :mod:`.outcome`), sums and negatives (:mod:`.arithmetic`);
the memo tables every layer uses (:mod:`.memo`) and room for deep recursion
(:mod:`.deep`).

May import: the standard library and :mod:`cgt.errors`. Nothing here prints
or parses notation; that is :mod:`cgt.notation`, one floor up.
"""
