"""Helpers that setup.py runs while it builds the compiled core.

They are part of the source distribution (MANIFEST.in), so that a wheel
built from it is built the same way, and of no installed package: nothing
here is imported once ``cgt`` is installed.
"""
