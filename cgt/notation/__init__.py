"""Layer 2, notation: CGSuite's plain text, read and written.

One parser (:mod:`.parser`, never ``eval``) and one printer
(:mod:`.printer`) for forms such as ``{2|-1/2}``, ``±1``, ``^*``, ``*3`` and
``{3||2|1}``, and the named infinitesimals they use, uptimals and
Tiny/Miny (:mod:`.special`).

May import: :mod:`cgt.core` and :mod:`cgt.errors`.
"""
